package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runs chart's geometry, computed by hand: rows max(20, 7·runs + 8) px high (22 for two runs),
 * the runs' dots 7 px apart around the row's middle, every value where the axis puts it, odd rows
 * shaded, the value axis linear from zero unless the values span more than 10×.
 */
class RunsLayoutTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static RunsChart.Value v(double value, double low, double high, boolean emulated) {
        return new RunsChart.Value(value, low, high, emulated);
    }

    private static RunsChart.Row row(String label, RunsChart.Value... values) {
        return new RunsChart.Row(label, Arrays.asList(values));
    }

    /** The axis baseline: the one horizontal ink line, from plot.x to plot.right at plot.bottom. */
    private static Primitive.Line axisLine(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l
                        && l.y1() == l.y2()
                        && Palette.INK.equals(l.style().stroke()))
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
    }

    private static Primitive marker(Primitive.Group dot) {
        return dot.children().get(dot.children().size() - 1);
    }

    /**
     * X: 10 [8, 12] in a, 20 [18, 22] in b; Y: 15 in a only. Values 10..20 span 2×: linear from zero
     * for 22, the highest bound; ticks 0, 5, ..., 20, and 20 is more than 3% under 22, so the axis ends
     * at the next tick, 25.
     */
    private static RunsChart.Input linear() {
        return new RunsChart.Input(
                "t",
                null,
                "ns/op",
                List.of("a", "b"),
                List.of(row("X", v(10, 8, 12, false), v(20, 18, 22, false)), row("Y", v(15, NONE, NONE, false), null)));
    }

    @Test
    void linearDotsStandAtTheirValuesAroundTheRowMiddle() {
        Scene scene = RunsChart.scene(linear());
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 24;
        Primitive.Line axis = axisLine(scene);
        double left = axis.x1();
        double right = axis.x2();
        assertEquals(Frame.WIDTH - Frame.MARGIN, right, EPS, "the plot reaches the right margin");
        double labelWidth = Frame.labelColumn(List.of("X", "Y"), List.of(false, false));
        assertEquals(Frame.MARGIN + labelWidth + 10, left, EPS);
        assertEquals(top + 2 * 22, axis.y1(), EPS, "two rows of 22 px");
        assertEquals((int) Math.ceil(top + 44 + Frame.xAxisHeight(true) + Frame.MARGIN), scene.height());
        double w = right - left;

        List<Primitive.Group> dots = SceneQueries.groups(scene, "run-value");
        assertEquals(3, dots.size(), "Y has no value in b");
        assertEquals("run-value " + Marker.forIndex(0).key(), dots.get(0).cssClass());
        assertEquals("run-value " + Marker.forIndex(1).key(), dots.get(1).cssClass());
        assertEquals("run-value " + Marker.forIndex(0).key(), dots.get(2).cssClass());
        double[][] expected = {
            {left + w * 10 / 25, top + 11 - 3.5},
            {left + w * 20 / 25, top + 11 + 3.5},
            {left + w * 15 / 25, top + 33 - 3.5}
        };
        for (int k = 0; k < 3; k++) {
            double[] c = MarkerGeometry.centre(marker(dots.get(k)));
            assertEquals(expected[k][0], c[0], EPS, "dot " + k + " x");
            assertEquals(expected[k][1], c[1], EPS, "dot " + k + " y");
        }
        Primitive.Line interval = (Primitive.Line) dots.get(1).children().get(0);
        assertEquals(left + w * 18 / 25, interval.x1(), EPS);
        assertEquals(left + w * 22 / 25, interval.x2(), EPS);
        assertEquals(top + 11 + 3.5, interval.y1(), EPS);
        assertEquals(top + 11 + 3.5, interval.y2(), EPS);
        assertEquals(Marker.forIndex(1).colour(), interval.style().stroke());
        assertEquals(1.3, interval.style().strokeWidth(), EPS);
        assertEquals(1, dots.get(2).children().size(), "no interval, the marker alone");
        assertEquals("X, a: 10.0 [8.00, 12.0]", dots.get(0).tooltip());
        assertEquals("Y, a: 15.0", dots.get(2).tooltip());

        // Only the second (odd) row is shaded, across the whole width.
        List<Primitive.Rect> bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && new Rgb(0xF5F5F5).equals(r.style().fill()))
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(1, bands.size());
        assertEquals(Frame.MARGIN - 4, bands.get(0).x(), EPS);
        assertEquals(top + 22, bands.get(0).y(), EPS);
        assertEquals(Frame.WIDTH - 2 * Frame.MARGIN + 8, bands.get(0).width(), EPS);
        assertEquals(22, bands.get(0).height(), EPS);

        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        assertEquals(List.of("X", "Y"), names.stream().map(Primitive.Text::text).toList());
        assertEquals(
                top + 33 + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1,
                names.get(1).y(),
                EPS);
        assertFalse(names.get(0).italic());
        assertEquals("ns/op", SceneQueries.textReading(scene, "ns/op").text(), "no log note on a linear axis");
        assertTrue(scene.texts().stream().anyMatch(t -> t.text().equals("25")), "the axis ends at 25");
        assertTrue(scene.texts().stream().noneMatch(t -> t.text().startsWith("hollow")), "no emulated key");
        assertEquals(
                "Dot plot, t: ns/op of 2 strategies in 2 runs (a, b), one marker and interval per run, on a linear"
                        + " axis; hollow vermillion markers ran an emulated fallback path in that run.",
                scene.description());
    }

    @Test
    void legendNamesEachRunWithItsMarker() {
        Scene scene = RunsChart.scene(linear());
        double baseline = Frame.titleHeight("t", null, Frame.WIDTH) + 12;
        Primitive.Text a = SceneQueries.textReading(scene, "a");
        assertEquals(Frame.MARGIN + 16, a.x(), EPS);
        assertEquals(baseline, a.y(), EPS);
        Primitive.Circle key = (Primitive.Circle) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .findFirst()
                .orElseThrow();
        assertEquals(Frame.MARGIN + 6, key.cx(), EPS);
        assertEquals(baseline - 4, key.cy(), EPS);
        assertEquals(Marker.forIndex(0).colour(), key.style().fill());
        Primitive.Text b = SceneQueries.textReading(scene, "b");
        assertEquals(baseline, b.y(), EPS);
        assertTrue(b.x() > a.box().right());
    }

    /**
     * 1 and 100 span 100×: log axis around [1, 100] (X's low of -1 cannot go on it, so the value 1
     * stands in), margin ×100^0.04 = ×10^0.08 each side: log10 runs from -0.08 to 2.08, and v sits
     * (log10 v + 0.08) / 2.16 of the width from the left.
     */
    @Test
    void logAxisWhenValuesSpanMoreThanTenfoldAndLowBoundsAreCut() {
        RunsChart.Input input = new RunsChart.Input(
                "t",
                null,
                "ns/op",
                List.of("a", "b"),
                List.of(row("X", v(1, -1, 2, false), v(100, NONE, NONE, false))));
        Scene scene = RunsChart.scene(input);
        Primitive.Line axis = axisLine(scene);
        double left = axis.x1();
        double w = axis.x2() - left;
        List<Primitive.Group> dots = SceneQueries.groups(scene, "run-value");
        assertEquals(left + w * 0.08 / 2.16, MarkerGeometry.centre(marker(dots.get(0)))[0], EPS);
        assertEquals(left + w * 2.08 / 2.16, MarkerGeometry.centre(marker(dots.get(1)))[0], EPS);
        Primitive.Line interval = (Primitive.Line) dots.get(0).children().get(0);
        assertEquals(left, interval.x1(), EPS, "a bound below the axis starts at its edge");
        assertEquals(left + w * (Math.log10(2) + 0.08) / 2.16, interval.x2(), EPS);
        SceneQueries.textReading(scene, "ns/op (log scale)");
        assertTrue(scene.description().contains("on a logarithmic axis;"), scene.description());
        // Exactly 10x is not "more than 10x": linear.
        RunsChart.Input tenfold = new RunsChart.Input(
                "t",
                null,
                "ns/op",
                List.of("a"),
                List.of(row("X", v(1, NONE, NONE, false)), row("Y", v(10, NONE, NONE, false))));
        assertTrue(RunsChart.scene(tenfold).description().contains("on a linear axis;"));
        // A low bound of exactly 0 cannot go on a log axis either: the value stands in, and the whisker
        // starts at the plot's left edge.
        RunsChart.Input zeroLow = new RunsChart.Input(
                "t", null, "ns/op", List.of("a", "b"), List.of(row("X", v(1, 0, 2, false), v(100, NONE, NONE, false))));
        Scene zero = RunsChart.scene(zeroLow);
        Primitive.Line zeroAxis = axisLine(zero);
        List<Primitive.Group> zeroDots = SceneQueries.groups(zero, "run-value");
        assertEquals(
                zeroAxis.x1() + (zeroAxis.x2() - zeroAxis.x1()) * 0.08 / 2.16,
                MarkerGeometry.centre(marker(zeroDots.get(0)))[0],
                EPS);
        assertEquals(zeroAxis.x1(), ((Primitive.Line) zeroDots.get(0).children().get(0)).x1(), EPS);
    }

    @Test
    void emulatedValuesAreHollowVermillionAndNamedByRun() {
        RunsChart.Input input = new RunsChart.Input(
                "t",
                null,
                "ns/op",
                List.of("a", "b", "c"),
                List.of(row("P", v(5, 4, 6, true), v(6, NONE, NONE, false), v(7, NONE, NONE, true))));
        Scene scene = RunsChart.scene(input);
        List<Primitive.Group> dots = SceneQueries.groups(scene, "run-value");
        assertEquals(3, dots.size());
        assertEquals(
                "P (emulated: a, c), a: 5.00 [4.00, 6.00] (emulated)",
                dots.get(0).tooltip());
        assertEquals("P (emulated: a, c), b: 6.00", dots.get(1).tooltip());
        Primitive.Circle hollow = (Primitive.Circle) marker(dots.get(0));
        assertEquals(Palette.EMULATED, hollow.style().stroke());
        assertNull(hollow.style().fill());
        assertEquals(Marker.forIndex(0).key(), dots.get(0).cssClass().substring("run-value ".length()));
        Primitive filled = marker(dots.get(1));
        assertEquals(Marker.forIndex(1).draw(0, 0, 3.6).getClass(), filled.getClass());
        assertEquals(
                Marker.forIndex(1).colour(), ((Primitive.Path) filled).style().fill());
        // Three runs: rows 29 px high, dots 7 px above, on and below the middle.
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 24;
        assertEquals(top + 29, axisLine(scene).y1(), EPS);
        assertEquals(top + 14.5 - 7, MarkerGeometry.centre(marker(dots.get(0)))[1], EPS);
        assertEquals(top + 14.5, MarkerGeometry.centre(marker(dots.get(1)))[1], EPS);
        Primitive.Text name = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .findFirst()
                .orElseThrow();
        assertTrue(name.italic(), "emulated somewhere: italic");
        assertEquals(Palette.EMULATED, name.colour());
        Primitive.Text key = SceneQueries.textReading(scene, "hollow: emulated (fallback path) in that run");
        Primitive.Circle keyMark = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Circle c && c.style().fill() == null)
                .map(p -> (Primitive.Circle) p)
                .findFirst()
                .orElseThrow();
        assertEquals(key.x() - 16 + 6, keyMark.cx(), EPS);
        assertEquals(key.y() - 4, keyMark.cy(), EPS);
        assertEquals(1.6, keyMark.style().strokeWidth(), EPS);
    }

    @Test
    void rowNamesSayWhichRunsRanAFallback() {
        List<String> runs = List.of("17", "25");
        assertEquals("P", RunsChart.name(row("P", v(1, NONE, NONE, false), v(1, NONE, NONE, false)), runs));
        assertEquals(
                "P (emulated: 17)", RunsChart.name(row("P", v(1, NONE, NONE, true), v(1, NONE, NONE, false)), runs));
        assertEquals(
                "P (emulated: 25)", RunsChart.name(row("P", v(1, NONE, NONE, false), v(1, NONE, NONE, true)), runs));
        assertEquals("P (emulated)", RunsChart.name(row("P", v(1, NONE, NONE, true), v(1, NONE, NONE, true)), runs));
        assertEquals("P (emulated)", RunsChart.name(row("P", null, v(1, NONE, NONE, true)), runs));
        assertEquals("P (emulated)", RunsChart.name(row("P (emulated)", v(1, NONE, NONE, true), null), runs));
        assertEquals("P", RunsChart.name(row("P", null, null), runs));
    }

    @Test
    void oneRunRowsAreTwentyPixels() {
        RunsChart.Input input = new RunsChart.Input(
                "t",
                null,
                "ns/op",
                List.of("a"),
                List.of(row("X", v(2, NONE, NONE, false)), row("Y", v(3, NONE, NONE, false))));
        Scene scene = RunsChart.scene(input);
        double top = Frame.titleHeight("t", null, Frame.WIDTH) + 24;
        assertEquals(top + 40, axisLine(scene).y1(), EPS, "max(20, 7 + 8) = 20 px a row");
        List<Primitive.Group> dots = SceneQueries.groups(scene, "run-value");
        assertEquals(
                top + 10, MarkerGeometry.centre(marker(dots.get(0)))[1], EPS, "one run: the dot on the row's middle");
        assertEquals(top + 30, MarkerGeometry.centre(marker(dots.get(1)))[1], EPS);
    }

    @Test
    void noValueAtAllIsRejected() {
        List<RunsChart.Value> nothing = new ArrayList<>();
        nothing.add(null);
        RunsChart.Input input =
                new RunsChart.Input("empty", null, "ns/op", List.of("a"), List.of(new RunsChart.Row("X", nothing)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunsChart.scene(input));
        assertEquals("a runs chart needs at least one value: empty", e.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> new RunsChart.Input("t", null, "ns/op", List.of(), List.of(new RunsChart.Row("X", List.of()))));
        assertThrows(
                IllegalArgumentException.class, () -> new RunsChart.Input("t", null, "ns/op", List.of("a"), List.of()));
        IllegalArgumentException ragged = assertThrows(
                IllegalArgumentException.class,
                () -> new RunsChart.Input(
                        "t", null, "ns/op", List.of("a"), List.of(new RunsChart.Row("X", List.of()))));
        assertEquals("row \"X\" has 0 values for 1 runs", ragged.getMessage());
        IllegalArgumentException outside =
                assertThrows(IllegalArgumentException.class, () -> new RunsChart.Value(1, 2, 3, false));
        assertEquals("interval of \"a run's value\" [2.0, 3.0] does not contain its value 1.0", outside.getMessage());
    }
}
