package dev.slidebench.strategies.vector;

import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * Dumb7Fill with the eight directions in the eight lanes of one vector: six single steps through
 * the empty squares, each ORed into the flood, then one more step that adds the blockers, and an OR
 * across the lanes. Loaded by {@code VectorDumb7Fill}; see there.
 */
public final class Dumb7FillLanes implements SlidingAttacks {

    @Override
    public String name() {
        return "VectorDumb7Fill";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return fill(Lanes.broadcast(1L << square).and(Lanes.ROOK_LANES), occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return fill(Lanes.broadcast(1L << square).and(Lanes.BISHOP_LANES), occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return fill(Lanes.broadcast(1L << square), occupied);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    @Override
    public String degradedReason() {
        return Lanes.shapeWarning();
    }

    private static long fill(LongVector slider, long occupied) {
        LongVector propagator = Lanes.broadcast(~occupied).and(Lanes.ONE_STEP_TARGETS);
        LongVector front = slider;
        LongVector flood = slider;
        for (int step = 0; step < 6; step++) {
            front = Lanes.rotate(front, Lanes.ONE_STEP).and(propagator);
            flood = flood.or(front);
        }
        return Lanes.rotate(flood, Lanes.ONE_STEP)
                .and(Lanes.ONE_STEP_TARGETS)
                .reduceLanes(VectorOperators.OR); // directly: see Lanes
    }
}
