package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Bitrotation: Hyperbola Quintessence with a full 64-bit bit reversal ({@code Long.reverse}) in
 * place of the byte swap. Reversing all 64 bits maps every line onto itself mirrored, ranks included,
 * so all four lines use the same two subtractions ({@code o - s} upward and, reversed,
 * {@code rev(rev(o) - rev(s))} downward) and no rank table is needed; the line masks are computed
 * from the square. Each line's result excludes the square, so the four are XORed.
 *
 * <p>Reference: Daniel Inführ (talkchess, 2022), after Gerd Isenberg and Aleks Peshkov's
 * "Subtracting a Rook from a Blocking Piece". Its speed rests on {@code Long.reverse} being an
 * intrinsic; HotSpot's x86 intrinsic arrived with JDK-8290034 (JDK 20), so on JDK 17 the reversal is
 * the library's shift-and-mask code.
 *
 * <p>Tables: none (0 bytes).
 */
public final class Bitrotation extends DeclaredStrategy {

    public Bitrotation() {
        super(
                "Bitrotation",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Daniel Inführ", 2022, "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79078&start=20"),
                "JDK 20+ (reverse)");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.bitRotation(self, occupied, Bitboards.rankMask(square >>> 3) ^ self)
                ^ LineFormulas.bitRotation(self, occupied, Bitboards.fileMask(square & 7) ^ self);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.bitRotation(self, occupied, LineFormulas.diagonal(square) ^ self)
                ^ LineFormulas.bitRotation(self, occupied, LineFormulas.antiDiagonal(square) ^ self);
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
