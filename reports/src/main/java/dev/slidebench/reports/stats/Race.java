package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The racing rule of a run: after each round from {@link Settings#firstLook()} on, which groups
 * (strategies) of one table are still worth measuring, and whether the table is decided.
 *
 * <p><b>The rule.</b> At a look the strategy + round model is fitted to every fork so far (groups that
 * left the race keep theirs: they help estimate the round effects and the residual variance; the
 * design is unbalanced, which least squares handles). The leader is the fastest contender by point
 * estimate. Every other contender's slowdown against the leader gets a two-sided interval at level
 * {@code α / (L · m)}: {@code L} the planned looks, {@code m} the contenders besides the leader.
 * <ul>
 * <li>a contender whose interval lies above {@link Settings#margin()} (slower than the leader by more
 *     than the margin) leaves the race;</li>
 * <li>the table is decided when every contender still in the race is within
 *     {@link Settings#resolution()} of the leader (its interval's upper end at or below it), or only the
 *     leader is left.</li>
 * </ul>
 *
 * <p><b>Why it stays valid under optional stopping.</b> The race looks at the data after every round and
 * stops when the data say so, which inflates the error of a test run at a fixed α every time. Here the
 * error is spent over the planned looks in equal shares (alpha-spending with the Bonferroni spending
 * function): look {@code l} tests at {@code α / L}, split again over the {@code m} comparisons with the
 * leader, whichever it is. By the union bound the probability that any interval of any look misses its
 * true ratio is at most α, whatever look the race stops at. So: the truly fastest strategy leaves the race
 * with probability at most α (it leaves only if an interval against some leader misses), and an interval
 * at level {@code 1 − α / L} reported at the end covers its true ratio with probability at least
 * {@code 1 − α} ({@link Settings#reportConfidence()}). Looks that are not taken (the race stopped early,
 * or the time budget ran out) leave their share unspent; the statements stay valid, only conservative.
 */
public final class Race {

    private Race() {}

    /**
     * @param alpha the error rate of the whole race, e.g. 0.05
     * @param firstLook the rounds that must be complete before the first look (at least 2: one round leaves
     *     the model no residual to estimate an interval from)
     * @param maxRounds the planned rounds; looks are taken after rounds {@code firstLook … maxRounds}
     * @param margin a contender leaves when it is slower than the leader by more than this ratio (> 1)
     * @param resolution the table is decided when every contender is within this ratio of the leader (> 1)
     */
    public record Settings(double alpha, int firstLook, int maxRounds, double margin, double resolution) {
        public Settings {
            if (!(alpha > 0 && alpha < 1)) {
                throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
            }
            if (firstLook < 2 || maxRounds < firstLook) {
                throw new IllegalArgumentException(
                        "looks need 2 <= firstLook <= maxRounds, got " + firstLook + " and " + maxRounds);
            }
            if (!(margin > 1) || !(resolution > 1)) {
                throw new IllegalArgumentException(
                        "margin and resolution must be ratios above 1, got " + margin + " and " + resolution);
            }
        }

        /** The planned looks L: one after each round from {@link #firstLook()} to {@link #maxRounds()}. */
        public int looks() {
            return maxRounds - firstLook + 1;
        }

        /** The error each look may spend: α / L. */
        public double alphaPerLook() {
            return alpha / looks();
        }

        /**
         * The confidence at which a table of the race must report its intervals and decide its best group
         * so that its statements hold at 1 − α over all looks: {@code 1 − α / L}.
         */
        public double reportConfidence() {
            return 1 - alphaPerLook();
        }
    }

    /**
     * What one look decided.
     *
     * @param rounds the rounds complete at this look
     * @param leader the fastest contender by point estimate
     * @param contenders the groups still in the race after this look, the leader included, in input order
     * @param retired the groups that left at this look, each with its slowdown against the leader (point)
     * @param decided whether every contender is within the resolution of the leader (or only the leader
     *     is left)
     * @param reached the largest upper end among the contenders' slowdown intervals (the ratio this look can
     *     vouch every contender is within), 1 when only the leader is left, NaN when nothing could be
     *     estimated
     */
    public record Look(
            int rounds,
            String leader,
            List<String> contenders,
            Map<String, Double> retired,
            boolean decided,
            double reached) {

        public Look {
            contenders = List.copyOf(contenders);
            retired = Map.copyOf(retired);
        }
    }

    /**
     * Takes the look after {@code rounds} complete rounds.
     *
     * @param groups every group of the table with its forks so far (fork means and their rounds), those out
     *     of the race included; every group at least one fork
     * @param higherIsBetter whether a larger value is faster
     * @param contenders the names still in the race before this look (a subset of the groups' names)
     * @throws IllegalArgumentException when {@code rounds} is before the first look, a contender has no
     *     group, or a group lacks its rounds
     */
    public static Look look(
            Settings settings,
            List<TableStatistics.Group> groups,
            boolean higherIsBetter,
            Collection<String> contenders,
            int rounds) {
        if (rounds < settings.firstLook()) {
            throw new IllegalArgumentException(
                    "no look before round " + settings.firstLook() + " is complete (" + rounds + " are)");
        }
        List<String> names = groups.stream().map(TableStatistics.Group::name).toList();
        List<Integer> racing = racing(groups, names, contenders);
        if (racing.isEmpty()) {
            return new Look(rounds, null, List.of(), Map.of(), true, Double.NaN);
        }
        LogLinearModel model = Design.of(groups).withRounds();
        double sign = higherIsBetter ? 1 : -1;
        int leader = leader(model, racing, sign);
        if (racing.size() == 1) {
            return new Look(rounds, names.get(leader), List.of(names.get(leader)), Map.of(), true, 1);
        }
        if (!model.fitted() || model.residualDf() <= 0 || !(model.residualVariance() > 0)) {
            // nothing to estimate an interval from: everyone stays, nothing is decided
            List<String> all = racing.stream().map(names::get).toList();
            return new Look(rounds, names.get(leader), all, Map.of(), false, Double.NaN);
        }
        return judge(settings, model, sign, names, racing, leader, rounds);
    }

    /** The indices of the contenders among the groups, checked: each has forks, and every fork its round. */
    private static List<Integer> racing(
            List<TableStatistics.Group> groups, List<String> names, Collection<String> contenders) {
        List<Integer> racing = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (contenders.contains(names.get(i))) {
                racing.add(i);
            }
        }
        if (racing.size() != contenders.size()) {
            throw new IllegalArgumentException("a contender has no forks: " + contenders + " among " + names);
        }
        if (groups.stream().anyMatch(g -> g.rounds() == null)) {
            throw new IllegalArgumentException("a race needs every fork's round");
        }
        return racing;
    }

    /** The fastest contender by point estimate; the first one when the model could not be fitted. */
    private static int leader(LogLinearModel model, List<Integer> racing, double sign) {
        int leader = racing.get(0);
        if (model.fitted()) {
            for (int i : racing) {
                if (sign * model.coefficient(i) > sign * model.coefficient(leader)) {
                    leader = i;
                }
            }
        }
        return leader;
    }

    /** Each contender's slowdown against the leader at level α / (L · m): who leaves, and whether it is decided. */
    private static Look judge(
            Settings settings,
            LogLinearModel model,
            double sign,
            List<String> names,
            List<Integer> racing,
            int leader,
            int rounds) {
        int m = racing.size() - 1;
        double t = TableStatistics.tQuantile(model.residualDf(), 1 - settings.alphaPerLook() / (2.0 * m));
        double logMargin = Math.log(settings.margin());
        double logResolution = Math.log(settings.resolution());
        List<String> staying = new ArrayList<>();
        Map<String, Double> retired = new LinkedHashMap<>();
        boolean decided = true;
        double reached = 0;
        for (int i : racing) {
            if (i == leader) {
                staying.add(names.get(i));
                continue;
            }
            double slowdown = sign * (model.coefficient(leader) - model.coefficient(i));
            double halfWidth = t * model.differenceError(leader, i);
            if (slowdown - halfWidth > logMargin) {
                retired.put(names.get(i), Math.exp(slowdown));
            } else {
                staying.add(names.get(i));
                reached = Math.max(reached, slowdown + halfWidth);
                decided &= slowdown + halfWidth <= logResolution;
            }
        }
        return new Look(rounds, names.get(leader), staying, retired, decided, Math.exp(reached));
    }
}
