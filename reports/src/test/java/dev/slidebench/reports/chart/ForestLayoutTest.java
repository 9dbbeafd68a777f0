package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The forest plot's geometry: rows 22 px apart top to bottom in input order, each estimate where the
 * log axis puts it (×1 on the dashed reference line, ×2 and ×4 equally spaced after it), whiskers from
 * low to high through the estimate, fork dots at their own values within the row, best-group rows
 * shaded, names left of the plot and values right of it, the legend on one line.
 */
class ForestLayoutTest {

    private static final double EPS = 1e-6;

    private static ForestPlot.Input input() {
        return new ForestPlot.Input(
                "RandomLookups.queen",
                null,
                "slowdown vs best",
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
                        new ForestPlot.Row(
                                "Double",
                                2,
                                1.8,
                                2.4,
                                false,
                                true,
                                false,
                                List.of(
                                        new ForestPlot.Fork(1.8, 1),
                                        new ForestPlot.Fork(2.0, 2),
                                        new ForestPlot.Fork(2.2, 3),
                                        new ForestPlot.Fork(2.4, 1),
                                        new ForestPlot.Fork(2.0, 2),
                                        new ForestPlot.Fork(2.1, 3))),
                        new ForestPlot.Row("Quadruple", 4, Double.NaN, Double.NaN, false, false, false, List.of()),
                        new ForestPlot.Row("BASELINE", 0.5, 0.4, 0.6, true, false, true, List.of())));
    }

    private static Primitive.Rect estimate(Primitive.Group row) {
        return (Primitive.Rect) row.children().get(row.children().size() - 1);
    }

    private static double centreX(Primitive.Rect r) {
        return r.x() + r.width() / 2;
    }

    private static double centreY(Primitive.Rect r) {
        return r.y() + r.height() / 2;
    }

    @Test
    void estimatesStandOnTheLogAxisRowByRow() {
        Scene scene = ForestPlot.scene(input());
        List<Primitive.Group> rows = SceneQueries.groups(scene, "row");
        assertEquals(4, rows.size());
        Primitive.Line reference = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.style().dashed())
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(reference.x1(), reference.x2(), EPS, "the ×1 line is vertical");
        double one = centreX(estimate(rows.get(0)));
        double two = centreX(estimate(rows.get(1)));
        double four = centreX(estimate(rows.get(2)));
        double half = centreX(estimate(rows.get(3)));
        assertEquals(reference.x1(), one, EPS, "×1 on the reference line");
        assertEquals(two - one, four - two, EPS, "×2 is as far from ×1 as ×4 from ×2");
        assertEquals(one - half, two - one, EPS, "×0.5 as far left as ×2 is right");
        for (int i = 0; i < 4; i++) {
            Primitive.Rect mark = estimate(rows.get(i));
            assertEquals(7, mark.width(), EPS);
            assertEquals(7, mark.height(), EPS);
            assertEquals(centreY(estimate(rows.get(0))) + 22 * i, centreY(mark), EPS, "rows 22 px apart");
            assertTrue(centreY(mark) > reference.y1() && centreY(mark) < reference.y2(), "inside the plot");
        }
        assertEquals(reference.y1() + 11, centreY(estimate(rows.get(0))), EPS, "the first row's middle");
        assertEquals(reference.y1() + 4 * 22, reference.y2(), EPS, "the reference spans the rows");
        // Emulated: hollow with a vermillion edge; control: grey; others ink.
        assertEquals(Rgb.WHITE, estimate(rows.get(1)).style().fill());
        assertEquals(Palette.EMULATED, estimate(rows.get(1)).style().stroke());
        assertEquals(Palette.CONTROL, estimate(rows.get(3)).style().fill());
        assertEquals(Palette.INK, estimate(rows.get(2)).style().fill());
    }

    @Test
    void whiskersAndForkDotsAtTheirValues() {
        Scene scene = ForestPlot.scene(input());
        List<Primitive.Group> rows = SceneQueries.groups(scene, "row");
        double one = centreX(estimate(rows.get(0)));
        double two = centreX(estimate(rows.get(1)));
        double perLog = (two - one) / Math.log(2);
        Primitive.Group doubled = rows.get(1);
        double centre = centreY(estimate(doubled));
        List<Primitive.Line> lines = doubled.children().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
        assertEquals(3, lines.size(), "whisker and two caps");
        Primitive.Line whisker = lines.get(0);
        assertEquals(one + perLog * Math.log(1.8), whisker.x1(), EPS);
        assertEquals(one + perLog * Math.log(2.4), whisker.x2(), EPS);
        assertEquals(centre, whisker.y1(), EPS);
        assertEquals(centre, whisker.y2(), EPS);
        for (int k = 1; k < 3; k++) {
            Primitive.Line cap = lines.get(k);
            assertEquals(cap.x1(), cap.x2(), EPS);
            assertEquals(k == 1 ? whisker.x1() : whisker.x2(), cap.x1(), EPS);
            assertEquals(centre - 4, cap.y1(), EPS);
            assertEquals(centre + 4, cap.y2(), EPS);
        }
        List<Primitive.Circle> dots = doubled.children().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .map(p -> (Primitive.Circle) p)
                .toList();
        double[] values = {1.8, 2.0, 2.2, 2.4, 2.0, 2.1};
        double[] spread = {-4, -2, 0, 2, 4, -4};
        assertEquals(6, dots.size());
        TreeSet<Integer> rounds = new TreeSet<>(List.of(1, 2, 3));
        int[] round = {1, 2, 3, 1, 2, 3};
        for (int j = 0; j < 6; j++) {
            assertEquals(one + perLog * Math.log(values[j]), dots.get(j).cx(), EPS, "fork " + j);
            assertEquals(centre + spread[j], dots.get(j).cy(), EPS, "fork " + j + " spread in a fixed pattern");
            assertEquals(
                    ForestPlot.roundColour(round[j], rounds),
                    dots.get(j).style().fill());
            assertEquals(0.85, dots.get(j).style().opacity(), EPS);
        }
        assertEquals("Double (emulated): 2.00\u00d7 [1.80\u00d7, 2.40\u00d7]; 6 forks", doubled.tooltip());
        assertEquals("Quadruple: 4.00\u00d7", rows.get(2).tooltip());
        assertEquals(1, rows.get(2).children().size(), "no interval, no forks: the estimate alone");
        // A control's interval is grey.
        Primitive.Line controlWhisker = (Primitive.Line) rows.get(3).children().get(0);
        assertEquals(Palette.CONTROL, controlWhisker.style().stroke());
    }

    @Test
    void bandsNamesAndValuesKeepToTheirRows() {
        Scene scene = ForestPlot.scene(input());
        List<Primitive.Group> rows = SceneQueries.groups(scene, "row");
        List<Primitive.Rect> bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && Palette.BEST_BAND.equals(r.style().fill())
                        && r.height() == 22)
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(2, bands.size(), "Best and BASELINE are in the best group");
        int[] best = {0, 3};
        for (int k = 0; k < 2; k++) {
            Primitive.Rect band = bands.get(k);
            double centre = centreY(estimate(rows.get(best[k])));
            assertEquals(centre - 11, band.y(), EPS);
            assertEquals(Frame.MARGIN - 4, band.x(), EPS);
            assertEquals(Frame.WIDTH - Frame.MARGIN + 4, band.x() + band.width(), EPS, "the band spans the row");
        }
        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        List<Primitive.Text> values = scene.texts().stream()
                .filter(t -> "row-value".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("Best", "Double (emulated)", "Quadruple", "BASELINE (control)"),
                names.stream().map(Primitive.Text::text).toList());
        assertEquals(
                List.of(
                        "1.00\u00d7 [1.00\u00d7, 1.00\u00d7]",
                        "2.00\u00d7 [1.80\u00d7, 2.40\u00d7]",
                        "4.00\u00d7",
                        "0.50\u00d7 [0.40\u00d7, 0.60\u00d7]"),
                values.stream().map(Primitive.Text::text).toList());
        double leftmost = Double.POSITIVE_INFINITY;
        double rightmost = Double.NEGATIVE_INFINITY;
        for (Primitive.Group row : rows) {
            for (Primitive p : row.children()) {
                if (p instanceof Primitive.Circle c) {
                    leftmost = Math.min(leftmost, c.cx() - c.radius());
                    rightmost = Math.max(rightmost, c.cx() + c.radius());
                } else if (p instanceof Primitive.Rect r) {
                    leftmost = Math.min(leftmost, r.x());
                    rightmost = Math.max(rightmost, r.x() + r.width());
                } else if (p instanceof Primitive.Line l) {
                    leftmost = Math.min(leftmost, Math.min(l.x1(), l.x2()));
                    rightmost = Math.max(rightmost, Math.max(l.x1(), l.x2()));
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            double centre = centreY(estimate(rows.get(i)));
            Box name = names.get(i).box();
            Box value = values.get(i).box();
            assertTrue(name.y() < centre && name.bottom() > centre, "name " + i + " on its row");
            assertTrue(value.y() < centre && value.bottom() > centre, "value " + i + " on its row");
            assertTrue(name.right() < leftmost, "names left of every mark");
            assertTrue(value.x() > rightmost, "values right of every mark");
            assertEquals(Frame.WIDTH - Frame.MARGIN, value.right(), EPS, "values right-aligned at the margin");
            assertEquals(i == 0 || i == 3, values.get(i).bold(), "best group in bold");
        }
        assertEquals(Palette.MUTED, names.get(3).colour());
        assertTrue(scene.texts().stream()
                .allMatch(t -> t.rotation() != 0 || t.box().inside(scene.bounds())));
        // The data run from 0.4 to 4; the axis adds a margin of ×10^0.04 = ×1.096 each side: 0.365 to 4.39.
        assertEquals(
                "Forest plot, RandomLookups.queen: slowdown of each of 4 rows against the best on a logarithmic axis"
                        + " (0.365 to 4.39\u00d7), with its interval and one dot per fork coloured by round."
                        + " Best group (shaded): Best, BASELINE (control).",
                scene.description());
    }

    @Test
    void legendReadsLeftToRightOnOneLine() {
        Scene scene = ForestPlot.scene(input());
        List<String> order = List.of("estimate", "95% interval", "best group", "forks by round:", "1", "2", "3");
        List<Primitive.Text> legend = new ArrayList<>();
        for (String text : order) {
            legend.add(scene.texts().stream()
                    .filter(t -> t.text().equals(text))
                    .findFirst()
                    .orElseThrow());
        }
        assertEquals(Frame.MARGIN + 11, legend.get(0).x(), EPS);
        for (int i = 1; i < legend.size(); i++) {
            assertEquals(legend.get(0).y(), legend.get(i).y(), EPS, "one line");
            assertTrue(legend.get(i).box().x() > legend.get(i - 1).box().right(), order.get(i) + " after the previous");
            assertFalse(legend.get(i).box().overlaps(legend.get(i - 1).box()));
        }
        double baseline = legend.get(0).y();
        Primitive.Rect swatch = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r && r.width() == 7 && r.height() == 7)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertEquals(Frame.MARGIN, swatch.x(), EPS);
        assertEquals(baseline - 8, swatch.y(), EPS);
        Primitive.Line intervalKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.y1() == baseline - 4.5)
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(18, intervalKey.x2() - intervalKey.x1(), EPS);
        assertTrue(intervalKey.x1() > legend.get(0).box().right()
                && intervalKey.x2() < legend.get(1).x());
        Primitive.Rect bandKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && Palette.BEST_BAND.equals(r.style().fill())
                        && r.width() == 16)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertEquals(baseline - 10, bandKey.y(), EPS);
        assertTrue(bandKey.x() > legend.get(1).box().right()
                && bandKey.x() + 16 < legend.get(2).x());
        List<Primitive.Circle> roundKeys = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .map(p -> (Primitive.Circle) p)
                .toList();
        assertEquals(3, roundKeys.size(), "one key per round, at the top level");
        for (int k = 0; k < 3; k++) {
            Primitive.Circle key = roundKeys.get(k);
            Primitive.Text number = legend.get(4 + k);
            assertTrue(key.cx() + key.radius() <= number.x(), "dot before its number");
            assertTrue(number.x() - key.cx() < 10);
            assertEquals(baseline - 4, key.cy(), EPS);
            assertEquals(Palette.category(k), key.style().fill());
        }
    }

    @Test
    void roundColoursByHand() {
        TreeSet<Integer> three = new TreeSet<>(List.of(0, 4, 7, 9));
        assertEquals(new Rgb(0x999999), ForestPlot.roundColour(0, three), "unknown round");
        assertEquals(Palette.category(0), ForestPlot.roundColour(4, three));
        assertEquals(Palette.category(2), ForestPlot.roundColour(9, three));
        TreeSet<Integer> many = new TreeSet<>();
        for (int r = 1; r <= 11; r++) {
            many.add(r);
        }
        assertEquals(Palette.ramp(0.25), ForestPlot.roundColour(1, many));
        assertEquals(Palette.ramp(1), ForestPlot.roundColour(11, many));
        assertEquals(Palette.ramp(0.25 + 0.75 * 5 / 10.0), ForestPlot.roundColour(6, many));
        TreeSet<Integer> eight = new TreeSet<>();
        for (int r = 1; r <= 8; r++) {
            eight.add(r);
        }
        assertEquals(Palette.category(7), ForestPlot.roundColour(8, eight), "eight rounds still get categories");
    }

    @Test
    void manyRoundsAreNamedByTheirEndsAndMiddle() {
        List<ForestPlot.Fork> forks = new ArrayList<>();
        for (int r = 1; r <= 10; r++) {
            forks.add(new ForestPlot.Fork(1 + r / 100.0, r));
        }
        forks.add(new ForestPlot.Fork(1.05, 0));
        ForestPlot.Input input = new ForestPlot.Input(
                "t", null, "x", 0.9, List.of(new ForestPlot.Row("A", 1.05, 1.01, 1.1, true, false, false, forks)));
        Scene scene = ForestPlot.scene(input);
        List<String> texts = scene.texts().stream().map(Primitive.Text::text).toList();
        assertTrue(texts.contains("90% interval"), texts.toString());
        int from = texts.indexOf("forks by round:");
        // Eleven rounds (0 and 1..10): the first (unknown, "?"), the middle and the last.
        assertEquals(List.of("?", "5", "10"), texts.subList(from + 1, from + 4));
        assertEquals(
                "A: 1.05\u00d7 [1.01\u00d7, 1.10\u00d7]; 11 forks",
                SceneQueries.groups(scene, "row").get(0).tooltip());
        assertTrue(scene.description().endsWith("Best group (shaded): A."));
        ForestPlot.Input none = new ForestPlot.Input(
                "t",
                null,
                "x",
                0.95,
                List.of(new ForestPlot.Row("A", 1.5, Double.NaN, Double.NaN, false, false, false, List.of())));
        Scene plain = ForestPlot.scene(none);
        assertTrue(plain.description().endsWith("No best group given."));
        assertFalse(plain.texts().stream().anyMatch(t -> t.text().equals("forks by round:")), "no forks, no key");
    }
}
