package dev.slidebench.strategies.vector;

import static dev.slidebench.strategies.vector.QBBEngineLanes.FROM_BIT_0;
import static dev.slidebench.strategies.vector.QBBEngineLanes.LOWER_EDGES;
import static dev.slidebench.strategies.vector.QBBEngineLanes.TO_BIT_63;
import static dev.slidebench.strategies.vector.QBBEngineLanes.UPPER_EDGES;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * {@link QBBEngineLanes} with each run cut by shifts: the progression from bit 0 shifted up to the
 * lower blocker, then left by {@code 63 - upper} and back, which drops everything above the upper
 * blocker. Every run holds the slider, and a rook's or bishop's two lanes (or a queen's four) are
 * XORed across, so the slider's bit cancels. Loaded by {@code VectorQBBEngineShiftedMask}; see there.
 */
public final class QBBEngineShiftedMaskLanes extends LineLanes {

    public QBBEngineShiftedMaskLanes() {
        super(null, QBBEngineLanes.WITHOUT_OPERATORS);
    }

    @Override
    public String name() {
        return "VectorQBBEngineShiftedMask";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        long others = occupied & ~(1L << square);
        LongVector above = FROM_BIT_0.lanewise(VectorOperators.LSHL, square).and(UPPER_EDGES.or(others));
        LongVector below = TO_BIT_63.lanewise(VectorOperators.LSHR, 63 - square).and(LOWER_EDGES.or(others));
        // 63 - ntz(x) is nlz of x's lowest bit: AVX-512 has a leading-zero count per lane (vplzcntq)
        // but no trailing-zero count, so this is two instructions and the count.
        LongVector upperBit = above.and(above.neg());
        LongVector cut = LEADING_ZEROS != null ? upperBit.lanewise(LEADING_ZEROS) : spelledLeadingZeros(upperBit);
        LongVector lower = (LEADING_ZEROS != null ? below.lanewise(LEADING_ZEROS) : spelledLeadingZeros(below))
                .lanewise(VectorOperators.XOR, 63);
        LongVector runs = FROM_BIT_0
                .lanewise(VectorOperators.LSHL, lower)
                .lanewise(VectorOperators.LSHL, cut)
                .lanewise(VectorOperators.LSHR, cut);
        return (lanes == null ? runs : runs.and(lanes)).reduceLanes(VectorOperators.XOR);
    }
}
