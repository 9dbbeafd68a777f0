package dev.slidebench.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.analysis.ThreadScaling;
import dev.slidebench.reports.chart.ScalingChart;
import dev.slidebench.reports.model.SimulatedAvgt;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thread-scaling section and its charts' inputs, on JMH JSON built here with
 * known truth: every fork of a value costs exactly its cost times 1, 1.02 or 1 / 1.02 (which multiply to
 * 1, so the geometric mean of the forks is the cost), and CPU time is wall time over a chosen contention.
 */
class ScalingAndSquaresRenderTest {

    private static final double[] FORK_FACTORS = SimulatedAvgt.FORK_FACTORS;
    private static final String THREADS = "sim.ThreadedLookups.queen";

    @TempDir
    Path temp;

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

    private Path write(String name, List<Map<String, Object>> results, Integer cores) {
        Path file = RenderFixtures.write(temp.resolve(name).resolve("results.json"), new Gson().toJson(results));
        if (cores != null) {
            RenderFixtures.write(
                    file.resolveSibling("run.json"), "{\"schema\": 3, \"platform\": {\"cores\": " + cores + "}}");
        }
        return file;
    }

    private static ReportModel model(Path file) {
        return RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
    }

    /**
     * Small keeps 2 ns per lookup per thread at 1, 2 and 4 threads; Big goes 2, 3, 8 ns; Late was measured at
     * 2 and 4 threads only (4 ns); BASELINE, the control, 1 ns throughout. At 4 threads every fork waits
     * {@code contention4} times its CPU time; below, none waits.
     */
    private Path scalingRun(String name, double contention4, Integer cores) {
        List<Map<String, Object>> results = new ArrayList<>();
        int[] counts = {1, 2, 4};
        double[] big = {2, 3, 8};
        for (int i = 0; i < counts.length; i++) {
            double contention = counts[i] == 4 ? contention4 : 1;
            results.add(result(THREADS, "Small", counts[i], 2.0, contention, Map.of()));
            results.add(result(THREADS, "Big", counts[i], big[i], contention, Map.of()));
            if (counts[i] > 1) {
                results.add(result(THREADS, "Late", counts[i], 4.0, contention, Map.of()));
            }
            results.add(result(THREADS, "BASELINE", counts[i], 1.0, contention, Map.of()));
        }
        return write(name, results, cores);
    }

