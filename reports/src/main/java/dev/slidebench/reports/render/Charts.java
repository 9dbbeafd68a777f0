package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.analysis.ThreadScaling;
import dev.slidebench.reports.chart.BytesSpeedChart;
import dev.slidebench.reports.chart.DriftChart;
import dev.slidebench.reports.chart.ForestPlot;
import dev.slidebench.reports.chart.HeatMap;
import dev.slidebench.reports.chart.RenderedChart;
import dev.slidebench.reports.chart.RunsChart;
import dev.slidebench.reports.chart.ScalingChart;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The report's charts: translates the analysis into the inputs of the renderers in
 * {@link dev.slidebench.reports.chart} (which know nothing of the model) and keeps each result as a
 * file stem with its caption and PNG and SVG bytes. A chart with nothing to draw is null. Values are
 * passed by their data names with an {@code emulated} flag; the renderers name them
 * {@code Name (emulated)}.
 */
public final class Charts {

    private Charts() {}

    /** A rendered chart: its file stem (without extension), caption, and the PNG and SVG bytes. */
    public record ChartImage(String stem, String caption, byte[] png, byte[] svg) {

        /** A rendered chart under the stem its files get ({@code stem.png}, {@code stem.svg}). */
        public static ChartImage of(String stem, RenderedChart chart) {
            return new ChartImage(stem, chart.description(), chart.png(), chart.svg());
        }
    }

    /** Slowdown vs the best on a log axis with intervals, every fork as a dot by round, the best group shaded. */
    public static ChartImage forest(CaseAnalysis analysis, String stem) {
        ForestPlot.Input input = forestInput(analysis);
        return input == null ? null : ChartImage.of(stem, ForestPlot.render(input));
    }

    /** The forest plot's input (a seam for tests: the numbers drawn, without the drawing); null below two rows. */
    static ForestPlot.Input forestInput(CaseAnalysis analysis) {
        if (analysis.ranked().size() < 2) {
            return null;
        }
        MetricKind metric = analysis.rankedOn();
        double bestLevel = analysis.result(analysis.best()).geomean();
        boolean higher = analysis.higherIsBetter(metric);
        List<ForestPlot.Row> rows = new ArrayList<>();
        for (Entry entry : analysis.ranked()) {
            GroupResult result = entry.result(metric);
            double[] forks = entry.forkMeans().get(metric);
            List<ForestPlot.Fork> dots = new ArrayList<>();
            for (int f = 0; f < forks.length; f++) {
                double slowdown = higher ? bestLevel / forks[f] : forks[f] / bestLevel;
                dots.add(new ForestPlot.Fork(slowdown, round(entry, f)));
            }
            rows.add(new ForestPlot.Row(
                    entry.value(),
                    result.slowdownHolm().estimate(),
                    result.slowdownHolm().low(),
                    result.slowdownHolm().high(),
                    result.inBestGroup(),
                    entry.traits().emulated(),
                    false,
                    dots));
        }
        return new ForestPlot.Input(
                title(analysis),
                metric.id() + " time, " + analysis.best().forks() + " forks per strategy; shaded: best group",
                "slowdown vs the best (log scale; 1 = the best)",
                analysis.settings().confidence(),
                "Holm-matched interval",
                rows);
    }

    /** Table bytes (log) against the ranked measure, every point labelled, the Pareto front drawn. */
    public static ChartImage bytesVersusSpeed(CaseAnalysis analysis, String stem) {
        BytesSpeedChart.Input input = bytesInput(analysis);
        return input == null ? null : ChartImage.of(stem, BytesSpeedChart.render(input));
    }

    /** The bytes chart's input; null below two points with known table bytes. */
    static BytesSpeedChart.Input bytesInput(CaseAnalysis analysis) {
        List<BytesSpeedChart.Point> points = points(analysis);
        if (points.size() < 2) {
            return null;
        }
        MetricKind metric = analysis.rankedOn();
        return new BytesSpeedChart.Input(
                title(analysis) + ": table size against speed",
                null,
                valueTitle(analysis, metric),
                analysis.higherIsBetter(metric),
                points);
    }

    /** The points of the bytes chart: the values whose table bytes the run recorded, fastest first. */
    static List<BytesSpeedChart.Point> points(CaseAnalysis analysis) {
        MetricKind metric = analysis.rankedOn();
        List<BytesSpeedChart.Point> points = new ArrayList<>();
        for (Entry entry : analysis.ranked()) {
            if (entry.traits().tableBytes() != null) {
                GroupResult result = entry.result(metric);
                points.add(new BytesSpeedChart.Point(
                        entry.value(),
                        entry.traits().tableBytes(),
                        result.geomean(),
                        result.low(),
                        result.high(),
                        entry.traits().emulated()));
            }
        }
        return points;
    }

