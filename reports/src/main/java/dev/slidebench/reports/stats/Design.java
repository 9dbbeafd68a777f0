package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The replicates of every group of a table in one list, as {@link LogLinearModel} fits them: per
 * observation its group, its round (or none) and its value. The replicates are the fork means, or, when
 * every group has a single fork with its iterations, those iterations.
 *
 * @param groups how many groups
 * @param round per observation its round as a dense 0-based level, or null when the rounds are not known
 *     for every group or all forks ran in one round
 * @param iterations whether the replicates are the iterations of single forks
 */
record Design(int groups, int[] group, int[] round, double[] value, boolean iterations) {

    static Design of(List<TableStatistics.Group> groups) {
        boolean allSingle = groups.stream().allMatch(TableStatistics.Group::singleFork);
        boolean iterations = allSingle && groups.stream().allMatch(g -> g.iterations() != null);
        boolean roundsKnown = !allSingle && groups.stream().allMatch(g -> g.rounds() != null);
        List<Integer> groupOf = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        List<Integer> roundOf = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            TableStatistics.Group group = groups.get(g);
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
                groups.size(),
                groupOf.stream().mapToInt(Integer::intValue).toArray(),
                round,
                values.stream().mapToDouble(Double::doubleValue).toArray(),
                iterations);
    }

    int replicates(int g) {
        return (int) Arrays.stream(group).filter(x -> x == g).count();
    }

    /** Strategy only: ln(value) on the groups. */
    LogLinearModel oneWay() {
        return LogLinearModel.fit(groups, group, null, value);
    }

    /** Strategy + round where the rounds are known ({@link #round} not null), else the one-way model. */
    LogLinearModel withRounds() {
        return LogLinearModel.fit(groups, group, round, value);
    }
}
