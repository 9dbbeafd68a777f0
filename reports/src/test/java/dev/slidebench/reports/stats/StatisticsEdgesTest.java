package dev.slidebench.reports.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The smaller pieces of the statistics against values worked out by hand: residuals, leverage and the
 * round effects of the least-squares fit, the matrix inverse, Holm's capping, letter names, ratios and
 * the A/B verdicts. Student's t quantiles with 2 and 4 degrees of freedom have closed forms (Wikipedia,
 * "Student's t-distribution", quantile function), used here so no expectation comes from the library.
 */
class StatisticsEdgesTest {

    private static final double EPS = 1e-9;

    /** t quantile with 2 df: (2p − 1)/√(2p(1 − p)). */
    static double t2Quantile(double p) {
        return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    }

    /** t quantile with 4 df: sign(p − ½)·2·√(cos(θ/3)/√α − 1), α = 4p(1 − p), θ = arccos(√α). */
    static double t4Quantile(double p) {
        double alpha = 4 * p * (1 - p);
        double theta = Math.acos(Math.sqrt(alpha));
        return Math.signum(p - 0.5) * 2 * Math.sqrt(Math.cos(theta / 3) / Math.sqrt(alpha) - 1);
    }

    static double[] exp(double... logs) {
        double[] values = new double[logs.length];
        for (int i = 0; i < logs.length; i++) {
            values[i] = Math.exp(logs[i]);
        }
        return values;
    }

    @Test
    void closedFormQuantilesAgreeWithTheTablesValues() {
        // Printed t tables: t(0.975; 2) = 4.303, t(0.975; 4) = 2.776, t(0.995; 4) = 4.604.
        assertEquals(4.303, t2Quantile(0.975), 5e-4);
        assertEquals(2.776, t4Quantile(0.975), 5e-4);
        assertEquals(4.604, t4Quantile(0.995), 5e-4);
        assertEquals(4.303, TableStatistics.tQuantile(2, 0.975), 5e-4);
        assertEquals(t4Quantile(0.9875), TableStatistics.tQuantile(4, 0.9875), 1e-9);
    }

    /** Logs A = {0, 0.2}, B = {1, 1.4}: residuals ∓0.1 and ∓0.2, leverage ½ each, s² = 0.05 on 2 df. */
    @Test
    void residualsLeverageAndStudentisedResiduals() {
        LogLinearModel model = LogLinearModel.fit(2, new int[] {0, 0, 1, 1}, null, exp(0, 0.2, 1, 1.4));
        assertEquals(2, model.groups());
        assertEquals(1, model.rounds());
        assertEquals(0.0, model.meanRoundEffect(), EPS);
        assertEquals(0.1, model.coefficient(0), EPS);
        assertEquals(1.2, model.coefficient(1), EPS);
        assertEquals(-0.1, model.residual(0), EPS);
        assertEquals(0.1, model.residual(1), EPS);
        assertEquals(-0.2, model.residual(2), EPS);
        assertEquals(0.2, model.residual(3), EPS);
        // e / (s·√(1 − h)) = −0.1 / √(0.05·0.5)
        assertEquals(-0.1 / Math.sqrt(0.025), model.studentisedResidual(0), EPS);
        assertEquals(0.2 / Math.sqrt(0.025), model.studentisedResidual(3), EPS);
    }

    @Test
    void noResidualDegreesOfFreedomGivesNoVarianceAndNoStudentisedResidual() {
        LogLinearModel model = LogLinearModel.fit(2, new int[] {0, 1}, null, exp(0, 1));
        assertTrue(model.fitted());
        assertEquals(0, model.residualDf());
        assertTrue(Double.isNaN(model.residualVariance()));
        assertTrue(Double.isNaN(model.studentisedResidual(0)));
        assertTrue(Double.isNaN(model.differenceError(1, 0)));
    }

    @Test
    void anObservationFittedExactlyHasNoStudentisedResidual() {
        // Group B has one observation: its leverage is 1, so its residual is 0 whatever happens.
        LogLinearModel model = LogLinearModel.fit(2, new int[] {0, 0, 0, 1}, null, exp(0, 0.1, 0.2, 3));
        assertEquals(2, model.residualDf());
        assertEquals(0.0, model.residual(3), EPS);
        assertTrue(Double.isNaN(model.studentisedResidual(3)));
        assertFalse(Double.isNaN(model.studentisedResidual(0)));
    }

