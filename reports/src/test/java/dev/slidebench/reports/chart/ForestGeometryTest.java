package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forest plot's absolute geometry, computed by hand. Best = 1 [1, 1] with forks 1 (round 1) and
 * 1.1 (round 2); Slow = 2 [1.5, 3]. The data run from 1 to 3, so the log axis adds the margin
 * m = 3^0.04 each side (more than the 2% floor): ln-range from −ln m to ln 3 + ln m, and v sits
 * (ln v + ln m) / (ln 3 + 2 ln m) of the plot's width right of its left edge.
 */
class ForestGeometryTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static ForestPlot.Input input() {
        return new ForestPlot.Input(
                "t",
                "s",
                "slowdown",
                0.95,
                List.of(
                        new ForestPlot.Row(
                                "Best",
                                1,
                                1,
                                1,
                                true,
                                false,
                                false,
                                List.of(new ForestPlot.Fork(1, 1), new ForestPlot.Fork(1.1, 2))),
                        new ForestPlot.Row("Slow", 2, 1.5, 3, false, false, false, List.of())));
    }

    private static double small(String text) {
        return TextMetrics.width(text, Frame.SMALL_SIZE, false, false);
    }

    @Test
    void rowsStandWhereTheLayoutPutsThem() {
        Scene scene = ForestPlot.scene(input());
        double header = Frame.titleHeight("t", "s", Frame.WIDTH);
        double top = header + 22;
        List<String> values = List.of("1.00\u00d7 [1.00\u00d7, 1.00\u00d7]", "2.00\u00d7 [1.50\u00d7, 3.00\u00d7]");
        double valueWidth = Math.max(
                TextMetrics.width(values.get(0), Frame.TICK_SIZE, true, false),
                TextMetrics.width(values.get(1), Frame.TICK_SIZE, true, false));
        double left = Frame.MARGIN + Frame.labelColumn(List.of("Best", "Slow"), List.of(false, false)) + 10;
        double right = Frame.WIDTH - Frame.MARGIN - valueWidth - 10;
        double w = right - left;
        double lnM = 0.04 * Math.log(3);
        java.util.function.DoubleUnaryOperator x = v -> left + (Math.log(v) + lnM) / (Math.log(3) + 2 * lnM) * w;
        assertEquals((int) Math.ceil(top + 44 + Frame.xAxisHeight(true) + Frame.MARGIN), scene.height());

        Primitive.Line reference = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.style().dashed())
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(x.applyAsDouble(1), reference.x1(), EPS);
        assertEquals(top, reference.y1(), EPS);
        assertEquals(top + 44, reference.y2(), EPS);

        List<Primitive.Group> rows = SceneQueries.groups(scene, "row");
        Primitive.Rect slow = (Primitive.Rect) rows.get(1).children().get(3);
        assertEquals(x.applyAsDouble(2) - 3.5, slow.x(), EPS);
        assertEquals(top + 22 + 11 - 3.5, slow.y(), EPS);
        Primitive.Line whisker = (Primitive.Line) rows.get(1).children().get(0);
        assertEquals(x.applyAsDouble(1.5), whisker.x1(), EPS);
        assertEquals(x.applyAsDouble(3), whisker.x2(), EPS);
        Primitive.Circle fork = (Primitive.Circle) rows.get(0).children().get(1);
        assertEquals(x.applyAsDouble(1.1), fork.cx(), EPS);
        assertEquals(top + 11 - 2, fork.cy(), EPS, "the second fork 2 px above the middle");
        assertEquals(2.8, fork.radius(), EPS);

        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        List<Primitive.Text> shown = scene.texts().stream()
                .filter(t -> "row-value".equals(t.cssClass()))
                .toList();
        assertEquals(values, shown.stream().map(Primitive.Text::text).toList());
        for (int i = 0; i < 2; i++) {
            double baseline = top + 22 * i + 11 + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1;
            assertEquals(baseline, names.get(i).y(), EPS);
            assertEquals(baseline - 1, shown.get(i).y(), EPS);
        }
        assertEquals(Palette.INK, shown.get(1).colour());
        SceneQueries.textReading(scene, "slowdown");
    }

    @Test
    void eightRoundsAreAllNamedNineAreARamp() {
        for (int count : new int[] {8, 9}) {
            List<ForestPlot.Fork> forks = new java.util.ArrayList<>();
            for (int r = 1; r <= count; r++) {
                forks.add(new ForestPlot.Fork(1, r));
            }
            Scene scene = ForestPlot.scene(new ForestPlot.Input(
                    "t", null, "x", 0.95, List.of(new ForestPlot.Row("A", 1, NONE, NONE, true, false, false, forks))));
            List<String> texts =
                    scene.texts().stream().map(Primitive.Text::text).toList();
            int from = texts.indexOf("forks by round:");
            List<String> expected =
                    count == 8 ? List.of("1", "2", "3", "4", "5", "6", "7", "8") : List.of("1", "5", "9");
            assertEquals(expected, texts.subList(from + 1, from + 1 + expected.size()), count + " rounds");
        }
    }

    @Test
    void legendEntriesAreSpacedByTheirTextWidths() {
        Scene scene = ForestPlot.scene(input());
        double baseline = Frame.titleHeight("t", "s", Frame.WIDTH) + 12;
        double estimate = Frame.MARGIN + 11;
        double interval = estimate + small("estimate") + 14 + 22;
        double best = interval + small("95% interval") + 14 + 20;
        double forks = best + small("best group") + 14;
        double round1 = forks + small("forks by round:") + 14 + 9;
        double round2 = round1 + small("1") + 14 - 6 + 9;
        double[] expected = {estimate, interval, best, forks, round1, round2};
        String[] texts = {"estimate", "95% interval", "best group", "forks by round:", "1", "2"};
        for (int i = 0; i < texts.length; i++) {
            Primitive.Text t = SceneQueries.textReading(scene, texts[i]);
            assertEquals(expected[i], t.x(), EPS, texts[i]);
            assertEquals(baseline, t.y(), EPS, texts[i]);
            assertEquals(Palette.MUTED, t.colour());
        }
        Primitive.Line key = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.y1() == baseline - 4.5)
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(interval - 22, key.x1(), EPS);
        assertEquals(baseline - 4.5, key.y2(), EPS, "a level whisker");
        Primitive.Rect band = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r && r.width() == 16 && r.height() == 11)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertEquals(best - 20, band.x(), EPS);
        List<Primitive.Circle> dots = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .map(p -> (Primitive.Circle) p)
                .toList();
        assertEquals(round1 - 9 + 3, dots.get(0).cx(), EPS);
        assertEquals(round2 - 9 + 3, dots.get(1).cx(), EPS);
        assertEquals(2.8 + 0.5, dots.get(0).radius(), EPS);
    }

    @Test
    void axisAlwaysHoldsTheBestAtOne() {
        // Every value above 1 still puts 1 (the best, the reference line) on the axis: 2..4 becomes 1..4.
        ForestPlot.Input input = new ForestPlot.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(
                        new ForestPlot.Row("A", 2, NONE, NONE, false, false, false, List.of()),
                        new ForestPlot.Row("B", 4, NONE, NONE, false, false, false, List.of())));
        Scene scene = ForestPlot.scene(input);
        // 1..4 with margin 4^0.04: the description names the ends, 4^-0.04 = 0.946 and 4^1.04 = 4.23.
        assertEquals(
                "Forest plot, t: slowdown of each of 2 rows against the best on a logarithmic axis (0.946 to"
                        + " 4.23\u00d7), with its interval and one dot per fork coloured by round. No best group given.",
                scene.description());
        // Values all below 1: 0.25..1.
        ForestPlot.Input below = new ForestPlot.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(new ForestPlot.Row("A", 0.5, 0.25, 0.75, false, false, false, List.of())));
        assertEquals(
                "Forest plot, t: slowdown of each of 1 rows against the best on a logarithmic axis (0.237 to"
                        + " 1.06\u00d7), with its interval and one dot per fork coloured by round. No best group given.",
                ForestPlot.scene(below).description());
        // A fork outside the interval widens the axis too, up to the clip: past ×5 the axis ends at ×3.
        ForestPlot.Input wide = new ForestPlot.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(new ForestPlot.Row(
                        "A",
                        2,
                        1.5,
                        3,
                        false,
                        false,
                        false,
                        List.of(new ForestPlot.Fork(8, 1), new ForestPlot.Fork(0.5, 1)))));
        // 0.5..3 spans ×6, margin 6^0.04 = 1.0743: 0.465 to 3.22; the fork at 8 is beyond the edge (not drawn).
        assertEquals(
                "Forest plot, t: slowdown of each of 1 rows against the best on a logarithmic axis (0.465 to"
                        + " 3.22\u00d7), with its interval and one dot per fork coloured by round. No best group given.",
                ForestPlot.scene(wide).description());
        assertEquals(
                1,
                ForestPlot.scene(wide).primitives().stream()
                        .filter(p ->
                                p instanceof Primitive.Group g && g.cssClass().equals("row"))
                        .mapToLong(p -> ((Primitive.Group) p)
                                .children().stream()
                                        .filter(c -> c instanceof Primitive.Circle)
                                        .count())
                        .sum());
        // A row far out (×40) is clipped: an arrow at the plot's edge, its value still written.
        ForestPlot.Input far = new ForestPlot.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(
                        new ForestPlot.Row("A", 1, NONE, NONE, true, false, false, List.of()),
                        new ForestPlot.Row("B", 1.4, 1.2, 1.6, false, false, false, List.of()),
                        new ForestPlot.Row("C", 40, 30, 50, false, false, false, List.of())));
        Scene clipped = ForestPlot.scene(far);
        assertTrue(clipped.description().contains("(0.957 to 3.13\u00d7)"), clipped.description());
        assertTrue(clipped.description().contains("1 row(s) beyond the axis end"), clipped.description());
        SceneQueries.textReading(clipped, "40.00\u00d7 [30.00\u00d7, 50.00\u00d7]");
        assertEquals(
                1,
                clipped.primitives().stream()
                        .filter(p ->
                                p instanceof Primitive.Group g && g.cssClass().equals("row clipped"))
                        .count());
    }

    @Test
    void badRowsAreRejected() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new ForestPlot.Row("A", 0, NONE, NONE, false, false, false, List.of()));
        assertThrows(
                IllegalArgumentException.class, () -> new ForestPlot.Row("A", 1, 0, 2, false, false, false, List.of()));
        assertThrows(
                IllegalArgumentException.class, () -> new ForestPlot.Row("A", 1, 2, 3, false, false, false, List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ForestPlot.Row("A", 1, NONE, NONE, false, false, false, List.of(new ForestPlot.Fork(0, 1))));
        assertThrows(IllegalArgumentException.class, () -> new ForestPlot.Fork(1, -1));
        ForestPlot.Row ok = new ForestPlot.Row("A", 1, NONE, NONE, false, false, false, List.of());
        for (double bad : new double[] {0, 1, NONE}) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> new ForestPlot.Input("t", null, "x", bad, List.of(ok)));
            assertEquals("confidence must be within (0, 1): " + bad, e.getMessage());
        }
        IllegalArgumentException empty = assertThrows(
                IllegalArgumentException.class, () -> new ForestPlot.Input("E", null, "x", 0.95, List.of()));
        assertEquals("a forest plot needs at least one row: E", empty.getMessage());
    }
}
