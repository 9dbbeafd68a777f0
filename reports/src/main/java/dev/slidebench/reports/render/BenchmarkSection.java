package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.record.WarmupRule;
import dev.slidebench.reports.stats.Race;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One benchmark case: per run its table (rank, letters, geometric mean with interval, slowdown vs the
 * best, speed vs the reference, the other measure, forks, table bytes, flags), the notes that say how
 * to read it, the forest plot, table bytes against speed and the drift chart; then runs side by side
 * and any other secondary metrics.
 */
final class BenchmarkSection implements Section {

    private final BenchmarkCase benchmarkCase;

    BenchmarkSection(BenchmarkCase benchmarkCase) {
        this.benchmarkCase = benchmarkCase;
    }

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, benchmarkCase.title());
        doc.paragraph("`" + benchmarkCase.benchmark() + "`, mode "
                + benchmarkCase.mode().label() + " ("
                + benchmarkCase.mode().description() + "), unit " + benchmarkCase.unit() + ", **"
                + benchmarkCase.mode().direction() + "**"
                + (benchmarkCase.otherParams().isEmpty()
                        ? ""
                        : "; other parameters: "
                                + benchmarkCase.otherParams().entrySet().stream()
                                        .map(e -> "`" + e.getKey() + "=" + e.getValue() + "`")
                                        .collect(Collectors.joining(", ")))
                + ".");
        List<CaseAnalysis> present = new ArrayList<>();
        for (Run run : context.model().runs()) {
            CaseAnalysis analysis = context.model().analysis(run, benchmarkCase);
            if (analysis == null) {
                continue;
            }
            present.add(analysis);
            if (context.multiRun()) {
                doc.heading(3, benchmarkCase.title() + " \u2014 " + run.label());
            }
            table(context, doc, analysis);
            String stem = benchmarkCase.slug() + context.runSuffix(run);
            doc.figure(context.add(Charts.forest(analysis, stem + "-forest")));
            doc.figure(context.add(Charts.bytesVersusSpeed(analysis, stem + "-bytes")));
            doc.figure(context.add(Charts.drift(analysis, stem + "-drift")));
        }
        if (present.size() > 1) {
            doc.heading(3, benchmarkCase.title() + " \u2014 runs side by side");
            doc.figure(context.add(Charts.runsSideBySide(present, context.noun(), benchmarkCase.slug() + "-runs")));
        }
        secondary(context, doc);
    }

    private static void table(ReportContext context, Document doc, CaseAnalysis analysis) {
        boolean jumps = jumps(context, analysis);
        BenchmarkTable table = new BenchmarkTable(context, analysis, jumps);
        doc.table(table.header(), table.rows(), table.numeric(), table.roles());
        List<String> notes = notes(context, analysis);
        List<String> stateful = analysis.ranked().stream()
                .filter(e -> jumps && Boolean.TRUE.equals(e.traits().stateful()))
                .map(e -> "`" + e.display() + "`")
                .toList();
        if (!stateful.isEmpty()) {
            notes.add("**State jumps** (" + String.join(", ", stateful) + "): these keep state, which this benchmark"
                    + " moves between unrelated inputs, an access pattern no engine has. Their rows are shown as"
                    + " measured; the verdict does not rank them here.");
        }
        doc.bullets(notes);
    }

    /** This benchmark moves a stateful value's state as the application never does (the profile says which). */
    private static boolean jumps(ReportContext context, CaseAnalysis analysis) {
        return dev.slidebench.reports.recommend.Recommender.jumpCases(
                        context.model().results(), context.model().profile())
                .contains(analysis.benchmarkCase());
    }

    static List<String> notes(ReportContext context, CaseAnalysis analysis) {
        List<String> notes = new ArrayList<>();
        TableStatistics table = analysis.rankedStatistics();
        notes.add(analysis.metricReason());
        if (table == null) {
            notes.add("Only controls were measured here; nothing is ranked.");
            return notes;
        }
        List<String> best = analysis.ranked().stream()
                .filter(e -> analysis.result(e).inBestGroup())
                .map(e -> "`" + e.display() + "`")
                .toList();
        if (analysis.raceTable() != null) {
            notes.add(raceNote(analysis));
        }
        notes.add("**Best group** (cannot be told from the fastest): " + String.join(", ", best) + ". "
                + "Two rows share a letter iff they were not separated (all pairs, Holm, family-wise \u03b1 = "
                + table.alpha() + "). The slowdown interval is Holm-matched: it holds 1 exactly for the best group"
                + " (the unadjusted " + context.percent() + " one is in summary.csv).");
        notes.add(resolutionNote(table));
        if (analysis.reference() == null
                && context.model().profile().defaultReference() != null
                && context.model().settings().reference() == null) {
            notes.add("No reference column: " + context.model().profile().defaultReference()
                    + " (the default reference) was not measured here; name one with --reference.");
        }
        if (analysis.anySingleFork()) {
            notes.add("**single-fork** rows: their interval comes from iterations within one JVM and understates"
                    + " run-to-run noise; they are never separated from another row.");
        }
        int outliers = analysis.ranked().stream()
                .mapToInt(e -> analysis.result(e).outlierForks())
                .sum();
        if (outliers > 0) {
            notes.add("**outlier-forks**: " + outliers + " fork(s) with |studentised residual| > "
                    + TableStatistics.OUTLIER_BOUND + " are flagged and kept in the statistics.");
        }
        if (analysis.ranked().stream().anyMatch(e -> e.traits().emulated())) {
            notes.add(emulatedNote(analysis));
        }
        return notes;
    }

    /** The smallest ratio the table separates, and the model it was fitted with. */
    private static String resolutionNote(TableStatistics table) {
        return "**Resolution** "
                + (Double.isNaN(table.resolution())
                        ? "not stated: no pair could be tested (single forks, or no residual degrees of freedom)"
                        : Format.times(table.resolution()) + ": the smallest ratio this run separates with 80% power")
                + ". Model: " + table.model().description() + ", " + table.residualDf()
                + " residual df, residual sd of ln(fork mean) " + Format.fixed(table.residualSd()) + ".";
    }

    /** Which rows ran a fallback path, and why. */
    private static String emulatedNote(CaseAnalysis analysis) {
        return "**emulated** rows ran a fallback path ("
                + analysis.ranked().stream()
                        .filter(e -> e.traits().emulated())
                        .map(e -> e.value() + ": " + e.traits().degraded())
                        .collect(Collectors.joining("; "))
                + "); they measure the fallback, not the fast path.";
    }

    /** A confidence level as a percentage, to two decimals where it needs them: 99%, 99.55%. */
    static String level(double confidence) {
        return java.math.BigDecimal.valueOf(confidence * 100)
                        .setScale(2, java.math.RoundingMode.HALF_UP)
                        .stripTrailingZeros()
                        .toPlainString()
                + "%";
    }

    /** What the race of a raced table did and the level its statistics are stated at. */
    static String raceNote(CaseAnalysis analysis) {
        RaceRecord.Table race = analysis.raceTable();
        Race.Settings settings = analysis.raceSettings();
        RaceRecord.Look last = race.lastLook();
        String stop = race.stop() == null
                ? "the race had not ended when the results were written"
                : switch (race.stop()) {
                    case RaceRecord.DECIDED ->
                        "the race was decided after round " + last.rounds()
                                + ": every strategy still racing was within " + Format.times(settings.resolution())
                                + " of the leader";
                    case RaceRecord.BUDGET ->
                        "the race stopped when the time budget was spent, before it was decided"
                                + (last == null || last.reached() == null
                                        ? ""
                                        : " (its last look, after round " + last.rounds() + ", vouched for "
                                                + Format.times(last.reached()) + ")");
                    default ->
                        "all " + settings.maxRounds() + " rounds ran without a decision at "
                                + Format.times(settings.resolution());
                };
        int left = race.retired().size();
        return "**Raced**: "
                + (left == 0
                        ? "no strategy left the race (none was slower than the leader by more than "
                                + Format.times(settings.margin()) + " with confidence)"
                        : left + " strateg" + (left == 1 ? "y" : "ies") + " left the race (slower than the leader by"
                                + " more than " + Format.times(settings.margin())
                                + "; flagged `left after round k`, with fewer forks)")
                + "; " + stop + ". Intervals and groups here are at "
                + level(analysis.settings().confidence()) + " and \u03b1 = "
                + Format.fixed(analysis.settings().alpha()) + " (the error spent over the race's " + settings.looks()
                + " planned looks), so they hold at "
                + level(1 - (1 - analysis.settings().confidence()) * settings.looks())
                + " whatever look the race stopped at.";
    }

    /** The secondary metrics this case recorded that no other part of the report shows, in first-seen order. */
    private List<String> secondaryNames(ReportContext context) {
        List<BenchmarkResult> sources = new ArrayList<>();
        for (Run run : context.model().runs()) {
            for (var cell : context.model().results().cells(run, benchmarkCase)) {
                sources.addAll(cell.sources());
            }
        }
        Set<String> names = new LinkedHashSet<>();
        sources.forEach(source -> names.addAll(source.secondary().keySet()));
        names.remove(MetricKind.CPU_METRIC);
        // the warm-up's results describe the fork, not the strategy: the drift chart shows them
        names.removeIf(name -> name.startsWith(WarmupRule.METRIC_PREFIX));
        // A project's own view shows these (as columns they would say nothing).
        for (ReportView view : context.views()) {
            names.removeAll(view.shownMetrics(sources));
        }
        return new ArrayList<>(names);
    }

    /** JMH's scores of secondary metrics other than CPU time (profilers, percentiles), as recorded. */
    private void secondary(ReportContext context, Document doc) {
        List<String> columns = secondaryNames(context);
        if (columns.isEmpty()) {
            return;
        }
        doc.heading(3, benchmarkCase.title() + " \u2014 other secondary metrics");
        doc.paragraph("JMH's own scores for its other secondary metrics, shown as recorded; not analysed.");
        List<String> header = new ArrayList<>();
        if (context.multiRun()) {
            header.add("run");
        }
        header.add(context.noun());
        header.addAll(columns);
        List<List<String>> rows = new ArrayList<>();
        for (Run run : context.model().runs()) {
            for (var cell : context.model().results().cells(run, benchmarkCase)) {
                List<String> line = new ArrayList<>();
                if (context.multiRun()) {
                    line.add(run.label());
                }
                line.add("`" + cell.value() + "`");
                for (String column : columns) {
                    Metric metric = cell.sources().get(0).secondary().get(column);
                    line.add(metric == null ? "\u2014" : Format.number(metric.score()) + " " + metric.unit());
                }
                rows.add(line);
            }
        }
        boolean[] numeric = new boolean[header.size()];
        for (int i = context.multiRun() ? 2 : 1; i < header.size(); i++) {
            numeric[i] = true;
        }
        doc.table(header, rows, numeric);
    }
}
