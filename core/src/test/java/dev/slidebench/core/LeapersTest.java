package dev.slidebench.core;

import static dev.slidebench.core.Square.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LeapersTest {

    @Test
    void shiftAndClipEqualsTheTablesOnEverySquare() {
        int knightMoves = 0;
        int kingMoves = 0;
        for (int s = 0; s < 64; s++) {
            long bit = Square.bit(s);
            assertEquals(Leapers.knightAttacks(s), Leapers.knightSet(bit), Square.name(s));
            assertEquals(Leapers.kingAttacks(s), Leapers.kingSet(bit), Square.name(s));
            assertEquals(Leapers.pawnAttacks(Leapers.WHITE, s), Leapers.whitePawnSet(bit), Square.name(s));
            assertEquals(Leapers.pawnAttacks(Leapers.BLACK, s), Leapers.blackPawnSet(bit), Square.name(s));
            knightMoves += Long.bitCount(Leapers.knightAttacks(s));
            kingMoves += Long.bitCount(Leapers.kingAttacks(s));
        }
        assertEquals(336, knightMoves, "knight moves over all 64 squares");
        assertEquals(420, kingMoves, "king moves over all 64 squares");
    }

    @Test
    void setwiseKnightsAreTheUnionOfSingleKnights() {
        long knights = Bitboards.of(A1, H8, D4, G2, B7);
        long union = 0;
        for (long k = knights; k != 0; k &= k - 1) {
            union |= Leapers.knightAttacks(Long.numberOfTrailingZeros(k));
        }
        assertEquals(union, Leapers.knightSet(knights));
    }

    @Test
    void namedCases() {
        assertEquals(Bitboards.of(B3, C2), Leapers.knightAttacks(A1));
        assertEquals(Bitboards.of(F7, G6), Leapers.knightAttacks(H8));
        assertEquals(Bitboards.of(A2, B2, B1), Leapers.kingAttacks(A1));
        assertEquals(Bitboards.of(D5, F5), Leapers.pawnAttacks(Leapers.WHITE, E4));
        assertEquals(Bitboards.of(G3), Leapers.pawnAttacks(Leapers.BLACK, H4));
        assertEquals(Bitboards.of(B3), Leapers.pawnAttacks(Leapers.WHITE, A2));
    }
}