    @Test
    void scalingSectionLinesUpTheThreadCounts() {
        ReportModel model = model(scalingRun("threads", 1, 2));
        ReportContext context = RenderFixtures.context(model);
        String md = RenderFixtures.markdown(new ScalingSection(), context);
        assertTrue(
                md.startsWith("<a id=\"thread-scaling-threadedlookups-queen\"></a>\n\n"
                        + "## Thread scaling: ThreadedLookups.queen\n\n`sim.ThreadedLookups.queen` at 1, 2, 4 threads, one"
                        + " fork per count"),
                md);
        assertTrue(
                md.contains("The Verdict and `recommend` rank this benchmark at **4 threads**, the highest count"), md);
        // run.json: 2 cores, and 4 threads > 2.
        assertTrue(
                md.contains(
                        " The machine has 2 cores: beyond 2 threads they take turns on a core, so the wall"
                                + " total stops growing and the CPU columns show whether the operations themselves got slower."),
                md);
        assertTrue(md.contains(" The charts use the measure the 4-thread table ranks on (wall).\n"), md);
        assertTrue(
                md.contains(
                        "| strategy | threads | ns per operation, one thread's view (wall) | operations/s per thread |"
                                + " operations/s in total [interval] | total vs 1 thread | CPU ns per operation | operations per CPU-second |\n"
                                + "|---|---:|---:|---:|---:|---:|---:|---:|\n"),
                md);
        // Small: 2 ns -> 1e9 / 2 = 500 M per thread; 4 threads -> 2000 M in total, 4x its 1-thread total.
        assertTrue(md.contains("| `Small` | 1 | 2.000 ["), md);
        assertTrue(md.contains("] | 500.0 M | 500.0 M ["), md);
        assertTrue(md.contains("| `Small` | 4 | 2.000 ["), md);
        assertTrue(md.contains("] | 500.0 M | 2000 M ["), md);
        assertTrue(md.contains("M] | 4.000\u00d7 | 2.000 | 500.0 M |\n"), md);
        // Big at 4 threads: 8 ns -> 125 M per thread, 500 M in total, as many as at 1 thread.
        assertTrue(md.contains("| `Big` | 4 | 8.000 ["), md);
        assertTrue(md.contains("] | 125.0 M | 500.0 M ["), md);
        assertTrue(md.contains("M] | 1.000\u00d7 | 8.000 | 125.0 M |\n"), md);
        // Rows by value, fastest at the highest count first (Small 2, Late 4, Big 8 ns), then the control.
        assertTrue(md.indexOf("| `Small` | 4 |") < md.indexOf("| `Late` | 2 |"), md);
        assertTrue(md.indexOf("| `Late` | 4 |") < md.indexOf("| `Big` | 1 |"), md);
        assertTrue(md.indexOf("| `Big` | 4 |") < md.indexOf("| `BASELINE` (control) | 1 |"), md);
        // Big at 2 threads: 3 ns -> 333.3 M per thread, 666.7 M in total, 666.7 / 500 = 1.333x.
        assertTrue(md.contains("| `Big` | 2 | 3.000 ["), md);
        assertTrue(md.contains("] | 333.3 M | 666.7 M ["), md);
        assertTrue(md.contains("| 1.333\u00d7 | 3.000 | 333.3 M |\n"), md);
        // Late has no 1-thread point: no ratio to it.
        assertTrue(md.contains("| `Late` | 2 | 4.000 ["), md);
        assertTrue(md.contains("| n/a | 4.000 | 250.0 M |\n"), md);
        // 1 ns exactly: Format writes an exact whole number without decimals.
        assertTrue(md.contains("| `BASELINE` (control) | 1 | 1 ["), md);
        List<String> stems =
                context.charts().stream().map(Charts.ChartImage::stem).toList();
        assertEquals(List.of("scaling-threadedlookups-queen-total", "scaling-threadedlookups-queen-per-thread"), stems);
    }

    @Test
    void scalingSectionOnEnoughCoresOrUnknownCores() {
        String four =
                RenderFixtures.markdown(new ScalingSection(), RenderFixtures.context(model(scalingRun("four", 1, 4))));
        assertTrue(four.contains(" The machine has 4 cores. The charts use"), four);
        String unknown = RenderFixtures.markdown(
                new ScalingSection(), RenderFixtures.context(model(scalingRun("unknown", 1, null))));
        assertFalse(unknown.contains("The machine has"), unknown);
        assertTrue(
                unknown.contains("the highest count, where the most threads share one strategy. The charts use"),
                unknown);
    }

