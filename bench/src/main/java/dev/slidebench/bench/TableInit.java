package dev.slidebench.bench;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Workload {@code init}: the start-up cost of a strategy, i.e. building and checking its tables in
 * the class initialiser, measured once per fresh JVM (single shot, no warm-up: a cold JVM is exactly
 * what an engine starting up has). Each fork is one sample. The strategy class is found without being
 * initialised, and the reference {@link RayLoop} that tables are built from is loaded beforehand, so
 * only the strategy's own work is timed. Its table bytes are in {@code list} and in the run's
 * {@code run.json}. Milliseconds, lower is better.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(
        value = 5,
        jvmArgsAppend = {BenchmarkSettings.XMS, BenchmarkSettings.XMX, BenchmarkSettings.VECTOR_MODULE})
public class TableInit {

    Class<? extends SlidingAttacks> type;

    @Setup
    public void findClass(StrategyNameState name) {
        RayLoop.INSTANCE.rookAttacks(0, 0); // the reference's own init is not the strategy's cost
        type = StrategyRegistry.typeOf(name.strategy);
    }

    @Benchmark
    public long initialise() throws ReflectiveOperationException {
        CpuTimeProfiler.markStart(); // the worker started inside this iteration: count CPU from here
        SlidingAttacks instance = type.getDeclaredConstructor().newInstance();
        long answer = instance.tableBytes() + instance.rookAttacks(27, 0x0000_0010_0800_0000L);
        CpuTimeProfiler.markEnd(); // what the worker does after the call (JMH's bookkeeping) is not the strategy's
        return answer;
    }
}
