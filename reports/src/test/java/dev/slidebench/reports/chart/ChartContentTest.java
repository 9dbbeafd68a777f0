package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** What each chart must show and what input it must refuse, checked on the scene or the parsed SVG. */
class ChartContentTest {

    private static final double NONE = Double.NaN;

    // ---- forest plot ----

    @Test
    void forestRejectsValuesALogAxisCannotShow() {
        assertThrows(IllegalArgumentException.class, () -> forestRow(0, NONE, NONE));
        assertThrows(IllegalArgumentException.class, () -> forestRow(-1.2, NONE, NONE));
        assertThrows(IllegalArgumentException.class, () -> forestRow(1.2, 0, 1.5));
        assertThrows(IllegalArgumentException.class, () -> forestRow(1.2, 1.3, 1.5)); // low above the estimate
        assertThrows(
                IllegalArgumentException.class,
                () -> new ForestPlot.Row("A", 1.2, 1, 1.5, false, false, false, List.of(new ForestPlot.Fork(0, 1))));
        assertThrows(IllegalArgumentException.class, () -> new ForestPlot.Fork(1.1, -1));
    }

    @Test
    void forestNamesEmulatedAndControlRowsAndShadesOnlyTheBestGroup() {
        ForestPlot.Input input = new ForestPlot.Input(
                "t",
                null,
                "slowdown",
                0.95,
                List.of(
                        new ForestPlot.Row("FancyMagic", 1, 1, 1.1, true, false, false, List.of()),
                        new ForestPlot.Row("Pext", 9.6, 9.1, 10.2, false, true, false, List.of()),
                        new ForestPlot.Row("Kindergarten", 1.05, 1, 1.2, true, false, false, List.of())));
        Scene scene = ForestPlot.scene(input);
        Document svg = SvgAssertions.parse(scene.render());
        SvgAssertions.assertTextPresent(svg, "Pext (emulated)");
        SvgAssertions.assertTextPresent(svg, "9.60\u00d7 [9.10\u00d7, 10.20\u00d7]");
        SvgAssertions.assertTextPresent(svg, "95% interval");
        long bands = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Rect r
                        && Palette.BEST_BAND.equals(r.style().fill()))
                .count();
        // Two best-group rows plus the legend swatch.
        assertEquals(3, bands);
    }

    @Test
    void forestForkDotsCarryTheirRoundColour() {
        ForestPlot.Input input = new ForestPlot.Input(
                "t",
                null,
                "slowdown",
                0.95,
                List.of(new ForestPlot.Row(
                        "A",
                        1.2,
                        1.1,
                        1.3,
                        true,
                        false,
                        false,
                        List.of(
                                new ForestPlot.Fork(1.1, 1),
                                new ForestPlot.Fork(1.3, 2),
                                new ForestPlot.Fork(1.2, 2)))));
        Scene scene = ForestPlot.scene(input);
        Primitive.Group row = (Primitive.Group) scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Group g && g.cssClass().equals("row"))
                .findFirst()
                .orElseThrow();
        List<Rgb> dotColours = row.children().stream()
                .filter(p -> p instanceof Primitive.Circle)
                .map(p -> ((Primitive.Circle) p).style().fill())
                .toList();
        assertEquals(List.of(Palette.category(0), Palette.category(1), Palette.category(1)), dotColours);
    }

    private static ForestPlot.Row forestRow(double estimate, double low, double high) {
        return new ForestPlot.Row("A", estimate, low, high, false, false, false, List.of());
    }

    // ---- bars ----

    @Test
    void barsUseALogAxisOnlyWhenTheValuesSpanMoreThanTenTimes() {
        assertTrue(BarChart.usesLogAxis(List.of(bar("a", 11), bar("b", 115))));
        assertFalse(BarChart.usesLogAxis(List.of(bar("a", 11.5), bar("b", 115))));
        // A zero cannot sit on a log axis: the chart stays linear from zero.
        assertFalse(BarChart.usesLogAxis(List.of(bar("a", 0), bar("b", 115))));
    }

    @Test
    void logBarsStartAtAOneTwoFiveStepBelowTheShortest() {
        // 4.1 / 1.25 = 3.28 -> 2; 0.482 / 1.25 = 0.386 -> 0.2; 12.5 / 1.25 = 10 -> 10.
        assertEquals(2, BarChart.logFloor(4.1), 1e-12);
        assertEquals(0.2, BarChart.logFloor(0.482), 1e-12);
        assertEquals(10, BarChart.logFloor(12.5), 1e-12);
    }

    @Test
    void barsRejectNegativeValuesAndNeverDrawBelowZero() {
        assertThrows(IllegalArgumentException.class, () -> bar("a", -1));
        assertThrows(IllegalArgumentException.class, () -> bar("a", Double.NaN));
        // An interval reaching below zero (a normal-theory interval from someone's JSON) is cut at the axis start.
        BarChart.Input input = new BarChart.Input(
                "t",
                null,
                "ns/op",
                0.95,
                List.of(
                        new BarChart.Bar("wide", 2, -3, 7, true, false, false),
                        new BarChart.Bar("zero", 0, NONE, NONE, false, false, false)));
        Scene scene = BarChart.scene(input);
        double plotLeft = Double.POSITIVE_INFINITY;
        for (Primitive p : scene.primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().equals("bar")) {
                Primitive.Rect rect = (Primitive.Rect) g.children().get(0);
                plotLeft = Math.min(plotLeft, rect.x());
            }
        }
        for (Primitive p : scene.primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().equals("bar")) {
                for (Primitive child : g.children()) {
                    if (child instanceof Primitive.Line line) {
                        assertTrue(Math.min(line.x1(), line.x2()) >= plotLeft - 1e-9, "whisker left of zero");
                    }
                    if (child instanceof Primitive.Rect rect) {
                        assertTrue(rect.width() >= 0);
                    }
                }
            }
        }
        assertTrue(scene.description().contains("linear axis from zero"));
        assertTrue(scene.description().contains("cut there"));
        Document svg = SvgAssertions.parse(scene.render());
        SvgAssertions.assertTextPresent(svg, "0");
    }

    private static BarChart.Bar bar(String label, double value) {
        return new BarChart.Bar(label, value, NONE, NONE, false, false, false);
    }

    // ---- table bytes against speed ----

    /**
     * By hand, lower is better: A 0 B 100 ns is the smallest; B 2 kB 5 ns beats A on speed; C 2 kB 6
     * ns loses to B (same bytes, slower); D 1 MB 4 ns is the fastest; E 1 MB 4.5 ns loses to D; F 500
     * kB 20 ns loses to B (smaller and faster). Front: A, B, D. Higher is better: A's 100 is the best
     * score at the fewest bytes, so A alone.
     */
    @Test
    void paretoFrontByHand() {
        List<BytesSpeedChart.Point> points = List.of(
                point("A", 0, 100),
                point("B", 2048, 5),
                point("C", 2048, 6),
                point("D", 1_000_000, 4),
                point("E", 1_000_000, 4.5),
                point("F", 500_000, 20));
        assertEquals(List.of(0, 1, 3), BytesSpeedChart.paretoFront(points, false));
        assertEquals(List.of(0), BytesSpeedChart.paretoFront(points, true));
        // Two strategies with the same bytes and the same score: neither beats the other.
        assertEquals(List.of(0, 1), BytesSpeedChart.paretoFront(List.of(point("X", 10, 3), point("Y", 10, 3)), false));
    }

    @Test
    void scatterRejectsNegativeBytesAndNonPositiveScoresAndPlacesZeroBytesInItsOwnColumn() {
        assertThrows(IllegalArgumentException.class, () -> point("A", -1, 5));
        assertThrows(IllegalArgumentException.class, () -> point("A", 10, 0));
        assertThrows(IllegalArgumentException.class, () -> point("A", 10, -2));
        BytesSpeedChart.Input input = new BytesSpeedChart.Input(
                "t",
                null,
                "ns/op",
                false,
                List.of(point("NoTable", 0, 20), point("Small", 2048, 5), point("Big", 800_000, 4)));
        Scene scene = BytesSpeedChart.scene(input);
        Document svg = SvgAssertions.parse(scene.render());
        SvgAssertions.assertTextPresent(svg, "0 B");
        SvgAssertions.assertTextPresent(svg, "NoTable");
        // The 0 B point sits left of every point with a table.
        List<Double> xs = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Group g && g.cssClass().startsWith("point "))
                .map(p -> centreX(((Primitive.Group) p).children().get(0)))
                .toList();
        assertTrue(xs.get(0) < xs.get(1) && xs.get(1) < xs.get(2), xs.toString());
    }

    @Test
    void scatterWithOnlyZeroByteStrategiesStillDraws() {
        BytesSpeedChart.Input input = new BytesSpeedChart.Input(
                "t", null, "ns/op", false, List.of(point("KoggeStone", 0, 23), point("Dumb7Fill", 0, 26)));
        SvgAssertions.parse(BytesSpeedChart.render(input));
    }

    private static double centreX(Primitive marker) {
        if (marker instanceof Primitive.Circle c) {
            return c.cx();
        }
        List<Double> points = ((Primitive.Path) marker).points();
        double sum = 0;
        for (int i = 0; i < points.size(); i += 2) {
            sum += points.get(i);
        }
        return sum / (points.size() / 2.0);
    }

    private static BytesSpeedChart.Point point(String label, long bytes, double value) {
        return new BytesSpeedChart.Point(label, bytes, value, NONE, NONE, false);
    }

    // ---- heat map ----

    @Test
    void heatMapMarksBestGroupAndEmulatedCells() {
        HeatMap.Input input = new HeatMap.Input(
                "t",
                null,
                List.of("random", "perft"),
                List.of(
                        new HeatMap.Row(
                                "Pext",
                                true,
                                List.of(new HeatMap.Cell(0.1, false, true), new HeatMap.Cell(0.3, false, true))),
                        new HeatMap.Row(
                                "FancyMagic",
                                false,
                                List.of(new HeatMap.Cell(1, true, false), HeatMap.Cell.missing()))));
        Document svg = SvgAssertions.parse(HeatMap.render(input));
        assertEquals(2, SvgAssertions.groupClasses(svg, "cell emulated").size());
        assertEquals(1, SvgAssertions.groupClasses(svg, "cell best").size());
        assertEquals(1, SvgAssertions.groupClasses(svg, "cell missing").size());
        SvgAssertions.assertTextPresent(svg, "Pext (emulated)");
        SvgAssertions.assertTextPresent(svg, "10.0");
        SvgAssertions.assertTextPresent(svg, "1.00");
    }

    @Test
    void heatMapRejectsValuesOutsideZeroToOneAndRaggedRows() {
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(0, false, false));
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(-0.5, false, false));
        assertThrows(IllegalArgumentException.class, () -> new HeatMap.Cell(1.5, false, false));
        assertThrows(
                IllegalArgumentException.class,
                () -> new HeatMap.Input(
                        "t",
                        null,
                        List.of("a", "b"),
                        List.of(new HeatMap.Row("X", false, List.of(HeatMap.Cell.missing())))));
    }

    @Test
    void heatMapColoursGetDarkerTowardsTheFastest() {
        double floor = 0.02;
        assertTrue(HeatMap.colour(1, floor).luminance()
                < HeatMap.colour(0.5, floor).luminance());
        assertTrue(HeatMap.colour(0.5, floor).luminance()
                < HeatMap.colour(0.05, floor).luminance());
    }

    // ---- drift ----

    @Test
    void driftDrawsEveryForkInBothPanelsAndTheContentionThreshold() {
        DriftChart.Input input = SampleData.drift(SampleData.strategies(14));
        Scene scene = DriftChart.scene(input);
        int markers = 0;
        for (Primitive p : scene.primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().startsWith("series ")) {
                markers += g.children().size();
            }
        }
        // 14 strategies x 4 forks, each in the time/mean panel and in the contention panel.
        assertEquals(14 * 4 * 2, markers);
        Document svg = SvgAssertions.parse(scene.render());
        SvgAssertions.assertTextPresent(svg, "contended from 1.1");
        SvgAssertions.assertTextPresent(svg, "round 3");
        SvgAssertions.assertTextPresent(svg, "Pext (emulated)");
    }

    @Test
    void driftWithoutCpuTimeSaysSoAndRejectsBadForks() {
        DriftChart.Input input = new DriftChart.Input(
                "t",
                null,
                1.1,
                List.of(new DriftChart.Series(
                        "A",
                        false,
                        List.of(new DriftChart.Fork(0, 0.9, NONE, 1), new DriftChart.Fork(1, 1.1, NONE, 2)))));
        Scene scene = DriftChart.scene(input);
        assertTrue(scene.description().contains("contention is unknown"));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(-1, 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(1, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DriftChart.Fork(1, 1, -1, 1));
    }

    // ---- runs side by side ----

    @Test
    void runsChartNamesWhichRunWasEmulatedAndSkipsUnmeasuredValues() {
        RunsChart.Input input = SampleData.runs();
        Document svg = SvgAssertions.parse(RunsChart.render(input));
        SvgAssertions.assertTextPresent(svg, "Pext (emulated: JDK 17.0.15)");
        // 14 strategies x 2 runs, one group each.
        assertEquals(28, SvgAssertions.groupClasses(svg, "run-value ").size());

        RunsChart.Value measured = new RunsChart.Value(5, 4, 6, true);
        List<RunsChart.Value> onlyFirst = new java.util.ArrayList<>();
        onlyFirst.add(measured);
        onlyFirst.add(null);
        RunsChart.Input partial = new RunsChart.Input(
                "t", null, "ns/op", List.of("a", "b"), List.of(new RunsChart.Row("Pext", onlyFirst)));
        Document partialSvg = SvgAssertions.parse(RunsChart.render(partial));
        assertEquals(1, SvgAssertions.groupClasses(partialSvg, "run-value ").size());
        // Emulated in every run that measured it: the plain suffix.
        SvgAssertions.assertTextPresent(partialSvg, "Pext (emulated)");
    }

    @Test
    void runsChartRejectsRaggedRowsAndNonPositiveValues() {
        assertThrows(IllegalArgumentException.class, () -> new RunsChart.Value(0, NONE, NONE, false));
        assertThrows(IllegalArgumentException.class, () -> new RunsChart.Value(-3, NONE, NONE, false));
        assertThrows(
                IllegalArgumentException.class,
                () -> new RunsChart.Input(
                        "t",
                        null,
                        "ns/op",
                        List.of("a", "b"),
                        List.of(new RunsChart.Row("X", List.of(new RunsChart.Value(1, NONE, NONE, false))))));
    }

    // ---- board heat map ----

    @Test
    void cellsAreNamedColumnThenRowFromTheBottom() {
        GridHeatMap.Layout grid = new GridHeatMap.Layout(List.of("x", "y", "z"), List.of("1", "2"), "a 3x2 grid");
        assertEquals(6, grid.cells());
        assertEquals("x1", grid.cellName(0));
        assertEquals("z1", grid.cellName(2));
        assertEquals("x2", grid.cellName(3));
        assertEquals("z2", grid.cellName(5));
        assertThrows(IllegalArgumentException.class, () -> new GridHeatMap.Layout(List.of(), List.of("1"), "none"));
    }

    /** h8 three times the rest, a1 a third: h8 is drawn top right in the reddest class, a1 bottom left, bluest. */
    @Test
    void boardIsDrawnWithRankEightOnTopAndColouredRelativeToItsMean() {
        List<Double> costs = new java.util.ArrayList<>(java.util.Collections.nCopies(64, 1.0));
        costs.set(63, 3.0);
        costs.set(0, 1 / 3.0);
        costs.set(28, NONE);
        GridHeatMap.Input input = new GridHeatMap.Input(
                "t", null, "ns", SampleData.EIGHT, List.of(new GridHeatMap.Panel("Lerf", false, costs)));
        Primitive.Grid grid = null;
        for (Primitive p : GridHeatMap.scene(input).primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().equals("grid")) {
                grid = (Primitive.Grid) g.children().get(0);
            }
        }
        assertEquals(8, grid.columns());
        // Grid row 0 is rank 8: h8 is cell 7, a1 is cell 56, e4 (rank 4, file e) is row 4, column 4.
        assertEquals(Palette.diverging(1), grid.colours().get(7));
        assertEquals(Palette.diverging(-1), grid.colours().get(56));
        assertFalse(grid.colours().get(36).equals(grid.colours().get(37)), "unknown e4 drawn like its neighbour");
        assertEquals(Palette.diverging(0), grid.colours().get(37));
    }

    @Test
    void gridRejectsWrongSizesAndNonPositiveCosts() {
        assertThrows(
                IllegalArgumentException.class,
                () -> panels(new GridHeatMap.Panel("A", false, java.util.Collections.nCopies(63, 1.0))));
        List<Double> negative = new java.util.ArrayList<>(java.util.Collections.nCopies(64, 1.0));
        negative.set(5, -1.0);
        assertThrows(IllegalArgumentException.class, () -> panels(new GridHeatMap.Panel("A", false, negative)));
        List<Double> zero = new java.util.ArrayList<>(java.util.Collections.nCopies(64, 1.0));
        zero.set(5, 0.0);
        assertThrows(IllegalArgumentException.class, () -> panels(new GridHeatMap.Panel("A", false, zero)));
        assertThrows(
                IllegalArgumentException.class,
                () -> new GridHeatMap.Panel("A", false, java.util.Collections.nCopies(64, NONE)));
    }

    private static GridHeatMap.Input panels(GridHeatMap.Panel panel) {
        return new GridHeatMap.Input("t", null, "ns", SampleData.EIGHT, List.of(panel));
    }

    // ---- thread scaling ----

    @Test
    void scalingIsTotalThroughputOverTheOneThreadPoint() {
        ScalingChart.Series series = new ScalingChart.Series(
                "A", false, List.of(new ScalingChart.Point(4, 300), new ScalingChart.Point(1, 100)));
        // Sorted by threads; 300 / 100 = 3x at 4 threads.
        assertEquals(1, series.points().get(0).threads());
        assertEquals(3.0, ScalingChart.speedup(series, series.points().get(1)), 1e-12);
        assertThrows(
                IllegalArgumentException.class,
                () -> new ScalingChart.Series("B", false, List.of(new ScalingChart.Point(2, 100))));
        assertThrows(IllegalArgumentException.class, () -> new ScalingChart.Point(0, 100));
        assertThrows(IllegalArgumentException.class, () -> new ScalingChart.Point(2, 0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ScalingChart.Series(
                        "C", false, List.of(new ScalingChart.Point(1, 1), new ScalingChart.Point(1, 2))));
    }

    @Test
    void scalingEndLabelsNeverTouch() {
        for (int count : new int[] {14, 40}) {
            Scene scene = ScalingChart.scene(SampleData.scaling(SampleData.strategies(count)));
            List<Primitive.Box> labels = scene.texts().stream()
                    .filter(t -> "series-label".equals(t.cssClass()))
                    .map(Primitive.Text::box)
                    .toList();
            assertEquals(count, labels.size());
            for (int i = 0; i < labels.size(); i++) {
                assertTrue(labels.get(i).inside(scene.bounds()), "label " + i + " off the canvas");
                for (int j = i + 1; j < labels.size(); j++) {
                    assertFalse(labels.get(i).overlaps(labels.get(j)), count + " series: labels " + i + ", " + j);
                }
            }
            SvgAssertions.assertTextPresent(SvgAssertions.parse(scene.render()), "ideal");
        }
    }
}
