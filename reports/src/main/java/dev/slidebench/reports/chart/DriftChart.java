package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * One run over wall-clock time, in two panels sharing the time axis: above, each fork's mean
 * divided by its strategy's mean (a log axis: ×1.25 slower and ×1.25 faster sit equally far from
 * 1); below, each fork's contention, wall time ÷ CPU time (1 = it had a core to itself), with the
 * threshold from which the report calls a result contended; at the bottom, when forks recorded it, each
 * fork's warm-up until steady in seconds, ringed where it ended at its cap instead of settling (its
 * measurement may still have been on its way down). Rounds are shaded alternately. When
 * all strategies move together the machine drifted, which the rounds design absorbs; one strategy
 * moving alone is its own noise.
 */
public final class DriftChart {

    /**
     * Everything the chart shows. Series are strategies, in the order other charts use (markers
     * follow {@link Marker#forIndex}); {@code contentionThreshold} is drawn as a line (e.g. 1.10).
     */
    public record Input(String title, String subtitle, double contentionThreshold, List<Series> series) {
        public Input {
            series = List.copyOf(series);
            if (series.isEmpty() || series.stream().allMatch(s -> s.forks().isEmpty())) {
                throw new IllegalArgumentException("a drift chart needs at least one fork: " + title);
            }
            if (!(contentionThreshold >= 1) || !Double.isFinite(contentionThreshold)) {
                throw new IllegalArgumentException("contention threshold must be >= 1: " + contentionThreshold);
            }
        }
    }

    /** One strategy's forks. */
    public record Series(String label, boolean emulated, List<Fork> forks) {
        public Series {
            forks = List.copyOf(forks);
        }
    }

    /**
     * One fork: minutes since the run started (≥ 0), its mean ÷ its strategy's mean (> 0), its
     * contention wall ÷ CPU (NaN when CPU time is unknown), its round (1-based, 0 unknown), its warm-up
     * until steady in milliseconds (NaN when not recorded) and whether that warm-up ended at its cap.
     */
    public record Fork(
            double minutes, double ratio, double contention, int round, double warmupMillis, boolean warmupCapped) {

        /** A fork without a recorded warm-up. */
        public Fork(double minutes, double ratio, double contention, int round) {
            this(minutes, ratio, contention, round, Double.NaN, false);
        }

        public Fork {
            if (!Double.isNaN(warmupMillis) && !(warmupMillis >= 0 && Double.isFinite(warmupMillis))) {
                throw new IllegalArgumentException("warm-up must be >= 0 ms or NaN, got " + warmupMillis);
            }
            if (!Double.isFinite(minutes) || minutes < 0) {
                throw new IllegalArgumentException("fork start must be >= 0 minutes, got " + minutes);
            }
            if (!Double.isFinite(ratio) || ratio <= 0) {
                throw new IllegalArgumentException("fork mean ratio must be positive and finite, got " + ratio);
            }
            if (!Double.isNaN(contention) && !(contention > 0 && Double.isFinite(contention))) {
                throw new IllegalArgumentException(
                        "contention must be positive (wall / CPU) or NaN, got " + contention);
            }
            Frame.requireRound(round);
        }
    }

    private static final double PANEL_HEIGHT = 190;
    private static final double PANEL_GAP = 34;
    private static final double MARKER_RADIUS = 3.6;
    private static final Rgb ROUND_BAND = new Rgb(0xF2F2F2);
    private static final Style THRESHOLD = Style.stroke(Palette.EMULATED, 1.2).withDash();
    private static final Style REFERENCE = Style.stroke(Palette.MUTED, 1).withDash();
    private static final Style CAPPED = Style.stroke(Palette.EMULATED, 1.4);

