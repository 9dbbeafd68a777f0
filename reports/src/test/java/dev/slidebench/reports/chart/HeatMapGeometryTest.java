package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heat map's absolute geometry, computed by hand: the grid starts 8 px right of the widest row
 * name and one header height (22 px upright) under the title; cells are 24 px high and at most 96 px
 * wide; the legend starts 16 px under the grid and the canvas ends 58 px under that.
 */
class HeatMapGeometryTest {

    private static final double EPS = 1e-6;
    private static final double NONE = Double.NaN;

    private static HeatMap.Input input() {
        return new HeatMap.Input(
                "t",
                null,
                List.of("w1", "w2"),
                List.of(
                        new HeatMap.Row(
                                "Fast", false, List.of(new HeatMap.Cell(1, true, false), HeatMap.Cell.missing())),
                        new HeatMap.Row(
                                "Slow",
                                true,
                                List.of(new HeatMap.Cell(0.5, false, true), new HeatMap.Cell(0.25, true, false)))));
    }

    private static Primitive.Rect fill(Primitive.Group cell) {
        return (Primitive.Rect) cell.children().get(0);
    }

    private static Primitive.Text text(Primitive.Group cell) {
        return cell.children().stream()
                .filter(p -> p instanceof Primitive.Text)
                .map(p -> (Primitive.Text) p)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void cellsHeadersAndNamesStandWhereTheLayoutPutsThem() {
        Scene scene = HeatMap.scene(input());
        double left = Frame.MARGIN + Frame.labelColumn(List.of("Fast", "Slow (emulated)"), List.of(false, true)) + 8;
        double gridTop = Frame.titleHeight("t", null, Frame.WIDTH) + 22;
        List<Primitive.Group> cells = SceneQueries.groups(scene, "cell");
        assertEquals(4, cells.size());
        for (int r = 0; r < 2; r++) {
            for (int c = 0; c < 2; c++) {
                Primitive.Group cell = cells.get(2 * r + c);
                Primitive.Rect box = fill(cell);
                assertEquals(left + 96 * c, box.x(), EPS);
                assertEquals(gridTop + 24 * r, box.y(), EPS);
                assertEquals(96, box.width(), EPS);
                Primitive.Text number = text(cell);
                assertEquals(left + 96 * c + 48, number.x(), EPS);
                assertEquals(gridTop + 24 * r + 12 + 4, number.y(), EPS);
            }
        }
        assertEquals("\u2013", text(cells.get(1)).text());
        assertEquals("4.00", text(cells.get(3)).text());
        assertEquals("cell best", cells.get(3).cssClass());
        assertEquals("cell emulated", cells.get(2).cssClass());

        List<Primitive.Text> headers = scene.texts().stream()
                .filter(t -> "column-label".equals(t.cssClass()))
                .toList();
        for (int c = 0; c < 2; c++) {
            assertEquals(left + 96 * c + 48, headers.get(c).x(), EPS);
            assertEquals(gridTop - 7, headers.get(c).y(), EPS);
        }
        List<Primitive.Text> names = scene.texts().stream()
                .filter(t -> "row-label".equals(t.cssClass()))
                .toList();
        for (int r = 0; r < 2; r++) {
            assertEquals(
                    gridTop + 24 * r + 12 + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1,
                    names.get(r).y(),
                    EPS);
        }
        assertTrue(names.get(1).italic());

        // Outlines of the two best cells, the dark one 1.5 px and the white one 3.2 px inside the cell.
        List<Primitive.Rect> outlines = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r && r.style().fill() == null)
                .map(p -> (Primitive.Rect) p)
                .toList();
        assertEquals(4, outlines.size());
        double[][] corners = {{left, gridTop}, {left + 96, gridTop + 24}};
        for (int k = 0; k < 2; k++) {
            Primitive.Rect dark = outlines.get(2 * k);
            Primitive.Rect white = outlines.get(2 * k + 1);
            assertEquals(corners[k][0] + 1.5, dark.x(), EPS);
            assertEquals(corners[k][1] + 1.5, dark.y(), EPS);
            assertEquals(93, dark.width(), EPS);
            assertEquals(21, dark.height(), EPS);
            assertEquals(Palette.INK, dark.style().stroke());
            assertEquals(corners[k][0] + 3.2, white.x(), EPS);
            assertEquals(corners[k][1] + 3.2, white.y(), EPS);
            assertEquals(96 - 6.4, white.width(), EPS);
            assertEquals(24 - 6.4, white.height(), EPS);
            assertEquals(Rgb.WHITE, white.style().stroke());
        }

        // The emulated cell's plate: the number's bold width plus 6 px, centred, 5 px inside top and bottom.
        Primitive.Rect plate = (Primitive.Rect) cells.get(2).children().stream()
                .filter(p -> p instanceof Primitive.Rect)
                .skip(1)
                .findFirst()
                .orElseThrow();
        double plateWidth = TextMetrics.width("2.00", Frame.TICK_SIZE, true, false) + 6;
        assertEquals(plateWidth, plate.width(), EPS);
        assertEquals(left + (96 - plateWidth) / 2, plate.x(), EPS);
        assertEquals(gridTop + 24 + 5, plate.y(), EPS);
        assertEquals(14, plate.height(), EPS);

        double legendTop = gridTop + 48 + 16;
        assertEquals((int) Math.ceil(legendTop + 58), scene.height());
        Primitive.Text heading =
                SceneQueries.textReading(scene, "slowdown vs the fastest of the column (log colour scale):");
        assertEquals(Frame.MARGIN + 12, heading.x(), EPS);
        assertEquals(legendTop + 9, heading.y(), EPS);
    }

