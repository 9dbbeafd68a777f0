package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scaling chart's geometry, computed by hand. Series A runs 100, 180, 300 at 1, 2, 4 threads
 * (speed-ups 1, 1.8, 3), B 50 and 100 at 1 and 4 (1, 2). The thread axis runs 1..4 exactly; the
 * speed-up axis is linear from zero to the ideal's 4×, and since its last tick 4 is within 3% of 4
 * it ends one step later, at 5. With a plot 300 px high, speed-up s sits 60·s px above the bottom,
 * and t threads sit (t − 1)/3 of the width right of the left edge.
 */
class ScalingLayoutTest {

    private static final double EPS = 1e-6;

    private static ScalingChart.Series a() {
        return new ScalingChart.Series(
                "A",
                false,
                List.of(
                        new ScalingChart.Point(1, 100),
                        new ScalingChart.Point(2, 180),
                        new ScalingChart.Point(4, 300)));
    }

    private static ScalingChart.Series b() {
        return new ScalingChart.Series(
                "B", true, List.of(new ScalingChart.Point(1, 50), new ScalingChart.Point(4, 100)));
    }

    private static ScalingChart.Input input(int cores) {
        return new ScalingChart.Input("t", null, cores, List.of(a(), b()));
    }

    private static List<Primitive.Line> lines(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
    }

