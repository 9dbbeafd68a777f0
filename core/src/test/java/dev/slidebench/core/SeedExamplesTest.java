package dev.slidebench.core;

import static dev.slidebench.core.Square.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The worked examples of the seed documents ({@code shared/seeds/}), each translated from the seed's
 * own drawing into LERF once, at this boundary.
 */
class SeedExamplesTest {

    /** TAOCP 7.1.3 exercise 143: the white knights at the start, x = #42 (b1, g1), give f(x) = #a51800. */
    @Test
    void taocpExercise143() {
        // Knuth's bit numbering here is LERF already: #42 = bits 1 and 6 = b1 and g1, the white knights.
        assertEquals(Bitboards.of(B1, G1), 0x42L);
        assertEquals(0xa51800L, Leapers.knightSet(0x42L));
        // #a51800 = bits 11, 12, 16, 18, 21, 23 = d2, e2, a3, c3, f3, h3.
        assertEquals(Bitboards.of(D2, E2, A3, C3, F3, H3), 0xa51800L);
    }

    /**
     * Seed 000, BlackKnightValid. The seed writes each bitboard as one line of 64 digits, the top rank
     * (rank 8) first and file a first within a rank: digit i is square i ^ 56 in LERF, which is what
     * {@link Bitboards#parseGrid} reads. Its drawing puts the black knight on d4 (row 4, column 3 of the
     * picture; digit 35 of its {@code Piece[...]} line, and 35 ^ 56 = 27 = d4): the seed's label
     * "Piece[B4]" disagrees with its own drawing and bits, and the bits are what the worked example uses.
     */
    @Test
    void seed000BlackKnightValid() {
        long knight = Bitboards.parseGrid(
                "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0");
        long allBlack = Bitboards.parseGrid(
                "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 1 0 1 1 0 0 0 0 0 1 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0");
        long knightValid = Bitboards.parseGrid(
                "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 1 0 0 0 0 1 0 1 0 0 0 0 0 0 0 0 0 0 0");
        // The picture in LERF: black king c6, pawns c5 e5 f4, knights f5 and d4 (the one that moves).
        assertEquals(Bitboards.of(D4), knight);
        assertEquals(Bitboards.of(C6, C5, E5, F5, D4, F4), allBlack);
        // d4's eight targets b3 b5 c2 c6 e2 e6 f3 f5, minus its own side's c6 and f5.
        assertEquals(Bitboards.of(B3, B5, C2, E2, E6, F3), knightValid);
        assertEquals(knightValid, Leapers.knightMoves(knight, allBlack));
        assertEquals(knightValid, Leapers.knightAttacks(D4) & ~allBlack);
    }

    /**
     * Seed 001, BlackKingValid (incomplete form): the king on f4. The seed draws 8×8 grids with rank 8
     * on top and file a on the left, i.e. LERF read as a picture ({@link Bitboards#parseGrid}).
     */
    @Test
    void seed001BlackKingValidIncomplete() {
        long king = Bitboards.parseGrid(""
                + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n"
                + "0 0 0 0 0 1 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n");
        long allBlack = Bitboards.parseGrid(""
                + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 1 0\n"
                + "0 0 1 1 0 1 1 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n");
        long kingValid = Bitboards.parseGrid(""
                + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 1 1 0 0\n"
                + "0 0 0 0 1 0 0 0\n" + "0 0 0 0 1 1 1 0\n" + "0 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n");
        assertEquals(Bitboards.of(F4), king);
        // Black: knight g5, knight c4, pawns d4 g4, and the king f4.
        assertEquals(Bitboards.of(G5, C4, D4, F4, G4), allBlack);
        assertEquals(Bitboards.of(E5, F5, E4, E3, F3, G3), kingValid);
        // The seed's intermediate: all eight neighbours of f4 before the own-side mask.
        assertEquals(Bitboards.of(E5, F5, G5, E4, G4, E3, F3, G3), Leapers.kingSet(king));
        assertEquals(kingValid, Leapers.kingMovesIncomplete(king, allBlack));
        assertEquals(kingValid, Leapers.kingAttacks(F4) & ~allBlack);
    }
}
