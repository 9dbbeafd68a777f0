package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyOrigin;

/**
 * The branchless ray walk ("AVX branchless shift") for all eight directions at once, one direction
 * per lane of a 512-bit {@code LongVector} ({@code jdk.incubator.vector}). Each lane has a stop set,
 * the occupancy without the slider plus the file and rank where that lanes ray ends; seven times the
 * walker is cleared where it stands on its stop set ({@code AND_NOT}), moved one step by a per-lane
 * rotation and ORed into the attacks, with no branch and no early exit, and an OR across the lanes
 * ends it. Unlike Dumb7Fill it masks the source square before the step instead of the target after.
 *
 * <p>Reference: Daniel Inführ (talkchess, 2022), who wrote it for AVX2 as two passes of four lanes
 * with left and right shifts; here one pass of eight lanes with rotations. When the JVM lacks the
 * incubator module the scalar {@link Dumb7Fill} answers and {@link #degradedReason()} says
 * "emulated".
 *
 * <p>Tables: none (0 bytes).
 */
public final class VectorBranchlessShift extends VectorProvider {

    private static final VectorSupport.Loaded LOADED = VectorSupport.load("BranchlessShiftLanes", new Dumb7Fill());
    /** A constant to the JIT, so the call below is devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorBranchlessShift() {
        super(
                "VectorBranchlessShift",
                new StrategyOrigin(
                        "Daniel Inführ", 2022, "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79005&start=60"),
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
