package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Exploding bitboards: all rays of a piece grow at once, one square per step, and one multiplication
 * copies every square of the front to all four step directions. A rook's front shifted down by 8 and
 * multiplied by {@code 1 + 2^7 + 2^9 + 2^16} lands on offsets −8, −1, +1, +8 (a bishop's, shifted by
 * 9 and multiplied by {@code 1 + 2^2 + 2^16 + 2^18}, on −9, −7, +7, +9); AND-ing with the squares of
 * the piece's rays at the next distance keeps exactly the squares that step reaches, and the free ones
 * among them are the next front. The loop ends when every ray is blocked or at the edge.
 *
 * <p>Reference: Harald Lüßen, 2006, Winboard forum "Compact Bitboard Attacks" ({@link #origin()}).
 * Written here from the idea; where the original kills stray bits with the whole attack mask and
 * repairs a few rook squares by hand, this version masks with the next ring of the rays, which
 * removes every stray bit but one kind: on the first step, all of the slider's free neighbours step
 * back onto its own square and their sum carries into the rays, so those terms are subtracted. A
 * rook on rank 1 is worked on the vertically flipped board, because the shift by 8 drops its rank.
 *
 * <p>Tables: for rook and bishop, the squares of every square's rays at distance 1..7 plus an empty
 * end marker: 2 × 64 × 8 × 8 = 8,192 bytes.
 */
public final class ExplodingBitboards extends DeclaredStrategy {

    private static final int ROOK_STEP = 8;
    /** Copies a square 8 above a bit to offsets −8, −1, +1, +8 from the original square. */
    private static final long ROOK_SPREAD = 1L | 1L << 7 | 1L << 9 | 1L << 16;

    private static final int BISHOP_STEP = 9;
    /** Copies a square 9 above a bit to offsets −9, −7, +7, +9. */
    private static final long BISHOP_SPREAD = 1L | 1L << 2 | 1L << 16 | 1L << 18;

    private static final int[][] ROOK_DIRECTIONS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    /** {@code RINGS[8 * square + k - 1]}: the squares of the rays at distance k (1..7); entry 7 is 0. */
    private static final long[] ROOK_RINGS = rings(ROOK_DIRECTIONS);

    private static final long[] BISHOP_RINGS = rings(BISHOP_DIRECTIONS);

    static {
        InitChecks.againstReference(new ExplodingBitboards());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public ExplodingBitboards() {
        super(
                "ExplodingBitboards",
                StrategyFamily.FILL,
                new StrategyOrigin(
                        "Harald Lüßen", 2006, "http://www.open-aurec.com/wbforum/viewtopic.php?f=4&t=4523&start=80"),
                "mul64, popcnt");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        if (square < 8) {
            return Long.reverseBytes(
                    explode(ROOK_RINGS, ROOK_STEP, ROOK_SPREAD, square ^ 56, Long.reverseBytes(occupied)));
        }
        return explode(ROOK_RINGS, ROOK_STEP, ROOK_SPREAD, square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return explode(BISHOP_RINGS, BISHOP_STEP, BISHOP_SPREAD, square, occupied);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ROOK_RINGS, BISHOP_RINGS);
    }

    private static long explode(long[] rings, int step, long spread, int square, long occupied) {
        long free = ~occupied;
        int base = square << 3;
        long attacks = rings[base];
        long front = (attacks & free) >>> step;
        // First step: each neighbour also lands back on the slider's square; subtracting those equal
        // terms before they carry leaves only strays off the next ring.
        long reached = (front * spread - ((long) Long.bitCount(front) << square)) & rings[base + 1];
        attacks |= reached;
        int next = base + 2;
        while ((reached &= free) != 0) {
            reached = ((reached >>> step) * spread) & rings[next++];
            attacks |= reached;
        }
        return attacks;
    }

    private static long[] rings(int[][] directions) {
        long[] rings = new long[64 * 8];
        for (int square = 0; square < 64; square++) {
            for (int[] direction : directions) {
                // With everything but the first k-1 squares occupied, the reference walk stops at the
                // k-th square: the squares it adds at each k are the ray's ring at distance k.
                long walked = 0;
                for (int k = 0; k < 7; k++) {
                    long reach = RayLoop.ray(square, ~walked, direction[0], direction[1]);
                    rings[(square << 3) + k] |= reach & ~walked;
                    walked = reach;
                }
            }
        }
        return rings;
    }
}
