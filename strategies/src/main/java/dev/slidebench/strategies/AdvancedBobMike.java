package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Advanced Bob-Mike: the classical approach (one empty-board ray per direction, cut at the first
 * blocker) made branchless by a 65th table row instead of a sentinel bit. A bit scan of an empty ray
 * returns 64 ({@code numberOfTrailingZeros(0) == numberOfLeadingZeros(0) == 64}), so row 64 is an
 * extra square whose rays are empty: for the positive directions it copies h8 (which has no positive
 * rays), and the negative directions read a reversed copy of the table, indexed by the leading-zero
 * count directly, whose row 64 is a1 (no negative rays). The squares beyond each first blocker are
 * then removed from the empty-board attack set with one XOR, since they are a subset of it.
 *
 * <p>Reference: Michael Sherwin and Daniel Inführ, talkchess post of 2022-04-21 (thread 79078, linked
 * from {@link #origin()}), after the classical Bob-Mike scan of Robert Hyatt and Michael Sherwin
 * (Chess Programming Wiki, "Classical Approach"). Written here from that idea alone.
 *
 * <p>Tables: two 65 × 8-ray tables (the rays and their reversed copy, 8,320 bytes) plus the 64
 * empty-board rook and bishop sets (1,024 bytes): 9,344 bytes. (The C++ original prints 4,160,
 * counting only the first ray table.)
 */
public final class AdvancedBobMike extends DeclaredStrategy {

    // Directions 0..3 are positive (the square index grows along the ray), 4..7 negative.
    private static final int NORTH = 0;
    private static final int EAST = 1;
    private static final int NORTH_EAST = 2;
    private static final int NORTH_WEST = 3;
    private static final int SOUTH = 4;
    private static final int WEST = 5;
    private static final int SOUTH_WEST = 6;
    private static final int SOUTH_EAST = 7;

    private static final int[] FILE_STEP = {0, 1, 1, -1, 0, -1, -1, 1};
    private static final int[] RANK_STEP = {1, 0, 1, 1, -1, 0, -1, -1};

    /** Square rows 0..63 plus the empty-ray row 64. */
    private static final int ROWS = 65;

    /** {@code RAYS[8 * row + direction]}: the empty-board ray from the square; row 64 copies h8. */
    private static final long[] RAYS = new long[ROWS * 8];
    /** {@code REVERSED[8 * k + direction] = RAYS[8 * (63 - k) + direction]}; row 64 copies a1. */
    private static final long[] REVERSED = new long[ROWS * 8];

    private static final long[] ROOK_EMPTY = new long[64];
    private static final long[] BISHOP_EMPTY = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            for (int direction = 0; direction < 8; direction++) {
                RAYS[(square << 3) | direction] = RayLoop.ray(square, 0L, FILE_STEP[direction], RANK_STEP[direction]);
            }
        }
        System.arraycopy(RAYS, 63 << 3, RAYS, 64 << 3, 8);
        for (int k = 0; k < 64; k++) {
            System.arraycopy(RAYS, (63 - k) << 3, REVERSED, k << 3, 8);
        }
        System.arraycopy(RAYS, 0, REVERSED, 64 << 3, 8);
        // The sentinel rows are only read in the directions where they must be empty.
        for (int direction = 0; direction < 4; direction++) {
            if (RAYS[(64 << 3) | direction] != 0 || REVERSED[(64 << 3) | (direction + 4)] != 0) {
                throw InitChecks.failed("AdvancedBobMike: sentinel row has a ray in direction " + direction);
            }
        }
        for (int square = 0; square < 64; square++) {
            ROOK_EMPTY[square] = RayLoop.INSTANCE.rookAttacks(square, 0L);
            BISHOP_EMPTY[square] = RayLoop.INSTANCE.bishopAttacks(square, 0L);
        }
        InitChecks.againstReference(new AdvancedBobMike());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public AdvancedBobMike() {
        super(
                "AdvancedBobMike",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin(
                        "Michael Sherwin, Daniel Inführ",
                        2022,
                        "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79078&start=50#p924653"),
                "tzcnt, lzcnt");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int row = square << 3;
        return ROOK_EMPTY[square]
                ^ (beyondPositive(row, NORTH, occupied)
                        | beyondPositive(row, EAST, occupied)
                        | beyondNegative(row, SOUTH, occupied)
                        | beyondNegative(row, WEST, occupied));
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int row = square << 3;
        return BISHOP_EMPTY[square]
                ^ (beyondPositive(row, NORTH_EAST, occupied)
                        | beyondPositive(row, NORTH_WEST, occupied)
                        | beyondNegative(row, SOUTH_WEST, occupied)
                        | beyondNegative(row, SOUTH_EAST, occupied));
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int row = square << 3;
        return (ROOK_EMPTY[square] | BISHOP_EMPTY[square])
                ^ (beyondPositive(row, NORTH, occupied)
                        | beyondPositive(row, EAST, occupied)
                        | beyondPositive(row, NORTH_EAST, occupied)
                        | beyondPositive(row, NORTH_WEST, occupied)
                        | beyondNegative(row, SOUTH, occupied)
                        | beyondNegative(row, WEST, occupied)
                        | beyondNegative(row, SOUTH_WEST, occupied)
                        | beyondNegative(row, SOUTH_EAST, occupied));
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(RAYS, REVERSED, ROOK_EMPTY, BISHOP_EMPTY);
    }

    /** The squares behind the first blocker of a positive ray; row 64 when there is none. */
    private static long beyondPositive(int row, int direction, long occupied) {
        int blocker = Long.numberOfTrailingZeros(RAYS[row | direction] & occupied);
        return RAYS[(blocker << 3) | direction];
    }

    /** As {@link #beyondPositive} for a negative ray, through the reversed table. */
    private static long beyondNegative(int row, int direction, long occupied) {
        int fromTop = Long.numberOfLeadingZeros(RAYS[row | direction] & occupied);
        return REVERSED[(fromTop << 3) | direction];
    }
}
