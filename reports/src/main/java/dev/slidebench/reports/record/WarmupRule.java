package dev.slidebench.reports.record;

import java.util.Arrays;
import java.util.Locale;

/**
 * The rule that ends a fork's steady warm-up (bench's {@code SteadyWarmup} applies it; {@link ForkRecord}
 * records what it used): the workload runs in slices of about {@value #SLICE_MILLIS} ms (or one operation when
 * an operation is longer), each giving the CPU time per operation of that slice, until the series has settled
 * or the cap is reached.
 *
 * <p><b>Settled</b> means: at least {@value #MIN_SLICES} slices, the median of the last {@value #WINDOW}
 * slices within {@value #TOLERANCE_PERCENT} % of the median of the {@value #WINDOW} before them (no change
 * between the two windows), and within {@value #TOLERANCE_PERCENT} % of the lowest median of any
 * {@value #WINDOW} consecutive slices so far (the series is not resting on a slow plateau after it was
 * already faster, as a deoptimised method does until it is compiled again). Medians of three make one
 * slice interrupted by the machine harmless. This is a simple change-point test in the spirit of Barrett et
 * al. 2017, "Virtual machine warmup blows hot and cold" (OOPSLA), whose point is that a fixed warm-up cannot
 * know when a VM has reached a steady state, and that some never do: those end at the cap and are flagged.
 */
public final class WarmupRule {

    /** Target length of one slice. */
    public static final int SLICE_MILLIS = 20;

    /** Slices per window whose medians are compared. */
    public static final int WINDOW = 3;

    /** Two windows are needed to compare. */
    public static final int MIN_SLICES = 2 * WINDOW;

    /**
     * How close two window medians must be, in percent. Measured (AMD EPYC, 2 cores, load about 6, JDK 17,
     * FancyMagic): once compiled, 20 ms slices of {@code random} and {@code positions} and single operations of
     * {@code search} scatter by 5–10 % (one slice in ten by 20–30 %). At 3 % a {@code search} warm-up whose
     * slices had settled at 38–43 ms for a second still reached the 2 s cap; at 5 % it ended after 12 slices,
     * and a series falling by 2 % a slice (3 % with noise of 1 %) never settles.
     */
    public static final int TOLERANCE_PERCENT = 5;

    /** The cap of a scalar strategy's warm-up. */
    public static final int CAP_MILLIS = 2000;

    /**
     * The cap of a Vector API (SIMD) strategy's warm-up: C2 intrinsifies the Vector API only after about 1 s
     * on JDK 25 (measured in bench's {@code Warmup} history: 30 190, 445, 37, 18, 12 ns, a recompilation back
     * to 94 ns, 13 ns from about 1 s on).
     */
    public static final int VECTOR_CAP_MILLIS = 4000;

    /** JMH secondary result of a fork with a warm-up until steady: its wall time in milliseconds. */
    public static final String MILLIS_METRIC = "warmup.ms";

    /** JMH secondary result: its slices. */
    public static final String SLICES_METRIC = "warmup.slices";

    /** JMH secondary result: 1 when it settled, 0 when it reached its cap. */
    public static final String STEADY_METRIC = "warmup.steady";

    /** Prefix of those results: they describe the fork, not the strategy, and are never ranked. */
    public static final String METRIC_PREFIX = "warmup.";

    /** What to do after a slice. */
    public enum Decision {
        CONTINUE,
        SETTLED,
        CAPPED
    }

    private WarmupRule() {}

    /**
     * The decision after the first {@code count} slices of {@code perOperation} (CPU time per operation of
     * each slice, any unit) when {@code elapsedMillis} of warm-up have passed, with cap {@code capMillis}.
     * Settled wins over the cap when both hold.
     */
    public static Decision decide(double[] perOperation, int count, double elapsedMillis, double capMillis) {
        if (settled(perOperation, count)) {
            return Decision.SETTLED;
        }
        return elapsedMillis >= capMillis ? Decision.CAPPED : Decision.CONTINUE;
    }

    /** Whether the first {@code count} slices of {@code perOperation} have settled (see the class comment). */
    public static boolean settled(double[] perOperation, int count) {
        if (count < MIN_SLICES || count > perOperation.length) {
            return false;
        }
        double last = median(perOperation, count - WINDOW);
        double before = median(perOperation, count - 2 * WINDOW);
        double lowest = last;
        for (int start = 0; start + WINDOW <= count; start++) {
            lowest = Math.min(lowest, median(perOperation, start));
        }
        double tolerance = TOLERANCE_PERCENT / 100.0;
        return Math.abs(last - before) <= tolerance * before && last <= lowest * (1 + tolerance);
    }

    /** The median of the {@value #WINDOW} slices from {@code start}. */
    private static double median(double[] values, int start) {
        double[] window = Arrays.copyOfRange(values, start, start + WINDOW);
        Arrays.sort(window);
        return window[WINDOW / 2];
    }

    /** The rule in one sentence, for the report's method section. */
    public static String sentence() {
        return String.format(
                Locale.ROOT,
                "before JMH's own warm-up, each timed fork runs its workload in slices of about %d ms and stops"
                        + " when the median CPU time per operation of the last %d slices is within %d %% of the"
                        + " %d before them and of the lowest such median so far (at least %d slices), or at a cap of"
                        + " %.0f s (%.0f s for Vector API strategies), which flags the fork",
                SLICE_MILLIS,
                WINDOW,
                TOLERANCE_PERCENT,
                WINDOW,
                MIN_SLICES,
                CAP_MILLIS / 1000.0,
                VECTOR_CAP_MILLIS / 1000.0);
    }
}
