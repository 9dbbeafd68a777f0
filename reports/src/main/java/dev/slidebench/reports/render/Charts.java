package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.input.RunMetadata;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The report's charts, drawn with XChart (Tim Molter, knowm.org) off screen and kept as PNG and SVG
 * bytes. Every value axis says its unit and direction; ratios are drawn on a log axis, where ×2 and ÷2
 * are the same distance from 1. Names are shown as everywhere else ({@code Pext (emulated)}).
 */
public final class Charts {

    static {
        // Charts are drawn into images only; a server or CI has no display.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private static final int WIDTH = 900;
    private static final int HEIGHT = 520;

    private Charts() {}

    /** A rendered chart: its file stem (without extension), caption, and the PNG and SVG bytes. */
    public record ChartImage(String stem, String caption, byte[] png, byte[] svg) {}

    /**
     * Slowdown against the best on a log axis, fastest first: the estimate, the ends of its interval, and
     * each fork's own ratio as a dot coloured by round.
     */
    public static ChartImage forest(CaseAnalysis analysis, String stem) {
        List<Entry> entries = analysis.ranked();
        if (entries.size() < 2) {
            return null;
        }
        MetricKind metric = analysis.rankedOn();
        List<String> names = new ArrayList<>();
        List<Double> estimate = new ArrayList<>();
        List<Double> low = new ArrayList<>();
        List<Double> high = new ArrayList<>();
        double bestLevel = analysis.result(analysis.best()).geomean();
        boolean higher = analysis.higherIsBetter(metric);
        TreeMap<Integer, List<Double>> byRound = new TreeMap<>();
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            GroupResult result = entry.result(metric);
            names.add(entry.display() + (result.inBestGroup() ? " *" : ""));
            estimate.add(result.slowdown().estimate());
            low.add(
                    result.slowdown().hasInterval()
                            ? result.slowdown().low()
                            : result.slowdown().estimate());
            high.add(
                    result.slowdown().hasInterval()
                            ? result.slowdown().high()
                            : result.slowdown().estimate());
            double[] forks = entry.forkMeans().get(metric);
            for (int f = 0; f < forks.length; f++) {
                int round = entry.rounds() == null ? -1 : entry.rounds()[f];
                List<Double> column = byRound.computeIfAbsent(round, r -> new ArrayList<>());
                while (column.size() < i) {
                    column.add(Double.NaN);
                }
                if (column.size() == i) {
                    column.add(higher ? bestLevel / forks[f] : forks[f] / bestLevel);
                }
            }
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(analysis.benchmarkCase().title() + " \u2014 "
                        + analysis.run().label() + ": slowdown vs the best")
                .xAxisTitle("fastest first; * = best group")
                .yAxisTitle("time \u00f7 the best's (log scale; 1 = the best)")
                .build();
        style(chart);
        chart.getStyler().setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setMarkerSize(9);
        Color[] roundColours = {
            new Color(0x1B9E77), new Color(0xD95F02), new Color(0x7570B3), new Color(0xE7298A),
            new Color(0x66A61E), new Color(0xE6AB02), new Color(0xA6761D), new Color(0x666666)
        };
        int colour = 0;
        for (var round : byRound.entrySet()) {
            List<Double> column = round.getValue();
            while (column.size() < names.size()) {
                column.add(Double.NaN);
            }
            CategorySeries dots =
                    chart.addSeries(round.getKey() < 0 ? "fork" : "round " + (round.getKey() + 1), names, column);
            dots.setMarker(SeriesMarkers.CIRCLE);
            dots.setMarkerColor(roundColours[colour++ % roundColours.length]);
        }
        CategorySeries lowSeries = chart.addSeries(percent(analysis) + " interval, low end", names, low);
        lowSeries.setMarker(SeriesMarkers.TRIANGLE_UP);
        lowSeries.setMarkerColor(Color.BLACK);
        CategorySeries highSeries = chart.addSeries("high end", names, high);
        highSeries.setMarker(SeriesMarkers.TRIANGLE_DOWN);
        highSeries.setMarkerColor(Color.BLACK);
        CategorySeries point = chart.addSeries("estimate", names, estimate);
        point.setMarker(SeriesMarkers.DIAMOND);
        point.setMarkerColor(Color.RED);
        String caption =
                analysis.benchmarkCase().title() + ", " + analysis.run().label()
                        + ": each " + "value's time relative to the best (" + metric.id()
                        + " time, log scale), the estimate (red), its " + percent(analysis)
                        + " interval (black triangles) and every fork (dots, coloured by round); * marks the best group.";
        return render(chart, stem, caption);
    }

    /** Table bytes against the slowdown vs the best, every point labelled by its legend entry. */
    public static ChartImage bytesVersusSpeed(CaseAnalysis analysis, String stem) {
        List<Entry> known = new ArrayList<>();
        for (Entry entry : analysis.ranked()) {
            if (entry.traits().tableBytes() != null) {
                known.add(entry);
            }
        }
        if (known.size() < 2) {
            return null;
        }
        MetricKind metric = analysis.rankedOn();
        long smallest = known.stream()
                .mapToLong(e -> e.traits().tableBytes())
                .filter(b -> b > 0)
                .min()
                .orElse(1024);
        double zeroAt = smallest / 2.0 / 1024;
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(analysis.benchmarkCase().title() + " \u2014 "
                        + analysis.run().label() + ": table size against speed")
                .xAxisTitle("table KiB (log scale; 0 B drawn at " + Format.number(zeroAt) + " KiB)")
                .yAxisTitle("slowdown vs the best (log scale; lower is better)")
                .build();
        style(chart);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setMarkerSize(11);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        var markers = List.of(
                SeriesMarkers.CIRCLE,
                SeriesMarkers.DIAMOND,
                SeriesMarkers.SQUARE,
                SeriesMarkers.TRIANGLE_UP,
                SeriesMarkers.TRIANGLE_DOWN,
                SeriesMarkers.CROSS,
                SeriesMarkers.OVAL,
                SeriesMarkers.RECTANGLE,
                SeriesMarkers.TRAPEZOID,
                SeriesMarkers.PLUS);
        Color[] colours = {
            new Color(0x1F77B4), new Color(0xFF7F0E), new Color(0x2CA02C), new Color(0xD62728),
            new Color(0x9467BD), new Color(0x8C564B), new Color(0xE377C2), new Color(0x7F7F7F),
            new Color(0xBCBD22), new Color(0x17BECF)
        };
        for (int i = 0; i < known.size(); i++) {
            Entry entry = known.get(i);
            double kib = entry.traits().tableBytes() / 1024.0;
            double slowdown = entry.result(metric).slowdown().estimate();
            XYSeries series = chart.addSeries(
                    (i + 1) + ". " + entry.display() + " (" + Format.times(slowdown) + ", " + Format.number(kib)
                            + " KiB)",
                    new double[] {kib == 0 ? zeroAt : kib},
                    new double[] {slowdown});
            // Marker shape and colour cycle at different periods (10 and 10 offset), so no two of up to
            // 100 values share both.
            series.setMarker(markers.get(i % markers.size()));
            series.setMarkerColor(colours[(i + i / colours.length) % colours.length]);
        }
        List<Entry> front = paretoFront(known, metric);
        if (front.size() > 1) {
            double[] x = new double[front.size()];
            double[] y = new double[front.size()];
            for (int i = 0; i < front.size(); i++) {
                double kib = front.get(i).traits().tableBytes() / 1024.0;
                x[i] = kib == 0 ? zeroAt : kib;
                y[i] = front.get(i).result(metric).slowdown().estimate();
            }
            XYSeries line = chart.addSeries("Pareto front", x, y);
            line.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
            line.setMarker(SeriesMarkers.NONE);
            line.setLineColor(Color.DARK_GRAY);
        }
        String caption =
                analysis.benchmarkCase().title() + ", " + analysis.run().label()
                        + ": table bytes against the slowdown vs the best (both log scale); the legend lists every point;"
                        + " the line joins the Pareto front (no other value is both smaller and faster): "
                        + String.join(", ", front.stream().map(Entry::display).toList()) + ".";
        return render(chart, stem, caption);
    }

    /** The entries no other entry beats on both table bytes (fewer or equal) and slowdown, by increasing bytes. */
    static List<Entry> paretoFront(List<Entry> entries, MetricKind metric) {
        List<Entry> front = new ArrayList<>();
        for (Entry entry : entries) {
            long bytes = entry.traits().tableBytes();
            double slowdown = entry.result(metric).slowdown().estimate();
            boolean dominated = false;
            for (Entry other : entries) {
                long otherBytes = other.traits().tableBytes();
                double otherSlowdown = other.result(metric).slowdown().estimate();
                if (other != entry
                        && otherBytes <= bytes
                        && otherSlowdown <= slowdown
                        && (otherBytes < bytes || otherSlowdown < slowdown)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                front.add(entry);
            }
        }
        front.sort(Comparator.comparingLong(e -> e.traits().tableBytes()));
        return front;
    }

    /** Values × benchmarks of one run: speed relative to the best (1 = the best); best-group cells end in *. */
    public static ChartImage heatMap(List<CaseAnalysis> analyses, Run run, String noun, String stem) {
        List<String> caseNames = new ArrayList<>();
        List<String> values = new ArrayList<>();
        List<String> displays = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            caseNames.add(analysis.benchmarkCase().title());
            for (Entry entry : analysis.ranked()) {
                if (!values.contains(entry.value())) {
                    values.add(entry.value());
                    displays.add(entry.display());
                }
            }
        }
        if (caseNames.size() < 2 || values.isEmpty()) {
            return null;
        }
        // Best overall on top: XChart draws the first y category at the bottom.
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble(i -> meanSpeed(analyses, values.get(i))));
        List<String> rows = new ArrayList<>();
        List<Number[]> cells = new ArrayList<>();
        for (int y = 0; y < order.size(); y++) {
            String value = values.get(order.get(y));
            rows.add(displays.get(order.get(y)));
            for (int x = 0; x < analyses.size(); x++) {
                Entry entry = analyses.get(x).entry(value);
                if (entry != null && !entry.control()) {
                    cells.add(new Number[] {
                        x, y, 1 / analyses.get(x).result(entry).slowdown().estimate()
                    });
                }
            }
        }
        HeatMapChart chart = new HeatMapChartBuilder()
                .width(WIDTH)
                .height(Math.max(HEIGHT, 120 + 32 * rows.size()))
                .title("Speed relative to the best " + noun + " of each benchmark \u2014 " + run.label())
                .xAxisTitle("benchmark")
                .yAxisTitle(noun)
                .build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setShowValue(true);
        chart.getStyler().setMin(0);
        chart.getStyler().setMax(1);
        chart.getStyler().setHeatMapValueDecimalPattern("0.00");
        chart.getStyler().setRangeColors(new Color[] {
            new Color(0xFFFFCC), new Color(0xA1DAB4), new Color(0x41B6C4), new Color(0x2C7FB8)
        });
        chart.getStyler().setValueFontColor(Color.BLACK);
        chart.getStyler().setXAxisLabelRotation(analyses.size() > 4 ? 30 : 0);
        chart.addSeries("speed relative to the best (1 = the best, higher is better)", caseNames, rows, cells);
        String caption = run.label() + ": for each benchmark, each " + noun
                + "'s speed divided by the best one's (1.00 = the best), on the measure each table ranks on.";
        return render(chart, stem, caption);
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

    /**
     * Each fork's mean relative to its value's geometric mean against when it started, and each fork's
     * contention (wall ÷ CPU) where recorded; null when no fork times are known.
     */
    public static ChartImage drift(CaseAnalysis analysis, String stem) {
        Instant origin = null;
        List<Entry> all = new ArrayList<>(analysis.ranked());
        all.addAll(analysis.controls());
        for (Entry entry : all) {
            if (entry.cell().forkTimes() != null) {
                for (RunMetadata.ForkTime fork : entry.cell().forkTimes()) {
                    if (fork.start() != null && (origin == null || fork.start().isBefore(origin))) {
                        origin = fork.start();
                    }
                }
            }
        }
        if (origin == null) {
            return null;
        }
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(analysis.benchmarkCase().title() + " \u2014 "
                        + analysis.run().label() + ": fork means over time")
                .xAxisTitle("minutes since the first fork of this benchmark")
                .yAxisTitle("fork mean \u00f7 its geometric mean; wall \u00f7 CPU (+)")
                .build();
        style(chart);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        List<Double> contentionX = new ArrayList<>();
        List<Double> contentionY = new ArrayList<>();
        for (Entry entry : all) {
            List<RunMetadata.ForkTime> times = entry.cell().forkTimes();
            if (times == null) {
                continue;
            }
            double[] means = entry.forkMeans().get(MetricKind.WALL);
            double geomean = entry.result(MetricKind.WALL).geomean();
            double[] x = new double[times.size()];
            double[] y = new double[times.size()];
            for (int i = 0; i < times.size(); i++) {
                x[i] = times.get(i).start() == null
                        ? Double.NaN
                        : Duration.between(origin, times.get(i).start()).toMillis() / 60000.0;
                y[i] = means[i] / geomean;
                if (entry.contention() != null) {
                    contentionX.add(x[i]);
                    contentionY.add(entry.contention()[i]);
                }
            }
            chart.addSeries(entry.display(), x, y);
        }
        if (!contentionX.isEmpty()) {
            XYSeries contention = chart.addSeries("wall \u00f7 CPU per fork", contentionX, contentionY);
            contention.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            contention.setMarker(SeriesMarkers.CROSS);
            contention.setMarkerColor(Color.BLACK);
        }
        String caption =
                analysis.benchmarkCase().title() + ", " + analysis.run().label()
                        + ": each fork's wall-time mean divided by its value's geometric mean, at the time the fork started;"
                        + " crosses: each fork's wall \u00f7 CPU time (1 = never waited for a core). Values moving together"
                        + " show the machine's drift, which the round term of the model absorbs.";
        return render(chart, stem, caption);
    }

    /** One group per value, one bar per run: speed relative to the best of that run. */
    public static ChartImage runsSideBySide(List<CaseAnalysis> analyses, String noun, String stem) {
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
        CategoryChart chart = new CategoryChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(analyses.get(0).benchmarkCase().title() + " \u2014 runs side by side")
                .xAxisTitle(noun)
                .yAxisTitle("speed relative to the run's best (higher is better)")
                .build();
        style(chart);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        for (CaseAnalysis analysis : analyses) {
            List<Double> speeds = new ArrayList<>();
            for (String value : values) {
                Entry entry = analysis.entry(value);
                speeds.add(
                        entry == null || entry.control()
                                ? Double.NaN
                                : 1 / analysis.result(entry).slowdown().estimate());
            }
            chart.addSeries(analysis.run().label(), values, speeds);
        }
        String caption = analyses.get(0).benchmarkCase().title() + ": each run's speed per " + noun
                + " relative to that run's best; a missing bar was not measured in that run.";
        return render(chart, stem, caption);
    }

    private static String percent(CaseAnalysis analysis) {
        return String.format(Locale.ROOT, "%.0f%%", analysis.settings().confidence() * 100);
    }

    private static void style(Chart<? extends AxesChartStyler, ?> chart) {
        AxesChartStyler styler = chart.getStyler();
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setXAxisLabelRotation(30);
        styler.setPlotGridVerticalLinesVisible(false);
        styler.setLocale(Locale.ROOT);
    }

    private static ChartImage render(Chart<?, ?> chart, String stem, String caption) {
        try {
            byte[] png = BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
            ByteArrayOutputStream svg = new ByteArrayOutputStream();
            VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            return new ChartImage(stem, caption, png, svg.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException("rendering chart " + stem, e);
        }
    }
}
