package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where the bytes-vs-speed chart puts point names. A name first tries the spot right of its marker:
 * the marker's radius 5.5 plus the placer's first ring 3, so its box starts 8.5 px right of the
 * point, vertically centred on it. Markers, other names and the "no tables" heading are off limits,
 * and the most crowded points choose first.
 */
class BytesSpeedLabelsTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static Primitive.Text label(Scene scene, String text) {
        return scene.texts().stream()
                .filter(t -> "point-label".equals(t.cssClass()) && t.text().equals(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no label " + text));
    }

    private static double[] marker(Scene scene, int index) {
        return MarkerGeometry.centre(
                SceneQueries.groups(scene, "point ").get(index).children().get(0));
    }

    private static double labelHalfHeight() {
        return TextMetrics.lineHeight(Frame.TICK_SIZE) / 2;
    }

    @Test
    void aFreeNameSitsRightOfItsMarkerEvenInTheTopLeftCorner() {
        // A (fewest bytes, fastest) stands near the plot's top left: 9.7 on an axis to 10 is 3% under the top.
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("A", 1_000, 9.7, NONE, NONE, false),
                new BytesSpeedChart.Point("B", 100_000, 5, NONE, NONE, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        double[] a = marker(scene, 0);
        Primitive.Text name = label(scene, "A");
        assertEquals(a[0] + 8.5, name.x(), EPS);
        assertEquals(a[1] - labelHalfHeight() + TextMetrics.ascent(Frame.TICK_SIZE), name.y(), EPS);
        assertTrue(name.bold(), "A is on the front");
        assertFalse(label(scene, "B").bold(), "B has more bytes and less speed than A");
        // 1 and 10 are exactly 10x apart: still a linear speed axis.
        Scene tenfold = BytesSpeedChart.scene(new BytesSpeedChart.Input(
                "t",
                null,
                "ops/us",
                true,
                List.of(
                        new BytesSpeedChart.Point("A", 1_000, 1, NONE, NONE, false),
                        new BytesSpeedChart.Point("B", 2_000, 10, NONE, NONE, false))));
        SceneQueries.textReading(tenfold, "ops/us");
        assertTrue(tenfold.texts().stream().noneMatch(t -> t.text().equals("ops/us (log scale)")));
    }

    @Test
    void namesKeepClearOfTheNoTablesHeading() {
        // The 0 B point stands 3% under the plot's top, where its name would run into "no tables".
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("Zero", 0, 9.7, NONE, NONE, false),
                new BytesSpeedChart.Point("B", 100_000, 5, NONE, NONE, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        Box heading = SceneQueries.textReading(scene, "no tables").box();
        Primitive.Text name = label(scene, "Zero");
        double[] zero = marker(scene, 0);
        // Its first choice, right of the marker, would cross the heading.
        Box east = new Box(
                zero[0] + 8.5,
                zero[1] - labelHalfHeight(),
                TextMetrics.width("Zero", Frame.TICK_SIZE, true, false),
                2 * labelHalfHeight());
        assertTrue(east.overlaps(heading), "the test's premise: east would cross the heading");
        assertFalse(name.box().overlaps(heading), "the name keeps clear of the heading");
    }

    /**
     * A, B and C share their bytes (one column); B is 11 px above A and C 62 px above B (more than 70
     * from A). B has two neighbours within 70 px, A and C one each, so B chooses first and takes the
     * spot right of its marker; A's own right spot would overlap B's name, so A's name goes left.
     */
    @Test
    void theMostCrowdedPointChoosesFirst() {
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("A", 10_000, 9.7, NONE, NONE, false),
                new BytesSpeedChart.Point("B", 10_000, 10, NONE, NONE, false),
                new BytesSpeedChart.Point("C", 10_000, 11.7, NONE, NONE, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        double[] a = marker(scene, 0);
        double[] b = marker(scene, 1);
        double[] c = marker(scene, 2);
        assertEquals(a[0], b[0], EPS);
        assertTrue(a[1] - b[1] > 10 && a[1] - b[1] < 12, "A " + (a[1] - b[1]) + " px under B");
        assertTrue(b[1] - c[1] < 70 && a[1] - c[1] > 70, "C near B only");
        Primitive.Text nameB = label(scene, "B");
        Primitive.Text nameA = label(scene, "A");
        assertEquals(b[0] + 8.5, nameB.x(), EPS, "B: right of its marker");
        assertEquals(b[1] - labelHalfHeight() + TextMetrics.ascent(Frame.TICK_SIZE), nameB.y(), EPS);
        assertEquals(
                a[0] - 8.5 - TextMetrics.width("A", Frame.TICK_SIZE, false, false), nameA.x(), EPS, "A: left of it");
        assertEquals(a[1] - labelHalfHeight() + TextMetrics.ascent(Frame.TICK_SIZE), nameA.y(), EPS);
        assertEquals(c[0] + 8.5, label(scene, "C").x(), EPS);
    }

    private static final double TOP_OFFSET = 26;

    /** The plot's top and bottom: 26 px under the title, 10 px above the x axis of the 540 px canvas. */
    private static double[] plotTopBottom() {
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + TOP_OFFSET;
        return new double[] {top, 540 - Frame.xAxisHeight(true) - 10};
    }

    /**
     * Names stay 2 px inside the plot. One point at 10 / (1 − 5.775 / H) on an axis from 0 to 10 (H
     * the plot's height) stands 5.775 px, half a name's height, under the plot's top: its name right
     * of it would touch the top edge, so it goes under the marker (the first free spot after right,
     * left and above, which all reach the top too).
     */
    @Test
    void namesStayTwoPixelsInsideThePlotsTop() {
        double[] plot = plotTopBottom();
        double value = 10 * (1 - labelHalfHeight() / (plot[1] - plot[0]));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input(
                "t", null, "ops/us", true, List.of(new BytesSpeedChart.Point("A", 1_000, value, NONE, NONE, false))));
        double[] a = marker(scene, 0);
        assertEquals(plot[0] + labelHalfHeight(), a[1], EPS, "the premise: half a name under the top");
        Primitive.Text name = label(scene, "A");
        double width = TextMetrics.width("A", Frame.TICK_SIZE, true, false);
        assertEquals(a[0] - width / 2, name.x(), EPS, "centred under the marker");
        assertEquals(a[1] + 8.5 + TextMetrics.ascent(Frame.TICK_SIZE), name.y(), EPS);
    }

    /** A name built from wide and narrow letters whose bold width falls within (low, high]. */
    private static String nameOfWidth(double low, double high) {
        String name = "W";
        while (TextMetrics.width(name + "W", Frame.TICK_SIZE, true, false) <= low) {
            name += "W";
        }
        while (TextMetrics.width(name, Frame.TICK_SIZE, true, false) <= low) {
            name += "i";
        }
        double width = TextMetrics.width(name, Frame.TICK_SIZE, true, false);
        assertTrue(width > low && width <= high, "no name of width (" + low + ", " + high + "]: " + width);
        return name;
    }

    /**
     * Names stay 2 px inside the canvas's right edge (798). The right point (100 kB, the fastest, so on
     * the front and bold) gets a name that ends 2 px before that edge when right of its marker, and
     * then one that would end 2 px past it, which goes left of the marker instead.
     */
    @Test
    void namesStayTwoPixelsInsideTheRightEdge() {
        java.util.function.Function<String, Scene> chart = name -> BytesSpeedChart.scene(new BytesSpeedChart.Input(
                "t",
                null,
                "ops/us",
                true,
                List.of(
                        new BytesSpeedChart.Point("s", 1_000, 1, NONE, NONE, false),
                        new BytesSpeedChart.Point(name, 100_000, 1.5, NONE, NONE, false))));
        double px = marker(chart.apply("x"), 1)[0];
        double room = Frame.WIDTH - 2 - (px + 8.5);
        String fits = nameOfWidth(room - 3, room - 1);
        Scene fitting = chart.apply(fits);
        assertEquals(px + 8.5, label(fitting, fits).x(), EPS, "ends 1 to 3 px before the edge: right of it");
        String wide = nameOfWidth(room + 1, room + 3);
        Scene tooWide = chart.apply(wide);
        double width = TextMetrics.width(wide, Frame.TICK_SIZE, true, false);
        assertEquals(px - 8.5 - width, label(tooWide, wide).x(), EPS, "would end past the edge: left of it");
    }
}
