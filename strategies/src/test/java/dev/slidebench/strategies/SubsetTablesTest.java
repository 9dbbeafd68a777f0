package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/** The ray-by-ray fill against the reference walked once per subset, the way tables used to be built. */
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
}
