package dev.slidebench.strategies.vector;

import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;

/**
 * Kogge-Stone occluded fills with the eight directions in the eight lanes of one vector: three
 * doubling steps (one, two, four squares) of generator and propagator, then one more step that adds
 * the blockers, and an OR across the lanes. Loaded by {@code VectorKoggeStone}; see there.
 */
public final class KoggeStoneLanes implements SlidingAttacks {

    @Override
    public String name() {
        return "VectorKoggeStone";
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

    private static long fill(LongVector generator, long occupied) {
        // The propagator never holds a lane's forbidden landing squares, so wrapped bits die on it.
        LongVector propagator = Lanes.broadcast(~occupied).and(Lanes.ONE_STEP_TARGETS);
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.ONE_STEP)));
        propagator = propagator.and(Lanes.rotate(propagator, Lanes.ONE_STEP));
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.TWO_STEPS)));
        propagator = propagator.and(Lanes.rotate(propagator, Lanes.TWO_STEPS));
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.FOUR_STEPS)));
        return Lanes.union(Lanes.rotate(generator, Lanes.ONE_STEP).and(Lanes.ONE_STEP_TARGETS));
    }
}
