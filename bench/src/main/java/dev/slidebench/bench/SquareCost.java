package dev.slidebench.bench;

import java.util.Arrays;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code squares}: where each strategy pays, square by square. The {@code random} queen
 * lookups regrouped by source square: for each of the 64 squares in turn, {@value #LOOKUPS_PER_SQUARE}
 * lookups from it over seeded {@code r1 & r2} occupancies, timed as one block with
 * {@link System#nanoTime()}. The primary score is the time per lookup over all squares, as in
 * {@code random}; the secondary metrics {@code a1} … {@code h8} are each square's nanoseconds summed
 * over the iteration, and {@code lookups} how many lookups each square made, so a square's cost is
 * {@code h8 / lookups} ns per lookup. Edges, corners and long diagonals show where an algorithm's work
 * grows (a ray loop's longest rays, a fill's seven steps) or stays flat (a table lookup).
 *
 * <p>Each block carries two clock reads (about 20–30 ns in all on Linux) spread over
 * {@value #LOOKUPS_PER_SQUARE} lookups, the same for every square and strategy; the control row
 * shows it.
 */
@State(Scope.Thread)
public class SquareCost extends BenchmarkSettings {

    static final int LOOKUPS_PER_SQUARE = 64;

    /** Occupancies, {@value #LOOKUPS_PER_SQUARE} per square; non-final so the JIT cannot fold them. */
    long[] occupancies;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state) {
        setUp();
        SquareNanos scratch = new SquareNanos(); // the measured iterations' counters are cleared before each
        SteadyWarmup.run(state.attacks, () -> queen(state, scratch));
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp() {
        occupancies = LookupInputs.occupancies(LookupInputs.SEED);
    }

    /**
     * Per-square time, reported by JMH as secondary metrics. JMH takes counters only from public
     * fields or methods of an {@link AuxCounters} state, so each square has its accessor, named after
     * the square (LERF: {@code a1} is square 0, {@code h8} square 63); written out because JMH reads them by
     * reflection, and SquareCostTest checks each against core's {@code Square.name}.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class SquareNanos {
        final long[] nanos = new long[64];

        /** Lookups made from each square during the iteration. */
        public long lookups;

        @Setup(Level.Iteration)
        public void clear() {
            Arrays.fill(nanos, 0);
            lookups = 0;
        }

        public long a1() {
            return nanos[0];
        }

        public long b1() {
            return nanos[1];
        }

        public long c1() {
            return nanos[2];
        }

        public long d1() {
            return nanos[3];
        }

        public long e1() {
            return nanos[4];
        }

        public long f1() {
            return nanos[5];
        }

        public long g1() {
            return nanos[6];
        }

        public long h1() {
            return nanos[7];
        }

        public long a2() {
            return nanos[8];
        }

        public long b2() {
            return nanos[9];
        }

        public long c2() {
            return nanos[10];
        }

        public long d2() {
            return nanos[11];
        }

        public long e2() {
            return nanos[12];
        }

        public long f2() {
            return nanos[13];
        }

        public long g2() {
            return nanos[14];
        }

        public long h2() {
            return nanos[15];
        }

        public long a3() {
            return nanos[16];
        }

        public long b3() {
            return nanos[17];
        }

        public long c3() {
            return nanos[18];
        }

        public long d3() {
            return nanos[19];
        }

        public long e3() {
            return nanos[20];
        }

        public long f3() {
            return nanos[21];
        }

        public long g3() {
            return nanos[22];
        }

        public long h3() {
            return nanos[23];
        }

        public long a4() {
            return nanos[24];
        }

        public long b4() {
            return nanos[25];
        }

        public long c4() {
            return nanos[26];
        }

        public long d4() {
            return nanos[27];
        }

        public long e4() {
            return nanos[28];
        }

        public long f4() {
            return nanos[29];
        }

        public long g4() {
            return nanos[30];
        }

        public long h4() {
            return nanos[31];
        }

        public long a5() {
            return nanos[32];
        }

        public long b5() {
            return nanos[33];
        }

        public long c5() {
            return nanos[34];
        }

        public long d5() {
            return nanos[35];
        }

        public long e5() {
            return nanos[36];
        }

        public long f5() {
            return nanos[37];
        }

        public long g5() {
            return nanos[38];
        }

        public long h5() {
            return nanos[39];
        }

        public long a6() {
            return nanos[40];
        }

        public long b6() {
            return nanos[41];
        }

        public long c6() {
            return nanos[42];
        }

        public long d6() {
            return nanos[43];
        }

        public long e6() {
            return nanos[44];
        }

        public long f6() {
            return nanos[45];
        }

        public long g6() {
            return nanos[46];
        }

        public long h6() {
            return nanos[47];
        }

        public long a7() {
            return nanos[48];
        }

        public long b7() {
            return nanos[49];
        }

        public long c7() {
            return nanos[50];
        }

        public long d7() {
            return nanos[51];
        }

        public long e7() {
            return nanos[52];
        }

        public long f7() {
            return nanos[53];
        }

        public long g7() {
            return nanos[54];
        }

        public long h7() {
            return nanos[55];
        }

        public long a8() {
            return nanos[56];
        }

        public long b8() {
            return nanos[57];
        }

        public long c8() {
            return nanos[58];
        }

        public long d8() {
            return nanos[59];
        }

        public long e8() {
            return nanos[60];
        }

        public long f8() {
            return nanos[61];
        }

        public long g8() {
            return nanos[62];
        }

        public long h8() {
            return nanos[63];
        }
    }

    @Benchmark
    @OperationsPerInvocation(64 * LOOKUPS_PER_SQUARE)
    public long queen(StrategyState state, SquareNanos counters) {
        var attacks = state.attacks;
        long[] o = occupancies;
        long[] nanos = counters.nanos;
        long folded = 0;
        for (int square = 0; square < 64; square++) {
            int base = square * LOOKUPS_PER_SQUARE;
            long start = System.nanoTime();
            for (int i = 0; i < LOOKUPS_PER_SQUARE; i++) {
                folded ^= attacks.queenAttacks(square, o[base + i]);
            }
            nanos[square] += System.nanoTime() - start;
        }
        counters.lookups += LOOKUPS_PER_SQUARE;
        return folded;
    }
}
