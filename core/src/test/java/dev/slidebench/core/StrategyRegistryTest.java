package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.brokenproviders.BrokenProvidersLoader;
import java.util.List;
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

    @Test
    void aProviderWhoseInitialiserThrowsIsKeptWithItsRootCause() {
        StrategyRegistry registry = StrategyRegistry.load(new BrokenProvidersLoader());
        StrategyRegistry.Failure failure = failure(registry, "ThrowsInInitialiser");
        assertEquals("dev.slidebench.core.brokenproviders.ThrowsInInitialiser", failure.provider());
        assertEquals(
                "IllegalStateException: table check failed: deliberately broken for the registry tests",
                failure.reason());
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> registry.byName("ThrowsInInitialiser"));
        assertTrue(
                e.getMessage().contains("failed to load") && e.getMessage().contains("deliberately broken"),
                e.getMessage());
    }

    @Test
    void aSecondProviderOfATakenNameIsKeptAsAFailure() {
        StrategyRegistry registry = StrategyRegistry.load(new BrokenProvidersLoader());
        StrategyRegistry.Failure failure = failure(registry, "SecondRayLoop");
        assertEquals(
                "duplicate strategy name 'RayLoop', already provided by dev.slidebench.core.RayLoop", failure.reason());
        assertSame(RayLoop.class, registry.byName("RayLoop").getClass(), "the first provider keeps the name");
        assertEquals(1, registry.names().stream().filter("RayLoop"::equals).count());
    }

    @Test
    void aServicesLineNamingAMissingClassIsKeptAndTheLookupGoesOn() {
        StrategyRegistry registry = StrategyRegistry.load(new BrokenProvidersLoader());
        StrategyRegistry.Failure failure = failure(registry, "NoSuchStrategy");
        assertEquals("dev.slidebench.core.brokenproviders.NoSuchStrategy", failure.provider());
        assertTrue(failure.reason().contains("not found"), failure.reason());
        // The line after the missing class was still read.
        failure(registry, "SecondRayLoop");
        assertEquals(3, registry.failures().size(), registry.failures().toString());
        assertEquals(List.of("RayLoop"), registry.names());
    }

    @Test
    void typeOfLoadsTheClassWithoutBuildingItsTables() {
        assertSame(RayLoop.class, StrategyRegistry.typeOf("RayLoop"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> StrategyRegistry.typeOf("Nope"));
        assertTrue(e.getMessage().startsWith("unknown strategy 'Nope'"), e.getMessage());
    }

    @Test
    void reasonNamesTheRootCauseNotItsWrappers() {
        Throwable wrapped = new java.util.ServiceConfigurationError(
                "Provider x could not be instantiated",
                new ExceptionInInitializerError(new IllegalStateException("boom\nsecond line")));
        assertEquals("IllegalStateException: boom", StrategyRegistry.reason(wrapped));
        assertEquals("ExceptionInInitializerError", StrategyRegistry.reason(new ExceptionInInitializerError()));
    }

    private static StrategyRegistry.Failure failure(StrategyRegistry registry, String simpleName) {
        return registry.failures().stream()
                .filter(f -> f.simpleName().equals(simpleName))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no failure for " + simpleName + ": " + registry.failures()));
    }
}
