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
        Integer[] order = new Integer[p.length];
        int m = 0;
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
            if (!Double.isNaN(p[i])) {
                m++;
            }
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? 2.0 : p[i]));
        double[] adjusted = new double[p.length];
        Arrays.fill(adjusted, Double.NaN);
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1.0, (m - k) * p[order[k]]));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }
}
