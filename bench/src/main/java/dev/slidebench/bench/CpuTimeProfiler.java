package dev.slidebench.bench;

import dev.slidebench.reports.record.WarmupRule;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * CPU time per operation beside JMH's wall time: for every iteration, the CPU time the benchmark's
 * worker threads used ({@link ThreadMXBean#getThreadCpuTime}) divided by the operations JMH counted,
 * as the secondary metric {@value #METRIC} in the benchmark's time unit per operation (for example
 * {@code ns/op}; in throughput mode always {@code ns/op}, the per-operation view of the score). On a
 * shared machine a thread that waits for a core loses wall time but no CPU time, so this metric stays
 * steady while wall time swings.
 *
 * <p>JMH calls a profiler from its control thread, so the workers are found by the name JMH gives
 * them ({@code …-jmh-worker-N}) and their CPU clocks are read before and after the iteration. The
 * window is slightly wider than the measured one (it includes the iteration's setup and JMH's
 * synchronisation of worker threads), so for very short iterations the value is a little high;
 * at slidebench's iteration lengths (≥ 20 ms) that is well under 1 %.
 *
 * <p>A worker that starts during the iteration (JMH starts them lazily, so in a single-shot fork the only
 * worker starts inside the measured iteration) would count its own start and the trial's {@code @Setup}
 * too; a benchmark method can call {@link #markStart()} first, and such a worker then counts from that
 * mark. Likewise a single-shot call's worker goes on after the call (JMH's result handling, in a cold
 * JVM interpreted and loading classes, about a millisecond) before the clocks are read again; a method
 * that calls {@link #markEnd()} as its last step counts up to there. The {@code init} workload does both.
 *
 * <p>{@code ./slidebench run} always enables it. With plain JMH:
 * {@code java -jar bench/target/benchmarks.jar -prof dev.slidebench.bench.CpuTimeProfiler}.
 */
public final class CpuTimeProfiler implements InternalProfiler {

    /** Name of the secondary metric in JMH's results. */
    public static final String METRIC = "cpu.time";

    private static final String WORKER_MARK = "-jmh-worker-";

    /** CPU nanoseconds of a thread when its benchmark method called {@link #markStart()}, by thread id. */
    private static final Map<Long, Long> MARKS = new ConcurrentHashMap<>();

    /** CPU nanoseconds of a thread when its benchmark method called {@link #markEnd()}, by thread id. */
    private static final Map<Long, Long> END_MARKS = new ConcurrentHashMap<>();

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private Map<Long, Long> before = Map.of();
    private boolean started;

    /**
     * Marks where the calling benchmark thread's measured work starts, for a worker that did not exist
     * when the iteration began (see the class comment); costs one read of the thread's CPU clock.
     */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+, and the build targets 17
    public static void markStart() {
        MARKS.put(
                Thread.currentThread().getId(),
                ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime());
    }

    /**
     * Marks where the calling benchmark thread's measured work ends, so that what the worker does after
     * the call (see the class comment) is not counted; costs one read of the thread's CPU clock.
     */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+, and the build targets 17
    public static void markEnd() {
        END_MARKS.put(
                Thread.currentThread().getId(),
                ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime());
    }

    public CpuTimeProfiler() {
        if (threads.isThreadCpuTimeSupported() && !threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
    }

    @Override
    public String getDescription() {
        return "CPU time of the benchmark threads per operation (" + METRIC + ")";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (!started) {
            // the trial's setup, and with it the warm-up until steady, runs after this first call: forget any
            // earlier benchmark's warm-up in this JVM (plain JMH with -f 0 runs several in one)
            SteadyWarmup.reset();
            started = true;
        }
        MARKS.clear();
        END_MARKS.clear();
        before = workerCpuNanos();
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's Profiler interface declares the raw Result
    public Collection<? extends Result> afterIteration(
            BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
        Map<Long, Long> after = workerCpuNanos();
        long ops = result.getMetadata() == null ? 0 : result.getMetadata().getMeasuredOps();
        List<Result<?>> results = new ArrayList<>(warmupResults(SteadyWarmup.used()));
        if (after.isEmpty() || ops <= 0) {
            return results; // no worker CPU clock on this JVM: no metric rather than a wrong one
        }
        long cpu = workerCpuDuring(before, after, MARKS, END_MARKS);
        // Throughput's score is operations per time; its CPU view is still time per operation, in ns.
        TimeUnit unit =
                benchmarkParams.getMode() == Mode.Throughput ? TimeUnit.NANOSECONDS : benchmarkParams.getTimeUnit();
        double perOp = (double) cpu / ops / unit.toNanos(1);
        results.add(new ScalarResult(METRIC, perOp, unitLabel(unit) + "/op", AggregationPolicy.AVG));
        return results;
    }

    /**
     * The fork's steady warm-up ({@link SteadyWarmup}) as secondary results, the same in every iteration (it
     * ran once, in the trial's setup); none when it did not run. They describe the fork, not the strategy:
     * reports read them as the fork's warm-up, never as a measure to rank.
     */
    static List<Result<?>> warmupResults(SteadyWarmup.Used used) {
        if (used == null) {
            return List.of();
        }
        return List.of(
                new ScalarResult(WarmupRule.MILLIS_METRIC, used.millis(), "ms", AggregationPolicy.MAX),
                new ScalarResult(WarmupRule.SLICES_METRIC, used.slices(), "slices", AggregationPolicy.MAX),
                new ScalarResult(WarmupRule.STEADY_METRIC, used.steady() ? 1 : 0, "settled", AggregationPolicy.MIN));
    }

    /**
     * The CPU nanoseconds the workers used in the iteration, from their clocks {@code before} and
     * {@code after} it by thread id: a worker already running counts from its clock before; one that
     * started during the iteration counts from its {@link #markStart()} mark, else from zero (its start).
     * A worker counts up to its {@link #markEnd()} mark when it left one, else up to its clock after.
     */
    static long workerCpuDuring(
            Map<Long, Long> before, Map<Long, Long> after, Map<Long, Long> marks, Map<Long, Long> ends) {
        long cpu = 0;
        for (Map.Entry<Long, Long> e : after.entrySet()) {
            Long start = before.get(e.getKey());
            long end = ends.getOrDefault(e.getKey(), e.getValue());
            cpu += end - (start != null ? start : marks.getOrDefault(e.getKey(), 0L));
        }
        return cpu;
    }

    /** CPU nanoseconds of every live JMH worker thread, by thread id. */
    private Map<Long, Long> workerCpuNanos() {
        if (!threads.isThreadCpuTimeSupported()) {
            return Map.of();
        }
        Map<Long, Long> cpu = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains(WORKER_MARK)) {
                long nanos = threads.getThreadCpuTime(info.getThreadId());
                if (nanos >= 0) {
                    cpu.put(info.getThreadId(), nanos);
                }
            }
        }
        return cpu;
    }

    /** JMH's own abbreviations, so that the unit reads like the primary's ({@code ns/op}, {@code us/op}). */
    static String unitLabel(TimeUnit unit) {
        return switch (unit) {
            case NANOSECONDS -> "ns";
            case MICROSECONDS -> "us";
            case MILLISECONDS -> "ms";
            case SECONDS -> "s";
            case MINUTES -> "min";
            case HOURS -> "hr";
            case DAYS -> "day";
        };
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s(%s)", getClass().getSimpleName(), METRIC);
    }
}
