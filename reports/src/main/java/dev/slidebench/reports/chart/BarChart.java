package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark's result per strategy as horizontal bars (names stay readable however many there
 * are), each with its interval. The value axis is logarithmic when the values span more than 10×,
 * so the fastest strategies are not slivers next to a slow one; otherwise it is linear from zero.
 * No bar or whisker is ever drawn below zero: an interval bound at or below the axis start is cut
 * there and drawn open-ended, and the description says so.
 */
public final class BarChart {

    /**
     * Everything the chart shows; bars are drawn top to bottom in the order given. {@code valueTitle}
     * names the unit and direction ("ns/op, lower is better").
     */
    public record Input(String title, String subtitle, String valueTitle, double confidence, List<Bar> bars) {
        public Input {
            bars = Frame.requireSome(bars, "a bar chart needs at least one bar: " + title);
            if (!(confidence > 0 && confidence < 1)) {
                throw new IllegalArgumentException("confidence must be within (0, 1): " + confidence);
            }
        }
    }

    /** One bar: value (≥ 0, finite) and interval bounds (NaN for none), with flags. */
    public record Bar(
            String label,
            double value,
            double low,
            double high,
            boolean inBestGroup,
            boolean emulated,
            boolean control) {
        public Bar {
            if (!Double.isFinite(value) || value < 0) {
                throw new IllegalArgumentException(
                        "value of \"" + label + "\" must be a finite number >= 0, got " + value);
            }
            Frame.requireInterval(label, value, low, high);
        }
    }

    private static final double ROW_HEIGHT = 20;
    private static final double BAR_HEIGHT = 13;
    private static final Style WHISKER = Style.stroke(Palette.INK, 1.3);
    private static final Style EMULATED_FILL =
            Style.filledAndStroked(new Rgb(0xF7D0B5), Palette.EMULATED, 1.2).withDash();

