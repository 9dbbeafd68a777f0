package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shared layout pieces at hand-computed coordinates. Sizes: title 16 px (ascent 12.8, line 16.8),
 * label 12 px (ascent 9.6, line 12.6), tick 11 px (ascent 8.8, line 11.55), small 10.5 px; margin 14.
 */
class FrameLayoutTest {

    private static final double EPS = 1e-9;
    private static final Style GRID = Style.stroke(Palette.GRID, 1);
    private static final Style AXIS = Style.stroke(Palette.INK, 1);

    @Test
    void titleAloneSitsAtTheMarginAndReturnsTheYBelowIt() {
        Scene scene = new Scene(800, 400, "t", "d");
        // Baseline 14 + 12.8; the next line would be 18.8 lower (45.6); minus a label's ascent, plus 6: 42.
        assertEquals(42, Frame.title(scene, "Short", null), EPS);
        List<Primitive.Text> texts = scene.texts();
        assertEquals(1, texts.size());
        assertText(texts.get(0), 14, 26.8, "Short", 16, Anchor.START);
        assertTrue(texts.get(0).bold());
        assertEquals(Palette.INK, texts.get(0).colour());
        assertEquals(42, Frame.titleHeight("Short", null, 800), EPS);
        assertEquals(42, Frame.titleHeight("Short", "", 800), EPS, "an empty subtitle takes no room");
        assertEquals(42, Frame.title(new Scene(800, 400, "t", "d"), "Short", ""), EPS);
    }

    @Test
    void subtitleFollowsOnePixelLowerInMutedText() {
        Scene scene = new Scene(800, 400, "t", "d");
        // Subtitle baseline 45.6 + 1 = 46.6; then 46.6 + 12.6 + 2 = 61.2; minus 9.6, plus 6: 57.6.
        assertEquals(57.6, Frame.title(scene, "Short", "Sub"), EPS);
        Primitive.Text subtitle = scene.texts().get(1);
        assertText(subtitle, 14, 46.6, "Sub", 12, Anchor.START);
        assertEquals(Palette.MUTED, subtitle.colour());
        assertEquals(false, subtitle.bold());
        assertEquals(57.6, Frame.titleHeight("Short", "Sub", 800), EPS);
    }

    @Test
    void aLongTitleWrapsAndTheBlockGrowsByALinePerExtraLine() {
        // A canvas one pixel too narrow for "alpha beta" in bold 16 px beside two margins.
        int width = (int) Math.ceil(TextMetrics.width("alpha beta", 16, true, false)) + 28 - 1;
        Scene scene = new Scene(width, 400, "t", "d");
        // Two title lines at 26.8 and 45.6; 64.4 below, minus 9.6, plus 6: 60.8.
        assertEquals(60.8, Frame.title(scene, "alpha beta", null), EPS);
        assertText(scene.texts().get(0), 14, 26.8, "alpha", 16, Anchor.START);
        assertText(scene.texts().get(1), 14, 45.6, "beta", 16, Anchor.START);
        assertEquals(60.8, Frame.titleHeight("alpha beta", null, width), EPS);
        // The same for a subtitle of two lines (12 px): 45.6 + 1 + 2 x 14.6 = 75.8; minus 9.6, plus 6: 72.2.
        int narrow = (int) Math.ceil(TextMetrics.width("gamma delta", 12, false, false)) + 28 - 1;
        assertEquals(Frame.wrap("gamma delta", 12, false, narrow - 28).size(), 2);
        assertEquals(72.2, Frame.titleHeight("x", "gamma delta", narrow), EPS);
        assertEquals(72.2, Frame.title(new Scene(narrow, 400, "t", "d"), "x", "gamma delta"), EPS);
    }

