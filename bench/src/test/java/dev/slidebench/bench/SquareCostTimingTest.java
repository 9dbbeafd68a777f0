package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import org.junit.jupiter.api.Test;

/**
 * The per-square counters hold time spent, not clock readings: after one invocation every square's
 * nanoseconds lie between 0 and the invocation's own wall time, and a new iteration starts them at 0.
 */
class SquareCostTimingTest {

    @Test
    void eachSquaresTimeIsPartOfTheInvocationsAndANewIterationStartsAtZero() {
        SquareCost workload = new SquareCost();
        workload.setUp();
        StrategyState state = new StrategyState();
        state.attacks = RayLoop.INSTANCE;
        SquareCost.SquareNanos counters = new SquareCost.SquareNanos();
        counters.clear();
        long start = System.nanoTime();
        workload.queen(state, counters);
        long wall = System.nanoTime() - start;
        long sum = 0;
        for (int square = 0; square < 64; square++) {
            long nanos = counters.nanos[square];
            assertTrue(nanos >= 0 && nanos <= wall, "square " + square + ": " + nanos + " ns of " + wall);
            sum += nanos;
        }
        assertTrue(sum <= wall, sum + " of " + wall);
        assertEquals(SquareCost.LOOKUPS_PER_SQUARE, counters.lookups);

        counters.clear();
        for (int square = 0; square < 64; square++) {
            assertEquals(0, counters.nanos[square], "square " + square);
        }
        assertEquals(0, counters.lookups);
    }
}
