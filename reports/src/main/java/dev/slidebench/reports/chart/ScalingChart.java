package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How each strategy scales with threads sharing its tables, against the thread count, one line per
 * strategy named at its right end (names nudged apart so none touch). By default the speed-up of
 * total throughput over the same strategy on one thread, with the ideal (n threads, n times the
 * work) as a dashed diagonal: lines below it lose to memory bandwidth, shared cache or too few
 * cores. With an {@code absoluteAxis} title the throughput itself (operations per second, in total or
 * per thread) on a linear axis from zero, so levels compare across strategies.
 */
public final class ScalingChart {

    /**
     * Everything the chart shows; {@code cores} (0 = unknown) draws a line where threads exceed cores;
     * {@code absoluteAxis}, when not null, plots the throughput itself under that axis title.
     */
    public record Input(String title, String subtitle, int cores, List<Series> series, String absoluteAxis) {

        /** The speed-up chart. */
        public Input(String title, String subtitle, int cores, List<Series> series) {
            this(title, subtitle, cores, series, null);
        }

        public Input {
            series = Frame.requireSome(series, "a scaling chart needs at least one series: " + title);
            if (cores < 0) {
                throw new IllegalArgumentException("cores must be >= 0 (0 = unknown): " + cores);
            }
        }
    }

    /** One strategy's total throughput per thread count; it must include 1 thread, the reference. */
    public record Series(String label, boolean emulated, List<Point> points) {
        public Series {
            points = new ArrayList<>(points);
            points.sort(Comparator.comparingInt(Point::threads));
            points = List.copyOf(points);
            if (points.isEmpty() || points.get(0).threads() != 1) {
                throw new IllegalArgumentException(
                        "series \"" + label + "\" needs a 1-thread point: speed-up is relative to it");
            }
            for (int i = 1; i < points.size(); i++) {
                if (points.get(i).threads() == points.get(i - 1).threads()) {
                    throw new IllegalArgumentException("series \"" + label + "\" has two points for "
                            + points.get(i).threads() + " threads");
                }
            }
        }
    }