    private DriftChart() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    public static Scene scene(Input input) {
        Extent extent = Extent.of(input);
        Axes axes = Axes.of(extent);
        Panels panels = Panels.of(input, extent, axes);
        List<String> names = new ArrayList<>();
        for (Series series : input.series()) {
            names.add(Frame.displayName(series.label(), series.emulated()));
        }
        LegendGrid legend = LegendGrid.of(names, panels.bottom().bottom() + Frame.xAxisHeight(true) + 10);
        int height = (int) Math.ceil(legend.top() + legend.rows() * 16 + Frame.MARGIN);

        Scene scene = new Scene(
                Frame.WIDTH, height, input.title(), description(input, extent.anyContention, extent.anyWarmup));
        Frame.title(scene, input.title(), input.subtitle());
        roundBands(scene, extent.roundSpans, axes.time(), panels.shown());
        valueAxes(scene, input.contentionThreshold(), axes, panels);
        timeAxis(scene, axes.time(), panels);
        for (int s = 0; s < input.series().size(); s++) {
            scene.add(seriesMarks(input.series().get(s), Marker.forIndex(s), names.get(s), axes, panels));
        }
        legend.draw(scene, input.series(), names);
        return scene;
    }

    /** How far the data reach: what the axes must span, which lower panels have data, each round's time span. */
    private static final class Extent {
        double maxMinutes;
        double lowRatio = 1;
        double highRatio = 1;
        double lowContention = 1;
        double highContention;
        boolean anyContention;
        double maxWarmup;
        boolean anyWarmup;
        final TreeMap<Integer, double[]> roundSpans = new TreeMap<>();

        static Extent of(Input input) {
            Extent extent = new Extent();
            extent.highContention = input.contentionThreshold();
            for (Series series : input.series()) {
                for (Fork fork : series.forks()) {
                    extent.add(fork);
                }
            }
            return extent;
        }

