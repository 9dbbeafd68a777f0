package com.example.slidebench;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * An example plug-in: the classical approach. For each square and each of the eight directions a table
 * holds the ray to the board edge; the attack set along a direction is that ray minus the ray behind
 * its first blocker, which a bit scan finds (lowest bit for directions that raise the square index,
 * highest bit for the others). Squares are LERF: a1 = 0, b1 = 1, …, h8 = 63. Tables: 8 × 64 longs,
 * 4 KiB, built once when the class is initialised.
 */
public final class MyStrategy implements SlidingAttacks {

    /** Steps as (file, rank): the four rook directions first, then the four bishop directions. */
    private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    /** {@code RAYS[direction][square]}: the squares from {@code square} to the edge, {@code square} excluded. */
    private static final long[][] RAYS = new long[STEPS.length][64];

    static {
        for (int direction = 0; direction < STEPS.length; direction++) {
            for (int square = 0; square < 64; square++) {
                int file = square % 8 + STEPS[direction][0];
                int rank = square / 8 + STEPS[direction][1];
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    RAYS[direction][square] |= 1L << (rank * 8 + file);
                    file += STEPS[direction][0];
                    rank += STEPS[direction][1];
                }
            }
        }
    }

    @Override
    public String name() {
        return "MyStrategy";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ray(0, square, occupied) | ray(1, square, occupied) | ray(2, square, occupied) | ray(3, square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return ray(4, square, occupied) | ray(5, square, occupied) | ray(6, square, occupied) | ray(7, square, occupied);
    }

    /** The squares seen from {@code square} along {@code direction}, up to and including the first blocker. */
    private static long ray(int direction, int square, long occupied) {
        long ray = RAYS[direction][square];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        boolean upward = STEPS[direction][0] + 8 * STEPS[direction][1] > 0;
        int blocker = upward ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ray ^ RAYS[direction][blocker];
    }

    @Override
    public long tableBytes() {
        return (long) STEPS.length * 64 * Long.BYTES;
    }

    @Override
    public StrategyFamily family() {
        return StrategyFamily.TABLE_LOOKUP;
    }

    @Override
    public StrategyOrigin origin() {
        return new StrategyOrigin("", 0, "https://www.chessprogramming.org/Classical_Approach");
    }
}
