package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The default strategy: first of the preference order that is present and not degraded, else RayLoop. */
class StrategyPreferenceTest {

    /** A stand-in with a given name and degradation; its answers are the reference's. */
    private static SlidingAttacks named(String name, String degraded) {
        return new SlidingAttacks() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public long rookAttacks(int square, long occupied) {
                return RayLoop.INSTANCE.rookAttacks(square, occupied);
            }

            @Override
            public long bishopAttacks(int square, long occupied) {
                return RayLoop.INSTANCE.bishopAttacks(square, occupied);
            }

            @Override
            public long tableBytes() {
                return 0;
            }

            @Override
            public String degradedReason() {
                return degraded;
            }
        };
    }

    @Test
    void onlyTheReferenceMeansTheReference() {
        assertSame(RayLoop.INSTANCE, StrategyPreference.fastest(List.of(RayLoop.INSTANCE)));
        assertSame(RayLoop.INSTANCE, StrategyPreference.fastest(StrategyRegistry.load()));
    }

    @Test
    void theFirstPreferredNonDegradedStrategyWins() {
        SlidingAttacks emulatedPext = named("Pext", "emulated: Long.compress needs JDK 19+");
        SlidingAttacks fancy = named("FancyMagic", null);
        SlidingAttacks hyperbola = named("HyperbolaQuintessence", null);
        SlidingAttacks unknown = named("SomethingNew", null);
        assertEquals(
                "FancyMagic",
                StrategyPreference.fastest(List.of(RayLoop.INSTANCE, unknown, hyperbola, emulatedPext, fancy))
                        .name());
        assertEquals(
                "HyperbolaQuintessence",
                StrategyPreference.fastest(List.of(RayLoop.INSTANCE, hyperbola, emulatedPext))
                        .name());
        // Names match ignoring case, and a non-degraded Pext comes before FancyMagic.
        assertEquals(
                "pext",
                StrategyPreference.fastest(List.of(fancy, named("pext", null))).name());
        assertSame(RayLoop.INSTANCE, StrategyPreference.fastest(List.of(unknown, emulatedPext)));
    }
}
