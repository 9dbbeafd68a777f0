package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;

/**
 * Leorik's line attacks: split the blockers on a line (the slider's own bit removed) at the square
 * into those below and those above it. {@code x ^ (x - 1)} of the upper blockers sets every bit up to
 * and including the nearest one above (all bits when there is none), and {@code Long.MAX_VALUE >>>
 * nlz(lower | 1)} sets every bit below the nearest one below; their XOR is the run from the lower
 * blocker to the upper one, and the line mask keeps its squares on the line. The four lines are ORed
 * and the slider's square removed. Ranks and files are shifted base lines; the two diagonal masks per
 * square are loaded from a table ({@link LeorikInline} computes them instead).
 *
 * <p>Reference: Thomas Jahn (lithander), the C# engines MinimalChessEngine and Leorik (2022).
 *
 * <p>Tables: diagonal and anti-diagonal masks, 2 × 64 longs (1,024 bytes).
 */
public final class Leorik extends DeclaredStrategy {

    /** Each square's whole diagonal and anti-diagonal, the square included. */
    private static final long[] DIAGONALS = new long[64];

    private static final long[] ANTI_DIAGONALS = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            long self = Square.bit(square);
            DIAGONALS[square] = RayLoop.ray(square, 0, 1, 1) | RayLoop.ray(square, 0, -1, -1) | self;
            ANTI_DIAGONALS[square] = RayLoop.ray(square, 0, -1, 1) | RayLoop.ray(square, 0, 1, -1) | self;
            if (DIAGONALS[square] != Bitboards.diagonalMask(square)
                    || ANTI_DIAGONALS[square] != Bitboards.antiDiagonalMask(square)) {
                throw InitChecks.failed("Leorik: diagonal masks of " + Square.name(square));
            }
        }
    }

    public Leorik() {
        super("Leorik", StrategyFamily.COMPUTED, LeorikInline.ORIGIN, "");
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
        return (LineFormulas.leorik(blockers, below, DIAGONALS[square])
                        | LineFormulas.leorik(blockers, below, ANTI_DIAGONALS[square]))
                & ~self;
    }

    @Override
    public long tableBytes() {
        return 8L * (DIAGONALS.length + ANTI_DIAGONALS.length);
    }
}
