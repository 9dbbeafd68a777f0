package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bytes-vs-speed chart as a reader reads it: markers where their bytes (log axis) and speed put
 * them, a 0 B column left of an axis break, the Pareto staircase through the front's markers, interval
 * whiskers through their marker, names beside their points, numbered when crowded, all on the canvas.
 */
class BytesSpeedLayoutTest {

    private static final double EPS = 1e-6;

    private static BytesSpeedChart.Point point(String label, long bytes, double value) {
        return new BytesSpeedChart.Point(label, bytes, value, value * 0.9, value * 1.1, false);
    }

    @Test
    void paretoFrontByHand() {
        // Throughput: B (1000 B, 5) beats C (2000 B, 4) on both; E ties B exactly, so neither dominates.
        List<BytesSpeedChart.Point> points = List.of(
                point("A", 0, 1), point("B", 1000, 5), point("C", 2000, 4), point("D", 4000, 9), point("E", 1000, 5));
        assertEquals(List.of(0, 1, 4, 3), BytesSpeedChart.paretoFront(points, true));
        // Equal speed with more bytes is dominated.
        assertEquals(List.of(1), BytesSpeedChart.paretoFront(List.of(point("P", 1000, 5), point("Q", 500, 5)), true));
        // Times (lower is better): the smaller time wins.
        List<BytesSpeedChart.Point> times = List.of(point("F", 100, 2), point("G", 50, 3), point("H", 200, 1));
        assertEquals(List.of(1, 0, 2), BytesSpeedChart.paretoFront(times, false));
        assertEquals(List.of(1), BytesSpeedChart.paretoFront(List.of(point("F", 100, 2), point("G", 50, 2)), false));
        assertEquals(List.of(1), BytesSpeedChart.paretoFront(List.of(point("F", 100, 3), point("G", 50, 2)), false));
        assertEquals(List.of(0), BytesSpeedChart.paretoFront(List.of(point("F", 100, 2), point("G", 200, 3)), false));
    }

