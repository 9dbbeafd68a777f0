package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.slidebench.core.brokenproviders.BrokenProvidersLoader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /** The services file name every provider list is read from. */
    private static final String SERVICES = "META-INF/services/dev.slidebench.core.SlidingAttacks";

    /**
     * A class loader that sees this class path's services plus extra services files, before or after
     * them; classes come from the parent.
     */
    private static final class ExtraServices extends ClassLoader {
        private final List<URL> extra;
        private final boolean extraFirst;

        ExtraServices(boolean extraFirst, List<URL> extra) {
            super(StrategyRegistryTest.class.getClassLoader());
            this.extra = extra;
            this.extraFirst = extraFirst;
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            List<URL> urls = new ArrayList<>(Collections.list(super.getResources(name)));
            if (name.equals(SERVICES)) {
                urls.addAll(extraFirst ? 0 : urls.size(), extra);
            }
            return Collections.enumeration(urls);
        }
    }

    /** A services file under {@code dir} (in a folder of its own, {@code tag}) listing {@code lines}. */
    private static URL servicesFile(Path dir, String tag, List<String> lines) throws IOException {
        Path file = dir.resolve(tag).resolve(SERVICES);
        Files.createDirectories(file.getParent());
        Files.write(file, lines);
        return file.toUri().toURL();
    }

    @Test
    void entriesAndStrategiesOfTheDefaultRegistry() {
        StrategyRegistry registry = StrategyRegistry.load();
        assertEquals(
                List.of("RayLoop"),
                registry.entries().stream().map(StrategyRegistry.Entry::name).toList());
        assertTrue(registry.entries().get(0).initNanos() >= 0);
        assertEquals(1, registry.strategies().size());
        assertEquals("RayLoop", registry.strategies().get(0).name());
    }

    @Test
    void theDefaultRegistryIsLoadedOnceFromCold() throws ReflectiveOperationException {
        // The registry is cached in a static field that earlier tests have filled; empty it to see the first load.
        Field cache = StrategyRegistry.class.getDeclaredField("defaultRegistry");
        cache.setAccessible(true);
        Object saved = cache.get(null);
        cache.set(null, null);
        try {
            StrategyRegistry first = StrategyRegistry.load();
            assertNotNull(first);
            assertEquals(List.of("RayLoop"), first.names());
            assertSame(first, StrategyRegistry.load(), "loaded once");
        } finally {
            cache.set(null, saved);
        }
    }

    /** The simple class name finds the provider, which builds the strategy: the registry is not asked. */
    @Test
    void findBuildsTheNamedStrategyThroughItsProvider() {
        SlidingAttacks found = StrategyRegistry.find("RayLoop");
        assertSame(RayLoop.class, found.getClass());
        assertNotSame(StrategyRegistry.load().byName("RayLoop"), found, "built by its provider, not the registry's");
        assertNotSame(found, StrategyRegistry.find("RayLoop"), "built anew on every call");
    }

    /** No provider's simple class name is "rayloop": the full registry answers, ignoring case. */
    @Test
    void findAndTypeOfFallBackToTheRegistry() {
        assertEquals("RayLoop", StrategyRegistry.find("rayloop").name());
        assertSame(RayLoop.class, StrategyRegistry.typeOf("rayloop"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StrategyRegistry.find("Nope"));
        assertTrue(e.getMessage().startsWith("unknown strategy 'Nope'; valid: RayLoop"), e.getMessage());
    }

    /**
     * Providers found in another order (the extra file first, RayLoop last) come out with RayLoop first and
     * the rest by name ("BuiltSlowly" sorts before "RayLoop" by name alone); different names are no
     * duplicates; and the init time is the loading thread's CPU time: at least the work SlowToBuild does,
     * without the time it sleeps.
     */
    @Test
    void providersAreSortedRayLoopFirstAndTimedInCpuTime(@TempDir Path dir) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        URL extra = servicesFile(
                dir,
                "sorted",
                List.of(
                        WrongWithEdgesSet.class.getName(),
                        SlowToBuild.class.getName(),
                        WrongOnFullBoard.class.getName()));
        StrategyRegistry registry = StrategyRegistry.load(new ExtraServices(true, List.of(extra)));
        assertEquals(List.of(), registry.failures());
        assertEquals(List.of("RayLoop", "BuiltSlowly", "WrongOnFullBoard", "WrongWithEdgesSet"), registry.names());
        assumeTrue(threads.isCurrentThreadCpuTimeSupported() && threads.isThreadCpuTimeEnabled(), "no CPU clock");
        long initNanos = registry.entry("BuiltSlowly").initNanos();
        assertTrue(initNanos >= SlowToBuild.WORK_NANOS, initNanos + " ns");
        assertTrue(initNanos < SlowToBuild.SLEEP_MILLIS * 1_000_000 / 2, initNanos + " ns");
    }

    /** After 1,000 bad services lines in a row the lookup is given up: the line after them is not read. */
    @Test
    void theLookupIsGivenUpAfterAThousandBadLinesInARow(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            lines.add("dev.slidebench.core.brokenproviders.Missing" + i);
        }
        lines.add(WrongOnFullBoard.class.getName());
        URL extra = servicesFile(dir, "thousand", lines);
        StrategyRegistry registry = StrategyRegistry.load(new ExtraServices(false, List.of(extra)));
        assertEquals(List.of("RayLoop"), registry.names());
        assertEquals(1000, registry.failures().size());
        assertEquals(
                "dev.slidebench.core.brokenproviders.Missing0",
                registry.failures().get(0).provider());
        assertEquals(
                "dev.slidebench.core.brokenproviders.Missing999",
                registry.failures().get(999).provider());
    }

    /** A services line that is no class name at all has no provider to name: "?"; the next file is still read. */
    @Test
    void aServicesLineThatIsNoClassNameIsKeptAsProviderUnknown(@TempDir Path dir) throws IOException {
        URL bad = servicesFile(dir, "bad", List.of("not a class name"));
        URL good = servicesFile(dir, "good", List.of(WrongOnFullBoard.class.getName()));
        StrategyRegistry registry = StrategyRegistry.load(new ExtraServices(false, List.of(bad, good)));
        assertEquals(1, registry.failures().size(), registry.failures().toString());
        StrategyRegistry.Failure failure = registry.failures().get(0);
        assertEquals("?", failure.provider());
        assertTrue(failure.reason().contains("Illegal configuration-file syntax"), failure.reason());
        assertEquals(List.of("RayLoop", "WrongOnFullBoard"), registry.names());
    }

    private static StrategyRegistry.Failure failure(StrategyRegistry registry, String simpleName) {
        return registry.failures().stream()
                .filter(f -> f.simpleName().equals(simpleName))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no failure for " + simpleName + ": " + registry.failures()));
    }
}
