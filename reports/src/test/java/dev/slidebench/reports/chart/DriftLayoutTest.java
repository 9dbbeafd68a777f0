package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The drift chart's geometry: forks where their start time (linear from 0) and ratio (log, ×1 on the
 * dashed line) put them in the upper panel, their contention (linear) in the lower one under the
 * threshold line, alternate rounds shaded across both panels, and a legend under the axis.
 */
class DriftLayoutTest {

    private static final double EPS = 1e-6;

    /** Series A (circles) in rounds 1..3, B (squares) alongside. */
    private static DriftChart.Input input() {
        return new DriftChart.Input(
                "RandomLookups.queen",
                null,
                1.10,
                List.of(
                        new DriftChart.Series(
                                "A",
                                false,
                                List.of(
                                        new DriftChart.Fork(10, 1 / 1.25, 1.0, 3),
                                        new DriftChart.Fork(0, 1, 1.5, 1),
                                        new DriftChart.Fork(5, 1.25, 1.25, 2))),
                        new DriftChart.Series(
                                "B",
                                true,
                                List.of(
                                        new DriftChart.Fork(2, 1.1, 1.02, 1),
                                        new DriftChart.Fork(7, 0.9, Double.NaN, 2)))));
    }

    private static Primitive.Line dashed(Scene scene, Rgb colour) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l
                        && l.style().dashed()
                        && colour.equals(l.style().stroke()))
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
    }

    private static List<Primitive.Circle> circles(Scene scene) {
        Primitive.Group a = (Primitive.Group) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Group g && g.cssClass().startsWith("series circle"))
                .findFirst()
                .orElseThrow();
        return a.children().stream().map(p -> (Primitive.Circle) p).toList();
    }

    @Test
    void forksStandAtTheirTimeAndRatio() {
        Scene scene = DriftChart.scene(input());
        Primitive.Line reference = dashed(scene, Palette.MUTED);
        Primitive.Line threshold = dashed(scene, Palette.EMULATED);
        List<Primitive.Circle> marks = circles(scene);
        // Sorted by time: each fork's ratio mark, then its contention mark.
        assertEquals(6, marks.size());
        Primitive.Circle at0 = marks.get(0);
        Primitive.Circle at5 = marks.get(2);
        Primitive.Circle at10 = marks.get(4);
        assertEquals(reference.x1(), at0.cx(), EPS, "minute 0 at the panel's left edge");
        assertEquals(at5.cx() - at0.cx(), at10.cx() - at5.cx(), EPS, "linear time");
        assertEquals(reference.y1(), at0.cy(), EPS, "×1 on the reference line");
        assertEquals(reference.y1() - at5.cy(), at10.cy() - reference.y1(), EPS, "×1.25 and ÷1.25 equally far");
        assertTrue(at5.cy() < reference.y1(), "slower forks (higher ratio) are higher");
        // Contention: the lower panel, linear, 1.5 above 1.25 above 1.0, the threshold 1.10 between.
        Primitive.Circle c0 = marks.get(1);
        Primitive.Circle c5 = marks.get(3);
        Primitive.Circle c10 = marks.get(5);
        assertEquals(at0.cx(), c0.cx(), EPS);
        assertEquals(at10.cx(), c10.cx(), EPS);
        assertEquals(c10.cy() - c5.cy(), c5.cy() - c0.cy(), EPS, "0.25 steps are equal steps");
        assertTrue(c0.cy() < c5.cy() && c5.cy() < c10.cy());
        assertEquals(c10.cy() + (c5.cy() - c10.cy()) * 0.1 / 0.25, threshold.y1(), EPS, "1.10 is 0.4 of 1.0→1.25");
        assertEquals(threshold.y1(), threshold.y2(), EPS);
        assertTrue(threshold.y1() > reference.y1() + 34, "the lower panel is under the upper one");
        assertEquals(reference.x1(), threshold.x1(), EPS, "both panels share the time axis");
        assertEquals(reference.x2(), threshold.x2(), EPS);
        assertEquals(Frame.WIDTH - Frame.MARGIN, reference.x2(), EPS);
        Primitive.Text contended = scene.texts().stream()
                .filter(t -> t.text().equals("contended from 1.1"))
                .findFirst()
                .orElseThrow();
        assertEquals(threshold.x2() - 4, contended.x(), EPS);
        assertEquals(threshold.y1() - 4, contended.y(), EPS, "just above its line");
        assertEquals(Primitive.Anchor.END, contended.anchor());
        // B's fork without CPU time has no contention mark: 2 ratio marks + 1 contention mark.
        Primitive.Group b = (Primitive.Group) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Group g && g.cssClass().startsWith("series square"))
                .findFirst()
                .orElseThrow();
        assertEquals(3, b.children().size());
        assertEquals("B (emulated): 2 forks", b.tooltip());
        assertEquals(
                "Drift chart, RandomLookups.queen: 5 forks of 2 strategies over wall-clock time; above, each fork's"
                        + " mean divided by its strategy's mean (log axis); below, each fork's wall time divided by its"
                        + " CPU time, with the contention threshold 1.1.",
                scene.description());
    }

    @Test
    void roundsAreShadedAlternatelyAcrossBothPanels() {
        Scene scene = DriftChart.scene(input());
        Primitive.Line reference = dashed(scene, Palette.MUTED);
        List<Primitive.Circle> marks = circles(scene);
        double x0 = marks.get(0).cx();
        double x5 = marks.get(2).cx();
        double x10 = marks.get(4).cx();
        List<Primitive.Rect> bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && new Rgb(0xF2F2F2).equals(r.style().fill()))
                .map(p -> (Primitive.Rect) p)
                .toList();
        // Rounds 1 and 3 are shaded; round 1 runs from minute 0 until round 2 starts at minute 5.
        assertEquals(4, bands.size(), "two shaded rounds, each in both panels");
        Primitive.Rect first = bands.get(0);
        assertEquals(x0, first.x(), EPS);
        assertEquals(x5, first.x() + first.width(), EPS, "round 1 lasts until round 2 starts");
        assertEquals(190, first.height(), EPS);
        Primitive.Rect firstLower = bands.get(1);
        assertEquals(first.x(), firstLower.x(), EPS);
        assertEquals(first.width(), firstLower.width(), EPS);
        assertEquals(152, firstLower.height(), EPS);
        assertTrue(firstLower.y() >= first.y() + first.height() + 34 - EPS);
        Primitive.Rect last = bands.get(2);
        assertEquals(x10, last.x(), EPS);
        // Round 3 has one fork (span 0), so it ends where it starts plus 0 ÷ 3 rounds: no width.
        assertEquals(0, last.width(), EPS);
        assertTrue(first.y() < reference.y1() && first.y() + first.height() > reference.y1());
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> t.text().startsWith("round "))
                .toList();
        assertEquals(
                List.of("round 1", "round 2"),
                labels.stream().map(Primitive.Text::text).toList());
        assertEquals((x0 + x5) / 2, labels.get(0).x(), EPS, "named in its middle");
        assertEquals(first.y() + 12, labels.get(0).y(), EPS);
        assertEquals(Primitive.Anchor.MIDDLE, labels.get(0).anchor());
    }

    @Test
    void theLastRoundLastsItsAverageGap() {
        // Round 2 spans minutes 4..10 over 2 rounds: it ends at 10 + 6 / 2 = 13, clipped to the panel.
        DriftChart.Input input = new DriftChart.Input(
                "t",
                null,
                1.10,
                List.of(new DriftChart.Series(
                        "A",
                        false,
                        List.of(
                                new DriftChart.Fork(0, 1, Double.NaN, 1),
                                new DriftChart.Fork(4, 1, Double.NaN, 2),
                                new DriftChart.Fork(10, 1, Double.NaN, 2)))));
        Scene scene = DriftChart.scene(input);
        List<Primitive.Circle> marks = circles(scene);
        assertEquals(3, marks.size(), "no contention marks without CPU time");
        double perMinute = (marks.get(2).cx() - marks.get(0).cx()) / 10;
        List<Primitive.Rect> bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && new Rgb(0xF2F2F2).equals(r.style().fill()))
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(1, bands.size(), "round 1 only, and one panel");
        assertEquals(4 * perMinute, bands.get(0).width(), EPS);
        Primitive.Text round2 = scene.texts().stream()
                .filter(t -> t.text().equals("round 2"))
                .findFirst()
                .orElseThrow();
        double end = Math.min(marks.get(0).cx() + 13 * perMinute, Frame.WIDTH - Frame.MARGIN);
        assertEquals((marks.get(1).cx() + end) / 2, round2.x(), EPS);
        assertTrue(scene.texts().stream()
                .anyMatch(t ->
                        t.text().equals("minutes since the run started (no CPU time recorded: contention unknown)")));
        assertTrue(scene.description().endsWith("; CPU time was not recorded, so contention is unknown."));
        assertFalse(scene.primitives().stream()
                .anyMatch(p -> p instanceof Primitive.Line l
                        && l.style().dashed()
                        && Palette.EMULATED.equals(l.style().stroke())));
    }

    @Test
    void legendEntriesFlowInColumnsUnderTheAxis() {
        List<DriftChart.Series> series = new java.util.ArrayList<>();
        for (int s = 0; s < 12; s++) {
            series.add(new DriftChart.Series(
                    "StrategyName" + s, s == 1, List.of(new DriftChart.Fork(s, 1 + s / 100.0, 1.0, 1))));
        }
        Scene scene = DriftChart.scene(new DriftChart.Input("t", null, 1.1, series));
        List<Primitive.Text> legend = scene.texts().stream()
                .filter(t -> "legend-label".equals(t.cssClass()))
                .toList();
        assertEquals(12, legend.size());
        assertEquals("StrategyName1 (emulated)", legend.get(1).text());
        assertTrue(legend.get(1).italic());
        assertEquals(Palette.EMULATED, legend.get(1).colour());
        double columnWidth = legend.get(1).x() - legend.get(0).x();
        assertTrue(columnWidth >= TextMetrics.width("StrategyName1 (emulated)", Frame.SMALL_SIZE, false, false) + 16);
        assertEquals(Frame.MARGIN + 16, legend.get(0).x(), EPS);
        int columns = 0;
        while (columns < legend.size()
                && legend.get(columns).y() == legend.get(0).y()) {
            columns++;
        }
        assertTrue(columns > 1 && columns < 12, "several columns, several rows: " + columns);
        for (int s = 0; s < 12; s++) {
            Box box = legend.get(s).box();
            assertTrue(box.inside(scene.bounds()), "entry " + s + " on the canvas");
            assertEquals(
                    legend.get(0).x() + (s % columns) * columnWidth,
                    legend.get(s).x(),
                    EPS);
            assertEquals(legend.get(0).y() + (s / columns) * 16, legend.get(s).y(), EPS, "rows 16 px apart");
            for (int t = s + 1; t < 12; t++) {
                assertFalse(box.overlaps(legend.get(t).box()), s + " and " + t);
            }
        }
        Primitive.Circle key = (Primitive.Circle) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .findFirst()
                .orElseThrow();
        assertEquals(legend.get(0).x() - 10, key.cx(), EPS);
        assertEquals(legend.get(0).y() - 4, key.cy(), EPS);
        Primitive.Line threshold = dashed(scene, Palette.EMULATED);
        assertTrue(legend.get(0).box().y() > threshold.y1(), "the legend is under the panels");
        assertTrue(scene.height() >= legend.get(11).box().bottom());
    }
}
