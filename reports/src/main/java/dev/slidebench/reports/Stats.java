package dev.slidebench.reports;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;
import org.apache.commons.statistics.inference.TTest;

/**
 * The statistics of a report, as plain functions over arrays of replicate values (per-fork means;
 * a single fork's iterations when there is only one fork).
 *
 * <ul>
 * <li>Confidence interval of a mean: Student's t-interval, {@code mean ± t(1-(1-level)/2, n-1) · s/√n}.</li>
 * <li>Two samples: Welch's unequal-variance t-test (Welch 1947), two-sided, with the
 *     Welch–Satterthwaite degrees of freedom; computed with Commons Statistics' {@link TTest}.</li>
 * <li>Many pairs: Holm's step-down correction (Holm 1979, "A simple sequentially rejective multiple
 *     test procedure"), as adjusted p-values {@code max over j ≤ k of min(1, (m-j+1)·p(j))}.</li>
 * <li>A ratio of two independent means: Fieller's interval (Fieller 1954, "Some problems in interval
 *     estimation"): the set of ρ for which {@code mean(a) − ρ·mean(b)} is not significantly different
 *     from zero, i.e. the roots of {@code (a − ρb)² = t²(va + ρ²vb)}, with {@code va, vb} the squared
 *     standard errors and t taken at the Welch–Satterthwaite degrees of freedom of {@code a − ρ̂b}
 *     (ρ̂ = a/b). When the denominator's own interval contains 0 ({@code t²vb ≥ b²}) the set is
 *     unbounded and is reported so. Fieller was preferred to the delta method because it stays
 *     correct, and asymmetric, when the denominator is noisy, which is the usual case with few forks.</li>
 * <li>Ranks: strategies sorted best first; a tie group starts at the best strategy not yet placed
 *     and takes each following strategy, in that order and without gaps, as long as it cannot be told
 *     apart (Holm-adjusted p above α) from any member already in the group; so every two members of
 *     a group are a tie. Members share the rank of the first member, its 1-based position
 *     (competition ranking: 1, 1, 3). Ties are not transitive: a value may also tie with a member of
 *     another group, which the report lists.</li>
 * </ul>
 */
public final class Stats {

    /** Level of every confidence interval in the reports. */
    public static final double CONFIDENCE = 0.999;
    /** Family-wise error rate of the pairwise tests (after Holm's correction). */
    public static final double ALPHA = 0.01;

    private Stats() {}

    /** The t with {@code P(|T| > t) = 1 − level} for Student's t with {@code df} degrees of freedom. */
    public static double tCritical(double df, double level) {
        return TDistribution.of(df).inverseSurvivalProbability((1 - level) / 2);
    }

    public static double mean(double[] values) {
        return Mean.of(values).getAsDouble();
    }

    /** Unbiased sample variance (n − 1 in the denominator); NaN for fewer than two values. */
    public static double variance(double[] values) {
        return values.length < 2 ? Double.NaN : Variance.of(values).getAsDouble();
    }

    public static double median(double[] values) {
        return Median.withDefaults().evaluate(values.clone());
    }

    /**
     * Mean, median and t-interval of a set of replicates.
     *
     * @param values the replicates (fork means, or one fork's iterations)
     * @param forks how many forks the values came from (for the report)
     * @param iterationLevel whether the replicates are iterations of a single fork
     */
    public record Summary(
            double[] values,
            int forks,
            int iterations,
            boolean iterationLevel,
            double mean,
            double median,
            double sd,
            double halfWidth) {

        public int n() {
            return values.length;
        }

        public double low() {
            return mean - halfWidth;
        }

        public double high() {
            return mean + halfWidth;
        }

        /** Squared standard error of the mean. */
        public double varianceOfMean() {
            return sd * sd / values.length;
        }
    }

    /** The summary of a metric: over fork means with two or more forks, else over the single fork's iterations. */
    public static Summary summarize(Metric metric, double level) {
        boolean iterationLevel = metric.forks() < 2;
        double[] values = iterationLevel
                ? metric.iterations()[0].clone()
                : metric.forkMeans().clone();
        return summarize(values, metric.forks(), metric.iterationCount(), iterationLevel, level);
    }

    public static Summary summarize(double[] values, int forks, int iterations, boolean iterationLevel, double level) {
        int n = values.length;
        double mean = mean(values);
        double sd = n < 2 ? Double.NaN : Math.sqrt(variance(values));
        double halfWidth = n < 2 ? Double.NaN : tCritical(n - 1, level) * sd / Math.sqrt(n);
        return new Summary(values, forks, iterations, iterationLevel, mean, median(values), sd, halfWidth);
    }

    /** Result of a two-sample test; all NaN when it could not be computed (fewer than two values on a side). */
    public record TestResult(double t, double df, double p) {
        public boolean testable() {
            return !Double.isNaN(p);
        }
    }

