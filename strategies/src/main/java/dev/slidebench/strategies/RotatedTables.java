package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;

/**
 * The tables of {@link RotatedBitboards}, built and checked at class initialisation: where each square
 * lies in the 90°, 45° and 315° rotated occupancies, the shift and mask that extract a diagonal's inner
 * squares, and per square and line the attacks for each inner occupancy, from the reference walk. Cold
 * code only; the lookups read these {@code static final} arrays as the constants they are.
 */
final class RotatedTables {

    /** Bit of each square in the 90°, 45° and 315° rotated occupancies. */
    static final int[] ROTATED90_BIT = new int[64];

    static final int[] ROTATED45_BIT = new int[64];
    static final int[] ROTATED315_BIT = new int[64];

    /** Shift and mask that extract the inner squares of a square's diagonal from the 45° occupancy. */
    static final int[] DIAGONAL_SHIFT = new int[64];

    static final int[] DIAGONAL_MASK = new int[64];
    /** The same for the anti-diagonal and the 315° occupancy. */
    static final int[] ANTI_DIAGONAL_SHIFT = new int[64];

    static final int[] ANTI_DIAGONAL_MASK = new int[64];

    /** {@code XXX_ATTACKS[64 * square + inner]}: attacks along the line for that inner occupancy. */
    static final long[] RANK_ATTACKS = new long[64 * 64];

    static final long[] FILE_ATTACKS = new long[64 * 64];
    static final long[] DIAGONAL_ATTACKS = new long[64 * 64];
    static final long[] ANTI_DIAGONAL_ATTACKS = new long[64 * 64];

    static final long TABLE_BYTES;

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
    }

    private RotatedTables() {}

    /** One rotation of a whole occupancy, set bit by set bit (the slow path; allocation-free). */
    static long rotate(long occupied, int[] rotatedBit) {
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
