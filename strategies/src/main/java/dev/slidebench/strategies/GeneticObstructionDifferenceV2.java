package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Genetic obstruction difference, second form: the formula of {@link GeneticObstructionDifference}
 * with its sentinel folded into the tables. Every line's lower half is stored with bit 0 (a1) forced
 * on, and the occupancy gets a1 once per call, so the nearest lower blocker is
 * {@code highestOneBit(occupied & lower)} with no {@code | 1} per line; a1 can only be the end of a
 * ray, so treating it as occupied changes no attack set. Lines are stored without the square and
 * combined with OR.
 *
 * <p>Reference: Daniel Inführ, April 2022, talkchess thread 79701 ({@link #origin()}). Written here
 * from the idea; the masks are the reference's rays, checked at class initialisation.
 *
 * <p>Tables: {lower | a1, upper, line without the square} × 4 lines × 64 squares = 6,144 bytes.
 */
public final class GeneticObstructionDifferenceV2 extends DeclaredStrategy {

    private static final int RANK = 0;
    private static final int FILE = 1;
    private static final int DIAGONAL = 2;
    private static final int ANTI_DIAGONAL = 3;
    /** {file step, rank step} towards the upper half of each line. */
    private static final int[][] UPWARD = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private static final long A1 = 1L;

    /** Indexed {@code 4 * square + line}. */
    private static final long[] LOWER_WITH_A1 = new long[64 * 4];

    private static final long[] UPPER = new long[64 * 4];
    private static final long[] LINE = new long[64 * 4];

    static {
        for (int square = 0; square < 64; square++) {
            for (int line = 0; line < 4; line++) {
                int index = (square << 2) | line;
                long upper = RayLoop.ray(square, 0L, UPWARD[line][0], UPWARD[line][1]);
                long lower = RayLoop.ray(square, 0L, -UPWARD[line][0], -UPWARD[line][1]);
                UPPER[index] = upper;
                LOWER_WITH_A1[index] = lower | A1;
                LINE[index] = upper | lower;
            }
        }
        InitChecks.againstReference(new GeneticObstructionDifferenceV2());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public GeneticObstructionDifferenceV2() {
        super(
                "GeneticObstructionDifferenceV2",
                StrategyFamily.COMPUTED,
                new StrategyOrigin("Daniel Inführ", 2022, "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79701"),
                "lzcnt");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long withA1 = occupied | A1;
        int base = square << 2;
        return line(base | RANK, withA1) | line(base | FILE, withA1);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long withA1 = occupied | A1;
        int base = square << 2;
        return line(base | DIAGONAL, withA1) | line(base | ANTI_DIAGONAL, withA1);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        long withA1 = occupied | A1;
        int base = square << 2;
        return line(base | RANK, withA1)
                | line(base | FILE, withA1)
                | line(base | DIAGONAL, withA1)
                | line(base | ANTI_DIAGONAL, withA1);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(LOWER_WITH_A1, UPPER, LINE);
    }

    private static long line(int index, long occupiedWithA1) {
        long upper = occupiedWithA1 & UPPER[index];
        long lowerBlocker = Long.highestOneBit(occupiedWithA1 & LOWER_WITH_A1[index]);
        return LINE[index] & (upper ^ (upper - lowerBlocker));
    }
}
