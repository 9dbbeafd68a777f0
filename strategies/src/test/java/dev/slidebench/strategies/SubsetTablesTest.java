package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * The checks {@link SubsetTables#fill} makes while a strategy builds its tables at class initialisation, for the
 * additive ray-by-ray fill (against the reference walked once per subset) and for the general one.
 */
class SubsetTablesTest {

    @Test
    void everySubsetOfEverySquareGetsTheReferenceAttacks() {
        for (int slot = 0; slot < 128; slot++) {
            boolean rook = slot < 64;
            int square = slot & 63;
            long mask = SubsetTables.relevantMask(rook, square);
            int size = 1 << Long.bitCount(mask);
            long[] table = new long[size + 3];
            int written = SubsetTables.fill(
                    "Test", table, 3, 3, 3 + size, rook, square, mask, 0, part -> Pext.softwareCompress(part, mask), 0);
            assertEquals(size, written);
            long subset = 0;
            do {
                long expected = rook
                        ? RayLoop.INSTANCE.rookAttacks(square, subset)
                        : RayLoop.INSTANCE.bishopAttacks(square, subset);
                assertEquals(
                        expected,
                        table[3 + (int) Pext.softwareCompress(subset, mask)],
                        (rook ? "rook " : "bishop ") + Square.name(square) + " subset " + Bitboards.hex(subset));
                subset = Bitboards.nextSubset(subset, mask);
            } while (subset != 0);
        }
    }

    @Test
    void aKeyThatDoesNotAddOverTheRaysIsRefused() {
        long mask = Bitboards.rookRelevantMask(Square.D4);
        int size = 1 << Long.bitCount(mask);
        // 2c + 1 per ray part sums to 2c + 4 over the four rays, but is 2c + 1 for the mask in one piece.
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[2 * size + 4],
                        0,
                        0,
                        2 * size + 4,
                        true,
                        Square.D4,
                        mask,
                        0,
                        part -> 2 * Pext.softwareCompress(part, mask) + 1,
                        0));
        assertTrue(e.getMessage().contains("rook on d4") && e.getMessage().contains("does not add"), e.getMessage());
    }

    @Test
    void tableFillRefusesAMagicWithADestructiveCollision() {
        // Magic 0 sends every subset of the a1 rook mask to index 0: a1-b1 blocked and a1-h1 open collide.
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[4096],
                        0,
                        0,
                        4096,
                        true,
                        Square.A1,
                        Bitboards.rookRelevantMask(Square.A1),
                        0,
                        part -> part * 0L,
                        52));
        assertTrue(e.getMessage().contains("rook on a1") && e.getMessage().contains("collides"), e.getMessage());
    }

    @Test
    void tableFillRefusesAnEntryOutsideTheSquaresBlock() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[8192],
                        4096,
                        4096,
                        8192,
                        false,
                        Square.C1,
                        Bitboards.bishopRelevantMask(Square.C1),
                        -1,
                        part -> 0,
                        0));
        assertTrue(
                e.getMessage().contains("bishop on c1") && e.getMessage().contains("outside 4096..8191"),
                e.getMessage());
    }

    @Test
    void generalFillRefusesAMagicWithADestructiveCollision() {
        // Magic 0 sends every subset of the a1 rook mask to index 0: a1-b1 blocked and a1-h1 open collide.
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[4096],
                        0,
                        0,
                        4096,
                        true,
                        Square.A1,
                        Bitboards.rookRelevantMask(Square.A1),
                        subset -> (int) ((subset * 0L) >>> 52)));
        assertTrue(e.getMessage().contains("rook on a1") && e.getMessage().contains("collides"), e.getMessage());
    }

    @Test
    void generalFillRefusesAnEntryOutsideTheSquaresBlock() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[8192],
                        4096,
                        4096,
                        8192,
                        false,
                        Square.C1,
                        Bitboards.bishopRelevantMask(Square.C1),
                        subset -> -1));
        assertTrue(
                e.getMessage().contains("bishop on c1") && e.getMessage().contains("outside 4096..8191"),
                e.getMessage());
    }
}
