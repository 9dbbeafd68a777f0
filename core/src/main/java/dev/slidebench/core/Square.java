package dev.slidebench.core;

/**
 * Squares as plain {@code int}s in the LERF mapping (little-endian rank-file), stated once here:
 * a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63, so {@code square = 8 * rank + file} and bit {@code i}
 * of a bitboard is square {@code i}. Files and ranks count from 0 (file a, rank 1).
 */
public final class Square {

    /** Number of squares on the board. */
    public static final int COUNT = 64;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15;
    public static final int A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23;
    public static final int A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31;
    public static final int A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39;
    public static final int A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47;
    public static final int A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {}

    /** The square on {@code file} (0 = a) and {@code rank} (0 = rank 1). */
    public static int of(int file, int rank) {
        return 8 * rank + file;
    }

    /** File 0..7 (a..h) of a square. */
    public static int file(int square) {
        return square & 7;
    }

    /** Rank 0..7 (rank 1..8) of a square. */
    public static int rank(int square) {
        return square >>> 3;
    }

    /** The single-bit bitboard of a square. */
    public static long bit(int square) {
        return 1L << square;
    }

    /** True for 0..63. */
    public static boolean isValid(int square) {
        return (square & ~63) == 0;
    }

    /** The square reflected across the middle horizontal line (a1 ↔ a8); {@code Long.reverseBytes} on a board. */
    public static int flipVertical(int square) {
        return square ^ 56;
    }

    /** The square reflected across the middle vertical line (a1 ↔ h1). */
    public static int mirrorHorizontal(int square) {
        return square ^ 7;
    }

    /** Algebraic name of a square, e.g. {@code "e4"}. */
    public static String name(int square) {
        if (!isValid(square)) {
            throw new IllegalArgumentException("not a square index (0..63): " + square);
        }
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }

    /**
     * Parses an algebraic name such as {@code "e4"} (case-insensitive).
     *
     * @throws IllegalArgumentException naming the text when it is not a square
     */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("not a square: " + Echo.quoted(name) + " (expected a1..h8)");
        }
        int file = Character.toLowerCase(name.charAt(0)) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("not a square: " + Echo.quoted(name) + " (expected a1..h8)");
        }
        return of(file, rank);
    }
}
