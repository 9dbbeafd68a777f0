package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The statistics against values from outside this code: published tables and examples, and hand
 * computation (shown in the comments).
 */
class StatsTest {

    /**
     * Two-sided 99.9% critical values of Student's t, from the standard table (e.g. Wikipedia,
     * "Student's t-distribution", table of selected values, column two-sided 99.9%): df 1: 636.6,
     * 2: 31.60, 4: 8.610, 8: 5.041, 10: 4.587, infinity: 3.291.
     */
    @Test
    void tCriticalValuesMatchThePublishedTable() {
        assertEquals(636.6, Stats.tCritical(1, 0.999), 0.05);
        assertEquals(31.60, Stats.tCritical(2, 0.999), 0.005);
        assertEquals(8.610, Stats.tCritical(4, 0.999), 0.0005);
        assertEquals(5.041, Stats.tCritical(8, 0.999), 0.0005);
        assertEquals(4.587, Stats.tCritical(10, 0.999), 0.0005);
        assertEquals(3.291, Stats.tCritical(1e9, 0.999), 0.0005);
        // and the familiar 95% value for df 4: 2.776
        assertEquals(2.776, Stats.tCritical(4, 0.95), 0.0005);
    }

    @Test
    void summaryOfFiveValuesByHand() {
        // {1,2,3,4,5}: mean 3, median 3, s^2 = (4+1+0+1+4)/4 = 2.5, s/sqrt(5) = 0.70711, 99.9%: 8.610 * 0.70711 =
        // 6.0882.
        Stats.Summary s = Stats.summarize(new double[] {5, 3, 1, 4, 2}, 5, 5, false, 0.999);
        assertEquals(3.0, s.mean(), 1e-12);
        assertEquals(3.0, s.median(), 1e-12);
        assertEquals(Math.sqrt(2.5), s.sd(), 1e-12);
        assertEquals(6.0882, s.halfWidth(), 5e-4);
        assertEquals(3 - 6.0882, s.low(), 5e-4);
        assertEquals(0.5, s.varianceOfMean(), 1e-12);
    }

    @Test
    void theForkIsTheUnitOfReplication() {
        // Forks [9,10,11], [10,11,12], [11,12,13]: fork means 10, 11, 12, s = 1, n = 3,
        // 99.9%: 31.60 * 1 / sqrt(3) = 18.24. Pooling the nine iterations would give a narrower, wrong interval.
        Metric metric = metric(new double[][] {{9, 10, 11}, {10, 11, 12}, {11, 12, 13}});
        Stats.Summary s = Stats.summarize(metric, 0.999);
        assertFalse(s.iterationLevel());
        assertArrayEquals(new double[] {10, 11, 12}, s.values());
        assertEquals(3, s.forks());
        assertEquals(9, s.iterations());
        assertEquals(11.0, s.mean(), 1e-12);
        assertEquals(11.0, s.median(), 1e-12);
        assertEquals(18.24, s.halfWidth(), 0.005);
    }

    @Test
    void aSingleForkFallsBackToItsIterations() {
        // One fork [20,21,22,21,21]: mean 21, s^2 = (1+0+1+0+0)/4 = 0.5, 8.610 * sqrt(0.5)/sqrt(5) = 2.7227.
        Stats.Summary s = Stats.summarize(metric(new double[][] {{20, 21, 22, 21, 21}}), 0.999);
        assertTrue(s.iterationLevel());
        assertEquals(5, s.n());
        assertEquals(21.0, s.mean(), 1e-12);
        assertEquals(2.7227, s.halfWidth(), 5e-4);
    }

    @Test
    void oneValueHasNoInterval() {
        Stats.Summary s = Stats.summarize(metric(new double[][] {{7}}), 0.999);
        assertEquals(7.0, s.mean());
        assertTrue(Double.isNaN(s.halfWidth()));
    }

