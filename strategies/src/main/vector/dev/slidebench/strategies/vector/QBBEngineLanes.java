package dev.slidebench.strategies.vector;

import static dev.slidebench.core.Bitboards.ANTI_DIAGONAL_H1A8;
import static dev.slidebench.core.Bitboards.DIAGONAL_A1H8;
import static dev.slidebench.core.Bitboards.FILE_A;
import static dev.slidebench.core.Bitboards.FILE_H;
import static dev.slidebench.core.Bitboards.RANK_1;
import static dev.slidebench.core.Bitboards.RANK_8;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * QBBEngine's two sentinel bit scans per line, for the four lines in the four lanes of one 256-bit
 * vector: the line's progression from bit 0 shifted up to the square, ANDed with the other pieces and
 * the line's upper edge, has its nearest blocker above at its lowest set bit; the progression
 * ending at bit 63 shifted down, with the lower edge, has the one below at 63 minus the leading-zero
 * count. The two progressions shifted back from those blockers overlap in the run between them. Every
 * shift is by a count per lane ({@code vpsllvq}, {@code vpsrlvq}); {@code 63 - n} is {@code n ^ 63}
 * for counts of 0 to 63, and {@code 63 - ntz(x)} the leading-zero count of x's lowest bit. Loaded by
 * {@code VectorQBBEngine}; see there.
 */
public final class QBBEngineLanes extends LineLanes {

    /** Per lane (rank, file, diagonal, anti-diagonal), the line's progression starting at bit 0. */
    static final LongVector FROM_BIT_0 = lanes(RANK_1, FILE_A, DIAGONAL_A1H8, ANTI_DIAGONAL_H1A8 >>> 7);

    /** The same progressions ending at bit 63. */
    static final LongVector TO_BIT_63 = lanes(RANK_8, FILE_H, DIAGONAL_A1H8, ANTI_DIAGONAL_H1A8 << 7);

    /** Where each line leaves the board going up (the sentinels of the upward scan), and going down. */
    static final LongVector UPPER_EDGES = lanes(FILE_H, RANK_8, FILE_H | RANK_8, FILE_A | RANK_8);

    static final LongVector LOWER_EDGES = lanes(FILE_A, RANK_1, FILE_A | RANK_1, FILE_H | RANK_1);

    static final String WITHOUT_OPERATORS = "the Vector API has no leading-zero count; each is a smear and a bit count";

    public QBBEngineLanes() {
        super(null, WITHOUT_OPERATORS);
    }

    @Override
    public String name() {
        return "VectorQBBEngine";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        long self = 1L << square;
        long others = occupied & ~self;
        LongVector above = FROM_BIT_0.lanewise(VectorOperators.LSHL, square).and(UPPER_EDGES.or(others));
        LongVector below = TO_BIT_63.lanewise(VectorOperators.LSHR, 63 - square).and(LOWER_EDGES.or(others));
        // 63 - ntz(x) is nlz of x's lowest bit: AVX-512 has a leading-zero count per lane (vplzcntq)
        // but no trailing-zero count, so this is two instructions and the count.
        LongVector upperBit = above.and(above.neg());
        LongVector fromUpper = LEADING_ZEROS != null ? upperBit.lanewise(LEADING_ZEROS) : spelledLeadingZeros(upperBit);
        LongVector lower = (LEADING_ZEROS != null ? below.lanewise(LEADING_ZEROS) : spelledLeadingZeros(below))
                .lanewise(VectorOperators.XOR, 63);
        LongVector runs = TO_BIT_63
                .lanewise(VectorOperators.LSHR, fromUpper)
                .and(FROM_BIT_0.lanewise(VectorOperators.LSHL, lower));
        return (lanes == null ? runs : runs.and(lanes)).reduceLanes(VectorOperators.OR) ^ self;
    }
}
