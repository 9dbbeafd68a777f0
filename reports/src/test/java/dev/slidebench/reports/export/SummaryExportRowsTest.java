package dev.slidebench.reports.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rows of summary.json/csv from the JMH fixtures, field by field. The slidebench fixture's queen fork
 * means (ops/us) are Pext 113, 115, 117 (geometric mean 114.988), RayLoop 10, 11, 12, BASELINE 400, 410,
 * 420, three rounds; numpy/scipy (RecommenderTest, ReportsTest) gives Pext's interval [108.9, 121.5],
 * FancyMagic's slowdown 1.0455 [0.9935, 1.1001] and the letters a a b c d e in speed order.
 */
class SummaryExportRowsTest {

    @org.junit.jupiter.api.io.TempDir
    Path temp;

    private static final ReportProfile PROFILE = new ReportProfile("strategy", "RayLoop", List.of(), v -> List.of());

    private static Path fixture(String relative) {
        try {
            return Path.of(
                    SummaryExportRowsTest.class.getResource("/jmh/" + relative).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Map<String, Object>> rows(String relative, String by) {
        ReportModel model = ReportModel.of(
                ResultSet.load(List.of(fixture(relative)), by),
                new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.AUTO, null),
                PROFILE,
                null);
        return SummaryExport.rows(model);
    }

    private static Map<String, Object> row(List<Map<String, Object>> rows, String benchmark, String strategy) {
        return rows.stream()
                .filter(r -> r.get("benchmark").equals(benchmark)
                        && r.get("strategy").equals(strategy))
                .findFirst()
                .orElseThrow(() -> new AssertionError(benchmark + " " + strategy + " in " + rows));
    }

    private static double number(Map<String, Object> row, String field) {
        return ((Number) row.get(field)).doubleValue();
    }

    @Test
    void theBestRowOfTheSlidebenchFixture() {
        List<Map<String, Object>> rows = rows("slidebench/results.json", "strategy");
        assertEquals(14, rows.size(), "2 benchmarks x 7 values, wall only");
        Map<String, Object> pext = row(rows, "dev.slidebench.bench.RandomBenchmark.queen", "Pext");
        assertEquals(SummaryExport.FIELDS, List.copyOf(pext.keySet()), "every field, in DESIGN's order");
        assertEquals("JDK 17.0.15", pext.get("run"));
        assertEquals("/usr/lib/jvm/java-17-openjdk-amd64/bin/java", pext.get("jvm"));
        assertNull(pext.get("family"), "run.json names no family");
        assertEquals("wall", pext.get("metric"));
        assertEquals(true, pext.get("ranked"));
        assertEquals("ops/us", pext.get("unit"));
        assertEquals("higher", pext.get("better"));
        assertEquals(3, pext.get("forks"));
        assertEquals(3, pext.get("rounds"));
        assertEquals(114.98840, number(pext, "geomean"), 1e-4);
        assertEquals(108.9, number(pext, "ci_low"), 0.05);
        assertEquals(121.5, number(pext, "ci_high"), 0.05);
        assertEquals(1.0, number(pext, "slowdown"), 1e-9);
        assertEquals(1.0, number(pext, "slowdown_low"), 1e-9);
        assertEquals(1.0, number(pext, "slowdown_high"), 1e-9);
        assertEquals(true, pext.get("in_best_group"));
        assertEquals("a", pext.get("letters"));
        assertEquals(1, pext.get("rank"));
        double resolution = number(pext, "resolution");
        assertTrue(resolution > 1 && resolution < 1.5, "queen separates 1.0455 only just not: " + resolution);
        assertEquals(List.of("emulated"), pext.get("flags"));
        assertEquals(1, pext.get("threads"));
    }

    @Test
    void otherRowsOfTheSlidebenchFixture() {
        List<Map<String, Object>> rows = rows("slidebench/results.json", "strategy");
        String queen = "dev.slidebench.bench.RandomBenchmark.queen";
        Map<String, Object> fancy = row(rows, queen, "FancyMagic");
        assertEquals(1.0455, number(fancy, "slowdown"), 1e-4);
        assertEquals(0.9935, number(fancy, "slowdown_low"), 1e-4);
        assertEquals(1.1001, number(fancy, "slowdown_high"), 1e-4);
        assertEquals(true, fancy.get("in_best_group"));
        assertEquals("a", fancy.get("letters"));
        assertEquals(2, fancy.get("rank"));
        assertEquals(List.of(), fancy.get("flags"));
        Map<String, Object> rayLoop = row(rows, queen, "RayLoop");
        assertEquals(false, rayLoop.get("in_best_group"));
        assertEquals("e", rayLoop.get("letters"));
        assertEquals(6, rayLoop.get("rank"));
        assertEquals(114.98840 / 10.96961, number(rayLoop, "slowdown"), 1e-3);
        Map<String, Object> rotated = row(rows, queen, "RotatedBitboards");
        assertEquals(List.of("stateful-path"), rotated.get("flags"), "run.json: incremental");
        // The control: measured, never ranked, compared or in a group.
        Map<String, Object> baseline = row(rows, queen, "BASELINE");
        assertEquals(409.91868, number(baseline, "geomean"), 1e-3);
        assertNull(baseline.get("slowdown"));
        assertNull(baseline.get("slowdown_low"));
        assertNull(baseline.get("slowdown_high"));
        assertEquals(false, baseline.get("in_best_group"));
        assertEquals("", baseline.get("letters"));
        assertNull(baseline.get("rank"));
        assertEquals(List.of("control"), baseline.get("flags"));
        assertEquals(3, baseline.get("rounds"));
        assertEquals(baseline.get("resolution"), row(rows, queen, "Pext").get("resolution"), "one per table");
        // Rows run benchmark by benchmark, ranked values in order, then the control.
        assertEquals(
                List.of(
                        "Pext",
                        "FancyMagic",
                        "OliThinkKeys",
                        "Kindergarten",
                        "RotatedBitboards",
                        "RayLoop",
                        "BASELINE"),
                rows.subList(0, 7).stream().map(r -> r.get("strategy")).toList());
        assertEquals(
                "dev.slidebench.bench.PositionsBenchmark.lookup", rows.get(7).get("benchmark"));
        assertEquals("FancyMagic", rows.get(7).get("strategy"));
    }

    @Test
    void csvQuotesASpecialCharacterEvenInFirstPlace() {
        assertEquals("\",a\"", SummaryExport.quote(",a"));
        assertEquals("\"\"\"a\"", SummaryExport.quote("\"a"));
        assertEquals("\"\na\"", SummaryExport.quote("\na"));
        assertEquals("\"\ra\"", SummaryExport.quote("\ra"));
    }

    @Test
    void flagsOfAnEntryWithoutStatistics() {
        ReportModel model = ReportModel.of(
                ResultSet.load(List.of(fixture("slidebench/results.json")), "strategy"),
                Settings.defaults(),
                PROFILE,
                null);
        var queen = model.analysis(model.runs().get(0), model.cases().get(0));
        assertEquals(List.of("control"), SummaryExport.flags(queen.controls().get(0), null));
        assertEquals(List.of("emulated"), SummaryExport.flags(queen.ranked().get(0), null));
    }

    @Test
    void outlierForksAreFlagged() throws java.io.IOException {
        // Spiky's tenth fork is twice its other nine (worked out in RenderFixtures.outlierJson: residual 4.24).
        Path file = java.nio.file.Files.writeString(
                temp.resolve("outlier.json"), dev.slidebench.reports.render.RenderFixturesAccess.outlierJson());
        ReportModel model =
                ReportModel.of(ResultSet.load(List.of(file), "strategy"), Settings.defaults(), PROFILE, null);
        List<Map<String, Object>> rows = SummaryExport.rows(model);
        assertEquals(
                List.of("outlier-forks"), row(rows, "sim.Outlier.get", "Spiky").get("flags"));
        assertEquals(List.of(), row(rows, "sim.Outlier.get", "Steady").get("flags"));
    }

    @Test
    void foreignSingleForkRowsHaveNoRoundsNoResolutionAndOtherParametersInTheId() {
        List<Map<String, Object>> rows = rows("single-fork.json", "impl");
        assertEquals(3, rows.size());
        Map<String, Object> treeMap = row(rows, "org.example.HashBench.get{size=1000}", "TreeMap");
        assertEquals("lower", treeMap.get("better"));
        assertEquals("ns/op", treeMap.get("unit"));
        assertEquals(1, treeMap.get("forks"));
        assertNull(treeMap.get("rounds"), "no run.json: rounds unknown");
        assertNull(treeMap.get("resolution"), "single forks: no pair can be tested");
        assertEquals(List.of("single-fork"), treeMap.get("flags"));
        // TreeMap's iterations 60, 61, 59, 60, 60 over LinkedHashMap's 21, 22, 20, 21.5, 20.5 (geometric means).
        assertEquals(59.99667 / 20.98809, number(treeMap, "slowdown"), 1e-4);
        assertEquals(true, treeMap.get("in_best_group"), "single-fork rows are never separated");
        assertEquals(3, treeMap.get("rank"));
    }

    @Test
    void withoutAJvmPathTheJdkVersionAndCpuTimeGetsItsOwnRankedRows() throws java.io.IOException {
        // single-fork.json without the JVM path, and with CPU time at half the wall time (wall / CPU = 2, so the
        // auto metric ranks on CPU time): every value gets a wall row and a ranked cpu row at half the level.
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(
                        java.nio.file.Files.readString(fixture("single-fork.json")))
                .getAsJsonArray();
        for (com.google.gson.JsonElement element : all) {
            com.google.gson.JsonObject result = element.getAsJsonObject();
            result.remove("jvm");
            com.google.gson.JsonArray cpuRaw = new com.google.gson.JsonArray();
            for (com.google.gson.JsonElement fork :
                    result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData")) {
                com.google.gson.JsonArray half = new com.google.gson.JsonArray();
                fork.getAsJsonArray().forEach(v -> half.add(v.getAsDouble() / 2));
                cpuRaw.add(half);
            }
            com.google.gson.JsonObject cpu = new com.google.gson.JsonObject();
            cpu.addProperty("scoreUnit", "ns/op");
            cpu.add("rawData", cpuRaw);
            com.google.gson.JsonObject secondary = new com.google.gson.JsonObject();
            secondary.add("cpu.time", cpu);
            result.add("secondaryMetrics", secondary);
        }
        Path dir = temp;
        Path file = java.nio.file.Files.writeString(dir.resolve("results.json"), all.toString());
        ReportModel model = ReportModel.of(ResultSet.load(List.of(file), "impl"), Settings.defaults(), PROFILE, null);
        List<Map<String, Object>> rows = SummaryExport.rows(model);
        assertEquals(6, rows.size(), rows.toString());
        assertTrue(rows.stream().allMatch(r -> "17.0.15".equals(r.get("jvm"))), rows.toString());
        Map<String, Object> wall = rows.stream()
                .filter(r ->
                        r.get("strategy").equals("TreeMap") && r.get("metric").equals("wall"))
                .findFirst()
                .orElseThrow();
        Map<String, Object> cpu = rows.stream()
                .filter(r ->
                        r.get("strategy").equals("TreeMap") && r.get("metric").equals("cpu"))
                .findFirst()
                .orElseThrow();
        assertEquals(false, wall.get("ranked"));
        assertEquals(true, cpu.get("ranked"));
        assertEquals("ns/op", cpu.get("unit"));
        assertEquals("lower", cpu.get("better"));
        assertEquals(59.99667, number(wall, "geomean"), 1e-4);
        assertEquals(59.99667 / 2, number(cpu, "geomean"), 1e-4);
        assertEquals(List.of("single-fork", "contended"), cpu.get("flags"));
        assertEquals("wall", rows.get(0).get("metric"), "wall rows first, then cpu");
        assertEquals("cpu", rows.get(5).get("metric"));
    }
}
