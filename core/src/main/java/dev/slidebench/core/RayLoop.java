package dev.slidebench.core;

/**
 * The reference: walks square by square along each line until it leaves the board or lands on an
 * occupied square, which it includes. Written to be obviously right rather than fast, because every
 * other strategy and every lookup table is checked against it.
 *
 * <p>Reference: folklore from mailbox-era move generation (Chess Programming Wiki, "Sliding Pieces").
 * Table size: none.
 */
public final class RayLoop implements SlidingAttacks {

    /** {file step, rank step} of the four rook directions: north, east, south, west. */
    private static final int[][] ROOK_DIRECTIONS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    /** {file step, rank step} of the four bishop directions: north-east, south-east, south-west, north-west. */
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    /** A shared instance; the class holds no state. */
    public static final RayLoop INSTANCE = new RayLoop();

    @Override
    public String name() {
        return "RayLoop";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return slide(square, occupied, ROOK_DIRECTIONS);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return slide(square, occupied, BISHOP_DIRECTIONS);
    }

    @Override
    public long tableBytes() {
        return 0;
    }

    /** The squares from {@code square} towards one direction, up to and including the first occupied one. */
    public static long ray(int square, long occupied, int fileStep, int rankStep) {
        long attacks = 0;
        int file = Square.file(square) + fileStep;
        int rank = Square.rank(square) + rankStep;
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            long bit = Square.bit(Square.of(file, rank));
            attacks |= bit;
            if ((occupied & bit) != 0) {
                break;
            }
            file += fileStep;
            rank += rankStep;
        }
        return attacks;
    }

    private static long slide(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] direction : directions) {
            attacks |= ray(square, occupied, direction[0], direction[1]);
        }
        return attacks;
    }

    // -- metadata (family, origin, needs) ------------------------------------------------------

    @Override
    public StrategyFamily family() {
        return StrategyFamily.COMPUTED;
    }

    @Override
    public StrategyOrigin origin() {
        return new StrategyOrigin("", 0, "https://www.chessprogramming.org/Sliding_Pieces");
    }

    @Override
    public String needs() {
        return "";
    }
}
