package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Every pair of a table's groups tested on the model's coefficient difference (two-sided t-test on the
 * residual df), Holm-adjusted over the testable pairs; and the table's resolution from the same errors
 * (see {@link TableStatistics}). A pair is testable unless either group has a single fork, the model is
 * {@link TableStatistics.Model#ITERATIONS}, or its standard error is not positive.
 *
 * @param level {@code level[i][j]}: the two-sided α of pair (i, j)'s Holm step; NaN if untestable
 */
record PairDecisions(boolean[][] separated, double[][] adjustedP, double[][] level, double resolution) {

    /** One pair's raw test: its p-value (NaN when not testable) and the standard error of its difference. */
    private record PairTest(int i, int j, double p, double error) {}

    static PairDecisions of(
            List<TableStatistics.Group> groups, LogLinearModel comparison, TableStatistics.Model model, double alpha) {
        int k = groups.size();
        List<PairTest> tests = tests(groups, comparison, model);
        double[] rawP = tests.stream().mapToDouble(PairTest::p).toArray();
        double[] adjusted = Holm.adjust(rawP);
        double[] stepLevel = Holm.stepLevels(rawP, alpha);
        boolean[][] separated = new boolean[k][k];
        double[][] adjustedP = unknown(k);
        double[][] level = unknown(k);
        for (int q = 0; q < tests.size(); q++) {
            int i = tests.get(q).i();
            int j = tests.get(q).j();
            adjustedP[i][j] = adjustedP[j][i] = adjusted[q];
            level[i][j] = level[j][i] = stepLevel[q];
            separated[i][j] = separated[j][i] = !Double.isNaN(adjusted[q]) && adjusted[q] <= alpha;
        }
        return new PairDecisions(separated, adjustedP, level, resolution(tests, comparison.residualDf(), alpha));
    }

    private static List<PairTest> tests(
            List<TableStatistics.Group> groups, LogLinearModel comparison, TableStatistics.Model model) {
        int k = groups.size();
        int df = comparison.residualDf();
        List<PairTest> tests = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                double se = df > 0 ? comparison.differenceError(i, j) : Double.NaN;
                boolean decidable = model != TableStatistics.Model.ITERATIONS
                        && !groups.get(i).singleFork()
                        && !groups.get(j).singleFork()
                        && se > 0;
                double p = decidable
                        ? 2 * TDistribution.of(df).survivalProbability(Math.abs(comparison.difference(i, j)) / se)
                        : Double.NaN;
                tests.add(new PairTest(i, j, p, se));
            }
        }
        return tests;
    }

    private static double[][] unknown(int k) {
        double[][] values = new double[k][k];
        for (double[] row : values) {
            Arrays.fill(row, Double.NaN);
        }
        return values;
    }

    /** The smallest ratio detectable at 80% power over the testable pairs; NaN when none is testable. */
    private static double resolution(List<PairTest> tests, int df, double alpha) {
        int testable = 0;
        double sumSquares = 0;
        for (PairTest test : tests) {
            if (!Double.isNaN(test.p())) {
                testable++;
                sumSquares += test.error() * test.error();
            }
        }
        if (testable == 0) {
            return Double.NaN;
        }
        double typicalError = Math.sqrt(sumSquares / testable);
        double critical =
                TableStatistics.tQuantile(df, 1 - alpha / (2.0 * testable)) + TableStatistics.tQuantile(df, 0.80);
        return Math.exp(critical * typicalError);
    }
}
