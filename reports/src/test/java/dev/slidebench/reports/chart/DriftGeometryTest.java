package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The drift chart's absolute geometry, computed by hand. The upper panel starts 8 px under the title
 * and is 190 px high; the lower one starts 34 px under it and is 152 px (0.8 × 190) high.
 *
 * <p>Forks: A at minutes 0, 5, 10 with ratios 1, 1.25, 0.8 and contentions 1.5, 1.25, 1.0; B at 2
 * and 7 with ratios 1.1, 0.9 and contention 1.02 (the second unknown). Time: linear from zero for
 * 10 min, ticks 0, 2, ..., 10; 10 is within 3% of 10, so the axis ends at 12. Ratio: 0.8..1.25 spans
 * ×1.5625, whose 4% margin ×1.018 is under the 2% floor, so the axis runs 0.8/1.02..1.25·1.02.
 * Contention: 1.0..1.5 (the threshold 1.10 inside), span 0.5; 8% of it each side plus 0.01 on top:
 * 0.96..1.55.
 */
class DriftGeometryTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static DriftChart.Input input() {
        return new DriftChart.Input(
                "t",
                null,
                1.10,
                List.of(
                        new DriftChart.Series(
                                "A",
                                false,
                                List.of(
                                        new DriftChart.Fork(10, 0.8, 1.0, 3),
                                        new DriftChart.Fork(0, 1, 1.5, 1),
                                        new DriftChart.Fork(5, 1.25, 1.25, 2))),
                        new DriftChart.Series(
                                "B",
                                true,
                                List.of(new DriftChart.Fork(2, 1.1, 1.02, 1), new DriftChart.Fork(7, 0.9, NONE, 2)))));
    }

    private static List<Primitive.Circle> seriesA(Scene scene) {
        return SceneQueries.groups(scene, "series circle").get(0).children().stream()
                .map(p -> (Primitive.Circle) p)
                .toList();
    }

    private static List<Primitive.Line> lines(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
    }

    @Test
    void panelsAndMarksStandWhereTheAxesPutThem() {
        Scene scene = DriftChart.scene(input());
        double upperTop = Frame.titleHeight("t", null, Frame.WIDTH) + 8;
        double upperBottom = upperTop + 190;
        double lowerTop = upperBottom + 34;
        double lowerBottom = lowerTop + 152;
        Primitive.Line reference = lines(scene).stream()
                .filter(l ->
                        l.style().dashed() && Palette.MUTED.equals(l.style().stroke()))
                .findFirst()
                .orElseThrow();
        double left = reference.x1();
        double right = Frame.WIDTH - Frame.MARGIN;
        assertEquals(right, reference.x2(), EPS);
        double ratioMin = Math.log(0.8 / 1.02);
        double ratioMax = Math.log(1.25 * 1.02);
        double oneY = upperBottom - (0 - ratioMin) / (ratioMax - ratioMin) * 190;
        assertEquals(oneY, reference.y1(), EPS, "×1 where the ratio axis puts it");

        List<Primitive.Circle> a = seriesA(scene);
        double[] minutes = {0, 5, 10};
        double[] ratios = {1, 1.25, 0.8};
        double[] contentions = {1.5, 1.25, 1.0};
        for (int k = 0; k < 3; k++) {
            double x = left + minutes[k] / 12 * (right - left);
            double y = upperBottom - (Math.log(ratios[k]) - ratioMin) / (ratioMax - ratioMin) * 190;
            double c = lowerBottom - (contentions[k] - 0.96) / (1.55 - 0.96) * 152;
            assertEquals(x, a.get(2 * k).cx(), EPS, "fork " + k + " time");
            assertEquals(y, a.get(2 * k).cy(), EPS, "fork " + k + " ratio");
            assertEquals(x, a.get(2 * k + 1).cx(), EPS);
            assertEquals(c, a.get(2 * k + 1).cy(), EPS, "fork " + k + " contention");
            assertEquals(3.6, a.get(2 * k).radius(), EPS);
        }
        Primitive.Line threshold = lines(scene).stream()
                .filter(l ->
                        l.style().dashed() && Palette.EMULATED.equals(l.style().stroke()))
                .findFirst()
                .orElseThrow();
        assertEquals(lowerBottom - (1.10 - 0.96) / (1.55 - 0.96) * 152, threshold.y1(), EPS);
        assertEquals(left, threshold.x1(), EPS);

        // The upper panel repeats the time grid (ticks 0, 2, ..., 12) without labels, and has its own baseline.
        long upperGrid = lines(scene).stream()
                .filter(l -> l.x1() == l.x2()
                        && Math.abs(l.y1() - upperTop) < EPS
                        && Math.abs(l.y2() - upperBottom) < EPS
                        && Palette.GRID.equals(l.style().stroke()))
                .count();
        assertEquals(7, upperGrid);
        assertTrue(lines(scene).stream()
                .anyMatch(l -> Math.abs(l.y1() - upperBottom) < EPS
                        && Math.abs(l.y2() - upperBottom) < EPS
                        && l.x1() == left
                        && l.x2() == right
                        && Palette.INK.equals(l.style().stroke())));

        // Round bands: rounds 1 and 3 shaded in both panels, from the panels' tops.
        List<Primitive.Rect> bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && new Rgb(0xF2F2F2).equals(r.style().fill()))
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(upperTop, bands.get(0).y(), EPS);
        assertEquals(lowerTop, bands.get(1).y(), EPS);
        assertEquals(152, bands.get(1).height(), EPS);

        // Legend: one row under the axis, entries a column apart, marks 10 px left of their names.
        double axisBottom = lowerBottom + Frame.xAxisHeight(true);
        double columnWidth = Math.max(
                TextMetrics.width("A", Frame.SMALL_SIZE, false, false) + 28,
                TextMetrics.width("B (emulated)", Frame.SMALL_SIZE, false, false) + 28);
        List<Primitive.Text> legend = scene.texts().stream()
                .filter(t -> "legend-label".equals(t.cssClass()))
                .toList();
        assertEquals(axisBottom + 10 + 10, legend.get(0).y(), EPS);
        assertEquals(Frame.MARGIN + 16, legend.get(0).x(), EPS);
        assertEquals(Frame.MARGIN + columnWidth + 16, legend.get(1).x(), EPS);
        assertEquals((int) Math.ceil(axisBottom + 10 + 16 + Frame.MARGIN), scene.height());
        // Both value axes and the shared time axis carry their titles.
        SceneQueries.textReading(scene, "fork mean \u00f7 strategy mean");
        SceneQueries.textReading(scene, "wall \u00f7 CPU");
        SceneQueries.textReading(scene, "minutes since the run started");
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
    }

    private static DriftChart.Input rounds(double secondStart, double secondEnd) {
        // A fork of unknown round at minute 11 fixes the time axis at 0..12 without adding a round.
        return new DriftChart.Input(
                "t",
                null,
                1.10,
                List.of(new DriftChart.Series(
                        "A",
                        false,
                        List.of(
                                new DriftChart.Fork(0, 1, NONE, 1),
                                new DriftChart.Fork(secondStart, 1, NONE, 2),
                                new DriftChart.Fork(secondEnd, 1, NONE, 2),
                                new DriftChart.Fork(11, 1, NONE, 0)))));
    }

    private static double left(Scene scene) {
        return lines(scene).stream()
                .filter(l -> l.style().dashed())
                .findFirst()
                .orElseThrow()
                .x1();
    }

    @Test
    void theLastRoundRunsOnByItsAverageGap() {
        // Round 2 spans minutes 4..6, the last of 2 rounds: it ends at 6 + 2 / 2 = 7, named in its middle, 5.5.
        Scene scene = DriftChart.scene(rounds(4, 6));
        double left = left(scene);
        double perMinute = (Frame.WIDTH - Frame.MARGIN - left) / 12;
        assertEquals(
                left + 5.5 * perMinute,
                SceneQueries.textReading(scene, "round 2").x(),
                EPS);
        assertEquals(
                left + 2 * perMinute, SceneQueries.textReading(scene, "round 1").x(), EPS);
    }

    @Test
    void aRoundTooNarrowForItsNameIsNotNamed() {
        // The name needs its width plus 4 px: a round exactly as wide as "round 1" stays unnamed.
        double name = TextMetrics.width("round 1", Frame.SMALL_SIZE, false, false);
        double perMinute = (Frame.WIDTH - Frame.MARGIN - left(DriftChart.scene(rounds(4, 6)))) / 12;
        Scene narrow = DriftChart.scene(rounds(name / perMinute, 6));
        assertTrue(narrow.texts().stream().noneMatch(t -> t.text().equals("round 1")));
        Scene roomy = DriftChart.scene(rounds((name + 8) / perMinute, 6));
        SceneQueries.textReading(roomy, "round 1");
    }

    @Test
    void aLegendOfManyRowsMakesTheCanvasTaller() {
        List<DriftChart.Series> series = new java.util.ArrayList<>();
        double columnWidth = 0;
        for (int s = 0; s < 12; s++) {
            series.add(new DriftChart.Series(
                    "StrategyName" + s, s == 1, List.of(new DriftChart.Fork(s, 1 + s / 100.0, 1.0, 1))));
            String shown = "StrategyName" + s + (s == 1 ? " (emulated)" : "");
            columnWidth = Math.max(columnWidth, TextMetrics.width(shown, Frame.SMALL_SIZE, false, false) + 28);
        }
        Scene scene = DriftChart.scene(new DriftChart.Input("t", null, 1.1, series));
        int columns = (int) ((Frame.WIDTH - 2 * Frame.MARGIN) / columnWidth);
        int rows = (12 + columns - 1) / columns;
        assertTrue(rows > 1, "the premise: more than one legend row");
        double legendTop =
                Frame.titleHeight("t", null, Frame.WIDTH) + 8 + 190 + 34 + 152 + Frame.xAxisHeight(true) + 10;
        assertEquals((int) Math.ceil(legendTop + rows * 16 + Frame.MARGIN), scene.height());
        List<Primitive.Text> legend = scene.texts().stream()
                .filter(t -> "legend-label".equals(t.cssClass()))
                .toList();
        assertEquals(legendTop + (rows - 1) * 16 + 10, legend.get(11).y(), EPS);
        assertEquals(
                Frame.MARGIN + (11 % columns) * columnWidth + 16, legend.get(11).x(), EPS);
    }

    @Test
    void contentionAxisNeverGoesBelowZero() {
        // 0.05 and 5: span 4.95, 8% under 0.05 would be negative, so the axis starts at 0 and ends at
        // 5 + 0.396 + 0.01 = 5.406.
        DriftChart.Input input = new DriftChart.Input(
                "t",
                null,
                1.10,
                List.of(new DriftChart.Series(
                        "A", false, List.of(new DriftChart.Fork(0, 1, 0.05, 1), new DriftChart.Fork(4, 1, 5, 2)))));
        Scene scene = DriftChart.scene(input);
        double lowerBottom = Frame.titleHeight("t", null, Frame.WIDTH) + 8 + 190 + 34 + 152;
        List<Primitive.Circle> a = seriesA(scene);
        assertEquals(lowerBottom - 0.05 / 5.406 * 152, a.get(1).cy(), EPS);
        assertEquals(lowerBottom - 5 / 5.406 * 152, a.get(3).cy(), EPS);
        SceneQueries.textReading(scene, "0");
    }

    @Test
    void forksAllAtTheStartGetAOneMinuteAxis() {
        DriftChart.Input input = new DriftChart.Input(
                "t",
                null,
                1.5,
                List.of(new DriftChart.Series(
                        "A", false, List.of(new DriftChart.Fork(0, 1, NONE, 0), new DriftChart.Fork(0, 2, NONE, 0)))));
        Scene scene = DriftChart.scene(input);
        // Time 0..1: ticks 0, 0.2, ..., 1, then one step more: 1.2.
        SceneQueries.textReading(scene, "1.2");
        assertTrue(
                scene.primitives().stream()
                        .noneMatch(p -> p instanceof Primitive.Rect r
                                && new Rgb(0xF2F2F2).equals(r.style().fill())),
                "no known round, no bands");
        assertEquals(
                "Drift chart, t: 2 forks of 1 strategies over wall-clock time; above, each fork's mean divided by"
                        + " its strategy's mean (log axis); CPU time was not recorded, so contention is unknown.",
                scene.description());
        // Without contention the legend sits under the upper panel's axis.
        double upperBottom = Frame.titleHeight("t", null, Frame.WIDTH) + 8 + 190;
        Primitive.Text legend = scene.texts().stream()
                .filter(t -> "legend-label".equals(t.cssClass()))
                .findFirst()
                .orElseThrow();
        assertEquals(upperBottom + Frame.xAxisHeight(true) + 20, legend.y(), EPS);
    }

    @Test
    void badInputIsRejected() {
        List<DriftChart.Series> one =
                List.of(new DriftChart.Series("A", false, List.of(new DriftChart.Fork(0, 1, NONE, 1))));
        assertEquals(1.0, new DriftChart.Input("t", null, 1.0, one).contentionThreshold(), "1 is allowed");
        for (double bad : new double[] {0.99, NONE, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> new DriftChart.Input("t", null, bad, one));
            assertEquals("contention threshold must be >= 1: " + bad, e.getMessage());
        }
        IllegalArgumentException empty = assertThrows(
                IllegalArgumentException.class,
                () -> new DriftChart.Input("E", null, 1.1, List.of(new DriftChart.Series("A", false, List.of()))));
        assertEquals("a drift chart needs at least one fork: E", empty.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Input("E", null, 1.1, List.of()));
        // One series without forks next to one with: fine.
        new DriftChart.Input("t", null, 1.1, List.of(new DriftChart.Series("A", false, List.of()), one.get(0)));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(NONE, 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(Double.POSITIVE_INFINITY, 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, Double.POSITIVE_INFINITY, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, NONE, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, 1, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, 1, Double.POSITIVE_INFINITY, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, 1, 1, -1));
        assertEquals(
                "fork start must be >= 0 minutes, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(-1, 1, 1, 1))
                        .getMessage());
        assertEquals(
                "fork mean ratio must be positive and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, 0, 1, 1))
                        .getMessage());
        assertEquals(
                "contention must be positive (wall / CPU) or NaN, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(0, 1, -1, 1))
                        .getMessage());
    }

    @Test
    void legendColumnsFitTheWidthBetweenTheMargins() {
        // A name 172 px wide makes columns 200 px: 772 px between the margins hold 3 (not 4), so the
        // fourth entry starts the second row.
        String wide = "W";
        while (TextMetrics.width(wide + "W", Frame.SMALL_SIZE, false, false) <= 168) {
            wide += "W";
        }
        while (TextMetrics.width(wide, Frame.SMALL_SIZE, false, false) < 170) {
            wide += "i";
        }
        double columnWidth = TextMetrics.width(wide, Frame.SMALL_SIZE, false, false) + 28;
        assertTrue(columnWidth > 772 / 4.0 && 828 / columnWidth >= 4 && 772 / columnWidth < 4, "the premise");
        List<DriftChart.Series> series = new java.util.ArrayList<>();
        for (int s = 0; s < 4; s++) {
            series.add(
                    new DriftChart.Series(s == 0 ? wide : "S" + s, false, List.of(new DriftChart.Fork(s, 1, NONE, 1))));
        }
        Scene scene = DriftChart.scene(new DriftChart.Input("t", null, 1.1, series));
        List<Primitive.Text> legend = scene.texts().stream()
                .filter(t -> "legend-label".equals(t.cssClass()))
                .toList();
        assertEquals(Frame.MARGIN + 2 * columnWidth + 16, legend.get(2).x(), EPS);
        assertEquals(Frame.MARGIN + 16, legend.get(3).x(), EPS, "the fourth entry starts a row");
        assertEquals(legend.get(0).y() + 16, legend.get(3).y(), EPS);
    }
}
