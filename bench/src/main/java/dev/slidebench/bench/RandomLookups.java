package dev.slidebench.bench;

import java.util.function.LongSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Workload {@code random}: lookups over pre-generated (square, occupancy) pairs, occupancy
 * {@code r1 & r2} (about 16 pieces), seeded. The classic micro-benchmark; its inputs stay in cache,
 * so the published C++ tables are compared with {@link MovegenLookups} instead. The lookups are
 * independent, so an out-of-order core overlaps them: this measures throughput, not latency.
 * Results are folded into one value that is returned, so nothing is dead code, without a Blackhole
 * call per lookup dwarfing the cheapest strategies.
 */
@State(Scope.Thread)
public class RandomLookups extends BenchmarkSettings {

    /** Inputs in non-final fields, so the JIT cannot constant-fold them. */
    int[] squares;

    long[] occupancies;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state, BenchmarkParams params) {
        setUp();
        SteadyWarmup.run(state.attacks, measured(state, SteadyWarmup.method(params)));
    }

    /** The benchmark method {@code method} as one operation, for the warm-up. */
    LongSupplier measured(StrategyState state, String method) {
        return switch (method) {
            case "queen" -> () -> queen(state);
            case "rook" -> () -> rook(state);
            case "bishop" -> () -> bishop(state);
            default -> throw new IllegalStateException("no warm-up for RandomLookups." + method);
        };
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp() {
        squares = LookupInputs.squares(LookupInputs.SEED);
        occupancies = LookupInputs.occupancies(LookupInputs.SEED);
    }

    @Benchmark
    @OperationsPerInvocation(LookupInputs.PAIRS)
    public long queen(StrategyState state) {
        return queens(state, squares, occupancies);
    }

    @Benchmark
    @OperationsPerInvocation(LookupInputs.PAIRS)
    public long rook(StrategyState state) {
        var attacks = state.attacks;
        int[] s = squares;
        long[] o = occupancies;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            folded ^= attacks.rookAttacks(s[i], o[i]);
        }
        return folded;
    }

    @Benchmark
    @OperationsPerInvocation(LookupInputs.PAIRS)
    public long bishop(StrategyState state) {
        var attacks = state.attacks;
        int[] s = squares;
        long[] o = occupancies;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            folded ^= attacks.bishopAttacks(s[i], o[i]);
        }
        return folded;
    }

    /** The queen loop, shared with the threads workload. */
    static long queens(StrategyState state, int[] squares, long[] occupancies) {
        var attacks = state.attacks;
        long folded = 0;
        for (int i = 0; i < squares.length; i++) {
            folded ^= attacks.queenAttacks(squares[i], occupancies[i]);
        }
        return folded;
    }
}
