package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Vector API strategies beyond the shared contract. This module's tests run with
 * {@code --add-modules jdk.incubator.vector} (see the pom), so the contract test checks the lanes,
 * not the scalar fallback; this test makes sure of that, since a silent fallback would pass the
 * contract too.
 */
class VectorStrategiesTest {

    private static final List<SlidingAttacks> ALL = List.of(
            new VectorKoggeStone(),
            new VectorDumb7Fill(),
            new VectorBranchlessShift(),
            new VectorObstructionDifference(),
            new VectorHyperbolaQuintessence());

    @Test
    void theTestJvmRunsTheVectorPath() {
        assertTrue(ModuleLayer.boot().findModule(VectorSupport.MODULE).isPresent(), "surefire's argLine");
        for (SlidingAttacks strategy : ALL) {
            String reason = strategy.degradedReason();
            assertFalse(reason != null && reason.startsWith("emulated"), strategy.name() + ": " + reason);
        }
    }

    /** The fills need no tables; obstruction difference keeps 3 masks per line in a record
     * padded to 16 longs per square, hyperbola quintessence one mask per line. */
    @Test
    void tableBytes() {
        assertEquals(0, new VectorKoggeStone().tableBytes());
        assertEquals(0, new VectorDumb7Fill().tableBytes());
        assertEquals(0, new VectorBranchlessShift().tableBytes());
        assertEquals(16 * 64 * 8, new VectorObstructionDifference().tableBytes());
        assertEquals(4 * 64 * 8, new VectorHyperbolaQuintessence().tableBytes());
    }

    @Test
    void metadata() {
        for (SlidingAttacks strategy : ALL) {
            assertEquals(strategy.getClass().getSimpleName(), strategy.name());
            assertEquals(StrategyFamily.SIMD, strategy.family(), strategy.name());
            assertTrue(strategy.needs().contains("Vector API"), strategy.name());
            assertFalse(strategy.origin().authors().isEmpty(), strategy.name());
        }
    }
}
