package dev.slidebench.core;

/**
 * Masks, one-step shifts and printing for LERF bitboards (see {@link Square}).
 *
 * <p>Every line mask is derived from one literal, so a reader checks one hex number: the a-file,
 * rank 1, the a1–h8 diagonal and the h1–a8 anti-diagonal. A one-step shift with an east component
 * is masked with {@link #NOT_FILE_A} (a bit that left the h-file would otherwise wrap to the a-file
 * of the next rank), one with a west component with {@link #NOT_FILE_H}.
 */
public final class Bitboards {

    public static final long EMPTY = 0L;
    public static final long FULL = -1L;

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_B = FILE_A << 1;
    public static final long FILE_G = FILE_A << 6;
    public static final long FILE_H = FILE_A << 7;
    public static final long NOT_FILE_A = ~FILE_A;
    public static final long NOT_FILE_H = ~FILE_H;
    public static final long NOT_FILE_AB = ~(FILE_A | FILE_B);
    public static final long NOT_FILE_GH = ~(FILE_G | FILE_H);

    public static final long RANK_1 = 0xFFL;
    public static final long RANK_8 = RANK_1 << 56;

    /** The a1–h8 diagonal. */
    public static final long DIAGONAL_A1H8 = 0x8040201008040201L;
    /** The h1–a8 anti-diagonal. */
    public static final long ANTI_DIAGONAL_H1A8 = 0x0102040810204080L;

    /** The four board edges: the squares no slider's relevant occupancy needs. */
    public static final long EDGES = FILE_A | FILE_H | RANK_1 | RANK_8;

    private Bitboards() {}

    /** File {@code file} (0 = a). */
    public static long fileMask(int file) {
        return FILE_A << file;
    }

    /** Rank {@code rank} (0 = rank 1). */
    public static long rankMask(int rank) {
        return RANK_1 << (8 * rank);
    }

    /** The a1–h8-direction diagonal through {@code square} (the square included). */
    public static long diagonalMask(int square) {
        int shift = 8 * (Square.rank(square) - Square.file(square));
        return shift >= 0 ? DIAGONAL_A1H8 << shift : DIAGONAL_A1H8 >>> -shift;
    }

    /** The h1–a8-direction anti-diagonal through {@code square} (the square included). */
    public static long antiDiagonalMask(int square) {
        int shift = 8 * (Square.rank(square) + Square.file(square) - 7);
        return shift >= 0 ? ANTI_DIAGONAL_H1A8 << shift : ANTI_DIAGONAL_H1A8 >>> -shift;
    }

    public static long north(long b) {
        return b << 8;
    }

    public static long south(long b) {
        return b >>> 8;
    }

    public static long east(long b) {
        return (b << 1) & NOT_FILE_A;
    }

    public static long west(long b) {
        return (b >>> 1) & NOT_FILE_H;
    }

    public static long northEast(long b) {
        return (b << 9) & NOT_FILE_A;
    }

    public static long northWest(long b) {
        return (b << 7) & NOT_FILE_H;
    }

    public static long southEast(long b) {
        return (b >>> 7) & NOT_FILE_A;
    }

    public static long southWest(long b) {
        return (b >>> 9) & NOT_FILE_H;
    }

    /**
     * The squares whose occupancy can change a rook's attacks from {@code square}: its rank and file
     * without the square itself and without the last square of each ray (a blocker on the edge
     * changes nothing, since the ray ends there anyway). 10 to 12 bits.
     */
    public static long rookRelevantMask(int square) {
        long rank = rankMask(Square.rank(square)) & ~(FILE_A | FILE_H);
        long file = fileMask(Square.file(square)) & ~(RANK_1 | RANK_8);
        return (rank | file) & ~Square.bit(square);
    }

    /** As {@link #rookRelevantMask} for a bishop: both diagonals without the edges. 5 to 9 bits. */
    public static long bishopRelevantMask(int square) {
        return (diagonalMask(square) | antiDiagonalMask(square)) & ~EDGES & ~Square.bit(square);
    }

