package dev.slidebench.reports.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Holm's step-down correction (Holm 1979, "A simple sequentially rejective multiple test procedure"):
 * adjusted {@code p(k) = max over j ≤ k of min(1, (m − j + 1)·p(j))} over the sorted p-values. It keeps
 * the family-wise error rate at α for any dependence between the tests and rejects at least what
 * Bonferroni rejects.
 */
public final class Holm {

    private Holm() {}

    /** Adjusted p-values in the order given; a NaN (untestable) p-value stays NaN and does not count in m. */
    public static double[] adjust(double[] p) {
        Integer[] order = ascending(p);
        int m = testable(p);
        double[] adjusted = new double[p.length];
        Arrays.fill(adjusted, Double.NaN);
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1.0, (m - k) * p[order[k]]));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }

    /**
     * Per p-value the two-sided level its Holm step tested it at: {@code α/(m − j + 1)} at step j while
     * every earlier step rejected; from the first step that does not reject on, that step's level (the
     * procedure stops there). An interval at this level excludes the null exactly when Holm rejects
     * ({@link #adjust}{@code (p) ≤ α}). NaN where p is NaN.
     */
    public static double[] stepLevels(double[] p, double alpha) {
        Integer[] order = ascending(p);
        int m = testable(p);
        double[] levels = new double[p.length];
        Arrays.fill(levels, Double.NaN);
        double stopped = Double.NaN;
        for (int k = 0; k < m; k++) {
            double level = alpha / (m - k);
            if (Double.isNaN(stopped) && p[order[k]] > level) {
                stopped = level;
            }
            levels[order[k]] = Double.isNaN(stopped) ? level : stopped;
        }
        return levels;
    }

    /** Indices by ascending p-value, NaN (untestable) last. */
    private static Integer[] ascending(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? 2.0 : p[i]));
        return order;
    }

    private static int testable(double[] p) {
        return (int) Arrays.stream(p).filter(x -> !Double.isNaN(x)).count();
    }
}
