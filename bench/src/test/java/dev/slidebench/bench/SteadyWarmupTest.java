package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.reports.record.WarmupRule;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.Result;

/**
 * The warm-up until steady runs what JMH measures: the same strategy calls with the same inputs, in the
 * same order, as one call of the benchmark method (a strategy that logs its calls tells), and it reports
 * what it used. The cap is set to 0 so that each warm-up is one slice.
 */
class SteadyWarmupTest {

    /** RayLoop's answers, with the first calls logged as (kind, square, occupancy). */
    static final class LoggingStrategy implements SlidingAttacks {
        static final int LIMIT = 50_000;
        final List<String> calls = new ArrayList<>();
        private final StrategyFamily family;

        LoggingStrategy(StrategyFamily family) {
            this.family = family;
        }

        private long log(String kind, int square, long occupied, long answer) {
            if (calls.size() < LIMIT) {
                calls.add(kind + square + ":" + occupied);
            }
            return answer;
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            return log("R", square, occupied, RayLoop.INSTANCE.rookAttacks(square, occupied));
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            return log("B", square, occupied, RayLoop.INSTANCE.bishopAttacks(square, occupied));
        }

        @Override
        public long queenAttacks(int square, long occupied) {
            return log("Q", square, occupied, RayLoop.INSTANCE.queenAttacks(square, occupied));
        }

        @Override
        public String name() {
            return "Logging";
        }

        @Override
        public long tableBytes() {
            return 0;
        }

        @Override
        public StrategyFamily family() {
            return family;
        }
    }

    private LoggingStrategy strategy;
    private StrategyState state;

    @BeforeEach
    void oneSliceEach() {
        System.setProperty(SteadyWarmup.PROPERTY, "0");
        SteadyWarmup.reset();
        strategy = new LoggingStrategy(StrategyFamily.COMPUTED);
        state = new StrategyState();
        state.attacks = strategy;
    }

    @AfterEach
    void restore() {
        System.clearProperty(SteadyWarmup.PROPERTY);
        SteadyWarmup.reset();
    }

    /** The calls of one {@code measured} call, then those of the warm-up: the warm-up must start with them. */
    private void assertWarmupRepeats(LongSupplier measured, Runnable warmup) {
        strategy.calls.clear();
        measured.getAsLong();
        List<String> once = new ArrayList<>(strategy.calls);
        assertFalse(once.isEmpty(), "the measured method asks the strategy");
        strategy.calls.clear();
        warmup.run();
        List<String> warm = strategy.calls;
        assertTrue(warm.size() >= once.size(), "the warm-up ran at least one operation");
        assertEquals(once, warm.subList(0, once.size()), "same calls, same inputs, same order");
        SteadyWarmup.Used used = SteadyWarmup.used();
        assertNotNull(used);
        assertEquals(1, used.slices(), "a cap of 0 ends it after one slice");
        assertFalse(used.steady(), "and flags it as capped");
        SteadyWarmup.reset();
    }

