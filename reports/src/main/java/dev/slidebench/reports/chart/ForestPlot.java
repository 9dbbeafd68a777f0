package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * One benchmark's slowdown against the best strategy, one row per strategy: the estimate (square)
 * with its interval (whiskers) on a log axis, every fork as a dot coloured by the round it ran in,
 * and the rows of the best group shaded. A log axis because slowdowns are ratios: ×2 is as far from
 * ×1 as ×4 is from ×2. The fork dots show what the interval summarises: a wide interval made of
 * one odd round reads differently from uniform scatter. When the data reach past ×{@value #FAR}, the axis
 * ends at ×{@value #CLIP}, so the range where a choice is made (about ×1 to ×2) gets most of the width
 * (63% from ×1); a row beyond it is drawn as an arrow at the edge and its value is written at the right
 * as for every row.
 */
public final class ForestPlot {

    /**
     * Everything the chart shows; rows are drawn top to bottom in the order given. {@code confidence}
     * (e.g. 0.95) names the intervals in the legend.
     */
    public record Input(
            String title, String subtitle, String axisTitle, double confidence, String intervalName, List<Row> rows) {

        /** Intervals named by their level ("95% interval"). */
        public Input(String title, String subtitle, String axisTitle, double confidence, List<Row> rows) {
            this(
                    title,
                    subtitle,
                    axisTitle,
                    confidence,
                    Double.isFinite(confidence) ? Axis.plain(confidence * 100) + "% interval" : "interval",
                    rows);
        }

        public Input {
            rows = List.copyOf(rows);
            if (!(confidence > 0 && confidence < 1)) {
                throw new IllegalArgumentException("confidence must be within (0, 1): " + confidence);
            }
            if (rows.isEmpty()) {
                throw new IllegalArgumentException("a forest plot needs at least one row: " + title);
            }
        }
    }

    /**
     * One strategy: its slowdown vs the best (1 = the best) with interval bounds (NaN when there is
     * none), its per-fork slowdowns, and flags.
     */
    public record Row(
            String label,
            double estimate,
            double low,
            double high,
            boolean inBestGroup,
            boolean emulated,
            boolean control,
            List<Fork> forks) {
        public Row {
            forks = List.copyOf(forks);
            Frame.requirePositive(estimate, "estimate", label);
            Frame.requireInterval(label, estimate, low, high);
            if (!Double.isNaN(low)) {
                Frame.requirePositive(low, "interval low", label);
            }
            for (Fork fork : forks) {
                Frame.requirePositive(fork.value(), "fork value", label);
            }
        }
    }

    /** One fork's value on the same scale as the estimate; {@code round} 1-based, 0 when unknown. */
    public record Fork(double value, int round) {
        public Fork {
            Frame.requireRound(round);
        }
    }

    /** The axis's far end when the data reach past {@link #FAR}: ×1 to ×2 then takes 63% of the width. */
    public static final double CLIP = 3;

    /** Data beyond this slowdown are far from any choice: the axis is clipped at {@link #CLIP}. */
    public static final double FAR = 5;

    private static final double ROW_HEIGHT = 22;
    private static final double FORK_RADIUS = 2.8;
    private static final Style INTERVAL = Style.stroke(Palette.INK, 1.6);
    private static final Style REFERENCE = Style.stroke(Palette.MUTED, 1).withDash();
    private static final Rgb UNKNOWN_ROUND = new Rgb(0x999999);

    private ForestPlot() {}

    /** Draws the chart as SVG and PNG. */
    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    /** The chart as primitives (for tests, or another backend). */
    public static Scene scene(Input input) {
        TreeSet<Integer> rounds = new TreeSet<>();
        for (Row row : input.rows()) {
            for (Fork fork : row.forks()) {
                rounds.add(fork.round());
            }
        }
        Axis axis = axis(input.rows());

        int width = Frame.WIDTH;
        List<String> names = new ArrayList<>();
        List<Boolean> italic = new ArrayList<>();
        double valueWidth = 0;
        for (Row row : input.rows()) {
            names.add(name(row));
            italic.add(row.emulated());
            valueWidth = Math.max(valueWidth, TextMetrics.width(valueText(row), Frame.TICK_SIZE, true, false));
        }
        double labelWidth = Frame.labelColumn(names, italic);
        double headerHeight = Frame.titleHeight(input.title(), input.subtitle(), width);
        double legendHeight = 22;
        double top = headerHeight + legendHeight;
        double plotLeft = Frame.MARGIN + labelWidth + 10;
        double plotRight = width - Frame.MARGIN - valueWidth - 10;
        double plotHeight = ROW_HEIGHT * input.rows().size();
        int height = (int) Math.ceil(top + plotHeight + Frame.xAxisHeight(true) + Frame.MARGIN);
        Box plot = new Box(plotLeft, top, plotRight - plotLeft, plotHeight);

        Scene scene = new Scene(width, height, input.title(), description(input, axis));
        Frame.title(scene, input.title(), input.subtitle());
        legend(scene, headerHeight, rounds, input.intervalName());
        bestBands(scene, input.rows(), top);
        Frame.xAxis(scene, axis, plot, input.axisTitle());
        double one = axis.position(1, plot.x(), plot.right());
        scene.line(one, plot.y(), one, plot.bottom(), REFERENCE);

        for (int i = 0; i < input.rows().size(); i++) {
            drawRow(scene, input.rows().get(i), axis, plot, top + i * ROW_HEIGHT + ROW_HEIGHT / 2, labelWidth, rounds);
        }
        return scene;
    }

    /** A log axis over every estimate, interval and fork, from at most 1; cut at {@link #CLIP} past {@link #FAR}. */
    private static Axis axis(List<Row> rows) {
        double low = 1;
        double high = 1;
        for (Row row : rows) {
            low = Math.min(low, Double.isNaN(row.low()) ? row.estimate() : row.low());
            high = Math.max(high, Double.isNaN(row.high()) ? row.estimate() : row.high());
            for (Fork fork : row.forks()) {
                low = Math.min(low, fork.value());
                high = Math.max(high, fork.value());
            }
        }
        return Axis.logAround(low, high > FAR ? CLIP : high, Axis::times);
    }

    /** The best group's rows shaded across the whole width. */
    private static void bestBands(Scene scene, List<Row> rows, double top) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).inBestGroup()) {
                scene.rect(
                        Frame.MARGIN - 4,
                        top + i * ROW_HEIGHT,
                        Frame.WIDTH - 2 * Frame.MARGIN + 8,
                        ROW_HEIGHT,
                        Style.fill(Palette.BEST_BAND));
            }
        }
    }

    private static void drawRow(
            Scene scene, Row row, Axis axis, Box plot, double centre, double labelWidth, TreeSet<Integer> rounds) {
        double baseline = centre + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1;
        Frame.rowLabel(scene, name(row), row.emulated(), row.control(), baseline, labelWidth);
        List<Primitive> marks = forkDots(row.forks(), axis, plot, centre, rounds);
        marks.addAll(interval(row, axis, plot, centre));
        boolean clipped = row.estimate() > axis.max();
        marks.add(clipped ? arrow(row, plot, centre) : estimate(row, axis, plot, centre));
        scene.add(new Primitive.Group(
                clipped ? "row clipped" : "row",
                name(row) + ": " + valueText(row) + (clipped ? ", beyond the axis" : "") + forkSummary(row.forks()),
                marks));
        Frame.rowValue(
                scene, valueText(row), row.inBestGroup(), Frame.labelColour(row.emulated(), row.control()), baseline);
    }

    /** One dot per fork on the axis, coloured by round; a fork beyond the edge has none. */
    private static List<Primitive> forkDots(
            List<Fork> forks, Axis axis, Box plot, double centre, TreeSet<Integer> rounds) {
        List<Primitive> marks = new ArrayList<>();
        for (int j = 0; j < forks.size(); j++) {
            Fork fork = forks.get(j);
            if (fork.value() > axis.max()) {
                continue; // beyond the edge: the row's arrow and written value stand for it
            }
            double x = axis.position(fork.value(), plot.x(), plot.right());
            // Spread dots a little vertically (a fixed pattern, so output stays reproducible).
            double y = centre + ((j % 5) - 2) * 2.0;
            marks.add(new Primitive.Circle(
                    x,
                    y,
                    FORK_RADIUS,
                    Style.fill(roundColour(fork.round(), rounds)).withOpacity(0.85)));
        }
        return marks;
    }

    /** The interval as a line with end caps, cut at the axis end (no cap there). */
    private static List<Primitive> interval(Row row, Axis axis, Box plot, double centre) {
        if (Double.isNaN(row.low()) || row.low() >= axis.max()) {
            return List.of();
        }
        Style style = row.control() ? Style.stroke(Palette.CONTROL, 1.6) : INTERVAL;
        double x1 = axis.position(row.low(), plot.x(), plot.right());
        double x2 = axis.position(Math.min(row.high(), axis.max()), plot.x(), plot.right());
        List<Primitive> marks = new ArrayList<>();
        marks.add(new Primitive.Line(x1, centre, x2, centre, style));
        marks.add(new Primitive.Line(x1, centre - 4, x1, centre + 4, style));
        if (row.high() <= axis.max()) {
            marks.add(new Primitive.Line(x2, centre - 4, x2, centre + 4, style));
        }
        return marks;
    }

    /** The estimate beyond the axis: an arrow at the edge pointing on; the value column says how far. */
    private static Primitive arrow(Row row, Box plot, double centre) {
        double edge = plot.right();
        return new Primitive.Path(
                List.of(edge - 8, centre - 5, edge, centre, edge - 8, centre + 5),
                true,
                Style.fill(row.control() ? Palette.CONTROL : row.emulated() ? Palette.EMULATED : Palette.INK));
    }

    /** The estimate as a square: hollow vermillion for an emulated row. */
    private static Primitive estimate(Row row, Axis axis, Box plot, double centre) {
        Rgb colour = row.control() ? Palette.CONTROL : Palette.INK;
        double x = axis.position(row.estimate(), plot.x(), plot.right());
        return new Primitive.Rect(
                x - 3.5,
                centre - 3.5,
                7,
                7,
                row.emulated()
                        ? Style.filledAndStroked(Rgb.WHITE, Palette.EMULATED, 1.8)
                        : Style.filledAndStroked(colour, Rgb.WHITE, 0.8));
    }

    private static void legend(Scene scene, double y, TreeSet<Integer> rounds, String intervalName) {
        double baseline = y + 12;
        double x = Frame.MARGIN;
        scene.rect(x, baseline - 8, 7, 7, Style.filledAndStroked(Palette.INK, Rgb.WHITE, 0.8));
        x = legendText(scene, x + 11, baseline, "estimate");
        scene.line(x, baseline - 4.5, x + 18, baseline - 4.5, INTERVAL);
        x = legendText(scene, x + 22, baseline, intervalName);
        scene.rect(x, baseline - 10, 16, 11, Style.fill(Palette.BEST_BAND));
        x = legendText(scene, x + 20, baseline, "best group");
        if (!rounds.isEmpty()) {
            x = legendText(scene, x, baseline, "forks by round:");
            // Name a few rounds; many rounds are a ramp, shown by its ends.
            List<Integer> shown = new ArrayList<>(rounds);
            if (shown.size() > 8) {
                shown = List.of(shown.get(0), shown.get(shown.size() / 2), shown.get(shown.size() - 1));
            }
            for (int round : shown) {
                scene.add(new Primitive.Circle(
                        x + 3, baseline - 4, FORK_RADIUS + 0.5, Style.fill(roundColour(round, rounds))));
                x = legendText(scene, x + 9, baseline, round == 0 ? "?" : Integer.toString(round)) - 6;
            }
        }
    }

    private static double legendText(Scene scene, double x, double baseline, String text) {
        scene.add(Scene.label(x, baseline, text, Frame.SMALL_SIZE, Anchor.START, false, Palette.MUTED));
        return x + TextMetrics.width(text, Frame.SMALL_SIZE, false, false) + 14;
    }

    /** Up to 8 rounds get the categorical colours in order; more get the ramp from first to last. */
    static Rgb roundColour(int round, TreeSet<Integer> rounds) {
        if (round == 0) {
            return UNKNOWN_ROUND;
        }
        List<Integer> known = new ArrayList<>(rounds);
        known.remove(Integer.valueOf(0));
        int index = known.indexOf(round);
        if (known.size() <= Palette.CATEGORIES.size()) {
            return Palette.category(index);
        }
        return Palette.ramp(0.25 + 0.75 * index / (known.size() - 1.0));
    }

    private static String name(Row row) {
        return Frame.rowName(row.label(), row.emulated(), row.control());
    }

    private static String valueText(Row row) {
        return Frame.withInterval(row.estimate(), row.low(), row.high(), ForestPlot::ratio);
    }

    private static String ratio(double value) {
        return String.format(java.util.Locale.ROOT, "%.2f\u00d7", value);
    }

    private static String forkSummary(List<Fork> forks) {
        return forks.isEmpty() ? "" : "; " + forks.size() + " forks";
    }

    private static String clippedText(Input input, Axis axis) {
        long clipped =
                input.rows().stream().filter(r -> r.estimate() > axis.max()).count();
        return clipped == 0
                ? ""
                : clipped + " row(s) beyond the axis end, drawn as an arrow at the edge, value written. ";
    }

    private static String description(Input input, Axis axis) {
        List<String> best = new ArrayList<>();
        for (Row row : input.rows()) {
            if (row.inBestGroup()) {
                best.add(name(row));
            }
        }
        return "Forest plot, " + input.title() + ": slowdown of each of "
                + input.rows().size()
                + " rows against the best on a logarithmic axis ("
                + Axis.times(axis.min()).replace("\u00d7", "")
                + " to " + Axis.times(axis.max()) + "), with its interval and one dot per fork coloured by round. "
                + clippedText(input, axis)
                + (best.isEmpty() ? "No best group given." : "Best group (shaded): " + String.join(", ", best) + ".");
    }
}
