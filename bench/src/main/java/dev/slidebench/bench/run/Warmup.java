package dev.slidebench.bench.run;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.reports.record.StrategyRecord;
import java.util.Locale;

/**
 * The warm-up of one timed fork: the profile's, except for strategies built on the Vector API, which get
 * at least {@link #VECTOR_API_MILLIS} of it in the profile's iteration length.
 *
 * <p>Why: Vector API code is fast only once C2 has intrinsified it; until then every vector is a heap
 * object. Measured on JDK 25 (VectorKoggeStone, {@code positions}, 80 ms iterations, no warm-up, CPU
 * time per lookup): 30 190, 445, 37, 18, 12 ns, then a recompilation at about 0.4 s back to 94 ns for
 * seven iterations, then 13 ns from the 13th iteration (about 1 s) on. The quick profile's 2 × 80 ms
 * ended in the first phase, so its row measured compilation, not the strategy (60 ns against 1.8 ns in
 * {@code random}). Scalar strategies settle within the profile's warm-up and keep it, so the rounds stay
 * short. Each fork's warm-up is recorded in run.json.
 */
record Warmup(int iterations, int millis) {

    /** Total warm-up a Vector API strategy gets at least: the 1 s measured above with margin for a busy machine. */
    static final int VECTOR_API_MILLIS = 1600;

    /** The warm-up of {@code task} in {@code plan}; null for single-shot workloads, which take none. */
    static Warmup of(RunPlan plan, RunPlan.Task task) {
        if (task.workload().isSingleShot()) {
            return null;
        }
        Profile profile = plan.profile();
        int iterations = profile.warmupIterations();
        int millis = profile.warmupMillis();
        if (usesVectorApi(plan.jvms().get(task.jvm()).strategies().get(task.strategy()))) {
            iterations = Math.max(iterations, (VECTOR_API_MILLIS + millis - 1) / millis);
        }
        return new Warmup(iterations, millis);
    }

    /** Whether the strategy is of the SIMD family (the JVM's probe says so; unknown strategies are not). */
    static boolean usesVectorApi(StrategyRecord strategy) {
        return strategy != null && StrategyFamily.SIMD.label().equals(strategy.family());
    }

    /** JMH's text for one iteration's length, as in the JMH JSON ({@code "80 ms"}). */
    String time() {
        return String.format(Locale.ROOT, "%d ms", millis);
    }
}
