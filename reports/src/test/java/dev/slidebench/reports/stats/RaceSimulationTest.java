package dev.slidebench.reports.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The racing rule against known truth: synthetic runs whose true times are set here, with the noise a
 * shared machine gives (multiplicative fork noise, a slow spell per round, now and then a contended fork
 * much slower than its true time), raced as {@code run} races them (every strategy in rounds 1 and 2, a
 * {@link Race#look} after each round from then on, only contenders in the next round, stop when decided
 * or at the last round), and analysed at the end as the report analyses a raced table
 * ({@link TableStatistics} at {@link Race.Settings#reportConfidence()} and α / L).
 *
 * <p>The bounds: the final 95 % intervals cover the true ratios in at least 93 % of cases; the
 * truly fastest leaves the race in at most 2 % of runs; two identical contenders are separated in at
 * most 5 %. Each simulation is seeded, so a failure reproduces.
 */
class RaceSimulationTest {

    private static final Race.Settings QUICK = new Race.Settings(0.05, 2, 6, 1.10, 1.10);

    /** Fork-to-fork SD on the log scale, from the committed quick runs' residual SDs (4 % to 15 %). */
    private static final double FORK_SD = 0.10;

    private static final double ROUND_SD = 0.05;

    /** Share of contended forks, and how much slower they come out (ln: 0.1 to 0.5). */
    private static final double CONTENDED = 0.03;

    /** The outcome of one simulated run. */
    private record Outcome(
            TableStatistics table,
            List<String> names,
            double[] truth,
            Set<String> retired,
            boolean decided,
            int rounds,
            int forks) {}

    /** True times: one fastest at 10, a few close behind, most 1.3 to 3 times slower (a quick run's shape). */
    private static double[] realistic(SplittableRandom random, int k) {
        double[] truth = new double[k];
        truth[0] = 10;
        for (int i = 1; i < k; i++) {
            truth[i] = i < 4 ? 10 * (1.04 + 0.12 * random.nextDouble()) : 10 * (1.3 + 1.7 * random.nextDouble());
        }
        return truth;
    }

    /** One raced run of strategies with these true times (lower is faster). */
    private static Outcome race(double[] truth, Race.Settings settings, SplittableRandom random) {
        int k = truth.length;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            names.add("s" + i);
        }
        List<List<Double>> means = new ArrayList<>();
        List<List<Integer>> roundsOf = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            means.add(new ArrayList<>());
            roundsOf.add(new ArrayList<>());
        }
        Set<String> contenders = new LinkedHashSet<>(names);
        Set<String> retired = new LinkedHashSet<>();
        boolean decided = false;
        int round = 0;
        int forks = 0;
        while (round < settings.maxRounds() && !decided) {
            double slowSpell = ROUND_SD * random.nextGaussian();
            for (int i = 0; i < k; i++) {
                if (!contenders.contains(names.get(i))) {
                    continue;
                }
                double noise = slowSpell + FORK_SD * random.nextGaussian();
                if (random.nextDouble() < CONTENDED) {
                    noise += 0.1 + 0.4 * random.nextDouble();
                }
                means.get(i).add(truth[i] * Math.exp(noise));
                roundsOf.get(i).add(round);
                forks++;
            }
            round++;
            if (round >= settings.firstLook()) {
                Race.Look look = Race.look(settings, groups(names, means, roundsOf), false, contenders, round);
                retired.addAll(look.retired().keySet());
                contenders = new LinkedHashSet<>(look.contenders());
                decided = look.decided();
            }
        }
        TableStatistics table = TableStatistics.of(
                groups(names, means, roundsOf), false, -1, settings.reportConfidence(), settings.alphaPerLook());
        return new Outcome(table, names, truth, retired, decided, round, forks);
    }

    private static List<TableStatistics.Group> groups(
            List<String> names, List<List<Double>> means, List<List<Integer>> roundsOf) {
        List<TableStatistics.Group> groups = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            groups.add(new TableStatistics.Group(
                    names.get(i),
                    means.get(i).stream().mapToDouble(Double::doubleValue).toArray(),
                    roundsOf.get(i).stream().mapToInt(Integer::intValue).toArray(),
                    null));
        }
        return groups;
    }

    @Test
    void finalIntervalsCoverTheTrueRatiosAndTheFastestStaysInTheRace() {
        SplittableRandom random = new SplittableRandom(23_2026_12_02L);
        int runs = 300;
        int intervals = 0;
        int covered = 0;
        int fastestRetired = 0;
        int forks = 0;
        int decided = 0;
        for (int run = 0; run < runs; run++) {
            double[] truth = realistic(random, 40);
            Outcome outcome = race(truth, QUICK, random);
            forks += outcome.forks();
            decided += outcome.decided() ? 1 : 0;
            if (outcome.retired().contains("s0")) {
                fastestRetired++;
            }
            TableStatistics table = outcome.table();
            int best = table.order()[0];
            for (int i = 0; i < truth.length; i++) {
                if (i == best) {
                    continue;
                }
                Ratio slowdown = table.results().get(i).slowdown();
                double trueRatio = truth[i] / truth[best];
                intervals++;
                if (slowdown.low() <= trueRatio && trueRatio <= slowdown.high()) {
                    covered++;
                }
            }
        }
        double coverage = (double) covered / intervals;
        System.out.printf(
                "race simulation: coverage %.4f of %d intervals, fastest left in %d of %d runs, %.1f forks a run,"
                        + " %d decided%n",
                coverage, intervals, fastestRetired, runs, (double) forks / runs, decided);
        assertTrue(coverage >= 0.93, "coverage " + coverage + " of " + intervals + " intervals");
        assertTrue(fastestRetired <= runs * 0.02, "the fastest left the race in " + fastestRetired + " of " + runs);
        // the race saves forks: every strategy in all six rounds would be 40 x 6 = 240 a run
        assertTrue(forks < runs * 40 * 6 * 0.6, "forks " + forks + " against " + runs * 240 + " unraced");
    }

    @Test
    void twoIdenticalContendersAreRarelySeparated() {
        SplittableRandom random = new SplittableRandom(2_2026_12_02L);
        int runs = 300;
        int separated = 0;
        for (int run = 0; run < runs; run++) {
            double[] truth = realistic(random, 30);
            truth[1] = truth[0]; // s0 and s1 identical and fastest
            Outcome outcome = race(truth, QUICK, random);
            boolean oneLeft =
                    outcome.retired().contains("s0") || outcome.retired().contains("s1");
            if (oneLeft || outcome.table().separated(0, 1)) {
                separated++;
            }
        }
        System.out.printf("race simulation: identical contenders separated in %d of %d runs%n", separated, runs);
        assertTrue(separated <= runs * 0.05, "identical contenders separated in " + separated + " of " + runs);
    }

    @Test
    void aClearlySlowerStrategyLeavesAfterTheFirstLookAndNearTiesStay() {
        SplittableRandom random = new SplittableRandom(7);
        List<TableStatistics.Group> groups = new ArrayList<>();
        double[] truth = {10, 10.2, 30};
        for (int g = 0; g < truth.length; g++) {
            double[] means = new double[2];
            for (int r = 0; r < 2; r++) {
                means[r] = truth[g] * Math.exp(0.02 * random.nextGaussian());
            }
            groups.add(new TableStatistics.Group("s" + g, means, new int[] {0, 1}, null));
        }
        Race.Look look = Race.look(QUICK, groups, false, List.of("s0", "s1", "s2"), 2);
        assertEquals(Set.of("s2"), look.retired().keySet());
        assertEquals(List.of("s0", "s1"), look.contenders());
        assertEquals(3.0, look.retired().get("s2"), 0.3);
        assertTrue(look.leader().equals("s0") || look.leader().equals("s1"));
        // 2 % apart with 2 % noise over two rounds: not yet within ×1.10 at α / (5 · 1)
        assertFalse(look.decided());
        // higher-is-better reverses who is slow: s0 and s1 are now three times slower than s2
        Race.Look throughput = Race.look(QUICK, groups, true, List.of("s0", "s1", "s2"), 2);
        assertEquals(List.of("s2"), throughput.contenders());
        assertTrue(throughput.decided());
        assertEquals(1.0, throughput.reached());
    }

    @Test
    void aTableIsDecidedWhenEveryContenderIsWithinTheResolution() {
        SplittableRandom random = new SplittableRandom(11);
        List<TableStatistics.Group> groups = new ArrayList<>();
        double[] truth = {10, 10.1, 10.2};
        for (int g = 0; g < truth.length; g++) {
            double[] means = new double[6];
            int[] rounds = new int[6];
            for (int r = 0; r < 6; r++) {
                means[r] = truth[g] * Math.exp(0.005 * random.nextGaussian());
                rounds[r] = r;
            }
            groups.add(new TableStatistics.Group("s" + g, means, rounds, null));
        }
        Race.Look look = Race.look(QUICK, groups, false, List.of("s0", "s1", "s2"), 6);
        assertTrue(look.decided(), "reached " + look.reached());
        assertTrue(look.reached() > 1.0 && look.reached() <= 1.10, "reached " + look.reached());
        assertEquals(Map.of(), look.retired());
        // a contender that left earlier keeps its forks in the model but is not raced again
        Race.Look without = Race.look(QUICK, groups, false, List.of("s0", "s1"), 6);
        assertEquals(List.of("s0", "s1"), without.contenders());
    }

    @Test
    void theSettingsAndTheLookRefuseWhatCannotBeRaced() {
        assertThrows(IllegalArgumentException.class, () -> new Race.Settings(0.05, 1, 6, 1.1, 1.1));
        assertThrows(IllegalArgumentException.class, () -> new Race.Settings(0.05, 3, 2, 1.1, 1.1));
        assertThrows(IllegalArgumentException.class, () -> new Race.Settings(0, 2, 6, 1.1, 1.1));
        assertThrows(IllegalArgumentException.class, () -> new Race.Settings(0.05, 2, 6, 1.0, 1.1));
        assertThrows(IllegalArgumentException.class, () -> new Race.Settings(0.05, 2, 6, 1.1, 0.9));
        assertEquals(5, QUICK.looks());
        assertEquals(0.01, QUICK.alphaPerLook(), 1e-12);
        assertEquals(0.99, QUICK.reportConfidence(), 1e-12);
        List<TableStatistics.Group> groups = List.of(
                new TableStatistics.Group("a", new double[] {1, 1.1}, new int[] {0, 1}, null),
                new TableStatistics.Group("b", new double[] {2, 2.1}, new int[] {0, 1}, null));
        assertThrows(IllegalArgumentException.class, () -> Race.look(QUICK, groups, false, List.of("a", "b"), 1));
        assertThrows(IllegalArgumentException.class, () -> Race.look(QUICK, groups, false, List.of("a", "c"), 2));
        List<TableStatistics.Group> noRounds =
                List.of(new TableStatistics.Group("a", new double[] {1, 1.1}, null, null), groups.get(1));
        assertThrows(IllegalArgumentException.class, () -> Race.look(QUICK, noRounds, false, List.of("a", "b"), 2));
    }
}
