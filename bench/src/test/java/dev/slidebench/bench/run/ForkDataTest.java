package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the runner reads back from each fork, on hand-written inputs with hand-worked answers: the
 * contention of a part, the steal counters of {@code /proc/stat}, and how parts join (which part files
 * are usable: PartFilesTest).
 */
class ForkDataTest {

    private static JsonObject result(String mode, String unit, String wall, String cpu) {
        return JsonParser.parseString("{\"benchmark\":\"b\",\"mode\":\"" + mode + "\",\"forks\":1,"
                        + "\"primaryMetric\":{\"scoreUnit\":\"" + unit + "\",\"rawData\":" + wall + "},"
                        + "\"secondaryMetrics\":{\"cpu.time\":{\"scoreUnit\":\"ns/op\",\"rawData\":" + cpu + "}}}")
                .getAsJsonObject();
    }

    @Test
    void contentionConvertsEveryThroughputUnitToNanosecondsPerOperation() {
        // 0.5 ops/ns = 2 ns/op; 1000 ops/ms = 1000 ns/op; 2 ops/s = 5e8 ns/op; 1 op/min = 6e10 ns/op
        assertEquals(2.0, ForkContention.of(result("thrpt", "ops/ns", "[[0.5]]", "[[1]]")));
        assertEquals(2.0, ForkContention.of(result("thrpt", "ops/ms", "[[1000]]", "[[500]]")));
        assertEquals(2.0, ForkContention.of(result("thrpt", "ops/s", "[[2]]", "[[2.5e8]]")));
        assertEquals(3.0, ForkContention.of(result("thrpt", "ops/min", "[[1]]", "[[2e10]]")));
        assertNull(ForkContention.of(result("thrpt", "ops/day", "[[1]]", "[[1]]")), "unknown unit: no guess");
    }

    @Test
    void contentionOfSingleShotAndAverageTimeIsTheRatioOfSums() {
        assertEquals(2.0, ForkContention.of(result("ss", "ms/op", "[[4]]", "[[2]]")));
        // (1 + 1 + 1) / (1 + 1 + 7) = 0.333...: rounded to three decimals
        assertEquals(0.333, ForkContention.of(result("avgt", "ns/op", "[[1, 1, 1]]", "[[1, 1, 7]]")));
        assertEquals(1.667, ForkContention.of(result("avgt", "ns/op", "[[5]]", "[[3]]")));
        // only the first fork's row counts
        assertEquals(2.0, ForkContention.of(result("avgt", "ns/op", "[[2], [100]]", "[[1], [1]]")));
    }