    private BarChart() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    /** True when the chart would use a log axis: positive values spanning more than 10×. */
    public static boolean usesLogAxis(List<Bar> bars) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Bar bar : bars) {
            if (bar.value() <= 0) {
                return false;
            }
            min = Math.min(min, bar.value());
            max = Math.max(max, bar.value());
        }
        return max / min > 10;
    }

    public static Scene scene(Input input) {
        boolean log = usesLogAxis(input.bars());
        Axis axis = axis(input.bars(), log);

        List<String> names = new ArrayList<>();
        List<Boolean> italic = new ArrayList<>();
        double valueWidth = 0;
        for (Bar bar : input.bars()) {
            names.add(Frame.rowName(bar.label(), bar.emulated(), bar.control()));
            italic.add(bar.emulated());
            valueWidth = Math.max(valueWidth, TextMetrics.width(valueText(bar), Frame.TICK_SIZE, true, false));
        }
        double labelWidth = Frame.labelColumn(names, italic);
        int width = Frame.WIDTH;
        double legendTop = Frame.titleHeight(input.title(), input.subtitle(), width);
        double top = legendTop + 24;
        double plotLeft = Frame.MARGIN + labelWidth + 10;
        double plotRight = width - Frame.MARGIN - valueWidth - 12;
        double plotHeight = ROW_HEIGHT * input.bars().size();
        int height = (int) Math.ceil(top + plotHeight + Frame.xAxisHeight(true) + Frame.MARGIN);
        Box plot = new Box(plotLeft, top, plotRight - plotLeft, plotHeight);

        boolean clipped = false;
        for (Bar bar : input.bars()) {
            clipped |= !Double.isNaN(bar.low()) && bar.low() < axis.min();
        }
        Scene scene = new Scene(width, height, input.title(), description(input, log, clipped));
        Frame.title(scene, input.title(), input.subtitle());
        legend(scene, legendTop + 12, input.bars());
        String axisTitle = input.valueTitle() + (log ? " (log scale)" : "");
        Frame.xAxis(scene, axis, plot, axisTitle);
        for (int i = 0; i < input.bars().size(); i++) {
            Bar bar = input.bars().get(i);
            double centre = top + i * ROW_HEIGHT + ROW_HEIGHT / 2;
            drawBar(scene, bar, names.get(i), axis, plot, centre, labelWidth);
        }
        return scene;
    }

    /** Up to the highest interval end: from zero when linear, from a round floor under the least bar when log. */
    private static Axis axis(List<Bar> bars, boolean log) {
        double minValue = Double.POSITIVE_INFINITY;
        double maxValue = 0;
        for (Bar bar : bars) {
            minValue = Math.min(minValue, bar.value());
            maxValue = Math.max(maxValue, Double.isNaN(bar.high()) ? bar.value() : bar.high());
        }
        if (log) {
            return Axis.log(logFloor(minValue), maxValue * 1.05, Axis::plain);
        }
        return Axis.linearFromZero(maxValue > 0 ? maxValue : 1, Axis::plain);
    }

    private static void drawBar(
            Scene scene, Bar bar, String name, Axis axis, Box plot, double centre, double labelWidth) {
        double baseline = centre + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1;
        Frame.rowLabel(scene, name, bar.emulated(), bar.control(), baseline, labelWidth);
        List<Primitive> marks = new ArrayList<>();
        double end = clampedPosition(axis, bar.value(), plot);
        Style fill = bar.control()
                ? Style.fill(Palette.CONTROL)
                : bar.emulated() ? EMULATED_FILL : Style.fill(bar.inBestGroup() ? Palette.BEST : Palette.OTHER);
        marks.add(new Primitive.Rect(plot.x(), centre - BAR_HEIGHT / 2, Math.max(0, end - plot.x()), BAR_HEIGHT, fill));
        if (!Double.isNaN(bar.low())) {
            boolean open = bar.low() < axis.min();
            double x1 = clampedPosition(axis, bar.low(), plot);
            double x2 = clampedPosition(axis, bar.high(), plot);
            marks.add(new Primitive.Line(x1, centre, x2, centre, WHISKER));
            marks.add(new Primitive.Line(x2, centre - 4, x2, centre + 4, WHISKER));
            if (!open) {
                marks.add(new Primitive.Line(x1, centre - 4, x1, centre + 4, WHISKER));
            }
        }
        scene.add(new Primitive.Group("bar", name + ": " + valueText(bar), marks));
        Frame.rowValue(
                scene, valueText(bar), bar.inBestGroup(), Frame.labelColour(bar.emulated(), bar.control()), baseline);
    }

    private static void legend(Scene scene, double baseline, List<Bar> bars) {
        List<Frame.LegendItem> items = new ArrayList<>();
        items.add(new Frame.LegendItem("best group", (x, y) -> Frame.swatch(x, y, Style.fill(Palette.BEST))));
        items.add(new Frame.LegendItem("others", (x, y) -> Frame.swatch(x, y, Style.fill(Palette.OTHER))));
        if (bars.stream().anyMatch(Bar::emulated)) {
            items.add(new Frame.LegendItem("emulated (fallback path)", (x, y) -> Frame.swatch(x, y, EMULATED_FILL)));
        }
        if (bars.stream().anyMatch(Bar::control)) {
            items.add(new Frame.LegendItem(
                    "control (harness floor)", (x, y) -> Frame.swatch(x, y, Style.fill(Palette.CONTROL))));
        }
        items.add(new Frame.LegendItem("interval", (x, y) -> new Primitive.Line(x, y - 4, x + 12, y - 4, WHISKER)));
        Frame.legend(scene, baseline, items);
    }

    private static double clampedPosition(Axis axis, double value, Box plot) {
        if (value <= axis.min()) {
            return plot.x();
        }
        return Math.min(plot.right(), axis.position(value, plot.x(), plot.right()));
    }

    /** The largest 1-2-5 step below {@code min / 1.25}: bars start there, so the shortest still shows. */
    static double logFloor(double min) {
        double target = min / 1.25;
        double decade = Math.pow(10, Math.floor(Math.log10(target)));
        for (double mantissa : new double[] {5, 2, 1}) {
            double candidate = Double.parseDouble(mantissa + "E" + (int) Math.round(Math.log10(decade)));
            if (candidate <= target) {
                return candidate;
            }
        }
        return decade;
    }

    private static String valueText(Bar bar) {
        return Frame.withInterval(bar.value(), bar.low(), bar.high(), Axis::significant);
    }

    private static String description(Input input, boolean log, boolean clipped) {
        return "Bar chart, " + input.title() + ": " + input.valueTitle() + " for "
                + input.bars().size()
                + " rows with " + Axis.plain(input.confidence() * 100) + "% intervals, on a "
                + (log ? "logarithmic axis (the values span more than 10\u00d7)" : "linear axis from zero")
                + (clipped ? "; intervals reaching below the axis start are cut there and drawn open" : "") + ".";
    }
}
