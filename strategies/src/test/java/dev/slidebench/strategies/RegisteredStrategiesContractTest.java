package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyContract;
import dev.slidebench.core.StrategyRegistry;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The Foundation contract, run on every strategy that {@link java.util.ServiceLoader} finds. */
class RegisteredStrategiesContractTest {

    @Test
    void everyProviderLoads() {
        StrategyRegistry registry = StrategyRegistry.load();
        assertEquals(List.of(), registry.failures(), "providers that failed to load");
        assertTrue(registry.names().contains("RayLoop"), "the reference is registered: " + registry.names());
    }

    /** The default-strategy preference names real strategies, so a rename cannot silently drop one from it. */
    @Test
    void everyPreferredStrategyIsRegistered() {
        List<String> registered = StrategyRegistry.load().names();
        for (String name : dev.slidebench.core.StrategyPreference.ORDER) {
            assertTrue(
                    registered.contains(name),
                    "StrategyPreference names '" + name + "', which is not registered: " + registered);
        }
    }

    @TestFactory
    Stream<DynamicContainer> everyRegisteredStrategyPassesTheContract() {
        List<SlidingAttacks> strategies = StrategyRegistry.load().strategies();
        return strategies.stream()
                .map(s -> DynamicContainer.dynamicContainer(
                        s.name(), StrategyContract.tests(s).collect(Collectors.toList())));
    }
}
