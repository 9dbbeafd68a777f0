package dev.slidebench.reports.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Holm-matched intervals agree with the decisions they are shown beside: the level of each pair's
 * step by hand, and on random tables (true ratios up to ×1.3, lognormal fork noise, with and without
 * rounds) an interval excludes 1 exactly when the pair is separated, so no best-group row shows an
 * interval without 1.
 */
class HolmMatchedIntervalTest {

    @Test
    void stepLevelsByHand() {
        // Sorted: 0.01 at step 1 (α/3 = 0.0167, rejected), 0.03 at step 2 (α/2 = 0.025, not rejected: Holm
        // stops), 0.04 after the stop keeps the stopping level 0.025. NaN is untestable and not counted.
        double[] levels = Holm.stepLevels(new double[] {0.01, 0.04, 0.03, Double.NaN}, 0.05);
        assertArrayEquals(new double[] {0.05 / 3, 0.025, 0.025, Double.NaN}, levels, 1e-12);
        double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, 0.03, Double.NaN});
        assertTrue(adjusted[0] <= 0.05 && adjusted[1] > 0.05 && adjusted[2] > 0.05);
        // Every step rejects: levels α/m, α/(m−1), ..., α.
        assertArrayEquals(new double[] {0.05, 0.025}, Holm.stepLevels(new double[] {0.001, 0.0001}, 0.05), 1e-12);
    }

    @Test
    void intervalsExcludeOneExactlyWhenThePairIsSeparated() {
        SplittableRandom random = new SplittableRandom(20261202);
        int separatedPairs = 0;
        int tiedPairs = 0;
        for (int table = 0; table < 300; table++) {
            int k = 3 + random.nextInt(6);
            int forks = 2 + random.nextInt(4);
            boolean rounds = random.nextBoolean();
            double sd = 0.02 + 0.08 * random.nextDouble();
            List<TableStatistics.Group> groups = new ArrayList<>();
            for (int g = 0; g < k; g++) {
                double level = Math.log(10) + 0.3 * random.nextDouble();
                double[] means = new double[forks];
                int[] roundOf = new int[forks];
                for (int f = 0; f < forks; f++) {
                    means[f] = Math.exp(level + sd * random.nextGaussian());
                    roundOf[f] = f;
                }
                groups.add(new TableStatistics.Group("g" + g, means, rounds ? roundOf : null, null));
            }
            TableStatistics stats = TableStatistics.of(groups, false, -1, 0.95, 0.05);
            int best = stats.order()[0];
            for (int i = 0; i < k; i++) {
                TableStatistics.GroupResult result = stats.results().get(i);
                if (i != best) {
                    assertEquals(
                            !result.inBestGroup(), result.slowdownHolm().excludesOne(), "table " + table + " row " + i);
                    assertEquals(
                            result.slowdown().estimate(), result.slowdownHolm().estimate(), 1e-12);
                }
                for (int j = 0; j < k; j++) {
                    if (i == j) {
                        continue;
                    }
                    Ratio ratio = stats.holmRatio(i, j);
                    assertEquals(stats.separated(i, j), ratio.excludesOne(), "table " + table + " pair " + i + "," + j);
                    if (stats.separated(i, j)) {
                        separatedPairs++;
                    } else {
                        tiedPairs++;
                    }
                }
            }
        }
        // Both kinds of pair occurred, so both directions of the agreement were checked.
        assertTrue(separatedPairs > 500 && tiedPairs > 500, separatedPairs + " separated, " + tiedPairs + " tied");
    }
}
