package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/** The small facts every strategy and report leans on: one-step shifts, the contract's defaults, origins. */
class CoreDefaultsTest {

    /**
     * Every one-step shift of every single square lands on the square one step away by file and rank, or
     * nowhere when that step leaves the board; the expected square comes from coordinates, not shifts.
     */
    @Test
    void eachOneStepShiftMovesEverySquareOneStepOrOffTheBoard() {
        Object[][] directions = {
            {"north", (LongUnaryOperator) Bitboards::north, 0, 1},
            {"south", (LongUnaryOperator) Bitboards::south, 0, -1},
            {"east", (LongUnaryOperator) Bitboards::east, 1, 0},
            {"west", (LongUnaryOperator) Bitboards::west, -1, 0},
            {"northEast", (LongUnaryOperator) Bitboards::northEast, 1, 1},
            {"northWest", (LongUnaryOperator) Bitboards::northWest, -1, 1},
            {"southEast", (LongUnaryOperator) Bitboards::southEast, 1, -1},
            {"southWest", (LongUnaryOperator) Bitboards::southWest, -1, -1},
        };
        for (Object[] direction : directions) {
            LongUnaryOperator shift = (LongUnaryOperator) direction[1];
            int fileStep = (int) direction[2];
            int rankStep = (int) direction[3];
            long wholeBoard = 0;
            for (int square = 0; square < 64; square++) {
                int file = square % 8 + fileStep;
                int rank = square / 8 + rankStep;
                long expected = file >= 0 && file < 8 && rank >= 0 && rank < 8 ? 1L << (rank * 8 + file) : 0;
                assertEquals(expected, shift.applyAsLong(1L << square), direction[0] + " of " + Square.name(square));
                wholeBoard |= expected;
            }
            // A shift acts on every bit at once: all 64 squares move together.
            assertEquals(wholeBoard, shift.applyAsLong(-1L), direction[0] + " of the full board");
        }
    }

    /** A strategy that overrides nothing optional gets the contract's defaults. */
    @Test
    void theContractsDefaultsDescribeAPlainStatelessStrategy() {
        // ReferenceStandIn overrides only the four methods every strategy must have.
        SlidingAttacks plain = new ReferenceStandIn("Plain");
        assertFalse(plain.isIncremental());
        assertFalse(plain.hasStoredXray());
        assertNull(plain.degradedReason());
        assertEquals(StrategyFamily.COMPUTED, plain.family());
        assertSame(StrategyOrigin.UNKNOWN, plain.origin());
        assertEquals("", plain.needs());

        SlidingAttacks incremental = new ReferenceStandIn("Incremental") {
            @Override
            public boolean isIncremental() {
                return true;
            }
        };
        assertEquals(StrategyFamily.INCREMENTAL, incremental.family());
    }

    @Test
    void anOriginDescribesOnlyWhatIsKnown() {
        assertEquals(
                "Pradyumna Kannan, 2007 — https://example.org/magic",
                new StrategyOrigin("Pradyumna Kannan", 2007, "https://example.org/magic").describe());
        assertEquals("Pradyumna Kannan", new StrategyOrigin("Pradyumna Kannan", 0, "").describe());
        assertEquals("Pradyumna Kannan, 2007", new StrategyOrigin("Pradyumna Kannan", 2007, "").describe());
        assertEquals("Pradyumna Kannan — a book", new StrategyOrigin("Pradyumna Kannan", 0, "a book").describe());
        assertEquals("2007", new StrategyOrigin("", 2007, "").describe());
        assertEquals("2007 — a book", new StrategyOrigin("", 2007, "a book").describe());
        assertEquals("a book", new StrategyOrigin("", 0, "a book").describe());
        assertEquals("", StrategyOrigin.UNKNOWN.describe());
        // The year 1 is a year: only 0 means unknown.
        assertEquals("1", new StrategyOrigin("", 1, "").describe());
        assertThrows(IllegalArgumentException.class, () -> new StrategyOrigin(null, 0, ""));
        assertThrows(IllegalArgumentException.class, () -> new StrategyOrigin("", 0, null));
    }
}
