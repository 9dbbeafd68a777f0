package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Obstruction difference with its masks computed instead of loaded: each line through the square
 * is a shifted base line, its lower half is the line below the square ({@code (1 << square) - 1}) and
 * its upper half the line above it ({@code -2 << square}). Then, as in {@link ObstructionDifference},
 * twice the nearest blocker above minus the nearest blocker below (or bit 0 when there is none) sets
 * every square from the lower blocker up to and including the upper one, and the line without the
 * square keeps the two rays. The pair shows what ObstructionDifference's 6,144 bytes of masks cost
 * against a few shifts.
 *
 * <p>Reference: Michael Hoffmann, "Obstruction difference" (talkchess, 2009); the table-free form as
 * in Daniel Inführ's Chess_Movegen (2022); Chess Programming Wiki, "Obstruction Difference".
 *
 * <p>Tables: none (0 bytes).
 */
public final class ObstructionDifferenceInline extends DeclaredStrategy {

    public ObstructionDifferenceInline() {
        super(
                "ObstructionDifferenceInline",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Michael Hoffmann (table-free form: Daniel Inführ)",
                        2009,
                        "http://www.talkchess.com/forum3/viewtopic.php?t=29087"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return lineAttacks(square, occupied, Bitboards.rankMask(square >>> 3))
                | lineAttacks(square, occupied, Bitboards.fileMask(square & 7));
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return lineAttacks(square, occupied, LineFormulas.diagonal(square))
                | lineAttacks(square, occupied, LineFormulas.antiDiagonal(square));
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /** {@code line} is the whole line through the square, the square included. */
    private static long lineAttacks(int square, long occupied, long line) {
        long self = 1L << square;
        long lower = line & (self - 1) & occupied;
        long upper = line & (-2L << square) & occupied;
        long lowerBlocker = Long.highestOneBit(lower | 1);
        long upperBlocker = upper & -upper;
        return (2 * upperBlocker - lowerBlocker) & (line ^ self);
    }
}
