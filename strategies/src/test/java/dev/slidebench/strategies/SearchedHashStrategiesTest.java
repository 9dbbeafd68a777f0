package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What is special to the hash strategies whose constants come from the tools module's searches,
 * beyond the shared contract: exact table sizes from their array shapes, metadata and worked
 * examples. The tools tests prove the constants themselves.
 */
class SearchedHashStrategiesTest {

    private static final List<SlidingAttacks> ALL =
            List.of(new CorrelationMagic(), new SpectralMagic(), new FoldingHash(), new SpectralMagicSwitched());

    @Test
    void nameIsTheSimpleClassName() {
        for (SlidingAttacks s : ALL) {
            assertEquals(s.getClass().getSimpleName(), s.name());
        }
    }

    @Test
    void tablesHaveTheSizeOfTheirArrays() {
        long attackTables = 8L * (64 * 512 + 64 * 4096);
        assertEquals(2_359_296, attackTables, "the published figure for the attack tables");
        // + 128 complemented masks + 8 bishop and 32 rook magics
        assertEquals(attackTables + 128 * 8 + 40 * 8, new CorrelationMagic().tableBytes());
        // + the same masks + 8 x 6 and 32 x 7 one-byte bit positions
        assertEquals(attackTables + 128 * 8 + 8 * 6 + 32 * 7, new SpectralMagic().tableBytes());
        // packed entries + per (square, line) an 8-byte mask, a 4-byte multiplier and a 4-byte offset
        assertEquals(5_936 * 8 + 256 * (8 + 4 + 4), new FoldingHash().tableBytes());
        // shared entries + per (piece, square) an 8-byte mask, a 4-byte offset and 3 one-byte shifts
        assertEquals(261_732 * 8 + 128 * (8 + 4 + 3), new SpectralMagicSwitched().tableBytes());
    }

    @Test
    void everyStrategyDeclaresItsFamilyAndOrigin() {
        Map<String, StrategyFamily> families = Map.of(
                "CorrelationMagic", StrategyFamily.MULTIPLY_HASH,
                "SpectralMagic", StrategyFamily.MULTIPLY_HASH,
                "FoldingHash", StrategyFamily.MULTIPLY_HASH,
                "SpectralMagicSwitched", StrategyFamily.MULTIPLY_HASH);
        for (SlidingAttacks s : ALL) {
            assertEquals(families.get(s.name()), s.family(), s.name());
            assertFalse(s.origin().authors().isEmpty(), s.name());
            assertFalse(s.origin().reference().isEmpty(), s.name());
            // The catalogue gives no year for Spectral Magic Switched; 0 means unknown, never invented.
            assertEquals(s instanceof SpectralMagicSwitched, s.origin().year() == 0, s.name() + " year");
            // Spectral magic and its switched form are the multiplication-free ones.
            String expected = s.name().startsWith("Spectral") ? "" : s instanceof FoldingHash ? "mul32" : "mul64";
            assertEquals(expected, s.needs(), s.name());
        }
    }

    @Test
    void workedExamplesWithNamedSquares() {
        // Rook on a1 (the 12-bit corner) with pieces on a4 and c1.
        long rookExpected = Bitboards.of(Square.A2, Square.A3, Square.A4, Square.B1, Square.C1);
        // Bishop on e4 (a 9-bit square) with pieces on c2, g6 and d5 (and e4 itself).
        long bishopOccupied = Bitboards.of(Square.C2, Square.G6, Square.D5, Square.E4);
        long bishopExpected = Bitboards.of(Square.D3, Square.C2, Square.F5, Square.G6, Square.D5, Square.F3)
                | Bitboards.of(Square.G2, Square.H1);
        for (SlidingAttacks s : ALL) {
            assertEquals(rookExpected, s.rookAttacks(Square.A1, Bitboards.of(Square.A4, Square.C1)), s.name() + " a1");
            assertEquals(bishopExpected, s.bishopAttacks(Square.E4, bishopOccupied), s.name() + " e4");
        }
    }
}
