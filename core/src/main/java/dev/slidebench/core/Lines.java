package dev.slidebench.core;

/**
 * Line geometry between two squares, which legal move generation needs for pins and checks:
 * {@link #between} (the squares strictly between two squares on a common rank, file or diagonal) and
 * {@link #line} (the whole board-wide line through both), plus the empty-board rook and bishop rays
 * used to find the pieces that could pin or check at all.
 *
 * <p>Every table is filled from {@link RayLoop#ray}, the reference walk, so no second ray walk exists.
 * Stockfish keeps the same pair of tables ({@code BetweenBB}, {@code LineBB}, src/bitboard.cpp) for the
 * same purpose. Size: 2 × 4096 + 2 × 64 longs (65 KiB).
 */
public final class Lines {

    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    /** {file step, rank step}: the four rook directions, then the four bishop directions. */
    private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    static {
        for (int from = 0; from < 64; from++) {
            ROOK_RAYS[from] = RayLoop.INSTANCE.rookAttacks(from, 0L);
            BISHOP_RAYS[from] = RayLoop.INSTANCE.bishopAttacks(from, 0L);
            for (int[] d : DIRECTIONS) {
                long ray = RayLoop.ray(from, 0L, d[0], d[1]);
                long wholeLine = ray | RayLoop.ray(from, 0L, -d[0], -d[1]) | Square.bit(from);
                for (long rest = ray; rest != 0; rest &= rest - 1) {
                    int to = Long.numberOfTrailingZeros(rest);
                    // The ray stopped by a blocker on 'to' is exactly the squares up to 'to'.
                    BETWEEN[from << 6 | to] = RayLoop.ray(from, Square.bit(to), d[0], d[1]) & ~Square.bit(to);
                    LINE[from << 6 | to] = wholeLine;
                }
            }
        }
    }

    private Lines() {}

    /**
     * The squares strictly between {@code a} and {@code b} when they share a rank, file or diagonal,
     * else 0. Example: {@code between(E1, E4) == E2|E3}; {@code between(A1, B3) == 0}.
     */
    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    /**
     * The whole line (edge to edge) through {@code a} and {@code b}, both included, when they share a
     * rank, file or diagonal, else 0. Example: {@code line(C3, E5)} is the a1–h8 diagonal.
     */
    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }

    /** What a rook on {@code square} attacks on an empty board. */
    public static long rookRays(int square) {
        return ROOK_RAYS[square];
    }

    /** What a bishop on {@code square} attacks on an empty board. */
    public static long bishopRays(int square) {
        return BISHOP_RAYS[square];
    }
}
