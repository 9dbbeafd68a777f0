package dev.slidebench.reports.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each statistic against a value worked out by hand. Student's t with 2 degrees of freedom has closed
 * forms (survival {@code ½(1 − t/√(t²+2))}, quantile {@code (2p−1)/√(2p(1−p))}), which is why the small
 * cases below have two residual degrees of freedom.
 */
class StatisticsByHandTest {

    private static final double EPS = 1e-9;

    private static double t2Quantile(double p) {
        return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    }

    private static double t2Survival(double t) {
        return 0.5 * (1 - t / Math.sqrt(t * t + 2));
    }

    private static double[] exp(double... logs) {
        double[] values = new double[logs.length];
        for (int i = 0; i < logs.length; i++) {
            values[i] = Math.exp(logs[i]);
        }
        return values;
    }

    /** Logs A = {0, 0.2}, B = {1, 1.4}: RSS = 2·0.1² + 2·0.2² = 0.1 on 2 df, s² = 0.05, se(B−A) = √0.05. */
    @Test
    void oneWayPooledVarianceDifferenceAndTest() {
        LogLinearModel model = LogLinearModel.fit(2, new int[] {0, 0, 1, 1}, null, exp(0, 0.2, 1, 1.4));
        assertTrue(model.fitted());
        assertEquals(2, model.residualDf());
        assertEquals(0.05, model.residualVariance(), EPS);
        assertEquals(1.1, model.difference(1, 0), EPS);
        assertEquals(Math.sqrt(0.05), model.differenceError(1, 0), EPS);

        TableStatistics table = TableStatistics.of(
                List.of(
                        new TableStatistics.Group("A", exp(0, 0.2), null, null),
                        new TableStatistics.Group("B", exp(1, 1.4), null, null)),
                false,
                -1,
                0.95,
                0.05);
        double statistic = 1.1 / Math.sqrt(0.05);
        assertEquals(2 * t2Survival(statistic), table.adjustedP(0, 1), 1e-9);
        assertTrue(table.separated(0, 1), "p = 0.039 with one pair");
        assertEquals(TableStatistics.Model.STRATEGY, table.model());
        // Lower is better: A (smaller times) is the best; B is e^1.1 times slower.
        assertEquals("A", table.best().name());
        TableStatistics.GroupResult b = table.results().get(1);
        double t = t2Quantile(0.975);
        assertEquals(Math.exp(1.1), b.slowdown().estimate(), EPS);
        assertEquals(Math.exp(1.1 - t * Math.sqrt(0.05)), b.slowdown().low(), 1e-9);
        assertEquals(Math.exp(1.1 + t * Math.sqrt(0.05)), b.slowdown().high(), 1e-9);
        assertEquals(Ratio.ONE, table.best().slowdown());
        // Geometric mean of A and its interval from the one-way pooled variance: exp(0.1 ± t·√(0.05/2)).
        TableStatistics.GroupResult a = table.results().get(0);
        assertEquals(Math.exp(0.1), a.geomean(), EPS);
        assertEquals(Math.exp(0.1 - t * Math.sqrt(0.025)), a.low(), 1e-9);
        assertEquals(Math.exp(0.1 + t * Math.sqrt(0.025)), a.high(), 1e-9);
        assertEquals("a", a.letters());
        assertEquals("b", b.letters());
        assertTrue(a.inBestGroup());
        assertFalse(b.inBestGroup());
        assertEquals(1, a.rank());
        assertEquals(2, b.rank());
        // One pair, so Bonferroni's α/m is α: exp((t(0.975) + t(0.80))·se).
        assertEquals(Math.exp((t + t2Quantile(0.80)) * Math.sqrt(0.05)), table.resolution(), 1e-9);
    }

    /**
     * Two strategies over three rounds: the two-way model's difference is the paired one. Per-round
     * differences 1, 1.1, 0.9 have mean 1 and sd 0.1, so se = 0.1/√3 on 2 df, however large the round
     * effects (0, 0.5, 0.1) are.
     */
    @Test
    void strategyPlusRoundIsThePairedComparison() {
        int[] group = {0, 0, 0, 1, 1, 1};
        int[] round = {0, 1, 2, 0, 1, 2};
        double[] values = exp(0, 0.5, 0.1, 1, 1.6, 1.0);
        LogLinearModel model = LogLinearModel.fit(2, group, round, values);
        assertEquals(2, model.residualDf());
        assertEquals(1.0, model.difference(1, 0), EPS);
        assertEquals(0.1 / Math.sqrt(3), model.differenceError(1, 0), 1e-9);

        TableStatistics table = TableStatistics.of(
                List.of(
                        new TableStatistics.Group("A", exp(0, 0.5, 0.1), new int[] {7, 8, 9}, null),
                        new TableStatistics.Group("B", exp(1, 1.6, 1.0), new int[] {7, 8, 9}, null)),
                true,
                0,
                0.95,
                0.05);
        assertEquals(TableStatistics.Model.STRATEGY_AND_ROUND, table.model());
        // Higher is better here: B is e^1 faster than the reference A.
        assertEquals("B", table.best().name());
        Ratio vsA = table.results().get(1).vsReference();
        double t = t2Quantile(0.975);
        assertEquals(Math.E, vsA.estimate(), 1e-9);
        assertEquals(Math.exp(1 - t * 0.1 / Math.sqrt(3)), vsA.low(), 1e-9);
        assertEquals(2 * t2Survival(1.0 / (0.1 / Math.sqrt(3))), table.adjustedP(0, 1), 1e-9);
        // The least-squares mean adds the mean round effect: A's logs average 0.2.
        assertEquals(Math.exp(0.2), table.results().get(0).geomean(), 1e-9);
    }