    @Test
    void legendKeysFollowTheRamp() {
        Scene scene = HeatMap.scene(input());
        double gridTop = Frame.titleHeight("t", null, Frame.WIDTH) + 22;
        double barTop = gridTop + 48 + 16 + 16;
        double x = Frame.MARGIN + 12;
        // Floor 0.2 (0.25 rounded down to 1-2-5): the ramp's ends are slowdowns 1 (left) and 5 (right).
        Primitive.Text low = SceneQueries.textReading(scene, "1");
        assertEquals(x, low.x(), EPS);
        assertEquals(barTop + 10 + 13, low.y(), EPS);
        Primitive.Text one = SceneQueries.textReading(scene, "5");
        assertEquals(x + 220, one.x(), EPS);
        Primitive.Line tick = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.x1() == x + 220 && l.y1() == barTop + 10)
                .map(p -> (Primitive.Line) p)
                .findFirst()
                .orElseThrow();
        assertEquals(barTop + 13, tick.y2(), EPS);
        // 2 sits ln(2)/ln(5) of the ramp's width from its left end.
        assertEquals(
                x + 220 * Math.log(2) / Math.log(5),
                SceneQueries.textReading(scene, "2").x(),
                EPS);

        double keyX = x + 220 + 40;
        Primitive.Rect bestKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && r.width() == 22
                        && r.style().stroke() != null)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertEquals(keyX, bestKey.x(), EPS);
        assertEquals(barTop - 1, bestKey.y(), EPS);
        assertEquals(14, bestKey.height(), EPS);
        assertEquals(Palette.ramp(0.5), bestKey.style().fill());
        assertEquals(2.4, bestKey.style().strokeWidth(), EPS);
        Primitive.Text bestWords = SceneQueries.textReading(scene, "best group of the column");
        assertEquals(keyX + 28, bestWords.x(), EPS);
        assertEquals(barTop + 10, bestWords.y(), EPS);
        double hatchX = keyX + 28 + TextMetrics.width("best group of the column", Frame.SMALL_SIZE, false, false) + 20;
        Primitive.Rect hatchKey = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && r.width() == 22
                        && r.style().stroke() == null)
                .map(p -> (Primitive.Rect) p)
                .findFirst()
                .orElseThrow();
        assertEquals(hatchX, hatchKey.x(), EPS);
        assertEquals(Palette.ramp(0.2), hatchKey.style().fill());
        Primitive.Text emulatedWords = SceneQueries.textReading(scene, "emulated (fallback path)");
        assertEquals(hatchX + 28, emulatedWords.x(), EPS);
        assertEquals(barTop + 10, emulatedWords.y(), EPS);
        // The key's hatching: 45° strokes inside the 22 × 14 swatch, 7 px apart.
        List<Primitive.Line> strokes = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && l.x1() >= hatchX - EPS && l.x2() <= hatchX + 22 + EPS)
                .map(p -> (Primitive.Line) p)
                .toList();
        // Offsets -14, -7, ..., 21 (< 22); the first only touches the corner: 5 strokes.
        assertEquals(5, strokes.size());
        for (Primitive.Line s : strokes) {
            assertEquals(s.x2() - s.x1(), s.y1() - s.y2(), EPS);
            assertTrue(s.y1() <= barTop - 1 + 14 + EPS && s.y2() >= barTop - 1 - EPS);
        }
    }

    @Test
    void rotatedHeadersShrinkTheCellsToKeepTheLastOnTheCanvas() {
        List<String> columns = new ArrayList<>();
        List<HeatMap.Cell> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            columns.add("a-rather-long-workload-name-" + i);
            cells.add(new HeatMap.Cell(1, false, false));
        }
        Scene scene = HeatMap.scene(new HeatMap.Input("t", null, columns, List.of(new HeatMap.Row("A", false, cells))));
        double left = Frame.MARGIN + TextMetrics.width("A", Frame.LABEL_SIZE, false, false) + 8;
        double available = Frame.WIDTH - Frame.MARGIN - left;
        double widest = 0;
        for (String c : columns) {
            widest = Math.max(widest, TextMetrics.width(c, Frame.TICK_SIZE, false, false));
        }
        double width = Math.min(
                Math.min(96, available / 9), Math.max(24, (available - widest * Math.cos(Math.toRadians(40))) / 8.5));
        double gridTop = Frame.titleHeight("t", null, Frame.WIDTH) + widest * Math.sin(Math.toRadians(40)) + 14;
        List<Primitive.Group> drawn = SceneQueries.groups(scene, "cell");
        assertEquals(width, fill(drawn.get(0)).width(), EPS);
        assertEquals(gridTop, fill(drawn.get(0)).y(), EPS);
        assertEquals(left + 8 * width, fill(drawn.get(8)).x(), EPS);
        Primitive.Text header = scene.texts().stream()
                .filter(t -> "column-label".equals(t.cssClass()))
                .toList()
                .get(8);
        assertEquals(left + 8 * width + width / 2 - 2, header.x(), EPS);
        assertEquals(gridTop - 6, header.y(), EPS);
        assertEquals(Palette.INK, header.colour());
        // Floor 0.5 when every cell is the fastest: the ramp's right end reads 2.
        SceneQueries.textReading(scene, "2");
    }

    @Test
    void badInputIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(0, false, false));
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(1.01, false, false));
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(-0.5, false, false));
        assertEquals(1 + 1e-10, new HeatMap.Cell(1 + 1e-10, false, false).value(), "rounding above 1 is allowed");
        assertTrue(Double.isNaN(HeatMap.Cell.missing().value()));
        IllegalArgumentException ragged = assertThrows(
                IllegalArgumentException.class,
                () -> new HeatMap.Input(
                        "t",
                        null,
                        List.of("a", "b"),
                        List.of(new HeatMap.Row("R", false, List.of(new HeatMap.Cell(NONE, false, false))))));
        assertEquals("row \"R\" has 1 cells for 2 columns", ragged.getMessage());
        IllegalArgumentException empty =
                assertThrows(IllegalArgumentException.class, () -> new HeatMap.Input("E", null, List.of(), List.of()));
        assertEquals("a heat map needs at least one row and one column: E", empty.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Input("E", null, List.of("a"), List.of()));
    }

    @Test
    void aHeaderWithinSixPixelsOfTheCellWidthIsRotated() {
        // A header needs 6 px of room in its 96 px cell: one 90..96 px wide is turned, one under 90 is not.
        String header = "w";
        while (TextMetrics.width(header + "w", Frame.TICK_SIZE, false, false) < 88) {
            header += "w";
        }
        while (TextMetrics.width(header, Frame.TICK_SIZE, false, false) <= 91) {
            header += "i";
        }
        double width = TextMetrics.width(header, Frame.TICK_SIZE, false, false);
        assertTrue(width > 90 && width < 96, "the premise: " + width);
        String shorter = header;
        while (TextMetrics.width(shorter, Frame.TICK_SIZE, false, false) >= 89) {
            shorter = shorter.substring(0, shorter.length() - 1);
        }
        for (String h : List.of(header, shorter)) {
            Scene scene = HeatMap.scene(new HeatMap.Input(
                    "t",
                    null,
                    List.of(h, "b"),
                    List.of(new HeatMap.Row(
                            "A",
                            false,
                            List.of(new HeatMap.Cell(1, false, false), new HeatMap.Cell(1, false, false))))));
            Primitive.Text drawn = scene.texts().stream()
                    .filter(t -> "column-label".equals(t.cssClass()))
                    .findFirst()
                    .orElseThrow();
            assertEquals(h == header ? -40 : 0, drawn.rotation(), EPS, h);
            assertEquals(96, fill(SceneQueries.groups(scene, "cell").get(0)).width(), EPS);
        }
    }
}
