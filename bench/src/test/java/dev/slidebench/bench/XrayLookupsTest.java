package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyRegistry;
import org.junit.jupiter.api.Test;

/** Every strategy's x-ray fold over the samples equals DESIGN's x-ray definition applied to the ray loop. */
class XrayLookupsTest {

    private static long referenceFold(XrayLookups lookups) {
        RayLoop reference = new RayLoop();
        long folded = 0;
        for (int i = 0; i < lookups.squares.length; i++) {
            int square = lookups.squares[i];
            long occupied = lookups.occupancies[i];
            long attacks = lookups.kinds[i] == XrayLookups.ROOK
                    ? reference.rookAttacks(square, occupied)
                    : reference.bishopAttacks(square, occupied);
            long behind = lookups.kinds[i] == XrayLookups.ROOK
                    ? reference.rookAttacks(square, occupied ^ (attacks & occupied))
                    : reference.bishopAttacks(square, occupied ^ (attacks & occupied));
            folded ^= behind & ~attacks;
        }
        return folded;
    }

    @Test
    void everyStrategyGivesTheReferenceXrays() {
        XrayLookups lookups = new XrayLookups();
        lookups.setUp();
        assertEquals(XrayLookups.SAMPLES, lookups.squares.length);
        long expected = referenceFold(lookups);
        for (String name : StrategyRegistry.load().names()) {
            StrategyState state = new StrategyState();
            state.strategy = name;
            state.resolve();
            assertEquals(expected, lookups.xray(state), name);
        }
    }

    @Test
    void samplesAskBothKindsFromKingsAndSliders() {
        XrayLookups lookups = new XrayLookups();
        lookups.setUp();
        long rooks = java.util.Arrays.stream(lookups.kinds)
                .filter(k -> k == XrayLookups.ROOK)
                .count();
        assertTrue(rooks > 0 && rooks < XrayLookups.SAMPLES, "both kinds present: " + rooks);
        for (int i = 0; i < lookups.squares.length; i++) {
            assertTrue((lookups.occupancies[i] >>> lookups.squares[i] & 1) == 1, "asked from an occupied square");
        }
    }
}
