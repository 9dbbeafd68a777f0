package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heat map's geometry as a reader relies on it: cells tile one grid (no gap, no overlap), each
 * number sits centred in its own cell, names and headers stay beside and above the grid, outlines and
 * hatching stay inside their cell, the legend's ramp runs from light (slow) to dark (fast) under the
 * grid, and nothing leaves the canvas.
 */
class HeatMapLayoutTest {

    private static final double EPS = 1e-9;

    private static HeatMap.Input sample(List<String> columns) {
        List<HeatMap.Row> rows = new ArrayList<>();
        double[][] values = {{1, 0.5, 0.25}, {0.8, 1, Double.NaN}, {0.3, 0.12, 1}};
        String[] names = {"FancyMagic", "Pext", "Kindergarten"};
        for (int r = 0; r < 3; r++) {
            List<HeatMap.Cell> cells = new ArrayList<>();
            for (int c = 0; c < columns.size(); c++) {
                double v = values[r][c % 3];
                cells.add(Double.isNaN(v) ? HeatMap.Cell.missing() : new HeatMap.Cell(v, v >= 0.8, r == 1));
            }
            rows.add(new HeatMap.Row(names[r], r == 1, cells));
        }
        return new HeatMap.Input("Speed by workload", "relative to the fastest", columns, rows);
    }

    private static Primitive.Rect fill(Primitive.Group cell) {
        return (Primitive.Rect) cell.children().get(0);
    }

    private static Box box(Primitive.Rect r) {
        return new Box(r.x(), r.y(), r.width(), r.height());
    }

    private static Primitive.Text text(Primitive.Group cell) {
        return cell.children().stream()
                .filter(p -> p instanceof Primitive.Text)
                .map(p -> (Primitive.Text) p)
                .findFirst()
                .orElseThrow();
    }

    private static void assertInside(Box inner, Box outer, String what) {
        assertTrue(
                inner.x() >= outer.x() - EPS
                        && inner.y() >= outer.y() - EPS
                        && inner.right() <= outer.right() + EPS
                        && inner.bottom() <= outer.bottom() + EPS,
                what + " " + inner + " not inside " + outer);
    }