    /**
     * A = {0, 0.5, 0.1}, B = {1, 1.6, 1.0} over rounds 0..2: round means 0.5, 1.05, 0.55 give round effects
     * 0, 0.55, 0.05 (mean 0.2), so β_A = 0.2 − 0.2 = 0 and β_B = 1.
     */
    @Test
    void roundEffectsOfTheTwoWayModel() {
        LogLinearModel model = LogLinearModel.fit(
                2, new int[] {0, 0, 0, 1, 1, 1}, new int[] {0, 1, 2, 0, 1, 2}, exp(0, 0.5, 0.1, 1, 1.6, 1.0));
        assertEquals(3, model.rounds());
        assertEquals(0.2, model.meanRoundEffect(), EPS);
        assertEquals(0.0, model.coefficient(0), EPS);
        assertEquals(1.0, model.coefficient(1), EPS);
        // Residuals: A − fitted = (0, 0.5, 0.1) − (0, 0.55, 0.05) = (0, −0.05, 0.05); B the opposite.
        assertEquals(0.0, model.residual(0), EPS);
        assertEquals(-0.05, model.residual(1), EPS);
        assertEquals(0.05, model.residual(4), EPS);
        // RSS = 4·0.05² = 0.01 on 6 − 4 = 2 df.
        assertEquals(0.005, model.residualVariance(), EPS);
    }

    @Test
    void nonPositiveOrNonFiniteObservationsAreRejectedByIndex() {
        IllegalArgumentException zero = assertThrows(
                IllegalArgumentException.class,
                () -> LogLinearModel.fit(1, new int[] {0, 0}, null, new double[] {1, 0}));
        assertEquals("observation 1 is not a positive finite value: 0.0", zero.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> LogLinearModel.fit(1, new int[] {0}, null, new double[] {Double.NaN}));
        assertThrows(
                IllegalArgumentException.class,
                () -> LogLinearModel.fit(1, new int[] {0}, null, new double[] {Double.POSITIVE_INFINITY}));
        assertThrows(
                IllegalArgumentException.class, () -> LogLinearModel.fit(1, new int[] {0}, null, new double[] {-2}));
    }

    @Test
    void inverseByGaussJordanWithPivoting() {
        double[][] inverse = LogLinearModel.invert(new double[][] {{2, 1}, {1, 1}});
        assertArrayEquals(new double[] {1, -1}, inverse[0], EPS);
        assertArrayEquals(new double[] {-1, 2}, inverse[1], EPS);
        // A zero on the diagonal needs a row swap; the permutation is its own inverse.
        double[][] swap = LogLinearModel.invert(new double[][] {{0, 1}, {1, 0}});
        assertArrayEquals(new double[] {0, 1}, swap[0], EPS);
        assertArrayEquals(new double[] {1, 0}, swap[1], EPS);
        // Partial pivoting picks the larger of 1 and 4 in the first column: still the exact inverse.
        double[][] pivoted = LogLinearModel.invert(new double[][] {{1, 2}, {4, 3}});
        // det = 3 − 8 = −5: inverse = (1/−5)·[[3, −2], [−4, 1]].
        assertArrayEquals(new double[] {-0.6, 0.4}, pivoted[0], EPS);
        assertArrayEquals(new double[] {0.8, -0.2}, pivoted[1], EPS);
        assertNull(LogLinearModel.invert(new double[][] {{1, 2}, {2, 4}}));
        // Tiny but regular: the singularity bound is relative to the matrix's scale (at least 1).
        assertNull(LogLinearModel.invert(new double[][] {{1e-12}}));
        assertEquals(1e-6, LogLinearModel.invert(new double[][] {{1e6}})[0][0], 1e-18);
        assertNull(LogLinearModel.invert(new double[][] {{1e6, 1e6}, {1e6, 1e6 + 1e-4}}));
    }

