package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyContract;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.Verifier;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

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
            new VectorHyperbolaQuintessence(),
            new VectorQBBEngine(),
            new VectorQBBEngineShiftedMask(),
            new VectorLeorik(),
            new VectorSBAMG());

    @Test
    void theTestJvmRunsTheVectorPath() {
        assertTrue(ModuleLayer.boot().findModule(VectorSupport.MODULE).isPresent(), "surefire's argLine");
        for (SlidingAttacks strategy : ALL) {
            String reason = strategy.degradedReason();
            assertFalse(reason != null && reason.startsWith("emulated"), strategy.name() + ": " + reason);
        }
    }

    /** The fills and QBB need no tables; obstruction difference keeps 3 masks per line in a record
     * padded to 16 longs per square, SBAMG 2 per line (8 longs), hyperbola quintessence and Leorik one
     * mask per line. */
    @Test
    void tableBytes() {
        assertEquals(0, new VectorKoggeStone().tableBytes());
        assertEquals(0, new VectorDumb7Fill().tableBytes());
        assertEquals(0, new VectorBranchlessShift().tableBytes());
        assertEquals(16 * 64 * 8, new VectorObstructionDifference().tableBytes());
        assertEquals(4 * 64 * 8, new VectorHyperbolaQuintessence().tableBytes());
        assertEquals(0, new VectorQBBEngine().tableBytes());
        assertEquals(0, new VectorQBBEngineShiftedMask().tableBytes());
        assertEquals(4 * 64 * 8, new VectorLeorik().tableBytes());
        assertEquals(8 * 64 * 8, new VectorSBAMG().tableBytes());
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

    /**
     * The line-lane twins on both of their paths as {@link VectorSupport#load} hands them out: the lanes
     * (what the registry's provider answers with here) and the scalar twin that stands in without the
     * module (forced), each through the Verifier and the contract, and the fallback saying so. The
     * registry's contract test reaches only the first path of a provider in a JVM.
     */
    @TestFactory
    Stream<DynamicContainer> theLineLaneTwinsPassOnTheVectorPathAndOnTheFallback() {
        Map<String, SlidingAttacks> scalars = Map.of(
                "QBBEngineLanes", new QBBEngine(),
                "QBBEngineShiftedMaskLanes", new QBBEngineShiftedMask(),
                "LeorikLanes", new Leorik(),
                "SBAMGLanes", new SBAMG());
        return scalars.entrySet().stream().flatMap(entry -> {
            SlidingAttacks scalar = entry.getValue();
            VectorSupport.Loaded lanes = VectorSupport.load(entry.getKey(), scalar, false, true);
            VectorSupport.Loaded fallback = VectorSupport.load(entry.getKey(), scalar, true, true);
            DynamicTest lanesPath = DynamicTest.dynamicTest("the lanes answer", () -> {
                assertNotSame(scalar, lanes.attacks());
                assertEquals("Vector" + scalar.name(), lanes.attacks().name());
            });
            DynamicTest fallbackPath = DynamicTest.dynamicTest("the scalar twin stands in and says so", () -> {
                assertSame(scalar, fallback.attacks());
                assertEquals(
                        "emulated: scalar " + scalar.name() + "; forced by -Dslidebench.vector.emulate=true",
                        fallback.degradedReason());
            });
            return Stream.of(
                    DynamicContainer.dynamicContainer(
                            entry.getKey(),
                            Stream.concat(
                                    Stream.of(lanesPath, verified(lanes.attacks())),
                                    StrategyContract.tests(lanes.attacks()))),
                    DynamicContainer.dynamicContainer(
                            entry.getKey() + " fallback",
                            Stream.concat(
                                    Stream.of(fallbackPath, verified(fallback.attacks())),
                                    StrategyContract.tests(fallback.attacks()))));
        });
    }

    private static DynamicTest verified(SlidingAttacks attacks) {
        return DynamicTest.dynamicTest("Verifier", () -> {
            Verifier.Result result = Verifier.verify(attacks, 10_000, 26);
            assertTrue(result.passed(), () -> result.mismatch().describe());
        });
    }
}
