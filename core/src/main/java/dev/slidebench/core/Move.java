package dev.slidebench.core;

/**
 * Moves as plain {@code int}s, so that move lists are {@code int[]} and the hot path allocates
 * nothing: bits 0–5 the from-square, 6–11 the to-square, 12–14 a flag ({@link #NORMAL},
 * {@link #DOUBLE_PUSH}, {@link #CASTLE}, {@link #EN_PASSANT}, or a promotion: {@link #PROMOTION} plus
 * the piece type − 1, so that the promoted type is {@code flag - 3}). The moving and captured pieces
 * are not stored: the position's mailbox knows them. Castling is encoded as the king's move (e1g1).
 */
public final class Move {

    public static final int NORMAL = 0;
    public static final int DOUBLE_PUSH = 1;
    public static final int CASTLE = 2;
    public static final int EN_PASSANT = 3;
    /** Promotion to a knight; + 1 bishop, + 2 rook, + 3 queen. */
    public static final int PROMOTION = 4;

    private static final String PROMOTION_LETTERS = "nbrq";

    private Move() {}

    public static int of(int from, int to, int flag) {
        return from | to << 6 | flag << 12;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    public static int flag(int move) {
        return move >>> 12;
    }

    public static boolean isPromotion(int move) {
        return flag(move) >= PROMOTION;
    }

    /** The piece type a promotion makes ({@link Position#KNIGHT} … {@link Position#QUEEN}). */
    public static int promotionType(int move) {
        return flag(move) - PROMOTION + Position.KNIGHT;
    }

    /** UCI long algebraic notation: {@code e2e4}, {@code e1g1} (castling), {@code e7e8q}. */
    public static String toUci(int move) {
        String text = Square.name(from(move)) + Square.name(to(move));
        return isPromotion(move) ? text + PROMOTION_LETTERS.charAt(flag(move) - PROMOTION) : text;
    }
}
