package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Grid heat map layout (an 8x8 grid, {@link SampleData#EIGHT}) and colour scales at hand-computed positions. A title "t" without subtitle
 * takes 42 px, so boards start at y = 46; the board area is 800 - 2 x 14 - 12 (rank column) = 760 px
 * wide and starts at x = 26; a board block is 16 (name) + 8 cells + 12 (files) + 14 (mean) + 8 tall.
 */
class GridHeatMapLayoutTest {

    private static final double EPS = 1e-9;
    private static final double NONE = Double.NaN;

    /** Ranks 1-4 cost {@code low}, ranks 5-8 cost {@code high}. */
    private static List<Double> halves(double low, double high) {
        List<Double> costs = new ArrayList<>(Collections.nCopies(64, high));
        for (int square = 0; square < 32; square++) {
            costs.set(square, low);
        }
        return costs;
    }

    private static GridHeatMap.Input relative(List<GridHeatMap.Panel> boards) {
        return new GridHeatMap.Input("t", null, "ns", SampleData.EIGHT, boards);
    }

    private static GridHeatMap.Input absolute(List<GridHeatMap.Panel> boards) {
        return new GridHeatMap.Input("t", null, "ns", SampleData.EIGHT, boards, GridHeatMap.Scale.ABSOLUTE);
    }

    private static List<GridHeatMap.Panel> copies(int count) {
        List<GridHeatMap.Panel> boards = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            boards.add(new GridHeatMap.Panel("S" + i, false, halves(1, 3)));
        }
        return boards;
    }

    private static List<Primitive.Group> boards(Scene scene) {
        return SceneQueries.groups(scene, "grid");
    }

    private static Primitive.Grid grid(Primitive.Group board) {
        return (Primitive.Grid) board.children().get(0);
    }

    private static List<Primitive.Text> withClass(Scene scene, String cssClass) {
        return scene.texts().stream().filter(t -> cssClass.equals(t.cssClass())).toList();
    }

    private static long reading(Scene scene, String text) {
        return scene.texts().stream().filter(t -> t.text().equals(text)).count();
    }

    @Test
    void oneRelativeBoardAtItsHandComputedPlace() {
        Scene scene = GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("Lerf", false, halves(1, 3)))));
        // One column: cells min(22, floor(760 / 8)) = 22, a board 176 px; block 226 tall; legend at 46 + 226 + 4.
        assertEquals(800, scene.width());
        assertEquals(276 + 62, scene.height());
        Primitive.Text title = scene.texts().get(0);
        assertEquals("t", title.text());
        assertEquals(14 + 12.8, title.y(), EPS);
        Primitive.Grid grid = grid(boards(scene).get(0));
        assertEquals(26, grid.x(), EPS);
        assertEquals(62, grid.y(), EPS);
        assertEquals(22, grid.cell(), EPS);
        assertTrue(scene.primitives().contains(new Primitive.Rect(26, 62, 176, 176, Style.stroke(Palette.MUTED, 0.8))));
        Primitive.Text name = withClass(scene, "grid-label").get(0);
        assertEquals(
                new Primitive.Text(26, 57, "Lerf", 10.5, Anchor.START, false, false, Palette.INK, 0, "grid-label"),
                name);
        // Ranks right-aligned 4 px left of the board, rank 1 in the bottom row: 62 + 7 x 22 + 11 + 3.5.
        Primitive.Text rankOne = SceneQueries.textReading(scene, "1");
        assertEquals(22, rankOne.x(), EPS);
        assertEquals(230.5, rankOne.y(), EPS);
        assertEquals(Anchor.END, rankOne.anchor());
        assertEquals(76.5, SceneQueries.textReading(scene, "8").y(), EPS);
        // Files centred under their column, 10 px below the board.
        Primitive.Text fileA = SceneQueries.textReading(scene, "a");
        assertEquals(37, fileA.x(), EPS);
        assertEquals(248, fileA.y(), EPS);
        assertEquals(Anchor.MIDDLE, fileA.anchor());
        assertEquals(191, SceneQueries.textReading(scene, "h").x(), EPS);
        assertEquals(0, reading(scene, "9"), "eight ranks");
        assertEquals(0, reading(scene, "i"), "eight files");
        Primitive.Text mean = withClass(scene, "grid-mean").get(0);
        assertEquals(
                new Primitive.Text(
                        26, 260, "mean 2.00 ns", 10.5, Anchor.START, false, false, Palette.MUTED, 0, "grid-mean"),
                mean);
    }

    @Test
    void relativeColoursTooltipAndDescription() {
        GridHeatMap.Input input = relative(List.of(new GridHeatMap.Panel("Lerf", false, halves(1, 3))));
        // Mean 2: the cheap half is 2x cheaper (the bluest class at spread 2), the dear half 1.5x dearer:
        // log 1.5 / log 2 = 0.585, class round(1.585 / 2 x 10) = 8 of 0..10.
        assertEquals(2, GridHeatMap.spread(input), EPS);
        Primitive.Group board = boards(GridHeatMap.scene(input)).get(0);
        Primitive.Grid grid = grid(board);
        assertEquals(new Rgb(0xD6604D), grid.colours().get(0), "a8, top left");
        assertEquals(new Rgb(0xD6604D), grid.colours().get(31), "h5");
        assertEquals(new Rgb(0x053061), grid.colours().get(32), "a4");
        assertEquals(new Rgb(0x053061), grid.colours().get(63), "h1, bottom right");
        assertEquals(1, board.children().size(), "relative boards carry no numbers");
        // Ties go to the first square in reading order (rank 8 first, a to h).
        assertEquals("Lerf: mean 2.00 ns; dearest a8 3.00, cheapest a4 1.00", board.tooltip());
        assertEquals(
                "Grid heat maps, t: for each of 1 compared values an 8x8 grid (row 1 at the bottom) coloured by each"
                        + " cell's cost relative to the value's own mean, blue cheaper and red dearer, up to 2x"
                        + " either way; each grid's mean cost is printed under it.",
                GridHeatMap.scene(input).description());
    }

    @Test
    void relativeLegendListsTheElevenClassesAndTheReach() {
        Scene scene = GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("Lerf", false, halves(1, 3)))));
        double top = 276;
        Primitive.Text header = SceneQueries.textReading(
                scene, "cost of a cell relative to its panel's mean (log colour scale, 11 classes):");
        assertEquals(14, header.x(), EPS);
        assertEquals(top + 9, header.y(), EPS);
        Primitive.Grid swatches = (Primitive.Grid) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Grid)
                .findFirst()
                .orElseThrow();
        assertEquals(26, swatches.x(), EPS);
        assertEquals(top + 15, swatches.y(), EPS);
        assertEquals(22, swatches.cell(), EPS);
        assertEquals(11, swatches.columns());
        assertEquals(1, swatches.rows());
        assertEquals(new Rgb(0x053061), swatches.colours().get(0));
        assertEquals(new Rgb(0xF7F7F7), swatches.colours().get(5));
        assertEquals(new Rgb(0x67001F), swatches.colours().get(10));
        for (int i = 0; i < 11; i++) {
            assertEquals(Palette.diverging(-1 + 0.2 * i), swatches.colours().get(i), "class " + i);
        }
        assertTrue(scene.primitives()
                .contains(new Primitive.Rect(26, top + 15, 242, 22, Style.stroke(Palette.MUTED, 0.8))));
        // Labels 2 px above 15 + 22 + 3 + 8.4 below the legend's top: at each end and the middle of 242 px.
        Primitive.Text cheaper = SceneQueries.textReading(scene, "\u00f72 cheaper");
        assertEquals(26, cheaper.x(), EPS);
        assertEquals(top + 46.4, cheaper.y(), 1e-6);
        assertEquals(Anchor.START, cheaper.anchor());
        Primitive.Text middle = SceneQueries.textReading(scene, "the mean");
        assertEquals(147, middle.x(), EPS);
        assertEquals(top + 46.4, middle.y(), 1e-6);
        assertEquals(Anchor.MIDDLE, middle.anchor());
        Primitive.Text dearer = SceneQueries.textReading(scene, "\u00d72 dearer");
        assertEquals(268, dearer.x(), EPS);
        assertEquals(top + 46.4, dearer.y(), 1e-6);
        assertEquals(Anchor.END, dearer.anchor());
        assertTrue(
                scene.primitives().contains(new Primitive.Rect(292, top + 15, 14, 14, Style.fill(new Rgb(0xE0E0E0)))));
        Primitive.Text unknown = SceneQueries.textReading(scene, "not measured");
        assertEquals(312, unknown.x(), EPS);
        assertEquals(top + 26, unknown.y(), EPS);
    }

    @Test
    void spreadIsTheLargestRatioToTheMeanClampedTo1Point25Through4() {
        List<Double> flat = new ArrayList<>(Collections.nCopies(64, 5.0));
        assertEquals(1.25, GridHeatMap.spread(relative(List.of(new GridHeatMap.Panel("F", false, flat)))), EPS);
        // 63 squares at 1, one at 3: mean 66 / 64; the dear square is 3 / 1.03125 = 2.909 times the mean.
        List<Double> oneDear = new ArrayList<>(Collections.nCopies(64, 1.0));
        oneDear.set(10, 3.0);
        assertEquals(
                3 / (66 / 64.0),
                GridHeatMap.spread(relative(List.of(new GridHeatMap.Panel("D", false, oneDear)))),
                1e-12);
        // 62 at 1, one at 0.25, one unknown: mean 62.25 / 63; the cheap square is 3.952 times cheaper than the mean.
        List<Double> oneCheap = new ArrayList<>(Collections.nCopies(64, 1.0));
        oneCheap.set(10, 0.25);
        oneCheap.set(20, NONE);
        assertEquals(
                (62.25 / 63) / 0.25,
                GridHeatMap.spread(relative(List.of(new GridHeatMap.Panel("C", false, oneCheap)))),
                1e-12);
        // Both boards count, and unknown squares do not.
        List<Double> extreme = halves(1, 100);
        extreme.set(0, NONE);
        assertEquals(
                4,
                GridHeatMap.spread(relative(
                        List.of(new GridHeatMap.Panel("F", false, flat), new GridHeatMap.Panel("E", false, extreme)))),
                EPS);
        Scene clamped = GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("E", false, extreme))));
        assertEquals(1, reading(clamped, "\u00f74 cheaper"));
        Scene narrow = GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("F", false, flat))));
        assertEquals(1, reading(narrow, "\u00d71.25 dearer"));
    }

    @Test
    void divergingClassOfACostRatio() {
        assertEquals(new Rgb(0x67001F), GridHeatMap.colour(2, 2));
        assertEquals(new Rgb(0x053061), GridHeatMap.colour(0.5, 2));
        assertEquals(new Rgb(0xF7F7F7), GridHeatMap.colour(1, 4));
        // 2^0.4 on a reach of 2 is t = 0.4: class (1.4 / 2) x 10 = 7.
        assertEquals(new Rgb(0xF4A582), GridHeatMap.colour(Math.pow(2, 0.4), 2));
        // The same ratio on a reach of 4 is t = 0.2: class 6.
        assertEquals(new Rgb(0xFDDBC7), GridHeatMap.colour(Math.pow(2, 0.4), 4));
    }

    @Test
    void unknownSquaresAreGreyAndLeftOutOfTheMeanAndTheRange() {
        List<Double> costs = new ArrayList<>(Collections.nCopies(64, 2.0));
        costs.set(0, NONE);
        costs.set(63, 8.0);
        GridHeatMap.Panel board = new GridHeatMap.Panel("U", false, costs);
        // 62 squares at 2 and one at 8 over 63 known squares.
        assertEquals((62 * 2 + 8) / 63.0, board.mean(), 1e-12);
        double[] range = GridHeatMap.range(absolute(List.of(board)));
        assertEquals(2, range[0], EPS);
        assertEquals(8, range[1], EPS);
        Primitive.Group group =
                boards(GridHeatMap.scene(relative(List.of(board)))).get(0);
        assertEquals(new Rgb(0xE0E0E0), grid(group).colours().get(56), "a1 unknown");
        assertEquals("U: mean 2.10 ns; dearest h8 8.00, cheapest a8 2.00", group.tooltip());
        Scene absolute = GridHeatMap.scene(absolute(List.of(board)));
        assertEquals(new Rgb(0xE0E0E0), grid(boards(absolute).get(0)).colours().get(56));
        assertEquals(63, withClass(absolute, "cell-cost").size(), "no number in the unknown cell");
    }

    @Test
    void absoluteClassesSplitTheLogRangeIntoNine() {
        // 1 .. 512 = 2^9: class k holds 2^k .. 2^(k+1); probe the middle of each.
        double[] range = {1, 512};
        for (int k = 0; k < 9; k++) {
            assertEquals(k, GridHeatMap.absoluteClass(Math.pow(2, k + 0.5), range), "class " + k);
        }
        assertEquals(0, GridHeatMap.absoluteClass(0.5, range), "below the range: the first class");
        assertEquals(8, GridHeatMap.absoluteClass(2048, range), "above the range: the last class");
        assertEquals(0, GridHeatMap.absoluteClass(5, new double[] {5, 5}), "one value: one class");
        assertEquals(0, GridHeatMap.absoluteClass(7, new double[] {5, 5}), "an empty range has only the first class");
        assertEquals(1, GridHeatMap.classEdge(0, range), 1e-12);
        assertEquals(8, GridHeatMap.classEdge(3, range), 1e-12);
        assertEquals(512, GridHeatMap.classEdge(9, range), 1e-9);
        assertEquals(new Rgb(0xEDF8B1), GridHeatMap.absoluteColour(Math.pow(2, 1.5), range), "the second class");
        assertEquals(new Rgb(0x081D58), GridHeatMap.absoluteColour(400, range), "the last class");
    }

    @Test
    void classesAreRelativeToTheCheapestSquareNotToOne() {
        // 2 .. 1024 is again a ratio of 2^9: class k holds 2 x 2^k .. 2 x 2^(k+1); edge 3 is 2 x 8.
        double[] range = {2, 1024};
        for (int k = 0; k < 9; k++) {
            assertEquals(k, GridHeatMap.absoluteClass(2 * Math.pow(2, k + 0.5), range), "class " + k);
        }
        assertEquals(16, GridHeatMap.classEdge(3, range), 1e-9);
        assertEquals(2, GridHeatMap.classEdge(0, range), 1e-12);
    }

    @Test
    void aDearestOrCheapestA1IsNamed() {
        // a1 is the first square of the last rank visited: a later, smaller square must not replace it.
        List<Double> dear = new ArrayList<>(Collections.nCopies(64, 2.0));
        dear.set(0, 5.0);
        Primitive.Group first = boards(GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("D", false, dear)))))
                .get(0);
        assertTrue(first.tooltip().contains("dearest a1 5.00"), first.tooltip());
        List<Double> cheap = new ArrayList<>(Collections.nCopies(64, 2.0));
        cheap.set(0, 1.0);
        Primitive.Group second = boards(GridHeatMap.scene(relative(List.of(new GridHeatMap.Panel("C", false, cheap)))))
                .get(0);
        assertTrue(second.tooltip().endsWith("cheapest a1 1.00"), second.tooltip());
    }

    @Test
    void oneAbsoluteBoardHasFortyPixelCellsWithTheirCosts() {
        List<Double> costs = new ArrayList<>(Collections.nCopies(64, 1.0));
        costs.set(63, 4.0);
        Scene scene = GridHeatMap.scene(absolute(List.of(new GridHeatMap.Panel("A", false, costs))));
        // Cells min(40, 95) = 40, a board of 320; block 16 + 320 + 12 + 14 + 8 = 370; legend at 46 + 370 + 4.
        assertEquals(420 + 62, scene.height());
        Primitive.Group board = boards(scene).get(0);
        assertEquals(40, grid(board).cell(), EPS);
        List<Primitive.Text> values = withClass(scene, "cell-cost");
        assertEquals(64, values.size());
        // Value size min(10, 40 x 0.27) = 10; a8 (drawn first) centred in its cell, baseline half an ascent (4) lower.
        Primitive.Text a8 = values.get(0);
        assertEquals("1.00", a8.text());
        assertEquals(10, a8.size(), EPS);
        assertEquals(26 + 20, a8.x(), EPS);
        assertEquals(62 + 20 + 4, a8.y(), EPS);
        assertEquals(Anchor.MIDDLE, a8.anchor());
        assertEquals(Rgb.BLACK, a8.colour(), "black on the lightest class");
        Primitive.Text h8 = values.get(7);
        assertEquals("4.00", h8.text());
        assertEquals(26 + 7 * 40 + 20, h8.x(), EPS);
        assertEquals(Rgb.WHITE, h8.colour(), "white on the darkest class");
        Primitive.Text a1 = values.get(56);
        assertEquals(62 + 7 * 40 + 20 + 4, a1.y(), EPS);
        assertEquals(
                "Grid heat maps, t: for each of 1 compared values an 8x8 grid (row 1 at the bottom) with"
                        + " each cell's cost in ns written in it and coloured on one log scale shared by every"
                        + " grid, from 1.00 (lightest) to 4.00 (darkest); each grid's mean cost is printed under it.",
                scene.description());
    }

    @Test
    void absoluteLegendPrintsTheTenClassEdges() {
        List<Double> costs = new ArrayList<>(Collections.nCopies(64, 1.0));
        costs.set(63, 4.0);
        Scene scene = GridHeatMap.scene(absolute(List.of(new GridHeatMap.Panel("A", false, costs))));
        double top = 420;
        Primitive.Text header = SceneQueries.textReading(
                scene, "ns, one log colour scale for every panel (9 classes; class edges below):");
        assertEquals(14, header.x(), EPS);
        assertEquals(top + 9, header.y(), EPS);
        for (int i = 0; i < 9; i++) {
            assertTrue(
                    scene.primitives()
                            .contains(new Primitive.Rect(
                                    26 + 64 * i, top + 15, 64, 16, Style.fill(Palette.ramp(i / 8.0)))),
                    "swatch " + i);
        }
        assertFalse(
                scene.primitives().stream()
                        .anyMatch(p -> p instanceof Primitive.Rect r && Math.abs(r.x() - (26 + 64 * 9)) < EPS),
                "nine swatches, no tenth");
        assertTrue(scene.primitives()
                .contains(new Primitive.Rect(26, top + 15, 576, 16, Style.stroke(Palette.MUTED, 0.8))));
        // Edges 4^(k/9) under the swatch borders, 15 + 16 + 3 + 7.2 below the top: 1.00, 1.17, 1.36, 1.59, ...
        List<Primitive.Text> edges = scene.texts().stream()
                .filter(t -> t.size() == 9 && Math.abs(t.y() - (top + 41.2)) < 1e-6)
                .toList();
        assertEquals(10, edges.size());
        String[] expected = {"1.00", "1.17", "1.36", "1.59", "1.85", "2.16", "2.52", "2.94", "3.43", "4.00"};
        for (int k = 0; k <= 9; k++) {
            assertEquals(expected[k], edges.get(k).text(), "edge " + k);
            assertEquals(26 + 64 * k, edges.get(k).x(), EPS);
            assertEquals(
                    k == 0 ? Anchor.START : k == 9 ? Anchor.END : Anchor.MIDDLE,
                    edges.get(k).anchor());
        }
    }

    @Test
    void absoluteColumnsAndCellsByBoardCount() {
        // Up to 4 boards: 2 columns, cells min(40, floor(746 / 16)) = 40; a block (760 - 14) / 2 = 373 wide.
        Scene four = GridHeatMap.scene(absolute(copies(4)));
        assertEquals(40, grid(boards(four).get(0)).cell(), EPS);
        assertEquals(26 + 373 + 14, grid(boards(four).get(1)).x(), EPS);
        assertEquals(26, grid(boards(four).get(2)).x(), EPS, "the third board starts the second row");
        // 5 to 9 boards: 3 columns, floor(732 / 24) = 30 px cells, numbers at 30 x 0.27 = 8.1 px.
        Scene five = GridHeatMap.scene(absolute(copies(5)));
        assertEquals(30, grid(boards(five).get(0)).cell(), EPS);
        assertEquals(8.1, withClass(five, "cell-cost").get(0).size(), 1e-9);
        assertEquals(
                30, grid(boards(GridHeatMap.scene(absolute(copies(9)))).get(0)).cell(), EPS);
        // 10 and more: 6 columns, floor(690 / 48) = 14 px cells, numbers at the 6 px floor.
        Scene ten = GridHeatMap.scene(absolute(copies(10)));
        assertEquals(14, grid(boards(ten).get(0)).cell(), EPS);
        assertEquals(6, withClass(ten, "cell-cost").get(0).size(), EPS);
        // One board: one column.
        assertEquals(1, boards(GridHeatMap.scene(absolute(copies(1)))).size());
    }

    @Test
    void sevenRelativeBoardsFillSixColumnsThenWrap() {
        Scene scene = GridHeatMap.scene(relative(copies(7)));
        // 6 columns: cells floor((760 - 5 x 14) / 6 / 8) = 14; blocks (690 / 6) = 115 wide, 16 + 112 + 34 = 162 tall.
        List<Primitive.Group> boards = boards(scene);
        assertEquals(14, grid(boards.get(0)).cell(), EPS);
        assertEquals(26 + 115 + 14, grid(boards.get(1)).x(), EPS);
        assertEquals(26 + 5 * 129, grid(boards.get(5)).x(), EPS);
        assertEquals(26, grid(boards.get(6)).x(), EPS);
        assertEquals(46 + 162 + 16, grid(boards.get(6)).y(), EPS);
        assertEquals(46 + 2 * 162 + 4 + 62, scene.height());
        // Ranks beside the first column only (boards 0 and 6); files under the lowest board of each column
        // (board 6 and boards 1..5, which have none below them), not under board 0.
        assertEquals(2, reading(scene, "1"));
        assertEquals(6, reading(scene, "a"));
        double boardZeroFiles = 46 + 16 + 112 + 10;
        assertFalse(
                scene.texts().stream()
                        .anyMatch(t -> t.text().equals("a")
                                && Math.abs(t.y() - boardZeroFiles) < 1e-6
                                && Math.abs(t.x() - (26 + 7)) < 1e-6),
                "board 0 has board 6 under it");
        // Relative boards: up to five boards keep 22 px cells when they fit; five in a row get 17.
        assertEquals(
                22, grid(boards(GridHeatMap.scene(relative(copies(4)))).get(0)).cell(), EPS);
        assertEquals(
                17, grid(boards(GridHeatMap.scene(relative(copies(5)))).get(0)).cell(), EPS);
    }

    @Test
    void longNamesDropToNinePixelsThenShorten() {
        String longName = "AVeryLongStrategyNameThatCannotFit";
        List<GridHeatMap.Panel> list = copies(6);
        list.set(0, new GridHeatMap.Panel(longName, false, halves(1, 3)));
        list.set(1, new GridHeatMap.Panel("Pext", true, halves(1, 3)));
        Scene scene = GridHeatMap.scene(relative(list));
        List<Primitive.Text> names = withClass(scene, "grid-label");
        // Blocks are 115 px wide: too narrow for the long name even at 9 px, so it is shortened.
        assertEquals(9, names.get(0).size(), EPS);
        assertEquals(Frame.fit(longName, 9, false, false, 115), names.get(0).text());
        assertTrue(names.get(0).text().endsWith("\u2026"));
        assertEquals(10.5, names.get(1).size(), EPS);
        assertEquals("Pext (emulated)", names.get(1).text());
        assertTrue(names.get(1).italic());
        assertEquals(Palette.EMULATED, names.get(1).colour());
        assertEquals(26 + 115 + 14, names.get(1).x(), EPS);
        assertEquals(57, names.get(1).y(), EPS);
        assertTrue(boards(scene).get(1).tooltip().startsWith("Pext (emulated): mean 2.00 ns"));
    }

    @Test
    void inputsAreChecked() {
        assertEquals(
                "a grid heat map needs at least one panel: t",
                assertThrows(IllegalArgumentException.class, () -> relative(List.of()))
                        .getMessage());
        assertThrows(
                NullPointerException.class,
                () -> new GridHeatMap.Input("t", null, "ns", SampleData.EIGHT, copies(1), null));
        assertEquals(
                "panel \"A\" needs 64 costs, got 63",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> relative(
                                        List.of(new GridHeatMap.Panel("A", false, Collections.nCopies(63, 1.0)))))
                        .getMessage());
        assertEquals(
                "panel \"A\" has no known cell",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new GridHeatMap.Panel("A", false, Collections.nCopies(64, NONE)))
                        .getMessage());
        List<Double> negative = new ArrayList<>(Collections.nCopies(64, 1.0));
        negative.set(5, -1.0);
        assertEquals(
                "cost of cell f1 of \"A\" must be a positive finite number on a log axis, got -1.0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> relative(List.of(new GridHeatMap.Panel("A", false, negative))))
                        .getMessage());
        assertEquals(GridHeatMap.Scale.RELATIVE, relative(copies(1)).scale());
    }

    @Test
    void renderDrawsTheScene() {
        GridHeatMap.Input input = relative(copies(1));
        RenderedChart chart = GridHeatMap.render(input);
        assertEquals(800, chart.width());
        assertEquals(GridHeatMap.scene(input).height(), chart.height());
        assertTrue(new String(chart.svg(), java.nio.charset.StandardCharsets.UTF_8).contains(">mean 2.00 ns<"));
    }
}
