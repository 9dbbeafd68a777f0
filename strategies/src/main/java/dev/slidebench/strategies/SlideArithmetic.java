package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;

/**
 * Slide arithmetic: Leorik's split of a line's blockers at the slider, written as the BMI
 * instructions would do it. The blockers on the line (the square excluded) are cut at the square by
 * a low-bit mask (BZHI); {@code x ^ (x - 1)} (BLSMSK) of the upper part sets every bit up to the
 * nearest blocker above, and {@code Long.MAX_VALUE >>> nlz(lower | 1)} every bit under the nearest
 * one below, so their XOR, masked by the line, is the line's attack. The four lines' masks are loaded
 * from a table ({@link SlideArithmeticInline} computes them) and the four results XORed.
 *
 * <p>Reference: Jakob Progsch and Daniel Inführ (talkchess, 2022).
 *
 * <p>Tables: rank, file, diagonal and anti-diagonal masks without the square, 4 × 64 longs (2,048
 * bytes).
 */
public final class SlideArithmetic extends DeclaredStrategy {

    /** {@code LINES[square * 4 + line]}: rank, file, diagonal, anti-diagonal, each without the square. */
    private static final long[] LINES = new long[64 * 4];

    /** {file step, rank step} of one direction of each line, in {@link #LINES} order. */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    static {
        for (int square = 0; square < 64; square++) {
            for (int line = 0; line < 4; line++) {
                int[] d = DIRECTIONS[line];
                LINES[square * 4 + line] = RayLoop.ray(square, 0, d[0], d[1]) | RayLoop.ray(square, 0, -d[0], -d[1]);
            }
            long self = Square.bit(square);
            if (LINES[square * 4] != (Bitboards.rankMask(Square.rank(square)) ^ self)
                    || LINES[square * 4 + 1] != (Bitboards.fileMask(Square.file(square)) ^ self)
                    || LINES[square * 4 + 2] != (Bitboards.diagonalMask(square) ^ self)
                    || LINES[square * 4 + 3] != (Bitboards.antiDiagonalMask(square) ^ self)) {
                throw InitChecks.failed("SlideArithmetic: line masks of " + Square.name(square));
            }
        }
    }

    public SlideArithmetic() {
        super("SlideArithmetic", StrategyFamily.COMPUTED, SlideArithmeticInline.ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long below = (1L << square) - 1;
        int base = square << 2;
        return LineFormulas.slideArithmetic(occupied, below, LINES[base])
                ^ LineFormulas.slideArithmetic(occupied, below, LINES[base + 1]);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long below = (1L << square) - 1;
        int base = square << 2;
        return LineFormulas.slideArithmetic(occupied, below, LINES[base + 2])
                ^ LineFormulas.slideArithmetic(occupied, below, LINES[base + 3]);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        long below = (1L << square) - 1;
        int base = square << 2;
        return LineFormulas.slideArithmetic(occupied, below, LINES[base])
                ^ LineFormulas.slideArithmetic(occupied, below, LINES[base + 1])
                ^ LineFormulas.slideArithmetic(occupied, below, LINES[base + 2])
                ^ LineFormulas.slideArithmetic(occupied, below, LINES[base + 3]);
    }

    @Override
    public long tableBytes() {
        return 8L * LINES.length;
    }
}