    @Test
    void contentionIsUnknownWhenTheRowsCannotBePaired() {
        assertNull(ForkContention.of(result("avgt", "ns/op", "[[1, 2]]", "[[1]]")), "different lengths");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[[]]", "[[]]")), "no iterations");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[]", "[[1]]")), "no fork");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[1]", "[[1]]")), "not a row of rows");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[[\"x\"]]", "[[1]]")), "not a number");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[[null]]", "[[1]]")), "null");
        assertNull(ForkContention.of(result("avgt", "ns/op", "[[1]]", "[[0]]")), "no CPU time");
        JsonObject noRaw = result("avgt", "ns/op", "[[1]]", "[[1]]");
        noRaw.getAsJsonObject("primaryMetric").remove("rawData");
        assertNull(ForkContention.of(noRaw));
        JsonObject noPrimary = result("avgt", "ns/op", "[[1]]", "[[1]]");
        noPrimary.remove("primaryMetric");
        assertNull(ForkContention.of(noPrimary));
        JsonObject noSecondary = result("avgt", "ns/op", "[[1]]", "[[1]]");
        noSecondary.remove("secondaryMetrics");
        assertNull(ForkContention.of(noSecondary));
        JsonObject noMode = result("avgt", "ns/op", "[[1]]", "[[1]]");
        noMode.remove("mode");
        assertNull(ForkContention.of(noMode), "a mode is needed to read the score");
    }

    @Test
    void procStatLinesOfEveryLengthParse() {
        // fields after "cpu": user nice system idle iowait irq softirq [steal [guest guest_nice]]
        MachineLoad.CpuTicks full = MachineLoad.CpuTicks.parse("  cpu  1 2 3 4 5 6 7 8 9 10 ");
        assertEquals(36, full.total(), "1 + ... + 8: guest is inside user");
        assertEquals(8, full.steal());
        MachineLoad.CpuTicks withSteal = MachineLoad.CpuTicks.parse("cpu 1 2 3 4 5 6 7 8");
        assertEquals(new MachineLoad.CpuTicks(36, 8), withSteal);
        MachineLoad.CpuTicks old = MachineLoad.CpuTicks.parse("cpu 1 2 3 4 5 6 7");
        assertEquals(new MachineLoad.CpuTicks(28, 0), old, "a kernel without steal");
        assertEquals(new MachineLoad.CpuTicks(10, 0), MachineLoad.CpuTicks.parse("cpu 1 2 3 4"));
    }

    @Test
    void stealIsRoundedToFourDecimalsAndNeedsTimeToPass() {
        MachineLoad.CpuTicks a = new MachineLoad.CpuTicks(1000, 10);
        assertEquals(0.3333, new MachineLoad.CpuTicks(1003, 11).stealSince(a));
        assertEquals(0.6667, new MachineLoad.CpuTicks(1003, 12).stealSince(a));
        assertEquals(0.0, new MachineLoad.CpuTicks(1001, 10).stealSince(a));
        assertNull(new MachineLoad.CpuTicks(1000, 20).stealSince(a), "the same total: no time passed");
        assertNull(new MachineLoad.CpuTicks(999, 20).stealSince(a));
    }

    @Test
    void thisLinuxMachineReportsItsCountersAndLoad() throws IOException {
        MachineLoad.CpuTicks now = MachineLoad.CpuTicks.now();
        assertNotNull(now, "Linux has /proc/stat");
        String cpuLine = Files.readAllLines(Path.of("/proc/stat")).get(0);
        assertTrue(cpuLine.startsWith("cpu "), cpuLine);
        assertTrue(now.total() > 0 && now.steal() >= 0, now.toString());
        Double load = MachineLoad.loadAverage();
        assertNotNull(load);
        assertTrue(load >= 0, load.toString());
        assertEquals(Math.round(load * 100) / 100.0, load, "two decimals");
    }

    private static JsonArray part(String benchmark, String jvm, String strategy, String raw, String histogram) {
        return JsonParser.parseString("[{\"benchmark\":\"" + benchmark + "\",\"mode\":\"avgt\",\"forks\":1,"
                        + "\"jvm\":\"" + jvm + "\",\"jdkVersion\":\"17\""
                        + (strategy == null ? "" : ",\"params\":{\"strategy\":\"" + strategy + "\"}")
                        + ",\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ns/op\",\"rawData\":" + raw
                        + (histogram == null ? "" : ",\"rawDataHistogram\":" + histogram) + "}}]")
                .getAsJsonArray();
    }

    @Test
    void joinedElementsAreSortedByBenchmarkThenJvmThenParameters() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("1", part("b.Z", "/a", "S", "[[1]]", null));
        merger.put("2", part("b.A", "/b", "S", "[[2]]", null));
        merger.put("3", part("b.A", "/a", "T", "[[3]]", null));
        merger.put("4", part("b.A", "/a", "S", "[[4]]", null));
        merger.put("5", part("b.A", "/a", null, "[[5]]", null));
        JsonArray results = merger.merge(List.of("1", "2", "3", "4", "5")).results();
        List<String> order = results.asList().stream()
                .map(e -> e.getAsJsonObject()
                        .get("primaryMetric")
                        .getAsJsonObject()
                        .get("rawData")
                        .toString())
                .toList();
        // b.A before b.Z; within b.A: /a before /b; within /a: no params, then S, then T
        assertEquals(List.of("[[5]]", "[[4]]", "[[3]]", "[[2]]", "[[1]]"), order);
    }

    @Test
    void histogramsJoinLikeRawDataAndForksAddUp() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("a", part("b.A", "/a", "S", "[[1]]", "[[[[1.0,2]]]]"));
        merger.put("b", part("b.A", "/a", "S", "[[2]]", "[[[[2.0,5]]]]"));
        merger.put("c", part("b.A", "/a", "S", "[[3]]", null));
        assertTrue(merger.has("b"));
        merger.remove("b");
        assertFalse(merger.has("b"));
        merger.put("b", part("b.A", "/a", "S", "[[2]]", "[[[[2.0,5]]]]"));
        ResultsMerger.Merged merged = merger.merge(List.of("a", "b", "c"));
        JsonObject joined = merged.results().get(0).getAsJsonObject();
        assertEquals(3, joined.get("forks").getAsInt());
        JsonObject primary = joined.getAsJsonObject("primaryMetric");
        assertEquals("[[1],[2],[3]]", primary.get("rawData").toString());
        assertEquals(
                "[[[[1.0,2]]],[[[2.0,5]]]]", primary.get("rawDataHistogram").toString());
        assertFalse(primary.has("score"));
        assertEquals(2, merged.rowOf().get("c"));
        assertEquals(1, merged.rowOf().get("b"));
    }

    @Test
    void aMetricTheFirstForkLacksIsNotAddedByLaterOnes() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("a", part("b.A", "/a", "S", "[[1]]", null));
        JsonArray second = part("b.A", "/a", "S", "[[2]]", null);
        second.get(0)
                .getAsJsonObject()
                .add("secondaryMetrics", JsonParser.parseString("{\"cpu.time\":{\"score\":1,\"rawData\":[[1]]}}"));
        merger.put("b", second);
        JsonObject joined = merger.merge(List.of("a", "b")).results().get(0).getAsJsonObject();
        assertFalse(joined.has("secondaryMetrics"));
        assertEquals(
                "[[1],[2]]",
                joined.getAsJsonObject("primaryMetric").get("rawData").toString());
    }

    @Test
    void secondaryMetricsLoseTheirSummariesToo() {
        ResultsMerger merger = new ResultsMerger();
        JsonArray only = part("b.A", "/a", "S", "[[1]]", null);
        only.get(0)
                .getAsJsonObject()
                .add(
                        "secondaryMetrics",
                        JsonParser.parseString("{\"cpu.time\":{\"score\":1,\"scoreError\":0,\"scoreConfidence\":[1,1],"
                                + "\"scorePercentiles\":{},\"scoreUnit\":\"ns/op\",\"rawData\":[[1]]}}"));
        merger.put("a", only);
        JsonObject cpu = merger.merge(List.of("a"))
                .results()
                .get(0)
                .getAsJsonObject()
                .getAsJsonObject("secondaryMetrics")
                .getAsJsonObject("cpu.time");
        assertEquals(List.of("scoreUnit", "rawData"), List.copyOf(cpu.keySet()));
        assertEquals(
                1,
                only.get(0)
                        .getAsJsonObject()
                        .getAsJsonObject("primaryMetric")
                        .get("score")
                        .getAsInt(),
                "the part itself is left as it was");
    }
}
