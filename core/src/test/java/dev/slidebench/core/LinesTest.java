package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The line tables behind pins and check masks, on named squares. */
class LinesTest {

    @Test
    void betweenIsStrictlyBetweenOnACommonLine() {
        assertEquals(Bitboards.of(Square.E2, Square.E3), Lines.between(Square.E1, Square.E4));
        assertEquals(Bitboards.of(Square.E2, Square.E3), Lines.between(Square.E4, Square.E1));
        assertEquals(
                Bitboards.of(Square.B2, Square.C3, Square.D4, Square.E5, Square.F6, Square.G7),
                Lines.between(Square.A1, Square.H8));
        assertEquals(0x0040201008040200L, Lines.between(Square.A1, Square.H8));
        assertEquals(Bitboards.of(Square.B1, Square.C1, Square.D1), Lines.between(Square.A1, Square.E1));
        assertEquals(0L, Lines.between(Square.E1, Square.E2));
        assertEquals(0L, Lines.between(Square.A1, Square.B3));
        assertEquals(0L, Lines.between(Square.E4, Square.E4));
    }

    @Test
    void lineRunsEdgeToEdgeThroughBothSquares() {
        assertEquals(Bitboards.DIAGONAL_A1H8, Lines.line(Square.C3, Square.E5));
        assertEquals(Bitboards.ANTI_DIAGONAL_H1A8, Lines.line(Square.B7, Square.G2));
        assertEquals(Bitboards.fileMask(4), Lines.line(Square.E1, Square.E8));
        assertEquals(Bitboards.rankMask(3), Lines.line(Square.H4, Square.A4));
        assertEquals(0L, Lines.line(Square.A1, Square.B3));
    }

    @Test
    void emptyBoardRaysAreTheReferenceOnAnEmptyBoard() {
        assertEquals(0x01010101010101FEL, Lines.rookRays(Square.A1));
        assertEquals(0x8040201008040200L, Lines.bishopRays(Square.A1));
        for (int s = 0; s < 64; s++) {
            assertEquals(RayLoop.INSTANCE.rookAttacks(s, 0L), Lines.rookRays(s));
            assertEquals(RayLoop.INSTANCE.bishopAttacks(s, 0L), Lines.bishopRays(s));
        }
    }
}
