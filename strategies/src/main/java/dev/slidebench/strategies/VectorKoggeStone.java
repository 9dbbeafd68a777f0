package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyOrigin;

/**
 * Kogge-Stone occluded fills for all eight directions at once, one direction per lane of a 512-bit
 * {@code LongVector} ({@code jdk.incubator.vector}): the slider and the empty squares are broadcast
 * to all lanes, three doubling steps (one, two, four squares) of generator and propagator run with
 * per-lane rotation counts, one more step adds the blockers, and an OR across the lanes gives the
 * queens attacks (rook and bishop zero the other four lanes first). Rotations replace shifts so
 * that the upward and downward directions share one operation; each lanes propagator excludes the
 * squares that direction can never land on, where every wrapped bit arrives.
 *
 * <p>Reference: Peter M. Kogge and Harold S. Stone (IEEE Transactions on Computers, 1973); chess
 * fills after Steffan Westcott; Chess Programming Wiki, "Kogge-Stone Algorithm". The scalar twin is
 * {@link KoggeStone}, which also answers here when the JVM lacks the incubator module
 * ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: none (0 bytes).
 */
public final class VectorKoggeStone extends VectorProvider {

    private static final VectorSupport.Loaded LOADED = VectorSupport.load("KoggeStoneLanes", new KoggeStone());
    /** A constant to the JIT, so the call below is devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorKoggeStone() {
        super(
                "VectorKoggeStone",
                new StrategyOrigin(
                        "Peter M. Kogge, Harold S. Stone (chess fills: Steffan Westcott)",
                        1973,
                        "https://www.chessprogramming.org/Kogge-Stone_Algorithm"),
                LOADED,
                VectorSupport.needs());
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return LANES.rookAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return LANES.bishopAttacks(square, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return LANES.queenAttacks(square, occupied);
    }
}
