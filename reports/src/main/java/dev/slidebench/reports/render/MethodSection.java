package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.record.WarmupRule;
import dev.slidebench.reports.stats.Race;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** How every number was computed, with the references; the statistics live in the stats package. */
final class MethodSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, "Method");
        List<String> bullets = new ArrayList<>(
                methodBullets(context.percent(), context.model().settings().alpha(), referenceText(context)));
        List<CaseAnalysis> raced = context.model().all().stream()
                .filter(a -> a.raceTable() != null)
                .toList();
        if (!raced.isEmpty()) {
            bullets.add(racing(raced, context.percent()));
        }
        if (steadyWarmups(context)) {
            bullets.add("**Warm-up.** Following Barrett et al. 2017 (\"Virtual machine warmup blows hot and cold\"): "
                    + WarmupRule.sentence() + "; each fork's warm-up is in run.json and in the drift charts.");
        }
        doc.bullets(bullets);
    }

    /** Which strategy the "speed vs" column compares with, in words. */
    private static String referenceText(ReportContext context) {
        return context.model().settings().reference() != null
                ? "`" + context.model().settings().reference() + "` (named with --reference)"
                : context.model().profile().defaultReference() != null
                        ? "`" + context.model().profile().defaultReference()
                                + "` by default, or the one named with --reference"
                        : "the one named with --reference";
    }

    /** The method every report states: replicates, scale, model, intervals, decisions and the rest. */
    private static List<String> methodBullets(String percent, double alpha, String reference) {
        return List.of(
                "**Replicates.** The fork is the unit of replication: each fork's mean from JMH's `rawData` (for"
                        + " `sample` mode `rawDataHistogram`). A result with a single fork falls back to its iterations"
                        + " and is flagged `single-fork`.",
                "**Log scale.** Fork noise on a shared machine is multiplicative, so everything is computed on"
                        + " ln(fork mean): geometric means, and intervals that are factors and cannot go negative.",
                "**Model.** Where the run record gives every fork's round: strategy + round, fitted by least squares"
                        + " on the logs, with one residual variance pooled over the table; a slow spell that hits a round"
                        + " hits every strategy of it and drops out. Otherwise one-way on the logs, pooled.",
                "**Intervals.** Geometric mean: exp(m \u00b1 t\u00b7s/\u221an) with the one-way pooled s (the level's own"
                        + " uncertainty, round noise included). Slowdown vs the best and speed vs the reference ("
                        + reference + "): exp(d \u00b1 t\u00b7se) of the model's difference, " + percent
                        + ", residual degrees of freedom (exported as `slowdown_low`/`slowdown_high`). The tables, forest"
                        + " plots and verdict show the **Holm-matched** slowdown interval instead: t at the level Holm's"
                        + " step tested that pair at (\u03b1/(m \u2212 j + 1) at step j; from the first step that does"
                        + " not reject on, that step's level), so it excludes 1 exactly when the row is outside the best"
                        + " group (exported as `slowdown_holm_low`/`slowdown_holm_high`).",
                "**Decisions.** Every pair by a t-test on the model's difference, Holm's step-down correction over"
                        + " all pairs of a table (Holm 1979), family-wise \u03b1 = " + alpha
                        + ". The **best group** is the"
                        + " fastest and all not separated from it; the letters (Piepho 2004) are shared by two rows iff"
                        + " they were not separated. Single-fork rows are never separated.",
                "**Resolution.** exp((t(1 \u2212 \u03b1/2m) + t(0.80))\u00b7se) with se the root mean square of the pairs'"
                        + " standard errors and m the number of pairs: the smallest ratio a pair is separated from"
                        + " with 80% power at Holm's strictest step.",
                "**Measures.** Wall time is JMH's primary score; CPU time is the secondary metric `"
                        + MetricKind.CPU_METRIC + "` (CPU time of the benchmark threads per operation). `--metric auto`"
                        + " ranks on CPU time when any fork of the (benchmark, run) had wall \u00f7 CPU \u2265 "
                        + MetricChoice.CONTENDED + "; both are shown and exported.",
                "**Outliers.** A fork with |internally studentised residual| > " + TableStatistics.OUTLIER_BOUND
                        + " is flagged `outlier-forks`, never dropped.",
                "**One direction.** Tables, forest plots, heat maps, the verdict and `summary.*` all show the"
                        + " slowdown against the best (1 = the best, \u2265 1).",
                "**A/B.** The two runs' forks in one one-way model (rounds of two runs share nothing), speed-up with"
                        + " a Bonferroni-simultaneous interval; the verdict is the interval's.");
    }

    /** How racing rounds work, at the settings of the first raced table, and where each race stopped. */
    private static String racing(List<CaseAnalysis> raced, String percent) {
        Race.Settings race = raced.get(0).raceSettings();
        return "**Racing rounds.** From round " + race.firstLook() + " on, after every round, each table's"
                + " strategy + round model is fitted to all its forks so far, and every strategy still racing is"
                + " compared with the fastest by an interval at α/(L·m) (Bonferroni over the m comparisons"
                + " with the leader; the error α = " + race.alpha() + " is spent over the L = " + race.looks()
                + " planned looks in equal shares, alpha-spending with the Bonferroni spending function). A"
                + " strategy whose interval lies above " + Format.times(race.margin())
                + " leaves the race (it keeps its forks and its estimate); a table is decided when every strategy"
                + " left is within " + Format.times(race.resolution()) + ". Raced tables are therefore shown at "
                + BenchmarkSection.level(raced.get(0).settings().confidence()) + " and Holm at α/L, so"
                + " their intervals and best groups hold at " + percent + " whatever look the race stopped at."
                + " Where each race stopped: "
                + raced.stream().map(MethodSection::stop).collect(Collectors.joining("; "))
                + ".";
    }

    /** One table's stop, in words: "shortKeys (JDK 17): decided after round 4". */
    private static String stop(CaseAnalysis analysis) {
        RaceRecord.Table table = analysis.raceTable();
        RaceRecord.Look last = table.lastLook();
        String why = table.stop() == null
                ? "not finished"
                : switch (table.stop()) {
                    case RaceRecord.DECIDED -> "decided after round " + (last == null ? "?" : last.rounds());
                    case RaceRecord.BUDGET -> "budget spent before it was decided";
                    default -> "every round ran, not decided";
                };
        return analysis.benchmarkCase().title() + " (" + analysis.run().label() + "): " + why;
    }

    /** Whether any run's record has a fork with a warm-up until steady (older runs and foreign JSON have none). */
    private static boolean steadyWarmups(ReportContext context) {
        return context.model().runs().stream()
                .map(run -> run.metadata())
                .filter(Objects::nonNull)
                .flatMap(record -> record.forks().stream())
                .anyMatch(fork -> fork.steadyWarmup() != null);
    }
}
