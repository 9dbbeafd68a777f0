package dev.slidebench.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.chart.BytesSpeedChart;
import dev.slidebench.reports.chart.DriftChart;
import dev.slidebench.reports.chart.ForestPlot;
import dev.slidebench.reports.chart.HeatMap;
import dev.slidebench.reports.chart.RunsChart;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the report hands each chart renderer, checked against the fixture's fork means by hand (see
 * {@link RenderFixtures}): the numbers drawn, the order of the rows, the flags and the titles.
 */
class ChartInputsTest {

    private static final double EPS = 1e-4;

    @TempDir
    Path temp;

    private static CaseAnalysis queen(ReportModel model) {
        return RenderFixtures.analysis(model, 0, 0);
    }

    @Test
    void forestRowsAreSlowdownsWithEveryForkAsADotByRound() {
        ReportModel model = RenderFixtures.slidebench();
        CaseAnalysis queen = queen(model);
        String run = model.runs().get(0).label();
        ForestPlot.Input input = Charts.forestInput(queen);
        assertEquals("RandomBenchmark.queen \u2014 " + run, input.title());
        assertEquals("wall time, 3 forks per strategy; shaded: best group", input.subtitle());
        assertEquals("slowdown vs the best (log scale; 1 = the best)", input.axisTitle());
        assertEquals(0.95, input.confidence());
        assertEquals(
                List.of("Pext", "FancyMagic", "OliThinkKeys", "Kindergarten", "RotatedBitboards", "RayLoop"),
                input.rows().stream().map(ForestPlot.Row::label).toList(),
                "fastest first, the control left out");
        ForestPlot.Row pext = input.rows().get(0);
        assertEquals(1.0, pext.estimate(), EPS);
        assertTrue(pext.inBestGroup());
        assertTrue(pext.emulated(), "run.json: Pext degraded on this JVM");
        assertFalse(pext.control());
        // Higher is better, so a fork's slowdown is the best level over the fork: 114.988 / 113, / 115, / 117.
        assertForks(pext, new double[] {1.017597, 0.999899, 0.982807});
        ForestPlot.Row fancy = input.rows().get(1);
        // numpy (RecommenderTest): 1.0455 [0.9935, 1.1001], in the best group.
        assertEquals(1.04546, fancy.estimate(), EPS);
        assertEquals(0.9935, fancy.low(), 1e-4);
        assertEquals(1.1001, fancy.high(), 1e-4);
        assertTrue(fancy.inBestGroup());
        assertFalse(fancy.emulated());
        assertForks(fancy, new double[] {1.064707, 1.045349, 1.026682});
        ForestPlot.Row rayLoop = input.rows().get(5);
        assertEquals(114.988 / 10.970, rayLoop.estimate(), 1e-3);
        assertFalse(rayLoop.inBestGroup());
        assertForks(rayLoop, new double[] {11.498840, 10.453491, 9.582367});
    }

    private static void assertForks(ForestPlot.Row row, double[] expected) {
        assertEquals(expected.length, row.forks().size(), row.label());
        for (int f = 0; f < expected.length; f++) {
            assertEquals(expected[f], row.forks().get(f).value(), 1e-5, row.label() + " fork " + f);
            assertEquals(f + 1, row.forks().get(f).round(), "rounds 0, 1, 2 of run.json, drawn 1-based");
        }
    }

    @Test
    void forestOfLowerIsBetterDividesTheForkByTheBest() {
        // single-fork.json (ns/op, lower is better), one fork each: HashMap 20, 21, 22, 21, 21 (geometric mean
        // 20.99047), TreeMap 60, 61, 59, 60, 60 (59.99667, fork mean 60), LinkedHashMap 21, 22, 20, 21.5, 20.5
        // (20.98809, the best). The estimate is the ratio of geometric means; the one dot is the fork's mean
        // over the best's level, in round 0 (unknown).
        ReportModel model = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        ForestPlot.Input input = Charts.forestInput(queen(model));
        assertEquals(
                List.of("LinkedHashMap", "HashMap", "TreeMap"),
                input.rows().stream().map(ForestPlot.Row::label).toList());
        ForestPlot.Row treeMap = input.rows().get(2);
        assertEquals(59.99667 / 20.98809, treeMap.estimate(), 1e-5);
        assertEquals(1, treeMap.forks().size());
        assertEquals(60 / 20.98809, treeMap.forks().get(0).value(), 1e-5);
        assertEquals(0, treeMap.forks().get(0).round());
        assertEquals("wall time, 1 forks per strategy; shaded: best group", input.subtitle());
    }

