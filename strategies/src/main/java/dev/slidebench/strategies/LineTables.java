package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;

/**
 * Per-square line tables, {@code [64 squares][64 indices]} for one of the four lines through a
 * square, as Split PEXT and Kindergarten Super SISSY use them: the strategy forms a 6-bit index from
 * the line's inner occupancy, and the entry is that line's attack set. Filled from the reference
 * {@link RayLoop} and checked as it is written, as {@link SubsetTables} does for whole pieces.
 */
final class LineTables {

    /** Entries per square: a line has at most six inner squares. */
    static final int PER_SQUARE = 64;

    /** The four lines through a square, with the step of one of their two directions. */
    enum Line {
        RANK(1, 0),
        FILE(0, 1),
        /** a1–h8 direction: rank − file constant. */
        DIAGONAL(1, 1),
        /** h1–a8 direction: rank + file constant. */
        ANTI_DIAGONAL(-1, 1);

        private final int fileStep;
        private final int rankStep;

        Line(int fileStep, int rankStep) {
            this.fileStep = fileStep;
            this.rankStep = rankStep;
        }

        /** Every square of this line through {@code square}, the square included. */
        long through(int square) {
            switch (this) {
                case RANK:
                    return Bitboards.rankMask(Square.rank(square));
                case FILE:
                    return Bitboards.fileMask(Square.file(square));
                case DIAGONAL:
                    return Bitboards.diagonalMask(square);
                default:
                    return Bitboards.antiDiagonalMask(square);
            }
        }

        /**
         * The squares whose occupancy can change this line's attacks: the line without its two end
         * squares (a ray stops at the edge whether or not the end square is occupied). The slider's own
         * square is kept when it is inner: it never changes the attacks, so an index may include it.
         */
        long inner(int square) {
            long ends = this == RANK ? Bitboards.FILE_A | Bitboards.FILE_H : Bitboards.RANK_1 | Bitboards.RANK_8;
            if (this == DIAGONAL || this == ANTI_DIAGONAL) {
                ends = Bitboards.EDGES;
            }
            return through(square) & ~ends;
        }

        /** The reference attacks along this line only: both directions, each up to the first blocker. */
        long attacks(int square, long occupied) {
            return RayLoop.ray(square, occupied, fileStep, rankStep)
                    | RayLoop.ray(square, occupied, -fileStep, -rankStep);
        }
    }

    /** The index a strategy's formula gives an occupancy of the line (inner squares only). */
    @FunctionalInterface
    interface LineIndex {
        int of(long occupied);
    }

    private LineTables() {}

    /** The six inner squares b..g of the square's rank as bits 0..5: the rank index needs only a shift. */
    static int rankIndex(int square, long occupied) {
        return (int) (occupied >>> ((square & 56) + 1)) & 63;
    }

    /**
     * Writes {@code line}'s reference attacks for every subset of its inner squares through
     * {@code square} to {@code table[64 * square + index(subset)]}. Throws when an index leaves the
     * square's 64 entries or two subsets with different attack sets share one, so a wrong multiplier
     * or mask makes the class fail to load instead of answering wrongly.
     */
    static void fill(String strategy, long[] table, Line line, int square, LineIndex index) {
        long mask = line.inner(square);
        long[] written = new long[PER_SQUARE];
        boolean[] used = new boolean[PER_SQUARE];
        long subset = 0;
        do {
            long attacks = line.attacks(square, subset);
            int entry = index.of(subset);
            if (entry < 0 || entry >= PER_SQUARE) {
                throw InitChecks.failed(strategy + " " + line + " of " + Square.name(square) + ": subset "
                        + Bitboards.hex(subset) + " indexes entry " + entry + ", outside 0..63");
            }
            if (used[entry] && written[entry] != attacks) {
                throw InitChecks.failed(strategy + " " + line + " of " + Square.name(square) + ": subset "
                        + Bitboards.hex(subset) + " collides at entry " + entry + " with a different attack set");
            }
            used[entry] = true;
            written[entry] = attacks;
            table[PER_SQUARE * square + entry] = attacks;
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
    }
}
