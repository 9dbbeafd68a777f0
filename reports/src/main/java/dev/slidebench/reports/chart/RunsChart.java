package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * Several runs of one benchmark side by side (JDK 17 against 25, two machines, an A/B pair): one
 * row per strategy, one dot with its interval per run, each run its own colour and marker shape,
 * on a log axis when the values span more than 10×. A dot plot rather than grouped bars: the eye
 * compares positions along one axis, and a strategy a run did not measure simply has no dot.
 */
public final class RunsChart {

    /**
     * Everything the chart shows: run names (legend order), then rows in the order drawn. Every row
     * has one {@link Value} per run, {@code null} where that run did not measure it.
     */
    public record Input(String title, String subtitle, String valueTitle, List<String> runs, List<Row> rows) {
        public Input {
            runs = List.copyOf(runs);
            rows = List.copyOf(rows);
            if (runs.isEmpty() || rows.isEmpty()) {
                throw new IllegalArgumentException("a runs chart needs at least one run and one row: " + title);
            }
            for (Row row : rows) {
                Frame.requireFullRow(row.label(), row.values().size(), "values", runs.size(), "runs");
            }
        }
    }

    /** One strategy across the runs; {@code values} may hold nulls (not measured in that run). */
    public record Row(String label, List<Value> values) {
        public Row {
            values = java.util.Collections.unmodifiableList(new ArrayList<>(values));
        }
    }

    /** One run's value (positive, finite) with interval bounds (NaN for none); emulated in that run. */
    public record Value(double value, double low, double high, boolean emulated) {
        public Value {
            Frame.requirePositive(value, "value", "a run's value");
            Frame.requireInterval("a run's value", value, low, high);
        }
    }

    private static final double ROW_PITCH = 7;
    private static final double MARKER_RADIUS = 3.6;

    private RunsChart() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    public static Scene scene(Input input) {
        int runs = input.runs().size();
        double rowHeight = Math.max(20, ROW_PITCH * runs + 8);
        List<String> names = new ArrayList<>();
        List<Boolean> italic = new ArrayList<>();
        for (Row row : input.rows()) {
            names.add(name(row, input.runs()));
            italic.add(row.values().stream().anyMatch(value -> value != null && value.emulated()));
        }
        boolean log = logScale(input);
        Axis axis = axis(input, log);

        int width = Frame.WIDTH;
        double labelWidth = Frame.labelColumn(names, italic);
        double legendTop = Frame.titleHeight(input.title(), input.subtitle(), width);
        List<Frame.LegendItem> legend = legend(input.runs(), italic.contains(true));
        double top = legendTop + 24 + Frame.LEGEND_LINE * (Frame.legendLines(legend) - 1);
        Box plot = new Box(
                Frame.MARGIN + labelWidth + 10,
                top,
                width - 2 * Frame.MARGIN - labelWidth - 10,
                rowHeight * input.rows().size());
        int height = (int) Math.ceil(plot.bottom() + Frame.xAxisHeight(true) + Frame.MARGIN);
        Scene scene = new Scene(width, height, input.title(), description(input, log));
        Frame.title(scene, input.title(), input.subtitle());
        Frame.legend(scene, legendTop + 12, legend);
        Frame.xAxis(scene, axis, plot, input.valueTitle() + (log ? " (log scale)" : ""));
        for (int i = 0; i < input.rows().size(); i++) {
            Box band = new Box(Frame.MARGIN - 4, top + i * rowHeight, width - 2 * Frame.MARGIN + 8, rowHeight);
            row(scene, input, i, band, names.get(i), italic.get(i), labelWidth, axis, plot);
        }
        return scene;
    }

    /** A log axis when the values span more than 10×. */
    private static boolean logScale(Input input) {
        double lowValue = Double.POSITIVE_INFINITY;
        double highValue = 0;
        for (Row row : input.rows()) {
            for (Value value : row.values()) {
                if (value != null) {
                    lowValue = Math.min(lowValue, value.value());
                    highValue = Math.max(highValue, value.value());
                }
            }
        }
        if (highValue == 0) {
            throw new IllegalArgumentException("a runs chart needs at least one value: " + input.title());
        }
        return highValue / lowValue > 10;
    }

