package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Bars as a reader compares them: every bar starts at the axis start, its length in proportion to
 * its value (linear from zero) or its logarithm (log axis from a 1-2-5 floor), rows 20 px apart,
 * whiskers at the interval's ends, an interval below the floor cut and left open.
 */
class BarLayoutTest {

    private static final double EPS = 1e-6;

    private static Primitive.Rect rect(Primitive.Group bar) {
        return (Primitive.Rect) bar.children().get(0);
    }

    private static List<Primitive.Line> lines(Primitive.Group bar) {
        return bar.children().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
    }

    @Test
    void linearBarsAreProportionalToTheirValue() {
        BarChart.Input input = new BarChart.Input(
                "t",
                null,
                "ops/us, higher is better",
                0.95,
                List.of(
                        new BarChart.Bar("Ten", 10, 9, 11, false, false, false),
                        new BarChart.Bar("Twenty", 20, 18, 22, true, false, false),
                        new BarChart.Bar("Forty", 40, 36, 44, true, true, false),
                        new BarChart.Bar("BASELINE", 5, Double.NaN, Double.NaN, false, false, true)));
        Scene scene = BarChart.scene(input);
        List<Primitive.Group> bars = SceneQueries.groups(scene, "bar");
        assertEquals(4, bars.size());
        Primitive.Rect ten = rect(bars.get(0));
        for (int i = 0; i < 4; i++) {
            Primitive.Rect r = rect(bars.get(i));
            assertEquals(ten.x(), r.x(), EPS, "every bar starts at zero");
            assertEquals(13, r.height(), EPS);
            assertEquals(ten.y() + 20 * i, r.y(), EPS, "rows 20 px apart");
        }
        assertEquals(2 * ten.width(), rect(bars.get(1)).width(), EPS);
        assertEquals(4 * ten.width(), rect(bars.get(2)).width(), EPS);
        assertEquals(ten.width() / 2, rect(bars.get(3)).width(), EPS);
        double perUnit = ten.width() / 10;
        List<Primitive.Line> whisker = lines(bars.get(1));
        assertEquals(3, whisker.size(), "whisker and both caps");
        double centre = rect(bars.get(1)).y() + 6.5;
        assertEquals(ten.x() + 18 * perUnit, whisker.get(0).x1(), EPS);
        assertEquals(ten.x() + 22 * perUnit, whisker.get(0).x2(), EPS);
        assertEquals(centre, whisker.get(0).y1(), EPS);
        assertEquals(whisker.get(0).x2(), whisker.get(1).x1(), EPS, "the high cap");
        assertEquals(centre - 4, whisker.get(1).y1(), EPS);
        assertEquals(centre + 4, whisker.get(1).y2(), EPS);
        assertEquals(whisker.get(0).x1(), whisker.get(2).x1(), EPS, "the low cap");
        assertEquals(0, lines(bars.get(3)).size(), "no interval, no whisker");
        assertEquals(Palette.OTHER, rect(bars.get(0)).style().fill());
        assertEquals(Palette.BEST, rect(bars.get(1)).style().fill());
        assertEquals(new Rgb(0xF7D0B5), rect(bars.get(2)).style().fill(), "emulated: pale, dashed");
        assertTrue(rect(bars.get(2)).style().dashed());
        assertEquals(Palette.CONTROL, rect(bars.get(3)).style().fill());
        assertEquals("Twenty: 20.0 [18.0, 22.0]", bars.get(1).tooltip());
        assertEquals("BASELINE (control): 5.00", bars.get(3).tooltip());
        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        List<Primitive.Text> values = scene.texts().stream()
                .filter(t -> "row-value".equals(t.cssClass()))
                .toList();
        for (int i = 0; i < 4; i++) {
            double middle = rect(bars.get(i)).y() + 6.5;
            assertTrue(names.get(i).box().y() < middle && names.get(i).box().bottom() > middle, "name on its bar");
            assertTrue(values.get(i).box().y() < middle && values.get(i).box().bottom() > middle);
            assertTrue(names.get(i).box().right() < ten.x(), "names left of the bars");
            for (Primitive p : bars.get(i).children()) {
                double right = p instanceof Primitive.Rect r ? r.x() + r.width() : ((Primitive.Line) p).x2();
                assertTrue(right < values.get(i).box().x(), "values right of every mark");
            }
        }
        assertEquals(
                "Bar chart, t: ops/us, higher is better for 4 rows with 95% intervals, on a linear axis from zero.",
                scene.description());
        assertTrue(scene.texts().stream().anyMatch(t -> t.text().equals("ops/us, higher is better")));
    }

