package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * Every way {@link VectorSupport#load} can end: the lanes, or the scalar fill with the reason that
 * {@code list} shows, so that the results of the two paths are never confused.
 */
class VectorSupportTest {

    private static final SlidingAttacks SCALAR = new KoggeStone();

    @Test
    void theLanesAnswerWhereTheModuleIsResolved() {
        VectorSupport.Loaded loaded = VectorSupport.load("KoggeStoneLanes", SCALAR, false, true);
        assertNotSame(SCALAR, loaded.attacks());
        assertEquals(
                "dev.slidebench.strategies.vector.KoggeStoneLanes",
                loaded.attacks().getClass().getName());
        assertEquals(loaded.attacks().degradedReason(), loaded.degradedReason());
        long occupied = 0x0000_1000_0400_2200L;
        assertEquals(
                RayLoop.INSTANCE.queenAttacks(Square.E4, occupied),
                loaded.attacks().queenAttacks(Square.E4, occupied));
    }

    @Test
    void theSystemPropertyForcesTheScalarFill() {
        VectorSupport.Loaded loaded = VectorSupport.load("KoggeStoneLanes", SCALAR, true, true);
        assertSame(SCALAR, loaded.attacks());
        assertEquals(
                "emulated: scalar KoggeStone; forced by -Dslidebench.vector.emulate=true", loaded.degradedReason());
    }

    @Test
    void withoutTheModuleTheScalarFillAnswersAndSaysWhichOptionIsMissing() {
        VectorSupport.Loaded loaded = VectorSupport.load("KoggeStoneLanes", SCALAR, false, false);
        assertSame(SCALAR, loaded.attacks());
        assertEquals(
                "emulated: scalar KoggeStone; the Vector API needs the JVM option --add-modules jdk.incubator.vector",
                loaded.degradedReason());
    }

    @Test
    void aBuildWithoutTheLanesFallsBack() {
        VectorSupport.Loaded loaded = VectorSupport.load("NoSuchLanes", SCALAR, false, true);
        assertSame(SCALAR, loaded.attacks());
        assertEquals(
                "emulated: scalar KoggeStone; this build has no dev.slidebench.strategies.vector.NoSuchLanes",
                loaded.degradedReason());
    }

    @Test
    void lanesThatFailToStartFallBackNamingTheCause() {
        VectorSupport.Loaded failing = VectorSupport.load("FailingLanesForTest", SCALAR, false, true);
        assertSame(SCALAR, failing.attacks());
        // The constructor's own exception, not the reflective wrapper around it.
        assertEquals(
                "emulated: scalar KoggeStone; FailingLanesForTest failed: "
                        + "java.lang.IllegalStateException: no 512-bit species here",
                failing.degradedReason());

        VectorSupport.Loaded wrongType = VectorSupport.load("NotAStrategyForTest", SCALAR, false, true);
        assertSame(SCALAR, wrongType.attacks());
        assertTrue(
                wrongType
                        .degradedReason()
                        .startsWith("emulated: scalar KoggeStone; NotAStrategyForTest failed: "
                                + "java.lang.ClassCastException: "),
                wrongType.degradedReason());
    }

    @Test
    void eachProviderReportsItsLanesReason() {
        // This module's tests run with the module (see the pom), so each provider answers with its lanes.
        assertEquals(lanesReason("KoggeStoneLanes"), new VectorKoggeStone().degradedReason());
        assertEquals(lanesReason("Dumb7FillLanes"), new VectorDumb7Fill().degradedReason());
        assertEquals(lanesReason("BranchlessShiftLanes"), new VectorBranchlessShift().degradedReason());
        // JDK 17's C2 leaves the Kogge-Stone lanes partly boxed, which list reports.
        if (Runtime.version().feature() < 21) {
            assertTrue(new VectorKoggeStone().degradedReason().startsWith("slow: "));
        }
    }

    private static String lanesReason(String lanesClass) {
        return VectorSupport.load(lanesClass, SCALAR, false, true).degradedReason();
    }
}
