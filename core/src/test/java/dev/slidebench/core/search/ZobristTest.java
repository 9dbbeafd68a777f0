package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.Position;
import org.junit.jupiter.api.Test;

/**
 * {@link Zobrist} keys against an independent re-implementation of the documented scheme: SplitMix64
 * numbers drawn in turn from the fixed seed (one per piece and square, white's pawn to black's king and
 * a1 to h8 within each, then one per castling-rights value, per en passant file and for black to move),
 * XORed together for what the position holds.
 */
class ZobristTest {

    private static final long SEED = 0x5EED_5EA2_C4B3_0022L;
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    /** The n-th SplitMix64 output (n from 1) from {@link #SEED}. */
    private static long splitMix(long n) {
        long z = SEED + n * GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long piece(int colour, int type, int square) {
        return splitMix(1 + (colour * 6L + type) * 64 + square);
    }

    private static long castling(int rights) {
        return splitMix(1 + 2 * 6 * 64 + rights);
    }

    private static long enPassantFile(int file) {
        return splitMix(1 + 2 * 6 * 64 + 16 + file);
    }

    private static long blackToMove() {
        return splitMix(1 + 2 * 6 * 64 + 16 + 8);
    }

    private static long key(String fen) {
        return Zobrist.of(Position.fromFen(fen));
    }

    private static final int E1 = 4;
    private static final int E4 = 28;
    private static final int E8 = 60;

    @Test
    void whiteToMoveWithoutRightsHoldsPiecesAndTheEmptyRights() {
        long expected =
                piece(Position.WHITE, Position.KING, E1) ^ piece(Position.BLACK, Position.KING, E8) ^ castling(0);
        assertEquals(expected, key("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    @Test
    void blackToMoveAddsItsNumber() {
        long expected = piece(Position.WHITE, Position.KING, E1)
                ^ piece(Position.BLACK, Position.KING, E8)
                ^ castling(0)
                ^ blackToMove();
        assertEquals(expected, key("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    }

    @Test
    void anEnPassantSquareAddsItsFile() {
        // after e2-e4: a white pawn on e4, en passant square e3 (file e = 4), black to move
        long expected = piece(Position.WHITE, Position.KING, E1)
                ^ piece(Position.WHITE, Position.PAWN, E4)
                ^ piece(Position.BLACK, Position.KING, E8)
                ^ castling(0)
                ^ enPassantFile(4)
                ^ blackToMove();
        assertEquals(expected, key("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
    }

    @Test
    void castlingRightsSelectTheirNumber() {
        // KQkq = 1 | 2 | 4 | 8 = 15; rooks a1 = 0, h1 = 7, a8 = 56, h8 = 63
        long expected = piece(Position.WHITE, Position.KING, E1)
                ^ piece(Position.WHITE, Position.ROOK, 0)
                ^ piece(Position.WHITE, Position.ROOK, 7)
                ^ piece(Position.BLACK, Position.KING, E8)
                ^ piece(Position.BLACK, Position.ROOK, 56)
                ^ piece(Position.BLACK, Position.ROOK, 63)
                ^ castling(15);
        assertEquals(expected, key("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    }
}
