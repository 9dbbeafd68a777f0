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
            long ends;
            switch (this) {
                case RANK:
                    ends = Bitboards.FILE_A | Bitboards.FILE_H;
                    break;
                case FILE:
                    ends = Bitboards.RANK_1 | Bitboards.RANK_8;
                    break;
                default:
                    ends = Bitboards.EDGES; // a diagonal's two ends are its only edge squares
                    break;
            }
            return through(square) & ~ends;
        }

        /** The reference attacks along this line only: both directions, each up to the first blocker. */
        long attacks(int square, long occupied) {
            return RayLoop.ray(square, occupied, fileStep, rankStep)
                    | RayLoop.ray(square, occupied, -fileStep, -rankStep);
        }
    }

    /**
     * The index a strategy's formula gives an occupancy of a square's line. Strategies implement it
     * with an enum rather than lambdas: the first lambda of a JVM costs its bootstrap, milliseconds of
     * start-up that the table itself does not need.
     */
    interface LineIndex {
        int of(int square, long occupied);
    }

    /** The rank's index for every strategy here: its six inner squares are a shift away. */
    static final LineIndex RANK_INDEX = new LineIndex() {
        @Override
        public int of(int square, long occupied) {
            return rankIndex(square, occupied);
        }
    };

    private LineTables() {}

    /**
     * Fills the four line tables of one square: the rank by {@link #RANK_INDEX}, the other lines by
     * the strategy's own formulas.
     */
    static void fillSquare(
            String strategy,
            int square,
            long[][] tables,
            LineIndex fileIndex,
            LineIndex diagonalIndex,
            LineIndex antiDiagonalIndex) {
        fill(strategy, tables[0], Line.RANK, square, RANK_INDEX);
        fill(strategy, tables[1], Line.FILE, square, fileIndex);
        fill(strategy, tables[2], Line.DIAGONAL, square, diagonalIndex);
        fill(strategy, tables[3], Line.ANTI_DIAGONAL, square, antiDiagonalIndex);
    }

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
            int entry = index.of(square, subset);
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
