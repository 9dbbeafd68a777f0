package dev.slidebench.reports.stats;

import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The model one table's comparisons come from, and what it says of each group: its speed on the log
 * scale, its rank, its level with interval, and its ratios against the best and the reference (see
 * {@link TableStatistics} for the rules).
 *
 * @param oneWay strategy only, whose pooled variance gives every group's interval
 * @param comparison the model of the comparisons: strategy + round where that fits with residual df left,
 *     else {@code oneWay}
 * @param logSpeed per group its coefficient, signed so that larger is faster
 * @param order group indices, fastest first
 * @param t the two-sided quantile at the confidence level on the comparison's df (NaN without df)
 */
record TableFit(
        Design design,
        LogLinearModel oneWay,
        LogLinearModel comparison,
        TableStatistics.Model model,
        double[] logSpeed,
        int[] order,
        double confidence,
        double t) {

    static TableFit of(Design design, boolean higherIsBetter, double confidence) {
        LogLinearModel oneWay = design.oneWay();
        LogLinearModel comparison = oneWay;
        TableStatistics.Model model =
                design.iterations() ? TableStatistics.Model.ITERATIONS : TableStatistics.Model.STRATEGY;
        if (design.round() != null) {
            LogLinearModel twoWay = design.withRounds();
            if (twoWay.fitted() && twoWay.residualDf() > 0) {
                comparison = twoWay;
                model = TableStatistics.Model.STRATEGY_AND_ROUND;
            }
        }
        double sign = higherIsBetter ? 1 : -1;
        double[] logSpeed = new double[design.groups()];
        for (int i = 0; i < logSpeed.length; i++) {
            logSpeed[i] = sign * comparison.coefficient(i);
        }
        int[] order = IntStream.range(0, logSpeed.length)
                .boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -logSpeed[i]))
                .mapToInt(Integer::intValue)
                .toArray();
        return new TableFit(
                design, oneWay, comparison, model, logSpeed, order, confidence, quantile(comparison, confidence));
    }

    /** The two-sided t quantile at {@code confidence} on the model's residual df; NaN without df. */
    private static double quantile(LogLinearModel model, double confidence) {
        int df = model.residualDf();
        return df > 0 ? TableStatistics.tQuantile(df, 1 - (1 - confidence) / 2) : Double.NaN;
    }

    int best() {
        return order[0];
    }

    /** 1 + how many groups are faster by point estimate. */
    int rank(int group) {
        return 1
                + (int) IntStream.range(0, logSpeed.length)
                        .filter(j -> logSpeed[j] > logSpeed[group])
                        .count();
    }

    /** Per group, its forks whose |studentised residual| exceeds {@link TableStatistics#OUTLIER_BOUND}. */
    int[] outlierForks() {
        int[] outliers = new int[design.groups()];
        for (int i = 0; i < design.value().length; i++) {
            if (model != TableStatistics.Model.ITERATIONS
                    && Math.abs(comparison.studentisedResidual(i)) > TableStatistics.OUTLIER_BOUND) {
                outliers[design.group()[i]]++;
            }
        }
        return outliers;
    }

    /** A group's geometric mean with its interval: {@code {mean, low, high}} on the measured scale. */
    double[] level(int group) {
        double roundMean = comparison.rounds() > 1 ? comparison.meanRoundEffect() : 0;
        double mean = comparison.coefficient(group) + roundMean;
        double t1 = quantile(oneWay, confidence);
        double halfWidth = oneWay.residualDf() > 0
                ? t1 * Math.sqrt(oneWay.residualVariance() / design.replicates(group))
                : Double.NaN;
        return new double[] {Math.exp(mean), Math.exp(mean - halfWidth), Math.exp(mean + halfWidth)};
    }

    /** Speed of the best ÷ speed of the group, at the confidence level. */
    Ratio slowdown(int group) {
        int best = best();
        return group == best
                ? Ratio.ONE
                : Ratio.ofLog(logSpeed[best] - logSpeed[group], comparison.differenceError(best, group), t);
    }

    /** {@link #slowdown} with t at {@code level}, the Holm step the pair (best, group) was tested at. */
    Ratio slowdownHolm(int group, double level) {
        int best = best();
        return group == best
                ? Ratio.ONE
                : Ratio.ofLog(
                        logSpeed[best] - logSpeed[group],
                        Double.isNaN(level) ? Double.NaN : comparison.differenceError(best, group),
                        Double.isNaN(level)
                                ? Double.NaN
                                : TableStatistics.tQuantile(comparison.residualDf(), 1 - level / 2));
    }

    /** Speed of the group ÷ speed of the reference; null without a reference (−1). */
    Ratio vsReference(int group, int reference) {
        if (reference < 0) {
            return null;
        }
        return group == reference
                ? Ratio.ONE
                : Ratio.ofLog(logSpeed[group] - logSpeed[reference], comparison.differenceError(group, reference), t);
    }

    /** The standard error of every pair's difference; NaN on the diagonal and without residual df. */
    double[][] pairErrors() {
        int k = logSpeed.length;
        double[][] errors = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                errors[i][j] = i == j || comparison.residualDf() <= 0 ? Double.NaN : comparison.differenceError(i, j);
            }
        }
        return errors;
    }
}
