package dev.slidebench.strategies;

/**
 * The part of the strategies' package-private table code that the build-time searches reuse: the
 * relevant masks and the checked table fill of {@link SubsetTables}. A search therefore hashes the
 * same occupancies and refuses the same collisions as the strategy that will load its constants,
 * instead of keeping a second copy of those formulas. This class lives in the {@code tools} module
 * (same package, so it can reach {@code SubsetTables}), so nothing of it is in the runtime jar.
 */
public final class SubsetTablesAccess {

    /** The index a formula gives a subset of the relevant mask. */
    @FunctionalInterface
    public interface SubsetIndex {
        int of(long subset);
    }

    private SubsetTablesAccess() {}

    /** Relevant-occupancy mask of a rook or bishop square: the lines without the edges and the square. */
    public static long relevantMask(boolean rook, int square) {
        return SubsetTables.relevantMask(rook, square);
    }

    /**
     * Writes the reference attacks of every subset of {@code mask} to {@code table[index(subset)]},
     * as the strategies fill their tables at class initialisation.
     *
     * @return the number of entries written that were empty before
     * @throws IllegalStateException when two subsets with different attack sets share an entry, or an
     *     index falls outside the table
     */
    public static int fill(String what, long[] table, boolean rook, int square, long mask, SubsetIndex index) {
        return SubsetTables.fill(what, table, 0, 0, table.length, rook, square, mask, index::of);
    }
}