    /**
     * The next subset of {@code mask} after {@code subset} in the Carry-Rippler enumeration
     * ({@code (subset - mask) & mask}): starting from 0, it visits every subset once and returns to 0.
     */
    public static long nextSubset(long subset, long mask) {
        return (subset - mask) & mask;
    }

    /** Vertical flip (rank 1 ↔ rank 8): a byte swap. */
    public static long flipVertical(long b) {
        return Long.reverseBytes(b);
    }

    /** Horizontal mirror (file a ↔ file h): a bit reversal inside every byte. */
    public static long mirrorHorizontal(long b) {
        long k1 = 0x5555555555555555L;
        long k2 = 0x3333333333333333L;
        long k4 = 0x0f0f0f0f0f0f0f0fL;
        b = ((b >>> 1) & k1) | ((b & k1) << 1);
        b = ((b >>> 2) & k2) | ((b & k2) << 2);
        b = ((b >>> 4) & k4) | ((b & k4) << 4);
        return b;
    }

    /** The bitboard with the given squares set. */
    public static long of(int... squares) {
        long b = 0;
        for (int s : squares) {
            b |= Square.bit(s);
        }
        return b;
    }

    /**
     * An 8×8 picture, rank 8 on top and file a on the left, with {@code x} for a set bit and {@code .}
     * for an empty one, followed by the hex value; for debugging and assertion messages.
     */
    public static String pretty(long b) {
        StringBuilder out = new StringBuilder(200);
        for (int rank = 7; rank >= 0; rank--) {
            out.append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                out.append(' ').append((b >>> Square.of(file, rank) & 1) != 0 ? 'x' : '.');
            }
            out.append('\n');
        }
        out.append("   a b c d e f g h\n");
        out.append(hex(b)).append('\n');
        return out.toString();
    }

    /** {@code 0x} followed by 16 hex digits. */
    public static String hex(long b) {
        return String.format("0x%016x", b);
    }

    /**
     * Parses a bitboard written in hex, as engines print them: {@code 0x80002000000}, {@code #42} or
     * bare hex digits; underscores are allowed as separators. Decimal is not accepted, so
     * {@code 42} means 0x42.
     *
     * @throws IllegalArgumentException naming the text when it is not a 64-bit hex number
     */
    public static long parseHex(String text) {
        // Only plain spaces around the number are forgiven; a control character is part of the text.
        // Trimmed by hand: the regex " +$" went back over a long run of inner spaces at every start (quadratic).
        String digits = text == null ? "" : TextFile.stripSpaces(text).replace("_", "");
        if (digits.startsWith("0x") || digits.startsWith("0X")) {
            digits = digits.substring(2);
        } else if (digits.startsWith("#")) {
            digits = digits.substring(1);
        }
        if (digits.isEmpty()
                || digits.length() > 16
                || !digits.chars().allMatch(c -> c < 128 && Character.digit(c, 16) >= 0)) {
            throw new IllegalArgumentException("not a 64-bit hex bitboard: " + Echo.quoted(text));
        }
        return Long.parseUnsignedLong(digits, 16);
    }

    /**
     * Parses the 0/1 grids the seed documents draw: 64 digits {@code 0}/{@code 1} (any other
     * characters, such as spaces and line breaks, are ignored), rank 8 first and file a first within a
     * rank, i.e. read the way the board is drawn with white at the bottom.
     *
     * @throws IllegalArgumentException when the text holds other than 64 digits
     */
    public static long parseGrid(String grid) {
        long b = 0;
        int index = 0;
        for (int i = 0; i < grid.length(); i++) {
            char c = grid.charAt(i);
            if (c != '0' && c != '1') {
                continue;
            }
            if (index >= 64) {
                throw new IllegalArgumentException("grid has more than 64 cells");
            }
            if (c == '1') {
                int rank = 7 - index / 8;
                int file = index % 8;
                b |= Square.bit(Square.of(file, rank));
            }
            index++;
        }
        if (index != 64) {
            throw new IllegalArgumentException("grid has " + index + " cells, expected 64");
        }
        return b;
    }
}
