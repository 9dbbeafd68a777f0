package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import dev.slidebench.core.StrategyRegistry;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every registered strategy says what it is: a family of its own choosing (not the interface's
 * fallback, which only guesses from {@code isIncremental()}), where the idea comes from, and a
 * one-line {@code needs()} string.
 */
class RegisteredStrategiesMetadataTest {

    @TestFactory
    Stream<DynamicTest> everyRegisteredStrategyDeclaresItsMetadata() {
        return StrategyRegistry.load().strategies().stream()
                .map(s -> DynamicTest.dynamicTest(s.name() + " declares family, origin and needs", () -> check(s)));
    }

    private static void check(SlidingAttacks strategy) throws NoSuchMethodException {
        Class<?> declaring = strategy.getClass().getMethod("family").getDeclaringClass();
        assertNotEquals(SlidingAttacks.class, declaring, strategy.name() + " must declare its family()");
        StrategyFamily family = strategy.family();
        assertNotNull(family, "family()");
        // The incremental family and isIncremental() tell the same story.
        assertEquals(strategy.isIncremental(), family == StrategyFamily.INCREMENTAL, "family " + family);

        StrategyOrigin origin = strategy.origin();
        assertNotEquals(StrategyOrigin.UNKNOWN, origin, strategy.name() + " must declare its origin()");
        assertTrue(origin.reference().matches("https?://\\S+"), "a reference a reader can open: " + origin);
        assertFalse(origin.describe().isEmpty());
        assertTrue(origin.year() == 0 || (origin.year() >= 1970 && origin.year() <= 2026), "year " + origin.year());

        String needs = strategy.needs();
        assertNotNull(needs, "needs()");
        assertFalse(needs.contains("\n"), "needs() is one line: '" + needs + "'");
    }
}
