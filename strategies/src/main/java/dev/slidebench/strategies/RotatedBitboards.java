package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Rotated bitboards: besides the normal occupancy, in which every rank is one contiguous byte, the
 * board keeps three rotated copies of it, in which every file (rotated 90°), every a1–h8 diagonal
 * (rotated 45°) and every h1–a8 anti-diagonal (rotated 315°) is a contiguous run of bits. One shift
 * and mask then extracts a line's occupancy, and that number indexes a per-square table of the
 * line's attacks; the two end squares of a line never change its attacks, so only the inner six
 * (fewer on short diagonals) are kept and each table is {@code [64][64]}. The price is paid on
 * every make and unmake: {@link Board#toggle} flips one bit in each of the four occupancies.
 *
 * <p><b>The stateless {@link #rookAttacks(int, long)} and {@link #bishopAttacks(int, long)} are not
 * how this method is meant to be used:</b> they rebuild the rotated occupancies from
 * {@code occupied} one set bit at a time, which costs far more than the lookup. Rotated bitboards
 * only make sense through {@link #newBoard}, whose {@link Board} keeps the rotations up to date
 * incrementally; benchmark them with the {@code incremental} and {@code perft} workloads.
 *
 * <p>Layouts (LERF in, bit numbers out): rotated 90° is the board turned clockwise, so file f is
 * byte 7 − f with rank r on bit r; rotated 45° packs the 15 diagonals one after another, from h1
 * (bit 0) to a8 (bit 63), each from its south-west end; rotated 315° packs the 15 anti-diagonals
 * from a1 (bit 0) to h8 (bit 63), each from its north-west end.
 *
 * <p>Reference: Robert Hyatt, "Rotated bitmaps, a new twist on an old idea", ICCA Journal (1999),
 * the scheme of Crafty (from 1994); found independently by Ernst A. Heinz for DarkThought; Chess
 * Programming Wiki, "Rotated Bitboards". Table size: 4 lines × 64 squares × 64 × 8 bytes = 131,072
 * bytes of attacks, plus 3 × 64 square-to-rotated-bit maps and 4 × 64 diagonal shifts and masks as
 * {@code int}s (1,792 bytes): 132,864 bytes. (The paper's form indexes all eight bits of a line,
 * {@code [64][256]}, four times larger.)
 */
public final class RotatedBitboards extends DeclaredStrategy {

    static {
        RotatedBitboards built = new RotatedBitboards();
        InitChecks.againstReference(built);
        InitChecks.boardAgainstReference(built);
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public RotatedBitboards() {
        super(
                "RotatedBitboards",
                StrategyFamily.INCREMENTAL,
                new StrategyOrigin(
                        "Robert Hyatt; Ernst A. Heinz", 1999, "https://www.chessprogramming.org/Rotated_Bitboards"),
                "");
    }

    /**
     * Correct but slow: derives the 90° rotation from {@code occupied} bit by bit on every call. Not
     * how rotated bitboards are meant to be used; see {@link #newBoard}.
     */
    @Override
    public long rookAttacks(int square, long occupied) {
        return rankAttacks(square, occupied)
                | fileAttacks(square, RotatedTables.rotate(occupied, RotatedTables.ROTATED90_BIT));
    }

    /** Correct but slow, as {@link #rookAttacks(int, long)}: rebuilds both 45° rotations per call. */
    @Override
    public long bishopAttacks(int square, long occupied) {
        return diagonalAttacks(square, RotatedTables.rotate(occupied, RotatedTables.ROTATED45_BIT))
                | antiDiagonalAttacks(square, RotatedTables.rotate(occupied, RotatedTables.ROTATED315_BIT));
    }

    @Override
    public long tableBytes() {
        return RotatedTables.TABLE_BYTES;
    }

    /** The intended form: four occupancies kept up to date by {@link Board#toggle}. */
    @Override
    public Board newBoard(long occupied) {
        return new Board(occupied);
    }

    @Override
    public boolean isIncremental() {
        return true;
    }

    /**
     * The normal occupancy and its three rotations, each updated by {@link #toggle}; lookups are one
     * shift, one mask and one table read per line. Not thread-safe.
     */
    public static final class Board implements AttackBoard {

        private long occupied;
        private long rotated90;
        private long rotated45;
        private long rotated315;

        Board(long occupied) {
            this.occupied = occupied;
            this.rotated90 = RotatedTables.rotate(occupied, RotatedTables.ROTATED90_BIT);
            this.rotated45 = RotatedTables.rotate(occupied, RotatedTables.ROTATED45_BIT);
            this.rotated315 = RotatedTables.rotate(occupied, RotatedTables.ROTATED315_BIT);
        }

        @Override
        public void toggle(int square) {
            occupied ^= 1L << square;
            rotated90 ^= 1L << RotatedTables.ROTATED90_BIT[square];
            rotated45 ^= 1L << RotatedTables.ROTATED45_BIT[square];
            rotated315 ^= 1L << RotatedTables.ROTATED315_BIT[square];
        }

        @Override
        public long occupied() {
            return occupied;
        }

        /** The occupancy turned 90° clockwise: file f is byte 7 − f, rank r its bit r. */
        public long rotated90() {
            return rotated90;
        }

        /** The a1–h8 diagonals packed from h1 (bit 0) to a8 (bit 63), each from its south-west end. */
        public long rotated45() {
            return rotated45;
        }

        /** The h1–a8 anti-diagonals packed from a1 (bit 0) to h8 (bit 63), each from its north-west end. */
        public long rotated315() {
            return rotated315;
        }

        @Override
        public long rookAttacks(int square) {
            return rankAttacks(square, occupied) | fileAttacks(square, rotated90);
        }

        @Override
        public long bishopAttacks(int square) {
            return diagonalAttacks(square, rotated45) | antiDiagonalAttacks(square, rotated315);
        }
    }

    private static long rankAttacks(int square, long occupied) {
        return RotatedTables.RANK_ATTACKS[(square << 6) | (int) (occupied >>> ((square & 56) + 1)) & 63];
    }

    private static long fileAttacks(int square, long rotated90) {
        return RotatedTables.FILE_ATTACKS[(square << 6) | (int) (rotated90 >>> (((7 - (square & 7)) << 3) + 1)) & 63];
    }

    private static long diagonalAttacks(int square, long rotated45) {
        return RotatedTables.DIAGONAL_ATTACKS[
                (square << 6)
                        | (int) (rotated45 >>> RotatedTables.DIAGONAL_SHIFT[square])
                                & RotatedTables.DIAGONAL_MASK[square]];
    }

    private static long antiDiagonalAttacks(int square, long rotated315) {
        return RotatedTables.ANTI_DIAGONAL_ATTACKS[
                (square << 6)
                        | (int) (rotated315 >>> RotatedTables.ANTI_DIAGONAL_SHIFT[square])
                                & RotatedTables.ANTI_DIAGONAL_MASK[square]];
    }
}
