package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Obstruction difference: each line through the square is split into its lower half (squares below
 * the slider) and its upper half (squares above). The nearest blocker below is the most significant
 * bit of {@code (occupied & lower) | 1} (the 1 stands in when there is none) and the nearest blocker
 * above is the least significant bit of {@code occupied & upper}; twice the latter minus the former
 * sets every square from the lower blocker up to and including the upper one (with no upper blocker
 * the subtraction wraps and sets everything above). Masking the line without the slider leaves both
 * rays with their blockers.
 *
 * <p>Reference: Michael Hoffmann, "Obstruction difference" (talkchess/CCC, 2009); Chess Programming
 * Wiki, "Obstruction Difference".
 *
 * <p>Tables: {lower, upper, line} × 4 lines × 64 squares (6,144 bytes).
 */
public final class ObstructionDifference extends DeclaredStrategy {

    private static final int RANK = 0;
    private static final int FILE = 1;
    private static final int DIAGONAL = 2;
    private static final int ANTI_DIAGONAL = 3;
    /** {file step, rank step} towards the upper half of each line. */
    private static final int[][] UPWARD = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    /** Indexed {@code square * 4 + line}, so that one square's lines share a cache line or two. */
    private static final long[] LOWER = new long[64 * 4];

    private static final long[] UPPER = new long[64 * 4];
    private static final long[] LINE = new long[64 * 4];

    static {
        for (int square = 0; square < 64; square++) {
            for (int line = 0; line < 4; line++) {
                int index = square * 4 + line;
                // Upward directions (N, E, NE, NW) raise the square index in LERF, downward ones lower it.
                UPPER[index] = RayLoop.ray(square, 0, UPWARD[line][0], UPWARD[line][1]);
                LOWER[index] = RayLoop.ray(square, 0, -UPWARD[line][0], -UPWARD[line][1]);
                LINE[index] = UPPER[index] | LOWER[index];
                long below = Square.bit(square) - 1;
                if ((UPPER[index] & below) != 0 || (LOWER[index] & ~below) != 0) {
                    throw new IllegalStateException("ObstructionDifference: halves of line " + line + " through "
                            + Square.name(square) + " are not below/above the square");
                }
            }
            long self = Square.bit(square);
            if (LINE[square * 4 + RANK] != (Bitboards.rankMask(Square.rank(square)) & ~self)
                    || LINE[square * 4 + FILE] != (Bitboards.fileMask(Square.file(square)) & ~self)
                    || LINE[square * 4 + DIAGONAL] != (Bitboards.diagonalMask(square) & ~self)
                    || LINE[square * 4 + ANTI_DIAGONAL] != (Bitboards.antiDiagonalMask(square) & ~self)) {
                throw new IllegalStateException(
                        "ObstructionDifference: line masks of " + Square.name(square) + " disagree with Bitboards");
            }
        }
    }

    public ObstructionDifference() {
        super(
                "ObstructionDifference",
                StrategyFamily.COMPUTED,
                new StrategyOrigin("Michael Hoffmann", 2009, "https://www.chessprogramming.org/Obstruction_Difference"),
                "lzcnt");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 2;
        return lineAttacks(base + RANK, occupied) | lineAttacks(base + FILE, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 2;
        return lineAttacks(base + DIAGONAL, occupied) | lineAttacks(base + ANTI_DIAGONAL, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int base = square << 2;
        return lineAttacks(base + RANK, occupied)
                | lineAttacks(base + FILE, occupied)
                | lineAttacks(base + DIAGONAL, occupied)
                | lineAttacks(base + ANTI_DIAGONAL, occupied);
    }

    @Override
    public long tableBytes() {
        return 8L * (LOWER.length + UPPER.length + LINE.length);
    }

    private static long lineAttacks(int index, long occupied) {
        long lower = LOWER[index] & occupied;
        long upper = UPPER[index] & occupied;
        long lowerBlocker = Long.highestOneBit(lower | 1);
        long upperBlocker = upper & -upper;
        return (2 * upperBlocker - lowerBlocker) & LINE[index];
    }
}
