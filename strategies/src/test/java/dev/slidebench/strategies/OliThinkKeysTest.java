package dev.slidebench.strategies;

import static dev.slidebench.core.Square.C1;
import static dev.slidebench.core.Square.D1;
import static dev.slidebench.core.Square.E1;
import static dev.slidebench.core.Square.E2;
import static dev.slidebench.core.Square.E3;
import static dev.slidebench.core.Square.E4;
import static dev.slidebench.core.Square.E5;
import static dev.slidebench.core.Square.E6;
import static dev.slidebench.core.Square.E7;
import static dev.slidebench.core.Square.E8;
import static dev.slidebench.core.Square.F1;
import static dev.slidebench.core.Square.G1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * The seed's scheme (seed 004, CPW "Sliding Piece Attacks in OliThink") worked through by hand:
 * the keys of the start position, the {@code rays[(f << 7) | key | offset]} layout with the x-ray
 * half at {@code + 0x8000}, and OliThink's use of it, finding a pinned piece. The seed prints the
 * formulas, not numbers; each value below was computed on paper from those formulas.
 */
class OliThinkKeysTest {

    /** The start position: ranks 1, 2, 7 and 8 full. */
    private static final long START = 0xFFFF00000000FFFFL;

    private final OliThinkKeys strategy = new OliThinkKeys();

    @Test
    void tableIsOneRaysArrayOf0x10000EntriesPlusTwoMasks() {
        // "8 times 8K bitboards (512 Kbyte in total)": 0x10000 × 8 bytes, plus bmask45 and bmask135, 64 × 8 bytes each.
        assertEquals(0x10000L * 8 + 2L * 64 * 8, strategy.tableBytes());
        assertEquals(525_312L, strategy.tableBytes());
        assertEquals("OliThinkKeys", strategy.name());
        assertTrue(strategy.hasStoredXray());
        assertFalse(strategy.isIncremental());
    }

    @Test
    void keysOfTheStartPosition() {
        // key000: (b >> (f & 56)) & 0x7E; rank 1 is full, so files b..g: 0x7E.
        assertEquals(0x7E, OliThinkKeys.key000(START, E1));
        // key090 of e1: e2 (rank 2) lands on key bit 6, e7 (rank 7) on key bit 1; e1 and e8 fall out.
        assertEquals(0x42, OliThinkKeys.key090(START, E1));
        // key045 of c1: its diagonal c1-d2-e3-f4-g5-h6 holds c1 and d2: files c and d, bits 2 and 3.
        assertEquals(0x0C, OliThinkKeys.key045(START, C1));
        // key135 of f1: its anti-diagonal f1-e2-d3-c4-b5-a6 holds f1 and e2: files f and e, bits 5 and 4.
        assertEquals(0x30, OliThinkKeys.key135(START, F1));
    }

    @Test
    void raysLayoutForTheKingSquareOfTheStartPosition() {
        // f << 7 for e1 = 4 << 7 = 0x200.
        // RATT1(e1) = rays[0x200 | 0x7E]: d1 and f1.
        assertEquals(Bitboards.of(D1, F1), OliThinkKeys.rays(0x027E));
        assertEquals(0x28L, OliThinkKeys.rays(0x027E));
        // RATT2(e1) = rays[0x200 | 0x42 | 0x2000]: e2 only.
        assertEquals(0x1000L, OliThinkKeys.rays(0x2242));
        // RXRAY1(e1) = rays[0x200 | 0x7E | 0x8000]: behind d1 and f1, c1 and g1.
        assertEquals(Bitboards.of(C1, G1), OliThinkKeys.rays(0x827E));
        // RXRAY2(e1) = rays[0x200 | 0x42 | 0xA000]: behind e2, everything up to and including e7.
        assertEquals(Bitboards.of(E3, E4, E5, E6, E7), OliThinkKeys.rays(0xA242));
        assertEquals(0x0010101010100000L, OliThinkKeys.rays(0xA242));

        assertEquals(0x28L | 0x1000L, strategy.rookAttacks(E1, START));
        assertEquals(0x44L | 0x0010101010100000L, strategy.rookXray(E1, START));
    }

    @Test
    void xraysComeFromTheUpperHalfOfTheTable() {
        long occupied = 0x5A3C_9966_0FF0_A55AL;
        for (int square = 0; square < 64; square++) {
            int base = (square << 7) | OliThinkKeys.XRAY;
            long rook = OliThinkKeys.rays(base | OliThinkKeys.key000(occupied, square))
                    | OliThinkKeys.rays(base | OliThinkKeys.key090(occupied, square) | OliThinkKeys.FILE);
            long bishop = OliThinkKeys.rays(base | OliThinkKeys.key045(occupied, square) | OliThinkKeys.DIAGONAL)
                    | OliThinkKeys.rays(base | OliThinkKeys.key135(occupied, square) | OliThinkKeys.ANTI_DIAGONAL);
            assertEquals(rook, strategy.rookXray(square, occupied));
            assertEquals(bishop, strategy.bishopXray(square, occupied));
        }
        // and the upper half really differs from the lower: the x-ray of e1 in the start position is not its attack set
        assertNotEquals(OliThinkKeys.rays(0x2242), OliThinkKeys.rays(0xA242));
    }

    @Test
    void pinnedPieceAsOliThinkFindsIt() {
        // White king e1, white knight e4, black rook e8. OliThink's pinnedPieces: x-rays from the king
        // that hit an enemy slider, intersected with that slider's attacks and the king's attacks.
        long occupied = Bitboards.of(E1, E4, E8);
        long xray = strategy.rookXray(E1, occupied);
        assertEquals(Bitboards.of(E5, E6, E7, E8), xray);
        assertEquals(0x1010101000000000L, xray);
        // OliThink's own x-ray entry is only the second blocker: xray & occupied.
        assertEquals(Bitboards.of(E8), xray & occupied);
        long pinned = strategy.rookAttacks(E8, occupied) & strategy.rookAttacks(E1, occupied);
        assertEquals(Bitboards.of(E4), pinned);
        // the same answer as the reference walk
        assertEquals(RayLoop.INSTANCE.rookAttacks(E8, occupied) & RayLoop.INSTANCE.rookAttacks(E1, occupied), pinned);
        assertEquals(Bitboards.of(E2, E3, E4) | 0xEFL, strategy.rookAttacks(E1, occupied));
    }

    @Test
    void lineRaysAreBothHalvesOfALineUpToTheBlockers() {
        long occupied = Bitboards.of(Square.B4, Square.G4, Square.E7);
        // The rank through e4: d4, c4, b4 (blocker) one way, f4, g4 (blocker) the other.
        assertEquals(
                Bitboards.of(Square.B4, Square.C4, Square.D4, Square.F4, Square.G4),
                OliThinkKeys.lineRays(Square.E4, occupied, 1, 0));
        // The file through e4: e5, e6, e7 (blocker) up, e3, e2, e1 down to the edge.
        assertEquals(
                Bitboards.of(Square.E5, Square.E6, Square.E7, Square.E3, Square.E2, Square.E1),
                OliThinkKeys.lineRays(Square.E4, occupied, 0, 1));
    }

    @Test
    void metadata() {
        OliThinkKeys strategy = new OliThinkKeys();
        assertEquals("mul64", strategy.needs(), "the key multiplies the masked line");
        assertEquals("Oliver Brausch", strategy.origin().authors());
        assertEquals(2008, strategy.origin().year());
    }
}
