package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import org.junit.jupiter.api.Test;

class PreSchoolBitboardsTest {

    private final PreSchoolBitboards strategy = new PreSchoolBitboards();

    @Test
    void tableIsTwoTwelveBitTablesPerSquarePlusTheDiagonalMasks() {
        assertEquals(2L * 64 * 4096 * 8 + 2 * 64 * 8, strategy.tableBytes());
        assertEquals(4_195_328, strategy.tableBytes(), "the catalogue's count");
    }

    @Test
    void metadata() {
        assertEquals("PreSchoolBitboards", strategy.name());
        assertEquals(StrategyFamily.TABLE_LOOKUP, strategy.family());
        assertEquals("tsoj", strategy.origin().authors());
        assertEquals("mul64", strategy.needs());
    }

    @Test
    void oneKeyCarriesBothLines() {
        // Rook on b7 with pieces on b3 and f7: both lines cut in one lookup.
        long rook = Bitboards.of(Square.A7, Square.C7, Square.D7, Square.E7, Square.F7, Square.B8)
                | Bitboards.of(Square.B6, Square.B5, Square.B4, Square.B3);
        assertEquals(rook, strategy.rookAttacks(Square.B7, Bitboards.of(Square.B3, Square.F7)));
        // Bishop on g2, a short anti-diagonal (h1, f3..a8) and a short diagonal (f1, h3): pieces on d5, h3.
        long bishop = Bitboards.of(Square.H1, Square.F3, Square.E4, Square.D5, Square.F1, Square.H3);
        assertEquals(bishop, strategy.bishopAttacks(Square.G2, Bitboards.of(Square.D5, Square.H3)));
    }
}
