package dev.slidebench.reports.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Spearman's rank correlation: Pearson's correlation of the two samples' ranks, tied values sharing the
 * average of the ranks they span (so it stays exact with ties, where the {@code 1 - 6Σd²/(n(n²-1))} shortcut
 * does not).
 */
public final class Spearman {

    private Spearman() {}

    /** Ranks from 1, ties given the average of their ranks: {3, 1, 3} → {2.5, 1, 2.5}. */
    public static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double[] ranks = new double[values.length];
        int start = 0;
        while (start < order.length) {
            int end = start;
            while (end + 1 < order.length && values[order[end + 1]] == values[order[start]]) {
                end++;
            }
            double average = (start + end) / 2.0 + 1;
            for (int k = start; k <= end; k++) {
                ranks[order[k]] = average;
            }
            start = end + 1;
        }
        return ranks;
    }

    /** ρ of paired samples; NaN with fewer than two pairs or when either sample is constant. */
    public static double rho(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("unpaired samples: " + x.length + " and " + y.length);
        }
        if (x.length < 2) {
            return Double.NaN;
        }
        double[] rx = ranks(x);
        double[] ry = ranks(y);
        double mean = (x.length + 1) / 2.0;
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < rx.length; i++) {
            sxy += (rx[i] - mean) * (ry[i] - mean);
            sxx += (rx[i] - mean) * (rx[i] - mean);
            syy += (ry[i] - mean) * (ry[i] - mean);
        }
        return sxx == 0 || syy == 0 ? Double.NaN : sxy / Math.sqrt(sxx * syy);
    }
}
