package dev.slidebench.core;

import static dev.slidebench.core.Square.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BitboardsTest {

    @Test
    void lineMasksFromOneLiteralEach() {
        assertEquals(Bitboards.of(A1, A2, A3, A4, A5, A6, A7, A8), Bitboards.FILE_A);
        assertEquals(Bitboards.of(H1, H2, H3, H4, H5, H6, H7, H8), Bitboards.FILE_H);
        assertEquals(Bitboards.of(A8, B8, C8, D8, E8, F8, G8, H8), Bitboards.RANK_8);
        assertEquals(Bitboards.of(C1, C2, C3, C4, C5, C6, C7, C8), Bitboards.fileMask(2));
        assertEquals(Bitboards.of(A3, B3, C3, D3, E3, F3, G3, H3), Bitboards.rankMask(2));
        assertEquals(Bitboards.of(A1, B2, C3, D4, E5, F6, G7, H8), Bitboards.diagonalMask(E5));
        assertEquals(Bitboards.of(B1, C2, D3, E4, F5, G6, H7), Bitboards.diagonalMask(D3));
        assertEquals(Bitboards.of(A7, B8), Bitboards.diagonalMask(B8));
        assertEquals(Bitboards.of(H1, G2, F3, E4, D5, C6, B7, A8), Bitboards.antiDiagonalMask(D5));
        assertEquals(Bitboards.of(A3, B2, C1), Bitboards.antiDiagonalMask(B2));
        assertEquals(Bitboards.of(H8), Bitboards.antiDiagonalMask(H8));
    }

    @Test
    void shiftsClipAtTheFiles() {
        assertEquals(0L, Bitboards.east(Bitboards.of(H4)));
        assertEquals(Bitboards.of(B4), Bitboards.east(Bitboards.of(A4)));
        assertEquals(0L, Bitboards.west(Bitboards.of(A4)));
        assertEquals(0L, Bitboards.northEast(Bitboards.of(H1)));
        assertEquals(Bitboards.of(G2), Bitboards.northWest(Bitboards.of(H1)));
        assertEquals(0L, Bitboards.southWest(Bitboards.of(A8)));
        assertEquals(Bitboards.of(B7), Bitboards.southEast(Bitboards.of(A8)));
        assertEquals(0L, Bitboards.north(Bitboards.of(E8)));
        assertEquals(0L, Bitboards.south(Bitboards.of(E1)));
    }

    @Test
    void flipAndMirror() {
        assertEquals(Bitboards.of(A8, C6), Bitboards.flipVertical(Bitboards.of(A1, C3)));
        assertEquals(Bitboards.of(H1, F3, A8), Bitboards.mirrorHorizontal(Bitboards.of(A1, C3, H8)));
    }

    @Test
    void relevantMasks() {
        // Rook on a1: b1..g1 and a2..a7 — 12 bits; rook on d4: 10 bits.
        assertEquals(Bitboards.of(B1, C1, D1, E1, F1, G1, A2, A3, A4, A5, A6, A7), Bitboards.rookRelevantMask(A1));
        assertEquals(10, Long.bitCount(Bitboards.rookRelevantMask(D4)));
        // Bishop on d4: c3, b2, e5, f6, g7, c5, b6, e3, f2 — 9 bits.
        assertEquals(Bitboards.of(B2, C3, E5, F6, G7, B6, C5, E3, F2), Bitboards.bishopRelevantMask(D4));
        long total = 0;
        for (int s = 0; s < 64; s++) {
            total += (1L << Long.bitCount(Bitboards.rookRelevantMask(s)))
                    + (1L << Long.bitCount(Bitboards.bishopRelevantMask(s)));
        }
        assertEquals(107_648, total, "relevant occupancies in all (algorithms.md §2)");
    }

    @Test
    void carryRipplerVisitsEverySubsetOnce() {
        long mask = Bitboards.of(B2, E5, H7);
        int count = 0;
        long seen = 0;
        long subset = 0;
        do {
            seen |= 1L << (((subset >>> B2) & 1) | ((subset >>> E5) & 1) << 1 | ((subset >>> H7) & 1) << 2);
            count++;
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        assertEquals(8, count);
        assertEquals(0xFF, seen);
    }

    @Test
    void prettyDrawsRankEightOnTop() {
        String expected = ""
                + "8  x . . . . . . .\n"
                + "7  . . . . . . . .\n"
                + "6  . . . . . . . .\n"
                + "5  . . . . . . . .\n"
                + "4  . . . . x . . .\n"
                + "3  . . . . . . . .\n"
                + "2  . . . . . . . .\n"
                + "1  . . . . . . . x\n"
                + "   a b c d e f g h\n"
                + "0x0100000010000080\n";
        assertEquals(expected, Bitboards.pretty(Bitboards.of(A8, E4, H1)));
    }

    @Test
    void parsesHexAndRejectsGarbage() {
        assertEquals(0x80002000000L, Bitboards.parseHex("0x80002000000"));
        assertEquals(0x42L, Bitboards.parseHex("#42"));
        assertEquals(-1L, Bitboards.parseHex("0xFFFF_FFFF_FFFF_FFFF"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bitboards.parseHex("xyz"));
        assertEquals("not a 64-bit hex bitboard: 'xyz'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bitboards.parseHex("0x"));
        assertThrows(IllegalArgumentException.class, () -> Bitboards.parseHex("0x10000000000000000"));
    }

    /**
     * Issue 21: trimming with the regex {@code ^ +| +$} went back over a run of inner spaces from every
     * start, so 100,000 of them took seconds and a million minutes. The timeout guards against a hang;
     * it measures nothing (the linear trim takes milliseconds).
     */
    @Test
    void aLongRunOfInnerSpacesIsRefusedAtOnce() {
        String text = "0x1" + " ".repeat(1_000_000) + "2";
        IllegalArgumentException e = assertTimeoutPreemptively(
                Duration.ofSeconds(60),
                () -> assertThrows(IllegalArgumentException.class, () -> Bitboards.parseHex(text)));
        assertTrue(e.getMessage().endsWith("' (1,000,004 characters)"), e.getMessage());
        assertEquals(0x12L, Bitboards.parseHex("  0x12   "), "spaces around the number are still forgiven");
    }

    @Test
    void parsesGridsRankEightFirst() {
        String grid = "1 0 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0\n".repeat(6) + "0 0 0 0 0 0 0 1\n";
        assertEquals(Bitboards.of(A8, H1), Bitboards.parseGrid(grid));
        assertThrows(IllegalArgumentException.class, () -> Bitboards.parseGrid("0 1 0"));
    }
}
