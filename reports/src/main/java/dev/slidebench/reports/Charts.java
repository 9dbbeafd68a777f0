package dev.slidebench.reports;

import dev.slidebench.reports.Analysis.CaseTable;
import dev.slidebench.reports.Analysis.Row;
import dev.slidebench.reports.ResultSet.BenchmarkCase;
import dev.slidebench.reports.ResultSet.Run;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
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
 * bytes. Every chart labels its value axis with the unit and "higher/lower is better"; error bars
 * are the 99.9% intervals, drawn in black so they stay visible on every bar colour.
 *
 * <p>A value axis is logarithmic when the plotted values span more than 10×, so small and large
 * results both stay readable; XChart cannot draw an interval that reaches zero on such an axis, so
 * a chart with such an interval stays linear and its caption says so.
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
    private static final Color ERROR_BARS = Color.BLACK;

    private Charts() {}

    /** A rendered chart: its file stem (without extension), caption, axis titles, and the PNG and SVG bytes. */
    public record ChartImage(
            String stem, String caption, String xAxisTitle, String yAxisTitle, byte[] png, byte[] svg) {}

    /** The value-axis title: the unit and the direction. */
    static String valueAxis(BenchmarkCase benchmarkCase) {
        return benchmarkCase.unit() + " (" + benchmarkCase.mode().direction() + ")";
    }

    /** Bars of one case in one run, best first, with interval error bars; control rows are left out. */
    public static ChartImage bars(CaseTable table, String byParam, String stem) {
        List<String> names = new ArrayList<>();
        List<Double> means = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (Row row : table.rows()) {
            if (!row.control()) {
                names.add(row.value());
                means.add(row.summary().mean());
                errors.add(finiteOrZero(row.summary().halfWidth()));
            }
        }
        BenchmarkCase benchmarkCase = table.benchmarkCase();
        CategoryChart chart = new CategoryChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(benchmarkCase.title() + " \u2014 " + table.run().label())
                .xAxisTitle(byParam + " (best first)")
                .yAxisTitle(valueAxis(benchmarkCase))
                .build();
        style(chart);
        chart.getStyler().setLegendVisible(false);
        String axisNote = valueScale(chart.getStyler(), means, errors);
        chart.addSeries(benchmarkCase.unit(), names, means, errors);
        String caption = benchmarkCase.title() + ", " + table.run().label() + ": mean per " + byParam
                + " with its 99.9% interval (black), best first" + axisNote + ".";
        return render(chart, stem, caption);
    }

    /** One group per value, one bar per run; a value a run did not measure has no bar there. */
    public static ChartImage runsSideBySide(List<CaseTable> tables, String byParam, String stem) {
        BenchmarkCase benchmarkCase = tables.get(0).benchmarkCase();
        List<String> names = new ArrayList<>();
        for (CaseTable table : tables) {
            for (Row row : table.rows()) {
                if (!row.control() && !names.contains(row.value())) {
                    names.add(row.value());
                }
            }
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(benchmarkCase.title() + " \u2014 runs side by side")
                .xAxisTitle(byParam)
                .yAxisTitle(valueAxis(benchmarkCase))
                .build();
        style(chart);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        List<Double> allMeans = new ArrayList<>();
        List<Double> allErrors = new ArrayList<>();
        List<List<Double>> seriesMeans = new ArrayList<>();
        List<List<Double>> seriesErrors = new ArrayList<>();
        for (CaseTable table : tables) {
            List<Double> means = new ArrayList<>();
            List<Double> errors = new ArrayList<>();
            for (String name : names) {
                Row row = table.row(name);
                // XChart skips NaN bars; it cannot take a null next to error bars.
                means.add(row == null ? Double.NaN : row.summary().mean());
                errors.add(row == null ? 0.0 : finiteOrZero(row.summary().halfWidth()));
                if (row != null) {
                    allMeans.add(row.summary().mean());
                    allErrors.add(finiteOrZero(row.summary().halfWidth()));
                }
            }
            seriesMeans.add(means);
            seriesErrors.add(errors);
        }
        String axisNote = valueScale(chart.getStyler(), allMeans, allErrors);
        for (int i = 0; i < tables.size(); i++) {
            chart.addSeries(tables.get(i).run().label(), names, seriesMeans.get(i), seriesErrors.get(i));
        }
        String caption = benchmarkCase.title() + ": each run's mean per " + byParam
                + " with its 99.9% interval; a missing bar was not measured in that run" + axisNote + ".";
        return render(chart, stem, caption);
    }

    /**
     * Table bytes against the score, one marker per value, with the Pareto front (no other value is both
     * smaller and better) joined by a line. Only values with known table bytes are drawn.
     */
    public static ChartImage bytesVersusSpeed(CaseTable table, Map<String, Long> tableBytes, String stem) {
        BenchmarkCase benchmarkCase = table.benchmarkCase();
        List<Row> rows = new ArrayList<>();
        for (Row row : table.rows()) {
            if (!row.control() && tableBytes.containsKey(row.value())) {
                rows.add(row);
            }
        }
        List<Row> front = paretoFront(rows, tableBytes, benchmarkCase.mode().higherIsBetter());
        double smallestPositive = rows.stream()
                .mapToLong(r -> tableBytes.get(r.value()))
                .filter(b -> b > 0)
                .min()
                .orElse(1024);
        double largest =
                rows.stream().mapToLong(r -> tableBytes.get(r.value())).max().orElse(1024);
        boolean logBytes = largest / smallestPositive > 10;
        // A log axis has no zero: a table-free strategy is drawn at half the smallest table, and the axis title says
        // so.
        double zeroAt = logBytes ? smallestPositive / 2 / 1024 : 0;
        String xTitle = "table bytes (KiB"
                + (logBytes ? ", log scale; 0 B drawn at " + Format.number(zeroAt) + " KiB" : "") + ")";
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(benchmarkCase.title() + " \u2014 " + table.run().label() + ": table size against speed")
                .xAxisTitle(xTitle)
                .yAxisTitle(valueAxis(benchmarkCase))
                .build();
        style(chart);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setMarkerSize(11);
        chart.getStyler().setXAxisLogarithmic(logBytes);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        List<Double> means = new ArrayList<>();
        for (Row row : rows) {
            means.add(row.summary().mean());
        }
        boolean logValues = spanOver10(means);
        chart.getStyler().setYAxisLogarithmic(logValues);
        for (Row row : rows) {
            double kib = tableBytes.get(row.value()) / 1024.0;
            String label = row.value() + (front.contains(row) ? " (front)" : "");
            chart.addSeries(label, new double[] {kib == 0 ? zeroAt : kib}, new double[] {
                row.summary().mean()
            });
        }
        if (front.size() > 1) {
            double[] x = new double[front.size()];
            double[] y = new double[front.size()];
            for (int i = 0; i < front.size(); i++) {
                double kib = tableBytes.get(front.get(i).value()) / 1024.0;
                x[i] = kib == 0 ? zeroAt : kib;
                y[i] = front.get(i).summary().mean();
            }
            XYSeries line = chart.addSeries("Pareto front", x, y);
            line.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
            line.setMarker(SeriesMarkers.NONE);
            line.setLineColor(Color.DARK_GRAY);
        }
        String caption = benchmarkCase.title() + ", " + table.run().label() + ": table bytes against the mean score;"
                + " the Pareto front (no other strategy is both smaller and faster) is marked \"(front)\" and joined by a line"
                + (logValues ? "; value axis logarithmic (values span more than 10\u00d7)" : "") + ".";
        return render(chart, stem, caption);
    }

    /** The rows no other row beats on both table bytes (fewer) and score (better), in increasing bytes. */
    static List<Row> paretoFront(List<Row> rows, Map<String, Long> tableBytes, boolean higherIsBetter) {
        List<Row> front = new ArrayList<>();
        for (Row row : rows) {
            long bytes = tableBytes.get(row.value());
            double score = row.summary().mean();
            boolean dominated = false;
            for (Row other : rows) {
                long otherBytes = tableBytes.get(other.value());
                double otherScore = other.summary().mean();
                boolean atLeastAsGood =
                        otherBytes <= bytes && (higherIsBetter ? otherScore >= score : otherScore <= score);
                boolean strictlyBetter = otherBytes < bytes || otherScore != score;
                if (other != row && atLeastAsGood && strictlyBetter) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                front.add(row);
            }
        }
        front.sort(Comparator.comparingLong(r -> tableBytes.get(r.value())));
        return front;
    }

    /** Values × cases of one run, each cell the speed relative to the fastest value of that case (1 = fastest). */
    public static ChartImage heatMap(List<CaseTable> tables, Run run, String byParam, String stem) {
        List<String> caseNames = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (CaseTable table : tables) {
            caseNames.add(table.benchmarkCase().title());
            for (Row row : table.rows()) {
                if (!row.control() && !values.contains(row.value())) {
                    values.add(row.value());
                }
            }
        }
        // Best overall on top: XChart draws the first y category at the bottom.
        values.sort(Comparator.comparingDouble((String v) -> averageSpeed(tables, v)));
        List<Number[]> cells = new ArrayList<>();
        for (int x = 0; x < tables.size(); x++) {
            for (int y = 0; y < values.size(); y++) {
                Row row = tables.get(x).row(values.get(y));
                if (row != null && !row.control() && Double.isFinite(row.speedVsBest())) {
                    cells.add(new Number[] {x, y, row.speedVsBest()});
                }
            }
        }
        HeatMapChart chart = new HeatMapChartBuilder()
                .width(WIDTH)
                .height(Math.max(HEIGHT, 120 + 32 * values.size()))
                .title("Speed relative to the fastest " + byParam + " of each benchmark \u2014 " + run.label())
                .xAxisTitle("benchmark")
                .yAxisTitle(byParam)
                .build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setShowValue(true);
        chart.getStyler().setMin(0);
        chart.getStyler().setMax(1);
        chart.getStyler().setHeatMapValueDecimalPattern("0.00");
        // Light to mid tones (ColorBrewer YlGnBu) keep black values readable in every cell.
        chart.getStyler().setRangeColors(new Color[] {
            new Color(0xFFFFCC), new Color(0xA1DAB4), new Color(0x41B6C4), new Color(0x2C7FB8)
        });
        chart.getStyler().setValueFontColor(Color.BLACK);
        chart.getStyler().setXAxisLabelRotation(tables.size() > 4 ? 30 : 0);
        chart.addSeries("speed relative to the fastest (1 = fastest, higher is better)", caseNames, values, cells);
        String caption = run.label() + ": for each benchmark, each " + byParam
                + "'s speed divided by the fastest one's (1.00 = fastest, higher is better; time modes use 1/time).";
        return render(chart, stem, caption);
    }

    private static double averageSpeed(List<CaseTable> tables, String value) {
        double sum = 0;
        for (CaseTable table : tables) {
            Row row = table.row(value);
            if (row != null && Double.isFinite(row.speedVsBest())) {
                sum += row.speedVsBest();
            }
        }
        return sum / tables.size();
    }

    /**
     * Each fork's mean relative to its value's mean, against when the fork started; null when no fork times are
     * known.
     */
    public static ChartImage drift(CaseTable table, String stem) {
        Instant origin = null;
        for (Row row : table.rows()) {
            if (row.cell().forkTimes() != null) {
                for (RunMetadata.ForkTime fork : row.cell().forkTimes()) {
                    if (origin == null || fork.start().isBefore(origin)) {
                        origin = fork.start();
                    }
                }
            }
        }
        if (origin == null) {
            return null;
        }
        Instant runStart = runStart(table.run(), origin);
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(table.benchmarkCase().title() + " \u2014 " + table.run().label() + ": fork means over time")
                .xAxisTitle("minutes since the run started")
                .yAxisTitle("fork mean / strategy's mean")
                .build();
        style(chart);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        for (Row row : table.rows()) {
            List<RunMetadata.ForkTime> times = row.cell().forkTimes();
            if (times == null) {
                continue;
            }
            double[] means = row.cell().metric().forkMeans();
            double overall = Stats.mean(means);
            double[] x = new double[times.size()];
            double[] y = new double[times.size()];
            for (int i = 0; i < times.size(); i++) {
                x[i] = Duration.between(runStart, times.get(i).start()).toMillis() / 60000.0;
                y[i] = means[i] / overall;
            }
            chart.addSeries(row.value(), x, y);
        }
        String caption = table.benchmarkCase().title() + ", " + table.run().label()
                + ": each fork's mean divided by its strategy's mean, at the time the fork started (from run.json)."
                + " Strategies moving together show the machine's drift; the round-robin order spreads it over all of them.";
        return render(chart, stem, caption);
    }

    private static Instant runStart(Run run, Instant earliestFork) {
        Instant start = earliestFork;
        for (RunMetadata.ForkTime fork : run.metadata().forks()) {
            if (fork.start() != null && fork.start().isBefore(start)) {
                start = fork.start();
            }
        }
        return start;
    }

    // ---- helpers ----

    private static void style(Chart<? extends AxesChartStyler, ?> chart) {
        AxesChartStyler styler = chart.getStyler();
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setErrorBarsColor(ERROR_BARS);
        styler.setErrorBarsColorSeriesColor(false);
        styler.setXAxisLabelRotation(30);
        styler.setPlotGridVerticalLinesVisible(false);
        styler.setLocale(java.util.Locale.ROOT);
    }

    private static double finiteOrZero(double value) {
        return Double.isFinite(value) ? value : 0;
    }

    static boolean spanOver10(List<Double> values) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double value : values) {
            if (value > 0) {
                min = Math.min(min, value);
                max = Math.max(max, value);
            }
        }
        return max / min > 10;
    }

    /** Chooses the value axis scale; returns a caption fragment saying which and why. */
    private static String valueScale(AxesChartStyler styler, List<Double> means, List<Double> errors) {
        if (!spanOver10(means)) {
            return "";
        }
        double lowest = Double.POSITIVE_INFINITY;
        double highest = 0;
        for (int i = 0; i < means.size(); i++) {
            lowest = Math.min(lowest, means.get(i) - errors.get(i));
            highest = Math.max(highest, means.get(i) + errors.get(i));
        }
        if (!(lowest > 0)) {
            return "; linear value axis although the values span more than 10\u00d7, because an interval reaches zero";
        }
        styler.setYAxisLogarithmic(true);
        // Bars need an explicit floor on a log axis (they would start at 0); whole decades keep the ticks readable.
        styler.setYAxisMin(Math.pow(10, Math.floor(Math.log10(lowest))));
        styler.setYAxisMax(Math.pow(10, Math.ceil(Math.log10(highest))));
        return "; logarithmic value axis (the values span more than 10\u00d7)";
    }

    private static ChartImage render(Chart<?, ?> chart, String stem, String caption) {
        try {
            byte[] png = BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
            ByteArrayOutputStream svg = new ByteArrayOutputStream();
            VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            return new ChartImage(stem, caption, chart.getXAxisTitle(), chart.getYAxisTitle(), png, svg.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException("rendering chart " + stem, e);
        }
    }
}
