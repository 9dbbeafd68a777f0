package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What is special to the computed (arithmetic) strategies beyond the shared contract: exact table
 * sizes from the array shapes, their metadata, and the occupancies where a C++ original goes wrong
 * (QBB with the slider's square empty, SBAMG with the slider on a lower edge).
 */
class ComputedStrategiesTest {

    /** Each strategy with the table bytes its Javadoc states, counted from the array shapes. */
    private static final Map<SlidingAttacks, Long> TABLE_BYTES = Map.ofEntries(
            Map.entry(new HyperbolaQuintessenceInline(), 0L),
            Map.entry(new ObstructionDifferenceInline(), 0L),
            Map.entry(new Leorik(), 2L * 64 * 8),
            Map.entry(new LeorikInline(), 0L),
            Map.entry(new QBBEngine(), 0L),
            Map.entry(new QBBEngineShiftedMask(), 0L),
            Map.entry(new SBAMG(), 6L * 64 * 8),
            Map.entry(new SBAMGInline(), 0L),
            Map.entry(new SlideArithmetic(), 4L * 64 * 8),
            Map.entry(new SlideArithmeticInline(), 0L),
            Map.entry(new Bitrotation(), 0L));

    @Test
    void tableBytesAreTheArrayShapes() {
        TABLE_BYTES.forEach((strategy, bytes) -> assertEquals(bytes, strategy.tableBytes(), strategy.name()));
        assertEquals(1_024, new Leorik().tableBytes());
        assertEquals(2_048, new SlideArithmetic().tableBytes());
        assertEquals(3_072, new SBAMG().tableBytes());
    }

    @Test
    void metadataIsDeclared() {
        for (SlidingAttacks strategy : TABLE_BYTES.keySet()) {
            assertEquals(strategy.getClass().getSimpleName(), strategy.name());
            assertEquals(StrategyFamily.COMPUTED, strategy.family(), strategy.name());
            assertFalse(strategy.origin().authors().isEmpty(), strategy.name() + " authors");
            assertTrue(strategy.origin().reference().startsWith("http"), strategy.name() + " reference");
            assertEquals(null, strategy.degradedReason(), strategy.name());
        }
    }

    @Test
    void branchFreeDiagonalsAreCoresDiagonals() {
        for (int square = 0; square < 64; square++) {
            assertEquals(Bitboards.diagonalMask(square), LineFormulas.diagonal(square), Square.name(square));
            assertEquals(Bitboards.antiDiagonalMask(square), LineFormulas.antiDiagonal(square), Square.name(square));
        }
    }

    /**
     * QBB's original toggles the slider's bit, which puts a blocker on an empty square: a rook on an
     * empty e4 with a piece on e6 must still see e5 and e6 and the whole rank.
     */
    @Test
    void qbbWithTheSlidersSquareEmpty() {
        long occupied = Bitboards.of(Square.E6);
        long expected = (Bitboards.rankMask(3) | Bitboards.of(Square.E1, Square.E2, Square.E3, Square.E5, Square.E6))
                & ~Square.bit(Square.E4);
        for (SlidingAttacks qbb : List.of(new QBBEngine(), new QBBEngineShiftedMask())) {
            assertEquals(expected, qbb.rookAttacks(Square.E4, occupied), qbb.name());
            assertEquals(expected, qbb.rookAttacks(Square.E4, occupied | Square.bit(Square.E4)), qbb.name());
        }
    }

    /**
     * SBAMG's subtraction starts from the blocker below the slider; on a lower edge there is none.
     * a1 with b1 occupied is Chess_Movegen's special case; every lower-edge square is checked here,
     * with the next square on its line occupied and with the line empty.
     */
    @Test
    void sbamgOnLowerEdges() {
        for (SlidingAttacks sbamg : List.of(new SBAMG(), new SBAMGInline())) {
            assertEquals(
                    Bitboards.of(
                            Square.B1, Square.A2, Square.A3, Square.A4, Square.A5, Square.A6, Square.A7, Square.A8),
                    sbamg.rookAttacks(Square.A1, Bitboards.of(Square.B1)),
                    sbamg.name());
            for (int square = 0; square < 64; square++) {
                boolean onLowerEdge = Square.file(square) == 0 || Square.rank(square) == 0;
                if (!onLowerEdge) {
                    continue;
                }
                for (long occupied : new long[] {0L, Square.bit(square + 1 & 63), Square.bit(square + 8 & 63)}) {
                    assertEquals(
                            RayLoop.INSTANCE.rookAttacks(square, occupied),
                            sbamg.rookAttacks(square, occupied),
                            sbamg.name() + " on " + Square.name(square) + " with " + Bitboards.hex(occupied));
                }
            }
        }
    }
}