    /** 0 .. 100 on 400 px from x = 100: ticks every 20 at x = 100 + 4v, so 100, 180, ..., 500. */
    @Test
    void xAxisDrawsGridTicksLabelsAndTitleUnderThePlot() {
        Scene scene = new Scene(800, 400, "t", "d");
        Box plot = new Box(100, 50, 400, 200);
        Frame.xAxis(scene, Axis.linear(0, 100, Axis::plain), plot, "ns per op");
        List<Primitive> drawn = scene.primitives();
        // Per tick: a grid line over the plot, a 4 px tick under it, its label; then the axis line, the title.
        assertEquals(6 * 3 + 2, drawn.size());
        for (int i = 0; i < 6; i++) {
            double x = 100 + 80 * i;
            assertLine(drawn.get(3 * i), x, 50, x, 250, GRID);
            assertLine(drawn.get(3 * i + 1), x, 250, x, 254, AXIS);
            // Baseline 250 + 6 + 8.8, centred on the tick.
            assertText((Primitive.Text) drawn.get(3 * i + 2), x, 264.8, Axis.plain(20 * i), 11, Anchor.MIDDLE);
        }
        assertLine(drawn.get(18), 100, 250, 500, 250, AXIS);
        // Title centred under the plot: 250 + 8 + 11.55 + 9.6.
        Primitive.Text title = (Primitive.Text) drawn.get(19);
        assertText(title, 300, 279.15, "ns per op", 12, Anchor.MIDDLE);
        assertEquals(Palette.INK, title.colour());
        // Without a title, only the axis line closes the list.
        Scene untitled = new Scene(800, 400, "t", "d");
        Frame.xAxis(untitled, Axis.linear(0, 100, Axis::plain), plot, null);
        assertEquals(6 * 3 + 1, untitled.primitives().size());
    }

    @Test
    void xAxisLabelsAtTheCanvasEdgesAreAlignedInside() {
        Scene scene = new Scene(800, 400, "t", "d");
        // 0 at x = 1 and 100 at x = 798: centred, each would stick out of the canvas.
        Frame.xAxis(scene, Axis.linear(0, 100, Axis::plain), new Box(1, 50, 797, 200), null);
        List<Primitive.Text> labels = scene.texts();
        assertEquals(6, labels.size());
        assertText(labels.get(0), 2, 264.8, "0", 11, Anchor.START);
        assertText(labels.get(1), 1 + 797 * 0.2, 264.8, "20", 11, Anchor.MIDDLE);
        assertText(labels.get(5), 798, 264.8, "100", 11, Anchor.END);
    }

    @Test
    void aLabelEndingWithinTwoPixelsOfTheCanvasEdgeIsAlignedToo() {
        // The label "100" centred so that it ends at x = 800 exactly: inside the canvas, but within 2 px of it.
        double half = TextMetrics.width("100", 11, false, false) / 2;
        Scene scene = new Scene(800, 400, "t", "d");
        Frame.xAxis(scene, Axis.linear(0, 100, Axis::plain), new Box(400, 50, 400 - half, 200), null);
        Primitive.Text last = scene.texts().get(5);
        assertText(last, 798, 264.8, "100", 11, Anchor.END);
        // Centred so that it ends at 797, it stays centred.
        Scene clear = new Scene(800, 400, "t", "d");
        Frame.xAxis(clear, Axis.linear(0, 100, Axis::plain), new Box(400, 50, 397 - half, 200), null);
        assertText(clear.texts().get(5), 797 - half, 264.8, "100", 11, Anchor.MIDDLE);
    }