    @Test
    void markersStandWhereBytesAndSpeedPutThem() {
        // Bytes a decade apart sit equally far apart; speeds on a linear axis from 0 in proportion.
        List<BytesSpeedChart.Point> points =
                List.of(point("Small", 1_000, 2), point("Middle", 10_000, 4), point("Large", 100_000, 8));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        assertEquals(3, markers.size());
        // All three are on the front, so the staircase passes through their exact centres.
        List<Double> stair = staircase(scene);
        double[][] c = {{stair.get(0), stair.get(1)}, {stair.get(4), stair.get(5)}, {stair.get(8), stair.get(9)}};
        for (int i = 0; i < 3; i++) {
            double[] drawn = MarkerGeometry.centre(markers.get(i).children().get(0));
            assertEquals(c[i][0], drawn[0], 2, "marker " + i + " drawn at its point");
            assertEquals(c[i][1], drawn[1], 2, "marker " + i + " drawn at its point");
            assertTrue(new Box(c[i][0], c[i][1], 0, 0).inside(scene.bounds()));
        }
        assertTrue(
                scene.texts().stream().noneMatch(t -> t.text().startsWith("Numbered points: ")),
                "three named points need no key");
        assertEquals(540, scene.height(), EPS, "without a key the canvas keeps its height");
        assertTrue(c[1][0] > c[0][0] && c[2][0] > c[1][0], "more bytes to the right");
        assertEquals(c[1][0] - c[0][0], c[2][0] - c[1][0], EPS, "a decade is a decade");
        assertTrue(c[1][1] < c[0][1] && c[2][1] < c[1][1], "faster is higher");
        // Linear from zero: y(0) − y(v) ∝ v, so (y2 − y4) ÷ (y4 − y8) = 2 ÷ 4.
        assertEquals(0.5, (c[0][1] - c[1][1]) / (c[1][1] - c[2][1]), EPS);
        // Whiskers: vertical, through their marker, from the interval's ends (±10% here).
        List<Primitive.Line> whiskers = whiskers(scene);
        assertEquals(3, whiskers.size());
        for (int i = 0; i < 3; i++) {
            Primitive.Line w = whiskers.get(i);
            assertEquals(c[i][0], w.x1(), EPS);
            assertEquals(c[i][0], w.x2(), EPS);
            assertTrue(w.y1() > c[i][1] && w.y2() < c[i][1], "low end below the marker, high end above");
            assertEquals(c[i][1] - w.y2(), w.y1() - c[i][1], EPS, "±10% on a linear axis is symmetric");
        }
        // Only Large is on the front (it is fastest) ... and Small and Middle, which have fewer bytes.
        String front = scene.description().split("Pareto front: ")[1];
        assertEquals("Small, Middle, Large.", front);
        assertTrue(
                markers.get(0).tooltip().startsWith("Small: 1 kB, "),
                markers.get(0).tooltip());
        assertTrue(markers.get(0).tooltip().endsWith(" (Pareto front)"));
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "point-label".equals(t.cssClass()))
                .toList();
        assertEquals(3, labels.size());
        for (Primitive.Text label : labels) {
            assertTrue(label.bold(), "front names are bold");
            assertTrue(label.box().inside(scene.bounds()));
        }
    }

    @Test
    void theStaircaseRunsThroughTheFrontToThePlotsRightEdge() {
        List<BytesSpeedChart.Point> points =
                List.of(point("NoTables", 0, 1), point("B", 1000, 5), point("C", 2000, 4), point("D", 4000, 9));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        Primitive.Path stair = (Primitive.Path) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Path path && path.style().dashed())
                .findFirst()
                .orElseThrow();
        assertFalse(stair.closed());
        List<Double> xy = stair.points();
        double[] a = MarkerGeometry.centre(markers.get(0).children().get(0));
        double[] b = MarkerGeometry.centre(markers.get(1).children().get(0));
        double[] d = MarkerGeometry.centre(markers.get(3).children().get(0));
        // A, then across to B's x at A's height, B, across to D's x at B's height, D, then to the right edge.
        double[] expected = {a[0], a[1], b[0], a[1], b[0], b[1], d[0], b[1], d[0], d[1]};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], xy.get(i), 1e-6, "path value " + i);
        }
        assertEquals(12, xy.size());
        assertEquals(d[1], xy.get(11), EPS);
        // The 0 B column: a grey band 64 px wide at the plot's left, its point in the middle.
        Primitive.Rect column = (Primitive.Rect) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && new Rgb(0xF4F4F4).equals(r.style().fill()))
                .findFirst()
                .orElseThrow();
        assertEquals(64, column.width(), EPS);
        assertEquals(column.x() + 32, a[0], EPS);
        assertEquals(Frame.WIDTH - Frame.MARGIN, xy.get(10), EPS, "the staircase ends at the plot's right edge");
        assertTrue(xy.get(10) > d[0], "the staircase ends at the right edge, right of the last point");
        double plotBottom = column.y() + column.height();
        assertTrue(b[0] > column.x() + 64, "points with tables right of the break");
        Primitive.Text zero = SceneQueries.textReading(scene, "0 B");
        assertEquals(column.x() + 32, zero.x(), EPS);
        assertTrue(zero.box().y() >= plotBottom, "0 B under the plot");
        assertTrue(zero.box().y() < plotBottom + 12);
        Primitive.Text none = SceneQueries.textReading(scene, "no tables");
        assertEquals(column.x() + 32, none.x(), EPS);
        assertTrue(none.box().y() >= column.y() && none.box().bottom() < column.y() + 16, "at the column's top");
        // The break: two parallel slanted strokes either side of the column's edge on the axis.
        double edge = column.x() + 64;
        List<Primitive.Line> strokes = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.style().strokeWidth() == 1.2)
                .map(p -> (Primitive.Line) p)
                .toList();
        assertEquals(2, strokes.size());
        assertTrue(strokes.get(0).x1() < edge && strokes.get(0).x2() < edge);
        assertTrue(strokes.get(1).x1() > edge && strokes.get(1).x2() > edge);
        for (Primitive.Line s : strokes) {
            assertEquals(4, s.x2() - s.x1(), EPS);
            assertEquals(plotBottom + 4, s.y1(), EPS);
            assertEquals(plotBottom - 4, s.y2(), EPS);
        }
        Primitive.Rect gap = (Primitive.Rect) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && Rgb.WHITE.equals(r.style().fill())
                        && r.width() == 10)
                .findFirst()
                .orElseThrow();
        assertEquals(edge - 5, gap.x(), EPS);
        assertEquals(plotBottom - 4, gap.y(), EPS);
        Primitive.Line divider = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.x1() == edge && l.x2() == edge)
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(column.y(), divider.y1(), EPS);
        assertEquals(plotBottom, divider.y2(), EPS);
        assertTrue(scene.description().contains("Pareto front: NoTables, B, D."), scene.description());
    }

    /** The whisker lines, without the legend's key (the first line in that style). */
    private static List<Primitive.Line> whiskers(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.style().stroke().equals(new Rgb(0xAAAAAA)))
                .map(p -> (Primitive.Line) p)
                .skip(1)
                .toList();
    }

    private static List<Double> staircase(Scene scene) {
        return scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Path path && path.style().dashed())
                .map(p -> ((Primitive.Path) p).points())
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aWideRangeOfSpeedsGetsALogAxis() {
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("Slow", 1000, 1, Double.NaN, Double.NaN, false),
                new BytesSpeedChart.Point("Fast", 2000, 100, Double.NaN, Double.NaN, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        assertTrue(scene.texts().stream().anyMatch(t -> t.text().equals("ops/us (log scale)")));
        assertEquals(List.of(), whiskers(scene), "no whiskers without intervals");
        List<Primitive.Group> markers = SceneQueries.groups(scene, "point ");
        double[] slow = MarkerGeometry.centre(markers.get(0).children().get(0));
        double[] fast = MarkerGeometry.centre(markers.get(1).children().get(0));
        assertTrue(fast[1] < slow[1]);
        // Nine points spread evenly in log speed sit evenly spaced in y.
        List<BytesSpeedChart.Point> spread = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            spread.add(new BytesSpeedChart.Point(
                    "S" + i, 1000L << (3 * i), Math.pow(10, i), Double.NaN, Double.NaN, false));
        }
        Scene logScene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, spread));
        List<Double> stair = staircase(logScene);
        double y0 = stair.get(1);
        double y1 = stair.get(5);
        double y2 = stair.get(9);
        assertEquals(y0 - y1, y1 - y2, EPS, "a decade of speed is a fixed height");
        assertTrue(logScene.texts().stream().noneMatch(t -> t.text().equals("0 B")), "no 0 B column without one");
    }

    @Test
    void whiskersAreClippedToThePlot() {
        // An interval reaching below the axis' minimum ends at the plot's bottom, never under it.
        List<BytesSpeedChart.Point> points = List.of(
                new BytesSpeedChart.Point("Wide", 1000, 2, 0.001, 3, false),
                new BytesSpeedChart.Point("Tight", 2000, 50, 49, 51, false));
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        Primitive.Line wide = whiskers(scene).get(0);
        Primitive.Line tight = whiskers(scene).get(1);
        double[] wideCentre = MarkerGeometry.centre(
                SceneQueries.groups(scene, "point ").get(0).children().get(0));
        assertTrue(wide.y1() > wideCentre[1]);
        assertTrue(wide.y1() <= 540, "the low end stays in the plot");
        assertTrue(tight.y2() < tight.y1());
        assertTrue(tight.y2() >= 0);
    }

    @Test
    void crowdedPointsAreNumberedAndNamedUnderThePlot() {
        List<BytesSpeedChart.Point> points = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            points.add(new BytesSpeedChart.Point(
                    "StrategyWithALongName" + i, 1000 + i, 10 + i * 0.01, Double.NaN, Double.NaN, i == 3));
        }
        Scene scene = BytesSpeedChart.scene(new BytesSpeedChart.Input("t", null, "ops/us", true, points));
        List<Primitive.Text> key = scene.texts().stream()
                .filter(t -> t.text().startsWith("Numbered points: ") || t.y() > 540)
                .toList();
        assertFalse(key.isEmpty());
        assertTrue(
                key.get(0).text().startsWith("Numbered points: 1 = StrategyWithALongName"),
                key.get(0).text());
        assertTrue(scene.height() > 540, "the canvas grows for the key");
        for (int i = 0; i < key.size(); i++) {
            assertEquals(Frame.MARGIN, key.get(i).x(), EPS);
            assertTrue(key.get(i).box().y() >= 540 - 4 - EPS, "under the plot");
            assertTrue(key.get(i).box().bottom() <= scene.height() + EPS, "on the canvas");
            assertTrue(key.get(i).box().right() <= Frame.WIDTH - Frame.MARGIN + EPS, "wrapped to the width");
            if (i > 0) {
                assertEquals(
                        TextMetrics.lineHeight(Frame.SMALL_SIZE),
                        key.get(i).y() - key.get(i - 1).y(),
                        EPS);
            }
        }
        String all = String.join(" ", key.stream().map(Primitive.Text::text).toList());
        long numbered = scene.texts().stream()
                .filter(t -> "point-label".equals(t.cssClass()) && t.text().matches("\\d+"))
                .count();
        assertTrue(numbered > 0);
        // The key numbers 1, 2, 3, ... in order, at least as many as the numbers placed in the plot.
        java.util.regex.Matcher entries = java.util.regex.Pattern.compile("(\\d+) = StrategyWithALongName\\d+")
                .matcher(all);
        int expected = 1;
        while (entries.find()) {
            assertEquals(expected++, Integer.parseInt(entries.group(1)), all);
        }
        assertTrue(expected - 1 >= numbered, all);
        assertTrue(scene.description().endsWith(" crowded points are numbered and named under the plot."));
        assertTrue(scene.description().contains(" for 40 strategies, each with its own marker and name."));
        // Labels never overlap one another, and the plates sit right under their label.
        List<Primitive.Text> labels = scene.texts().stream()
                .filter(t -> "point-label".equals(t.cssClass()))
                .toList();
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                assertFalse(labels.get(i).box().overlaps(labels.get(j).box()), i + " and " + j);
            }
        }
        for (int i = 0; i < scene.primitives().size(); i++) {
            if (scene.primitives().get(i) instanceof Primitive.Text t && "point-label".equals(t.cssClass())) {
                Primitive.Rect plate = (Primitive.Rect) scene.primitives().get(i - 1);
                Box grown = t.box().grow(1);
                assertEquals(grown, new Box(plate.x(), plate.y(), plate.width(), plate.height()));
                assertEquals(0.8, plate.style().opacity(), EPS);
            }
        }
    }

    @Test
    void legendNamesTheFrontAndTheInterval() {
        Scene scene = BytesSpeedChart.scene(
                new BytesSpeedChart.Input("t", null, "ops/us", true, List.of(point("A", 10, 1), point("B", 100, 2))));
        Primitive.Text front =
                SceneQueries.textReading(scene, "Pareto front (bold names): nothing is both smaller and faster");
        Primitive.Text interval = SceneQueries.textReading(scene, "interval");
        assertEquals(Frame.MARGIN + 16, front.x(), EPS);
        assertTrue(interval.x() > front.box().right(), "one line, left to right");
        assertEquals(front.y(), interval.y(), EPS);
        Primitive.Line frontKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.style().dashed())
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(Frame.MARGIN, frontKey.x1(), EPS);
        assertEquals(12, frontKey.x2() - frontKey.x1(), EPS);
        assertEquals(frontKey.y1(), frontKey.y2(), EPS);
        assertTrue(frontKey.y1() < front.y() && frontKey.y1() > front.box().y(), "on the words' line");
        Primitive.Line intervalKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l
                        && l.style().stroke().equals(new Rgb(0xAAAAAA))
                        && l.x1() < interval.x())
                .map(p -> (Primitive.Line) p)
                .filter(l -> l.x1() > front.box().right())
                .findFirst()
                .orElseThrow();
        assertEquals(intervalKey.x1(), intervalKey.x2(), EPS, "a vertical whisker");
        assertEquals(10, intervalKey.y2() - intervalKey.y1(), EPS);
        assertEquals(interval.y() - 9, intervalKey.y1(), EPS);
    }
}
