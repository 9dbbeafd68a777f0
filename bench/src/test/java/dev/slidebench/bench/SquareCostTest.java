package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

class SquareCostTest {

    @Test
    void asksEverySquareItsShareAndTimesEachBlock() throws ReflectiveOperationException {
        SquareCost cost = new SquareCost();
        cost.setUp();
        StrategyState state = new StrategyState();
        state.strategy = "FancyMagic";
        state.resolve();
        SquareCost.SquareNanos counters = new SquareCost.SquareNanos();
        counters.clear();

        RayLoop reference = new RayLoop();
        long expected = 0;
        for (int square = 0; square < 64; square++) {
            for (int i = 0; i < SquareCost.LOOKUPS_PER_SQUARE; i++) {
                expected ^=
                        reference.queenAttacks(square, cost.occupancies[square * SquareCost.LOOKUPS_PER_SQUARE + i]);
            }
        }
        assertEquals(expected, cost.queen(state, counters));
        assertEquals(SquareCost.LOOKUPS_PER_SQUARE, counters.lookups);
        for (int square = 0; square < 64; square++) {
            // the accessor named after the square reads that square's time (a1 = 0 ... h8 = 63)
            long viaAccessor = (long)
                    SquareCost.SquareNanos.class.getMethod(Square.name(square)).invoke(counters);
            assertEquals(counters.nanos[square], viaAccessor, Square.name(square));
            assertTrue(viaAccessor > 0, Square.name(square) + " was timed");
        }
    }
}