    @Test
    void randomWarmsUpTheMethodJmhRuns() {
        RandomLookups workload = new RandomLookups();
        workload.setUp();
        assertWarmupRepeats(
                () -> workload.queen(state), () -> SteadyWarmup.run(strategy, workload.measured(state, "queen")));
        assertWarmupRepeats(
                () -> workload.rook(state), () -> SteadyWarmup.run(strategy, workload.measured(state, "rook")));
        assertWarmupRepeats(
                () -> workload.bishop(state), () -> SteadyWarmup.run(strategy, workload.measured(state, "bishop")));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> workload.measured(state, "knight"));
        assertEquals("no warm-up for RandomLookups.knight", e.getMessage());
    }

    @Test
    void positionsXrayMovegenSquaresAndCachePressureWarmUpTheirLoop() {
        PositionLookups positions = new PositionLookups();
        positions.setUp(state);
        assertWarmupRepeats(() -> positions.slider(state), () -> new PositionLookups().setUpUntilSteady(state));
        XrayLookups xray = new XrayLookups();
        xray.setUp();
        assertWarmupRepeats(() -> xray.xray(state), () -> new XrayLookups().setUpUntilSteady(state));
        SquareCost squares = new SquareCost();
        squares.setUp();
        assertWarmupRepeats(
                () -> squares.queen(state, new SquareCost.SquareNanos()),
                () -> new SquareCost().setUpUntilSteady(state));
        CachePressure cache = new CachePressure();
        cache.tableMiB = 1;
        cache.setUp();
        CachePressure warmed = new CachePressure();
        warmed.tableMiB = 1;
        assertWarmupRepeats(() -> cache.queen(state), () -> warmed.setUpUntilSteady(state));
    }

    @Test
    void incrementalWarmsUpEachOfItsMethods() {
        IncrementalReplay workload = new IncrementalReplay();
        workload.setUp(state);
        assertWarmupRepeats(workload::replay, () -> SteadyWarmup.run(strategy, workload.measured("replay")));
        assertWarmupRepeats(workload::queries, () -> SteadyWarmup.run(strategy, workload.measured("queries")));
        // toggles asks the strategy nothing (a stateless board is a long): the same sum of toggles instead
        assertEquals(workload.toggles(), workload.measured("toggles").getAsLong());
        assertThrows(IllegalStateException.class, () -> workload.measured("perft"));
    }

    @Test
    void theSearchWarmupChecksItsNodeCount() {
        SearchNodes workload = new SearchNodes();
        StrategyNameState name = new StrategyNameState();
        name.strategy = "RayLoop";
        workload.setUpUntilSteady(name);
        assertEquals(SearchNodes.NODES, workload.lastCount, "the warm-up searched the bench set in full");
        assertEquals(1, SteadyWarmup.used().slices());
    }

    @Test
    void theCapComesFromTheStrategyOrTheProperty() {
        assertEquals(WarmupRule.CAP_MILLIS, SteadyWarmup.capMillis(null, RayLoop.INSTANCE));
        assertEquals(
                WarmupRule.VECTOR_CAP_MILLIS, SteadyWarmup.capMillis("", new LoggingStrategy(StrategyFamily.SIMD)));
        assertEquals(250, SteadyWarmup.capMillis("250", new LoggingStrategy(StrategyFamily.SIMD)));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> SteadyWarmup.capMillis("2s", RayLoop.INSTANCE));
        assertEquals("-Dslidebench.warmup=2s: expected off or a cap in milliseconds (>= 0)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SteadyWarmup.capMillis("-1", RayLoop.INSTANCE));
    }

    @Test
    void offSkipsItAndTheProfilerThenReportsNone() {
        System.setProperty(SteadyWarmup.PROPERTY, "off");
        int[] calls = {0};
        SteadyWarmup.run(strategy, () -> calls[0]++);
        assertEquals(0, calls[0]);
        assertNull(SteadyWarmup.used());
        assertEquals(List.of(), CpuTimeProfiler.warmupResults(null));
    }

    @Test
    void theProfilerReportsTheWarmupOfTheFork() {
        // two benchmark threads: the longer warm-up, settled only when both settled
        SteadyWarmup.Used used = new SteadyWarmup.Used(120.5, 6, true).and(new SteadyWarmup.Used(300, 14, false));
        List<Result<?>> results = CpuTimeProfiler.warmupResults(used);
        assertEquals(3, results.size());
        assertEquals(WarmupRule.MILLIS_METRIC, results.get(0).getLabel());
        assertEquals(300.0, results.get(0).getScore());
        assertEquals(WarmupRule.SLICES_METRIC, results.get(1).getLabel());
        assertEquals(14.0, results.get(1).getScore());
        assertEquals(WarmupRule.STEADY_METRIC, results.get(2).getLabel());
        assertEquals(0.0, results.get(2).getScore());
    }

    // The rule on hand-built series. Each call of the operation below uses a given amount of the calling
    // thread's CPU time (spinning on the thread's own CPU clock, the clock the warm-up reads) and then waits
    // until more than a slice of wall time has passed, so each slice holds exactly one call and its CPU time
    // per operation is the series value (plus microseconds of overhead, far below the 5 % tolerance). The
    // answers below are worked out by hand from WarmupRule's class comment: medians of windows of 3, the last
    // within 5 % of the 3 before and of the lowest window median so far, at least 6 slices.

    /** Milliseconds per unit of the series: large enough that overhead is noise, small enough to be quick. */
    private static final double UNIT_MILLIS = 4;

    /** How far above the spun CPU time a slice may read: see {@link #assertSeries}. */
    private static final double OVERHEAD = 1.25;

    /** A cap no series below reaches: only the rule ends them. */
    private static final double NO_CAP = 30_000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Uses {@code nanos} of this thread's CPU time. */
    private static void spin(long nanos) {
        long begin = THREADS.getCurrentThreadCpuTime();
        while (THREADS.getCurrentThreadCpuTime() - begin < nanos) {
            Thread.onSpinWait();
        }
    }

    /** The operation whose i-th call costs {@code units[i]} units of CPU time (the last value repeats). */
    private static LongSupplier series(double... units) {
        int[] calls = {0};
        return () -> {
            long wallStart = System.nanoTime();
            int i = Math.min(calls[0]++, units.length - 1);
            spin(Math.round(units[i] * UNIT_MILLIS * 1e6));
            long oneSlice = (WarmupRule.SLICE_MILLIS + 1) * 1_000_000L;
            long left;
            while ((left = oneSlice - (System.nanoTime() - wallStart)) > 0) {
                try {
                    Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
            return calls[0];
        };
    }

    /** {@code n} copies of {@code value}. */
    private static double[] times(int n, double value) {
        double[] values = new double[n];
        Arrays.fill(values, value);
        return values;
    }

    private static double[] concat(double[]... parts) {
        return Arrays.stream(parts).flatMapToDouble(Arrays::stream).toArray();
    }

    /** A warm-up with its trace line, checked against the wall time around it. */
    private record Traced(SteadyWarmup.Used used, String line, double[] perOperation) {}

    private static Traced traced(LongSupplier operation, double capMillis) {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long before = System.nanoTime();
        SteadyWarmup.Used used;
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            used = SteadyWarmup.warmUp(operation, capMillis, true);
        } finally {
            System.setOut(saved);
        }
        double wallMillis = (System.nanoTime() - before) / 1e6;
        // every slice lasts at least SLICE_MILLIS of wall time, and the warm-up no longer than the call
        assertTrue(used.millis() >= used.slices() * WarmupRule.SLICE_MILLIS, used + " lasted a slice per slice");
        assertTrue(used.millis() <= wallMillis, used + " within the " + wallMillis + " ms of the call");
        String line = bytes.toString(StandardCharsets.UTF_8).strip();
        String prefix = "; CPU ns per operation: ";
        assertTrue(line.contains(prefix), line);
        double[] values = Arrays.stream(
                        line.substring(line.indexOf(prefix) + prefix.length()).split(" "))
                .mapToDouble(Double::parseDouble)
                .toArray();
        return new Traced(used, line, values);
    }

    /**
     * The trace shows the series: each slice's CPU ns per operation is at least its value (the spin uses no
     * less) and, in every slice but at most one, not far above it. The upper bound is loose on purpose: on a
     * loaded machine the kernel's work of switching the thread in and out is charged to its CPU clock (5.7 %
     * over in one slice of a verify that shared the 2 cores with two mutation runs), and once in a verify on
     * the shared machine one slice of 71 read 7.8 ms for a 4 ms spin with the same clock (the thread charged
     * for work outside the operation). A missing division is off by a whole factor in every slice and a count
     * one too high reads below the spun time in every slice: one stray slice hides neither.
     */
    private static void assertSeries(double[] units, Traced traced) {
        assertEquals(traced.used().slices(), traced.perOperation().length, traced.line());
        int over = 0;
        for (int i = 0; i < traced.perOperation().length; i++) {
            double expected = units[Math.min(i, units.length - 1)] * UNIT_MILLIS * 1e6;
            double actual = traced.perOperation()[i];
            assertTrue(actual >= expected * 0.999, "slice " + i + ": expected " + expected + " ns: " + traced.line());
            over += actual > expected * OVERHEAD ? 1 : 0;
        }
        assertTrue(over <= 1, over + " slices above " + OVERHEAD + " times their spin: " + traced.line());
    }

    @Test
    void aFlatSeriesSettlesAfterTheFirstTwoWindows() {
        double[] flat = {2};
        Traced traced = traced(series(flat), NO_CAP);
        assertEquals(WarmupRule.MIN_SLICES, traced.used().slices(), traced.line());
        assertTrue(traced.used().steady(), traced.line());
        assertTrue(traced.line().startsWith("steady warm-up: "), traced.line());
        assertTrue(traced.line().contains(" ms, 6 slices, settled; "), traced.line());
        assertSeries(flat, traced);
    }

    @Test
    void aDecayingSeriesSettlesWhenTheLastWindowMatchesTheOneBefore() {
        // windows (medians) after 6, 7, 8 slices: 90|30, 60|30, 45|30 (x0.1 units) differ; after 9: 30|30
        double[] decaying = {12, 9, 6, 4.5, 3};
        Traced traced = traced(series(decaying), NO_CAP);
        assertEquals(9, traced.used().slices(), traced.line());
        assertTrue(traced.used().steady(), traced.line());
        assertSeries(decaying, traced);
    }

    @Test
    void oneInterruptedSliceInAPlateauDoesNotHoldItBack() {
        // medians 2.00 (slices 0-2) and 2.04 (3-5, the 3.0 ignored): 2 % apart, and 2.04 is within 5 % of
        // the lowest window median 2.00, so it settles at the first chance
        double[] noisy = {2.00, 2.08, 1.96, 3.00, 2.04, 1.98};
        Traced traced = traced(series(noisy), NO_CAP);
        assertEquals(6, traced.used().slices(), traced.line());
        assertTrue(traced.used().steady(), traced.line());
        assertSeries(noisy, traced);
    }

    @Test
    void aSlowPlateauAfterAFasterOneIsNotSteady() {
        // slices 6-8 match 3-5 at 2.4 but the lowest window median is 2.0: not settled; back at 2.0 from
        // slice 9, the window before is 2.4 (slices 6-8, 7-9) until it is 2.0 (slices 8-10) after 14 slices
        double[] deoptimised = concat(times(3, 2), times(6, 2.4), times(1, 2));
        Traced traced = traced(series(deoptimised), NO_CAP);
        assertEquals(14, traced.used().slices(), traced.line());
        assertTrue(traced.used().steady(), traced.line());
        assertSeries(deoptimised, traced);
    }

    @Test
    void aSeriesThatNeverSettlesEndsAtTheCapFlagged() {
        // 1, 1, 1, 2, 2, 2 repeated: every window's median is 1 where the one before is 2, or the reverse
        double[] alternating = concat(times(3, 1), times(3, 2), times(3, 1), times(3, 2));
        double cap = 100;
        Traced traced = traced(series(alternating), cap);
        assertFalse(traced.used().steady(), traced.line());
        assertTrue(traced.line().contains(" slices, capped; "), traced.line());
        assertTrue(traced.used().millis() >= cap, "ends once the cap is reached: " + traced.line());
        // each slice lasts more than 20 ms, so the cap is reached within 5 slices
        assertTrue(traced.used().slices() <= 5, traced.line());
        assertSeries(alternating, traced);
    }

    @Test
    void aWarmupLongerThanSixtyFourSlicesKeepsEverySlice() {
        // 66 slices of the alternating series above, which cannot settle, then a flat 1: the windows are
        // 2|1 after 67 slices, 1|2 after 68, 69 and 70, and 1|1 after 71
        double[] series = new double[67];
        for (int i = 0; i < 66; i++) {
            series[i] = i % 6 < 3 ? 1 : 2;
        }
        series[66] = 1;
        Traced traced = traced(series(series), NO_CAP);
        assertEquals(71, traced.used().slices(), traced.line());
        assertTrue(traced.used().steady(), traced.line());
        assertSeries(series, traced);
    }

    @Test
    void manyOperationsInASliceAreAveraged() {
        // an operation of 1 ms of CPU time without waiting: up to 20 of them share a slice, and the trace still
        // shows 1 ms per operation
        LongSupplier oneMilli = () -> {
            spin(1_000_000);
            return 1;
        };
        Traced traced = traced(oneMilli, NO_CAP);
        assertEquals(6, traced.used().slices(), traced.line());
        for (double perOperation : traced.perOperation()) {
            assertTrue(perOperation >= 0.999e6 && perOperation <= 1e6 * OVERHEAD, traced.line());
        }
    }

    @Test
    void theWarmupSwitchesTheThreadCpuClockOnWhenItIsOff() {
        boolean was = THREADS.isThreadCpuTimeEnabled();
        try {
            THREADS.setThreadCpuTimeEnabled(false);
            SteadyWarmup.Used used = SteadyWarmup.warmUp(series(1), 0, false);
            assertEquals(1, used.slices());
            assertTrue(THREADS.isThreadCpuTimeEnabled(), "it reads CPU time, so it turns the clock on");
            double[] decaying = {12, 9, 6, 4.5, 3};
            Traced traced = traced(series(decaying), NO_CAP);
            assertEquals(9, traced.used().slices(), traced.line());
        } finally {
            THREADS.setThreadCpuTimeEnabled(was);
        }
    }

    @Test
    void withoutTraceItPrintsNothing() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            SteadyWarmup.warmUp(series(1), 0, false);
        } finally {
            System.setOut(saved);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCountedWarmupChecksTheCountAfterEveryOperation() {
        int[] operations = {0};
        int[] checks = {0};
        SteadyWarmup.runCounted(
                strategy,
                () -> {
                    assertEquals(checks[0], operations[0], "each operation's count is checked before the next");
                    operations[0]++;
                    return 1;
                },
                () -> checks[0]++);
        assertTrue(operations[0] >= 1);
        assertEquals(operations[0], checks[0]);
    }

    @Test
    void aForkIsSettledOnlyWhenEveryThreadsWarmupSettled() {
        SteadyWarmup.Used settled = new SteadyWarmup.Used(100, 6, true);
        SteadyWarmup.Used capped = new SteadyWarmup.Used(50, 3, false);
        assertEquals(new SteadyWarmup.Used(200, 9, true), settled.and(new SteadyWarmup.Used(200, 9, true)));
        assertEquals(new SteadyWarmup.Used(100, 6, false), settled.and(capped));
        assertEquals(new SteadyWarmup.Used(100, 6, false), capped.and(settled));
        assertEquals(new SteadyWarmup.Used(50, 3, false), capped.and(capped));
    }
}
