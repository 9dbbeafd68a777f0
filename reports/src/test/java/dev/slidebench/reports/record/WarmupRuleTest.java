package dev.slidebench.reports.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The steady warm-up's stopping rule on synthetic series whose truth is known by construction. */
class WarmupRuleTest {

    /** The first slice after which the rule says settled, or -1 when it never does. */
    private static int settlesAt(double[] series) {
        for (int n = 1; n <= series.length; n++) {
            if (WarmupRule.settled(series, n)) {
                return n;
            }
        }
        return -1;
    }

    @Test
    void aFallingSeriesIsNeverSteady() {
        // 2 % faster every slice for 200 slices: always on its way down
        double[] falling = new double[200];
        for (int i = 0; i < falling.length; i++) {
            falling[i] = 100 * Math.pow(0.98, i);
        }
        assertEquals(-1, settlesAt(falling));
        // 3 % a slice with noise of +-1 % on top (three slices fall 8.7 %, the noise moves a median by 1 %)
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < falling.length; i++) {
            falling[i] = 100 * Math.pow(0.97, i) * (1 + (random.nextDouble() - 0.5) * 0.02);
        }
        assertEquals(-1, settlesAt(falling));
    }

    @Test
    void aFlatNoisySeriesIsSteadyAfterTwoWindows() {
        // +-4 % uniform noise around 10 ns: the medians of three agree within 5 %
        SplittableRandom random = new SplittableRandom(11);
        double[] flat = new double[40];
        for (int i = 0; i < flat.length; i++) {
            flat[i] = 10 * (1 + (random.nextDouble() - 0.5) * 0.08);
        }
        assertEquals(WarmupRule.MIN_SLICES, settlesAt(flat));
    }

    @Test
    void oneInterruptedSliceDoesNotBreakTheMedians() {
        double[] series = {10, 10, 10, 10, 30, 10};
        assertTrue(WarmupRule.settled(series, 6));
    }

    @Test
    void aCompilationThenAFlatSeriesSettlesOnlyOnceTwoWindowsAreFlat() {
        // interpreted, C1, C2: 500, 40, 12, then flat at 10
        double[] series = {500, 40, 12, 10, 10, 10, 10, 10, 10, 10};
        // slice 8: the last three (10, 10, 10) and the three before (12, 10, 10) have the same median
        assertEquals(8, settlesAt(series), "the window before the last must have settled too");
    }

    @Test
    void aSlowPlateauAfterAFasterStretchIsNotSteady() {
        // compiled to 12, deoptimised to a flat 94 for eight slices, then compiled again at 13
        double[] series = {300, 40, 13, 12, 94, 94, 94, 94, 94, 94, 94, 94, 13, 13, 13, 12, 13, 13};
        // the plateau's windows agree with each other, but 94 is 7 times the best median (13) so far
        assertEquals(17, settlesAt(series), "steady only once two windows are back at the best level");
    }

    @Test
    void theCapEndsAWarmupThatNeverSettles() {
        double[] falling = {100, 90, 80, 70, 60, 50, 40, 30};
        assertEquals(WarmupRule.Decision.CONTINUE, WarmupRule.decide(falling, 8, 1999, 2000));
        assertEquals(WarmupRule.Decision.CAPPED, WarmupRule.decide(falling, 8, 2000, 2000));
        assertEquals(WarmupRule.Decision.CAPPED, WarmupRule.decide(falling, 1, 0, 0), "a cap of 0 ends it at once");
        double[] flat = {10, 10, 10, 10, 10, 10};
        assertEquals(WarmupRule.Decision.SETTLED, WarmupRule.decide(flat, 6, 5000, 2000), "settled wins");
        assertEquals(WarmupRule.Decision.CONTINUE, WarmupRule.decide(flat, 5, 100, 2000), "too few slices");
    }

    @Test
    void theSentenceStatesTheNumbers() {
        String sentence = WarmupRule.sentence();
        assertTrue(sentence.contains("20 ms"), sentence);
        assertTrue(sentence.contains("within 5 %"), sentence);
        assertTrue(sentence.contains("cap of 2 s (4 s for Vector API"), sentence);
    }
}
