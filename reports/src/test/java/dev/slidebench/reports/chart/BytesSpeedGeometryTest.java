package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bytes-vs-speed chart's absolute geometry, computed by hand. The canvas is 540 px high without a
 * key; the plot starts 26 px under the title and ends 10 px above the x axis's labels and title.
 */
class BytesSpeedGeometryTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    /** The y axis's vertical ink line: x = plot.x, from plot.y to plot.bottom. */
    private static Primitive.Line yAxisLine(Scene scene, double top) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l
                        && l.x1() == l.x2()
                        && Math.abs(l.y1() - top) < EPS
                        && Palette.INK.equals(l.style().stroke()))
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
    }

    private static List<Primitive.Line> whiskers(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l
                        && new Rgb(0xAAAAAA).equals(l.style().stroke()))
                .map(p -> (Primitive.Line) p)
                .skip(1) // the legend's key
                .toList();
    }

    /**
     * A = 1 kB, 2 [1.8, 2.2]; B = 100 kB, 8 [7, 9]. Bytes: log axis around 1 kB..100 kB with the margin
     * 100^0.04 = 10^0.08: log10 from 2.92 to 5.08. Speed: 1.8..9 spans 5×, so linear from zero for 9;
     * ticks 0..9 step 1, 9 is within 3% of 9, so the axis ends at 10.
     */
    @Test
    void markersAndWhiskersStandWhereTheAxesPutThem() {
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("A", 1_000, 2, 1.8, 2.2, false),
                new BytesSpeedChart.Point("B", 100_000, 8, 7, 9, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 26;
        double bottom = 540 - Frame.xAxisHeight(true) - 10;
        Primitive.Line axis = yAxisLine(scene, top);
        assertEquals(bottom, axis.y2(), EPS);
        double left = axis.x1();
        double right = Frame.WIDTH - Frame.MARGIN;
        double height = bottom - top;
        java.util.function.DoubleUnaryOperator x = b -> left + (Math.log10(b) - 2.92) / 2.16 * (right - left);
        java.util.function.DoubleUnaryOperator y = v -> bottom - v / 10 * height;
        // The key under the plot takes its lines plus 2 px of padding; with no key the canvas stays 540 high.
        assertEquals(540, scene.height());

        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        double[] a = MarkerGeometry.centre(markers.get(0).children().get(0));
        double[] b = MarkerGeometry.centre(markers.get(1).children().get(0));
        assertEquals(x.applyAsDouble(1_000), a[0], EPS);
        assertEquals(y.applyAsDouble(2), a[1], EPS);
        assertEquals(x.applyAsDouble(100_000), b[0], EPS);
        assertEquals(y.applyAsDouble(8), b[1], EPS);
        assertEquals(5.5, ((Primitive.Circle) markers.get(0).children().get(0)).radius(), EPS);
        assertEquals("A: 1 kB, 2.00 (Pareto front)", markers.get(0).tooltip());
        assertEquals("B: 100 kB, 8.00 (Pareto front)", markers.get(1).tooltip());

        List<Primitive.Line> whiskers = whiskers(scene);
        assertEquals(2, whiskers.size());
        assertEquals(x.applyAsDouble(1_000), whiskers.get(0).x1(), EPS);
        assertEquals(y.applyAsDouble(1.8), whiskers.get(0).y1(), EPS);
        assertEquals(y.applyAsDouble(2.2), whiskers.get(0).y2(), EPS);
        assertEquals(y.applyAsDouble(7), whiskers.get(1).y1(), EPS);
        assertEquals(y.applyAsDouble(9), whiskers.get(1).y2(), EPS);

        // The staircase: A, across to B's bytes at A's speed, B, then to the right edge at B's speed.
        List<Double> stair = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Path path && path.style().dashed())
                .map(p -> ((Primitive.Path) p).points())
                .findFirst()
                .orElseThrow();
        List<Double> expected = List.of(a[0], a[1], b[0], a[1], b[0], b[1], right, b[1]);
        assertEquals(expected.size(), stair.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), stair.get(i), EPS, "staircase value " + i);
        }
        assertEquals(
                Frame.titleHeight("t", null, Frame.WIDTH) + 13,
                SceneQueries.textReading(scene, "interval").y(),
                EPS,
                "legend baseline");
        SceneQueries.textReading(scene, "ops/us");
        SceneQueries.textReading(scene, "table bytes (log scale)");
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
        assertEquals(
                "Scatter plot, t: table bytes (log axis; strategies without tables in a 0 B column) against ops/us"
                        + " for 2 strategies, each with its own marker and name. Pareto front: A, B.",
                scene.description());
    }

    /**
     * A = 1 kB, 1 [0, 2]; B = 2 kB, 100: 1..100 spans more than 10×, so a log speed axis around 1..100
     * (A's low bound 0 cannot go on it): log10 from −0.08 to 2.08. A's whisker starts at the bottom.
     */
    @Test
    void aLowBoundOffTheLogAxisEndsAtThePlotsBottom() {
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("A", 1_000, 1, 0, 2, false),
                new BytesSpeedChart.Point("B", 2_000, 100, NONE, NONE, true));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 26;
        double bottom = 540 - Frame.xAxisHeight(true) - 10;
        java.util.function.DoubleUnaryOperator y = v -> bottom - (Math.log10(v) + 0.08) / 2.16 * (bottom - top);
        List<Primitive.Line> whiskers = whiskers(scene);
        assertEquals(1, whiskers.size(), "B has no interval");
        assertEquals(bottom, whiskers.get(0).y1(), EPS);
        assertEquals(y.applyAsDouble(2), whiskers.get(0).y2(), EPS);
        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        assertEquals(
                y.applyAsDouble(1),
                MarkerGeometry.centre(markers.get(0).children().get(0))[1],
                EPS);
        assertEquals(
                y.applyAsDouble(100),
                MarkerGeometry.centre(markers.get(1).children().get(0))[1],
                EPS);
        SceneQueries.textReading(scene, "ops/us (log scale)");
        assertEquals("B (emulated): 2 kB, 100 (Pareto front)", markers.get(1).tooltip());
        Primitive.Text label = scene.texts().stream()
                .filter(t -> "point-label".equals(t.cssClass()) && t.text().startsWith("B"))
                .findFirst()
                .orElseThrow();
        assertEquals("B (emulated)", label.text());
        assertEquals(Palette.EMULATED, label.colour());
    }

    @Test
    void onlyPointsWithoutTablesStandInTheZeroColumn() {
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("A", 0, 1, NONE, NONE, false),
                new BytesSpeedChart.Point("B", 0, 3, NONE, NONE, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ns/op", false, points));
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 26;
        double left = yAxisLine(scene, top).x1();
        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        assertEquals(left + 32, MarkerGeometry.centre(markers.get(0).children().get(0))[0], EPS);
        assertEquals(left + 32, MarkerGeometry.centre(markers.get(1).children().get(0))[0], EPS);
        // Lower is better and both have no tables: A (1 ns/op) dominates B.
        assertTrue(scene.description().endsWith("Pareto front: A."), scene.description());
        assertEquals("A: 0 B, 1.00 (Pareto front)", markers.get(0).tooltip());
        assertEquals("B: 0 B, 3.00", markers.get(1).tooltip());
        // Without tables the byte axis still spans a decade from 1 kB: 1 kB and 10 kB ticks.
        SceneQueries.textReading(scene, "10 kB");
    }

    @Test
    void badPointsAreRejectedWithTheirName() {
        IllegalArgumentException bytes = assertThrows(
                IllegalArgumentException.class, () -> new BytesSpeedChart.Point("N", -1, 1, NONE, NONE, false));
        assertEquals("table bytes of \"N\" must be >= 0, got -1", bytes.getMessage());
        IllegalArgumentException value = assertThrows(
                IllegalArgumentException.class, () -> new BytesSpeedChart.Point("Z", 0, 0, NONE, NONE, false));
        assertEquals("value of \"Z\" must be a positive finite number, got 0.0", value.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> new BytesSpeedChart.Point("I", 0, Double.POSITIVE_INFINITY, NONE, NONE, false));
        assertThrows(IllegalArgumentException.class, () -> new BytesSpeedChart.Point("X", 0, 1, 2, 3, false));
        IllegalArgumentException empty = assertThrows(
                IllegalArgumentException.class, () -> new BytesSpeedChart.Input("E", null, "x", true, List.of()));
        assertEquals("a bytes-vs-speed chart needs at least one point: E", empty.getMessage());
    }
}
