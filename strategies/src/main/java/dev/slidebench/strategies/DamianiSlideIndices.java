package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Damiani's slide indices ("rotated indices"): instead of rotated bitboards, the board keeps one
 * 8-bit occupancy pattern per line, 8 ranks ({@code SlideIndexH}), 8 files ({@code SlideIndexV}),
 * 15 right-up diagonals ({@code SlideIndexRU}) and 15 right-down ones ({@code SlideIndexRD}), and
 * every piece placed or removed XORs one bit into each of its four lines. A lookup is then pure
 * indexing, {@code AFRhorizontal[s][SlideIndexH[row]]} and its three siblings: no occupancy is
 * masked, shifted or multiplied. The [64][256] tables hold what the seed's generator yields
 * ({@link #seedGenerator}: from the square, walk each way, adding squares until one whose bit is set
 * in the index); they are computed ray by ray, which is cheaper in a cold JVM, and checked against the
 * generator (see {@link #buildEntries}).
 *
 * <p>Square mapping. The seed numbers squares from the top left of the diagram (a8 = 0, row 0 =
 * rank 8); slidebench is LERF (a1 = 0). The translation happens once, at the boundary: every LERF
 * square coming in becomes the seed's square {@code s = square ^ 56}, and every square the
 * generator emits goes back the same way, so the indices, the line numbers
 * ({@code row}, {@code row + file}, {@code 7 - row + file}) and the table layout below are exactly
 * the seed's while every bitboard handed out is LERF:
 * <pre>
 *   seed s = 8·row + file, row 0 at the top      LERF square = s ^ 56
 *   a8 = 0  b8 = 1 … h8 = 7                 →    a8 = 56 … h8 = 63
 *   a1 = 56 … h1 = 63                       →    a1 = 0  … h1 = 7
 *   seed "up" (row − 1), "right" (file + 1)  →    north, east
 * </pre>
 * "Right up" diagonals are therefore the a1–h8 ones and "right down" the h1–a8 ones.
 *
 * <p>The stateless {@link #rookAttacks(int, long)} and {@link #bishopAttacks(int, long)} compute the
 * two indices they need from {@code occupied} with a few bit operations; the method's real use is
 * {@link #newBoard}, whose {@link Board} keeps all 46 indices incrementally.
 *
 * <p>Reference: Alessandro Damiani, "Attack detection with bitboards: alternative to 'rotated
 * bitboards'", Computer Chess Club, 5 December 1999 (seed 002), the scheme of his engine Fortress;
 * Chess Programming Wiki, "Rotated Indices". Table size: 4 × [64][256] × 8 bytes = 524,288 bytes.
 */
public final class DamianiSlideIndices extends DeclaredStrategy {

    static {
        DamianiSlideIndices built = new DamianiSlideIndices();
        InitChecks.againstReference(built);
        InitChecks.boardAgainstReference(built);
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public DamianiSlideIndices() {
        super(
                "DamianiSlideIndices",
                StrategyFamily.INCREMENTAL,
                new StrategyOrigin("Alessandro Damiani", 1999, "https://www.chessprogramming.org/Rotated_Indices"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int s = square ^ 56;
        return DamianiTables.AFR_HORIZONTAL[(s << 8) | slideIndexH(occupied, s >>> 3)]
                | DamianiTables.AFR_VERTICAL[(s << 8) | slideIndexV(occupied, s & 7)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int s = square ^ 56;
        return DamianiTables.AFB_RIGHT_UP[(s << 8) | slideIndexRU(occupied, square)]
                | DamianiTables.AFB_RIGHT_DOWN[(s << 8) | slideIndexRD(occupied, square)];
    }

    @Override
    public long tableBytes() {
        return DamianiTables.TABLE_BYTES;
    }

    /** The intended form: the 46 slide indices kept up to date by {@link Board#toggle}. */
    @Override
    public Board newBoard(long occupied) {
        return new Board(occupied);
    }

    @Override
    public boolean isIncremental() {
        return true;
    }

    /**
     * The seed's incremental state: {@code SlideIndexH[8]}, {@code SlideIndexV[8]},
     * {@code SlideIndexRU[16]} and {@code SlideIndexRD[16]}, indexed in the seed's numbering.
     * {@link #toggle} is the seed's {@code SetPiece} and {@code RemovePiece} in one: both flip the
     * square's bit in its four lines. Not thread-safe.
     */
    public static final class Board implements AttackBoard {

        private final int[] slideIndexH = new int[8];
        private final int[] slideIndexV = new int[8];
        private final int[] slideIndexRU = new int[16];
        private final int[] slideIndexRD = new int[16];
        private long occupied;

        Board(long occupied) {
            for (long rest = occupied; rest != 0; rest &= rest - 1) {
                toggle(Long.numberOfTrailingZeros(rest));
            }
        }

        @Override
        public void toggle(int square) {
            occupied ^= 1L << square;
            int s = square ^ 56;
            int row = s >>> 3;
            int file = s & 7;
            // SetPiece ORs and RemovePiece XORs these same deltas; for a toggle both are an XOR.
            int a = 1 << (7 - file);
            int b = 1 << (7 - row);
            slideIndexH[row] ^= a;
            slideIndexV[file] ^= b;
            slideIndexRU[row + file] ^= a;
            slideIndexRD[7 - row + file] ^= b;
        }

        @Override
        public long occupied() {
            return occupied;
        }

        @Override
        public long rookAttacks(int square) {
            int s = square ^ 56;
            // AttackRank(s) | AttackFile(s)
            return DamianiTables.AFR_HORIZONTAL[(s << 8) | slideIndexH[s >>> 3]]
                    | DamianiTables.AFR_VERTICAL[(s << 8) | slideIndexV[s & 7]];
        }

        @Override
        public long bishopAttacks(int square) {
            int s = square ^ 56;
            int row = s >>> 3;
            int file = s & 7;
            // AttackDiagRightUp(s) | AttackDiagRightDown(s)
            return DamianiTables.AFB_RIGHT_UP[(s << 8) | slideIndexRU[row + file]]
                    | DamianiTables.AFB_RIGHT_DOWN[(s << 8) | slideIndexRD[7 - row + file]];
        }

        /** {@code SlideIndexH[row]}, row 0 = rank 8 as in the seed. */
        public int slideIndexH(int row) {
            return slideIndexH[row];
        }

        /** {@code SlideIndexV[file]}, file 0 = a. */
        public int slideIndexV(int file) {
            return slideIndexV[file];
        }

        /** {@code SlideIndexRU[row + file]}. */
        public int slideIndexRU(int line) {
            return slideIndexRU[line];
        }

        /** {@code SlideIndexRD[7 - row + file]}. */
        public int slideIndexRD(int line) {
            return slideIndexRD[line];
        }
    }

    // Stateless indices: what the seed's SetPiece would have accumulated for the one line asked for.

    /** {@code SlideIndexH[row]}: the rank, file a on bit 7 … file h on bit 0 (the seed's {@code 1 << (7 - file)}). */
    static int slideIndexH(long occupied, int row) {
        return reverseByte((int) (occupied >>> ((row ^ 7) << 3)) & 0xFF);
    }

    /** {@code SlideIndexV[file]}: the file, rank r on bit r (the seed's {@code 1 << (7 - row)}). */
    static int slideIndexV(long occupied, int file) {
        // The h1–a8 anti-diagonal multiplier moves the a-file square of rank r to bit 56 + r, without carries.
        return (int) ((((occupied >>> file) & Bitboards.FILE_A) * Bitboards.ANTI_DIAGONAL_H1A8) >>> 56);
    }

    /** {@code SlideIndexRU} of a LERF square's a1–h8 diagonal: file f on bit 7 − f. */
    static int slideIndexRU(long occupied, int square) {
        return reverseByte(filesOf(occupied & Bitboards.diagonalMask(square)));
    }

    /** {@code SlideIndexRD} of a LERF square's h1–a8 anti-diagonal: rank r on bit r. */
    static int slideIndexRD(long occupied, int square) {
        // On the anti-diagonal rank + file = sum, so rank r sits on file sum - r: reversing the file
        // byte puts it on bit 7 - sum + r, and a shift by sum - 7 brings it to bit r.
        int sum = Square.rank(square) + Square.file(square);
        int reversed = reverseByte(filesOf(occupied & Bitboards.antiDiagonalMask(square)));
        return sum >= 7 ? (reversed << (sum - 7)) & 0xFF : reversed >>> (7 - sum);
    }

    /** A line with at most one square per rank and file (a diagonal) collapsed to its files: bit f = file f. */
    private static int filesOf(long line) {
        return (int) ((line * 0x0101010101010101L) >>> 56);
    }

    private static int reverseByte(int b) {
        return Integer.reverse(b) >>> 24;
    }
}
