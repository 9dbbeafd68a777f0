package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
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

    /** Bit of each square in the 90°, 45° and 315° rotated occupancies. */
    private static final int[] ROTATED90_BIT = new int[64];

    private static final int[] ROTATED45_BIT = new int[64];
    private static final int[] ROTATED315_BIT = new int[64];

    /** Shift and mask that extract the inner squares of a square's diagonal from the 45° occupancy. */
    private static final int[] DIAGONAL_SHIFT = new int[64];

    private static final int[] DIAGONAL_MASK = new int[64];
    /** The same for the anti-diagonal and the 315° occupancy. */
    private static final int[] ANTI_DIAGONAL_SHIFT = new int[64];

    private static final int[] ANTI_DIAGONAL_MASK = new int[64];

    /** {@code XXX_ATTACKS[64 * square + inner]}: attacks along the line for that inner occupancy. */
    private static final long[] RANK_ATTACKS = new long[64 * 64];

    private static final long[] FILE_ATTACKS = new long[64 * 64];
    private static final long[] DIAGONAL_ATTACKS = new long[64 * 64];
    private static final long[] ANTI_DIAGONAL_ATTACKS = new long[64 * 64];

    private static final long TABLE_BYTES;

    static {
        buildMaps();
        buildTables();
        TABLE_BYTES = 8L
                        * (RANK_ATTACKS.length
                                + FILE_ATTACKS.length
                                + DIAGONAL_ATTACKS.length
                                + ANTI_DIAGONAL_ATTACKS.length)
                + 4L
                        * (ROTATED90_BIT.length
                                + ROTATED45_BIT.length
                                + ROTATED315_BIT.length
                                + DIAGONAL_SHIFT.length
                                + DIAGONAL_MASK.length
                                + ANTI_DIAGONAL_SHIFT.length
                                + ANTI_DIAGONAL_MASK.length);
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
        return rankAttacks(square, occupied) | fileAttacks(square, rotate(occupied, ROTATED90_BIT));
    }

    /** Correct but slow, as {@link #rookAttacks(int, long)}: rebuilds both 45° rotations per call. */
    @Override
    public long bishopAttacks(int square, long occupied) {
        return diagonalAttacks(square, rotate(occupied, ROTATED45_BIT))
                | antiDiagonalAttacks(square, rotate(occupied, ROTATED315_BIT));
    }

    @Override
    public long tableBytes() {
        return TABLE_BYTES;
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
            this.rotated90 = rotate(occupied, ROTATED90_BIT);
            this.rotated45 = rotate(occupied, ROTATED45_BIT);
            this.rotated315 = rotate(occupied, ROTATED315_BIT);
        }

        @Override
        public void toggle(int square) {
            occupied ^= 1L << square;
            rotated90 ^= 1L << ROTATED90_BIT[square];
            rotated45 ^= 1L << ROTATED45_BIT[square];
            rotated315 ^= 1L << ROTATED315_BIT[square];
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
        return RANK_ATTACKS[(square << 6) | (int) (occupied >>> ((square & 56) + 1)) & 63];
    }

    private static long fileAttacks(int square, long rotated90) {
        return FILE_ATTACKS[(square << 6) | (int) (rotated90 >>> (((7 - (square & 7)) << 3) + 1)) & 63];
    }

    private static long diagonalAttacks(int square, long rotated45) {
        return DIAGONAL_ATTACKS[(square << 6) | (int) (rotated45 >>> DIAGONAL_SHIFT[square]) & DIAGONAL_MASK[square]];
    }

    private static long antiDiagonalAttacks(int square, long rotated315) {
        return ANTI_DIAGONAL_ATTACKS[
                (square << 6) | (int) (rotated315 >>> ANTI_DIAGONAL_SHIFT[square]) & ANTI_DIAGONAL_MASK[square]];
    }

    /** One rotation of a whole occupancy, set bit by set bit (the slow path; allocation-free). */
    private static long rotate(long occupied, int[] rotatedBit) {
        long rotated = 0;
        for (long rest = occupied; rest != 0; rest &= rest - 1) {
            rotated |= 1L << rotatedBit[Long.numberOfTrailingZeros(rest)];
        }
        return rotated;
    }

    private static void buildMaps() {
        for (int square = 0; square < 64; square++) {
            int file = Square.file(square);
            int rank = Square.rank(square);
            ROTATED90_BIT[square] = ((7 - file) << 3) + rank;

            // Diagonal d = rank - file + 7 runs from 0 (h1) to 14 (a8) and has 8 - |rank - file| squares.
            int diagonal = rank - file + 7;
            int diagonalStart = packedStart(diagonal);
            int diagonalLength = lineLength(diagonal);
            ROTATED45_BIT[square] = diagonalStart + Math.min(file, rank);
            DIAGONAL_SHIFT[square] = diagonalStart + 1;
            DIAGONAL_MASK[square] = innerMask(diagonalLength);

            // Anti-diagonal a = rank + file runs from 0 (a1) to 14 (h8); position counts from its a-side end.
            int antiDiagonal = rank + file;
            int antiDiagonalStart = packedStart(antiDiagonal);
            ROTATED315_BIT[square] = antiDiagonalStart + Math.min(file, 7 - rank);
            ANTI_DIAGONAL_SHIFT[square] = antiDiagonalStart + 1;
            ANTI_DIAGONAL_MASK[square] = innerMask(lineLength(antiDiagonal));
        }
        requirePermutation(ROTATED90_BIT, "90");
        requirePermutation(ROTATED45_BIT, "45");
        requirePermutation(ROTATED315_BIT, "315");
    }

    /** Length of diagonal (or anti-diagonal) number 0..14: 1, 2, …, 8, …, 2, 1. */
    private static int lineLength(int line) {
        return 8 - Math.abs(line - 7);
    }

    /** First bit of a packed line: the lengths of the lines before it. */
    private static int packedStart(int line) {
        int start = 0;
        for (int before = 0; before < line; before++) {
            start += lineLength(before);
        }
        return start;
    }

    /** The inner squares of a line of {@code length}: all but its two ends. */
    private static int innerMask(int length) {
        return length <= 2 ? 0 : (1 << (length - 2)) - 1;
    }

    private static void requirePermutation(int[] map, String rotation) {
        long seen = 0;
        for (int bit : map) {
            seen |= 1L << bit;
        }
        if (seen != -1L) {
            throw InitChecks.mismatch("rotated " + rotation + " map is not a permutation of 0..63", -1L, seen);
        }
    }

    private static void buildTables() {
        int[] unrotate90 = inverse(ROTATED90_BIT);
        int[] unrotate45 = inverse(ROTATED45_BIT);
        int[] unrotate315 = inverse(ROTATED315_BIT);
        int[] identity = new int[64]; // the rank needs no rotation: inner bit i is file i + 1
        for (int square = 0; square < 64; square++) {
            identity[square] = square;
        }
        for (int square = 0; square < 64; square++) {
            int rankShift = (square & 56) + 1;
            int fileShift = ((7 - (square & 7)) << 3) + 1;
            buildLine(RANK_ATTACKS, square, square, rankShift, 63, identity, identity, 1, 0, "rank");
            buildLine(
                    FILE_ATTACKS,
                    square,
                    ROTATED90_BIT[square],
                    fileShift,
                    63,
                    unrotate90,
                    ROTATED90_BIT,
                    0,
                    1,
                    "file");
            buildLine(
                    DIAGONAL_ATTACKS,
                    square,
                    ROTATED45_BIT[square],
                    DIAGONAL_SHIFT[square],
                    DIAGONAL_MASK[square],
                    unrotate45,
                    ROTATED45_BIT,
                    1,
                    1,
                    "diagonal");
            buildLine(
                    ANTI_DIAGONAL_ATTACKS,
                    square,
                    ROTATED315_BIT[square],
                    ANTI_DIAGONAL_SHIFT[square],
                    ANTI_DIAGONAL_MASK[square],
                    unrotate315,
                    ROTATED315_BIT,
                    -1,
                    1,
                    "anti-diagonal");
        }
    }

    /**
     * One square's entries of one line table, built for a cold JVM. Inner bit {@code i} stands for the
     * square at rotated bit {@code shift + i}; the rotations pack every line in order, so the bits
     * below the square's own rotated position are the squares on one side of it, nearest first from
     * the top, and the bits above it those on the other side, nearest first from the bottom. Each
     * side's ray depends only on the nearest set bit on that side, so a few reference walks (one per
     * inner square) give every entry as the OR of two small-table reads.
     */
    private static void buildLine(
            long[] table,
            int square,
            int ownRotatedBit,
            int shift,
            int innerMask,
            int[] squareOfRotatedBit,
            int[] rotatedBitOfSquare,
            int fileStep,
            int rankStep,
            String lineName) {
        int bits = Integer.bitCount(innerMask);
        long line = lineRays(square, 0, fileStep, rankStep);
        long[] innerSquare = new long[bits];
        for (int i = 0; i < bits; i++) {
            innerSquare[i] = unrotate(1 << i, shift, squareOfRotatedBit);
            requireOnLine(innerSquare[i], line | Square.bit(square), lineName, square, 1 << i);
            // The maps are bitwise, so a round trip of each single bit is a round trip of every index.
            requireRoundTrip(
                    (int) (rotate(innerSquare[i], rotatedBitOfSquare) >>> shift) & innerMask, lineName, square, 1 << i);
        }
        int own = ownRotatedBit - shift; // may lie outside 0..bits-1 when the square is an end of its line
        int lowBits = Math.max(0, Math.min(own, bits));
        int highStart = Math.max(0, own + 1);
        long forward = RayLoop.ray(square, 0, fileStep, rankStep);
        long backward = RayLoop.ray(square, 0, -fileStep, -rankStep);
        // The low side is the ray that holds the low inner squares, or the one without the high ones.
        long lowSide;
        if (lowBits > 0) {
            lowSide = (forward & innerSquare[0]) != 0 ? forward : backward;
        } else if (highStart < bits) {
            lowSide = (forward & innerSquare[highStart]) != 0 ? backward : forward;
        } else {
            lowSide = forward; // no inner squares: one entry, both rays
        }
        long highSide = line & ~lowSide;
        long[] low = new long[1 << lowBits];
        low[0] = lowSide;
        for (int i = 0; i < lowBits; i++) {
            long upToBlocker = lineRays(square, innerSquare[i], fileStep, rankStep) & lowSide;
            for (int part = 1 << i; part < 2 << i; part++) {
                low[part] = upToBlocker; // every part whose highest bit is i
            }
        }
        int highBits = Math.max(0, bits - highStart);
        long[] high = new long[1 << highBits];
        high[0] = highSide;
        for (int i = 0; i < highBits; i++) {
            long upToBlocker = lineRays(square, innerSquare[highStart + i], fileStep, rankStep) & highSide;
            for (int part = 1 << i; part < high.length; part += 2 << i) {
                high[part] = upToBlocker; // every part whose lowest bit is i
            }
        }
        int lowMask = (1 << lowBits) - 1;
        for (int inner = 0; inner <= innerMask; inner++) {
            table[(square << 6) | inner] = low[inner & lowMask] | high[inner >>> highStart];
        }
    }

    /** The squares an inner index stands for must lie on the square's line. */
    private static void requireOnLine(long squares, long line, String lineName, int square, int inner) {
        if ((squares & ~line) != 0) {
            throw InitChecks.failed("inner index " + inner + " of the " + lineName + " of " + Square.name(square)
                    + " decodes to squares off that line: " + Bitboards.hex(squares));
        }
    }

    /** Rotating the decoded squares and extracting the line again must give the index back. */
    private static void requireRoundTrip(int extracted, String rotation, int square, int inner) {
        if (extracted != inner) {
            throw InitChecks.failed("rotated " + rotation + " round trip of inner index " + inner + " at "
                    + Square.name(square) + " gives " + extracted);
        }
    }

    /** Both rays of one line from the reference walk. */
    private static long lineRays(int square, long occupied, int fileStep, int rankStep) {
        return RayLoop.ray(square, occupied, fileStep, rankStep) | RayLoop.ray(square, occupied, -fileStep, -rankStep);
    }

    /** The normal-board squares of the rotated bits {@code shift + i} set in {@code inner}. */
    private static long unrotate(int inner, int shift, int[] squareOfRotatedBit) {
        long occupied = 0;
        for (int i = 0; i < 6; i++) {
            if ((inner >>> i & 1) != 0) {
                occupied |= Square.bit(squareOfRotatedBit[shift + i]);
            }
        }
        return occupied;
    }

    private static int[] inverse(int[] map) {
        int[] inverse = new int[64];
        for (int square = 0; square < 64; square++) {
            inverse[map[square]] = square;
        }
        return inverse;
    }
}
