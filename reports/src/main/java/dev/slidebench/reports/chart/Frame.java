package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/** Layout pieces every chart shares: font sizes, title block, axes with grid, text wrapping. */
final class Frame {

    /** Default canvas width: readable when shown 800 px wide, the narrowest report layout. */
    static final int WIDTH = 800;

    static final double TITLE_SIZE = 16;
    static final double LABEL_SIZE = 12;
    static final double TICK_SIZE = 11;
    static final double SMALL_SIZE = 10.5;
    static final double MARGIN = 14;

    private static final Style GRID = Style.stroke(Palette.GRID, 1);
    private static final Style AXIS = Style.stroke(Palette.INK, 1);

    private Frame() {}

    /** Title and optional subtitle (wrapped to the width); returns the y below them. */
    static double title(Scene scene, String title, String subtitle) {
        double y = MARGIN + TextMetrics.ascent(TITLE_SIZE);
        for (String line : wrap(title, TITLE_SIZE, true, scene.width() - 2 * MARGIN)) {
            scene.add(Scene.label(MARGIN, y, line, TITLE_SIZE, Anchor.START, true, Palette.INK));
            y += TextMetrics.lineHeight(TITLE_SIZE) + 2;
        }
        if (subtitle != null && !subtitle.isEmpty()) {
            y += 1;
            for (String line : wrap(subtitle, LABEL_SIZE, false, scene.width() - 2 * MARGIN)) {
                scene.add(Scene.label(MARGIN, y, line, LABEL_SIZE, Anchor.START, false, Palette.MUTED));
                y += TextMetrics.lineHeight(LABEL_SIZE) + 2;
            }
        }
        return y - TextMetrics.ascent(LABEL_SIZE) + 6;
    }

    /** Height the title block will take (same arithmetic as {@link #title}). */
    static double titleHeight(String title, String subtitle, double width) {
        double y = MARGIN + TextMetrics.ascent(TITLE_SIZE);
        y += wrap(title, TITLE_SIZE, true, width - 2 * MARGIN).size() * (TextMetrics.lineHeight(TITLE_SIZE) + 2);
        if (subtitle != null && !subtitle.isEmpty()) {
            y += 1
                    + wrap(subtitle, LABEL_SIZE, false, width - 2 * MARGIN).size()
                            * (TextMetrics.lineHeight(LABEL_SIZE) + 2);
        }
        return y - TextMetrics.ascent(LABEL_SIZE) + 6;
    }

    /**
     * A horizontal value axis under {@code plot}: grid lines across the plot, tick labels below (every
     * second, third, ... one when they would touch), the title under them.
     */
    static void xAxis(Scene scene, Axis axis, Box plot, String title) {
        double baseline = plot.bottom() + 6 + TextMetrics.ascent(TICK_SIZE);
        Ticks ticks = Ticks.of(axis, plot.x(), plot.right(), (x, text) -> tickLabel(x, baseline, text, Anchor.MIDDLE));
        List<Primitive.Text> labels = ticks.labels();
        int every = thinning(labels);
        for (int i = 0; i < labels.size(); i++) {
            double x = ticks.positions().get(i);
            scene.line(x, plot.y(), x, plot.bottom(), GRID);
            scene.line(x, plot.bottom(), x, plot.bottom() + 4, AXIS);
            if (i % every == 0) {
                scene.add(insideCanvas(labels.get(i), scene.width()));
            }
        }
        scene.line(plot.x(), plot.bottom(), plot.right(), plot.bottom(), AXIS);
        if (title != null) {
            scene.add(Scene.label(
                    plot.x() + plot.width() / 2,
                    plot.bottom() + 8 + TextMetrics.lineHeight(TICK_SIZE) + TextMetrics.ascent(LABEL_SIZE),
                    title,
                    LABEL_SIZE,
                    Anchor.MIDDLE,
                    false,
                    Palette.INK));
        }
    }

    // A centred tick label that would stick out of the canvas is aligned to the edge instead.
    private static Primitive.Text insideCanvas(Primitive.Text label, double canvasWidth) {
        Box box = label.box();
        if (box.right() > canvasWidth - 2) {
            return label.at(canvasWidth - 2, Anchor.END);
        }
        if (box.x() < 2) {
            return label.at(2, Anchor.START);
        }
        return label;
    }

    /** Each tick's position along an axis drawn from {@code from} to {@code to}, and its label placed there. */
    private record Ticks(List<Double> positions, List<Primitive.Text> labels) {
        static Ticks of(Axis axis, double from, double to, BiFunction<Double, String, Primitive.Text> labelAt) {
            List<Double> positions = new ArrayList<>();
            List<Primitive.Text> labels = new ArrayList<>();
            for (Axis.Tick tick : axis.ticks()) {
                double position = axis.position(tick.value(), from, to);
                positions.add(position);
                labels.add(labelAt.apply(position, tick.label()));
            }
            return new Ticks(positions, labels);
        }
    }

