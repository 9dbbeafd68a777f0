package dev.slidebench.core;

import static dev.slidebench.core.Square.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Hand-checked cases for the reference, with named squares: its answers are derived on paper, not by code. */
class RayLoopTest {

    private final RayLoop ray = RayLoop.INSTANCE;

    private static void assertSet(long expected, long actual) {
        assertEquals(Bitboards.pretty(expected), Bitboards.pretty(actual));
    }

    @Test
    void rookInTheCornerOfAnEmptyBoard() {
        assertSet(Bitboards.of(B1, C1, D1, E1, F1, G1, H1, A2, A3, A4, A5, A6, A7, A8), ray.rookAttacks(A1, 0));
        assertSet(Bitboards.of(A8, B8, C8, D8, E8, F8, G8, H1, H2, H3, H4, H5, H6, H7), ray.rookAttacks(H8, 0));
    }

    @Test
    void bishopInTheCornerOfAnEmptyBoard() {
        assertSet(Bitboards.of(B2, C3, D4, E5, F6, G7, H8), ray.bishopAttacks(A1, 0));
        assertSet(Bitboards.of(G2, F3, E4, D5, C6, B7, A8), ray.bishopAttacks(H1, 0));
    }

    @Test
    void rookOnAnEdge() {
        assertSet(Bitboards.of(A4, B4, C4, E4, F4, G4, H4, D1, D2, D3, D5, D6, D7, D8), ray.rookAttacks(D4, 0));
        assertSet(Bitboards.of(A5, B5, C5, D5, E5, F5, G5, H1, H2, H3, H4, H6, H7, H8), ray.rookAttacks(H5, 0));
    }

    @Test
    void fullBoardGivesTheNeighboursOnly() {
        assertSet(Bitboards.of(D3, D5, C4, E4), ray.rookAttacks(D4, -1L));
        assertSet(Bitboards.of(C3, E3, C5, E5), ray.bishopAttacks(D4, -1L));
        assertSet(Bitboards.of(B1, A2), ray.rookAttacks(A1, -1L));
        assertSet(Bitboards.of(G7), ray.bishopAttacks(H8, -1L));
    }

    @Test
    void blockersAdjacentAndFar() {
        // The worked example of the SlidingAttacks Javadoc: rook d4, pieces on b4, d6, g1 (and d4 itself).
        long occupied = Bitboards.of(B4, D4, D6, G1);
        assertSet(Bitboards.of(B4, C4, E4, F4, G4, H4, D1, D2, D3, D5, D6), ray.rookAttacks(D4, occupied));
        // Adjacent blockers on every side of a bishop on e5.
        assertSet(Bitboards.of(D4, F4, D6, F6), ray.bishopAttacks(E5, Bitboards.of(D4, F4, D6, F6, A1, H8)));
        // Far blockers: bishop on c1 with a blocker on h6 and one on a3.
        assertSet(Bitboards.of(D2, E3, F4, G5, H6, B2, A3), ray.bishopAttacks(C1, Bitboards.of(H6, A3)));
    }

    @Test
    void ownSquareInTheOccupancyChangesNothing() {
        long occupied = Bitboards.of(B4, D6, G1);
        assertEquals(ray.rookAttacks(D4, occupied), ray.rookAttacks(D4, occupied | Square.bit(D4)));
        assertEquals(ray.bishopAttacks(D4, occupied), ray.bishopAttacks(D4, occupied | Square.bit(D4)));
        assertSet(
                Bitboards.of(B4, C4, E4, F4, G4, H4, D1, D2, D3, D5, D6),
                ray.rookAttacks(D4, occupied | Square.bit(D4)));
    }

    @Test
    void queenIsRookAndBishop() {
        assertSet(Bitboards.of(B1, C1, A2, B2), ray.queenAttacks(A1, Bitboards.of(C1, A2, B2)));
    }

    @Test
    void defaultXrayFollowsItsDefinition() {
        // Rook on a1, blockers a3 and a6: the x-ray beyond a3 reaches a4..a6.
        assertSet(Bitboards.of(A4, A5, A6), ray.rookXray(A1, Bitboards.of(A3, A6)));
        // Bishop on c1, blockers e3 and g5: the x-ray beyond e3 is f4, g5.
        assertSet(Bitboards.of(F4, G5), ray.bishopXray(C1, Bitboards.of(E3, G5)));
    }

    @Test
    void attackSetCountsOnTheEmptyBoard() {
        // Every rook sees 14 squares on an empty board; bishops see 7 (corners/edges) to 13 (centre): 560 in all.
        int bishopTotal = 0;
        for (int s = 0; s < 64; s++) {
            assertEquals(14, Long.bitCount(ray.rookAttacks(s, 0)), Square.name(s));
            bishopTotal += Long.bitCount(ray.bishopAttacks(s, 0));
        }
        assertEquals(560, bishopTotal);
    }
}
