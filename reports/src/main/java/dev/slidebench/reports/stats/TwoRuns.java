package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * An A/B comparison: for each value measured in both runs, the speed-up of the test run over the base
 * run with an interval. All 2k (value, side) groups share one residual variance (one-way on ln(fork
 * mean): round effects cannot be used, as a round of one run has nothing in common with a round of the
 * other). The intervals are simultaneous at the confidence level by Bonferroni (each at
 * 1 − (1 − level)/k), so the verdict read from an interval — faster when it lies above 1, slower below —
 * keeps the family-wise error rate over the k values, and a verdict can never contradict its interval.
 */
public final class TwoRuns {

    private TwoRuns() {}

    /**
     * @param speedup test speed ÷ base speed, with its simultaneous interval
     * @param decidable false when either side has a single fork (then no verdict is given)
     */
    public record Change(Ratio speedup, boolean decidable) {

        /** "faster ×1.23", "slower ×1.23", "no detectable change", or "no verdict: single fork". */
        public String verdict() {
            if (!decidable || !speedup.hasInterval()) {
                return "no verdict: single fork";
            }
            if (speedup.low() > 1) {
                return "faster \u00d7" + String.format(java.util.Locale.ROOT, "%.3f", speedup.estimate());
            }
            if (speedup.high() < 1) {
                return "slower \u00d7" + String.format(java.util.Locale.ROOT, "%.3f", 1 / speedup.estimate());
            }
            return "no detectable change";
        }
    }

    /** Per value (same index in both lists), the change from base to test. */
    public static List<Change> compare(
            List<double[]> base, List<double[]> test, boolean higherIsBetter, double confidence) {
        int k = base.size();
        List<Integer> group = new ArrayList<>();
        List<Double> value = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (double v : base.get(i)) {
                group.add(2 * i);
                value.add(v);
            }
            for (double v : test.get(i)) {
                group.add(2 * i + 1);
                value.add(v);
            }
        }
        LogLinearModel model = LogLinearModel.fit(
                2 * k,
                group.stream().mapToInt(Integer::intValue).toArray(),
                null,
                value.stream().mapToDouble(Double::doubleValue).toArray());
        int df = model.residualDf();
        double t = df > 0 ? TDistribution.of(df).inverseSurvivalProbability((1 - confidence) / (2.0 * k)) : Double.NaN;
        double sign = higherIsBetter ? 1 : -1;
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            double logRatio = sign * model.difference(2 * i + 1, 2 * i);
            double error = df > 0 ? model.differenceError(2 * i + 1, 2 * i) : Double.NaN;
            boolean decidable = base.get(i).length > 1 && test.get(i).length > 1;
            changes.add(new Change(Ratio.ofLog(logRatio, error, t), decidable));
        }
        return changes;
    }
}
