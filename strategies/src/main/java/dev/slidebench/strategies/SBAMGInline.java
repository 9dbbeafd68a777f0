package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * {@link SBAMG} with every mask computed from the square: the rank and file are shifted base lines
 * and their edge squares shifted copies of a1|h1 and a1|a8. A rank or file is one subtraction: with
 * the edges ORed in as sentinels and {@code b} the nearest blocker below the slider (bit 0 on the
 * lower edge), {@code o ^ (o - 3·b)} masked by the line is both rays. Diagonals use
 * Hyperbola Quintessence's byte-swap subtraction on computed diagonal masks.
 *
 * <p>Reference: Syed Fahad, the M42 library (talkchess, 2016); inline form as in Daniel Inführ's
 * Chess_Movegen (2022).
 *
 * <p>Tables: none (0 bytes).
 */
public final class SBAMGInline extends DeclaredStrategy {

    /** Shared with the table-driven twin, which reads it without initialising anything here. */
    static final StrategyOrigin ORIGIN =
            new StrategyOrigin("Syed Fahad", 2016, "http://www.talkchess.com/forum3/viewtopic.php?t=59845");

    /** a1 and h1: the edge squares of rank 1. */
    private static final long RANK_1_EDGES = Bitboards.RANK_1 & (Bitboards.FILE_A | Bitboards.FILE_H);
    /** a1 and a8: the edge squares of the a-file. */
    private static final long FILE_A_EDGES = Bitboards.FILE_A & (Bitboards.RANK_1 | Bitboards.RANK_8);

    public SBAMGInline() {
        super("SBAMGInline", StrategyFamily.COMPUTED, ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.subtractAndXor(
                        self, occupied, Bitboards.rankMask(square >>> 3) ^ self, rankOuter(square) & ~self)
                | LineFormulas.subtractAndXor(
                        self, occupied, Bitboards.fileMask(square & 7) ^ self, fileOuter(square) & ~self);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.hyperbola(self, occupied, LineFormulas.diagonal(square) ^ self)
                | LineFormulas.hyperbola(self, occupied, LineFormulas.antiDiagonal(square) ^ self);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /** The a- and h-file squares of the square's rank. */
    static long rankOuter(int square) {
        return RANK_1_EDGES << (square & 56);
    }

    /** The rank-1 and rank-8 squares of the square's file. */
    static long fileOuter(int square) {
        return FILE_A_EDGES << (square & 7);
    }
}
