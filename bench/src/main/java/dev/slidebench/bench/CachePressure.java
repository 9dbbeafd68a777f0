package dev.slidebench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code cache-pressure}: the {@code random} queen lookups, each followed by a read and a
 * write of a slot of a large array picked by hashing the result, as an engine probes and stores its
 * transposition table. The table (default 64 MiB) evicts the strategy's tables from the caches, so
 * strategies with big tables pay misses that {@code random} hides; table-free ones lose little. The
 * BASELINE row shows the cost of the table traffic alone.
 */
@State(Scope.Thread)
public class CachePressure extends BenchmarkSettings {

    /** Size of the transposition-table stand-in, in MiB (a power of two). */
    @Param({"64"})
    public int tableMiB;

    int[] squares;
    long[] occupancies;
    long[] transpositionTable;
    int slotMask;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state) {
        setUp();
        SteadyWarmup.run(state.attacks, () -> queen(state));
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp() {
        if (Integer.bitCount(tableMiB) != 1) {
            throw new IllegalArgumentException("tableMiB must be a power of two: " + tableMiB);
        }
        squares = LookupInputs.squares(LookupInputs.SEED);
        occupancies = LookupInputs.occupancies(LookupInputs.SEED);
        transpositionTable = new long[tableMiB << 17]; // 2^20 bytes / 8 bytes per slot
        slotMask = transpositionTable.length - 1;
        for (int i = 0; i < transpositionTable.length; i++) {
            transpositionTable[i] = i * 0x9E3779B97F4A7C15L; // touch every page now, not during measurement
        }
    }

    @Benchmark
    @OperationsPerInvocation(LookupInputs.PAIRS)
    public long queen(StrategyState state) {
        var attacks = state.attacks;
        int[] s = squares;
        long[] o = occupancies;
        long[] tt = transpositionTable;
        int mask = slotMask;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            long a = attacks.queenAttacks(s[i], o[i]);
            // Multiplicative hash: the slot depends on the lookup, so the probe cannot run ahead of it.
            int slot = (int) ((a ^ o[i]) * 0x9E3779B97F4A7C15L >>> 40) & mask;
            long entry = tt[slot];
            tt[slot] = entry + a;
            folded ^= entry;
        }
        return folded;
    }
}
