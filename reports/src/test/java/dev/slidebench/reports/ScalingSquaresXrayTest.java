package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.analysis.ThreadScaling;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.SimulatedAvgt;
import dev.slidebench.reports.recommend.Recommender;
import dev.slidebench.reports.recommend.Request;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thread-scaling view and {@code recommend --need-xray}, on JMH JSON built
 * here with known truth: every fork of a value has exactly the value's cost times a fixed per-fork factor
 * (1, 1.02, 0.98, which multiply to ~1, so the geometric mean of the forks is the cost to 1e-4), so every
 * expected number below follows from the inputs by hand.
 */
class ScalingSquaresXrayTest {

    private static final double[] FORK_FACTORS = SimulatedAvgt.FORK_FACTORS;
    private static final Gson GSON = new Gson();

    @TempDir
    Path temp;

    /** One avgt result, three forks of three iterations, wall = cost × factor, cpu.time = wall ÷ 1 (no contention). */
    private static Map<String, Object> result(
            String benchmark, String strategy, int threads, double cost, Map<String, List<List<Double>>> extra) {
        return result(benchmark, strategy, threads, cost, 1, extra);
    }

    /** {@link SimulatedAvgt#result}: wall = cost × factor, CPU = wall ÷ {@code contention}. */
    private static Map<String, Object> result(
            String benchmark,
            String strategy,
            int threads,
            double cost,
            double contention,
            Map<String, List<List<Double>>> extra) {
        return SimulatedAvgt.result(benchmark, strategy, threads, cost, contention, extra);
    }

    private Path write(String name, List<Map<String, Object>> results) throws IOException {
        Path dir = Files.createDirectories(temp.resolve(name));
        return Files.writeString(dir.resolve("results.json"), GSON.toJson(results));
    }

    private static ReportModel model(Path file) {
        return ReportModel.of(
                ResultSet.load(List.of(file), "strategy"), Settings.defaults(), ReportProfile.generic(), null);
    }

    // ---- thread scaling ----

    private static final String THREADS = "sim.ThreadedLookups.queen";