    private static Primitive.Text tickLabel(double x, double baseline, String text, Anchor anchor) {
        return Scene.label(x, baseline, text, TICK_SIZE, anchor, false, Palette.INK);
    }

    /** Space {@link #xAxis} needs below the plot. */
    static double xAxisHeight(boolean titled) {
        return 10 + TextMetrics.lineHeight(TICK_SIZE) + (titled ? TextMetrics.lineHeight(LABEL_SIZE) + 4 : 0);
    }

    /** A vertical value axis left of {@code plot}: grid lines, tick labels, the title turned upright. */
    static void yAxis(Scene scene, Axis axis, Box plot, String title) {
        Ticks ticks = Ticks.of(
                axis,
                plot.bottom(),
                plot.y(),
                (y, text) -> tickLabel(plot.x() - 6, y + TextMetrics.ascent(TICK_SIZE) / 2 - 1, text, Anchor.END));
        List<Primitive.Text> labels = ticks.labels();
        int every = thinning(labels);
        for (int i = 0; i < labels.size(); i++) {
            double y = ticks.positions().get(i);
            scene.line(plot.x(), y, plot.right(), y, GRID);
            scene.line(plot.x() - 4, y, plot.x(), y, AXIS);
            if (i % every == 0) {
                scene.add(labels.get(i));
            }
        }
        scene.line(plot.x(), plot.y(), plot.x(), plot.bottom(), AXIS);
        if (title != null) {
            double widest = 0;
            for (Primitive.Text label : labels) {
                widest = Math.max(widest, label.box().width());
            }
            double x = plot.x() - 10 - widest - 4;
            scene.add(new Primitive.Text(
                    x,
                    plot.y() + plot.height() / 2,
                    title,
                    LABEL_SIZE,
                    Anchor.MIDDLE,
                    false,
                    false,
                    Palette.INK,
                    -90,
                    null));
        }
    }

    /** Width {@link #yAxis} needs left of the plot for these tick labels and a title. */
    static double yAxisWidth(Axis axis) {
        double widest = 0;
        for (Axis.Tick tick : axis.ticks()) {
            widest = Math.max(widest, TextMetrics.width(tick.label(), TICK_SIZE, false, false));
        }
        return 10 + widest + 4 + TextMetrics.lineHeight(LABEL_SIZE) + 4;
    }

    // Keep every n-th label, n the smallest that leaves 6 px between kept labels.
    private static int thinning(List<Primitive.Text> labels) {
        for (int every = 1; every < Math.max(2, labels.size()); every++) {
            boolean clear = true;
            for (int i = every; i < labels.size() && clear; i += every) {
                clear = !labels.get(i - every)
                        .box()
                        .grow(3)
                        .overlaps(labels.get(i).box().grow(3));
            }
            if (clear) {
                return every;
            }
        }
        return Math.max(1, labels.size());
    }

    /** Greedy word wrap of {@code text} into lines no wider than {@code maxWidth}. */
    static List<String> wrap(String text, double size, boolean bold, double maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && TextMetrics.width(candidate, size, bold, false) > maxWidth) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        if (line.length() > 0 || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** {@code text} shortened with an ellipsis to fit {@code maxWidth}. */
    static String fit(String text, double size, boolean bold, boolean italic, double maxWidth) {
        if (TextMetrics.width(text, size, bold, italic) <= maxWidth) {
            return text;
        }
        String shortened = text;
        while (shortened.length() > 1 && TextMetrics.width(shortened + "\u2026", size, bold, italic) > maxWidth) {
            shortened = shortened.substring(0, shortened.length() - 1);
        }
        return shortened + "\u2026";
    }

    /** An unmodifiable copy of {@code items}, which must not be empty ({@code message} says what is needed). */
    static <T> List<T> requireSome(List<T> items, String message) {
        List<T> copy = List.copyOf(items);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException(message);
        }
        return copy;
    }

    /** A grid's row has one entry per column: {@code row "Name" has 2 cells for 3 columns} otherwise. */
    static void requireFullRow(String label, int entries, String entry, int columns, String column) {
        if (entries != columns) {
            throw new IllegalArgumentException(
                    "row \"" + label + "\" has " + entries + " " + entry + " for " + columns + " " + column);
        }
    }

    static void requirePositive(double value, String what, String label) {
        if (!Double.isFinite(value) || value <= 0) {
            throw new IllegalArgumentException(
                    what + " of \"" + label + "\" must be a positive finite number on a log axis, got " + value);
        }
    }

    /** A fork's round: 1-based, 0 when unknown (JMH JSON without slidebench's run.json). */
    static void requireRound(int round) {
        if (round < 0) {
            throw new IllegalArgumentException("round must be >= 1, or 0 for unknown: " + round);
        }
    }

