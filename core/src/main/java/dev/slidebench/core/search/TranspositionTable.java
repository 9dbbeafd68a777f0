package dev.slidebench.core.search;

import java.util.Arrays;

/**
 * A transposition table in two primitive arrays (a key and a packed entry per slot), grouped in
 * buckets of two slots, so a probe touches one or two cache lines of a large table and nothing is
 * allocated per node. Each entry is 16 bytes: the full 64-bit key and a {@code long} holding the move
 * (16 bits), the score (16, signed), the depth (8), the bound (2) and the generation (8).
 *
 * <p><b>Replacement rule</b> (fixed, so that node counts are reproducible): a bucket's first slot
 * keeps the deeper search, its second takes whatever the first refused. A store goes to the first
 * slot when that slot is empty, belongs to an older generation, holds the same position, or holds a
 * search no deeper than the new one; otherwise it goes to the second slot, unconditionally. A store
 * without a move keeps the move already stored for the same position. (The two-tier scheme of Breuker,
 * Uiterwijk and van den Herik, "Replacement Schemes for Transposition Tables", ICCA Journal 1994.)
 *
 * <p>{@link #clear} starts a new generation instead of writing the whole table: entries of older
 * generations read as empty, which is what a cleared table holds, at no memory traffic. After 255
 * generations the arrays are really zeroed so an old entry can never look current again.
 */
public final class TranspositionTable {

    /** The default size, as engines commonly default their hash: 64 MiB. */
    public static final long DEFAULT_BYTES = 64L << 20;

    /** Bytes per entry: one {@code long} key and one {@code long} of packed data. */
    public static final int ENTRY_BYTES = 16;

    public static final int BOUND_NONE = 0;
    /** The score is exact (a PV node). */
    public static final int BOUND_EXACT = 1;
    /** The score is a lower bound (the search failed high). */
    public static final int BOUND_LOWER = 2;
    /** The score is an upper bound (the search failed low). */
    public static final int BOUND_UPPER = 3;

    private final long[] keys;
    private final long[] data;
    private final long buckets;
    private int generation = 1;

    /**
     * A table of at most {@code bytes} (at least one bucket of two entries).
     *
     * @throws IllegalArgumentException when {@code bytes} is below one bucket or needs more than an
     *     array can hold
     */
    public TranspositionTable(long bytes) {
        if (bytes < 2L * ENTRY_BYTES) {
            throw new IllegalArgumentException(
                    "transposition table of " + bytes + " bytes is below one bucket (" + 2 * ENTRY_BYTES + " bytes)");
        }
        long entries = bytes / ENTRY_BYTES / 2 * 2;
        if (entries > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("transposition table of " + bytes + " bytes is above the largest ("
                    + (long) (Integer.MAX_VALUE - 8) / 2 * 2 * ENTRY_BYTES + " bytes)");
        }
        keys = new long[(int) entries];
        data = new long[(int) entries];
        buckets = entries / 2;
    }

    /** Bytes the two arrays hold. */
    public long bytes() {
        return (long) keys.length * ENTRY_BYTES;
    }

    /** Empties the table: a new generation (see the class comment). */
    public void clear() {
        generation++;
        if (generation > 255) {
            Arrays.fill(keys, 0);
            Arrays.fill(data, 0);
            generation = 1;
        }
    }

    /** The first slot of {@code key}'s bucket: the high half of the key scaled to the bucket count. */
    private int bucket(long key) {
        return (int) (((key >>> 32) * buckets) >>> 32) * 2;
    }

    /** The packed entry of {@code key}, or 0 when the table holds none of this generation. */
    public long probe(long key) {
        int slot = bucket(key);
        if (keys[slot] == key && isCurrent(data[slot])) {
            return data[slot];
        }
        if (keys[slot + 1] == key && isCurrent(data[slot + 1])) {
            return data[slot + 1];
        }
        return 0;
    }

    /** Stores a search result by the replacement rule of the class comment. */
    public void store(long key, int move, int score, int depth, int bound) {
        int slot = bucket(key);
        long first = data[slot];
        boolean firstTaken = isCurrent(first) && keys[slot] != key && depth(first) > depth;
        if (firstTaken) {
            slot++;
        }
        if (move == 0 && keys[slot] == key && isCurrent(data[slot])) {
            move = move(data[slot]);
        }
        keys[slot] = key;
        data[slot] = (move & 0xFFFFL)
                | (score & 0xFFFFL) << 16
                | (long) (depth & 0xFF) << 32
                | (long) bound << 40
                | (long) generation << 48;
    }

    private boolean isCurrent(long entry) {
        return (int) (entry >>> 48) == generation;
    }

    public static int move(long entry) {
        return (int) (entry & 0xFFFF);
    }

    public static int score(long entry) {
        return (short) (entry >>> 16);
    }

    public static int depth(long entry) {
        return (int) (entry >>> 32) & 0xFF;
    }

    public static int bound(long entry) {
        return (int) (entry >>> 40) & 3;
    }
}