    /** Total throughput (all threads together, any unit, higher is better) at {@code threads} threads. */
    public record Point(int threads, double throughput) {
        public Point {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be >= 1: " + threads);
            }
            Frame.requirePositive(throughput, "throughput", threads + " threads");
        }
    }

    private static final double LABEL_PITCH = 13;
    private static final double MARKER_RADIUS = 3.6;
    private static final Style IDEAL = Style.stroke(Palette.MUTED, 1.2).withDash();

    private ScalingChart() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    public static Scene scene(Input input) {
        boolean absolute = input.absoluteAxis() != null;
        int maxThreads = 1;
        double maxSpeedup = 1;
        double maxThroughput = 0;
        for (Series series : input.series()) {
            for (Point point : series.points()) {
                maxThreads = Math.max(maxThreads, point.threads());
                maxSpeedup = Math.max(maxSpeedup, speedup(series, point));
                maxThroughput = Math.max(maxThroughput, point.throughput());
            }
        }
        maxThreads = Math.max(maxThreads, 2);
        Axis threads = Axis.linear(1, maxThreads, ScalingChart::integerLabel);
        Axis speedup = absolute
                ? Axis.linearFromZero(maxThroughput, ScalingChart::perSecond)
                : Axis.linearFromZero(Math.max(maxSpeedup, maxThreads), Axis::times);

        List<String> names = new ArrayList<>();
        double widest = 0;
        for (Series series : input.series()) {
            String name = Frame.displayName(series.label(), series.emulated());
            names.add(name);
            widest = Math.max(widest, TextMetrics.width(name, Frame.SMALL_SIZE, false, series.emulated()));
        }
        int width = Frame.WIDTH;
        double top = Frame.titleHeight(input.title(), input.subtitle(), width) + 8;
        double left = Frame.MARGIN + Frame.yAxisWidth(speedup);
        double right = width - Frame.MARGIN - Math.min(widest, 220) - 14;
        double plotHeight = Math.max(300, LABEL_PITCH * input.series().size() + 20);
        Box plot = new Box(left, top, right - left, plotHeight);
        int height = (int) Math.ceil(plot.bottom() + Frame.xAxisHeight(true) + Frame.MARGIN);

        Scene scene = new Scene(width, height, input.title(), description(input));
        Frame.title(scene, input.title(), input.subtitle());
        Frame.yAxis(scene, speedup, plot, absolute ? input.absoluteAxis() : "speed-up over 1 thread");
        Frame.xAxis(scene, threads, plot, "threads");
        guides(scene, input, speedup, threads, plot, maxThreads, absolute);
        List<double[]> ends = lines(scene, input, names, speedup, threads, plot, absolute);
        placeEndLabels(scene, input, names, ends, plot);
        return scene;
    }

    /** The ideal diagonal (speed-up only) and a dashed line at the machine's core count when threads pass it. */
    private static void guides(
            Scene scene, Input input, Axis speedup, Axis threads, Box plot, int maxThreads, boolean absolute) {
        if (!absolute) {
            double y1 = speedup.position(1, plot.bottom(), plot.y());
            double yn = speedup.position(maxThreads, plot.bottom(), plot.y());
            scene.line(plot.x(), y1, plot.right(), yn, IDEAL);
            scene.add(
                    Scene.label(plot.right() - 4, yn - 5, "ideal", Frame.SMALL_SIZE, Anchor.END, false, Palette.MUTED));
        }
        if (input.cores() > 0 && input.cores() < maxThreads) {
            double x = threads.position(input.cores(), plot.x(), plot.right());
            scene.line(
                    x,
                    plot.y(),
                    x,
                    plot.bottom(),
                    Style.stroke(Palette.EMULATED, 1).withDash());
            scene.add(Scene.label(
                    x + 4,
                    plot.y() + 12,
                    input.cores() + " cores",
                    Frame.SMALL_SIZE,
                    Anchor.START,
                    false,
                    Palette.EMULATED));
        }
    }

    /** One line of markers per series, each a group with its tooltip; returns each line's end (y, series). */
    private static List<double[]> lines(
            Scene scene, Input input, List<String> names, Axis speedup, Axis threads, Box plot, boolean absolute) {
        List<double[]> ends = new ArrayList<>();
        for (int s = 0; s < input.series().size(); s++) {
            Series series = input.series().get(s);
            Marker marker = Marker.forIndex(s);
            List<Double> path = new ArrayList<>();
            List<Primitive> marks = new ArrayList<>();
            for (Point point : series.points()) {
                double x = threads.position(point.threads(), plot.x(), plot.right());
                double y = speedup.position(
                        absolute ? point.throughput() : speedup(series, point), plot.bottom(), plot.y());
                path.add(x);
                path.add(y);
                marks.add(marker.draw(x, y, MARKER_RADIUS));
            }
            if (path.size() >= 4) {
                marks.add(0, new Primitive.Path(path, false, Style.stroke(marker.colour(), 1.4)));
            }
            Point last = series.points().get(series.points().size() - 1);
            scene.add(new Primitive.Group(
                    "series " + marker.key(),
                    names.get(s) + ": "
                            + (absolute
                                    ? perSecond(last.throughput()) + " per second"
                                    : Axis.times(Math.round(speedup(series, last) * 100) / 100.0))
                            + " at " + last.threads() + " threads",
                    marks));
            ends.add(new double[] {path.get(path.size() - 1), s});
        }
        return ends;
    }

    /** Names at the right edge, in the order of their lines' ends, pushed apart to one pitch each. */
    private static void placeEndLabels(Scene scene, Input input, List<String> names, List<double[]> ends, Box plot) {
        ends.sort(Comparator.comparingDouble((double[] e) -> e[0]).thenComparingDouble(e -> e[1]));
        double[] ys = new double[ends.size()];
        for (int i = 0; i < ends.size(); i++) {
            ys[i] = Math.max(ends.get(i)[0], i == 0 ? plot.y() + 4 : ys[i - 1] + LABEL_PITCH);
        }
        // Pushed past the bottom: shift the stack up, keeping the pitch.
        double overflow = ys.length == 0 ? 0 : ys[ys.length - 1] - (plot.bottom() - 2);
        for (int i = ys.length - 1; i >= 0 && overflow > 0; i--) {
            double limit = i == ys.length - 1 ? plot.bottom() - 2 : ys[i + 1] - LABEL_PITCH;
            ys[i] = Math.min(ys[i], limit);
        }
        for (int i = 0; i < ends.size(); i++) {
            int s = (int) ends.get(i)[1];
            Series series = input.series().get(s);
            double labelX = plot.right() + 10;
            if (Math.abs(ys[i] - ends.get(i)[0]) > 1) {
                scene.line(plot.right() + 1, ends.get(i)[0], labelX - 2, ys[i], Style.stroke(new Rgb(0xAAAAAA), 0.8));
            }
            String name = Frame.fit(
                    names.get(s), Frame.SMALL_SIZE, false, series.emulated(), scene.width() - Frame.MARGIN - labelX);
            scene.add(new Primitive.Text(
                    labelX,
                    ys[i] + 3.5,
                    name,
                    Frame.SMALL_SIZE,
                    Anchor.START,
                    false,
                    series.emulated(),
                    Frame.labelColour(series.emulated(), false),
                    0,
                    "series-label"));
        }
    }

    static double speedup(Series series, Point point) {
        return point.throughput() / series.points().get(0).throughput();
    }

    /** A rate with a decimal prefix: 0, 250 M, 1.5 G (three significant digits). */
    static String perSecond(double value) {
        return Axis.decimal(value, new String[] {"", " k", " M", " G", " T"});
    }

    private static String integerLabel(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : "";
    }

    private static String description(Input input) {
        if (input.absoluteAxis() != null) {
            return "Thread scaling, " + input.title() + ": " + input.absoluteAxis() + " of each of "
                    + input.series().size() + " strategies against threads"
                    + (input.cores() > 0 ? "; the machine has " + input.cores() + " cores" : "") + ".";
        }
        return "Thread scaling, " + input.title() + ": speed-up of each of "
                + input.series().size()
                + " strategies' total throughput over its own 1-thread throughput, against threads, with the ideal"
                + " as a dashed diagonal" + (input.cores() > 0 ? "; the machine has " + input.cores() + " cores" : "")
                + ".";
    }
}
