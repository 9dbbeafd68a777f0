package dev.slidebench.strategies;

import static dev.slidebench.core.Bitboards.DIAGONAL_A1H8;
import static dev.slidebench.core.Bitboards.FILE_A;
import static dev.slidebench.core.Bitboards.FILE_H;
import static dev.slidebench.core.Bitboards.RANK_1;
import static dev.slidebench.core.Bitboards.RANK_8;
import static dev.slidebench.strategies.QBBEngine.ANTI_FROM_BIT_0;
import static dev.slidebench.strategies.QBBEngine.ANTI_LOWER_EDGE;
import static dev.slidebench.strategies.QBBEngine.ANTI_TO_BIT_63;
import static dev.slidebench.strategies.QBBEngine.ANTI_UPPER_EDGE;
import static dev.slidebench.strategies.QBBEngine.DIAGONAL_LOWER_EDGE;
import static dev.slidebench.strategies.QBBEngine.DIAGONAL_UPPER_EDGE;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * {@link QBBEngine} with a different way of cutting each run: the nearest blockers above and below
 * are found the same way (base line shifted to the square, far edge ORed in as a sentinel, then
 * {@code numberOfTrailingZeros} / {@code numberOfLeadingZeros}), but the run is the base line shifted
 * up to the lower blocker with everything above the upper blocker shifted out ({@code << k >>> k}),
 * so the second shifted constant is not needed. Every run contains the slider's square, and the lines
 * come in pairs, so XORing them cancels the square without a separate step; the dependency chain is
 * one shift longer.
 *
 * <p>Reference: Fabio Gobbato, QBBEngine (Chess Programming Wiki, "QBBEngine"); the shifted-mask
 * tweak by Daniel Inführ (talkchess, http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79005&start=90).
 * The slider's bit is cleared rather than toggled, so any occupancy works (see {@link QBBEngine}).
 *
 * <p>Tables: none (0 bytes).
 */
public final class QBBEngineShiftedMask extends DeclaredStrategy {

    public QBBEngineShiftedMask() {
        super(
                "QBBEngineShiftedMask",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Fabio Gobbato (shifted mask: Daniel Inführ)", 0, "https://www.chessprogramming.org/QBBEngine"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long others = occupied & ~(1L << square);
        return run(square, others, RANK_1, RANK_8, FILE_H, FILE_A)
                ^ run(square, others, FILE_A, FILE_H, RANK_8, RANK_1);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long others = occupied & ~(1L << square);
        return run(square, others, DIAGONAL_A1H8, DIAGONAL_A1H8, DIAGONAL_UPPER_EDGE, DIAGONAL_LOWER_EDGE)
                ^ run(square, others, ANTI_FROM_BIT_0, ANTI_TO_BIT_63, ANTI_UPPER_EDGE, ANTI_LOWER_EDGE);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /**
     * The run of one line from the nearest blocker below to the nearest above, the slider included;
     * {@code toBit63} only serves the downward scan.
     */
    private static long run(int square, long others, long fromBit0, long toBit63, long upperEdge, long lowerEdge) {
        int upper = Long.numberOfTrailingZeros((fromBit0 << square) & (others | upperEdge));
        int lower = 63 - Long.numberOfLeadingZeros((toBit63 >>> (63 - square)) & (others | lowerEdge));
        int cut = 63 - upper;
        return ((fromBit0 << lower) << cut) >>> cut;
    }
}
