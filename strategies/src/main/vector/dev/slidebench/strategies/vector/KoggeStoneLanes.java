package dev.slidebench.strategies.vector;

import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

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
        return fill(LongVector.broadcast(Lanes.SPECIES, 1L << square).and(Lanes.ROOK_LANES), occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return fill(LongVector.broadcast(Lanes.SPECIES, 1L << square).and(Lanes.BISHOP_LANES), occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return fill(LongVector.broadcast(Lanes.SPECIES, 1L << square), occupied);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /**
     * Before JDK 21 the lanes answer right but slowly: JDK 17's C2 leaves some of this fill's
     * vectors boxed (measured here on 17.0.15: 288 bytes allocated and 13 to 28 ns per queen lookup,
     * against about 11 ns for the scalar {@code KoggeStone}; Dumb7 and the branchless walk, with
     * fewer live vectors, stay unboxed).
     */
    @Override
    public String degradedReason() {
        String shape = Lanes.shapeWarning();
        if (shape == null && Runtime.version().feature() < 21) {
            return "slow: before JDK 21 C2 leaves part of the Kogge-Stone lanes boxed (measured on 17; 25 compiles them)";
        }
        return shape;
    }

    // Per-lane rotation counts and landing squares, held here so the fill below reads constants directly.
    private static final LongVector ONE = Lanes.ONE_STEP.left();
    private static final LongVector TWO = Lanes.TWO_STEPS.left();
    private static final LongVector FOUR = Lanes.FOUR_STEPS.left();
    private static final LongVector TARGETS = Lanes.ONE_STEP_TARGETS;

    private static long fill(LongVector generator, long occupied) {
        return Lanes.NATIVE_ROTATE ? fillRotating(generator, occupied) : fillShifting(generator, occupied);
    }

    /**
     * JDK 21 and later: Vector API calls only, no helper of ours, so that C2 inlines all of it into a
     * caller's loop however large that loop's compilation is (see {@link Lanes}: with {@code Lanes.rotate}
     * calls here, C2's recompilation of JMH's {@code random} loop left them out and the lookup took 30 ns
     * instead of 1.8).
     */
    private static long fillRotating(LongVector generator, long occupied) {
        // The propagator never holds a lane's forbidden landing squares, so wrapped bits die on it.
        LongVector propagator = LongVector.broadcast(Lanes.SPECIES, ~occupied).and(TARGETS);
        generator = generator.or(propagator.and(generator.lanewise(VectorOperators.ROL, ONE)));
        propagator = propagator.and(propagator.lanewise(VectorOperators.ROL, ONE));
        generator = generator.or(propagator.and(generator.lanewise(VectorOperators.ROL, TWO)));
        propagator = propagator.and(propagator.lanewise(VectorOperators.ROL, TWO));
        generator = generator.or(propagator.and(generator.lanewise(VectorOperators.ROL, FOUR)));
        return generator.lanewise(VectorOperators.ROL, ONE).and(TARGETS).reduceLanes(VectorOperators.OR);
    }

    /** Before JDK 21: the same steps with each rotation as two shifts ({@link Lanes#rotate}). */
    private static long fillShifting(LongVector generator, long occupied) {
        LongVector propagator = Lanes.broadcast(~occupied).and(TARGETS);
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.ONE_STEP)));
        propagator = propagator.and(Lanes.rotate(propagator, Lanes.ONE_STEP));
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.TWO_STEPS)));
        propagator = propagator.and(Lanes.rotate(propagator, Lanes.TWO_STEPS));
        generator = generator.or(propagator.and(Lanes.rotate(generator, Lanes.FOUR_STEPS)));
        return Lanes.rotate(generator, Lanes.ONE_STEP).and(TARGETS).reduceLanes(VectorOperators.OR);
    }
}
