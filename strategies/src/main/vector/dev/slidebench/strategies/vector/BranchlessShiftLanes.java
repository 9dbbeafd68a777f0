package dev.slidebench.strategies.vector;

import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * The branchless ray walk with the eight directions in the eight lanes of one vector: seven times,
 * the walker is cleared where it stands on a blocker or on its lane's last square, moved one step
 * and ORed into the attacks. Loaded by {@code VectorBranchlessShift}; see there.
 */
public final class BranchlessShiftLanes implements SlidingAttacks {

    @Override
    public String name() {
        return "VectorBranchlessShift";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return walk(Lanes.broadcast(1L << square).and(Lanes.ROOK_LANES), square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return walk(Lanes.broadcast(1L << square).and(Lanes.BISHOP_LANES), square, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return walk(Lanes.broadcast(1L << square), square, occupied);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    @Override
    public String degradedReason() {
        return Lanes.shapeWarning();
    }

    private static long walk(LongVector walker, int square, long occupied) {
        // A walker stops on a blocker (the slider's own square is not one) or where its ray ends.
        LongVector stop = Lanes.broadcast(occupied & ~(1L << square)).or(Lanes.RAY_ENDS);
        LongVector attacks = Lanes.broadcast(0);
        for (int step = 0; step < 7; step++) {
            walker = Lanes.rotate(walker.lanewise(VectorOperators.AND_NOT, stop), Lanes.ONE_STEP);
            attacks = attacks.or(walker);
        }
        return attacks.reduceLanes(VectorOperators.OR); // directly: see Lanes
    }
}
