package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.Verifier;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What is special to the strategies of this branch beyond the shared contract: exact table sizes,
 * named worked examples, the set-wise fills, and names that match the class names.
 */
class TableFreeAndSmallTableStrategiesTest {

    private static final List<SlidingAttacks> ALL = List.of(
            new PlainMagic(),
            new FancyMagic(),
            new BlackMagic(),
            new Pext(),
            new HyperbolaQuintessence(),
            new ObstructionDifference(),
            new KoggeStone(),
            new Dumb7Fill());

    @Test
    void nameIsTheSimpleClassName() {
        for (SlidingAttacks s : ALL) {
            assertEquals(s.getClass().getSimpleName(), s.name());
        }
    }

    @Test
    void smallTablesHaveTheirDocumentedSize() {
        // 3 x 64 line masks + 8 x 64 bytes of first-rank attacks
        assertEquals(3 * 64 * 8 + 512, new HyperbolaQuintessence().tableBytes());
        assertEquals(2_048, new HyperbolaQuintessence().tableBytes());
        // {lower, upper, line} x 4 lines x 64 squares
        assertEquals(6_144, new ObstructionDifference().tableBytes());
        assertEquals(0, new KoggeStone().tableBytes());
        assertEquals(0, new Dumb7Fill().tableBytes());
    }

    @Test
    void workedExamplesWithNamedSquares() {
        // SlidingAttacks' own example: rook on d4, pieces on b4, d4, d6 and g1.
        long rookOccupied = Bitboards.of(Square.B4, Square.D4, Square.D6, Square.G1);
        long rookExpected = Bitboards.of(
                Square.B4, Square.C4, Square.E4, Square.F4, Square.G4, Square.H4, Square.D1, Square.D2, Square.D3,
                Square.D5, Square.D6);
        // Bishop on c1 with a piece on d2: b2 and a3 one way, d2 (blocker) the other.
        long bishopOccupied = Bitboards.of(Square.C1, Square.D2);
        long bishopExpected = Bitboards.of(Square.B2, Square.A3, Square.D2);
        // Queen on h8, empty board: rank 8, file h and the long diagonal, 21 squares.
        long queenExpected = (Bitboards.RANK_8 | Bitboards.FILE_H | Bitboards.DIAGONAL_A1H8) & ~Square.bit(Square.H8);
        assertEquals(0x7FC0A09088848281L, queenExpected, "the same, byte by byte from rank 8 down");
        for (SlidingAttacks s : ALL) {
            assertEquals(rookExpected, s.rookAttacks(Square.D4, rookOccupied), s.name() + " rook d4");
            assertEquals(bishopExpected, s.bishopAttacks(Square.C1, bishopOccupied), s.name() + " bishop c1");
            assertEquals(queenExpected, s.queenAttacks(Square.H8, 0L), s.name() + " queen h8");
            assertEquals(21, Long.bitCount(s.queenAttacks(Square.H8, 0L)), s.name() + " queen h8 count");
        }
    }

    @Test
    void fillsTakeManySlidersAtOnce() {
        // Rooks on a1 and h8 of an otherwise empty board see every edge square but their own.
        long rooks = Bitboards.of(Square.A1, Square.H8);
        long edgesButCorners = Bitboards.EDGES & ~rooks;
        assertEquals(edgesButCorners, KoggeStone.rookAttacksOfSet(rooks, ~rooks));
        assertEquals(edgesButCorners, Dumb7Fill.rookAttacksOfSet(rooks, ~rooks));
        // Bishops on a1 and a8 of an empty board: both long diagonals, minus the bishops.
        long bishops = Bitboards.of(Square.A1, Square.A8);
        long diagonals = (Bitboards.DIAGONAL_A1H8 | Bitboards.ANTI_DIAGONAL_H1A8) & ~bishops;
        assertEquals(diagonals, KoggeStone.bishopAttacksOfSet(bishops, ~bishops));
        assertEquals(diagonals, Dumb7Fill.bishopAttacksOfSet(bishops, ~bishops));
    }

    @Test
    void setFillsEqualTheUnionOfTheReferenceForEverySlider() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            long occupied = Verifier.randomOccupancy(random, i & 3);
            long sliders = occupied & random.nextLong() & random.nextLong();
            long rookExpected = 0;
            long bishopExpected = 0;
            for (long rest = sliders; rest != 0; rest &= rest - 1) {
                int square = Long.numberOfTrailingZeros(rest);
                rookExpected |= RayLoop.INSTANCE.rookAttacks(square, occupied);
                bishopExpected |= RayLoop.INSTANCE.bishopAttacks(square, occupied);
            }
            assertEquals(rookExpected, KoggeStone.rookAttacksOfSet(sliders, ~occupied), Bitboards.hex(occupied));
            assertEquals(rookExpected, Dumb7Fill.rookAttacksOfSet(sliders, ~occupied), Bitboards.hex(occupied));
            assertEquals(bishopExpected, KoggeStone.bishopAttacksOfSet(sliders, ~occupied), Bitboards.hex(occupied));
            assertEquals(bishopExpected, Dumb7Fill.bishopAttacksOfSet(sliders, ~occupied), Bitboards.hex(occupied));
        }
    }
}
