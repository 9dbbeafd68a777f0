package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/** The checks {@link SubsetTables#fill} makes while a strategy builds its tables at class initialisation. */
class SubsetTablesTest {

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
                        subset -> (int) ((subset * 0L) >>> 52)));
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
                        subset -> -1));
        assertTrue(
                e.getMessage().contains("bishop on c1") && e.getMessage().contains("outside 4096..8191"),
                e.getMessage());
    }
}
