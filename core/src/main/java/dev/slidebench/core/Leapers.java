package dev.slidebench.core;

import static dev.slidebench.core.Bitboards.NOT_FILE_A;
import static dev.slidebench.core.Bitboards.NOT_FILE_AB;
import static dev.slidebench.core.Bitboards.NOT_FILE_GH;
import static dev.slidebench.core.Bitboards.NOT_FILE_H;

/**
 * Knight, king and pawn attacks, which need no occupancy.
 *
 * <p>Two forms of each leaper, proven equal on every square by the tests: the set-wise shift-and-clip
 * form the seeds compute (knight: shifts by 6, 10, 15 and 17; king: 1, 7, 8 and 9; each shift that
 * moves east masked so nothing wraps from the h-file to the a-file, and the other way round), and
 * 64-entry tables filled from it. The set-wise knight form is TAOCP 7.1.3 exercise 143's {@code f(x)}.
 */
public final class Leapers {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** [colour][square]: 0 = white (captures north), 1 = black (captures south). */
    private static final long[][] PAWN = new long[2][64];

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    private static final int[][] KNIGHT_JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
    };
    private static final int[][] KING_STEPS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    static {
        // The tables are filled by stepping over (file, rank) offsets with a bounds check, a method
        // independent of the shift-and-clip form, so that the tests comparing the two mean something.
        for (int square = 0; square < 64; square++) {
            KNIGHT[square] = offsets(square, KNIGHT_JUMPS);
            KING[square] = offsets(square, KING_STEPS);
            PAWN[WHITE][square] = offsets(square, new int[][] {{-1, 1}, {1, 1}});
            PAWN[BLACK][square] = offsets(square, new int[][] {{-1, -1}, {1, -1}});
        }
    }

    private static long offsets(int square, int[][] steps) {
        long targets = 0;
        for (int[] step : steps) {
            int file = Square.file(square) + step[0];
            int rank = Square.rank(square) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                targets |= Square.bit(Square.of(file, rank));
            }
        }
        return targets;
    }

    private Leapers() {}

    /**
     * Every square a knight of {@code knights} reaches in one move (TAOCP 7.1.3 ex. 143): each
     * shift is applied to the knights that can make that jump without leaving the board sideways.
     * Example: {@code knightSet(0x42) == 0xa51800} (the white knights on b1 and g1 reach a3, c3, d2,
     * e2, f3 and h3).
     */
    public static long knightSet(long knights) {
        return ((knights & NOT_FILE_H) << 17) // up 2, right 1
                | ((knights & NOT_FILE_A) << 15) // up 2, left 1
                | ((knights & NOT_FILE_GH) << 10) // up 1, right 2
                | ((knights & NOT_FILE_AB) << 6) // up 1, left 2
                | ((knights & NOT_FILE_GH) >>> 6) // down 1, right 2
                | ((knights & NOT_FILE_AB) >>> 10) // down 1, left 2
                | ((knights & NOT_FILE_H) >>> 15) // down 2, right 1
                | ((knights & NOT_FILE_A) >>> 17); // down 2, left 1
    }

    /** Every square a king of {@code kings} reaches in one step. */
    public static long kingSet(long kings) {
        long notH = kings & NOT_FILE_H;
        long notA = kings & NOT_FILE_A;
        return (notA << 7)
                | (kings << 8)
                | (notH << 9)
                | (notH << 1)
                | (notH >>> 7)
                | (kings >>> 8)
                | (notA >>> 9)
                | (notA >>> 1);
    }

    /** Squares attacked by white pawns (diagonally north). */
    public static long whitePawnSet(long pawns) {
        return ((pawns & NOT_FILE_A) << 7) | ((pawns & NOT_FILE_H) << 9);
    }

    /** Squares attacked by black pawns (diagonally south). */
    public static long blackPawnSet(long pawns) {
        return ((pawns & NOT_FILE_H) >>> 7) | ((pawns & NOT_FILE_A) >>> 9);
    }

    /** Knight moves from one square, from the table. */
    public static long knightAttacks(int square) {
        return KNIGHT[square];
    }

    /** King moves from one square, from the table. */
    public static long kingAttacks(int square) {
        return KING[square];
    }

    /** Squares a pawn of {@code colour} ({@link #WHITE} or {@link #BLACK}) on {@code square} attacks. */
    public static long pawnAttacks(int colour, int square) {
        return PAWN[colour][square];
    }

    /** The seeds' form: a knight's moves not landing on its own side's pieces. */
    public static long knightMoves(long knight, long ownSide) {
        return knightSet(knight) & ~ownSide;
    }

    /**
     * The seeds' "incomplete" king moves: one step in each direction, minus its own side's pieces.
     * Squares the enemy attacks are not excluded here; the move generator does that.
     */
    public static long kingMovesIncomplete(long king, long ownSide) {
        return kingSet(king) & ~ownSide;
    }
}