    @Test
    void singularRoundDesignFallsBackToOneWay() {
        // Each strategy ran in its own rounds: the round effects cannot be told from the strategy effects.
        int[] group = {0, 0, 1, 1};
        int[] round = {0, 1, 2, 3};
        assertFalse(LogLinearModel.fit(2, group, round, exp(0, 0.1, 1, 1.1)).fitted());
        TableStatistics table = TableStatistics.of(
                List.of(
                        new TableStatistics.Group("A", exp(0, 0.1), new int[] {0, 1}, null),
                        new TableStatistics.Group("B", exp(1, 1.1), new int[] {2, 3}, null)),
                false,
                -1,
                0.95,
                0.05);
        assertEquals(TableStatistics.Model.STRATEGY, table.model());
    }

    @Test
    void holmAdjustsStepDown() {
        // Sorted 0.01, 0.03, 0.04: 3·0.01 = 0.03; 2·0.03 = 0.06; max(0.06, 1·0.04) = 0.06.
        assertArrayEquals(new double[] {0.03, 0.06, 0.06}, Holm.adjust(new double[] {0.01, 0.04, 0.03}), EPS);
        double[] withNaN = Holm.adjust(new double[] {0.02, Double.NaN});
        assertEquals(0.02, withNaN[0], EPS);
        assertTrue(Double.isNaN(withNaN[1]));
    }

    @Test
    void lettersOfAChain() {
        // Not separated: (0,1), (1,2), (2,3); everything else separated.
        boolean[][] separated = new boolean[4][4];
        for (int[] pair : new int[][] {{0, 2}, {0, 3}, {1, 3}}) {
            separated[pair[0]][pair[1]] = separated[pair[1]][pair[0]] = true;
        }
        assertArrayEquals(
                new String[] {"a", "ab", "bc", "c"}, LetterDisplay.letters(new int[] {0, 1, 2, 3}, separated));
        assertArrayEquals(
                new String[] {"a", "a", "a", "a"}, LetterDisplay.letters(new int[] {0, 1, 2, 3}, new boolean[4][4]));
    }

    /** The defining property, on random separation patterns: share a letter iff not separated. */
    @Test
    void lettersAreConsistentBothWays() {
        Random random = new Random(20261201);
        for (int trial = 0; trial < 300; trial++) {
            int k = 2 + random.nextInt(9);
            boolean[][] separated = new boolean[k][k];
            for (int i = 0; i < k; i++) {
                for (int j = i + 1; j < k; j++) {
                    separated[i][j] = separated[j][i] = random.nextDouble() < 0.6;
                }
            }
            int[] order = new int[k];
            for (int i = 0; i < k; i++) {
                order[i] = i;
            }
            String[] letters = LetterDisplay.letters(order, separated);
            for (int i = 0; i < k; i++) {
                for (int j = i + 1; j < k; j++) {
                    boolean share = false;
                    for (char c : letters[i].toCharArray()) {
                        share |= letters[j].indexOf(c) >= 0;
                    }
                    assertEquals(!separated[i][j], share, "trial " + trial + " pair " + i + "," + j);
                }
            }
        }
    }

    @Test
    void singleForksAreShownButNeverSeparated() {
        TableStatistics table = TableStatistics.of(
                List.of(
                        new TableStatistics.Group("A", new double[] {10}, null, new double[] {10, 10.1, 9.9}),
                        new TableStatistics.Group("B", new double[] {50}, null, new double[] {50, 50.5, 49.5})),
                false,
                -1,
                0.95,
                0.05);
        assertEquals(TableStatistics.Model.ITERATIONS, table.model());
        assertFalse(table.separated(0, 1));
        assertTrue(table.results().get(1).inBestGroup());
        assertTrue(table.results().get(1).singleFork());
        assertTrue(Double.isNaN(table.resolution()));
        assertTrue(table.results().get(0).high() > table.results().get(0).low());
        assertNull(table.results().get(0).vsReference());
    }

    @Test
    void anOutlierForkIsFlaggedNotDropped() {
        double[][] forks = new double[4][];
        Random random = new Random(7);
        for (int s = 0; s < 4; s++) {
            forks[s] = new double[12];
            for (int f = 0; f < 12; f++) {
                forks[s][f] = Math.exp(s + 0.05 * random.nextGaussian());
            }
        }
        forks[2][5] *= 3; // one fork three times slower
        List<TableStatistics.Group> groups = List.of(
                new TableStatistics.Group("S0", forks[0], null, null),
                new TableStatistics.Group("S1", forks[1], null, null),
                new TableStatistics.Group("S2", forks[2], null, null),
                new TableStatistics.Group("S3", forks[3], null, null));
        TableStatistics table = TableStatistics.of(groups, false, -1, 0.95, 0.05);
        assertEquals(1, table.results().get(2).outlierForks());
        assertEquals(0, table.results().get(0).outlierForks());
        assertEquals(12, table.results().get(2).replicates());
    }
}