    @Test
    void crowdedXAxisLabelsAreThinnedToEveryNth() {
        // Ticks 12 px apart: neighbours (at least 7 px wide each) come within 6 px, every second does not.
        double zero = TextMetrics.width("0", 11, false, false);
        double twenty = TextMetrics.width("20", 11, false, false);
        double forty = TextMetrics.width("40", 11, false, false);
        double eighty = TextMetrics.width("80", 11, false, false);
        assertTrue((zero + twenty) / 2 > 6 && (zero + forty) / 2 < 18 && (forty + eighty) / 2 < 18);
        Scene scene = new Scene(800, 400, "t", "d");
        Frame.xAxis(scene, Axis.linear(0, 100, Axis::plain), new Box(100, 50, 60, 200), null);
        assertEquals(
                List.of("0", "40", "80"),
                scene.texts().stream().map(Primitive.Text::text).toList());
        long gridLines = scene.primitives().stream()
                .filter(p -> p instanceof Primitive.Line l && GRID.equals(l.style()))
                .count();
        assertEquals(6, gridLines, "every tick keeps its grid line");
    }

    @Test
    void twoLabelsThatAlwaysTouchKeepOnlyTheFirst() {
        // Log ticks 1 and 1.2 two pixels apart: no spacing clears them, so one label.
        Scene scene = new Scene(800, 400, "t", "d");
        Frame.xAxis(scene, Axis.log(1, 1.25, Axis::plain), new Box(100, 50, 2, 200), null);
        assertEquals(
                List.of("1"), scene.texts().stream().map(Primitive.Text::text).toList());
    }

    /** 0 .. 100 on 200 px from y = 250 up to 50: ticks at y = 250 - 2v. */
    @Test
    void yAxisDrawsGridTicksLabelsAndAnUprightTitle() {
        Scene scene = new Scene(800, 400, "t", "d");
        Box plot = new Box(100, 50, 400, 200);
        Frame.yAxis(scene, Axis.linear(0, 100, Axis::plain), plot, "speed");
        List<Primitive> drawn = scene.primitives();
        assertEquals(6 * 3 + 2, drawn.size());
        for (int i = 0; i < 6; i++) {
            double y = 250 - 40 * i;
            assertLine(drawn.get(3 * i), 100, y, 500, y, GRID);
            assertLine(drawn.get(3 * i + 1), 96, y, 100, y, AXIS);
            // Right-aligned 6 px left of the plot, baseline half an ascent (4.4) below the tick, less 1.
            assertText((Primitive.Text) drawn.get(3 * i + 2), 94, y + 3.4, Axis.plain(20 * i), 11, Anchor.END);
        }
        assertLine(drawn.get(18), 100, 50, 100, 250, AXIS);
        Primitive.Text title = (Primitive.Text) drawn.get(19);
        double widest = TextMetrics.width("100", 11, false, false);
        // Left of the widest label: 100 - 10 - widest - 4; at the plot's middle height, turned -90 degrees.
        assertText(title, 86 - widest, 150, "speed", 12, Anchor.MIDDLE);
        assertEquals(-90, title.rotation(), EPS);
        assertEquals(Palette.INK, title.colour());
        assertNull(title.cssClass());
        Scene untitled = new Scene(800, 400, "t", "d");
        Frame.yAxis(untitled, Axis.linear(0, 100, Axis::plain), plot, null);
        assertEquals(6 * 3 + 1, untitled.primitives().size());
    }

    @Test
    void crowdedYAxisLabelsAreThinned() {
        // Ticks 4 px apart; a label's box is 11.55 tall, 17.55 grown by 3 on both sides: every fifth clears.
        Scene scene = new Scene(800, 400, "t", "d");
        Frame.yAxis(scene, Axis.linear(0, 100, Axis::plain), new Box(100, 50, 400, 20), null);
        assertEquals(
                List.of("0", "100"),
                scene.texts().stream().map(Primitive.Text::text).toList());
    }

    @Test
    void axisSpaceIsTheTicksPlusTheTitle() {
        // 10 + 11.55, and 12.6 + 4 more for a title.
        assertEquals(21.55, Frame.xAxisHeight(false), EPS);
        assertEquals(38.15, Frame.xAxisHeight(true), EPS);
        // 10 + widest label + 4 + a title line 12.6 + 4.
        double widest = TextMetrics.width("100", 11, false, false);
        assertEquals(30.6 + widest, Frame.yAxisWidth(Axis.linear(0, 100, Axis::plain)), EPS);
    }