    @Test
    void holmCapsAtOneAndIgnoresUntestablePairsInTheCount() {
        // m = 2: 2·0.6 = 1.2 is capped at 1; the larger p then cannot fall below it.
        assertArrayEquals(new double[] {1, 1}, Holm.adjust(new double[] {0.6, 0.7}), EPS);
        // m = 2 (the NaN does not count): sorted 0.01 → 0.02, 0.02 → max(0.02, 0.02).
        double[] adjusted = Holm.adjust(new double[] {Double.NaN, 0.02, 0.01});
        assertTrue(Double.isNaN(adjusted[0]));
        assertEquals(0.02, adjusted[1], EPS);
        assertEquals(0.02, adjusted[2], EPS);
        // Sorted 0.01, 0.02, 0.04: 3·0.01 = 0.03; max(0.03, 2·0.02) = 0.04; max(0.04, 1·0.04) = 0.04.
        assertArrayEquals(new double[] {0.04, 0.04, 0.03}, Holm.adjust(new double[] {0.04, 0.02, 0.01}), EPS);
        assertEquals(0, Holm.adjust(new double[0]).length);
    }

    @Test
    void letterNamesRunThroughBothAlphabetsThenNumber() {
        assertEquals("a", LetterDisplay.name(0));
        assertEquals("z", LetterDisplay.name(25));
        assertEquals("A", LetterDisplay.name(26));
        assertEquals("Z", LetterDisplay.name(51));
        assertEquals("a1", LetterDisplay.name(52));
        assertEquals("b1", LetterDisplay.name(53));
        assertEquals("a2", LetterDisplay.name(104));
        assertArrayEquals(new String[0], LetterDisplay.letters(new int[0], new boolean[0][0]));
    }

    @Test
    void lettersFollowTheOrderGivenNotTheIndices() {
        // Item 2 is the best, then 0, then 1; 2 and 0 are not separated, 1 is separated from both.
        boolean[][] separated = new boolean[3][3];
        separated[1][0] = separated[0][1] = true;
        separated[1][2] = separated[2][1] = true;
        assertArrayEquals(new String[] {"a", "b", "a"}, LetterDisplay.letters(new int[] {2, 0, 1}, separated));
        // Everything separated: one letter each, named down the order.
        boolean[][] all = {{false, true, true}, {true, false, true}, {true, true, false}};
        assertArrayEquals(new String[] {"c", "a", "b"}, LetterDisplay.letters(new int[] {1, 2, 0}, all));
    }

    @Test
    void ratiosTheirIntervalsAndInverses() {
        Ratio ratio = Ratio.ofLog(Math.log(2), 0.1, 3);
        assertEquals(2, ratio.estimate(), EPS);
        assertEquals(2 * Math.exp(-0.3), ratio.low(), EPS);
        assertEquals(2 * Math.exp(0.3), ratio.high(), EPS);
        assertTrue(ratio.hasInterval());
        assertTrue(ratio.excludesOne());
        Ratio inverse = ratio.inverse();
        assertEquals(0.5, inverse.estimate(), EPS);
        assertEquals(0.5 * Math.exp(-0.3), inverse.low(), EPS);
        assertEquals(0.5 * Math.exp(0.3), inverse.high(), EPS);
        assertTrue(inverse.excludesOne(), "wholly below 1");
        Ratio straddles = Ratio.ofLog(0.05, 0.1, 2);
        assertFalse(straddles.excludesOne());
        Ratio none = Ratio.ofLog(0.7, Double.NaN, 2);
        assertEquals(Math.exp(0.7), none.estimate(), EPS);
        assertFalse(none.hasInterval());
        assertFalse(none.excludesOne());
        assertFalse(Ratio.ofLog(0.7, Double.POSITIVE_INFINITY, 2).hasInterval());
        assertFalse(new Ratio(1, 0.5, Double.NaN).hasInterval());
        assertFalse(new Ratio(1, Double.NaN, 2).hasInterval());
        assertFalse(Ratio.ONE.excludesOne(), "1 is not excluded from [1, 1]");
    }

