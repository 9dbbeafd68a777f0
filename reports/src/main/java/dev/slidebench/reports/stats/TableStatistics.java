package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The statistics of one table: the groups (strategies) of one benchmark in one run, on one metric.
 *
 * <ul>
 * <li><b>Model.</b> Strategy + round on ln(fork mean) where every fork's round is known and the rounds
 *     connect the strategies ({@link Model#STRATEGY_AND_ROUND}); otherwise one-way on ln(fork mean)
 *     ({@link Model#STRATEGY}); when every group has a single fork, one-way on that fork's iterations
 *     ({@link Model#ITERATIONS}), which understates run-to-run noise, so no pair is then decided. One
 *     residual variance is pooled over the table.</li>
 * <li><b>Geometric mean and interval.</b> {@code exp(m ± t·s/√n)} with m the group's least-squares mean of
 *     the logs and s, t from the one-way model (so the interval includes round-to-round noise: it is the
 *     uncertainty of the absolute level, not of a comparison).</li>
 * <li><b>Pairs.</b> Every pair by a t-test on the model's coefficient difference (residual df), two-sided,
 *     Holm-adjusted over all testable pairs; separated when the adjusted p ≤ α. A group with a single fork
 *     is never separated from another (its interval is shown, but it is never called faster).</li>
 * <li><b>Best group.</b> The fastest by point estimate and every group not separated from it.</li>
 * <li><b>Letters.</b> {@link LetterDisplay}: two groups share a letter iff they were not separated.</li>
 * <li><b>Ratios.</b> Slowdown (speed of the best ÷ speed of the group) and speed vs a reference, each
 *     {@code exp(d ± t·se)} from the same model at the confidence level: no Fieller, never unbounded.</li>
 * <li><b>Holm-matched slowdown interval.</b> The same ratio with t at the level Holm's step-down tested
 *     the pair (best, group) at: α/(m − j + 1) for the pair's step j, or for a pair at or after the first
 *     step that failed, that step's level. So the interval excludes 1 exactly when the pair is separated:
 *     every row of the best group shows an interval holding 1 and no row outside it does. No interval
 *     for a pair that was not testable (single forks), which is never separated either.</li>
 * <li><b>Resolution.</b> The smallest ratio a pair with this table's typical standard error (root mean
 *     square over the pairs) would be separated from with 80% power at the Bonferroni level α/m (Holm's
 *     first and strictest step, so it is conservative): {@code exp((t(1−α/2m) + t(0.80))·se)}.</li>
 * <li><b>Outlier forks.</b> A fork whose internally studentised residual exceeds
 *     {@value #OUTLIER_BOUND} in magnitude; counted, never dropped.</li>
 * </ul>
 */
public final class TableStatistics {

    /** |studentised residual| above which a fork is flagged as an outlier (about 1 in 2,000 under the model). */
    public static final double OUTLIER_BOUND = 3.5;

    /** Which model the comparisons came from. */
    public enum Model {
        STRATEGY_AND_ROUND("strategy + round on ln(fork mean)"),
        STRATEGY("strategy on ln(fork mean), one-way"),
        ITERATIONS("strategy on ln(iteration), one-way, within single forks");

        private final String description;

        Model(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    /**
     * One group's replicates.
     *
     * @param forkMeans one value per fork, positive
     * @param rounds per fork its round (any integers), or null when not known
     * @param iterations the iterations of its only fork (used when every group has a single fork), or null
     */
    public record Group(String name, double[] forkMeans, int[] rounds, double[] iterations) {
        public boolean singleFork() {
            return forkMeans.length == 1;
        }
    }

    /** What the table says about one group. */
    public record GroupResult(
            String name,
            int replicates,
            double geomean,
            double low,
            double high,
            Ratio slowdown,
            Ratio slowdownHolm,
            Ratio vsReference,
            boolean inBestGroup,
            String letters,
            int rank,
            int outlierForks,
            boolean singleFork) {}

    private final List<GroupResult> results;
    private final int[] order;
    private final boolean[][] separated;
    private final double[][] adjustedP;
    private final Model model;
    private final int df;
    private final double residualSd;
    private final double resolution;
    private final double alpha;
    private final double confidence;
    private final double[] logSpeed;
    private final double[][] pairError;
    private final double[][] pairLevel;

    private TableStatistics(
            List<GroupResult> results,
            int[] order,
            boolean[][] separated,
            double[][] adjustedP,
            Model model,
            int df,
            double residualSd,
            double resolution,
            double alpha,
            double confidence,
            double[] logSpeed,
            double[][] pairError,
            double[][] pairLevel) {
        this.results = results;
        this.order = order;
        this.separated = separated;
        this.adjustedP = adjustedP;
        this.model = model;
        this.df = df;
        this.residualSd = residualSd;
        this.resolution = resolution;
        this.alpha = alpha;
        this.confidence = confidence;
        this.logSpeed = logSpeed;
        this.pairError = pairError;
        this.pairLevel = pairLevel;
    }

    /**
     * @param groups at least one, each with at least one fork
     * @param higherIsBetter whether a larger value is faster (throughput) or slower (time per operation)
     * @param reference index of the reference group for {@code vsReference}, or −1
     * @param confidence level of every interval, e.g. 0.95
     * @param alpha family-wise error rate of the pair decisions, e.g. 0.05
     */
    public static TableStatistics of(
            List<Group> groups, boolean higherIsBetter, int reference, double confidence, double alpha) {
        TableFit fit = TableFit.of(Design.of(groups), higherIsBetter, confidence);
        PairDecisions decisions = PairDecisions.of(groups, fit.comparison(), fit.model(), alpha);
        String[] letters = LetterDisplay.inRankOrder(fit.order(), decisions.separated());
        int[] outliers = fit.outlierForks();
        int best = fit.best();
        List<GroupResult> results = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            double[] level = fit.level(i);
            results.add(new GroupResult(
                    groups.get(i).name(),
                    fit.design().replicates(i),
                    level[0],
                    level[1],
                    level[2],
                    fit.slowdown(i),
                    fit.slowdownHolm(i, decisions.level()[best][i]),
                    fit.vsReference(i, reference),
                    i == best || !decisions.separated()[best][i],
                    letters[i],
                    fit.rank(i),
                    outliers[i],
                    groups.get(i).singleFork()));
        }
        return new TableStatistics(
                List.copyOf(results),
                fit.order(),
                decisions.separated(),
                decisions.adjustedP(),
                fit.model(),
                fit.comparison().residualDf(),
                Math.sqrt(fit.comparison().residualVariance()),
                decisions.resolution(),
                alpha,
                confidence,
                fit.logSpeed(),
                fit.pairErrors(),
                decisions.level());
    }

    /**
     * How many times the time of group {@code of} is that of group {@code against} (speed of
     * {@code against} ÷ speed of {@code of}; above 1 when {@code of} is slower), with the Holm-matched
     * interval of that pair (see the class comment): it excludes 1 exactly when the pair is separated.
     */
    public Ratio holmRatio(int of, int against) {
        if (of == against) {
            return Ratio.ONE;
        }
        double level = pairLevel[of][against];
        return Ratio.ofLog(
                logSpeed[against] - logSpeed[of],
                Double.isNaN(level) ? Double.NaN : pairError[of][against],
                Double.isNaN(level) ? Double.NaN : tQuantile(df, 1 - level / 2));
    }

    static double tQuantile(int df, double probability) {
        return TDistribution.of(df).inverseCumulativeProbability(probability);
    }

    /** Per group, in the order given. */
    public List<GroupResult> results() {
        return results;
    }

    /** Group indices, fastest first. */
    public int[] order() {
        return order.clone();
    }

    public GroupResult best() {
        return results.get(order[0]);
    }

    public boolean separated(int i, int j) {
        return separated[i][j];
    }

    /** The Holm-adjusted p-value of a pair, NaN when the pair was not testable. */
    public double adjustedP(int i, int j) {
        return adjustedP[i][j];
    }

    public Model model() {
        return model;
    }

    public int residualDf() {
        return df;
    }

    /** The pooled residual standard deviation of ln(value); about the fork-to-fork coefficient of variation. */
    public double residualSd() {
        return residualSd;
    }

    /** The smallest ratio detectable at 80% power (see the class comment); NaN when no pair was testable. */
    public double resolution() {
        return resolution;
    }

    public double alpha() {
        return alpha;
    }

    public double confidence() {
        return confidence;
    }
}