    @Test
    void aLegendTooLongForOneLineWrapsAndNoEntryCrossesTheEdge() {
        List<Frame.LegendItem> items = new ArrayList<>();
        for (String run : List.of(
                "JDK 17.0.15 -XX:-UseBMI2Instructions",
                "JDK 21.0.5",
                "JDK 25.0.3",
                "JDK 25.0.3 -XX:UseAVX=2",
                "hollow: emulated (fallback path) in that run")) {
            items.add(new Frame.LegendItem(run, (x, y) -> Frame.swatch(x, y, Style.fill(Palette.INK))));
        }
        Scene scene = new Scene(Frame.WIDTH, 200, "t", "d");
        Frame.legend(scene, 20, items);
        int lines = Frame.legendLines(items);
        assertTrue(lines >= 2, "five long entries do not fit in 800 px: " + lines);
        List<Double> baselines = new ArrayList<>();
        for (Primitive.Text text : scene.texts()) {
            assertTrue(text.box().right() <= Frame.WIDTH - Frame.MARGIN + 1e-9, text.text());
            if (!baselines.contains(text.y())) {
                baselines.add(text.y());
            }
        }
        assertEquals(lines, baselines.size(), "legendLines says how many lines legend drew");
        assertEquals(20 + Frame.LEGEND_LINE * (lines - 1), baselines.get(baselines.size() - 1), EPS);
    }

    @Test
    void labelColumnIsTheWidestNameUpTo330() {
        double plain = TextMetrics.width("Pext", 12, false, false);
        double italic = TextMetrics.width("Kindergarten", 12, false, true);
        assertEquals(Math.max(plain, italic), Frame.labelColumn(List.of("Pext", "Kindergarten"), List.of(false, true)));
        assertEquals(plain, Frame.labelColumn(List.of("Pext"), List.of(false)), EPS);
        assertEquals(330, Frame.labelColumn(List.of("x".repeat(100)), List.of(false)), EPS);
        // The longest names a slidebench report shows fit whole (the issue saw "VectorObstructionDifference
        // (emulat…"), in italics as emulated rows are drawn.
        for (String name :
                List.of("VectorObstructionDifference (emulated)", "VectorKoggeStone (emulated: JDK 17.0.15)")) {
            assertTrue(TextMetrics.width(name, Frame.LABEL_SIZE, false, true) <= Frame.LABEL_COLUMN_MAX, name);
        }
        assertEquals(0, Frame.labelColumn(List.of(), List.of()), EPS);
    }

    @Test
    void rowLabelsAndValuesSitAtTheMargins() {
        Scene scene = new Scene(800, 400, "t", "d");
        Frame.rowLabel(scene, "Pext (emulated)", true, false, 100, 500);
        Frame.rowLabel(scene, "BASELINE (control)", false, true, 120, 500);
        Frame.rowLabel(scene, "A rather long strategy name", false, false, 140, 40);
        Frame.rowValue(scene, "5.5", true, Palette.BEST, 100);
        List<Primitive.Text> texts = scene.texts();
        Primitive.Text emulated = texts.get(0);
        assertEquals(
                new Primitive.Text(
                        14, 100, "Pext (emulated)", 12, Anchor.START, false, true, Palette.EMULATED, 0, "row-label"),
                emulated);
        assertEquals(Palette.MUTED, texts.get(1).colour());
        assertEquals(false, texts.get(1).italic());
        assertEquals(
                Frame.fit("A rather long strategy name", 12, false, false, 40),
                texts.get(2).text());
        assertTrue(texts.get(2).text().endsWith("\u2026"));
        // Right-aligned at 800 - 14, one pixel above the row's baseline, in tick size.
        assertEquals(
                new Primitive.Text(786, 99, "5.5", 11, Anchor.END, true, false, Palette.BEST, 0, "row-value"),
                texts.get(3));
    }

