package dev.slidebench.strategies;

import static dev.slidebench.core.Square.A4;
import static dev.slidebench.core.Square.B4;
import static dev.slidebench.core.Square.C3;
import static dev.slidebench.core.Square.D4;
import static dev.slidebench.core.Square.E1;
import static dev.slidebench.core.Square.E2;
import static dev.slidebench.core.Square.E5;
import static dev.slidebench.core.Square.E7;
import static dev.slidebench.core.Square.E8;
import static dev.slidebench.core.Square.F6;
import static dev.slidebench.core.Square.G4;
import static dev.slidebench.core.Square.H4;
import static dev.slidebench.core.Square.H8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.slidebench.core.Bitboards;
import org.junit.jupiter.api.Test;

/** What is special to {@link Kindergarten}: the multiply-to-index of a masked line. */
class KindergartenTest {

    private final Kindergarten strategy = new Kindergarten();

    @Test
    void tableBytesAreFillUpAFileAndTwoMaskTables() {
        // fill-up [8 files][64] + a-file [8 ranks][64] + diagonal and anti-diagonal masks [64] each,
        // all 8-byte entries (algorithms.md §4.5): 4,096 + 4,096 + 1,024.
        assertEquals(9_216L, strategy.tableBytes());
        assertEquals("Kindergarten", strategy.name());
        assertFalse(strategy.isIncremental());
    }

    @Test
    void bFileMultiplyGathersTheInnerSixFilesOfARank() {
        // Rank 4 holding a4, b4, d4, g4, h4: the ends a4 and h4 fall out; b → bit 0, d → bit 2, g → bit 5.
        long occupied = Bitboards.of(A4, B4, D4, G4, H4);
        assertEquals(0b100101, Kindergarten.lineIndex(Bitboards.rankMask(3), occupied));
    }

    @Test
    void bFileMultiplyGathersADiagonalByFile() {
        // a1–h8 with c3 and f6 (and h8, an end): c → bit 1, f → bit 4.
        long occupied = Bitboards.of(C3, F6, H8);
        assertEquals(0b010010, Kindergarten.lineIndex(Bitboards.DIAGONAL_A1H8, occupied));
    }

    @Test
    void c7h2MultiplyGathersAFileByRank() {
        // e-file holding e1, e2, e5, e7, e8: the ends e1 and e8 fall out; rank 2 → bit 0, 5 → bit 3, 7 → bit 5.
        long occupied = Bitboards.of(E1, E2, E5, E7, E8);
        assertEquals(0b101001, Kindergarten.fileIndex(E1, occupied));
        assertEquals(0x0004081020408000L, Kindergarten.C7_H2);
    }
}
