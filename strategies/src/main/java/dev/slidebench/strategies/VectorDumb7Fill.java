package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyOrigin;

/**
 * Dumb7Fill for all eight directions at once, one direction per lane of a 512-bit {@code LongVector}
 * ({@code jdk.incubator.vector}): six single steps through the empty squares, each ORed into the
 * flood, then one step more that adds the blockers, and an OR across the lanes (rook and bishop zero
 * the other four lanes first). A step is a rotation with per-lane counts, so upward and downward
 * directions share one operation, and each lanes propagator excludes the squares its direction
 * never lands on, where wrapped bits arrive. Seven dependent steps against Kogge-Stones four, but
 * each is one rotation and one AND.
 *
 * <p>Reference: credited to Gunnar Andersson; Chess Programming Wiki, "Dumb7Fill". The scalar twin is
 * {@link Dumb7Fill}, which also answers here when the JVM lacks the incubator module
 * ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: none (0 bytes).
 */
public final class VectorDumb7Fill extends VectorProvider {

    private static final VectorSupport.Loaded LOADED = VectorSupport.load("Dumb7FillLanes", new Dumb7Fill());
    /** A constant to the JIT, so the call below is devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorDumb7Fill() {
        super(
                "VectorDumb7Fill",
                new StrategyOrigin("Gunnar Andersson", 0, "https://www.chessprogramming.org/Dumb7Fill"),
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
