package dev.slidebench.reports.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Spearman's ρ against values worked out by hand (the working is in each comment). */
class SpearmanTest {

    @Test
    void tiesShareTheAverageOfTheirRanks() {
        // Sorted: 1 (rank 1), 3 3 (ranks 2 and 3 → 2.5 each), 7 (4), 9 9 9 (5, 6, 7 → 6 each).
        assertArrayEquals(
                new double[] {2.5, 1, 6, 4, 2.5, 6, 6}, Spearman.ranks(new double[] {3, 1, 9, 7, 3, 9, 9}), 0);
    }

    @Test
    void withoutTiesItIsOneMinusSixSumOfSquaredRankDifferences() {
        // x ranks 1..5; y = {2, 1, 4, 3, 5} ranks {2, 1, 4, 3, 5}; d = {-1, 1, -1, 1, 0}, Σd² = 4;
        // ρ = 1 - 6·4 / (5·24) = 1 - 0.2 = 0.8.
        assertEquals(0.8, Spearman.rho(new double[] {10, 20, 30, 40, 50}, new double[] {2, 1, 4, 3, 5}), 1e-12);
        // Reversed order: ρ = -1; same order through a monotone map: ρ = 1.
        assertEquals(-1, Spearman.rho(new double[] {1, 2, 3, 4}, new double[] {9, 7, 5, 1}), 1e-12);
        assertEquals(1, Spearman.rho(new double[] {1, 2, 3, 4}, new double[] {1, 4, 9, 100}), 1e-12);
    }

    @Test
    void withTiesItIsPearsonOnAverageRanks() {
        // x = {1, 2, 2, 3} → ranks {1, 2.5, 2.5, 4}; y = {1, 3, 2, 4} → ranks {1, 3, 2, 4}; mean 2.5 both.
        // x - 2.5 = {-1.5, 0, 0, 1.5}; y - 2.5 = {-1.5, 0.5, -0.5, 1.5}.
        // Σxy = 2.25 + 0 + 0 + 2.25 = 4.5; Σxx = 4.5; Σyy = 2.25 + 0.25 + 0.25 + 2.25 = 5.
        // ρ = 4.5 / √(4.5·5) = 4.5 / √22.5 = 0.948683...
        double rho = Spearman.rho(new double[] {1, 2, 2, 3}, new double[] {1, 3, 2, 4});
        assertEquals(4.5 / Math.sqrt(22.5), rho, 1e-12);
        // The no-ties shortcut would give 1 - 6·0.5/(4·15) = 0.95: a different number, so ties are handled.
        assertTrue(Math.abs(rho - 0.95) > 1e-3);
    }

    @Test
    void degenerateSamplesHaveNoRho() {
        assertTrue(Double.isNaN(Spearman.rho(new double[] {1}, new double[] {2})));
        assertTrue(Double.isNaN(Spearman.rho(new double[] {1, 1, 1}, new double[] {1, 2, 3})));
        assertThrows(IllegalArgumentException.class, () -> Spearman.rho(new double[] {1}, new double[] {1, 2}));
    }
}
