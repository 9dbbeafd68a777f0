package dev.slidebench.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH settings shared by every workload (the Commons RNG way: on one abstract base class). These are
 * the defaults of plain {@code java -jar benchmarks.jar}; {@code ./slidebench run} overrides forks,
 * iterations and times from its profile. Lookups are reported as nanoseconds per lookup: lower is
 * better.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Fork(
        value = 3,
        jvmArgsAppend = {BenchmarkSettings.XMS, BenchmarkSettings.XMX, BenchmarkSettings.VECTOR_MODULE})
public abstract class BenchmarkSettings {

    /**
     * Heap of every fork: fixed at 1 GiB (initial = maximum) so that no fork resizes its heap while it is
     * measured, and the largest tables (a few MiB) and the cache-pressure array fit with room to spare.
     */
    public static final String XMS = "-Xms1g";

    public static final String XMX = "-Xmx1g";

    /** The Vector API strategies need the incubator module; without it they measure their scalar fallback. */
    public static final String VECTOR_MODULE = "--add-modules=jdk.incubator.vector";

    /** Every fork's JVM options, for the runner's forks, its probe and run.json. */
    public static final List<String> FORK_JVM_ARGS = List.of(XMS, XMX, VECTOR_MODULE);

    /** The JMH parameter that names the strategy in every workload (and in the JMH JSON's {@code params}). */
    public static final String STRATEGY_PARAM = "strategy";
}