    @Test
    void cellsTileOneGridWithTheirNumberCentred() {
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        assertEquals(9, cells.size());
        Box first = box(fill(cells.get(0)));
        assertEquals(24, first.height(), EPS);
        assertEquals(96, first.width(), EPS, "three short columns get the widest cells");
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                Box cell = box(fill(cells.get(3 * r + c)));
                assertEquals(first.x() + c * first.width(), cell.x(), EPS, "column " + c + " abuts its neighbour");
                assertEquals(first.y() + r * first.height(), cell.y(), EPS, "row " + r + " abuts its neighbour");
                assertEquals(first.width(), cell.width(), EPS);
                assertEquals(first.height(), cell.height(), EPS);
                assertInside(cell, scene.bounds(), "cell");
                Primitive.Text number = text(cells.get(3 * r + c));
                assertEquals(cell.x() + cell.width() / 2, number.x(), EPS, "number centred");
                assertEquals(Primitive.Anchor.MIDDLE, number.anchor());
                assertInside(number.box(), cell, "number");
                // Centred vertically: the number's box has about as much room above as below.
                double above = number.box().y() - cell.y();
                double below = cell.bottom() - number.box().bottom();
                assertTrue(Math.abs(above - below) < 6, "above " + above + ", below " + below);
            }
        }
        assertEquals("1.00", text(cells.get(0)).text());
        assertEquals("2.00", text(cells.get(1)).text());
        assertEquals("4.00", text(cells.get(2)).text());
        assertEquals("\u2013", text(cells.get(5)).text(), "not measured");
        assertTrue(text(cells.get(0)).bold(), "best group in bold");
        assertFalse(text(cells.get(1)).bold());
    }

    @Test
    void rowNamesSitLeftOfTheGridOnTheirRow() {
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        Box grid = box(fill(cells.get(0)));
        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("FancyMagic", "Pext (emulated)", "Kindergarten"),
                names.stream().map(Primitive.Text::text).toList());
        double widest = 0;
        for (int r = 0; r < 3; r++) {
            Box row = box(fill(cells.get(3 * r)));
            Box name = names.get(r).box();
            assertEquals(Frame.MARGIN, name.x(), EPS);
            assertTrue(name.right() <= grid.x(), "name left of the grid");
            assertTrue(name.y() >= row.y() && name.bottom() <= row.bottom(), "name " + r + " on its row");
            widest = Math.max(widest, name.right());
        }
        assertEquals(widest + 8, grid.x(), 1.0, "the grid starts just right of the widest name");
        assertTrue(names.get(1).italic(), "an emulated row is italic");
        assertEquals(Palette.EMULATED, names.get(1).colour());
    }

    @Test
    void uprightHeadersCentredAboveTheirColumns() {
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        List<Primitive.Text> headers = scene.texts().stream()
                .filter(t -> "column-label".equals(t.cssClass()))
                .toList();
        assertEquals(
                List.of("random", "positions", "perft"),
                headers.stream().map(Primitive.Text::text).toList());
        Primitive.Text title = scene.texts().get(0);
        for (int c = 0; c < 3; c++) {
            Box cell = box(fill(cells.get(c)));
            Primitive.Text header = headers.get(c);
            assertEquals(0, header.rotation(), EPS);
            assertEquals(cell.x() + cell.width() / 2, header.x(), EPS);
            assertTrue(header.box().bottom() <= cell.y(), "header above the grid");
            assertTrue(cell.y() - header.box().bottom() < 8, "and close to it");
            assertTrue(header.box().y() >= title.box().bottom(), "below the title");
        }
    }

    @Test
    void longHeadersAreRotatedAndStayOnTheCanvas() {
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            columns.add("a-rather-long-workload-name-" + i);
        }
        Scene scene = HeatMap.scene(sample(columns));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        assertEquals(27, cells.size());
        Box first = box(fill(cells.get(0)));
        Box last = box(fill(cells.get(8)));
        assertTrue(first.width() >= 24, "cells never narrower than 24 px");
        assertTrue(last.right() <= Frame.WIDTH - Frame.MARGIN + EPS, "grid inside the margin");
        List<Primitive.Text> headers = scene.texts().stream()
                .filter(t -> "column-label".equals(t.cssClass()))
                .toList();
        assertEquals(9, headers.size());
        for (int c = 0; c < 9; c++) {
            Primitive.Text header = headers.get(c);
            Box cell = box(fill(cells.get(c)));
            assertEquals(-40, header.rotation(), EPS);
            assertEquals(Primitive.Anchor.START, header.anchor());
            assertEquals(cell.x() + cell.width() / 2 - 2, header.x(), EPS, "starts at its column's middle");
            assertTrue(header.y() < cell.y() && header.y() > cell.y() - 8, "just above the grid");
            double width = TextMetrics.width(header.text(), header.size(), false, false);
            double endX = header.x() + width * Math.cos(Math.toRadians(40));
            double endY = header.y() - width * Math.sin(Math.toRadians(40));
            assertTrue(endX <= Frame.WIDTH, "header " + c + " ends at x " + endX);
            assertTrue(endY >= scene.texts().get(0).box().bottom() - EPS, "header " + c + " rises into the title");
        }
        // Still one grid: columns abut.
        for (int c = 1; c < 9; c++) {
            assertEquals(
                    box(fill(cells.get(c - 1))).right(), box(fill(cells.get(c))).x(), EPS, "column " + c);
        }
    }

    @Test
    void manyShortColumnsShareTheWidthUpToTheMargin() {
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            columns.add("w" + i);
        }
        Scene scene = HeatMap.scene(sample(columns));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        Box first = box(fill(cells.get(0)));
        Box last = box(fill(cells.get(11)));
        assertTrue(first.width() < 96);
        assertEquals(Frame.WIDTH - Frame.MARGIN, last.right(), 1e-6, "the grid fills the width");
        assertTrue(scene.texts().stream()
                .filter(t -> "column-label".equals(t.cssClass()))
                .allMatch(t -> t.rotation() == 0));
    }

    @Test
    void outlinesAndHatchingStayInsideTheirCell() {
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        Style outline = Style.stroke(Palette.INK, 2.4);
        Style inner = Style.stroke(Rgb.WHITE, 1);
        List<Primitive.Rect> outlines = new ArrayList<>();
        List<Primitive.Rect> inners = new ArrayList<>();
        int lastCell = -1;
        int firstOutline = Integer.MAX_VALUE;
        for (int i = 0; i < scene.primitives().size(); i++) {
            Primitive p = scene.primitives().get(i);
            if (p instanceof Primitive.Group g && g.cssClass().startsWith("cell")) {
                lastCell = i;
            }
            if (p instanceof Primitive.Rect r && r.style().equals(outline) && r.width() < 96) {
                outlines.add(r);
                firstOutline = Math.min(firstOutline, i);
            }
            if (p instanceof Primitive.Rect r && r.style().equals(inner)) {
                inners.add(r);
            }
        }
        assertTrue(firstOutline > lastCell, "outlines drawn after every cell");
        // Best cells: (0,0) 1, (1,0) 0.8, (1,1) 1, (2,2) 1.
        int[] best = {0, 3, 4, 8};
        assertEquals(best.length, outlines.size());
        assertEquals(best.length, inners.size());
        for (int k = 0; k < best.length; k++) {
            Box cell = box(fill(cells.get(best[k])));
            Box o = box(outlines.get(k));
            Box in = box(inners.get(k));
            assertInside(o, cell, "outline");
            assertInside(in, o, "inner line");
            assertEquals(cell.x() + cell.width() / 2, o.x() + o.width() / 2, EPS, "outline centred");
            assertEquals(cell.y() + cell.height() / 2, o.y() + o.height() / 2, EPS);
            assertEquals(cell.x() + cell.width() / 2, in.x() + in.width() / 2, EPS, "inner line centred");
            assertEquals(cell.y() + cell.height() / 2, in.y() + in.height() / 2, EPS);
            assertTrue(o.width() > cell.width() - 4 && in.width() < o.width() - 2);
            assertTrue(in.height() < o.height() - 2 && o.height() > cell.height() - 4);
        }
        // Pext's measured cells are hatched: 45° strokes 7 px apart, each inside the cell, under a plate.
        Primitive.Group emulated = cells.get(3);
        assertEquals("cell best emulated", emulated.cssClass());
        Box cell = box(fill(emulated));
        List<Primitive.Line> strokes = emulated.children().stream()
                .filter(p -> p instanceof Primitive.Line)
                .map(p -> (Primitive.Line) p)
                .toList();
        // Offsets −24, −17, ... < 96; the first only touches the corner, so 17 strokes cross a 96 × 24 cell.
        assertEquals(17, strokes.size());
        for (int k = 0; k < strokes.size(); k++) {
            Primitive.Line s = strokes.get(k);
            for (double[] point : new double[][] {{s.x1(), s.y1()}, {s.x2(), s.y2()}}) {
                assertTrue(point[0] >= cell.x() - EPS && point[0] <= cell.right() + EPS, "stroke x inside");
                assertTrue(point[1] >= cell.y() - EPS && point[1] <= cell.bottom() + EPS, "stroke y inside");
            }
            assertEquals(s.x2() - s.x1(), s.y1() - s.y2(), EPS, "rises at 45°");
            assertTrue(s.x2() > s.x1());
            // Each stroke lies on x + y = cell.x + offset + cell.bottom, offsets 7 px apart.
            assertEquals(cell.x() - cell.height() + 7 * (k + 1) + cell.bottom(), s.x1() + s.y1(), EPS);
        }
        Primitive.Rect plate = (Primitive.Rect) emulated.children().stream()
                .filter(p -> p instanceof Primitive.Rect)
                .skip(1)
                .findFirst()
                .orElseThrow();
        Primitive.Text number = text(emulated);
        assertEquals(number.x(), plate.x() + plate.width() / 2, EPS, "plate centred under the number");
        assertTrue(plate.width() > number.box().width() && plate.width() < cell.width());
        assertEquals(cell.y() + 5, plate.y(), EPS);
        assertEquals(cell.height() - 10, plate.height(), EPS);
        assertEquals(fill(emulated).style().fill(), plate.style().fill(), "the plate has the cell's colour");
        assertTrue(emulated.children().indexOf(plate) < emulated.children().indexOf(number), "plate under number");
        // Cells of other rows are not hatched.
        assertTrue(cells.get(0).children().stream().noneMatch(p -> p instanceof Primitive.Line));
    }

    @Test
    void coloursDarkenWithSpeedOnALogRampFromTheFloor() {
        assertEquals(0.1, HeatMap.colourFloor(sample(List.of("a", "b", "c"))), EPS, "0.12 rounds down to 0.1");
        assertEquals(Palette.ramp(0.92), HeatMap.colour(1, 0.1));
        assertEquals(Palette.ramp(0.08), HeatMap.colour(0.1, 0.1));
        assertEquals(Palette.ramp(0.08), HeatMap.colour(0.01, 0.1), "below the floor: clamped");
        // Halfway on the log scale between 0.1 and 1.
        assertEquals(Palette.ramp(0.5), HeatMap.colour(Math.sqrt(0.1), 0.1));
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        double[] luminance = {
            fill(cells.get(0)).style().fill().luminance(), // 1
            fill(cells.get(1)).style().fill().luminance(), // 0.5
            fill(cells.get(2)).style().fill().luminance(), // 0.25
            fill(cells.get(7)).style().fill().luminance() // 0.12
        };
        for (int i = 1; i < luminance.length; i++) {
            assertTrue(luminance[i] > luminance[i - 1], "slower is lighter: " + i);
        }
        assertEquals(new Rgb(0xF0F0F0), fill(cells.get(5)).style().fill(), "not measured: light grey");
        assertEquals(Rgb.BLACK, Palette.textOn(new Rgb(0xF0F0F0)));
        assertEquals(Rgb.WHITE, text(cells.get(0)).colour(), "white on the darkest cell");
    }

    @Test
    void colourFloorIsOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(0.5, HeatMap.colourFloor(withValues(1, 0.9)), EPS);
        assertEquals(0.5, HeatMap.colourFloor(withValues(0.5)), EPS, "a floor equal to the minimum");
        assertEquals(0.2, HeatMap.colourFloor(withValues(0.49)), EPS);
        assertEquals(0.05, HeatMap.colourFloor(withValues(0.07, 1)), EPS);
        assertEquals(0.001, HeatMap.colourFloor(withValues(0.0004)), EPS, "at least 0.001");
        assertEquals(0.5, HeatMap.colourFloor(withValues(Double.NaN)), EPS, "nothing measured");
    }

    private static HeatMap.Input withValues(double... values) {
        List<HeatMap.Cell> cells = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        for (double v : values) {
            cells.add(Double.isNaN(v) ? HeatMap.Cell.missing() : new HeatMap.Cell(v, false, false));
            columns.add("c" + columns.size());
        }
        return new HeatMap.Input("t", null, columns, List.of(new HeatMap.Row("A", false, cells)));
    }

    @Test
    void legendRampRunsLightToDarkUnderTheGridWithTicksInOrder() {
        Scene scene = HeatMap.scene(sample(List.of("random", "positions", "perft")));
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        double gridBottom = box(fill(cells.get(8))).bottom();
        List<Primitive.Rect> steps = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r && r.style().stroke() == null && r.height() == 10)
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(44, steps.size());
        for (int i = 0; i < steps.size(); i++) {
            Primitive.Rect step = steps.get(i);
            assertEquals(steps.get(0).x() + i * 5.0, step.x(), EPS, "220 px in 44 steps of 5");
            assertTrue(step.width() > 5 && step.width() < 5.5, "overlapping a hair, so no seams");
            assertEquals(steps.get(0).y(), step.y(), EPS);
            assertTrue(step.y() > gridBottom, "under the grid");
            if (i > 0) {
                assertTrue(
                        step.style().fill().luminance()
                                >= steps.get(i - 1).style().fill().luminance(),
                        "lighter to the right (slower): " + i);
            }
        }
        assertEquals(Frame.MARGIN + 12, steps.get(0).x(), EPS);
        // The first step is the colour of a speed just below 1 (slowdown just above 1), the last of one just
        // above the floor.
        assertEquals(
                HeatMap.colour(Math.exp(Math.log(0.1) * (0.5 / 44)), 0.1),
                steps.get(0).style().fill());
        assertEquals(
                HeatMap.colour(Math.exp(Math.log(0.1) * (1 - 0.5 / 44)), 0.1),
                steps.get(43).style().fill());
        Primitive.Text heading = scene.texts().stream()
                .filter(t -> t.text().startsWith("slowdown vs the fastest"))
                .findFirst()
                .orElseThrow();
        assertTrue(heading.box().y() >= gridBottom, "legend heading under the grid");
        assertTrue(heading.box().bottom() <= steps.get(0).y(), "and above the ramp");
        assertEquals(steps.get(0).x(), heading.x(), EPS);
        // Tick labels under the ramp, increasing left to right, 1 at the left end and 10 at the right.
        double barLeft = steps.get(0).x();
        double barBottom = steps.get(0).y() + 10;
        List<Primitive.Line> tickMarks = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.x1() == l.x2() && l.y1() == barBottom)
                .map(p -> (Primitive.Line) p)
                .toList();
        List<Primitive.Text> tickLabels = scene.texts().stream()
                .filter(t -> t.anchor() == Primitive.Anchor.MIDDLE && t.box().y() > barBottom)
                .toList();
        assertTrue(tickMarks.size() >= 2);
        assertEquals(tickMarks.size(), tickLabels.size());
        assertEquals("1", tickLabels.get(0).text());
        assertEquals("10", tickLabels.get(tickLabels.size() - 1).text());
        assertEquals(barLeft, tickMarks.get(0).x1(), EPS);
        assertEquals(barLeft + 220, tickMarks.get(tickMarks.size() - 1).x1(), EPS);
        for (int i = 0; i < tickMarks.size(); i++) {
            assertEquals(tickMarks.get(i).x1(), tickLabels.get(i).x(), EPS, "label under its mark");
            assertEquals(barBottom + 3, tickMarks.get(i).y2(), EPS, "marks point down");
            double value = Double.parseDouble(tickLabels.get(i).text());
            assertEquals(
                    barLeft + 220 * Math.log(value) / Math.log(10),
                    tickMarks.get(i).x1(),
                    1e-6);
            assertTrue(tickLabels.get(i).box().bottom() <= scene.height(), "tick label on the canvas");
        }
        // The two keys: best-group swatch and hatched swatch, each with its words, side by side, on the canvas.
        Primitive.Text bestKey = SceneQueries.textReading(scene, "best group of the column");
        Primitive.Text emulatedKey = SceneQueries.textReading(scene, "emulated (fallback path)");
        assertTrue(bestKey.box().x() > barLeft + 220, "keys right of the ramp");
        assertTrue(emulatedKey.box().x() > bestKey.box().right(), "second key after the first");
        assertFalse(bestKey.box().overlaps(emulatedKey.box()));
        assertTrue(emulatedKey.box().inside(scene.bounds()));
        Primitive.Rect bestSwatch = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && r.style().fill() != null
                        && r.style().strokeWidth() == 2.4)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertTrue(bestSwatch.x() + bestSwatch.width() < bestKey.box().x(), "swatch left of its words");
        assertTrue(bestSwatch.x() > barLeft + 220);
        double swatchMiddle = bestSwatch.y() + bestSwatch.height() / 2;
        assertTrue(
                swatchMiddle > bestKey.box().y() && swatchMiddle < bestKey.box().bottom(), "on its words' line");
        // The hatched swatch: strokes right of the best-group words and left of the emulated words.
        List<Primitive.Line> legendHatch = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.x2() > l.x1() && l.y2() < l.y1())
                .map(p -> (Primitive.Line) p)
                .toList();
        assertFalse(legendHatch.isEmpty());
        for (Primitive.Line l : legendHatch) {
            assertTrue(
                    l.x1() >= bestKey.box().right()
                            && l.x2() <= emulatedKey.box().x(),
                    "hatch between the keys");
            assertTrue(l.y1() <= bestSwatch.y() + 14 + EPS && l.y2() >= bestSwatch.y() - EPS);
        }
        for (Primitive.Text t : scene.texts()) {
            if (t.rotation() == 0) {
                assertTrue(t.box().inside(scene.bounds()), "\"" + t.text() + "\" on the canvas");
            }
        }
    }

    @Test
    void descriptionAndTooltipsSayWhatEachCellIs() {
        HeatMap.Input input = sample(List.of("random", "positions", "perft"));
        Scene scene = HeatMap.scene(input);
        assertEquals(
                "Heat map, Speed by workload: 3 strategies by 3 workloads, each cell the slowdown against the"
                        + " fastest of its workload (1.00 = fastest), coloured on a log scale; best-group cells outlined;"
                        + " 2 cells"
                        + " measured on an emulated fallback path are hatched.",
                scene.description());
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        assertEquals(
                "FancyMagic, random: 1.00 the time of the fastest, in the best group",
                cells.get(0).tooltip());
        assertEquals(
                "FancyMagic, positions: 2.00 the time of the fastest",
                cells.get(1).tooltip());
        assertEquals(
                "Pext (emulated), random: 1.25 the time of the fastest, in the best group, emulated path",
                cells.get(3).tooltip());
        assertEquals("Pext (emulated), perft: not measured", cells.get(5).tooltip());
        assertEquals("cell missing", cells.get(5).cssClass());
        assertEquals("cell", cells.get(1).cssClass());
        assertEquals("cell best", cells.get(0).cssClass());
        HeatMap.Input plain = withValues(1, 0.5);
        assertEquals(
                "Heat map, t: 1 strategies by 2 workloads, each cell the slowdown against the fastest of its workload"
                        + " (1.00 = fastest), coloured on a log scale; best-group cells outlined.",
                HeatMap.scene(plain).description());
        assertNull(HeatMap.scene(plain).primitives().stream()
                .filter(p -> p instanceof Primitive.Group g && g.cssClass().contains("emulated"))
                .findFirst()
                .orElse(null));
    }
}
