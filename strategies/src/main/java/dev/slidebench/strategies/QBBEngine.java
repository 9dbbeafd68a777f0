package dev.slidebench.strategies;

import static dev.slidebench.core.Bitboards.ANTI_DIAGONAL_H1A8;
import static dev.slidebench.core.Bitboards.DIAGONAL_A1H8;
import static dev.slidebench.core.Bitboards.FILE_A;
import static dev.slidebench.core.Bitboards.FILE_H;
import static dev.slidebench.core.Bitboards.RANK_1;
import static dev.slidebench.core.Bitboards.RANK_8;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * QBBEngine's bit scans: for each line, a base line starting at bit 0 shifted up to the square
 * covers the square and everything after it on that line; ORing the far edge into the occupancy as
 * a sentinel guarantees a set bit there, so {@code numberOfTrailingZeros} finds the nearest blocker
 * above (or the edge), and the mirrored construction with {@code numberOfLeadingZeros} finds the
 * one below. The same base lines shifted back from the two blockers overlap in exactly the run
 * between them; the four runs are ORed and the slider's bit removed. The only constants are the
 * four base lines and their edges.
 *
 * <p>Reference: Fabio Gobbato, QBBEngine (Chess Programming Wiki, "QBBEngine"). Like Chess_Movegen's
 * port, QBB starts with {@code occupied ^= slider}, which is right only when the slider's square is
 * occupied (it adds a blocker on an empty square); here the slider is cleared ({@code & ~slider}),
 * so any occupancy works, as {@link SlidingAttacks} requires.
 *
 * <p>Tables: none (0 bytes).
 */
public final class QBBEngine extends DeclaredStrategy {

    /** The anti-diagonal's progression of steps of 7, starting at bit 0 (a1, h1 − 7 …) and ending at bit 63. */
    static final long ANTI_FROM_BIT_0 = ANTI_DIAGONAL_H1A8 >>> 7;

    static final long ANTI_TO_BIT_63 = ANTI_DIAGONAL_H1A8 << 7;
    /** Where each line leaves the board going up (sentinel for the upper scan) and going down. */
    static final long DIAGONAL_UPPER_EDGE = FILE_H | RANK_8;

    static final long DIAGONAL_LOWER_EDGE = FILE_A | RANK_1;
    static final long ANTI_UPPER_EDGE = FILE_A | RANK_8;
    static final long ANTI_LOWER_EDGE = FILE_H | RANK_1;

    public QBBEngine() {
        super(
                "QBBEngine",
                StrategyFamily.COMPUTED,
                new StrategyOrigin("Fabio Gobbato", 0, "https://www.chessprogramming.org/QBBEngine"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long others = occupied & ~(1L << square);
        return (line(square, others, RANK_1, RANK_8, FILE_H, FILE_A)
                        | line(square, others, FILE_A, FILE_H, RANK_8, RANK_1))
                ^ (1L << square);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long others = occupied & ~(1L << square);
        return (line(square, others, DIAGONAL_A1H8, DIAGONAL_A1H8, DIAGONAL_UPPER_EDGE, DIAGONAL_LOWER_EDGE)
                        | line(square, others, ANTI_FROM_BIT_0, ANTI_TO_BIT_63, ANTI_UPPER_EDGE, ANTI_LOWER_EDGE))
                ^ (1L << square);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        long others = occupied & ~(1L << square);
        return (line(square, others, RANK_1, RANK_8, FILE_H, FILE_A)
                        | line(square, others, FILE_A, FILE_H, RANK_8, RANK_1)
                        | line(square, others, DIAGONAL_A1H8, DIAGONAL_A1H8, DIAGONAL_UPPER_EDGE, DIAGONAL_LOWER_EDGE)
                        | line(square, others, ANTI_FROM_BIT_0, ANTI_TO_BIT_63, ANTI_UPPER_EDGE, ANTI_LOWER_EDGE))
                ^ (1L << square);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /**
     * The run of one line from the nearest blocker below to the nearest above, the slider included.
     * {@code fromBit0} is the line's progression starting at bit 0, {@code toBit63} the same progression
     * ending at bit 63; the edges are ORed in as sentinels, so both scans see a set bit.
     */
    private static long line(int square, long others, long fromBit0, long toBit63, long upperEdge, long lowerEdge) {
        int upper = Long.numberOfTrailingZeros((fromBit0 << square) & (others | upperEdge));
        int lower = 63 - Long.numberOfLeadingZeros((toBit63 >>> (63 - square)) & (others | lowerEdge));
        return (toBit63 >>> (63 - upper)) & (fromBit0 << lower);
    }
}