    /** The value axis, wide enough for every interval (from zero when linear). */
    private static Axis axis(Input input, boolean log) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Row row : input.rows()) {
            for (Value value : row.values()) {
                if (value != null) {
                    low = Math.min(low, Double.isNaN(value.low()) || value.low() <= 0 ? value.value() : value.low());
                    high = Math.max(high, Double.isNaN(value.high()) ? value.value() : value.high());
                }
            }
        }
        return log ? Axis.logAround(low, high, Axis::plain) : Axis.linearFromZero(high, Axis::plain);
    }

    /** Each run's marker; the hollow marker's meaning when some row ran emulated somewhere. */
    private static List<Frame.LegendItem> legend(List<String> runs, boolean anyEmulated) {
        List<Frame.LegendItem> legend = new ArrayList<>();
        for (int r = 0; r < runs.size(); r++) {
            Marker marker = Marker.forIndex(r);
            legend.add(new Frame.LegendItem(runs.get(r), (x, y) -> marker.draw(x + 6, y - 4, MARKER_RADIUS)));
        }
        if (anyEmulated) {
            legend.add(new Frame.LegendItem(
                    "hollow: emulated (fallback path) in that run",
                    (x, y) -> new Primitive.Circle(x + 6, y - 4, MARKER_RADIUS, Style.stroke(Palette.EMULATED, 1.6))));
        }
        return legend;
    }

    /** Row {@code i}'s band (every other row shaded) and its runs' dots, stacked around the band's middle. */
    private static void row(
            Scene scene,
            Input input,
            int i,
            Box band,
            String name,
            boolean italic,
            double labelWidth,
            Axis axis,
            Box plot) {
        if (i % 2 == 1) {
            scene.rect(band.x(), band.y(), band.width(), band.height(), Style.fill(new Rgb(0xF5F5F5)));
        }
        double centre = band.y() + band.height() / 2;
        Frame.rowLabel(scene, name, italic, false, centre + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1, labelWidth);
        int runs = input.runs().size();
        for (int r = 0; r < runs; r++) {
            Value value = input.rows().get(i).values().get(r);
            if (value != null) {
                double y = centre + (r - (runs - 1) / 2.0) * ROW_PITCH;
                scene.add(dot(
                        value,
                        Marker.forIndex(r),
                        axis,
                        plot,
                        y,
                        name + ", " + input.runs().get(r)));
            }
        }
    }

    private static Primitive dot(Value value, Marker marker, Axis axis, Box plot, double y, String what) {
        List<Primitive> marks = new ArrayList<>();
        if (!Double.isNaN(value.low())) {
            double x1 = value.low() <= axis.min() ? plot.x() : axis.position(value.low(), plot.x(), plot.right());
            double x2 = Math.min(plot.right(), axis.position(value.high(), plot.x(), plot.right()));
            marks.add(new Primitive.Line(x1, y, x2, y, Style.stroke(marker.colour(), 1.3)));
        }
        double x = axis.position(value.value(), plot.x(), plot.right());
        marks.add(
                value.emulated()
                        ? new Marker(marker.shape(), Palette.EMULATED, true).draw(x, y, MARKER_RADIUS)
                        : marker.draw(x, y, MARKER_RADIUS));
        String text = Frame.withInterval(value.value(), value.low(), value.high(), Axis::significant);
        return new Primitive.Group(
                "run-value " + marker.key(), what + ": " + text + (value.emulated() ? " (emulated)" : ""), marks);
    }

    /**
     * The row name: {@code Name (emulated)} when every run that measured it ran a fallback, {@code
     * Name (emulated: run, ...)} when only some did, so the label never hides which run it was.
     */
    static String name(Row row, List<String> runs) {
        List<String> emulatedIn = new ArrayList<>();
        int measured = 0;
        for (int r = 0; r < runs.size(); r++) {
            Value value = row.values().get(r);
            if (value != null) {
                measured++;
                if (value.emulated()) {
                    emulatedIn.add(runs.get(r));
                }
            }
        }
        if (emulatedIn.isEmpty()) {
            return row.label();
        }
        return emulatedIn.size() == measured
                ? Frame.displayName(row.label(), true)
                : row.label() + " (emulated: " + String.join(", ", emulatedIn) + ")";
    }

    private static String description(Input input, boolean log) {
        return "Dot plot, " + input.title() + ": " + input.valueTitle() + " of "
                + input.rows().size()
                + " strategies in " + input.runs().size() + " runs (" + String.join(", ", input.runs())
                + "), one marker and interval per run, on a " + (log ? "logarithmic" : "linear") + " axis"
                + "; hollow vermillion markers ran an emulated fallback path in that run.";
    }
}
