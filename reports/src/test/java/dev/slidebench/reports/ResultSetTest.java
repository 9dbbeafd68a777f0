package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Units;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How files become runs, benchmark cases and cells; the sidecar run.json. */
class ResultSetTest {

    @TempDir
    Path temp;

    /**
     * A schema-2 record names each fork's rawData row: the join follows the rows, not the rounds. Here
     * the rows were merged in reverse round order, so round order would pair every fork wrongly.
     */
    @Test
    void forkRecordsJoinByTheirRow() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("rows"));
        Path results = Files.copy(Fixtures.path("slidebench/results.json"), dir.resolve("results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        Files.readString(Fixtures.path("slidebench/run.json")))
                .getAsJsonObject();
        record.addProperty("schema", 2);
        for (var element : record.getAsJsonArray("forks")) {
            var fork = element.getAsJsonObject();
            fork.addProperty("row", 2 - fork.get("round").getAsInt());
        }
        Files.writeString(dir.resolve("run.json"), record.toString());
        ResultSet set = ResultSet.load(List.of(results), "strategy");
        Cell fancy = set.cell(set.runs().get(0), set.cases().get(0), "FancyMagic");
        assertEquals(
                List.of(2, 1, 0),
                fancy.forkTimes().stream().map(ForkRecord::round).toList());
        assertTrue(set.warnings().isEmpty(), set.warnings().toString());
    }

    @Test
    void slidebenchResultsWithTheirSidecar() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("slidebench/results.json")), "strategy");
        assertEquals(1, set.runs().size());
        Run run = set.runs().get(0);
        assertEquals("JDK 17.0.15", run.label());
        assertNotNull(run.metadata());
        assertEquals("AMD EPYC 7B13", run.metadata().platform().cpuModel());
        assertEquals(List.of("bmi2", "avx2"), run.metadata().platform().cpuFlags());
        assertEquals(861184L, run.metadata().strategies().get("FancyMagic").tableBytes());
        assertEquals(
                Boolean.TRUE,
                run.metadata().strategies().get("RotatedBitboards").stateful());
        assertEquals(
                Boolean.TRUE, run.metadata().strategies().get("OliThinkKeys").stored());
        assertEquals(
                "emulated: Long.compress needs JDK 19+",
                run.metadata().strategies().get("Pext").degraded());
        assertEquals(3, run.metadata().jmh().rounds());

        assertEquals(
                List.of("RandomBenchmark.queen", "PositionsBenchmark.lookup"),
                set.cases().stream().map(BenchmarkCase::title).toList());
        assertEquals(
                List.of(
                        "RayLoop",
                        "FancyMagic",
                        "Pext",
                        "Kindergarten",
                        "RotatedBitboards",
                        "OliThinkKeys",
                        "BASELINE"),
                set.values());
        BenchmarkCase queen = set.cases().get(0);
        assertEquals("randombenchmark-queen", queen.slug());
        assertEquals("ops/us", queen.unit());
        Cell fancy = set.cell(run, queen, "FancyMagic");
        // Rounds appear as forks: three rows of rawData, fork means 108, 110, 112.
        assertArrayEquals(new double[] {108, 110, 112}, fancy.metric().forkMeans(), 1e-12);
        // Each fork is paired, in round order, with its start from run.json.
        assertEquals(3, fancy.forkTimes().size());
        assertEquals(
                List.of(0, 1, 2),
                fancy.forkTimes().stream().map(ForkRecord::round).toList());
        assertTrue(ResultSet.isControl("BASELINE"));
        assertTrue(set.warnings().isEmpty(), set.warnings().toString());
    }

    @Test
    void severalJvmsInOneFileAreSeparateRuns() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("two-jdks.json")), "strategy");
        assertEquals(
                List.of("JDK 17.0.15", "JDK 25.0.1"),
                set.runs().stream().map(Run::label).toList());
        BenchmarkCase queen = set.cases().get(0);
        assertNull(set.cell(set.runs().get(0), queen, "Pext"), "Pext was measured on JDK 25 only");
        assertArrayEquals(
                new double[] {12, 13.2, 14.4},
                set.cell(set.runs().get(1), queen, "RayLoop").metric().forkMeans(),
                1e-9);
        assertNull(set.runs().get(0).metadata());
        assertTrue(set.runs().get(0).metadataNote().startsWith("no run.json beside two-jdks.json"));
    }

    @Test
    void sameJdkInTwoFilesIsLabelledByTheFilesPath() {
        ResultSet set = ResultSet.load(
                List.of(Fixtures.path("ab/base/results.json"), Fixtures.path("ab/test/results.json")), "strategy");
        assertEquals(
                List.of("base/results.json", "test/results.json"),
                set.runs().stream().map(Run::label).toList());
    }

    @Test
    void foreignParameterNamesWithByAndOtherParametersInTheCase() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("foreign/lookup.json")), "impl");
        assertEquals(
                List.of(
                        "LookupBenchmark.scan (size=64)",
                        "LookupBenchmark.probe (size=64) [avgt]",
                        "LookupBenchmark.probe (size=64) [ss]"),
                set.cases().stream().map(BenchmarkCase::title).toList());
        assertEquals(Map.of("size", "64"), set.cases().get(0).otherParams());
        assertEquals(List.of("Linear", "Shift", "Table"), set.values());
        assertEquals(JmhMode.SINGLE_SHOT_TIME, set.cases().get(2).mode());
    }

    @Test
    void aMissingGroupingParameterNamesTheOnesFound() {
        Path file = Fixtures.path("foreign/lookup.json");
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ResultSet.load(List.of(file), "strategy"));
        assertEquals(
                "--by strategy: no benchmark in " + file + " has the parameter 'strategy'; parameters found: impl, size"
                        + " (choose one with --by)",
                e.getMessage());
    }

    @Test
    void unitsAreConvertedToTheFirstOnesOfACase() {
        Path a = Fixtures.write(temp.resolve("a/us.json"), element("ops/us", "[[1.0, 2.0, 3.0]]"));
        Path b = Fixtures.write(temp.resolve("b/ms.json"), element("ops/ms", "[[1000.0, 2000.0, 3000.0]]"));
        ResultSet set = ResultSet.load(List.of(a, b), "strategy");
        Cell converted = set.cell(set.runs().get(1), set.cases().get(0), "S");
        assertEquals("ops/us", converted.metric().unit());
        assertArrayEquals(new double[] {1, 2, 3}, converted.metric().iterations()[0], 1e-12);
        // time per operation: 1 us/op is 1000 ns/op
        assertEquals(1000.0, Units.factor("us/op", "ns/op"), 1e-12);
        assertEquals(0.001, Units.factor("ops/ms", "ops/us"), 1e-15);
        assertEquals(60.0, Units.factor("ops/s", "ops/min"), 1e-12);
        assertTrue(Double.isNaN(Units.factor("B/op", "ns/op")));
        Path c = Fixtures.write(temp.resolve("c/widgets.json"), element("ops/widget", "[[1.0]]"));
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ResultSet.load(List.of(a, c), "strategy"));
        assertEquals(
                c + ": $[0]: score unit 'ops/widget' cannot be compared with 'ops/us' used for x.Bench.run elsewhere",
                e.getMessage());
    }

    @Test
    void duplicatesWithDifferentJvmArgsSplitTheRun() {
        String one =
                element("ops/us", "[[1.0, 2.0]]").replace("\"jvmArgs\":[]", "\"jvmArgs\":[\"-XX:+UseParallelGC\"]");
        String two = element("ops/us", "[[3.0, 4.0]]");
        Path file = Fixtures.write(
                temp.resolve("args.json"),
                "[" + one.substring(1, one.length() - 1) + "," + two.substring(1, two.length() - 1) + "]");
        ResultSet set = ResultSet.load(List.of(file), "strategy");
        assertEquals(
                List.of("JDK 17.0.15 [-XX:+UseParallelGC]", "JDK 17.0.15 [no JVM args]"),
                set.runs().stream().map(Run::label).toList());
    }

    @Test
    void aSidecarSharedByTwoInputsIsIgnoredWithAWarning() {
        Path first = Fixtures.copy(temp.resolve("shared"), "slidebench/results.json", "slidebench/run.json");
        Path second = Fixtures.write(temp.resolve("shared/other.json"), element("ops/us", "[[1.0, 2.0]]"));
        ResultSet set = ResultSet.load(List.of(first, second), "strategy");
        assertNull(set.runs().get(0).metadata());
        assertTrue(
                set.warnings().get(0).contains("was ignored: several inputs share its directory"),
                set.warnings().toString());
    }

    @Test
    void aMalformedSidecarIsBadInput() throws Exception {
        Path results = Fixtures.copy(temp.resolve("bad-sidecar"), "slidebench/results.json");
        Files.writeString(results.resolveSibling("run.json"), "{\"platform\": {\"cores\": \"two\"}}");
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ResultSet.load(List.of(results), "strategy"));
        assertEquals(
                results.resolveSibling("run.json")
                        + ": $.platform.cores: expected a whole number, found the string \"two\"",
                e.getMessage());
        Files.writeString(results.resolveSibling("run.json"), "{\"strategies\": {\"X\": {\"tableBytes\": -5}}}");
        e = assertThrows(ReportInputException.class, () -> ResultSet.load(List.of(results), "strategy"));
        assertTrue(
                e.getMessage().endsWith("run.json: $.strategies.X.tableBytes: must be >= 0, found -5"), e.getMessage());
    }

    @Test
    void theSameFileTwiceIsBadInput() {
        Path file = Fixtures.path("two-jdks.json");
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ResultSet.load(List.of(file, file), "strategy"));
        assertEquals(file + ": given twice", e.getMessage());
    }

    private static String element(String unit, String rawData) {
        return "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"x.Bench.run\",\"mode\":\""
                + (unit.startsWith("ops") ? "thrpt" : "avgt")
                + "\",\"threads\":1,\"forks\":1,\"jvm\":\"/jdk/bin/java\",\"jvmArgs\":[],\"jdkVersion\":\"17.0.15\","
                + "\"vmName\":\"OpenJDK 64-Bit Server VM\",\"params\":{\"strategy\":\"S\"},"
                + "\"primaryMetric\":{\"score\":1.0,\"scoreError\":\"NaN\",\"scoreUnit\":\"" + unit + "\",\"rawData\":"
                + rawData + "}}]";
    }
}