    @Test
    void scalingWithoutCpuTimeSaysNa() {
        List<Map<String, Object>> results = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            results.add(result(THREADS, "Small", threads, 2.0, 0, Map.of()));
            results.add(result(THREADS, "Big", threads, 4.0, 0, Map.of()));
        }
        String md = RenderFixtures.markdown(
                new ScalingSection(), RenderFixtures.context(model(write("nocpu", results, null))));
        assertTrue(md.contains("| 1.000\u00d7 | n/a | n/a |\n"), md);
        assertTrue(md.contains("| 2.000\u00d7 | n/a | n/a |\n"), md);
    }

    @Test
    void scalingChartInputsOnWallTime() {
        ReportModel model = model(scalingRun("wall", 1, 2));
        ThreadScaling scaling = ThreadScaling.of(model).get(0);
        String run = model.runs().get(0).label();
        ScalingChart.Input total = Charts.scalingInput(scaling, "lookup", true);
        assertEquals("ThreadedLookups.queen: lookups per second in total \u2014 " + run, total.title());
        assertEquals("wall time, geometric mean of the forks at each thread count; higher is better", total.subtitle());
        assertEquals(2, total.cores());
        assertEquals("lookups/s, all threads together", total.absoluteAxis());
        // The control and Late (no 1-thread point) are left out.
        assertEquals(
                List.of("Small", "Big"),
                total.series().stream().map(ScalingChart.Series::label).toList());
        List<ScalingChart.Point> small = total.series().get(0).points();
        assertEquals(
                List.of(1, 2, 4),
                small.stream().map(ScalingChart.Point::threads).toList());
        assertEquals(5e8, small.get(0).throughput(), 1e3);
        assertEquals(1e9, small.get(1).throughput(), 1e3);
        assertEquals(2e9, small.get(2).throughput(), 1e3);
        assertFalse(total.series().get(0).emulated());
        ScalingChart.Input perThread = Charts.scalingInput(scaling, "lookup", false);
        assertEquals("ThreadedLookups.queen: lookups per second per thread \u2014 " + run, perThread.title());
        assertEquals("lookups/s of one thread", perThread.absoluteAxis());
        List<ScalingChart.Point> big = perThread.series().get(1).points();
        assertEquals(5e8, big.get(0).throughput(), 1e3);
        assertEquals(1e9 / 3, big.get(1).throughput(), 1e3);
        assertEquals(1.25e8, big.get(2).throughput(), 1e3);
        ScalingChart.Input noCores = Charts.scalingInput(
                ThreadScaling.of(model(scalingRun("nocores", 1, null))).get(0), "lookup", true);
        assertEquals(0, noCores.cores(), "unknown cores: no cores line");
    }

    @Test
    void scalingChartInputsOnCpuTimeWhenTheHighestCountWaited() {
        // At 4 threads every fork waited as long as it ran (wall = 2 x CPU): that table ranks on CPU time.
        ReportModel model = model(scalingRun("cpu", 2, 2));
        ThreadScaling scaling = ThreadScaling.of(model).get(0);
        ScalingChart.Input total = Charts.scalingInput(scaling, "lookup", true);
        assertEquals(
                "CPU time (forks waited for a core): 1e9 \u00f7 CPU ns per lookup \u00d7 threads, as if each thread"
                        + " had a core; higher is better",
                total.subtitle());
        assertEquals("lookups per CPU-second, all threads together", total.absoluteAxis());
        // Small's wall time is 2 ns at every count; at 4 threads its CPU time is 2 / 2 = 1 ns: 4 x 1e9 = 4e9 per
        // CPU-second in total, where wall time would give 2e9. Below 4 threads CPU = wall: 1 x 5e8 at 1 thread.
        List<ScalingChart.Point> small = total.series().get(0).points();
        assertEquals(5e8, small.get(0).throughput(), 1e3);
        assertEquals(4e9, small.get(2).throughput(), 1e3);
        ScalingChart.Input perThread = Charts.scalingInput(scaling, "lookup", false);
        assertEquals(
                "CPU time (forks waited for a core): 1e9 \u00f7 CPU ns per lookup; higher is better",
                perThread.subtitle());
        assertEquals("lookups per CPU-second of one thread", perThread.absoluteAxis());
        String md = RenderFixtures.markdown(new ScalingSection(), RenderFixtures.context(model));
        assertTrue(md.contains("The charts use the measure the 4-thread table ranks on (cpu)."), md);
    }

    @Test
    void scalingChartWithoutAOneThreadPointIsNotDrawn() {
        List<Map<String, Object>> results = new ArrayList<>();
        for (int threads : new int[] {2, 4}) {
            results.add(result(THREADS, "Small", threads, 2.0, 1, Map.of()));
            results.add(result(THREADS, "Big", threads, 4.0, 1, Map.of()));
        }
        ThreadScaling scaling =
                ThreadScaling.of(model(write("no-one", results, null))).get(0);
        assertNull(Charts.scalingInput(scaling, "lookup", true));
        assertNull(Charts.scaling(scaling, "lookup", true, "x"));
    }

    @Test
    void aCpuChartLeavesOutACurveWithoutCpuTimeAtSomeCount() {
        // CPU time only at 4 threads, where the forks waited (the table ranks on CPU time): the 1- and 2-thread
        // points have no CPU rate, so no curve can be drawn on CPU time.
        List<Map<String, Object>> results = new ArrayList<>();
        for (int threads : new int[] {1, 2, 4}) {
            double contention = threads == 4 ? 2 : 0;
            results.add(result(THREADS, "Small", threads, 2.0, contention, Map.of()));
            results.add(result(THREADS, "Big", threads, 4.0, contention, Map.of()));
        }
        ThreadScaling scaling =
                ThreadScaling.of(model(write("partial-cpu", results, null))).get(0);
        assertNull(Charts.scalingInput(scaling, "lookup", true));
        assertNull(Charts.scalingInput(scaling, "lookup", false));
    }
}