        private void add(Fork fork) {
            maxMinutes = Math.max(maxMinutes, fork.minutes());
            lowRatio = Math.min(lowRatio, fork.ratio());
            highRatio = Math.max(highRatio, fork.ratio());
            if (!Double.isNaN(fork.contention())) {
                anyContention = true;
                lowContention = Math.min(lowContention, fork.contention());
                highContention = Math.max(highContention, fork.contention());
            }
            if (!Double.isNaN(fork.warmupMillis())) {
                anyWarmup = true;
                maxWarmup = Math.max(maxWarmup, fork.warmupMillis() / 1000);
            }
            if (fork.round() > 0) {
                roundSpans.merge(fork.round(), new double[] {fork.minutes(), fork.minutes()}, (a, b) ->
                        new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
    }

    /** The shared time axis and each panel's value axis. */
    private record Axes(Axis time, Axis ratio, Axis contention, Axis warmup) {
        static Axes of(Extent extent) {
            double contentionSpan = extent.highContention - extent.lowContention;
            return new Axes(
                    Axis.linearFromZero(extent.maxMinutes > 0 ? extent.maxMinutes : 1, Axis::plain),
                    Axis.logAround(extent.lowRatio, extent.highRatio, Axis::times),
                    Axis.linear(
                            Math.max(0, extent.lowContention - contentionSpan * 0.08),
                            extent.highContention + contentionSpan * 0.08 + 0.01,
                            Axis::plain),
                    Axis.linearFromZero(extent.maxWarmup > 0 ? extent.maxWarmup : 1, Axis::plain));
        }

        /** Room left of the panels for the widest of the value axes. */
        double labelWidth() {
            return Math.max(Frame.yAxisWidth(ratio), Math.max(Frame.yAxisWidth(contention), Frame.yAxisWidth(warmup)));
        }
    }

    /** The ratio panel, then the contention and warm-up panels (zero height when their data are missing). */
    private record Panels(Box upper, Box lower, Box warm, boolean contention, boolean warmup) {
        static Panels of(Input input, Extent extent, Axes axes) {
            int width = Frame.WIDTH;
            double titleHeight = Frame.titleHeight(input.title(), input.subtitle(), width);
            double left = Frame.MARGIN + axes.labelWidth();
            Box upper = new Box(left, titleHeight + 8, width - Frame.MARGIN - left, PANEL_HEIGHT);
            Box lower = new Box(
                    left, upper.bottom() + PANEL_GAP, upper.width(), extent.anyContention ? PANEL_HEIGHT * 0.8 : 0);
            Box warm = new Box(
                    left,
                    (extent.anyContention ? lower.bottom() : upper.bottom()) + PANEL_GAP,
                    upper.width(),
                    extent.anyWarmup ? PANEL_HEIGHT * 0.6 : 0);
            return new Panels(upper, lower, warm, extent.anyContention, extent.anyWarmup);
        }

        /** The lowest panel shown: the one that carries the time axis's labels. */
        Box bottom() {
            return warmup ? warm : contention ? lower : upper;
        }

        List<Box> shown() {
            List<Box> panels = new ArrayList<>(List.of(upper));
            if (contention) {
                panels.add(lower);
            }
            if (warmup) {
                panels.add(warm);
            }
            return panels;
        }
    }

    /** Each panel's value axis with its reference: ratio 1, the contention threshold, the warm-up cap's key. */
    private static void valueAxes(Scene scene, double contentionThreshold, Axes axes, Panels panels) {
        Box upper = panels.upper();
        Frame.yAxis(scene, axes.ratio(), upper, "fork mean \u00f7 strategy mean");
        double one = axes.ratio().position(1, upper.bottom(), upper.y());
        scene.line(upper.x(), one, upper.right(), one, REFERENCE);
        if (panels.contention()) {
            Box lower = panels.lower();
            Frame.yAxis(scene, axes.contention(), lower, "wall \u00f7 CPU");
            double threshold = axes.contention().position(contentionThreshold, lower.bottom(), lower.y());
            scene.line(lower.x(), threshold, lower.right(), threshold, THRESHOLD);
            panelNote(scene, lower, threshold - 4, "contended from " + Axis.plain(contentionThreshold));
        }
        if (panels.warmup()) {
            Frame.yAxis(scene, axes.warmup(), panels.warm(), "warm-up (s)");
            panelNote(scene, panels.warm(), panels.warm().y() + 12, "ringed: ended at its cap, not settled");
        }
    }

    /** A small note right-aligned inside a panel. */
    private static void panelNote(Scene scene, Box panel, double baseline, String text) {
        scene.add(
                Scene.label(panel.right() - 4, baseline, text, Frame.SMALL_SIZE, Anchor.END, false, Palette.EMULATED));
    }

    /** The time axis under the lowest panel; the panels above share it: grid and ticks, no labels. */
    private static void timeAxis(Scene scene, Axis time, Panels panels) {
        Frame.xAxis(
                scene,
                time,
                panels.bottom(),
                panels.contention()
                        ? "minutes since the run started"
                        : "minutes since the run started (no CPU time recorded: contention unknown)");
        for (Box panel : panels.shown()) {
            if (panel != panels.bottom()) {
                for (Axis.Tick tick : time.ticks()) {
                    double x = time.position(tick.value(), panel.x(), panel.right());
                    scene.line(x, panel.y(), x, panel.bottom(), Style.stroke(Palette.GRID, 1));
                }
                scene.line(panel.x(), panel.bottom(), panel.right(), panel.bottom(), Style.stroke(Palette.INK, 1));
            }
        }
    }

    /** One strategy's forks in time order, a marker in every panel that has its value. */
    private static Primitive seriesMarks(Series series, Marker marker, String name, Axes axes, Panels panels) {
        List<Fork> forks = new ArrayList<>(series.forks());
        forks.sort((a, b) -> Double.compare(a.minutes(), b.minutes()));
        Box upper = panels.upper();
        Box lower = panels.lower();
        Box warm = panels.warm();
        List<Primitive> marks = new ArrayList<>();
        for (Fork fork : forks) {
            double x = axes.time().position(fork.minutes(), upper.x(), upper.right());
            marks.add(marker.draw(x, axes.ratio().position(fork.ratio(), upper.bottom(), upper.y()), MARKER_RADIUS));
            if (panels.contention() && !Double.isNaN(fork.contention())) {
                marks.add(marker.draw(
                        x, axes.contention().position(fork.contention(), lower.bottom(), lower.y()), MARKER_RADIUS));
            }
            if (!Double.isNaN(fork.warmupMillis())) {
                double y = axes.warmup().position(fork.warmupMillis() / 1000, warm.bottom(), warm.y());
                marks.add(marker.draw(x, y, MARKER_RADIUS));
                if (fork.warmupCapped()) {
                    marks.add(new Primitive.Circle(x, y, MARKER_RADIUS + 3, CAPPED));
                }
            }
        }
        return new Primitive.Group("series " + marker.key(), name + ": " + forks.size() + " forks", marks);
    }

    /** The strategies' markers and names in as many equal columns as fit the width. */
    private record LegendGrid(double top, double columnWidth, int columns, int rows) {
        static LegendGrid of(List<String> names, double top) {
            double columnWidth = 0;
            for (String name : names) {
                columnWidth = Math.max(columnWidth, TextMetrics.width(name, Frame.SMALL_SIZE, false, false) + 28);
            }
            int columns = Math.max(1, (int) ((Frame.WIDTH - 2 * Frame.MARGIN) / columnWidth));
            return new LegendGrid(top, columnWidth, columns, (names.size() + columns - 1) / columns);
        }

        void draw(Scene scene, List<Series> series, List<String> names) {
            for (int s = 0; s < names.size(); s++) {
                double x = Frame.MARGIN + (s % columns) * columnWidth;
                double y = top + (s / columns) * 16 + 10;
                scene.add(Marker.forIndex(s).draw(x + 6, y - 4, MARKER_RADIUS));
                boolean emulated = series.get(s).emulated();
                scene.add(new Primitive.Text(
                        x + 16,
                        y,
                        names.get(s),
                        Frame.SMALL_SIZE,
                        Anchor.START,
                        false,
                        emulated,
                        Frame.labelColour(emulated, false),
                        0,
                        "legend-label"));
            }
        }
    }

    /** Every other round shaded across all panels, with its number on top of the first when there is room. */
    private static void roundBands(Scene scene, TreeMap<Integer, double[]> spans, Axis time, List<Box> panels) {
        Box upper = panels.get(0);
        List<Integer> rounds = new ArrayList<>(spans.keySet());
        for (int k = 0; k < rounds.size(); k++) {
            double[] span = spans.get(rounds.get(k));
            // A round runs until the next one starts; the last until its last fork's start plus its average gap.
            double end = k + 1 < rounds.size()
                    ? spans.get(rounds.get(k + 1))[0]
                    : span[1] + (span[1] - span[0]) / Math.max(1, rounds.size());
            double x1 = time.position(span[0], upper.x(), upper.right());
            double x2 = Math.min(upper.right(), time.position(end, upper.x(), upper.right()));
            if (k % 2 == 0) {
                for (Box panel : panels) {
                    scene.rect(x1, panel.y(), x2 - x1, panel.height(), Style.fill(ROUND_BAND));
                }
            }
            String label = "round " + rounds.get(k);
            if (TextMetrics.width(label, Frame.SMALL_SIZE, false, false) < x2 - x1 - 4) {
                scene.add(Scene.label(
                        (x1 + x2) / 2, upper.y() + 12, label, Frame.SMALL_SIZE, Anchor.MIDDLE, false, Palette.MUTED));
            }
        }
    }

    private static String description(Input input, boolean anyContention, boolean anyWarmup) {
        int forks = input.series().stream().mapToInt(s -> s.forks().size()).sum();
        return "Drift chart, " + input.title() + ": " + forks + " forks of "
                + input.series().size()
                + " strategies over wall-clock time; above, each fork's mean divided by its strategy's mean (log axis)"
                + (anyContention
                        ? "; below, each fork's wall time divided by its CPU time, with the contention threshold "
                                + Axis.plain(input.contentionThreshold())
                        : "; CPU time was not recorded, so contention is unknown")
                + (anyWarmup
                        ? "; at the bottom, each fork's warm-up until steady in seconds, " + capped(input)
                                + " of them ended at the cap"
                        : "")
                + ".";
    }

    private static long capped(Input input) {
        return input.series().stream()
                .flatMap(s -> s.forks().stream())
                .filter(f -> !Double.isNaN(f.warmupMillis()) && f.warmupCapped())
                .count();
    }
}
