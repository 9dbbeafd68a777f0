package dev.slidebench.strategies.vector;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * Obstruction difference with the four lines through the square (rank, file, diagonal,
 * anti-diagonal) in the four lanes of one 256-bit vector: per lane the lower blocker is the highest
 * bit of {@code (occupied & lower) | 1}, the upper blocker the lowest bit of {@code occupied & upper},
 * and {@code 2 · upper − lower} masked by the line gives both rays; an OR across the lanes joins
 * them. Loaded by {@code VectorObstructionDifference}; see there.
 */
public final class ObstructionDifferenceLanes extends LineLanes {

    private static final int LOWER = 0;
    private static final int UPPER = 4;
    private static final int LINE = 8;
    private static final int RECORD_SHIFT = recordShift(3);

    /**
     * One record per square: the four lines' lower halves, their upper halves, both halves together,
     * and four unused longs, so that a record is 16 longs and its base one shift of the square (12
     * longs cost two adds and a multiply per lookup); side by side so that one base serves the three
     * vector loads, instead of three arrays.
     */
    private static final long[] RECORDS = records(LineLanes::lower, LineLanes::upper, LineLanes::line);

    public ObstructionDifferenceLanes() {
        super(RECORDS, SMEARED);
    }

    @Override
    public String name() {
        return "VectorObstructionDifference";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        // The square masked to 0..63 lets the JIT prove the three loads in range and drop their checks.
        int base = (square & 63) << RECORD_SHIFT;
        LongVector lower = LongVector.fromArray(SPECIES, RECORDS, base + LOWER)
                .and(occupied)
                .or(1);
        LongVector upper = LongVector.fromArray(SPECIES, RECORDS, base + UPPER).and(occupied);
        LongVector lowerBlocker = LEADING_ZEROS != null
                ? LongVector.broadcast(SPECIES, Long.MIN_VALUE)
                        .lanewise(VectorOperators.LSHR, lower.lanewise(LEADING_ZEROS))
                : smearedHighestOneBit(lower);
        LongVector upperBlocker = upper.and(upper.neg());
        LongVector rays = upperBlocker
                .add(upperBlocker)
                .sub(lowerBlocker)
                .and(LongVector.fromArray(SPECIES, RECORDS, base + LINE));
        return (lanes == null ? rays : rays.and(lanes)).reduceLanes(VectorOperators.OR);
    }
}
