package dev.slidebench.bench;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.reports.record.WarmupRule;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Warm-up until steady, inside the fork: JMH cannot end its warm-up early, so each timed workload's
 * trial {@code @Setup} runs its own measured operation here until {@link WarmupRule} says the CPU time per
 * operation has settled, or its cap is reached. Afterwards JMH runs one short warm-up iteration of its own
 * (its measuring loop must be compiled too), then the measurement.
 *
 * <p>Each slice runs the operation for about {@value WarmupRule#SLICE_MILLIS} ms of wall time (at least
 * once) and takes the calling thread's CPU time per operation ({@link ThreadMXBean}, so a slice that waited
 * for a core is not slower for it). What the warm-up used is kept for {@link CpuTimeProfiler}, which reports
 * it as the secondary results {@code warmup.ms}, {@code warmup.slices} and {@code warmup.steady} (1 settled,
 * 0 capped; names in {@link WarmupRule}); with several benchmark threads, the longest warm-up and whether all settled.
 *
 * <p>System property {@value #PROPERTY}: {@code off} skips it (plain JMH as before), a number of
 * milliseconds sets the cap; by default the cap is {@link WarmupRule#CAP_MILLIS}, or {@link
 * WarmupRule#VECTOR_CAP_MILLIS} for Vector API strategies. {@value #TRACE_PROPERTY}{@code =true} prints
 * each fork's series of slices.
 */
public final class SteadyWarmup {

    /** {@code off}, or the cap in milliseconds. */
    public static final String PROPERTY = "slidebench.warmup";

    /** {@code true}: print every slice's CPU time per operation. */
    public static final String TRACE_PROPERTY = "slidebench.warmup.trace";

    /** What one warm-up used. */
    public record Used(double millis, int slices, boolean steady) {

        /** This and {@code other} as one fork's: the longer warm-up, settled only when both settled. */
        Used and(Used other) {
            return new Used(Math.max(millis, other.millis), Math.max(slices, other.slices), steady && other.steady);
        }
    }

    private static final long SLICE_NANOS = WarmupRule.SLICE_MILLIS * 1_000_000L;

    /** The fork's warm-up so far; null before one ran or when it is off. */
    private static Used used;

    /** Consumes the operations' results so that none is dead code. */
    @SuppressWarnings("unused")
    private static volatile long sink;

    private SteadyWarmup() {}

    /**
     * Runs {@code operation} (the benchmark method as JMH calls it, or its loop with the same inputs) until
     * steady, with the cap for {@code strategy} (null: the scalar cap), unless the warm-up is switched off.
     */
    public static void run(SlidingAttacks strategy, LongSupplier operation) {
        String setting = System.getProperty(PROPERTY);
        if ("off".equals(setting)) {
            return;
        }
        double cap = capMillis(setting, strategy);
        Used one = warmUp(operation, cap, Boolean.getBoolean(TRACE_PROPERTY));
        synchronized (SteadyWarmup.class) {
            used = used == null ? one : used.and(one);
        }
    }

    /** The cap: {@code setting} when it is a number of milliseconds, else the default for the strategy. */
    static double capMillis(String setting, SlidingAttacks strategy) {
        if (setting != null && !setting.isBlank()) {
            try {
                double millis = Double.parseDouble(setting.trim());
                if (millis >= 0 && Double.isFinite(millis)) {
                    return millis;
                }
            } catch (NumberFormatException e) {
                // fall through to the message below
            }
            throw new IllegalArgumentException(
                    "-D" + PROPERTY + "=" + setting + ": expected off or a cap in milliseconds (>= 0)");
        }
        return strategy != null && strategy.family() == StrategyFamily.SIMD
                ? WarmupRule.VECTOR_CAP_MILLIS
                : WarmupRule.CAP_MILLIS;
    }

    /**
     * {@link #run} for a benchmark that counts nodes: each warm-up operation is followed by {@code checkCount}, as
     * every measured iteration is by its teardown, so a wrong strategy fails in the warm-up already.
     */
    public static void runCounted(SlidingAttacks strategy, LongSupplier operation, Runnable checkCount) {
        run(strategy, () -> {
            long nodes = operation.getAsLong();
            checkCount.run();
            return nodes;
        });
    }

    /** The fork's warm-up, or null when none ran (switched off, or a single-shot workload). */
    public static synchronized Used used() {
        return used;
    }

    /** Forgets the fork's warm-up; for tests that run several in one JVM. */
    static synchronized void reset() {
        used = null;
    }

    /** The method name of the benchmark JMH is running ({@code queen} of {@code ….RandomLookups.queen}). */
    public static String method(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** Slices {@code operation} until {@link WarmupRule} ends it; package-private for its test. */
    static Used warmUp(LongSupplier operation, double capMillis, boolean trace) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuClock = threads.isCurrentThreadCpuTimeSupported();
        if (cpuClock && !threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
        double[] perOperation = new double[64];
        int count = 0;
        long start = System.nanoTime();
        long folded = 0;
        WarmupRule.Decision decision;
        do {
            long sliceStart = System.nanoTime();
            long cpuStart = cpuClock ? threads.getCurrentThreadCpuTime() : sliceStart;
            long operations = 0;
            long now;
            do {
                folded ^= operation.getAsLong();
                operations++;
                now = System.nanoTime();
            } while (now - sliceStart < SLICE_NANOS);
            long cpu = (cpuClock ? threads.getCurrentThreadCpuTime() : now) - cpuStart;
            if (count == perOperation.length) {
                perOperation = Arrays.copyOf(perOperation, 2 * count);
            }
            perOperation[count++] = (double) cpu / operations;
            decision = WarmupRule.decide(perOperation, count, (now - start) / 1e6, capMillis);
        } while (decision == WarmupRule.Decision.CONTINUE);
        sink = folded;
        Used one = new Used((System.nanoTime() - start) / 1e6, count, decision == WarmupRule.Decision.SETTLED);
        if (trace) {
            StringBuilder line = new StringBuilder(String.format(
                    Locale.ROOT,
                    "steady warm-up: %.0f ms, %d slices, %s; CPU ns per operation:",
                    one.millis(),
                    one.slices(),
                    one.steady() ? "settled" : "capped"));
            for (int i = 0; i < count; i++) {
                line.append(String.format(Locale.ROOT, " %.4g", perOperation[i]));
            }
            System.out.println(line);
        }
        return one;
    }
}
