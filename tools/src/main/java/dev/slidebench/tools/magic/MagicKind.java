package dev.slidebench.tools.magic;

import dev.slidebench.strategies.SubsetTablesAccess;

/**
 * Which magic scheme a number is for: fixes the index formula and the shift. The relevant masks are
 * the strategies' own ({@code SubsetTables.relevantMask}), so a search hashes exactly the occupancies
 * the strategy that loads its constants will hash.
 */
public enum MagicKind {
    /** Hansen: {@code ((occ & mask) * magic) >>> 52} (rook) / {@code >>> 55} (bishop), 4096/512 entries per square. */
    PLAIN,
    /** Kannan: {@code ((occ & mask) * magic) >>> (64 - bits)}, 2^bits entries per square. */
    FANCY,
    /** Annuss: {@code ((occ | ~mask) * magic) >>> 52} / {@code >>> 55}, overlapping per-square offsets. */
    BLACK;

    /** The relevant-occupancy mask of a rook or bishop square. */
    public static long relevantMask(boolean rook, int square) {
        return SubsetTablesAccess.relevantMask(rook, square);
    }

    /** The right shift of this kind's index formula for this piece and square. */
    public int shift(boolean rook, int square) {
        if (this == FANCY) {
            return 64 - Long.bitCount(relevantMask(rook, square));
        }
        return rook ? 52 : 55;
    }

    /** The index this kind's formula gives to a subset of {@code mask} (before any per-square offset). */
    public int index(long subset, long mask, long magic, int shift) {
        long hashed = this == BLACK ? subset | ~mask : subset;
        return (int) ((hashed * magic) >>> shift);
    }

    /**
     * The seed of one square's random stream: a function of the run's seed and of (kind, piece,
     * square) only, so that the search of one square does not depend on the squares searched before it.
     */
    public long streamSeed(long seed, boolean rook, int square) {
        long stream = ((long) ordinal() << 8) | ((rook ? 0L : 1L) << 6) | square;
        return SplitMix64.mix(seed + SplitMix64.mix(stream + 1));
    }
}
