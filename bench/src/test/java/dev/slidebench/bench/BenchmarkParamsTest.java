package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.StrategyRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/**
 * JMH parameter defaults must be compile-time constants, so the built-in strategy names are written
 * out in the annotations; this keeps them equal to the registry (plain {@code java -jar
 * benchmarks.jar} then measures every strategy, and nothing that no longer exists).
 */
class BenchmarkParamsTest {

    private static List<String> defaults(Class<?> type) throws NoSuchFieldException {
        return List.of(type.getField(BenchmarkSettings.STRATEGY_PARAM)
                .getAnnotation(Param.class)
                .value());
    }

    @Test
    void lookupWorkloadsCoverEveryRegisteredStrategyPlusControl() throws NoSuchFieldException {
        List<String> expected = new ArrayList<>(StrategyRegistry.load().names());
        expected.add(Control.PARAM_VALUE);
        assertEquals(new TreeSet<>(expected), new TreeSet<>(defaults(StrategyState.class)));
        assertEquals(
                defaults(StrategyState.class).size(),
                new TreeSet<>(defaults(StrategyState.class)).size(),
                "no duplicates");
    }

    @Test
    void strategyOnlyWorkloadsCoverEveryRegisteredStrategy() throws NoSuchFieldException {
        assertEquals(new TreeSet<>(StrategyRegistry.load().names()), new TreeSet<>(defaults(StrategyNameState.class)));
    }
}