    /** Values × benchmarks of one run: slowdown against the best (≥ 1); best group outlined, emulated hatched. */
    public static ChartImage heatMap(List<CaseAnalysis> analyses, Run run, String noun, String stem) {
        HeatMap.Input input = heatMapInput(analyses, run, noun);
        return input == null ? null : ChartImage.of(stem, HeatMap.render(input));
    }

    /** The heat map's input; null below two benchmarks or without a ranked value. */
    static HeatMap.Input heatMapInput(List<CaseAnalysis> analyses, Run run, String noun) {
        List<String> columns = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            columns.add(analysis.benchmarkCase().title());
            for (Entry entry : analysis.ranked()) {
                if (!values.contains(entry.value())) {
                    values.add(entry.value());
                }
            }
        }
        if (columns.size() < 2 || values.isEmpty()) {
            return null;
        }
        values.sort(Comparator.comparingDouble((String v) -> -meanSpeed(analyses, v)));
        List<HeatMap.Row> rows = new ArrayList<>();
        for (String value : values) {
            List<HeatMap.Cell> cells = new ArrayList<>();
            boolean emulated = false;
            for (CaseAnalysis analysis : analyses) {
                Entry entry = analysis.entry(value);
                if (entry == null || entry.control()) {
                    cells.add(HeatMap.Cell.missing());
                    continue;
                }
                GroupResult result = analysis.result(entry);
                emulated |= entry.traits().emulated();
                cells.add(new HeatMap.Cell(
                        Math.min(1, 1 / result.slowdown().estimate()),
                        result.inBestGroup(),
                        entry.traits().emulated()));
            }
            rows.add(new HeatMap.Row(value, emulated, cells));
        }
        return new HeatMap.Input(
                "Slowdown against the best " + noun + " of each benchmark \u2014 " + run.label(),
                "1 = the best; outlined: best group; hatched: emulated path",
                columns,
                rows);
    }

    private static double meanSpeed(List<CaseAnalysis> analyses, String value) {
        double sum = 0;
        for (CaseAnalysis analysis : analyses) {
            Entry entry = analysis.entry(value);
            if (entry != null && !entry.control()) {
                sum += 1 / analysis.result(entry).slowdown().estimate();
            }
        }
        return sum / analyses.size();
    }

    /** Each fork's mean ÷ its value's geometric mean and its contention over time; null without fork times. */
    public static ChartImage drift(CaseAnalysis analysis, String stem) {
        DriftChart.Input input = driftInput(analysis);
        return input == null ? null : ChartImage.of(stem, DriftChart.render(input));
    }

    /** The earliest fork start of these entries; null when none has one. */
    private static Instant origin(List<Entry> entries) {
        Instant origin = null;
        for (Entry entry : entries) {
            if (entry.cell().forkTimes() != null) {
                for (ForkRecord fork : entry.cell().forkTimes()) {
                    if (fork.start() != null && (origin == null || fork.start().isBefore(origin))) {
                        origin = fork.start();
                    }
                }
            }
        }
        return origin;
    }

    /** An entry's forks that have a start time, as minutes since {@code origin}, mean ratio, contention, warm-up. */
    private static List<DriftChart.Fork> driftForks(Entry entry, Instant origin) {
        List<ForkRecord> times = entry.cell().forkTimes();
        List<DriftChart.Fork> forks = new ArrayList<>();
        if (times == null) {
            return forks;
        }
        double[] means = entry.forkMeans().get(MetricKind.WALL);
        double geomean = entry.result(MetricKind.WALL).geomean();
        for (int f = 0; f < times.size() && f < means.length; f++) {
            if (times.get(f).start() == null) {
                continue;
            }
            ForkRecord.SteadyWarmup warmup = times.get(f).steadyWarmup();
            forks.add(new DriftChart.Fork(
                    Duration.between(origin, times.get(f).start()).toMillis() / 60000.0,
                    means[f] / geomean,
                    entry.contention() == null ? Double.NaN : entry.contention()[f],
                    round(entry, f),
                    warmup == null ? Double.NaN : warmup.millis(),
                    warmup != null && !warmup.steady()));
        }
        return forks;
    }

    /** The drift chart's input; null when no fork has a start time. */
    static DriftChart.Input driftInput(CaseAnalysis analysis) {
        List<Entry> all = new ArrayList<>(analysis.ranked());
        all.addAll(analysis.controls());
        Instant origin = origin(all);
        if (origin == null) {
            return null;
        }
        List<DriftChart.Series> series = new ArrayList<>();
        for (Entry entry : all) {
            series.add(new DriftChart.Series(entry.value(), entry.traits().emulated(), driftForks(entry, origin)));
        }
        if (series.stream().allMatch(s -> s.forks().isEmpty())) {
            return null;
        }
        return new DriftChart.Input(
                title(analysis) + ": forks over time",
                "wall-time fork mean \u00f7 its strategy's geometric mean; minutes since the first fork",
                MetricChoice.CONTENDED,
                series);
    }

    /** One row per value, one dot with its interval per run, on wall time (the measure every run has). */
    public static ChartImage runsSideBySide(List<CaseAnalysis> analyses, String noun, String stem) {
        RunsChart.Input input = runsInput(analyses, noun);
        return input == null ? null : ChartImage.of(stem, RunsChart.render(input));
    }

    /** The runs chart's input; null without a ranked value. */
    static RunsChart.Input runsInput(List<CaseAnalysis> analyses, String noun) {
        List<String> values = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            for (Entry entry : analysis.ranked()) {
                if (!values.contains(entry.value())) {
                    values.add(entry.value());
                }
            }
        }
        if (values.isEmpty()) {
            return null;
        }
        List<RunsChart.Row> rows = new ArrayList<>();
        for (String value : values) {
            List<RunsChart.Value> perRun = new ArrayList<>();
            for (CaseAnalysis analysis : analyses) {
                Entry entry = analysis.entry(value);
                if (entry == null || entry.control()) {
                    perRun.add(null);
                } else {
                    GroupResult result = entry.result(MetricKind.WALL);
                    perRun.add(new RunsChart.Value(
                            result.geomean(),
                            result.low(),
                            result.high(),
                            entry.traits().emulated()));
                }
            }
            rows.add(new RunsChart.Row(value, perRun));
        }
        CaseAnalysis first = analyses.get(0);
        return new RunsChart.Input(
                first.benchmarkCase().title() + " \u2014 runs side by side",
                "geometric mean per " + noun + " with its " + percent(first) + " interval",
                valueTitle(first, MetricKind.WALL),
                analyses.stream().map(a -> a.run().label()).toList(),
                rows);
    }

    /**
     * Operations per second against threads, one line per compared value (controls left out: they would
     * flatten every other line), in total or per thread, on the measure the highest count ranks on; null
     * when no value has a 1-thread point.
     */
    public static ChartImage scaling(ThreadScaling scaling, String operation, boolean total, String stem) {
        ScalingChart.Input input = scalingInput(scaling, operation, total);
        return input == null ? null : ChartImage.of(stem, ScalingChart.render(input));
    }

    /** The scaling chart's input; null when no value has a 1-thread point. */
    static ScalingChart.Input scalingInput(ThreadScaling scaling, String operation, boolean total) {
        // The measure the highest count's table ranks on: CPU time when forks waited for a core, where wall
        // time would chart the machine's load rather than the tables.
        boolean cpu = scaling.cases().get(scaling.cases().size() - 1).rankedOn() == MetricKind.CPU;
        List<ScalingChart.Series> series = new ArrayList<>();
        for (ThreadScaling.Curve curve : scaling.curves()) {
            if (curve.control() || curve.at(1) == null) {
                continue;
            }
            List<ScalingChart.Point> points = new ArrayList<>();
            for (ThreadScaling.Point point : curve.points()) {
                double perThread = cpu ? point.perCpuSecond() : point.perThread();
                if (!(perThread > 0) || Double.isInfinite(perThread)) {
                    points = null;
                    break;
                }
                points.add(new ScalingChart.Point(point.threads(), total ? point.threads() * perThread : perThread));
            }
            if (points != null) {
                series.add(new ScalingChart.Series(curve.value(), curve.emulated(), points));
            }
        }
        if (series.isEmpty()) {
            return null;
        }
        Run run = scaling.run();
        Integer cores = run.metadata() == null || run.metadata().platform() == null
                ? null
                : run.metadata().platform().cores();
        return new ScalingChart.Input(
                scaling.title() + ": " + operation + "s per second " + (total ? "in total" : "per thread") + " — "
                        + run.label(),
                cpu
                        ? "CPU time (forks waited for a core): 1e9 \u00f7 CPU ns per " + operation
                                + (total ? " \u00d7 threads, as if each thread had a core" : "")
                                + "; higher is better"
                        : "wall time, geometric mean of the forks at each thread count; higher is better",
                cores == null ? 0 : cores,
                series,
                (cpu ? operation + "s per CPU-second" : operation + "s/s")
                        + (total ? ", all threads together" : " of one thread"));
    }

    /** A fork's round, 1-based as the renderers count; 0 when unknown. */
    private static int round(Entry entry, int fork) {
        return entry.rounds() == null ? 0 : entry.rounds()[fork] + 1;
    }

    private static String title(CaseAnalysis analysis) {
        return analysis.benchmarkCase().title() + " \u2014 " + analysis.run().label();
    }

    private static String valueTitle(CaseAnalysis analysis, MetricKind metric) {
        return (metric == MetricKind.WALL ? "" : "CPU ") + analysis.unit(metric) + ", "
                + (analysis.higherIsBetter(metric) ? "higher" : "lower") + " is better";
    }

    private static String percent(CaseAnalysis analysis) {
        return String.format(
                java.util.Locale.ROOT, "%.0f%%", analysis.settings().confidence() * 100);
    }
}
