package dev.slidebench.strategies.vector;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * SBAMG's one subtraction for all four lines in the four lanes of one 256-bit vector: the line's
 * occupancy with its two end squares ORed in as sentinels; {@code b}, the nearest set bit below the
 * slider (bit 0 when the slider is the line's lowest square); and {@code o ^ (o - 3·b)}, which flips
 * the run from {@code b} up to the nearest set bit above the slider, masked by the line. The scalar
 * SBAMG does that for the rank and the file and hyperbola quintessence's byte swaps for the diagonals;
 * the subtraction does not care how far apart a line's squares are (the borrow runs through the
 * squares between them, which are zero in {@code o}), so in lanes it serves the diagonals too and no
 * lane needs a reversal. Loaded by {@code VectorSBAMG}; see there.
 */
public final class SBAMGLanes extends LineLanes {

    private static final int LINE = 0;
    private static final int OUTER = 4;
    private static final int RECORD_SHIFT = recordShift(2);

    /** Per square: the four lines without the square, then each line's end squares without it. */
    private static final long[] RECORDS = records(LineLanes::line, SBAMGLanes::ends);

    public SBAMGLanes() {
        super(RECORDS, SMEARED);
    }

    /** The last square of each of the line's two rays from the square (none where a ray is empty). */
    private static long ends(int square, int line) {
        return Long.lowestOneBit(lower(square, line)) | Long.highestOneBit(upper(square, line));
    }

    @Override
    public String name() {
        return "VectorSBAMG";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        // The square masked to 0..63 lets the JIT prove both loads in range and drop their checks.
        int base = (square & 63) << RECORD_SHIFT;
        LongVector line = LongVector.fromArray(SPECIES, RECORDS, base + LINE);
        LongVector withSentinels = line.and(occupied).or(LongVector.fromArray(SPECIES, RECORDS, base + OUTER));
        LongVector below = withSentinels.and((1L << square) - 1).or(1);
        LongVector lowerBit = LEADING_ZEROS != null
                ? LongVector.broadcast(SPECIES, Long.MIN_VALUE)
                        .lanewise(VectorOperators.LSHR, below.lanewise(LEADING_ZEROS))
                : smearedHighestOneBit(below);
        LongVector start = withSentinels.or(lowerBit);
        LongVector rays = start.lanewise(
                        VectorOperators.XOR, start.sub(lowerBit.add(lowerBit).add(lowerBit)))
                .and(line);
        return (lanes == null ? rays : rays.and(lanes)).reduceLanes(VectorOperators.OR);
    }
}
