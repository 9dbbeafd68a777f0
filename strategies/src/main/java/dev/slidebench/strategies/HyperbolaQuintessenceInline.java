package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Hyperbola Quintessence with nothing loaded from memory: the file, diagonal and anti-diagonal
 * through the square are computed from its file and rank by shifting one base line, and each is
 * solved by the usual subtraction on the line's occupancy and on its byte-swapped (vertically
 * flipped) copy. A byte swap cannot flip a rank, so the rank uses no table either: two Kogge-Stone
 * occluded fills along the empty squares, east and west, each ending in one more step that adds the
 * blocker. The twin of {@link HyperbolaQuintessence}, which loads the three masks and a first-rank
 * table instead, so the pair shows what those 2,048 bytes buy.
 *
 * <p>Reference: Gerd Isenberg with Aleks Peshkov (CCC, 2007), after Ryan Mack's reverse bitboards;
 * the table-free form as in Daniel Inführ's Chess_Movegen (2022); Chess Programming Wiki, "Hyperbola
 * Quintessence".
 *
 * <p>Tables: none (0 bytes).
 */
public final class HyperbolaQuintessenceInline extends DeclaredStrategy {

    public HyperbolaQuintessenceInline() {
        super(
                "HyperbolaQuintessenceInline",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Gerd Isenberg, Aleks Peshkov (table-free form: Daniel Inführ)",
                        2007,
                        "https://www.chessprogramming.org/Hyperbola_Quintessence"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.hyperbola(self, occupied, Bitboards.fileMask(square & 7) ^ self)
                | rankAttacks(self, occupied);
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

    /** East and west by occluded fills; the fills mask the a/h wrap themselves. */
    private static long rankAttacks(long self, long occupied) {
        long empty = ~occupied;
        return Bitboards.east(KoggeStone.eastFill(self, empty)) | Bitboards.west(KoggeStone.westFill(self, empty));
    }
}
