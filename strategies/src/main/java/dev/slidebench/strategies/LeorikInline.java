package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * {@link Leorik} with every line mask computed: ranks and files as shifted base lines, diagonals as
 * the long diagonal (or anti-diagonal) shifted by whole ranks to pass through the square. The line
 * attack itself is Leorik's: {@code x ^ (x - 1)} of the blockers above the square XOR
 * {@code Long.MAX_VALUE >>> nlz(blockers below | 1)}, masked by the line; the four lines are ORed and
 * the square removed. The pair shows what Leorik's 1,024 bytes of diagonal masks buy.
 *
 * <p>Reference: Thomas Jahn (lithander), the C# engines MinimalChessEngine and Leorik (2022).
 *
 * <p>Tables: none (0 bytes).
 */
public final class LeorikInline extends DeclaredStrategy {

    /** Shared with the table-driven twin, which reads it without initialising anything here. */
    static final StrategyOrigin ORIGIN =
            new StrategyOrigin("Thomas Jahn", 2022, "https://github.com/lithander/MinimalChessEngine");

    public LeorikInline() {
        super("LeorikInline", StrategyFamily.COMPUTED, ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        long blockers = occupied & ~self;
        long below = self - 1;
        return (LineFormulas.leorik(blockers, below, Bitboards.rankMask(square >>> 3))
                        | LineFormulas.leorik(blockers, below, Bitboards.fileMask(square & 7)))
                & ~self;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long self = 1L << square;
        long blockers = occupied & ~self;
        long below = self - 1;
        return (LineFormulas.leorik(blockers, below, LineFormulas.diagonal(square))
                        | LineFormulas.leorik(blockers, below, LineFormulas.antiDiagonal(square)))
                & ~self;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
