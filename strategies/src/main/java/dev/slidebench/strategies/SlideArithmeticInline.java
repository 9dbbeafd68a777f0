package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * {@link SlideArithmetic} with the four line masks computed from the square (shifted base lines)
 * instead of loaded. Per line, the blockers (the square excluded) are cut at the square; BLSMSK
 * ({@code x ^ (x - 1)}) of the upper part XOR {@code Long.MAX_VALUE >>> nlz(lower | 1)}, masked by the
 * line, is the line's attack, and the four are XORed. The pair shows what the 2,048-byte mask table
 * buys.
 *
 * <p>Reference: Jakob Progsch and Daniel Inführ (talkchess, 2022).
 *
 * <p>Tables: none (0 bytes).
 */
public final class SlideArithmeticInline extends DeclaredStrategy {

    /** Shared with the table-driven twin, which reads it without initialising anything here. */
    static final StrategyOrigin ORIGIN = new StrategyOrigin(
            "Jakob Progsch, Daniel Inführ",
            2022,
            "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=78693&p=914767#p914767");

    public SlideArithmeticInline() {
        super("SlideArithmeticInline", StrategyFamily.COMPUTED, ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        long below = self - 1;
        return LineFormulas.slideArithmetic(occupied, below, Bitboards.rankMask(square >>> 3) ^ self)
                ^ LineFormulas.slideArithmetic(occupied, below, Bitboards.fileMask(square & 7) ^ self);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long self = 1L << square;
        long below = self - 1;
        return LineFormulas.slideArithmetic(occupied, below, LineFormulas.diagonal(square) ^ self)
                ^ LineFormulas.slideArithmetic(occupied, below, LineFormulas.antiDiagonal(square) ^ self);
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