    @Test
    void aWideSpreadGetsALogAxisFromAOneTwoFiveFloor() {
        BarChart.Input input = new BarChart.Input(
                "t",
                null,
                "ns/op",
                0.9,
                List.of(
                        new BarChart.Bar("One", 1, 0.2, 1.5, true, false, false),
                        new BarChart.Bar("Ten", 10, Double.NaN, Double.NaN, false, false, false),
                        new BarChart.Bar("Hundred", 100, 90, 110, false, false, false)));
        Scene scene = BarChart.scene(input);
        List<Primitive.Group> bars = SceneQueries.groups(scene, "bar");
        Primitive.Rect one = rect(bars.get(0));
        Primitive.Rect ten = rect(bars.get(1));
        Primitive.Rect hundred = rect(bars.get(2));
        // The floor is 0.5 (the largest 1-2-5 step below 1 / 1.25): lengths ∝ ln(v / 0.5).
        double perLog = one.width() / Math.log(2);
        assertEquals(perLog * Math.log(20), ten.width(), EPS);
        assertEquals(perLog * Math.log(200), hundred.width(), EPS);
        // One's interval starts below the floor: cut at the axis start, no cap there.
        List<Primitive.Line> open = lines(bars.get(0));
        assertEquals(2, open.size(), "the whisker and the high cap only");
        assertEquals(one.x(), open.get(0).x1(), EPS);
        assertEquals(one.x() + perLog * Math.log(3), open.get(0).x2(), EPS);
        assertEquals(
                "Bar chart, t: ns/op for 3 rows with 90% intervals, on a logarithmic axis (the values span more than"
                        + " 10\u00d7); intervals reaching below the axis start are cut there and drawn open.",
                scene.description());
        assertTrue(scene.texts().stream().anyMatch(t -> t.text().equals("ns/op (log scale)")));
    }

    @Test
    void logAxisOnlyBeyondTenfold() {
        assertFalse(BarChart.usesLogAxis(List.of(bar(1), bar(10))), "exactly 10×: linear");
        assertTrue(BarChart.usesLogAxis(List.of(bar(1), bar(10.01))));
        assertFalse(BarChart.usesLogAxis(List.of(bar(0), bar(100))), "a zero cannot go on a log axis");
        assertFalse(BarChart.usesLogAxis(List.of(bar(100), bar(0))));
        assertEquals(0.5, BarChart.logFloor(1), EPS);
        assertEquals(0.5, BarChart.logFloor(0.625), EPS, "0.625 / 1.25 = 0.5 exactly");
        assertEquals(0.2, BarChart.logFloor(0.6), EPS);
        assertEquals(2, BarChart.logFloor(3), EPS);
        assertEquals(10, BarChart.logFloor(12.5), EPS);
        assertEquals(1, BarChart.logFloor(2), EPS);
        assertEquals(5000, BarChart.logFloor(7000), EPS);
    }

    private static BarChart.Bar bar(double value) {
        return new BarChart.Bar("b" + value, value, Double.NaN, Double.NaN, false, false, false);
    }

    @Test
    void legendListsWhatTheBarsUse() {
        BarChart.Input plain = new BarChart.Input("t", null, "x", 0.95, List.of(bar(1), bar(2)));
        List<String> texts =
                BarChart.scene(plain).texts().stream().map(Primitive.Text::text).toList();
        assertTrue(texts.containsAll(List.of("best group", "others", "interval")));
        assertFalse(texts.contains("emulated (fallback path)"));
        assertFalse(texts.contains("control (harness floor)"));
        BarChart.Input all = new BarChart.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(
                        new BarChart.Bar("E", 1, Double.NaN, Double.NaN, false, true, false),
                        new BarChart.Bar("C", 2, Double.NaN, Double.NaN, false, false, true)));
        Scene scene = BarChart.scene(all);
        List<String> order =
                List.of("best group", "others", "emulated (fallback path)", "control (harness floor)", "interval");
        List<Primitive.Text> legend = new ArrayList<>();
        for (String text : order) {
            legend.add(scene.texts().stream()
                    .filter(t -> t.text().equals(text))
                    .findFirst()
                    .orElseThrow());
        }
        assertEquals(Frame.MARGIN + 16, legend.get(0).x(), EPS);
        for (int i = 1; i < legend.size(); i++) {
            assertEquals(legend.get(0).y(), legend.get(i).y(), EPS);
            assertEquals(
                    legend.get(i - 1).x() + TextMetrics.width(order.get(i - 1), Frame.SMALL_SIZE, false, false) + 30,
                    legend.get(i).x(),
                    EPS,
                    "14 px gap, 16 px swatch");
        }
        List<Primitive.Rect> swatches = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r && r.width() == 12 && r.height() == 9)
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(4, swatches.size());
        for (int i = 0; i < 4; i++) {
            assertEquals(legend.get(i).x() - 16, swatches.get(i).x(), EPS);
            assertEquals(legend.get(i).y() - 8.5, swatches.get(i).y(), EPS);
        }
        assertEquals(Palette.BEST, swatches.get(0).style().fill());
        assertEquals(Palette.OTHER, swatches.get(1).style().fill());
        assertEquals(new Rgb(0xF7D0B5), swatches.get(2).style().fill());
        assertEquals(Palette.CONTROL, swatches.get(3).style().fill());
    }
}
