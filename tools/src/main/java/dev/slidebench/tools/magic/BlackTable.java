package dev.slidebench.tools.magic;

import java.util.Arrays;

/** The shared black-magic array while squares are being placed in it. */
public final class BlackTable {
    private long[] entries = new long[1 << 16];
    /** Bit p is set when entry p holds an attack set. */
    private long[] occupied = new long[(1 << 16) / 64];

    private int end;
    private int used;

    /** Length of the array so far: one past the highest entry in use. */
    public int end() {
        return end;
    }

    /** Entries that hold an attack set. */
    public int used() {
        return used;
    }

    /** Length of the backing array (at least {@link #end()}); package-private so a test can see it grow. */
    int capacity() {
        return entries.length;
    }

    /**
     * Writes the layout at {@code offset}. Sharing an entry is allowed only with the same attack set.
     *
     * @throws IllegalArgumentException when it does not fit there
     */
    public void place(BlackLayout layout, int offset) {
        if (offset + layout.indices[0] < 0) {
            throw new IllegalArgumentException(
                    "layout does not fit at offset " + offset + ": it would start before entry 0");
        }
        int reach = offset + layout.indices[layout.indices.length - 1] + 1;
        if (reach > entries.length) {
            int length = Math.max(reach, 2 * entries.length);
            entries = Arrays.copyOf(entries, length);
            occupied = Arrays.copyOf(occupied, (length + 63) / 64 + 1);
        }
        for (int k = 0; k < layout.indices.length; k++) {
            long there = entries[offset + layout.indices[k]];
            if (there != 0 && there != layout.attacks[k]) {
                throw new IllegalArgumentException("layout does not fit at offset " + offset + ": entry "
                        + (offset + layout.indices[k]) + " holds a different attack set");
            }
        }
        for (int k = 0; k < layout.indices.length; k++) {
            int entry = offset + layout.indices[k];
            if (entries[entry] == 0) {
                entries[entry] = layout.attacks[k];
                occupied[entry >>> 6] |= 1L << entry;
                used++;
            }
        }
        end = Math.max(end, reach);
    }

    /**
     * The lowest position p in 0..{@code maxPosition} such that entry p + i is free for every bit i
     * of {@code bits}, or -1. Bit 0 is always set (it is the lowest index), so only free entries
     * are tried as p.
     */
    int firstFree(long[] bits, int maxPosition) {
        int position = nextFree(0);
        while (position <= maxPosition) {
            int clash = clash(bits, position);
            if (clash < 0) {
                return position;
            }
            position = nextFree(position + 1);
        }
        return -1;
    }

    /**
     * -1 when every bit of {@code bits} lands on a free entry at {@code position}, else the first word that
     * clashes.
     */
    int clash(long[] bits, int position) {
        int word = position >>> 6;
        int bit = position & 63;
        for (int k = 0; k < bits.length; k++) {
            long low = word + k < occupied.length ? occupied[word + k] : 0;
            long window;
            if (bit == 0) {
                window = low;
            } else {
                long high = word + k + 1 < occupied.length ? occupied[word + k + 1] : 0;
                window = (low >>> bit) | (high << (64 - bit));
            }
            if ((window & bits[k]) != 0) {
                return k;
            }
        }
        return -1;
    }

    /** The lowest free entry at or after {@code from}; every entry past the array is free. */
    int nextFree(int from) {
        int word = from >>> 6;
        if (word >= occupied.length) {
            return from;
        }
        long free = ~occupied[word] & (-1L << from);
        while (free == 0) {
            if (++word >= occupied.length) {
                return word * 64;
            }
            free = ~occupied[word];
        }
        return word * 64 + Long.numberOfTrailingZeros(free);
    }
}
