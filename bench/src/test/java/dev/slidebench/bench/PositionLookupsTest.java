package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyRegistry;
import org.junit.jupiter.api.Test;

/**
 * Every strategy, stateless or asked through its prepared board, folds the samples to what the
 * reference ray loop gives for the same (square, kind, occupancy) triples.
 */
class PositionLookupsTest {

    @Test
    void everyStrategyFoldsTheSamplesLikeTheReference() {
        RayLoop reference = new RayLoop();
        for (String name : StrategyRegistry.load().names()) {
            StrategyState state = new StrategyState();
            state.strategy = name;
            state.resolve();
            PositionLookups lookups = new PositionLookups();
            lookups.setUp(state);
            long expected = 0;
            for (int i = 0; i < lookups.squares.length; i++) {
                int square = lookups.squares[i];
                long occupied = lookups.occupancies[i];
                expected ^= switch (lookups.kinds[i]) {
                    case 0 -> reference.rookAttacks(square, occupied);
                    case 1 -> reference.bishopAttacks(square, occupied);
                    default -> reference.queenAttacks(square, occupied);
                };
            }
            assertEquals(expected, lookups.slider(state), name);
            assertEquals(expected, lookups.slider(state), name + ", second invocation");
            assertEquals(state.attacks.isIncremental(), lookups.board != null, name + " path");
        }
    }
}