    /** Small keeps 2 ns per lookup per thread at 1, 2 and 4 threads; Big goes 2, 3, 8 ns: it loses the cache. */
    private Path scalingRun() throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        int[] counts = {1, 2, 4};
        double[] big = {2, 3, 8};
        for (int i = 0; i < counts.length; i++) {
            results.add(result(THREADS, "Small", counts[i], 2.0, Map.of()));
            results.add(result(THREADS, "Big", counts[i], big[i], Map.of()));
        }
        results.add(result("sim.RandomLookups.queen", "Small", 1, 3.0, Map.of()));
        results.add(result("sim.RandomLookups.queen", "Big", 1, 1.5, Map.of()));
        return write("threads", results);
    }

    @Test
    void eachThreadCountIsItsOwnCaseAndTheCurveLinesThemUp() throws IOException {
        ReportModel model = model(scalingRun());
        assertEquals(4, model.cases().size(), "three thread counts and one other benchmark, none pooled");
        List<ThreadScaling> all = ThreadScaling.of(model);
        assertEquals(1, all.size());
        ThreadScaling scaling = all.get(0);
        assertEquals(List.of(1, 2, 4), scaling.threadCounts());
        assertEquals("ThreadedLookups.queen", scaling.title());
        assertEquals(4, scaling.highest().threads());
        ThreadScaling.Curve big = scaling.curves().stream()
                .filter(c -> c.value().equals("Big"))
                .findFirst()
                .orElseThrow();
        // 8 ns per lookup per thread at 4 threads: 1e9 / 8 = 125 M per thread, 500 M in total.
        assertEquals(125e6, big.at(4).perThread(), 125e6 * 1e-4);
        assertEquals(500e6, big.at(4).total(), 500e6 * 1e-4);
        assertEquals(1e9 / 8, big.at(4).perCpuSecond(), 1e9 / 8 * 1e-4);
        ThreadScaling.Curve small = scaling.curves().get(0);
        assertEquals("Small", small.value(), "curves follow the highest count's ranking");
        assertEquals(2e9, small.at(4).total(), 2e9 * 1e-4);
    }

    @Test
    void theVerdictRanksTheThreadsBenchmarkAtItsHighestCountAndSaysSo() throws IOException {
        Path file = scalingRun();
        List<Path> inputs = List.of(file);
        Request request = new Request(
                inputs, "strategy", List.of("ThreadedLookups"), null, false, false, null, Settings.defaults());
        Recommender.Recommendation r =
                Recommender.recommend(ResultSet.load(inputs, "strategy"), request, ReportProfile.generic());
        // At 1 thread the two tie; at 4 threads Small (2 ns) is 4x faster than Big (8 ns).
        assertEquals("Small", r.chosen());
        assertEquals(
                "Workload: ThreadedLookups \u2192 ThreadedLookups.queen, 4 threads",
                r.lines().get(0));
        assertTrue(
                r.selected()
                        .reasons()
                        .contains("ThreadedLookups.queen is ranked at 4 threads, the highest of 1, 2, 4"
                                + " measured (the thread scaling section shows every count)."),
                r.selected().reasons().toString());
    }

    @Test
    void theReportHasAThreadScalingSectionWithTableAndCharts() throws IOException {
        Path file = scalingRun();
        Reports.Outcome outcome = Reports.generate(ReportsTest.options(List.of(file), null, null, "strategy", false));
        String md = Files.readString(outcome.markdown());
        assertTrue(md.contains("## Thread scaling: ThreadedLookups.queen"), md);
        assertTrue(md.contains("rank this benchmark at **4 threads**"), md);
        // Big at 4 threads: 8 ns, 125 M per thread, 500 M in total, 1.000x its 1-thread total (1e9 / 2 ns);
        // Small at 4 threads: 2 ns, 500 M per thread, 2000 M in total, 4.000x.
        assertTrue(md.contains("| `Big` | 4 | 8.000 ["), md);
        assertTrue(md.contains("] | 125.0 M | 500.0 M [484.4 M, 516.1 M] | 1.000\u00d7 | 8.000 | 125.0 M |"), md);
        assertTrue(md.contains("] | 500.0 M | 2000 M [1938 M, 2065 M] | 4.000\u00d7 | 2.000 | 500.0 M |"), md);
        Path charts = outcome.markdown().resolveSibling("charts");
        assertTrue(Files.isRegularFile(charts.resolve("scaling-threadedlookups-queen-total.png")), md);
        assertTrue(Files.isRegularFile(charts.resolve("scaling-threadedlookups-queen-per-thread.svg")), md);
        String svg = Files.readString(charts.resolve("scaling-threadedlookups-queen-total.svg"));
        assertTrue(svg.contains(">Small<") && svg.contains(">Big<"), "each line is labelled");
        assertTrue(svg.contains("operations/s, all threads together"), svg);
    }

    /** run.json's forks record their thread count: each joins the result of its count, none is counted twice. */
    @Test
    void forkRecordsJoinTheResultOfTheirThreadCount() throws IOException {
        Path file = scalingRun();
        List<Map<String, Object>> forks = new ArrayList<>();
        for (int threads : new int[] {1, 2, 4}) {
            for (String strategy : List.of("Small", "Big")) {
                for (int round = 0; round < 3; round++) {
                    Map<String, Object> fork = new LinkedHashMap<>();
                    fork.put("key", "r" + round + "-" + strategy + "-t" + threads);
                    fork.put("round", round);
                    fork.put("benchmark", THREADS);
                    fork.put("params", Map.of("strategy", strategy));
                    fork.put("threads", threads);
                    fork.put("row", round);
                    forks.add(fork);
                }
            }
        }
        Files.writeString(file.resolveSibling("run.json"), GSON.toJson(Map.of("schema", 3, "forks", forks)));
        ResultSet set = ResultSet.load(List.of(file), "strategy");
        assertEquals(List.of(), set.warnings());
        ResultSet.BenchmarkCase four = set.cases().stream()
                .filter(c -> Integer.valueOf(4).equals(c.threads()))
                .findFirst()
                .orElseThrow();
        ResultSet.Cell big = set.cell(set.runs().get(0), four, "Big");
        assertEquals(3, big.forkTimes().size());
        assertTrue(
                big.forkTimes().stream().allMatch(f -> f.threads() == 4),
                big.forkTimes().toString());
        assertEquals(2, big.forkTimes().get(2).round());
    }

    @Test
    void contendedForksChartTheCurveOnCpuTime() throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        for (int threads : new int[] {1, 2, 4}) {
            // 2 cores: 4 threads wait as long as they run (wall 2x CPU); the CPU cost stays 2 ns
            double contention = threads > 2 ? 2 : 1;
            results.add(result(THREADS, "Small", threads, 2.0 * contention, contention, Map.of()));
            results.add(result(THREADS, "Big", threads, 4.0 * contention, contention, Map.of()));
        }
        Path file = write("contended", results);
        Reports.Outcome outcome = Reports.generate(ReportsTest.options(List.of(file), null, null, "strategy", false));
        String md = Files.readString(outcome.markdown());
        assertTrue(md.contains("The charts use the measure the 4-thread table ranks on (cpu)."), md);
        String svg = Files.readString(
                outcome.markdown().resolveSibling("charts").resolve("scaling-threadedlookups-queen-total.svg"));
        assertTrue(svg.contains("operations per CPU-second, all threads together"), svg);
        // Small at 4 threads on CPU time: 4 x 1e9 / 2 ns = 2 G, the chart's top; on wall time it would be 1 G.
        assertTrue(svg.contains("Small: 2 G per second at 4 threads"), svg);
    }

    // ---- recommend's focus option ----

    /** Plain work: Fast 1 ns, Stored 2 ns, Slow 3 ns. Focus: Stored 1.5 ns (stored tables), Fast 2.5, Slow 6 ns. */
    private Path xrayRun() throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        results.add(result("sim.Plain.work", "Fast", 1, 1.0, Map.of()));
        results.add(result("sim.Plain.work", "Stored", 1, 2.0, Map.of()));
        results.add(result("sim.Plain.work", "Slow", 1, 3.0, Map.of()));
        results.add(result("sim.Focused.focus", "Fast", 1, 2.5, Map.of()));
        results.add(result("sim.Focused.focus", "Stored", 1, 1.5, Map.of()));
        results.add(result("sim.Focused.focus", "Slow", 1, 6.0, Map.of()));
        return write("xray", results);
    }

    private static Recommender.Recommendation recommend(Path file, List<String> workload, boolean xray) {
        List<Path> inputs = List.of(file);
        return Recommender.recommend(
                ResultSet.load(inputs, "strategy"),
                new Request(inputs, "strategy", workload, null, xray, false, null, Settings.defaults()),
                ReportProfile.generic());
    }

    @Test
    void needXrayRanksOnTheXrayBenchmark() throws IOException {
        Path file = xrayRun();
        assertEquals("Fast", recommend(file, List.of("Plain"), false).chosen());
        Recommender.Recommendation xray = recommend(file, List.of(), true);
        assertEquals("Stored", xray.chosen());
        assertEquals(
                "Workload: focus operations (--focus) \u2192 Focused.focus",
                xray.lines().get(0));
        String first = xray.selected().reasons().get(0);
        assertTrue(
                first.startsWith("--focus: ranked on Focused.focus, the measured cost of one focus operation (wall):"
                        + " Stored 1.5 ns/op ["),
                first);
        assertTrue(first.endsWith(", the fastest."), first);
        // With a workload the score is the geometric mean over both: Fast sqrt(1 x 1.5/2.5) = 0.775,
        // Stored sqrt(0.5 x 1) = 0.707: Fast.
        Recommender.Recommendation both = recommend(file, List.of("Plain"), true);
        assertEquals("Fast", both.chosen());
        assertEquals(
                "Workload: Plain + focus operations (--focus) \u2192 Plain.work, Focused.focus",
                both.lines().get(0));
        assertTrue(both.selected().reasons().stream()
                .anyMatch(r -> r.startsWith("--focus: ranked on Focused.focus")
                        && r.contains("Fast 2.5 ns/op")
                        && r.contains("1.667\u00d7 [")
                        && r.contains("] the time of the fastest, Stored")));
    }

    @Test
    void needXrayWithoutXraysNamesHowToMeasureThem() throws IOException {
        Path file = scalingRun();
        ReportInputException e = assertThrows(ReportInputException.class, () -> recommend(file, List.of(), true));
        assertTrue(
                e.getMessage().startsWith("--focus: the inputs hold no benchmark of focus operations (focus)"),
                e.getMessage());
        assertNotNull(ReportProfile.generic().focusHowTo());
        assertTrue(e.getMessage().endsWith(ReportProfile.generic().focusHowTo()), e.getMessage());
    }
}
