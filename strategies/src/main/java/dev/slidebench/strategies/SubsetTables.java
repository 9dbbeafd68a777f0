package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;

/**
 * Fills the lookup tables of the subset-indexed strategies (plain, fancy and black magic, PEXT) from
 * the reference {@link RayLoop}, checking each entry as it is written: two subsets of a square that
 * land on the same entry must have the same attack set (a constructive collision), and every entry
 * must lie inside the square's part of the table. A failed check throws, so a wrong constant makes
 * the class fail to load instead of answering wrongly.
 */
final class SubsetTables {

    /** The index a strategy's formula gives a subset of the relevant mask, before the square's offset. */
    @FunctionalInterface
    interface SubsetIndex {
        int of(long subset);
    }

    private SubsetTables() {}

    /**
     * Writes the reference attacks of every subset of {@code mask} to {@code table[offset + index(subset)]};
     * entries outside {@code [from, limit)} are refused (fancy and plain give each square its own part
     * of the table; black magic lets squares overlap, so its part is the whole table). Attack sets are never empty,
     * so 0 marks an
     * entry not yet written.
     *
     * @return the number of entries this square wrote that were empty before
     */
    static int fill(
            String strategy,
            long[] table,
            int offset,
            int from,
            int limit,
            boolean rook,
            int square,
            long mask,
            SubsetIndex index) {
        int written = 0;
        long subset = 0;
        do {
            long attacks = rook
                    ? RayLoop.INSTANCE.rookAttacks(square, subset)
                    : RayLoop.INSTANCE.bishopAttacks(square, subset);
            int entry = offset + index.of(subset);
            if (entry < from || entry >= limit || entry < 0 || entry >= table.length) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset " + Bitboards.hex(subset)
                        + " indexes entry " + entry + ", outside " + from + ".." + (limit - 1));
            }
            if (table[entry] == 0) {
                table[entry] = attacks;
                written++;
            } else if (table[entry] != attacks) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset " + Bitboards.hex(subset)
                        + " collides at entry " + entry + " with a different attack set");
            }
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        return written;
    }

    /** Relevant-occupancy mask of a rook or bishop square. */
    static long relevantMask(boolean rook, int square) {
        return rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
    }

    /** Bytes of the given arrays' elements. */
    static long bytes(long[]... arrays) {
        long total = 0;
        for (long[] a : arrays) {
            total += 8L * a.length;
        }
        return total;
    }

    /** Bytes of the given arrays' elements. */
    static long bytes(int[]... arrays) {
        long total = 0;
        for (int[] a : arrays) {
            total += 4L * a.length;
        }
        return total;
    }

    static void requireLength(String strategy, String name, long[] array, int length) {
        if (array.length != length) {
            throw new IllegalStateException(
                    strategy + ": " + name + " has " + array.length + " entries, expected " + length);
        }
    }

    private static String describe(String strategy, boolean rook, int square) {
        return strategy + " " + (rook ? "rook" : "bishop") + " on " + Square.name(square);
    }
}
