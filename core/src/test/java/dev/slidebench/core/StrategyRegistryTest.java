package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StrategyRegistryTest {

    @Test
    void findsTheReference() {
        assertEquals("RayLoop", StrategyRegistry.load().byName("RayLoop").name());
        assertEquals("RayLoop", StrategyRegistry.load().byName("rayloop").name(), "unambiguous case-insensitive match");
        assertEquals("RayLoop", StrategyRegistry.find("RayLoop").name());
        assertSame(StrategyRegistry.load(), StrategyRegistry.load(), "loaded once");
    }

    @Test
    void unknownNamesListTheValidOnes() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> StrategyRegistry.load().byName("Nope"));
        assertTrue(e.getMessage().startsWith("unknown strategy 'Nope'; valid: RayLoop"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StrategyRegistry.find("Nope"));
    }
}
