package dev.slidebench.bench.run;

import java.util.Locale;

/**
 * JMH's warm-up of one timed fork: {@value #JMH_ITERATIONS} iterations sharing the profile's warm-up length. The
 * warm-up proper happens before it, in the workload's setup ({@code SteadyWarmup}), until the CPU time per
 * operation has settled or a cap is reached (longer for Vector API strategies, whose intrinsification takes
 * about 1 s on JDK 25); JMH's own iterations then compile JMH's measuring loop around the warmed-up code.
 * Two, not one: the second call of JMH's loop is slow while it is compiled again (measured, JDK 17,
 * random/queen, 1 x 80 ms: FancyMagic 1.82 then 2.28 ns against 1.81 after; KoggeStone 13.9 then 21.8 with
 * 2 x 40 ms), so with one warm-up iteration that call was the first measured one.
 * What each fork's steady warm-up used is in run.json.
 */
record Warmup(int iterations, int millis) {

    /** JMH warm-up iterations after the steady warm-up. */
    static final int JMH_ITERATIONS = 2;

    /** The warm-up of {@code task} in {@code plan}; null for single-shot workloads, which take none. */
    static Warmup of(RunPlan plan, RunPlan.Task task) {
        if (task.workload().isSingleShot()) {
            return null;
        }
        return new Warmup(JMH_ITERATIONS, Math.max(1, plan.profile().warmupMillis() / JMH_ITERATIONS));
    }

    /** JMH's text for one iteration's length, as in the JMH JSON ({@code "80 ms"}). */
    String time() {
        return String.format(Locale.ROOT, "%d ms", millis);
    }
}
