package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
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

    /** The replicates of every group in one list: per observation its group, round (or none) and value. */
    record Design(int[] group, int[] round, double[] value, boolean iterations) {

        static Design of(List<Group> groups) {
            boolean allSingle = groups.stream().allMatch(Group::singleFork);
            boolean iterations = allSingle && groups.stream().allMatch(g -> g.iterations() != null);
            boolean roundsKnown = !allSingle && groups.stream().allMatch(g -> g.rounds() != null);
            List<Integer> groupOf = new ArrayList<>();
            List<Double> values = new ArrayList<>();
            List<Integer> roundOf = new ArrayList<>();
            for (int g = 0; g < groups.size(); g++) {
                Group group = groups.get(g);
                double[] replicates = iterations ? group.iterations() : group.forkMeans();
                for (int i = 0; i < replicates.length; i++) {
                    groupOf.add(g);
                    values.add(replicates[i]);
                    if (roundsKnown) {
                        roundOf.add(group.rounds()[i]);
                    }
                }
            }
            int[] round = null;
            TreeSet<Integer> distinct = new TreeSet<>(roundOf);
            if (roundsKnown && distinct.size() > 1) {
                // Rounds as dense 0-based levels, whatever numbers the record used.
                List<Integer> dense = new ArrayList<>(distinct);
                round = roundOf.stream().mapToInt(dense::indexOf).toArray();
            }
            return new Design(
                    groupOf.stream().mapToInt(Integer::intValue).toArray(),
                    round,
                    values.stream().mapToDouble(Double::doubleValue).toArray(),
                    iterations);
        }

        int replicates(int g) {
            return (int) Arrays.stream(group).filter(x -> x == g).count();
        }
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
        int k = groups.size();
        Design design = Design.of(groups);
        LogLinearModel oneWay = LogLinearModel.fit(k, design.group(), null, design.value());
        LogLinearModel comparison = oneWay;
        Model model = design.iterations() ? Model.ITERATIONS : Model.STRATEGY;
        if (design.round() != null) {
            LogLinearModel twoWay = LogLinearModel.fit(k, design.group(), design.round(), design.value());
            if (twoWay.fitted() && twoWay.residualDf() > 0) {
                comparison = twoWay;
                model = Model.STRATEGY_AND_ROUND;
            }
        }
        double sign = higherIsBetter ? 1 : -1;
        double[] logSpeed = new double[k];
        for (int i = 0; i < k; i++) {
            logSpeed[i] = sign * comparison.coefficient(i);
        }
        int[] order = IntStream.range(0, k)
                .boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -logSpeed[i]))
                .mapToInt(Integer::intValue)
                .toArray();
        Decisions decisions = decide(groups, comparison, model, alpha);
        String[] letters = letters(order, decisions.separated());
        int best = order[0];
        int df = comparison.residualDf();
        double t = df > 0 ? tQuantile(df, 1 - (1 - confidence) / 2) : Double.NaN;
        int df1 = oneWay.residualDf();
        double t1 = df1 > 0 ? tQuantile(df1, 1 - (1 - confidence) / 2) : Double.NaN;
        int[] outliers = new int[k];
        for (int i = 0; i < design.value().length; i++) {
            if (model != Model.ITERATIONS && Math.abs(comparison.studentisedResidual(i)) > OUTLIER_BOUND) {
                outliers[design.group()[i]]++;
            }
        }
        double roundMean = comparison.rounds() > 1 ? comparison.meanRoundEffect() : 0;
        List<GroupResult> results = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            int replicates = design.replicates(i);
            double mean = comparison.coefficient(i) + roundMean;
            double halfWidth = df1 > 0 ? t1 * Math.sqrt(oneWay.residualVariance() / replicates) : Double.NaN;
            Ratio slowdown = i == best
                    ? Ratio.ONE
                    : Ratio.ofLog(logSpeed[best] - logSpeed[i], comparison.differenceError(best, i), t);
            double level = decisions.level()[best][i];
            Ratio slowdownHolm = i == best
                    ? Ratio.ONE
                    : Ratio.ofLog(
                            logSpeed[best] - logSpeed[i],
                            Double.isNaN(level) ? Double.NaN : comparison.differenceError(best, i),
                            Double.isNaN(level) ? Double.NaN : tQuantile(df, 1 - level / 2));
            Ratio vsReference = reference < 0
                    ? null
                    : i == reference
                            ? Ratio.ONE
                            : Ratio.ofLog(
                                    logSpeed[i] - logSpeed[reference], comparison.differenceError(i, reference), t);
            final int index = i;
            int rank = 1
                    + (int) IntStream.range(0, k)
                            .filter(j -> logSpeed[j] > logSpeed[index])
                            .count();
            results.add(new GroupResult(
                    groups.get(i).name(),
                    replicates,
                    Math.exp(mean),
                    Math.exp(mean - halfWidth),
                    Math.exp(mean + halfWidth),
                    slowdown,
                    slowdownHolm,
                    vsReference,
                    i == best || !decisions.separated()[best][i],
                    letters[i],
                    rank,
                    outliers[i],
                    groups.get(i).singleFork()));
        }
        return new TableStatistics(
                List.copyOf(results),
                order,
                decisions.separated(),
                decisions.adjustedP(),
                model,
                df,
                Math.sqrt(comparison.residualVariance()),
                decisions.resolution(),
                alpha,
                confidence,
                logSpeed,
                pairErrors(k, comparison),
                decisions.level());
    }

    private static double[][] pairErrors(int k, LogLinearModel comparison) {
        double[][] errors = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                errors[i][j] = i == j || comparison.residualDf() <= 0 ? Double.NaN : comparison.differenceError(i, j);
            }
        }
        return errors;
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

    /** {@code level[i][j]}: the two-sided α of pair (i, j)'s Holm step (see the class comment); NaN if untestable. */
    private record Decisions(boolean[][] separated, double[][] adjustedP, double[][] level, double resolution) {}

    /** Every pair's t-test on the model's difference, Holm-adjusted; and the resolution from the same errors. */
    private static Decisions decide(List<Group> groups, LogLinearModel comparison, Model model, double alpha) {
        int k = groups.size();
        int df = comparison.residualDf();
        List<int[]> pairs = new ArrayList<>();
        List<Double> raw = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                double se = df > 0 ? comparison.differenceError(i, j) : Double.NaN;
                boolean decidable = model != Model.ITERATIONS
                        && !groups.get(i).singleFork()
                        && !groups.get(j).singleFork()
                        && se > 0;
                double p = decidable
                        ? 2 * TDistribution.of(df).survivalProbability(Math.abs(comparison.difference(i, j)) / se)
                        : Double.NaN;
                pairs.add(new int[] {i, j});
                raw.add(p);
                errors.add(se);
            }
        }
        double[] rawP = raw.stream().mapToDouble(Double::doubleValue).toArray();
        double[] adjusted = Holm.adjust(rawP);
        double[] stepLevel = Holm.stepLevels(rawP, alpha);
        boolean[][] separated = new boolean[k][k];
        double[][] adjustedP = new double[k][k];
        double[][] level = new double[k][k];
        for (int i = 0; i < k; i++) {
            Arrays.fill(adjustedP[i], Double.NaN);
            Arrays.fill(level[i], Double.NaN);
        }
        int testable = 0;
        double sumSquares = 0;
        for (int q = 0; q < pairs.size(); q++) {
            int i = pairs.get(q)[0];
            int j = pairs.get(q)[1];
            adjustedP[i][j] = adjustedP[j][i] = adjusted[q];
            level[i][j] = level[j][i] = stepLevel[q];
            separated[i][j] = separated[j][i] = !Double.isNaN(adjusted[q]) && adjusted[q] <= alpha;
            if (!Double.isNaN(raw.get(q))) {
                testable++;
                sumSquares += errors.get(q) * errors.get(q);
            }
        }
        double resolution = Double.NaN;
        if (testable > 0) {
            double typicalError = Math.sqrt(sumSquares / testable);
            double critical = tQuantile(df, 1 - alpha / (2.0 * testable)) + tQuantile(df, 0.80);
            resolution = Math.exp(critical * typicalError);
        }
        return new Decisions(separated, adjustedP, level, resolution);
    }

    /** Letters on positions in the sorted order (so the best's is "a"), mapped back to the groups. */
    private static String[] letters(int[] order, boolean[][] separated) {
        int k = order.length;
        boolean[][] sortedSeparated = new boolean[k][k];
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                sortedSeparated[a][b] = separated[order[a]][order[b]];
            }
        }
        String[] sortedLetters = LetterDisplay.letters(IntStream.range(0, k).toArray(), sortedSeparated);
        String[] letters = new String[k];
        for (int a = 0; a < k; a++) {
            letters[order[a]] = sortedLetters[a];
        }
        return letters;
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
