package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What is special to the ray, obstruction-difference and exploding strategies beyond the shared
 * contract: exact table sizes counted from their array shapes, metadata, and named worked examples.
 */
class RayAndGeneticStrategiesTest {

    private static final List<SlidingAttacks> ALL = List.of(
            new AdvancedBobMike(),
            new GeneticObstructionDifference(),
            new GeneticObstructionDifferenceV2(),
            new Genetic8Ray(),
            new ExplodingBitboards());

    @Test
    void nameIsTheSimpleClassName() {
        for (SlidingAttacks s : ALL) {
            assertEquals(s.getClass().getSimpleName(), s.name());
        }
    }

    @Test
    void tablesHaveTheSizeOfTheirArrays() {
        // Two 65-row tables of 8 rays, plus 64 rook and 64 bishop empty-board sets.
        assertEquals(2 * 65 * 8 * 8 + 2 * 64 * 8, new AdvancedBobMike().tableBytes());
        assertEquals(9_344, new AdvancedBobMike().tableBytes());
        // below, above and four lines per square.
        assertEquals(6 * 64 * 8, new GeneticObstructionDifference().tableBytes());
        // {lower | a1, upper, line} per line and square.
        assertEquals(3 * 4 * 64 * 8, new GeneticObstructionDifferenceV2().tableBytes());
        // 4 upward and 4 reversed downward rays per square.
        assertEquals(8 * 64 * 8, new Genetic8Ray().tableBytes());
        // 8 rings (distance 1..7 and the end marker) per square and piece.
        assertEquals(2 * 64 * 8 * 8, new ExplodingBitboards().tableBytes());
    }

    @Test
    void everyStrategyDeclaresItsFamilyAndOrigin() {
        Map<String, StrategyFamily> families = Map.of(
                "AdvancedBobMike", StrategyFamily.TABLE_LOOKUP,
                "GeneticObstructionDifference", StrategyFamily.COMPUTED,
                "GeneticObstructionDifferenceV2", StrategyFamily.COMPUTED,
                "Genetic8Ray", StrategyFamily.COMPUTED,
                "ExplodingBitboards", StrategyFamily.FILL);
        // The instructions the fast path leans on, in list's vocabulary.
        Map<String, String> needs = Map.of(
                "AdvancedBobMike", "tzcnt, lzcnt",
                "GeneticObstructionDifference", "lzcnt",
                "GeneticObstructionDifferenceV2", "lzcnt",
                "Genetic8Ray", "JDK 20+ (reverse)",
                "ExplodingBitboards", "mul64, popcnt");
        for (SlidingAttacks s : ALL) {
            assertEquals(families.get(s.name()), s.family(), s.name());
            assertFalse(s.origin().authors().isEmpty(), s.name() + " authors");
            assertNotEquals(0, s.origin().year(), s.name() + " year");
            assertFalse(s.origin().reference().isEmpty(), s.name() + " reference");
            assertEquals(needs.get(s.name()), s.needs(), s.name());
        }
    }

    @Test
    void workedExamplesWithNamedSquares() {
        // SlidingAttacks' own example: rook on d4, pieces on b4, d4, d6 and g1.
        long rookOccupied = Bitboards.of(Square.B4, Square.D4, Square.D6, Square.G1);
        long rookExpected = Bitboards.of(
                Square.B4, Square.C4, Square.E4, Square.F4, Square.G4, Square.H4, Square.D1, Square.D2, Square.D3,
                Square.D5, Square.D6);
        // A rook on rank 1 (the exploding rook's flipped case): c1 with pieces on a1 and f1.
        long rankOneOccupied = Bitboards.of(Square.A1, Square.F1);
        long rankOneExpected = Bitboards.of(Square.A1, Square.B1, Square.D1, Square.E1, Square.F1)
                | (Bitboards.fileMask(2) & ~Bitboards.RANK_1);
        // Bishop on g4, every neighbour free: all four diagonals to the edge (the first exploding step
        // carries without its correction). h5, h3 and c8..f5, d1..f3.
        long bishopExpected = Bitboards.of(
                Square.H5, Square.H3, Square.F5, Square.E6, Square.D7, Square.C8, Square.F3, Square.E2, Square.D1);
        // Queen on a1 with a piece on d4 and one on a5: the long diagonal stops at d4.
        long queenOccupied = Bitboards.of(Square.D4, Square.A5);
        long queenExpected = Bitboards.of(Square.B2, Square.C3, Square.D4, Square.A2, Square.A3, Square.A4, Square.A5)
                | (Bitboards.RANK_1 & ~Square.bit(Square.A1));
        for (SlidingAttacks s : ALL) {
            assertEquals(rookExpected, s.rookAttacks(Square.D4, rookOccupied), s.name() + " rook d4");
            assertEquals(rankOneExpected, s.rookAttacks(Square.C1, rankOneOccupied), s.name() + " rook c1");
            assertEquals(bishopExpected, s.bishopAttacks(Square.G4, 0L), s.name() + " bishop g4");
            assertEquals(queenExpected, s.queenAttacks(Square.A1, queenOccupied), s.name() + " queen a1");
        }
    }

    @Test
    void aRookWithAllFourNeighboursFreeReachesTwoSquaresEast() {
        // The case the first exploding step must correct: four neighbours of e4 step back onto e4,
        // 4 × 2^e4 carries to g4 and, with f4's own term there, on to h4.
        long expected = Bitboards.of(Square.F4, Square.G4, Square.E5, Square.E6, Square.E3, Square.E2, Square.D4)
                | Bitboards.of(Square.C4, Square.B4, Square.A4, Square.E7, Square.E8, Square.E1, Square.H4);
        assertEquals(expected, new ExplodingBitboards().rookAttacks(Square.E4, 0L), Bitboards.pretty(expected));
    }
}