    /**
     * R's {@code t.test(ts1, ts2)} (Welch is R's default) for ts1 = 11,9,10,11,10,12,9,11,12,9 and
     * ts2 = 11,13,10,13,12,9,11,12,12,11 prints t = -1.8325, df = 17.9, p-value = 0.08356 and the 95%
     * interval -2.1469104 to 0.1469104 around the difference -1 (output quoted in a Cross Validated
     * answer on Welch intervals).
     */
    @Test
    void welchMatchesROutput() {
        double[] ts1 = {11, 9, 10, 11, 10, 12, 9, 11, 12, 9};
        double[] ts2 = {11, 13, 10, 13, 12, 9, 11, 12, 12, 11};
        Stats.TestResult result = Stats.welch(ts1, ts2);
        assertEquals(-1.8325, result.t(), 5e-5);
        assertEquals(17.9, result.df(), 0.05);
        assertEquals(0.08356, result.p(), 5e-6);
        Stats.Summary a = Stats.summarize(ts1, 10, 10, false, 0.95);
        Stats.Summary b = Stats.summarize(ts2, 10, 10, false, 0.95);
        double halfWidth = Stats.welchHalfWidth(a, b, 0.95);
        assertEquals(-2.1469104, (a.mean() - b.mean()) - halfWidth, 5e-7);
        assertEquals(0.1469104, (a.mean() - b.mean()) + halfWidth, 5e-7);
    }

    /**
     * Wikipedia, "Welch's t-test", Examples 1 and 2, published rounded: t = -2.46, df = 25.0,
     * p = 0.021; and t = -1.57, df = 9.9, p = 0.149.
     */
    @Test
    void welchMatchesThePublishedExamples() {
        double[] a1 = {27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4};
        double[] a2 = {27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4};
        Stats.TestResult first = Stats.welch(a1, a2);
        assertEquals(-2.46, first.t(), 0.005);
        assertEquals(25.0, first.df(), 0.05);
        assertEquals(0.021, first.p(), 0.0005);

        double[] b1 = {17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8};
        double[] b2 = {
            21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8, 20.7, 21.7, 21.5, 22.5, 23.6, 21.5, 22.5, 23.5,
            21.5, 21.8
        };
        Stats.TestResult second = Stats.welch(b1, b2);
        assertEquals(-1.57, second.t(), 0.005);
        assertEquals(9.9, second.df(), 0.05);
        assertEquals(0.149, second.p(), 0.0005);
    }

    @Test
    void welchEdgeCases() {
        assertFalse(Stats.welch(new double[] {1}, new double[] {1, 2}).testable());
        assertEquals(
                1.0, Stats.welch(new double[] {3, 3}, new double[] {3, 3, 3}).p());
        assertEquals(0.0, Stats.welch(new double[] {3, 3}, new double[] {4, 4}).p());
    }

    /**
     * Wikipedia, "Holm–Bonferroni method", example: p = 0.01, 0.04, 0.03, 0.005 at α = 0.05 rejects
     * H1 and H4 only. Adjusted by hand: sorted 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06,
     * max(0.06, 0.04·1) = 0.06.
     */
    @Test
    void holmMatchesThePublishedExample() {
        double[] adjusted = Stats.holm(new double[] {0.01, 0.04, 0.03, 0.005});
        assertArrayEquals(new double[] {0.03, 0.06, 0.06, 0.02}, adjusted, 1e-12);
        boolean[] rejected = new boolean[4];
        for (int i = 0; i < 4; i++) {
            rejected[i] = adjusted[i] <= 0.05;
        }
        assertArrayEquals(new boolean[] {true, false, false, true}, rejected);
        // An untestable pair counts as p = 1; adjusted values never exceed 1.
        assertArrayEquals(new double[] {1.0, 0.4}, Stats.holm(new double[] {Double.NaN, 0.2}), 1e-12);
    }

    /**
     * Fieller's interval by hand. a = {9, 10, 11}: mean 10, va = s²/n = 1/3; b = {4.5, 5, 5.5}:
     * mean 5, vb = 0.25/3 = 1/12; ratio 2. Welch–Satterthwaite df of a − 2b:
     * (1/3 + 4/12)² / ((1/3)²/2 + 16 (1/12)²/2) = (4/9) / (1/9) = 4, so t = 8.610 (table).
     * Roots of (a − ρb)² = t²(va + ρ²vb): with D = b² − t² vb = 25 − 74.132/12 = 18.822,
     * ρ = (ab ± t √(a² vb + va D)) / D = (50 ∓ 8.610 · 3.8220) / 18.822 = 0.9081 and 4.4047.
     */
    @Test
    void fiellerIntervalByHand() {
        Stats.Summary a = Stats.summarize(new double[] {9, 10, 11}, 3, 9, false, 0.999);
        Stats.Summary b = Stats.summarize(new double[] {4.5, 5, 5.5}, 3, 9, false, 0.999);
        Stats.Ratio ratio =
                Stats.fieller(a.mean(), a.varianceOfMean(), a.n(), b.mean(), b.varianceOfMean(), b.n(), 0.999);
        assertEquals(2.0, ratio.estimate(), 1e-12);
        assertEquals(0.9081, ratio.low(), 2e-4);
        assertEquals(4.4047, ratio.high(), 3e-4);
        assertTrue(ratio.bounded());
        // Asymmetric around 2, as a ratio interval should be: the delta method would give a symmetric one.
        assertTrue(ratio.high() - 2 > 2 - ratio.low());
    }