    /** Base logs {0, 0.2}, test logs {1, 1.4}: the one-way fit of the two sides gives d = 1.1, se = √0.05, 2 df. */
    @Test
    void abChangeOfOneValue() {
        List<TwoRuns.Change> faster = TwoRuns.compare(List.of(exp(0, 0.2)), List.of(exp(1, 1.4)), true, 0.95);
        Ratio speedup = faster.get(0).speedup();
        double t = t2Quantile(0.975);
        assertEquals(Math.exp(1.1), speedup.estimate(), EPS);
        assertEquals(Math.exp(1.1 - t * Math.sqrt(0.05)), speedup.low(), EPS);
        assertEquals(Math.exp(1.1 + t * Math.sqrt(0.05)), speedup.high(), EPS);
        assertTrue(faster.get(0).decidable());
        assertEquals("faster \u00d73.004", faster.get(0).verdict());
        // The same numbers as times (lower is better): the test run is slower by e^1.1.
        TwoRuns.Change slower = TwoRuns.compare(List.of(exp(0, 0.2)), List.of(exp(1, 1.4)), false, 0.95)
                .get(0);
        assertEquals(Math.exp(-1.1), slower.speedup().estimate(), EPS);
        assertEquals("slower \u00d73.004", slower.verdict());
    }

    /**
     * Two values: four groups of two forks on 4 residual df, each interval at 1 − 0.05/(2·2) by
     * Bonferroni. Value 0 moves by d = 0.5 on the log scale; value 1 does not move.
     */
    @Test
    void abIntervalsAreSimultaneousByBonferroni() {
        // Residuals ±0.1 in every group: RSS = 8·0.01 = 0.08 on 8 − 4 = 4 df, s² = 0.02, se = √(0.02·(½ + ½)).
        List<double[]> base = List.of(exp(-0.1, 0.1), exp(1.9, 2.1));
        List<double[]> test = List.of(exp(0.4, 0.6), exp(1.9, 2.1));
        List<TwoRuns.Change> changes = TwoRuns.compare(base, test, true, 0.95);
        double t = t4Quantile(1 - 0.05 / 4);
        double se = Math.sqrt(0.02);
        Ratio first = changes.get(0).speedup();
        assertEquals(Math.exp(0.5), first.estimate(), EPS);
        assertEquals(Math.exp(0.5 - t * se), first.low(), 1e-9);
        assertEquals(Math.exp(0.5 + t * se), first.high(), 1e-9);
        // exp(0.5 − 3.495·0.1414) = exp(0.0057) > 1: just faster at the simultaneous level.
        assertEquals("faster \u00d71.649", changes.get(0).verdict());
        assertEquals(1.0, changes.get(1).speedup().estimate(), EPS);
        assertEquals("no detectable change", changes.get(1).verdict());
    }

    @Test
    void aSingleForkOnEitherSideGivesNoVerdict() {
        List<TwoRuns.Change> changes =
                TwoRuns.compare(List.of(exp(0), exp(0, 0.1)), List.of(exp(1, 1.2), exp(2)), true, 0.95);
        assertFalse(changes.get(0).decidable());
        assertFalse(changes.get(1).decidable());
        assertEquals("no verdict: single fork", changes.get(0).verdict());
        assertEquals("no verdict: single fork", changes.get(1).verdict());
        // Only single forks: no residual df, so not even an interval.
        TwoRuns.Change none =
                TwoRuns.compare(List.of(exp(0)), List.of(exp(1)), true, 0.95).get(0);
        assertFalse(none.speedup().hasInterval());
        assertEquals(Math.E, none.speedup().estimate(), EPS);
        assertEquals("no verdict: single fork", new TwoRuns.Change(new Ratio(2, 1.5, 2.5), false).verdict());
        assertEquals(
                "no verdict: single fork", new TwoRuns.Change(new Ratio(2, Double.NaN, Double.NaN), true).verdict());
        assertEquals("slower \u00d72.000", new TwoRuns.Change(new Ratio(0.5, 0.4, 0.6), true).verdict());
        assertEquals("no detectable change", new TwoRuns.Change(new Ratio(1.2, 1.0, 1.4), true).verdict());
        assertEquals("no detectable change", new TwoRuns.Change(new Ratio(0.8, 0.6, 1.0), true).verdict());
    }
}
