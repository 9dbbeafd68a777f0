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
import java.util.ArrayList;
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
}