    /** Welch's two-sided t-test of equal means. */
    public static TestResult welch(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2) {
            return new TestResult(Double.NaN, Double.NaN, Double.NaN);
        }
        double va = variance(a) / a.length;
        double vb = variance(b) / b.length;
        if (va + vb == 0) {
            // No spread on either side: the means are either identical or certainly different.
            boolean same = mean(a) == mean(b);
            return new TestResult(
                    same ? 0 : Math.copySign(Double.POSITIVE_INFINITY, mean(a) - mean(b)),
                    a.length + b.length - 2,
                    same ? 1 : 0);
        }
        // TTest's default dispersion is heteroscedastic, i.e. Welch's test.
        TTest.Result result = TTest.withDefaults().test(a, b);
        return new TestResult(result.getStatistic(), result.getDegreesOfFreedom(), result.getPValue());
    }

    /**
     * Half-width of Welch's interval for mean(a) − mean(b) at {@code level}:
     * {@code t(df) · √(va + vb)} with the Welch–Satterthwaite df; NaN with fewer than two values on a side.
     */
    public static double welchHalfWidth(Summary a, Summary b, double level) {
        if (a.n() < 2 || b.n() < 2) {
            return Double.NaN;
        }
        double va = a.varianceOfMean();
        double vb = b.varianceOfMean();
        if (va + vb == 0) {
            return 0;
        }
        double df = (va + vb) * (va + vb) / (va * va / (a.n() - 1) + vb * vb / (b.n() - 1));
        return tCritical(df, level) * Math.sqrt(va + vb);
    }

    /** Holm-adjusted p-values, in the order given; a NaN (untestable) p-value counts as 1. */
    public static double[] holm(double[] p) {
        int m = p.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? 1.0 : p[i]));
        double[] adjusted = new double[m];
        double running = 0;
        for (int k = 0; k < m; k++) {
            double raw = Double.isNaN(p[order[k]]) ? 1.0 : p[order[k]];
            running = Math.max(running, Math.min(1.0, (m - k) * raw));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }

    /** A ratio with its interval; low/high are infinite when the interval is unbounded, NaN when not computable. */
    public record Ratio(double estimate, double low, double high) {
        public boolean bounded() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
    }

    /** Fieller's interval for mean(a)/mean(b), a and b independent; see the class comment. */
    public static Ratio fieller(
            double meanA, double varianceOfMeanA, int nA, double meanB, double varianceOfMeanB, int nB, double level) {
        double ratio = meanA / meanB;
        if (nA < 2 || nB < 2 || !Double.isFinite(ratio)) {
            return new Ratio(ratio, Double.NaN, Double.NaN);
        }
        double va = varianceOfMeanA;
        double vb = varianceOfMeanB;
        if (va == 0 && vb == 0) {
            return new Ratio(ratio, ratio, ratio);
        }
        double combined = va + ratio * ratio * vb;
        double df = combined * combined / (va * va / (nA - 1) + Math.pow(ratio, 4) * vb * vb / (nB - 1));
        double t = tCritical(df, level);
        double t2 = t * t;
        double denominator = meanB * meanB - t2 * vb;
        if (denominator <= 0) {
            return new Ratio(ratio, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double root = t * Math.sqrt(meanA * meanA * vb + va * denominator);
        double first = (meanA * meanB - root) / denominator;
        double second = (meanA * meanB + root) / denominator;
        return new Ratio(ratio, Math.min(first, second), Math.max(first, second));
    }

    /**
     * Ranks and tie groups of k samples (see the class comment for the rule).
     *
     * @param order indices best first
     * @param rank per index, the 1-based shared rank
     * @param group per index, the 0-based tie group
     * @param raw per pair (i, j), the Welch p-value (NaN when untestable)
     * @param adjusted per pair (i, j), the Holm-adjusted p-value over all k(k−1)/2 pairs
     */
    public record Ranking(int[] order, int[] rank, int[] group, double[][] raw, double[][] adjusted) {

        /** Whether i and j can be told apart at {@code alpha}. */
        public boolean separable(int i, int j, double alpha) {
            return i != j && adjusted[i][j] <= alpha;
        }
    }

    public static Ranking rank(List<double[]> samples, boolean higherIsBetter, double alpha) {
        int k = samples.size();
        double[] means = new double[k];
        for (int i = 0; i < k; i++) {
            means[i] = mean(samples.get(i));
        }
        double[][] raw = new double[k][k];
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                pairs.add(new int[] {i, j});
            }
        }
        double[] p = new double[pairs.size()];
        for (int n = 0; n < p.length; n++) {
            int[] pair = pairs.get(n);
            p[n] = welch(samples.get(pair[0]), samples.get(pair[1])).p();
        }
        double[] adjustedP = holm(p);
        double[][] adjusted = new double[k][k];
        for (int i = 0; i < k; i++) {
            adjusted[i][i] = 1;
            raw[i][i] = 1;
        }
        for (int n = 0; n < p.length; n++) {
            int[] pair = pairs.get(n);
            raw[pair[0]][pair[1]] = raw[pair[1]][pair[0]] = p[n];
            adjusted[pair[0]][pair[1]] = adjusted[pair[1]][pair[0]] = adjustedP[n];
        }
        Integer[] sorted = new Integer[k];
        for (int i = 0; i < k; i++) {
            sorted[i] = i;
        }
        Comparator<Integer> byMean = Comparator.comparingDouble(i -> means[i]);
        Arrays.sort(sorted, higherIsBetter ? byMean.reversed() : byMean);
        int[] order = new int[k];
        int[] rank = new int[k];
        int[] group = new int[k];
        int position = 0;
        int groupIndex = 0;
        while (position < k) {
            int next = position;
            while (next < k && (next == position || tiesWithAll(adjusted, sorted, position, next, alpha))) {
                rank[sorted[next]] = position + 1;
                group[sorted[next]] = groupIndex;
                next++;
            }
            position = next;
            groupIndex++;
        }
        for (int i = 0; i < k; i++) {
            order[i] = sorted[i];
        }
        return new Ranking(order, rank, group, raw, adjusted);
    }

    /** Whether sorted[candidate] cannot be told apart from any of sorted[from..candidate-1]. */
    private static boolean tiesWithAll(double[][] adjusted, Integer[] sorted, int from, int candidate, double alpha) {
        for (int member = from; member < candidate; member++) {
            if (adjusted[sorted[member]][sorted[candidate]] <= alpha) {
                return false;
            }
        }
        return true;
    }

    /** Geometric mean of positive values. */
    public static double geometricMean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += Math.log(value);
        }
        return Math.exp(sum / values.length);
    }
}