    @Test
    void fiellerIsUnboundedWhenTheDenominatorMayBeZero() {
        // b = {0.5, 1, 1.5}: mean 1, vb = 1/12, t²vb = 74.13/12 = 6.18 > b² = 1.
        Stats.Ratio ratio = Stats.fieller(10, 1.0 / 3, 3, 1, 1.0 / 12, 3, 0.999);
        assertEquals(10.0, ratio.estimate(), 1e-12);
        assertFalse(ratio.bounded());
        assertEquals(Double.NEGATIVE_INFINITY, ratio.low());
        assertEquals(Double.POSITIVE_INFINITY, ratio.high());
        // No spread at all: the ratio is exact.
        Stats.Ratio exact = Stats.fieller(6, 0, 3, 3, 0, 3, 0.999);
        assertEquals(2.0, exact.low());
        assertEquals(2.0, exact.high());
        // One replicate: no interval.
        assertTrue(Double.isNaN(Stats.fieller(6, 0, 1, 3, 0.1, 3, 0.999).low()));
    }

    /**
     * Four samples, higher is better. Welch p-values (SciPy 1.17 ttest_ind, equal_var=False, computed
     * outside this code): A–B 1, A–C 0.000255, A–D 1.65e-5, B–C 0.000651, B–D 8.57e-5, C–D 0.000255;
     * Holm over the six: all but A–B below 0.01. So D rank 1, C rank 2, A and B share rank 3.
     */
    @Test
    void ranksAndTieGroups() {
        double[] a = {10, 11, 12};
        double[] b = {10.5, 11, 11.5};
        double[] c = {20, 21, 22};
        double[] d = {30, 31, 32};
        Stats.Ranking ranking = Stats.rank(List.of(a, b, c, d), true, 0.01);
        assertArrayEquals(new int[] {3, 3, 2, 1}, ranking.rank());
        assertEquals(ranking.group()[0], ranking.group()[1]);
        assertArrayEquals(new int[] {3, 2, 0, 1}, ranking.order());
        assertEquals(0.000255217 * 4, ranking.adjusted()[0][2], 1e-8);
        assertEquals(1.0, ranking.adjusted()[0][1], 1e-12);
        assertTrue(ranking.separable(2, 3, 0.01));
        assertFalse(ranking.separable(0, 1, 0.01));
        // Lower is better: the same samples as times reverse the order.
        Stats.Ranking times = Stats.rank(List.of(a, b, c, d), false, 0.01);
        assertArrayEquals(new int[] {1, 1, 3, 4}, times.rank());
    }

    /**
     * Ties are not transitive. H = {80, 100, 120}, M = {89, 90, 91}, L = {79, 80, 81} (SciPy Welch
     * p: H–M 0.478, H–L 0.225, M–L 0.000255; Holm: 0.478, 0.450, 0.000766). H ties with both, but
     * M and L can be told apart, so L cannot join the group of H and M: it starts its own, rank 3.
     */
    @Test
    void aTieGroupHoldsOnlyMutualTies() {
        Stats.Ranking ranking = Stats.rank(
                List.of(new double[] {80, 100, 120}, new double[] {89, 90, 91}, new double[] {79, 80, 81}), true, 0.01);
        assertArrayEquals(new int[] {1, 1, 3}, ranking.rank());
        assertEquals(ranking.group()[0], ranking.group()[1]);
        assertTrue(ranking.group()[2] != ranking.group()[0]);
        assertFalse(ranking.separable(0, 2, 0.01), "H and L still tie across groups");
        assertEquals(0.000766, ranking.adjusted()[1][2], 1e-6);
    }

    @Test
    void geometricMean() {
        assertEquals(4.0, Stats.geometricMean(new double[] {2, 8}), 1e-12);
        assertEquals(1.0, Stats.geometricMean(new double[] {0.5, 2}), 1e-12);
    }

    static Metric metric(double[][] forks) {
        double[] means = new double[forks.length];
        for (int f = 0; f < forks.length; f++) {
            double sum = 0;
            for (double value : forks[f]) {
                sum += value;
            }
            means[f] = sum / forks[f].length;
        }
        return new Metric(Double.NaN, Double.NaN, "ops/us", forks, means, false, 0);
    }
}