    private static Primitive.Line ideal(Scene scene) {
        return lines(scene).stream()
                .filter(l ->
                        l.style().dashed() && Palette.MUTED.equals(l.style().stroke()))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void pointsIdealAndCoresLineStandWhereTheAxesPutThem() {
        Scene scene = ScalingChart.scene(input(2));
        Primitive.Line ideal = ideal(scene);
        double left = ideal.x1();
        double right = ideal.x2();
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 8;
        double bottom = top + 300;
        double widest = Math.max(
                TextMetrics.width("A", Frame.SMALL_SIZE, false, false),
                TextMetrics.width("B (emulated)", Frame.SMALL_SIZE, false, true));
        assertEquals(Frame.WIDTH - Frame.MARGIN - widest - 14, right, EPS, "room for the end labels");
        assertEquals(bottom - 60, ideal.y1(), EPS, "ideal starts at 1x on 1 thread");
        assertEquals(bottom - 240, ideal.y2(), EPS, "ideal ends at 4x on 4 threads");
        assertEquals(1.2, ideal.style().strokeWidth(), EPS);
        assertEquals((int) Math.ceil(bottom + Frame.xAxisHeight(true) + Frame.MARGIN), scene.height());
        SceneQueries.textReading(scene, "threads");
        // The plot starts where the y axis's labels and upright title need: the title's baseline then sits
        // one line height plus 4 px right of the margin, whatever the tick labels' widths.
        assertEquals(
                Frame.MARGIN + TextMetrics.lineHeight(Frame.LABEL_SIZE) + 4,
                scene.texts().stream()
                        .filter(t -> t.rotation() == -90)
                        .mapToDouble(Primitive.Text::x)
                        .min()
                        .orElseThrow(),
                EPS);
        Primitive.Text idealLabel = SceneQueries.textReading(scene, "ideal");
        assertEquals(right - 4, idealLabel.x(), EPS);
        assertEquals(bottom - 240 - 5, idealLabel.y(), EPS);

        double w = right - left;
        List<Primitive.Group> series = SceneQueries.groups(scene, "series");
        assertEquals(2, series.size());
        assertEquals("series " + Marker.forIndex(0).key(), series.get(0).cssClass());
        assertEquals("series " + Marker.forIndex(1).key(), series.get(1).cssClass());
        double[][] expectedA = {{left, bottom - 60}, {left + w / 3, bottom - 108}, {right, bottom - 180}};
        Primitive.Group groupA = series.get(0);
        assertEquals(4, groupA.children().size(), "the line, then three markers");
        Primitive.Path pathA = (Primitive.Path) groupA.children().get(0);
        assertFalse(pathA.closed());
        assertEquals(Marker.forIndex(0).colour(), pathA.style().stroke());
        assertEquals(1.4, pathA.style().strokeWidth(), EPS);
        for (int k = 0; k < 3; k++) {
            double[] c = MarkerGeometry.centre(groupA.children().get(k + 1));
            assertEquals(expectedA[k][0], c[0], EPS, "A point " + k + " x");
            assertEquals(expectedA[k][1], c[1], EPS, "A point " + k + " y");
            assertEquals(expectedA[k][0], pathA.points().get(2 * k), EPS);
            assertEquals(expectedA[k][1], pathA.points().get(2 * k + 1), EPS);
        }
        double[] b4 = MarkerGeometry.centre(series.get(1).children().get(2));
        assertEquals(right, b4[0], EPS);
        assertEquals(bottom - 120, b4[1], EPS, "B: 2x at 4 threads");
        assertEquals("A: 3\u00d7 at 4 threads", groupA.tooltip());
        assertEquals("B (emulated): 2\u00d7 at 4 threads", series.get(1).tooltip());

        // Two cores of four threads: a dashed vermillion line at 2 threads, a third of the way.
        Primitive.Line cores = lines(scene).stream()
                .filter(l ->
                        l.style().dashed() && Palette.EMULATED.equals(l.style().stroke()))
                .findFirst()
                .orElseThrow();
        assertEquals(left + w / 3, cores.x1(), EPS);
        assertEquals(left + w / 3, cores.x2(), EPS);
        assertEquals(top, cores.y1(), EPS);
        assertEquals(bottom, cores.y2(), EPS);
        Primitive.Text coresLabel = SceneQueries.textReading(scene, "2 cores");
        assertEquals(left + w / 3 + 4, coresLabel.x(), EPS);
        assertEquals(top + 12, coresLabel.y(), EPS);
        assertEquals(
                "Thread scaling, t: speed-up of each of 2 strategies' total throughput over its own 1-thread"
                        + " throughput, against threads, with the ideal as a dashed diagonal; the machine has 2 cores.",
                scene.description());
    }

    @Test
    void endLabelsSitAtTheirLinesEndsInOrder() {
        Scene scene = ScalingChart.scene(input(0));
        Primitive.Line ideal = ideal(scene);
        double right = ideal.x2();
        double bottom = ideal.y1() + 60;
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .toList();
        // A ends higher (3x, 180 px up) than B (2x, 120 px up): A's label first, neither moved.
        assertEquals(
                List.of("A", "B (emulated)"),
                labels.stream().map(Primitive.Text::text).toList());
        assertEquals(right + 10, labels.get(0).x(), EPS);
        assertEquals(bottom - 180 + 3.5, labels.get(0).y(), EPS);
        assertEquals(bottom - 120 + 3.5, labels.get(1).y(), EPS);
        assertFalse(labels.get(0).italic());
        assertTrue(labels.get(1).italic());
        assertEquals(Palette.INK, labels.get(0).colour());
        assertEquals(Palette.EMULATED, labels.get(1).colour());
        assertTrue(lines(scene).stream().noneMatch(l -> l.x1() == right + 1), "no leader line when no label moved");
        assertTrue(
                lines(scene).stream()
                        .noneMatch(l -> l.style().dashed()
                                && Palette.EMULATED.equals(l.style().stroke())),
                "no cores line when the core count is unknown");
        assertTrue(scene.texts().stream().noneMatch(t -> t.text().endsWith("cores")));
        assertTrue(scene.description().endsWith("with the ideal as a dashed diagonal."), scene.description());
        // As many cores as threads: nothing exceeds them, no line either.
        Scene four = ScalingChart.scene(input(4));
        assertTrue(four.texts().stream().noneMatch(t -> t.text().equals("4 cores")));
        assertTrue(four.description().endsWith("; the machine has 4 cores."));
    }

    @Test
    void labelsOfEqualEndsArePushedApartWithLeaders() {
        // Both end at 2x on 2 threads: the same y; the second label goes one pitch (13 px) lower, with a leader.
        ScalingChart.Series first = new ScalingChart.Series(
                "First", false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(2, 20)));
        ScalingChart.Series second = new ScalingChart.Series(
                "Second", false, List.of(new ScalingChart.Point(1, 30), new ScalingChart.Point(2, 60)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(first, second)));
        Primitive.Line ideal = ideal(scene);
        double right = ideal.x2();
        // Axis 0..2 from the ideal's 2x: ticks 0, 0.5, ..., 2 (the last within 3%) so the axis ends at 2.5.
        double bottom = ideal.y1() + 300 / 2.5;
        double end = bottom - 2 * 300 / 2.5;
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("First", "Second"),
                labels.stream().map(Primitive.Text::text).toList());
        assertEquals(end + 3.5, labels.get(0).y(), EPS);
        assertEquals(end + 13 + 3.5, labels.get(1).y(), EPS);
        List<Primitive.Line> leaders =
                lines(scene).stream().filter(l -> l.x1() == right + 1).toList();
        assertEquals(1, leaders.size(), "only the moved label gets a leader");
        assertEquals(end, leaders.get(0).y1(), EPS);
        assertEquals(right + 10 - 2, leaders.get(0).x2(), EPS);
        assertEquals(end + 13, leaders.get(0).y2(), EPS);
        assertEquals(new Rgb(0xAAAAAA), leaders.get(0).style().stroke());
    }

    @Test
    void labelsPushedPastTheBottomShiftUp() {
        // Both collapse to 1/100 of their 1-thread speed: 0.6 px above the bottom of the 0..5 axis.
        ScalingChart.Series low1 = new ScalingChart.Series(
                "Low1", false, List.of(new ScalingChart.Point(1, 100), new ScalingChart.Point(4, 1)));
        ScalingChart.Series low2 = new ScalingChart.Series(
                "Low2", false, List.of(new ScalingChart.Point(1, 100), new ScalingChart.Point(4, 1)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(low1, low2)));
        Primitive.Line ideal = ideal(scene);
        double bottom = ideal.y1() + 60;
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .toList();
        // The lower label stops 2 px above the bottom, the other one pitch above it.
        assertEquals(bottom - 2 + 3.5, labels.get(1).y(), EPS);
        assertEquals(bottom - 2 - 13 + 3.5, labels.get(0).y(), EPS);
        assertEquals(
                List.of("Low1", "Low2"),
                labels.stream().map(Primitive.Text::text).toList());
        assertEquals(
                2, lines(scene).stream().filter(l -> l.x1() == ideal.x2() + 1).count(), "both moved, both led");
    }

    @Test
    void threadTicksAreWholeNumbersOnly() {
        // 1..3 threads: ticks every half thread, labelled only at whole numbers.
        ScalingChart.Series s = new ScalingChart.Series(
                "S", false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(3, 25)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(s)));
        List<String> texts = scene.texts().stream().map(Primitive.Text::text).toList();
        assertTrue(texts.containsAll(List.of("1", "2", "3")), texts.toString());
        assertFalse(texts.contains("1.5"), texts.toString());
        assertFalse(texts.contains("2.5"), texts.toString());
        // One thread only: the axis still spans 1..2 and the lone point has no line.
        ScalingChart.Series single = new ScalingChart.Series("One", false, List.of(new ScalingChart.Point(1, 10)));
        Scene lone = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(single)));
        Primitive.Group group = SceneQueries.groups(lone, "series").get(0);
        assertEquals(1, group.children().size(), "a marker, no path");
        assertTrue(group.children().get(0) instanceof Primitive.Circle);
        assertEquals("One: 1\u00d7 at 1 threads", group.tooltip());
        Primitive.Line ideal = ideal(lone);
        assertEquals(ideal.x1(), ((Primitive.Circle) group.children().get(0)).cx(), EPS, "1 thread at the left");
    }

    @Test
    void absoluteAxisPlotsThroughputFromZero() {
        ScalingChart.Input input = new ScalingChart.Input("t", null, 2, List.of(a(), b()), "lookups per second");
        Scene scene = ScalingChart.scene(input);
        assertTrue(
                lines(scene).stream()
                        .noneMatch(l -> l.style().dashed()
                                && Palette.MUTED.equals(l.style().stroke())),
                "no ideal diagonal on an absolute axis");
        assertTrue(scene.texts().stream().noneMatch(t -> t.text().equals("ideal")));
        List<Primitive.Group> series = SceneQueries.groups(scene, "series");
        assertEquals("A: 300 per second at 4 threads", series.get(0).tooltip());
        assertEquals("B (emulated): 100 per second at 4 threads", series.get(1).tooltip());
        // Throughput axis from 0 for 300: ticks 0, 100, 200, 300, the last within 3%, so it ends at 400.
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 8;
        double bottom = top + 300;
        double[] a4 = MarkerGeometry.centre(series.get(0).children().get(3));
        assertEquals(bottom - 300 * 300 / 400.0, a4[1], EPS);
        double[] b1 = MarkerGeometry.centre(series.get(1).children().get(1));
        assertEquals(bottom - 300 * 50 / 400.0, b1[1], EPS);
        Primitive.Text yTitle = scene.texts().stream()
                .filter(t -> t.rotation() == -90)
                .findFirst()
                .orElseThrow();
        assertEquals("lookups per second", yTitle.text());
        assertTrue(scene.texts().stream().anyMatch(t -> t.text().equals("400")), "ticks print the throughput");
        assertEquals(
                "Thread scaling, t: lookups per second of each of 2 strategies against threads; the machine has 2"
                        + " cores.",
                scene.description());
        Scene unknownCores =
                ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(a()), "lookups per second per thread"));
        assertEquals(
                "Thread scaling, t: lookups per second per thread of each of 1 strategies against threads.",
                unknownCores.description());
        assertEquals(
                "speed-up over 1 thread",
                ScalingChart.scene(input(0)).texts().stream()
                        .filter(t -> t.rotation() == -90)
                        .findFirst()
                        .orElseThrow()
                        .text());
    }

    @Test
    void manySeriesMakeThePlotTaller() {
        List<ScalingChart.Series> many = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            many.add(new ScalingChart.Series(
                    "S" + i, false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(2, 10 + i))));
        }
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, many));
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 8;
        // 25 labels at a 13 px pitch plus 20 px: 345 px, more than the 300 px minimum.
        assertEquals((int) Math.ceil(top + 345 + Frame.xAxisHeight(true) + Frame.MARGIN), scene.height());
    }

    @Test
    void ratesGetDecimalPrefixes() {
        assertEquals("0", ScalingChart.perSecond(0));
        assertEquals("999", ScalingChart.perSecond(999));
        assertEquals("250 M", ScalingChart.perSecond(250e6));
        assertEquals("1.5 G", ScalingChart.perSecond(1.5e9));
        assertNull(new ScalingChart.Input("t", null, 0, List.of(a())).absoluteAxis());
    }

    @Test
    void longNamesAreCutToTheRoomRightOfThePlot() {
        String name = "AStrategyWhoseNameIsFarTooLongToFitBesideTheChartAtAnyReasonableSize";
        ScalingChart.Series s = new ScalingChart.Series(
                name, false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(2, 20)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(s)));
        // The label column is capped at 220 px: the plot ends 220 + 14 px before the right margin.
        double right = ideal(scene).x2();
        assertEquals(Frame.WIDTH - Frame.MARGIN - 220 - 14, right, EPS);
        Primitive.Text label = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .findFirst()
                .orElseThrow();
        assertEquals(right + 10, label.x(), EPS);
        assertTrue(label.text().endsWith("\u2026"), label.text());
        assertTrue(name.startsWith(label.text().substring(0, label.text().length() - 1)));
        assertTrue(label.box().right() <= Frame.WIDTH - Frame.MARGIN + EPS, "the cut name ends at the margin");
        assertTrue(
                label.box().right() > Frame.WIDTH - Frame.MARGIN - 12,
                "and uses the room: " + label.box().right());
    }

    @Test
    void negativeCoresAreRejected() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new ScalingChart.Input("t", null, -1, List.of(a())));
        assertEquals("cores must be >= 0 (0 = unknown): -1", e.getMessage());
        IllegalArgumentException empty =
                assertThrows(IllegalArgumentException.class, () -> new ScalingChart.Input("E", null, 0, List.of()));
        assertEquals("a scaling chart needs at least one series: E", empty.getMessage());
        IllegalArgumentException twice = assertThrows(
                IllegalArgumentException.class,
                () -> new ScalingChart.Series(
                        "D",
                        false,
                        List.of(
                                new ScalingChart.Point(1, 1),
                                new ScalingChart.Point(2, 2),
                                new ScalingChart.Point(2, 3))));
        assertEquals("series \"D\" has two points for 2 threads", twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ScalingChart.Series("N", false, List.of()));
    }

    @Test
    void labelsAreStackedInTheOrderOfTheLinesEndsNotOfTheInput() {
        // Low (first in the input) ends at 2x, High at 2.5x: High's end is higher, so its label comes first
        // and neither moves; taken in input order, High's label would be pushed under Low's.
        ScalingChart.Series low = new ScalingChart.Series(
                "Low", false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(4, 20)));
        ScalingChart.Series high = new ScalingChart.Series(
                "High", false, List.of(new ScalingChart.Point(1, 10), new ScalingChart.Point(4, 25)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(low, high)));
        double bottom = ideal(scene).y1() + 60;
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("High", "Low"),
                labels.stream().map(Primitive.Text::text).toList());
        assertEquals(bottom - 2.5 * 60 + 3.5, labels.get(0).y(), EPS);
        assertEquals(bottom - 2 * 60 + 3.5, labels.get(1).y(), EPS);
    }

    @Test
    void aLabelOnePixelPastTheBottomIsPulledBackWithTheOneAboveIt() {
        // Both end at 0.2x, 12 px above the bottom: the second label would sit 1 px under it; the stack
        // moves up so the lower label ends 2 px above the bottom and the upper one a pitch above that.
        ScalingChart.Series first = new ScalingChart.Series(
                "First", false, List.of(new ScalingChart.Point(1, 100), new ScalingChart.Point(4, 20)));
        ScalingChart.Series second = new ScalingChart.Series(
                "Second", false, List.of(new ScalingChart.Point(1, 100), new ScalingChart.Point(4, 20)));
        Scene scene = ScalingChart.scene(new ScalingChart.Input("t", null, 0, List.of(first, second)));
        double bottom = ideal(scene).y1() + 60;
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "series-label".equals(t.cssClass()))
                .toList();
        assertEquals(bottom - 2 + 3.5, labels.get(1).y(), EPS);
        assertEquals(bottom - 2 - 13 + 3.5, labels.get(0).y(), EPS);
    }
}
