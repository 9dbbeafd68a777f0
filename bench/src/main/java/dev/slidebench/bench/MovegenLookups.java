package dev.slidebench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code movegen}: the timed loop of the C++ shoot-out Chess_Movegen (Daniel Inführ, its
 * {@code Get_MLU}), rebuilt so that its published million-lookups-per-second tables can be compared
 * with Java's: from {@link Xorshift96} with the published seeds, {@value #POSITIONS} occupancies
 * {@code rand64() & rand64()} (each square occupied with probability 1/4, about 16 pieces), each
 * followed by its {@value #SQUARES_PER_POSITION} squares {@code rand32() % 64} (the square need not
 * be occupied), all made before measuring; then one queen lookup per (square, occupancy), XOR-folded
 * into one result. The inputs stream about 100 MB (40 MB of occupancies, 60 MB of square bytes, as
 * the C++ keeps them), so unlike {@code random} (4,096 cache-resident pairs) the input traffic is the
 * C++ run's too. Compare this workload, not {@code random}, with the C++ tables.
 *
 * <p>Shape. The C++ times one pass of 60 M lookups; a JMH invocation here is one chunk of
 * {@value #POSITIONS_PER_INVOCATION} consecutive positions, and successive invocations walk the
 * stream in order and wrap around, so an iteration still streams the whole input while the slowest
 * strategies keep short invocations and the score stays per lookup
 * ({@code @OperationsPerInvocation}). The XOR of each chunk is returned, so JMH consumes every
 * result. The differences from the C++ run are JMH's: warm-up iterations, and several passes instead
 * of one.
 */
@State(Scope.Thread)
public class MovegenLookups extends BenchmarkSettings {

    static final int POSITIONS = 5_000_000;
    static final int SQUARES_PER_POSITION = 12;
    static final int POSITIONS_PER_INVOCATION = 50_000;
    static final int LOOKUPS_PER_INVOCATION = POSITIONS_PER_INVOCATION * SQUARES_PER_POSITION;

    /** Inputs in non-final fields, so the JIT cannot constant-fold them. */
    long[] occupancies;

    /** {@code squares[12 * position + k]}, one byte each as in the C++ harness. */
    byte[] squares;

    /** The first position of the next invocation's chunk. */
    int nextPosition;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state) {
        setUp();
        SteadyWarmup.run(state.attacks, () -> queen(state));
        nextPosition = 0;
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp() {
        if (POSITIONS % POSITIONS_PER_INVOCATION != 0) {
            throw new IllegalStateException("chunks must tile the positions: the stream wraps at a chunk's end");
        }
        occupancies = new long[POSITIONS];
        squares = new byte[POSITIONS * SQUARES_PER_POSITION];
        fill(new Xorshift96(), occupancies, squares);
        nextPosition = 0;
    }

    /** The C++ input loop: an occupancy from two {@code rand64}, then its squares; in that order. */
    static void fill(Xorshift96 random, long[] occupancies, byte[] squares) {
        for (int position = 0; position < occupancies.length; position++) {
            occupancies[position] = random.next64() & random.next64();
            for (int k = 0; k < SQUARES_PER_POSITION; k++) {
                // rand32() % 64 on an unsigned value is its low six bits.
                squares[position * SQUARES_PER_POSITION + k] = (byte) (random.next32() & 63);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(LOOKUPS_PER_INVOCATION)
    public long queen(StrategyState state) {
        var attacks = state.attacks;
        long[] occupied = occupancies;
        byte[] square = squares;
        int first = nextPosition;
        int end = first + POSITIONS_PER_INVOCATION;
        nextPosition = end == occupied.length ? 0 : end;
        long folded = 0;
        for (int position = first; position < end; position++) {
            long occupancy = occupied[position];
            int base = position * SQUARES_PER_POSITION;
            for (int k = 0; k < SQUARES_PER_POSITION; k++) {
                folded ^= attacks.queenAttacks(square[base + k], occupancy);
            }
        }
        return folded;
    }
}
