package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.BenchmarkSettings;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

class WorkloadTest {

    /** Every benchmark id a plan can name is a @Benchmark method of its workload's class: no stale strings. */
    @Test
    void everyPlannedBenchmarkIsABenchmarkMethod() {
        for (Workload w : Workload.values()) {
            for (String id : w.benchmarks(true)) {
                String name = id.substring(id.lastIndexOf('.') + 1);
                Method method = Arrays.stream(w.benchmarkClass().getMethods())
                        .filter(m -> m.getName().equals(name) && m.isAnnotationPresent(Benchmark.class))
                        .findFirst()
                        .orElse(null);
                assertNotNull(method, id + " is a @Benchmark method");
            }
            assertTrue(w.benchmarks(true).containsAll(w.benchmarks(false)), w.id());
        }
    }

    @Test
    void strategyParameterIsTheOneNamedInSettings() throws NoSuchFieldException {
        // JMH names a parameter after its field, so the field's name must equal the constant the runner passes.
        dev.slidebench.bench.StrategyState.class.getField(BenchmarkSettings.STRATEGY_PARAM);
        dev.slidebench.bench.StrategyNameState.class.getField(BenchmarkSettings.STRATEGY_PARAM);
    }
}
