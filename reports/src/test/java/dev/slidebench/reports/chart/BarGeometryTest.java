package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bar chart's absolute geometry, computed by hand. A = 10 [9, 11], B = 0 [-1, 2], C = 5 [0, 10]:
 * a zero value keeps the axis linear; its highest bound 11 gives ticks 0, 2, ..., 10, and 10 is more
 * than 3% under 11, so the axis ends at 12 and v sits v/12 of the plot's width right of its left edge.
 */
class BarGeometryTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static BarChart.Input input() {
        return new BarChart.Input(
                "t",
                "s",
                "ns/op",
                0.95,
                List.of(
                        new BarChart.Bar("A", 10, 9, 11, true, false, false),
                        new BarChart.Bar("B", 0, -1, 2, false, false, false),
                        new BarChart.Bar("C", 5, 0, 10, false, false, false)));
    }

    private static List<Primitive.Line> lines(Primitive.Group bar) {
        return bar.children().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
    }

    @Test
    void barsNamesAndValuesStandWhereTheLayoutPutsThem() {
        Scene scene = BarChart.scene(input());
        double top = Frame.titleHeight("t", "s", Frame.WIDTH) + 24;
        List<String> values = List.of("10.0 [9.00, 11.0]", "0.00 [-1.00, 2.00]", "5.00 [0.00, 10.0]");
        double valueWidth = 0;
        for (String v : values) {
            valueWidth = Math.max(valueWidth, TextMetrics.width(v, Frame.TICK_SIZE, true, false));
        }
        double left = Frame.MARGIN + Frame.labelColumn(List.of("A", "B", "C"), List.of(false, false, false)) + 10;
        double right = Frame.WIDTH - Frame.MARGIN - valueWidth - 12;
        double w = right - left;
        assertEquals((int) Math.ceil(top + 60 + Frame.xAxisHeight(true) + Frame.MARGIN), scene.height());

        List<Primitive.Group> bars = SceneQueries.groups(scene, "bar");
        Primitive.Rect a = (Primitive.Rect) bars.get(0).children().get(0);
        assertEquals(left, a.x(), EPS);
        assertEquals(top + 10 - 6.5, a.y(), EPS);
        assertEquals(w * 10 / 12, a.width(), EPS);
        List<Primitive.Line> aLines = lines(bars.get(0));
        assertEquals(3, aLines.size());
        assertEquals(left + w * 9 / 12, aLines.get(0).x1(), EPS);
        assertEquals(left + w * 11 / 12, aLines.get(0).x2(), EPS);
        assertEquals(left + w * 9 / 12, aLines.get(2).x1(), EPS, "the low cap");

        // B: a zero bar has no length; its interval reaches below zero, so it is cut at the start and left open.
        Primitive.Rect b = (Primitive.Rect) bars.get(1).children().get(0);
        assertEquals(left, b.x(), EPS);
        assertEquals(0, b.width(), EPS);
        List<Primitive.Line> bLines = lines(bars.get(1));
        assertEquals(2, bLines.size(), "the whisker and the high cap");
        assertEquals(left, bLines.get(0).x1(), EPS);
        assertEquals(left + w * 2 / 12, bLines.get(0).x2(), EPS);
        assertEquals(left + w * 2 / 12, bLines.get(1).x1(), EPS);

        // C: a bound exactly at the axis start is not cut: both caps, the low one on the axis.
        List<Primitive.Line> cLines = lines(bars.get(2));
        assertEquals(3, cLines.size());
        assertEquals(left, cLines.get(0).x1(), EPS);
        assertEquals(left, cLines.get(2).x1(), EPS);
        assertEquals(left + w * 10 / 12, cLines.get(0).x2(), EPS);

        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        List<Primitive.Text> shown = scene.texts().stream()
                .filter(t -> "row-value".equals(t.cssClass()))
                .toList();
        assertEquals(values, shown.stream().map(Primitive.Text::text).toList());
        for (int i = 0; i < 3; i++) {
            double baseline = top + 20 * i + 10 + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1;
            assertEquals(baseline, names.get(i).y(), EPS, "name " + i);
            assertEquals(Frame.MARGIN, names.get(i).x(), EPS);
            assertEquals(baseline - 1, shown.get(i).y(), EPS, "value " + i);
            assertEquals(i == 0, shown.get(i).bold(), "the best group's value in bold");
        }
        assertEquals(
                Frame.titleHeight("t", "s", Frame.WIDTH) + 12,
                SceneQueries.textReading(scene, "best group").y(),
                EPS);
        assertTrue(scene.description()
                .endsWith("; intervals reaching below the axis start are cut there and drawn open."));
        SceneQueries.textReading(scene, "12");
    }

    @Test
    void onlyZeroBarsStillGetAnAxis() {
        BarChart.Input zeros = new BarChart.Input(
                "t",
                null,
                "ns/op",
                0.95,
                List.of(
                        new BarChart.Bar("Z1", 0, NONE, NONE, false, false, false),
                        new BarChart.Bar("Z2", 0, 0, 0, false, false, false)));
        Scene scene = BarChart.scene(zeros);
        // A linear axis from zero to 1 (ticks 0, 0.2, ..., 1; the last is the maximum itself, so one step more).
        SceneQueries.textReading(scene, "1.2");
        assertTrue(scene.description().endsWith("on a linear axis from zero."), "a bound at zero is not cut");
        assertEquals(3, lines(SceneQueries.groups(scene, "bar").get(1)).size());
    }

    @Test
    void emulatedControlAndOtherNamesAreColoured() {
        BarChart.Input input = new BarChart.Input(
                "t",
                null,
                "ns/op",
                0.95,
                List.of(
                        new BarChart.Bar("E", 2, NONE, NONE, false, true, false),
                        new BarChart.Bar("C", 1, NONE, NONE, false, false, true),
                        new BarChart.Bar("O", 3, NONE, NONE, false, false, false)));
        Scene scene = BarChart.scene(input);
        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        List<Primitive.Text> values = scene.texts().stream()
                .filter(t -> "row-value".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("E (emulated)", "C (control)", "O"),
                names.stream().map(Primitive.Text::text).toList());
        assertTrue(names.get(0).italic());
        assertFalse(names.get(1).italic());
        assertEquals(Palette.EMULATED, values.get(0).colour());
        assertEquals(Palette.MUTED, values.get(1).colour());
        assertEquals(Palette.INK, values.get(2).colour());
        assertEquals(
                Palette.OTHER,
                ((Primitive.Rect) SceneQueries.groups(scene, "bar")
                                .get(2)
                                .children()
                                .get(0))
                        .style()
                        .fill());
        assertEquals(
                "E (emulated): 2.00", SceneQueries.groups(scene, "bar").get(0).tooltip());
    }

    @Test
    void badInputIsRejectedWithItsName() {
        IllegalArgumentException negative = assertThrows(
                IllegalArgumentException.class, () -> new BarChart.Bar("N", -1, NONE, NONE, false, false, false));
        assertEquals("value of \"N\" must be a finite number >= 0, got -1.0", negative.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> new BarChart.Bar("I", Double.POSITIVE_INFINITY, NONE, NONE, false, false, false));
        assertThrows(IllegalArgumentException.class, () -> new BarChart.Bar("X", 1, 2, 3, false, false, false));
        IllegalArgumentException empty = assertThrows(
                IllegalArgumentException.class, () -> new BarChart.Input("Empty", null, "x", 0.95, List.of()));
        assertEquals("a bar chart needs at least one bar: Empty", empty.getMessage());
        BarChart.Bar one = new BarChart.Bar("B", 1, NONE, NONE, false, false, false);
        assertThrows(IllegalArgumentException.class, () -> new BarChart.Input("t", null, "x", 0, List.of(one)));
        assertThrows(IllegalArgumentException.class, () -> new BarChart.Input("t", null, "x", 1, List.of(one)));
        assertEquals(0.5, new BarChart.Input("t", null, "x", 0.5, List.of(one)).confidence());
    }

    /**
     * 1, 10 and 100 span 100×: a log axis from the 1-2-5 floor under 1 / 1.25, 0.5, to 5% over the
     * highest bound 110, 115.5; v sits ln(v / 0.5) / ln(231) of the width right of the left edge.
     */
    @Test
    void logBarsStandOnTheFloorToFivePercentOverTheTop() {
        BarChart.Input input = new BarChart.Input(
                "t",
                null,
                "ns/op",
                0.95,
                List.of(
                        new BarChart.Bar("One", 1, 0.2, 1.5, true, false, false),
                        new BarChart.Bar("Ten", 10, NONE, NONE, false, false, false),
                        new BarChart.Bar("Hundred", 100, 90, 110, false, false, false)));
        Scene scene = BarChart.scene(input);
        double valueWidth = 0;
        for (String v : List.of("1.00 [0.200, 1.50]", "10.0", "100 [90.0, 110]")) {
            valueWidth = Math.max(valueWidth, TextMetrics.width(v, Frame.TICK_SIZE, true, false));
        }
        double left =
                Frame.MARGIN + Frame.labelColumn(List.of("One", "Ten", "Hundred"), List.of(false, false, false)) + 10;
        double w = Frame.WIDTH - Frame.MARGIN - valueWidth - 12 - left;
        List<Primitive.Group> bars = SceneQueries.groups(scene, "bar");
        double[] values = {1, 10, 100};
        for (int i = 0; i < 3; i++) {
            Primitive.Rect r = (Primitive.Rect) bars.get(i).children().get(0);
            assertEquals(left, r.x(), EPS);
            assertEquals(w * Math.log(values[i] / 0.5) / Math.log(231), r.width(), EPS, "bar " + i);
        }
        List<Primitive.Line> hundred = lines(bars.get(2));
        double centre = Frame.titleHeight("t", null, Frame.WIDTH) + 24 + 2 * 20 + 10;
        assertEquals(left + w * Math.log(180) / Math.log(231), hundred.get(0).x1(), EPS);
        assertEquals(left + w * Math.log(220) / Math.log(231), hundred.get(0).x2(), EPS);
        // Both caps 8 px tall around the bar's middle.
        for (int k = 1; k < 3; k++) {
            assertEquals(centre - 4, hundred.get(k).y1(), EPS, "cap " + k);
            assertEquals(centre + 4, hundred.get(k).y2(), EPS, "cap " + k);
        }
        // The legend's interval key: a 12 px whisker 4 px above the legend's baseline.
        double baseline = Frame.titleHeight("t", null, Frame.WIDTH) + 12;
        Primitive.Text words = SceneQueries.textReading(scene, "interval");
        Primitive.Line key = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.y1() == baseline - 4 && l.x2() <= words.x())
                .map(p -> (Primitive.Line) p)
                .reduce((first, second) -> second)
                .orElseThrow();
        assertEquals(words.x() - 16, key.x1(), EPS);
        assertEquals(words.x() - 4, key.x2(), EPS);
        assertEquals(baseline - 4, key.y2(), EPS);
    }
}
