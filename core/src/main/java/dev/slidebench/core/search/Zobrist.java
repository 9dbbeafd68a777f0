package dev.slidebench.core.search;

import dev.slidebench.core.Move;
import dev.slidebench.core.Position;

/**
 * Zobrist hash keys of positions (Albert L. Zobrist, "A New Hashing Method with Application for Game
 * Playing", 1970): one random 64-bit number per (piece, square), per castling-rights value, per en
 * passant file and for black to move, XORed together. The numbers come from SplitMix64 (Steele, Lea
 * and Flood, 2014) from a fixed seed, so every run and every strategy sees the same keys.
 *
 * <p>{@link #beforeMove} and {@link #afterMove} update a key around {@link Position#makeMove} in a
 * handful of XORs; {@link #of} computes one from scratch (for the root, and for tests of the update).
 */
final class Zobrist {

    private static final long SEED = 0x5EED_5EA2_C4B3_0022L;

    /** [piece = colour << 3 | type][square]. */
    private static final long[][] PIECE_SQUARE = new long[16][64];

    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    private static final long BLACK_TO_MOVE;

    static {
        long state = SEED;
        for (int colour = Position.WHITE; colour <= Position.BLACK; colour++) {
            for (int type = Position.PAWN; type <= Position.KING; type++) {
                for (int square = 0; square < 64; square++) {
                    state += 0x9E3779B97F4A7C15L;
                    PIECE_SQUARE[colour << 3 | type][square] = mix(state);
                }
            }
        }
        for (int rights = 0; rights < 16; rights++) {
            state += 0x9E3779B97F4A7C15L;
            CASTLING[rights] = mix(state);
        }
        for (int file = 0; file < 8; file++) {
            state += 0x9E3779B97F4A7C15L;
            EN_PASSANT_FILE[file] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {}

    /** SplitMix64's output function. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The key of {@code position}, from scratch. */
    static long of(Position position) {
        long key = 0;
        for (int square = 0; square < 64; square++) {
            int piece = position.pieceAt(square);
            if (piece != Position.NO_PIECE) {
                key ^= PIECE_SQUARE[piece][square];
            }
        }
        return key ^ stateKey(position);
    }

    /** Castling rights, en passant file and side to move: the part of a key outside the pieces. */
    private static long stateKey(Position position) {
        long key = CASTLING[position.castlingRights()];
        int ep = position.enPassantSquare();
        if (ep != Position.NO_SQUARE) {
            key ^= EN_PASSANT_FILE[ep & 7];
        }
        return position.sideToMove() == Position.BLACK ? key ^ BLACK_TO_MOVE : key;
    }

    /**
     * {@code key} with the pieces moved by {@code move} and the old state taken out; called before
     * the move is made. {@link #afterMove} puts the new state in.
     */
    static long beforeMove(Position position, long key, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int flag = Move.flag(move);
        int piece = position.pieceAt(from);
        int captured = position.pieceAt(to);
        key ^= stateKey(position) ^ PIECE_SQUARE[piece][from];
        if (captured != Position.NO_PIECE) {
            key ^= PIECE_SQUARE[captured][to];
        }
        int colour = piece & ~7;
        if (flag >= Move.PROMOTION) {
            key ^= PIECE_SQUARE[colour | Move.promotionType(move)][to];
        } else {
            key ^= PIECE_SQUARE[piece][to];
        }
        if (flag == Move.EN_PASSANT) {
            key ^= PIECE_SQUARE[(colour ^ 8) | Position.PAWN][to ^ 8];
        } else if (flag == Move.CASTLE) {
            int rook = colour | Position.ROOK;
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            key ^= PIECE_SQUARE[rook][rookFrom] ^ PIECE_SQUARE[rook][rookTo];
        }
        return key;
    }

    /** {@code key} from {@link #beforeMove} completed with the state of the position after the move. */
    static long afterMove(Position position, long key) {
        return key ^ stateKey(position);
    }
}
