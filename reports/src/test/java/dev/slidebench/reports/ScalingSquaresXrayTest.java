package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.analysis.SquareCosts;
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
 * The thread-scaling view, the cost-by-square view and {@code recommend --need-xray}, on JMH JSON built
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
        assertTrue(svg.contains("lookups/s, all threads together"), svg);
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
        assertTrue(svg.contains("lookups per CPU-second, all threads together"), svg);
        // Small at 4 threads on CPU time: 4 x 1e9 / 2 ns = 2 G, the chart's top; on wall time it would be 1 G.
        assertTrue(svg.contains("Small: 2 G per second at 4 threads"), svg);
    }

    // ---- cost by square ----

    private static final String SQUARES = "sim.SquareCost.queen";

    /** Per square: Flat pays 2 ns everywhere; Edgy pays 1 ns inside and 4 ns on the rim. 64 lookups a square. */
    private Path squaresRun() throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        for (String strategy : List.of("Flat", "Edgy")) {
            Map<String, List<List<Double>>> metrics = new LinkedHashMap<>();
            double mean = 0;
            for (int square = 0; square < 64; square++) {
                double cost = cost(strategy, square);
                mean += cost / 64;
                List<List<Double>> rows = new ArrayList<>();
                for (double factor : FORK_FACTORS) {
                    // nanoseconds per iteration: 1000 invocations x 64 lookups x cost
                    rows.add(List.of(64_000 * cost * factor, 64_000 * cost * factor));
                }
                if (strategy.equals("Edgy") && square == 27) {
                    // a thread descheduled for 3.2 ms inside one of d4's blocks, in fork 2's first iteration
                    rows.set(1, List.of(64_000 * cost * FORK_FACTORS[1] + 3_200_000, 64_000 * cost * FORK_FACTORS[1]));
                }
                metrics.put(SquareCosts.squareName(square), rows);
            }
            metrics.put(
                    "lookups",
                    List.of(List.of(64_000.0, 64_000.0), List.of(64_000.0, 64_000.0), List.of(64_000.0, 64_000.0)));
            results.add(result(SQUARES, strategy, 1, mean, metrics));
        }
        return write("squares", results);
    }

    private static double cost(String strategy, int square) {
        int file = square % 8;
        int rank = square / 8;
        boolean rim = file == 0 || file == 7 || rank == 0 || rank == 7;
        return strategy.equals("Flat") ? 2.0 : rim ? 4.0 : 1.0;
    }

    @Test
    void squareCostsAreNanosOverLookupsPerSquare() throws IOException {
        List<SquareCosts> all = SquareCosts.of(model(squaresRun()));
        assertEquals(1, all.size());
        SquareCosts costs = all.get(0);
        SquareCosts.Row edgy = costs.rows().stream()
                .filter(r -> r.value().equals("Edgy"))
                .findFirst()
                .orElseThrow();
        assertEquals(4.0, edgy.costs()[0], 1e-3, "a1");
        // d4: iterations 1.0, 1.0, 1.02 + 50 (descheduled), 1.02, 0.98, 0.98: the median is 1.0, the spike ignored
        assertEquals(1.0, edgy.costs()[27], 1e-3, "d4");
        assertEquals(4.0, edgy.costs()[63], 1e-3, "h8");
        assertEquals(3, edgy.forks());
        assertEquals(1.0, edgy.costs()[edgy.extreme(false)], 1e-3);
        assertEquals(4.0, edgy.costs()[edgy.extreme(true)], 1e-3);
        // 28 rim squares at 4 and 36 inner at 1: (112 + 36) / 64
        assertEquals(148.0 / 64, edgy.mean(), 1e-3);
    }

    @Test
    void theReportDrawsOneBoardPerStrategyOnOneScale() throws IOException {
        Path file = squaresRun();
        Reports.Outcome outcome = Reports.generate(ReportsTest.options(List.of(file), null, null, "strategy", false));
        String md = Files.readString(outcome.markdown());
        assertTrue(md.contains("## Cost by square: SquareCost.queen"), md);
        assertTrue(md.contains("| `Edgy` | 2.31"), md);
        assertTrue(md.contains(" | b2 1.000 | a1 4.000 | 4.000\u00d7 | 3 |"), md);
        assertTrue(md.contains("| `Flat` | 2.000 | a1 2.000 | a1 2.000 | 1.000\u00d7 | 3 |"), md);
        assertFalse(md.contains("| a1 | b1 |"), "the 64 square counters are not a table of n/a");
        Path svg = outcome.markdown().resolveSibling("charts").resolve("squares-squarecost-queen.svg");
        String text = Files.readString(svg);
        // Both boards carry their numbers; the shared scale runs from the cheapest (1) to the dearest (4) square.
        assertTrue(text.contains(">Edgy<") && text.contains(">Flat<"), text);
        assertTrue(text.contains(">4.00<") && text.contains(">2.00<") && text.contains(">1.00<"), "costs in cells");
        assertTrue(text.contains("from 1.00 (lightest) to 4.00 (darkest)"), "the scale is printed");
        assertTrue(Files.isRegularFile(svg.resolveSibling("squares-squarecost-queen.png")));
        String html = Files.readString(outcome.html());
        assertTrue(html.contains("Cost by square: SquareCost.queen"));
    }

    // ---- recommend --need-xray ----

    /** Random: Fast 1 ns, Stored 2 ns, Slow 3 ns. X-rays: Stored 1.5 ns (stored tables), Fast 2.5 ns, Slow 6 ns. */
    private Path xrayRun() throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        results.add(result("sim.RandomLookups.queen", "Fast", 1, 1.0, Map.of()));
        results.add(result("sim.RandomLookups.queen", "Stored", 1, 2.0, Map.of()));
        results.add(result("sim.RandomLookups.queen", "Slow", 1, 3.0, Map.of()));
        results.add(result("sim.XrayLookups.xray", "Fast", 1, 2.5, Map.of()));
        results.add(result("sim.XrayLookups.xray", "Stored", 1, 1.5, Map.of()));
        results.add(result("sim.XrayLookups.xray", "Slow", 1, 6.0, Map.of()));
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
        assertEquals("Fast", recommend(file, List.of("RandomLookups"), false).chosen());
        Recommender.Recommendation xray = recommend(file, List.of(), true);
        assertEquals("Stored", xray.chosen());
        assertEquals(
                "Workload: x-rays (--need-xray) \u2192 XrayLookups.xray",
                xray.lines().get(0));
        String first = xray.selected().reasons().get(0);
        assertTrue(
                first.startsWith(
                        "--need-xray: ranked on XrayLookups.xray, the measured cost of one x-ray lookup (wall):"
                                + " Stored 1.5 ns/op ["),
                first);
        assertTrue(first.endsWith(", the fastest."), first);
        // With a workload the score is the geometric mean over both: Fast sqrt(1 x 1.5/2.5) = 0.775,
        // Stored sqrt(0.5 x 1) = 0.707: Fast.
        Recommender.Recommendation both = recommend(file, List.of("RandomLookups"), true);
        assertEquals("Fast", both.chosen());
        assertEquals(
                "Workload: RandomLookups + x-rays (--need-xray) \u2192 RandomLookups.queen, XrayLookups.xray",
                both.lines().get(0));
        assertTrue(both.selected().reasons().stream()
                .anyMatch(r -> r.startsWith("--need-xray: ranked on XrayLookups.xray")
                        && r.contains("Fast 2.5 ns/op")
                        && r.contains("1.667\u00d7 [")
                        && r.contains("] the time of the fastest, Stored")));
    }

    @Test
    void needXrayWithoutXraysNamesHowToMeasureThem() throws IOException {
        Path file = scalingRun();
        ReportInputException e = assertThrows(ReportInputException.class, () -> recommend(file, List.of(), true));
        assertTrue(e.getMessage().startsWith("--need-xray: the inputs hold no x-ray benchmark (xray)"), e.getMessage());
        assertNotNull(ReportProfile.generic().xrayHowTo());
        assertTrue(e.getMessage().endsWith(ReportProfile.generic().xrayHowTo()), e.getMessage());
    }
}
