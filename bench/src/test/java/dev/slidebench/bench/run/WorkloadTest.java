package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.BenchmarkSettings;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

class WorkloadTest {

    /** Every benchmark id a plan can name is a @Benchmark method of its workload's class: no stale strings. */
    @Test
    void everyPlannedBenchmarkIsABenchmarkMethod() throws NoSuchMethodException {
        for (Workload w : Workload.values()) {
            for (String id : w.benchmarks(true)) {
                String method = id.substring(id.lastIndexOf('.') + 1);
                Method m = w.benchmarkClass().getMethod(method);
                assertNotNull(m.getAnnotation(Benchmark.class), id);
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
