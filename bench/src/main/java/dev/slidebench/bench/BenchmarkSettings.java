package dev.slidebench.bench;

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
        jvmArgsAppend = {"-Xms1g", "-Xmx1g", "--add-modules=jdk.incubator.vector"})
public abstract class BenchmarkSettings {}
