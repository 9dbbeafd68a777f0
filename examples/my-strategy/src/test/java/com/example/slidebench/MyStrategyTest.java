package com.example.slidebench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.StrategyContract;
import dev.slidebench.core.StrategyRegistry;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class MyStrategyTest {

    /** The contract every built-in strategy passes: answers equal to the reference ray loop's, and more. */
    @TestFactory
    Stream<DynamicTest> contract() {
        return StrategyContract.tests(new MyStrategy());
    }

    /** The services file registers it, so slidebench finds it on the class path. */
    @Test
    void theRegistryFindsIt() {
        StrategyRegistry registry = StrategyRegistry.load();
        assertTrue(registry.failures().isEmpty(), registry.failures().toString());
        assertEquals(MyStrategy.class, registry.byName("MyStrategy").getClass());
    }
}
