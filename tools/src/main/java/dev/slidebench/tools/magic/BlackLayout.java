package dev.slidebench.tools.magic;

import dev.slidebench.strategies.SubsetTablesAccess;

/**
 * The entries one black-magic square uses, as (index, attack set) pairs in index order: what
 * {@link BlackTable#place} writes. Built with the strategies' own table fill, which takes each
 * attack set from {@code RayLoop} and refuses a destructive collision.
 */
public final class BlackLayout {
    final int[] indices;
    final long[] attacks;

    private BlackLayout(int[] indices, long[] attacks) {
        this.indices = indices;
        this.attacks = attacks;
    }

    /**
     * The layout of a black magic for one square.
     *
     * @throws IllegalStateException when two subsets with different attack sets share an index
     */
    public static BlackLayout of(boolean rook, int square, long magic) {
        long mask = MagicKind.relevantMask(rook, square);
        int shift = MagicKind.BLACK.shift(rook, square);
        long[] byIndex = new long[1 << (64 - shift)];
        SubsetTablesAccess.fill(
                "BlackMagicSearch",
                byIndex,
                rook,
                square,
                mask,
                subset -> MagicKind.BLACK.index(subset, mask, magic, shift));
        return of(byIndex);
    }

    /** From an index-to-attacks map in which 0 marks an unused index (attack sets are never empty). */
    static BlackLayout of(long[] byIndex) {
        int used = 0;
        for (long a : byIndex) {
            used += a != 0 ? 1 : 0;
        }
        int[] indices = new int[used];
        long[] attacks = new long[used];
        for (int index = 0, k = 0; index < byIndex.length; index++) {
            if (byIndex[index] != 0) {
                indices[k] = index;
                attacks[k++] = byIndex[index];
            }
        }
        return new BlackLayout(indices, attacks);
    }

    /** Entries used. */
    public int size() {
        return indices.length;
    }

    /** Highest index minus lowest, plus one. */
    public int span() {
        return indices[indices.length - 1] - indices[0] + 1;
    }
}
