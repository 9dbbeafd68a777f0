package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Table bytes against speed, one point per strategy: the trade-off an engine author weighs (a
 * smaller table stays in cache when the engine's own data competes for it). Every point has its
 * own marker (shape and colour, {@link Marker#forIndex} by input order) and its name beside it,
 * placed so no two labels touch ({@link LabelPlacer}); a name that finds no room is numbered and
 * listed under the plot. Bytes are on a log axis; strategies without tables (0 B, which a log axis
 * cannot show) stand in their own column left of an axis break. The Pareto front (strategies no
 * other beats on both bytes and speed) is drawn as a staircase and its names are bold.
 */
public final class BytesSpeedChart {

    /**
     * Everything the chart shows. {@code valueTitle} names unit and direction; {@code higherIsBetter}
     * decides what "faster" means for the front (true for ops/time, false for time/op).
     */
    public record Input(String title, String subtitle, String valueTitle, boolean higherIsBetter, List<Point> points) {
        public Input {
            points = Frame.requireSome(points, "a bytes-vs-speed chart needs at least one point: " + title);
        }
    }

    /** One strategy: its table bytes (≥ 0), score with interval bounds (NaN for none), and flags. */
    public record Point(String label, long tableBytes, double value, double low, double high, boolean emulated) {
        public Point {
            if (tableBytes < 0) {
                throw new IllegalArgumentException("table bytes of \"" + label + "\" must be >= 0, got " + tableBytes);
            }
            if (!Double.isFinite(value) || value <= 0) {
                throw new IllegalArgumentException(
                        "value of \"" + label + "\" must be a positive finite number, got " + value);
            }
            Frame.requireInterval(label, value, low, high);
        }
    }

    private static final int HEIGHT = 540;
    private static final double MARKER_RADIUS = 5.5;
    private static final double ZERO_COLUMN = 64;
    private static final Style FRONT = Style.stroke(new Rgb(0x555555), 1.4).withDash();
    private static final Style WHISKER = Style.stroke(new Rgb(0xAAAAAA), 1);
    private static final Style LABEL_PLATE = Style.fill(Rgb.WHITE).withOpacity(0.8);

    private BytesSpeedChart() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    /**
     * Indices of the points on the Pareto front, in increasing bytes: no other point has at most
     * their bytes and at least their speed with one of the two strictly better.
     */
    public static List<Integer> paretoFront(List<Point> points, boolean higherIsBetter) {
        List<Integer> front = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            boolean dominated = false;
            for (int j = 0; j < points.size() && !dominated; j++) {
                Point q = points.get(j);
                boolean noWorse = q.tableBytes() <= p.tableBytes() && !better(p.value(), q.value(), higherIsBetter);
                boolean strictly = q.tableBytes() < p.tableBytes() || better(q.value(), p.value(), higherIsBetter);
                dominated = j != i && noWorse && strictly;
            }
            if (!dominated) {
                front.add(i);
            }
        }
        front.sort(Comparator.comparingLong((Integer i) -> points.get(i).tableBytes())
                .thenComparingInt(i -> i));
        return front;
    }

    private static boolean better(double a, double b, boolean higherIsBetter) {
        return higherIsBetter ? a > b : a < b;
    }

    /** Where everything goes: the axes, the plot (and its log part right of the 0-byte column), each point. */
    private record Layout(
            Axis xAxis,
            Axis yAxis,
            boolean logY,
            boolean anyZero,
            double legendTop,
            Box plot,
            Box logPlot,
            List<Integer> front,
            double[] xs,
            double[] ys) {}

    /** Labels placed beside their points, and the points whose names went to the key under the plot. */
    private record Labels(List<LabelPlacer.Placement> placements, List<Integer> keyed) {}

    public static Scene scene(Input input) {
        List<Point> points = input.points();
        Layout at = layout(input);
        // Labels may cross the front and the whiskers (they sit on a white plate), never a marker or a label.
        List<Double> frontPath = frontPath(at.front(), at.xs(), at.ys(), at.plot());
        Labels labels = labels(points, at);
        List<String> keyLines = keyLines(points, labels.keyed(), Frame.WIDTH);
        // The key, when there is one, adds its lines and a 2 px gap below the plot.
        int height = keyLines.isEmpty()
                ? HEIGHT
                : HEIGHT + (int) Math.ceil(keyLines.size() * TextMetrics.lineHeight(Frame.SMALL_SIZE) + 2);
        Scene scene = new Scene(
                Frame.WIDTH,
                height,
                input.title(),
                description(input, at.front(), labels.keyed().size()));
        Frame.title(scene, input.title(), input.subtitle());
        legend(scene, at.legendTop() + 13, !at.front().isEmpty());
        Frame.yAxis(scene, at.yAxis(), at.plot(), input.valueTitle() + (at.logY() ? " (log scale)" : ""));
        Frame.xAxis(scene, at.xAxis(), at.logPlot(), "table bytes (log scale)");
        if (at.anyZero()) {
            zeroColumn(scene, at.plot());
        }
        if (!frontPath.isEmpty()) {
            scene.add(new Primitive.Path(frontPath, false, FRONT));
        }
        points(scene, points, at);
        for (LabelPlacer.Placement placement : labels.placements()) {
            if (placement.leader() != null) {
                scene.add(placement.leader());
            }
            Box box = placement.text().box().grow(1);
            scene.add(new Primitive.Rect(box.x(), box.y(), box.width(), box.height(), LABEL_PLATE));
            scene.add(placement.text());
        }
        double y = HEIGHT + TextMetrics.ascent(Frame.SMALL_SIZE) - 4;
        for (String line : keyLines) {
            scene.add(Scene.label(Frame.MARGIN, y, line, Frame.SMALL_SIZE, Anchor.START, false, Palette.MUTED));
            y += TextMetrics.lineHeight(Frame.SMALL_SIZE);
        }
        return scene;
    }

    /** The axes from the points' bytes and values (log y past a 10x spread), the plot box, each point's place. */
    private static Layout layout(Input input) {
        List<Point> points = input.points();
        boolean anyZero = points.stream().anyMatch(p -> p.tableBytes() == 0);
        long minBytes = points.stream()
                .mapToLong(Point::tableBytes)
                .filter(b -> b > 0)
                .min()
                .orElse(1000);
        long maxBytes = points.stream().mapToLong(Point::tableBytes).max().orElse(1000);
        if (maxBytes <= 0) {
            maxBytes = 1000;
        }
        Axis xAxis = Axis.logAround(minBytes, Math.max(maxBytes, minBytes * 10), Axis::bytes);
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Point p : points) {
            low = Math.min(low, Double.isNaN(p.low()) || p.low() <= 0 ? p.value() : p.low());
            high = Math.max(high, Double.isNaN(p.high()) ? p.value() : p.high());
        }
        boolean logY = high / low > 10;
        Axis yAxis = logY ? Axis.logAround(low, high, Axis::plain) : Axis.linearFromZero(high, Axis::plain);
        double legendTop = Frame.titleHeight(input.title(), input.subtitle(), Frame.WIDTH);
        double top = legendTop + 26;
        double left = Frame.MARGIN + Frame.yAxisWidth(yAxis);
        Box plot = new Box(left, top, Frame.WIDTH - Frame.MARGIN - left, HEIGHT - top - Frame.xAxisHeight(true) - 10);
        double logLeft = anyZero ? plot.x() + ZERO_COLUMN : plot.x();
        Box logPlot = new Box(logLeft, plot.y(), plot.right() - logLeft, plot.height());
        double[] xs = new double[points.size()];
        double[] ys = new double[points.size()];
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            xs[i] = p.tableBytes() == 0
                    ? plot.x() + ZERO_COLUMN / 2
                    : xAxis.position(p.tableBytes(), logPlot.x(), logPlot.right());
            ys[i] = yAxis.position(p.value(), plot.bottom(), plot.y());
        }
        List<Integer> front = paretoFront(points, input.higherIsBetter());
        return new Layout(xAxis, yAxis, logY, anyZero, legendTop, plot, logPlot, front, xs, ys);
    }

    /** Labels first (layout), drawn last (on top); a name with no free spot gets a number and a key line. */
    private static Labels labels(List<Point> points, Layout at) {
        double[] xs = at.xs();
        double[] ys = at.ys();
        Box plot = at.plot();
        LabelPlacer placer =
                new LabelPlacer(new Box(plot.x() + 2, plot.y() + 2, Frame.WIDTH - 4 - plot.x(), plot.height() - 4));
        for (int i = 0; i < points.size(); i++) {
            placer.reserve(new Box(
                    xs[i] - MARKER_RADIUS - 1,
                    ys[i] - MARKER_RADIUS - 1,
                    2 * MARKER_RADIUS + 2,
                    2 * MARKER_RADIUS + 2));
        }
        if (at.anyZero()) {
            placer.reserve(new Box(plot.x(), plot.y(), ZERO_COLUMN, 16));
        }
        List<LabelPlacer.Placement> placements = new ArrayList<>();
        List<Integer> keyed = new ArrayList<>();
        for (int i : placementOrder(xs, ys)) {
            Point p = points.get(i);
            boolean onFront = at.front().contains(i);
            Rgb colour = p.emulated() ? Palette.EMULATED : Palette.INK;
            LabelPlacer.Placement placement =
                    placer.place(xs[i], ys[i], MARKER_RADIUS, name(p), Frame.TICK_SIZE, onFront, colour, "point-label");
            if (placement == null) {
                keyed.add(i);
                placement = placer.place(
                        xs[i],
                        ys[i],
                        MARKER_RADIUS,
                        Integer.toString(keyed.size()),
                        Frame.TICK_SIZE,
                        onFront,
                        colour,
                        "point-label");
            }
            if (placement != null) {
                placements.add(placement);
            }
        }
        return new Labels(placements, keyed);
    }

    /** Each point's whisker (its interval), then its marker with a tooltip. */
    private static void points(Scene scene, List<Point> points, Layout at) {
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            if (!Double.isNaN(p.low())) {
                scene.line(
                        at.xs()[i],
                        whiskerEnd(at.yAxis(), p.low(), at.plot()),
                        at.xs()[i],
                        whiskerEnd(at.yAxis(), p.high(), at.plot()),
                        WHISKER);
            }
        }
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            Marker marker = Marker.forIndex(i);
            String tooltip = name(p) + ": " + Axis.bytes(p.tableBytes()) + ", " + Axis.significant(p.value())
                    + (at.front().contains(i) ? " (Pareto front)" : "");
            scene.add(new Primitive.Group(
                    "point " + marker.key(), tooltip, List.of(marker.draw(at.xs()[i], at.ys()[i], MARKER_RADIUS))));
        }
    }

    /** Crowded points first: they have the fewest free spots, so they choose before their neighbours do. */
    private static List<Integer> placementOrder(double[] xs, double[] ys) {
        List<Integer> order = new ArrayList<>();
        int[] neighbours = new int[xs.length];
        for (int i = 0; i < xs.length; i++) {
            order.add(i);
            for (int j = 0; j < xs.length; j++) {
                if (i != j && Math.hypot(xs[i] - xs[j], ys[i] - ys[j]) < 70) {
                    neighbours[i]++;
                }
            }
        }
        order.sort(Comparator.comparingInt((Integer i) -> -neighbours[i]).thenComparingInt(i -> i));
        return order;
    }

    private static void zeroColumn(Scene scene, Box plot) {
        double x = plot.x() + ZERO_COLUMN;
        scene.rect(plot.x(), plot.y(), ZERO_COLUMN, plot.height(), Style.fill(new Rgb(0xF4F4F4)));
        scene.line(x, plot.y(), x, plot.bottom(), Style.stroke(Palette.GRID, 1));
        // Two slanted strokes on the axis: the scale is broken between the 0 B column and the log part.
        Style breakStyle = Style.stroke(Palette.INK, 1.2);
        scene.rect(x - 5, plot.bottom() - 4, 10, 8, Style.fill(Rgb.WHITE));
        scene.line(x - 5, plot.bottom() + 4, x - 1, plot.bottom() - 4, breakStyle);
        scene.line(x + 1, plot.bottom() + 4, x + 5, plot.bottom() - 4, breakStyle);
        scene.add(Scene.label(
                plot.x() + ZERO_COLUMN / 2,
                plot.bottom() + 6 + TextMetrics.ascent(Frame.TICK_SIZE),
                "0 B",
                Frame.TICK_SIZE,
                Anchor.MIDDLE,
                false,
                Palette.INK));
        scene.add(Scene.label(
                plot.x() + ZERO_COLUMN / 2,
                plot.y() + 12,
                "no tables",
                Frame.SMALL_SIZE,
                Anchor.MIDDLE,
                false,
                Palette.MUTED));
    }

    /** The staircase through the front (x, y pairs): the edge of the region no strategy reaches. Empty without one. */
    private static List<Double> frontPath(List<Integer> front, double[] xs, double[] ys, Box plot) {
        List<Double> path = new ArrayList<>();
        if (front.isEmpty()) {
            return path;
        }
        for (int k = 0; k < front.size(); k++) {
            int i = front.get(k);
            if (k > 0) {
                path.add(xs[i]);
                path.add(ys[front.get(k - 1)]);
            }
            path.add(xs[i]);
            path.add(ys[i]);
        }
        path.add(plot.right());
        path.add(ys[front.get(front.size() - 1)]);
        return path;
    }

    private static double whiskerEnd(Axis axis, double value, Box plot) {
        double y = value <= axis.min() ? plot.bottom() : axis.position(value, plot.bottom(), plot.y());
        return Math.max(plot.y(), Math.min(plot.bottom(), y));
    }

    private static void legend(Scene scene, double baseline, boolean hasFront) {
        List<Frame.LegendItem> items = new ArrayList<>();
        if (hasFront) {
            items.add(new Frame.LegendItem(
                    "Pareto front (bold names): nothing is both smaller and faster",
                    (x, y) -> new Primitive.Line(x, y - 4, x + 12, y - 4, FRONT)));
        }
        items.add(new Frame.LegendItem("interval", (x, y) -> new Primitive.Line(x + 6, y - 9, x + 6, y + 1, WHISKER)));
        Frame.legend(scene, baseline, items);
    }

    private static List<String> keyLines(List<Point> points, List<Integer> keyed, int width) {
        if (keyed.isEmpty()) {
            return List.of();
        }
        StringBuilder key = new StringBuilder("Numbered points: ");
        for (int k = 0; k < keyed.size(); k++) {
            key.append(k == 0 ? "" : ", ").append(k + 1).append(" = ").append(name(points.get(keyed.get(k))));
        }
        return Frame.wrap(key.toString(), Frame.SMALL_SIZE, false, width - 2 * Frame.MARGIN);
    }

    private static String name(Point p) {
        return Frame.displayName(p.label(), p.emulated());
    }

    private static String description(Input input, List<Integer> front, int numbered) {
        List<String> names = new ArrayList<>();
        for (int i : front) {
            names.add(name(input.points().get(i)));
        }
        return "Scatter plot, " + input.title() + ": table bytes (log axis; strategies without tables in a 0 B column)"
                + " against " + input.valueTitle() + " for " + input.points().size() + " strategies, each with its own"
                + " marker and name. Pareto front: " + String.join(", ", names) + "."
                + (numbered > 0 ? " " + numbered + " crowded points are numbered and named under the plot." : "");
    }
}