    @Test
    void forestNeedsTwoRankedValues() {
        // two-jdks.json: JDK 17 measured RayLoop and FancyMagic, enough for a forest plot.
        ReportModel two = RenderFixtures.model(
                List.of(RenderFixtures.path("two-jdks.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        CaseAnalysis jdk17 = two.analyses(two.runs().stream()
                        .filter(r -> r.label().contains("17"))
                        .findFirst()
                        .orElseThrow())
                .get(0);
        assertEquals(2, Charts.forestInput(jdk17).rows().size());
        // One value: nothing to compare.
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray one = new com.google.gson.JsonArray();
        one.add(all.get(0));
        Path file = RenderFixtures.write(temp.resolve("one.json"), one.toString());
        ReportModel single = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        assertNull(Charts.forestInput(queen(single)));
        assertNull(Charts.forest(queen(single), "x"));
    }

    @Test
    void bytesChartNeedsTwoValuesWithKnownTableBytes() {
        assertEquals(
                2,
                Charts.bytesInput(queen(withTableBytesOf(List.of("Pext", "RayLoop"))))
                        .points()
                        .size());
        assertNull(Charts.bytesInput(queen(withTableBytesOf(List.of("Pext")))));
    }

    /** The slidebench fixture with a run.json that records table bytes only for {@code known}. */
    private ReportModel withTableBytesOf(List<String> known) {
        Path dir = temp.resolve(String.join("-", known));
        RenderFixtures.write(dir.resolve("results.json"), RenderFixtures.read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        for (var strategy : record.getAsJsonObject("strategies").entrySet()) {
            if (!known.contains(strategy.getKey())) {
                strategy.getValue().getAsJsonObject().remove("tableBytes");
            }
        }
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        return RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
    }

    @Test
    void bytesChartPlotsEveryValueWithKnownTableBytes() {
        ReportModel model = RenderFixtures.slidebench();
        BytesSpeedChart.Input input = Charts.bytesInput(queen(model));
        assertEquals(
                "RandomBenchmark.queen \u2014 " + model.runs().get(0).label() + ": table size against speed",
                input.title());
        assertNull(input.subtitle());
        assertEquals("ops/us, higher is better", input.valueTitle());
        assertTrue(input.higherIsBetter());
        assertEquals(6, input.points().size());
        BytesSpeedChart.Point pext = input.points().get(0);
        assertEquals("Pext", pext.label());
        assertEquals(861_184, pext.tableBytes());
        assertEquals(114.988, pext.value(), 1e-3);
        // numpy (ReportsTest): 115.0 [108.9, 121.5].
        assertEquals(108.9, pext.low(), 0.05);
        assertEquals(121.5, pext.high(), 0.05);
        assertTrue(pext.emulated());
        BytesSpeedChart.Point rayLoop = input.points().get(5);
        assertEquals("RayLoop", rayLoop.label());
        assertEquals(0, rayLoop.tableBytes());
        assertFalse(rayLoop.emulated());
        // Without run.json no value has table bytes: nothing to plot.
        ReportModel foreign = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        assertNull(Charts.bytesInput(queen(foreign)));
        assertNull(Charts.bytesVersusSpeed(queen(foreign), "x"));
    }

    @Test
    void heatMapRowsAreSpeedsRelativeToTheBestOrderedByTheirMean() {
        ReportModel model = RenderFixtures.slidebench();
        HeatMap.Input input = Charts.heatMapInput(
                model.analyses(model.runs().get(0)), model.runs().get(0), "strategy");
        assertEquals(
                "Slowdown against the best strategy of each benchmark \u2014 "
                        + model.runs().get(0).label(),
                input.title());
        assertEquals("1 = the best; outlined: best group; hatched: emulated path", input.subtitle());
        assertEquals(List.of("RandomBenchmark.queen", "PositionsBenchmark.lookup"), input.columns());
        // Mean of the two speeds by hand (queen best Pext 114.988, positions best FancyMagic 81.591):
        // Pext (1 + 79.897/81.591) / 2 = 0.990, FancyMagic (109.988/114.988 + 1) / 2 = 0.978,
        // Kindergarten 0.760, OliThinkKeys 0.687, RotatedBitboards 0.368, RayLoop 0.103.
        assertEquals(
                List.of("Pext", "FancyMagic", "Kindergarten", "OliThinkKeys", "RotatedBitboards", "RayLoop"),
                input.rows().stream().map(HeatMap.Row::label).toList());
        HeatMap.Row pext = input.rows().get(0);
        assertTrue(pext.emulated());
        assertEquals(1.0, pext.cells().get(0).value(), EPS);
        assertTrue(pext.cells().get(0).inBestGroup());
        assertTrue(pext.cells().get(0).emulated());
        assertEquals(0.979216, pext.cells().get(1).value(), EPS);
        assertTrue(pext.cells().get(1).inBestGroup(), "RecommenderTest: Pext in FancyMagic's best group");
        HeatMap.Row fancy = input.rows().get(1);
        assertFalse(fancy.emulated());
        assertEquals(0.956513, fancy.cells().get(0).value(), EPS);
        assertEquals(1.0, fancy.cells().get(1).value(), EPS);
        assertFalse(fancy.cells().get(0).emulated());
        HeatMap.Row rayLoop = input.rows().get(5);
        assertEquals(0.095398, rayLoop.cells().get(0).value(), EPS);
        assertEquals(0.109850, rayLoop.cells().get(1).value(), EPS);
        assertFalse(rayLoop.cells().get(0).inBestGroup());
        // One benchmark: no map.
        assertNull(Charts.heatMapInput(List.of(queen(model)), model.runs().get(0), "strategy"));
        assertNull(Charts.heatMap(List.of(queen(model)), model.runs().get(0), "strategy", "x"));
    }

    @Test
    void heatMapLeavesAValueAMissingCellWhereItWasNotMeasured() {
        // Drop Pext from the positions benchmark: its queen cell stays, its positions cell is missing, and its
        // mean speed is (1 + 0) / 2 = 0.5, below FancyMagic's 0.978 and Kindergarten's 0.760.
        String json = RenderFixtures.read("slidebench/results.json");
        Path file = RenderFixtures.write(temp.resolve("results.json"), dropPositionsPext(json));
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        HeatMap.Input input = Charts.heatMapInput(
                model.analyses(model.runs().get(0)), model.runs().get(0), "strategy");
        List<String> labels = input.rows().stream().map(HeatMap.Row::label).toList();
        assertEquals(
                List.of("FancyMagic", "Kindergarten", "OliThinkKeys", "Pext", "RotatedBitboards", "RayLoop"), labels);
        HeatMap.Row pext = input.rows().get(3);
        assertEquals(1.0, pext.cells().get(0).value(), EPS);
        assertEquals(HeatMap.Cell.missing(), pext.cells().get(1));
    }

    /** The fixture without its PositionsBenchmark.lookup result for Pext (one JSON element removed). */
    static String dropPositionsPext(String json) {
        com.google.gson.JsonArray all =
                com.google.gson.JsonParser.parseString(json).getAsJsonArray();
        com.google.gson.JsonArray kept = new com.google.gson.JsonArray();
        for (com.google.gson.JsonElement element : all) {
            var object = element.getAsJsonObject();
            boolean drop = object.get("benchmark").getAsString().endsWith("PositionsBenchmark.lookup")
                    && object.getAsJsonObject("params")
                            .get("strategy")
                            .getAsString()
                            .equals("Pext");
            if (!drop) {
                kept.add(element);
            }
        }
        return kept.toString();
    }

    @Test
    void driftPutsEveryForkAtItsMinutesSinceTheFirstFork() {
        ReportModel model = RenderFixtures.slidebench();
        DriftChart.Input input = Charts.driftInput(queen(model));
        assertEquals(
                "RandomBenchmark.queen \u2014 " + model.runs().get(0).label() + ": forks over time", input.title());
        assertEquals(
                "wall-time fork mean \u00f7 its strategy's geometric mean; minutes since the first fork",
                input.subtitle());
        assertEquals(MetricChoice.CONTENDED, input.contentionThreshold());
        assertEquals(
                List.of(
                        "Pext",
                        "FancyMagic",
                        "OliThinkKeys",
                        "Kindergarten",
                        "RotatedBitboards",
                        "RayLoop",
                        "BASELINE"),
                input.series().stream().map(DriftChart.Series::label).toList(),
                "ranked values, then the control");
        // run.json: the queen block's first fork is BASELINE's at 03:00:13; Pext's forks start at 03:00:29,
        // 03:00:57 and 03:02:33, i.e. 16 s, 44 s and 140 s later.
        DriftChart.Series pext = input.series().get(0);
        assertTrue(pext.emulated());
        assertEquals(3, pext.forks().size());
        double[] minutes = {16 / 60.0, 44 / 60.0, 140 / 60.0};
        double[] ratios = {113 / 114.98840, 115 / 114.98840, 117 / 114.98840};
        for (int f = 0; f < 3; f++) {
            DriftChart.Fork fork = pext.forks().get(f);
            assertEquals(minutes[f], fork.minutes(), 1e-9, "fork " + f);
            assertEquals(ratios[f], fork.ratio(), 1e-6, "fork " + f);
            assertTrue(Double.isNaN(fork.contention()), "no CPU time recorded: no contention");
            assertEquals(f + 1, fork.round());
        }
        DriftChart.Series baseline = input.series().get(6);
        assertFalse(baseline.emulated());
        assertEquals(0.0, baseline.forks().get(0).minutes(), 1e-9);
        // BASELINE 400, 410, 420: geometric mean 409.919; its forks at 0, 60 and 136 s.
        assertEquals(400 / 409.9187, baseline.forks().get(0).ratio(), 1e-5);
        assertEquals(136 / 60.0, baseline.forks().get(2).minutes(), 1e-9);
        // Foreign JSON records no fork times: no drift chart.
        ReportModel foreign = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        assertNull(Charts.driftInput(queen(foreign)));
        assertNull(Charts.drift(queen(foreign), "x"));
    }

    @Test
    void driftCarriesEachForksContentionWhenCpuTimeWasRecorded() {
        // The slidebench fixture (ops/us) with CPU time at half the wall time per operation: a fork whose mean is
        // x ops/us takes 1000 / x ns of wall time per operation; each of its iterations is given 500 / x ns of CPU
        // time, so every fork's contention is 2.
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/results.json"))
                .getAsJsonArray();
        for (com.google.gson.JsonElement element : all) {
            com.google.gson.JsonObject result = element.getAsJsonObject();
            com.google.gson.JsonArray cpuRaw = new com.google.gson.JsonArray();
            for (com.google.gson.JsonElement fork :
                    result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData")) {
                double sum = 0;
                for (com.google.gson.JsonElement v : fork.getAsJsonArray()) {
                    sum += v.getAsDouble();
                }
                double mean = sum / fork.getAsJsonArray().size();
                com.google.gson.JsonArray values = new com.google.gson.JsonArray();
                fork.getAsJsonArray().forEach(v -> values.add(500 / mean));
                cpuRaw.add(values);
            }
            com.google.gson.JsonObject cpu = new com.google.gson.JsonObject();
            cpu.addProperty("scoreUnit", "ns/op");
            cpu.add("rawData", cpuRaw);
            result.getAsJsonObject("secondaryMetrics").add("cpu.time", cpu);
        }
        Path dir = temp.resolve("contended");
        RenderFixtures.write(dir.resolve("results.json"), all.toString());
        RenderFixtures.write(dir.resolve("run.json"), RenderFixtures.read("slidebench/run.json"));
        ReportModel model = RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        DriftChart.Input input = Charts.driftInput(queen(model));
        for (DriftChart.Series series : input.series()) {
            for (DriftChart.Fork fork : series.forks()) {
                assertEquals(2.0, fork.contention(), 1e-9, series.label());
            }
        }
    }

    @Test
    void driftLeavesOutAValueWhoseForkRecordsDoNotLineUp() {
        // run.json without the record of Pext's last queen fork (round 2): two records for three rawData rows, so the
        // join gives Pext no fork times (none is guessed) and its series is empty; the others keep their three.
        Path dir = temp.resolve("lost");
        RenderFixtures.write(dir.resolve("results.json"), RenderFixtures.read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        com.google.gson.JsonArray kept = new com.google.gson.JsonArray();
        for (com.google.gson.JsonElement fork : record.getAsJsonArray("forks")) {
            var f = fork.getAsJsonObject();
            boolean lost = f.get("benchmark").getAsString().endsWith("queen")
                    && f.getAsJsonObject("params").get("strategy").getAsString().equals("Pext")
                    && f.get("round").getAsInt() == 2;
            if (!lost) {
                kept.add(fork);
            }
        }
        record.add("forks", kept);
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        ReportModel model = RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        DriftChart.Input input = Charts.driftInput(queen(model));
        for (DriftChart.Series series : input.series()) {
            assertEquals(series.label().equals("Pext") ? 0 : 3, series.forks().size(), series.toString());
        }
    }

    @Test
    void controlsOnlyGiveNoChart() {
        // Every slidebench result renamed BASELINE: two benchmarks, nothing ranked.
        Path file = RenderFixtures.write(
                temp.resolve("controls/results.json"),
                RenderFixtures.read("slidebench/results.json")
                        .replaceAll("\"strategy\": \"[A-Za-z]+\"", "\"strategy\": \"BASELINE\""));
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        assertEquals(2, model.cases().size());
        assertTrue(queen(model).ranked().isEmpty());
        assertNull(Charts.heatMapInput(
                model.analyses(model.runs().get(0)), model.runs().get(0), "strategy"));
        assertNull(Charts.runsInput(List.of(queen(model)), "strategy"));
        assertNull(Charts.runsSideBySide(List.of(queen(model)), "strategy", "x"));
        assertNull(Charts.forestInput(queen(model)));
    }

    @Test
    void runsSideBySideHasOneValuePerRunOnWallTime() {
        ReportModel model = RenderFixtures.model(
                List.of(RenderFixtures.path("ab/base/results.json"), RenderFixtures.path("ab/test/results.json")),
                "strategy",
                Settings.defaults(),
                RenderFixtures.PROFILE);
        List<CaseAnalysis> both = List.of(queen(model), RenderFixtures.analysis(model, 1, 0));
        RunsChart.Input input = Charts.runsInput(both, "strategy");
        assertEquals("RandomBenchmark.queen \u2014 runs side by side", input.title());
        assertEquals("geometric mean per strategy with its 95% interval", input.subtitle());
        assertEquals("ops/us, higher is better", input.valueTitle());
        assertEquals(List.of(model.runs().get(0).label(), model.runs().get(1).label()), input.runs());
        assertEquals(
                List.of("FancyMagic", "Kindergarten", "RayLoop"),
                input.rows().stream().map(RunsChart.Row::label).toList());
        // FancyMagic: base forks 109, 110, 111, 110, 110 -> 109.998; test 120, 121, 122, 121, 121 -> 120.998.
        RunsChart.Row fancy = input.rows().get(0);
        assertEquals(109.99818, fancy.values().get(0).value(), 1e-4);
        assertEquals(120.99835, fancy.values().get(1).value(), 1e-4);
        assertTrue(
                fancy.values().get(0).low() < 109.998 && fancy.values().get(0).high() > 109.998);
        assertFalse(fancy.values().get(1).emulated());
        assertEquals(10.96961, input.rows().get(2).values().get(1).value(), 1e-4);
    }

    @Test
    void runsSideBySideLeavesAGapWhereARunLacksTheValue() {
        Path base =
                RenderFixtures.write(temp.resolve("base/results.json"), RenderFixtures.read("slidebench/results.json"));
        Path test = RenderFixtures.write(
                temp.resolve("test/results.json"), dropPositionsPext(RenderFixtures.read("slidebench/results.json")));
        ReportModel model =
                RenderFixtures.model(List.of(base, test), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        // Case 1 is PositionsBenchmark.lookup, where the second run has no Pext.
        List<CaseAnalysis> both = List.of(RenderFixtures.analysis(model, 0, 1), RenderFixtures.analysis(model, 1, 1));
        RunsChart.Input input = Charts.runsInput(both, "strategy");
        RunsChart.Row pext = input.rows().stream()
                .filter(r -> r.label().equals("Pext"))
                .findFirst()
                .orElseThrow();
        assertNotNull(pext.values().get(0));
        assertEquals(79.89570, pext.values().get(0).value(), 1e-4, "75, 80, 85 by hand");
        assertNull(pext.values().get(1), "not measured in the second run");
        assertEquals(6, input.rows().size(), "the control is not a row");
    }
}
