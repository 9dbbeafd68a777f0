package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void lerfCorners() {
        assertEquals(0, Square.A1);
        assertEquals(7, Square.H1);
        assertEquals(56, Square.A8);
        assertEquals(63, Square.H8);
        assertEquals(28, Square.E4);
    }

    @Test
    void namesRoundTrip() {
        for (int s = 0; s < 64; s++) {
            assertEquals(s, Square.parse(Square.name(s)));
        }
        assertEquals("e4", Square.name(Square.E4));
        assertEquals(Square.H8, Square.parse("H8"));
    }

    @Test
    void fileAndRank() {
        assertEquals(4, Square.file(Square.E4));
        assertEquals(3, Square.rank(Square.E4));
        assertEquals(Square.E4, Square.of(4, 3));
        assertEquals(Square.A8, Square.flipVertical(Square.A1));
        assertEquals(Square.H1, Square.mirrorHorizontal(Square.A1));
    }

    @Test
    void rejectsNonSquares() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.parse("z9"));
        assertEquals("not a square: 'z9' (expected a1..h8)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Square.parse("e"));
        assertThrows(IllegalArgumentException.class, () -> Square.parse("e44"));
        assertThrows(IllegalArgumentException.class, () -> Square.parse("i1"));
        assertThrows(IllegalArgumentException.class, () -> Square.parse("a0"));
        assertThrows(IllegalArgumentException.class, () -> Square.parse(null));
        assertThrows(IllegalArgumentException.class, () -> Square.name(64));
    }
}