    @Test
    void intervalsPrintInBrackets() {
        assertEquals("5.5 [5.26, 5.67]", Frame.withInterval(5.5, 5.26, 5.67, Axis::plain));
        assertEquals("5.5", Frame.withInterval(5.5, Double.NaN, Double.NaN, Axis::plain));
    }

    @Test
    void legendItemsRunLeftToRightWithSwatchesOnTheBaseline() {
        Scene scene = new Scene(800, 400, "t", "d");
        Style blue = Style.fill(Palette.BEST);
        Style grey = Style.fill(Palette.OTHER);
        List<Frame.LegendItem> items = new ArrayList<>();
        items.add(new Frame.LegendItem("best", (x, baseline) -> Frame.swatch(x, baseline, blue)));
        items.add(new Frame.LegendItem("other", (x, baseline) -> Frame.swatch(x, baseline, grey)));
        double end = Frame.legend(scene, 100, items);
        double best = TextMetrics.width("best", 10.5, false, false);
        double other = TextMetrics.width("other", 10.5, false, false);
        // Swatch at the margin, 12 x 9 with its bottom 0.5 px above the baseline; text 16 px on; 14 px gap.
        double second = 14 + 16 + best + 14;
        assertEquals(second + 16 + other + 14, end, EPS);
        List<Primitive> drawn = scene.primitives();
        assertEquals(new Primitive.Rect(14, 91.5, 12, 9, blue), drawn.get(0));
        assertText((Primitive.Text) drawn.get(1), 30, 100, "best", 10.5, Anchor.START);
        assertEquals(Palette.MUTED, ((Primitive.Text) drawn.get(1)).colour());
        Primitive.Rect secondSwatch = (Primitive.Rect) drawn.get(2);
        assertEquals(second, secondSwatch.x(), EPS);
        assertEquals(grey, secondSwatch.style());
        assertText((Primitive.Text) drawn.get(3), second + 16, 100, "other", 10.5, Anchor.START);
    }

    @Test
    void badValuesAreNamedInTheMessage() {
        assertEquals(
                "value of \"A\" must be a positive finite number on a log axis, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> Frame.requirePositive(-1, "value", "A"))
                        .getMessage());
        assertEquals(
                "round must be >= 1, or 0 for unknown: -2",
                assertThrows(IllegalArgumentException.class, () -> Frame.requireRound(-2))
                        .getMessage());
        assertEquals(
                "interval of \"A\" [2.5, 3.0] does not contain its value 2.0",
                assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, 2.5, 3))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, Double.NEGATIVE_INFINITY, 3));
    }

    @Test
    void wrapKeepsWordsThatFitOnOneLine() {
        double width = TextMetrics.width("a b c", 12, false, false);
        assertEquals(List.of("a b c"), Frame.wrap("a b c", 12, false, width));
        // Bold is wider: the same width no longer holds the bold line.
        assertTrue(Frame.wrap("a b c", 12, true, width).size() > 1);
    }

    private static void assertLine(Primitive drawn, double x1, double y1, double x2, double y2, Style style) {
        Primitive.Line line = (Primitive.Line) drawn;
        assertEquals(x1, line.x1(), 1e-6, "x1");
        assertEquals(y1, line.y1(), 1e-6, "y1");
        assertEquals(x2, line.x2(), 1e-6, "x2");
        assertEquals(y2, line.y2(), 1e-6, "y2");
        assertEquals(style, line.style());
    }

    private static void assertText(Primitive.Text text, double x, double y, String content, double size, Anchor a) {
        assertEquals(content, text.text());
        assertEquals(x, text.x(), 1e-6, content + ": x");
        assertEquals(y, text.y(), 1e-6, content + ": y");
        assertEquals(size, text.size(), EPS, content + ": size");
        assertEquals(a, text.anchor(), content + ": anchor");
    }
}
