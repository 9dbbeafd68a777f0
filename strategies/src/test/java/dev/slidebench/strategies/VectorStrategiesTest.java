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

    private static final List<SlidingAttacks> ALL =
            List.of(new VectorKoggeStone(), new VectorDumb7Fill(), new VectorBranchlessShift());

    @Test
    void theTestJvmRunsTheVectorPath() {
        assertTrue(ModuleLayer.boot().findModule(VectorSupport.MODULE).isPresent(), "surefire's argLine");
        for (SlidingAttacks strategy : ALL) {
            String reason = strategy.degradedReason();
            assertFalse(reason != null && reason.startsWith("emulated"), strategy.name() + ": " + reason);
        }
    }

    @Test
    void metadata() {
        for (SlidingAttacks strategy : ALL) {
            assertEquals(strategy.getClass().getSimpleName(), strategy.name());
            assertEquals(StrategyFamily.SIMD, strategy.family(), strategy.name());
            assertEquals(0, strategy.tableBytes(), strategy.name());
            assertTrue(strategy.needs().contains("Vector API"), strategy.name());
            assertFalse(strategy.origin().authors().isEmpty(), strategy.name());
        }
    }
}