    /** Bounds both NaN (no interval), or finite with low <= value <= high; the message names the row. */
    static void requireInterval(String label, double value, double low, double high) {
        if (Double.isNaN(low) != Double.isNaN(high)) {
            throw new IllegalArgumentException("interval of \"" + label + "\" needs both bounds or neither");
        }
        if (!Double.isNaN(low) && !(low <= value && value <= high && Double.isFinite(low) && Double.isFinite(high))) {
            throw new IllegalArgumentException(
                    "interval of \"" + label + "\" [" + low + ", " + high + "] does not contain its value " + value);
        }
    }

    /** The name a reader sees: {@code Name (emulated)} for a fallback path, as everywhere in the report. */
    static String displayName(String label, boolean emulated) {
        return emulated && !label.endsWith("(emulated)") ? label + " (emulated)" : label;
    }

    /** Label colour of a row: muted for a control, vermillion for an emulated path, ink otherwise. */
    static Rgb labelColour(boolean emulated, boolean control) {
        return control ? Palette.MUTED : emulated ? Palette.EMULATED : Palette.INK;
    }

    /** A row's name as shown: {@link #displayName}, plus {@code (control)} for a control row. */
    static String rowName(String label, boolean emulated, boolean control) {
        String name = displayName(label, emulated);
        return control && !name.endsWith("(control)") ? name + " (control)" : name;
    }

    /**
     * The widest row-label column: room for the longest names a report shows in full (say
     * "VectorObstructionDifference (emulated)" in italics) while the plot keeps over half the width.
     */
    static final double LABEL_COLUMN_MAX = 330;

    /** Width of the row-label column for these names: the widest, capped so the plot keeps room. */
    static double labelColumn(List<String> names, List<Boolean> italic) {
        double widest = 0;
        for (int i = 0; i < names.size(); i++) {
            widest = Math.max(widest, TextMetrics.width(names.get(i), LABEL_SIZE, false, italic.get(i)));
        }
        return Math.min(widest, LABEL_COLUMN_MAX);
    }

    /** A row label at the left margin, shortened to {@code columnWidth}, italic when emulated. */
    static void rowLabel(
            Scene scene, String name, boolean emulated, boolean control, double baseline, double columnWidth) {
        scene.add(new Primitive.Text(
                MARGIN,
                baseline,
                fit(name, LABEL_SIZE, false, emulated, columnWidth),
                LABEL_SIZE,
                Anchor.START,
                false,
                emulated,
                labelColour(emulated, control),
                0,
                "row-label"));
    }

    /** The row's value text, right-aligned at the right margin; bold in the best group. */
    static void rowValue(Scene scene, String text, boolean bold, Rgb colour, double baseline) {
        scene.add(new Primitive.Text(
                scene.width() - MARGIN,
                baseline - 1,
                text,
                TICK_SIZE,
                Anchor.END,
                bold,
                false,
                colour,
                0,
                "row-value"));
    }

    /** A value with an optional interval: {@code 5.5 [5.26, 5.67]}; NaN bounds print the value alone. */
    static String withInterval(
            double value, double low, double high, java.util.function.DoubleFunction<String> format) {
        if (Double.isNaN(low)) {
            return format.apply(value);
        }
        return format.apply(value) + " [" + format.apply(low) + ", " + format.apply(high) + "]";
    }

    /** A legend entry: a swatch drawn by {@code swatch} at (x, baseline) 12 px wide, then {@code text}. */
    record LegendItem(String text, java.util.function.BiFunction<Double, Double, Primitive> swatch) {}

    /** Height of one more legend line when the entries do not fit on one. */
    static final double LEGEND_LINE = 18;

    /**
     * Legend entries from the left margin at {@code baseline}, wrapping to another line
     * ({@link #LEGEND_LINE} lower) before an entry would cross the right margin, so none is cut; returns
     * the x after the last.
     */
    static double legend(Scene scene, double baseline, List<LegendItem> items) {
        double x = MARGIN;
        for (LegendItem item : items) {
            double entry = 16 + TextMetrics.width(item.text(), SMALL_SIZE, false, false);
            if (x > MARGIN && x + entry > WIDTH - MARGIN) {
                x = MARGIN;
                baseline += LEGEND_LINE;
            }
            scene.add(item.swatch().apply(x, baseline));
            x += 16;
            scene.add(Scene.label(x, baseline, item.text(), SMALL_SIZE, Anchor.START, false, Palette.MUTED));
            x += TextMetrics.width(item.text(), SMALL_SIZE, false, false) + 14;
        }
        return x;
    }

    /** How many lines {@link #legend} takes for these entries. */
    static int legendLines(List<LegendItem> items) {
        double x = MARGIN;
        int lines = 1;
        for (LegendItem item : items) {
            double entry = 16 + TextMetrics.width(item.text(), SMALL_SIZE, false, false);
            if (x > MARGIN && x + entry > WIDTH - MARGIN) {
                x = MARGIN;
                lines++;
            }
            x += entry + 14;
        }
        return lines;
    }

    /** A 12 × 9 px swatch sitting on the text baseline. */
    static Primitive swatch(double x, double baseline, Style style) {
        return new Primitive.Rect(x, baseline - 8.5, 12, 9, style);
    }
}
