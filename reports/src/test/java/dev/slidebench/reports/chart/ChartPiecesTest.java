package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Colours, boxes, styles and the frame's text helpers, each against values worked out by hand. */
class ChartPiecesTest {

    private static final double EPS = 1e-9;

    @Test
    void coloursMixPerChannelAndPrintAsHex() {
        assertEquals("#0072b2", new Rgb(0x0072B2).hex());
        assertEquals("#000000", Rgb.BLACK.hex());
        assertEquals(new Rgb(0x808080), Rgb.BLACK.mix(Rgb.WHITE, 0.5), "127.5 rounds up");
        assertEquals(new Rgb(0x182028), new Rgb(0x102030).mix(new Rgb(0x302010), 0.25));
        assertEquals(new Rgb(0x102030), new Rgb(0x102030).mix(new Rgb(0x302010), 0));
        assertEquals(new Rgb(0x302010), new Rgb(0x102030).mix(new Rgb(0x302010), 1));
        assertThrows(IllegalArgumentException.class, () -> new Rgb(0x1000000));
        assertThrows(IllegalArgumentException.class, () -> new Rgb(-1));
        assertEquals(new java.awt.Color(0x0072B2), new Rgb(0x0072B2).toColor());
    }

    /** WCAG 2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels. */
    @Test
    void luminanceByTheWcagFormula() {
        assertEquals(0, Rgb.BLACK.luminance(), EPS);
        assertEquals(1, Rgb.WHITE.luminance(), EPS);
        assertEquals(0.2126, new Rgb(0xFF0000).luminance(), EPS);
        assertEquals(0.7152, new Rgb(0x00FF00).luminance(), EPS);
        assertEquals(0.0722, new Rgb(0x0000FF).luminance(), EPS);
        // 10/255 = 0.0392 is in the linear part (c / 12.92); 11/255 = 0.0431 in the power part.
        assertEquals(10 / 255.0 / 12.92, new Rgb(0x0A0A0A).luminance(), EPS);
        assertEquals(Math.pow((11 / 255.0 + 0.055) / 1.055, 2.4), new Rgb(0x0B0B0B).luminance(), EPS);
        // Black text from a luminance of 0.33 up: 0x9B9B9B (0.328) gets white, 0x9C9C9C (0.332) black.
        assertEquals(Rgb.WHITE, Palette.textOn(new Rgb(0x9B9B9B)));
        assertEquals(Rgb.BLACK, Palette.textOn(new Rgb(0x9C9C9C)));
        assertEquals(Rgb.BLACK, Palette.textOn(Rgb.WHITE));
        assertEquals(Rgb.WHITE, Palette.textOn(Rgb.BLACK));
    }

    @Test
    void rampsAndCategories() {
        // YlGnBu's nine classes: 0 → the first, 1 → the last, 0.5 → the fifth, 1/16 → halfway to the second.
        assertEquals(new Rgb(0xFFFFD9), Palette.ramp(0));
        assertEquals(new Rgb(0x081D58), Palette.ramp(1));
        assertEquals(new Rgb(0x41B6C4), Palette.ramp(0.5));
        assertEquals(new Rgb(0xFFFFD9).mix(new Rgb(0xEDF8B1), 0.5), Palette.ramp(1 / 16.0));
        assertEquals(new Rgb(0x253494).mix(new Rgb(0x081D58), 0.5), Palette.ramp(15 / 16.0));
        assertEquals(new Rgb(0xFFFFD9), Palette.ramp(-3), "clamped");
        assertEquals(new Rgb(0x081D58), Palette.ramp(7), "clamped");
        assertEquals(new Rgb(0xFFFFD9), Palette.ramp(Double.NaN));
        // RdBu's eleven classes: −1 blue, 0 white, 1 red; each class 0.2 wide.
        assertEquals(new Rgb(0x053061), Palette.diverging(-1));
        assertEquals(new Rgb(0xF7F7F7), Palette.diverging(0));
        assertEquals(new Rgb(0x67001F), Palette.diverging(1));
        assertEquals(new Rgb(0xFDDBC7), Palette.diverging(0.2));
        assertEquals(new Rgb(0xD1E5F0), Palette.diverging(-0.2));
        assertEquals(new Rgb(0x67001F), Palette.diverging(5), "clamped");
        assertEquals(new Rgb(0x053061), Palette.diverging(-5), "clamped");
        assertEquals(new Rgb(0xF7F7F7), Palette.diverging(Double.NaN));
        assertEquals(11, Palette.divergingClasses());
        assertEquals(new Rgb(0x0072B2), Palette.category(0));
        assertEquals(new Rgb(0xF0E442), Palette.category(7));
        assertEquals(Palette.category(0), Palette.category(8), "cycles");
        assertEquals(Palette.category(7), Palette.category(-1));
    }

    @Test
    void boxesOverlapOnlyWithAreaInCommon() {
        Box box = new Box(10, 20, 30, 40);
        assertEquals(40, box.right(), EPS);
        assertEquals(60, box.bottom(), EPS);
        assertTrue(box.overlaps(new Box(39, 59, 5, 5)));
        assertFalse(box.overlaps(new Box(40, 20, 5, 5)), "touching edges do not overlap");
        assertFalse(box.overlaps(new Box(10, 60, 5, 5)));
        assertFalse(box.overlaps(new Box(5, 20, 5, 5)));
        assertFalse(box.overlaps(new Box(10, 15, 5, 5)));
        assertTrue(box.overlaps(new Box(0, 0, 100, 100)), "contained");
        assertTrue(new Box(12, 22, 5, 5).inside(box));
        assertTrue(box.inside(box), "a box is inside itself");
        assertFalse(new Box(9, 22, 5, 5).inside(box));
        assertFalse(new Box(12, 19, 5, 5).inside(box));
        assertFalse(new Box(36, 22, 5, 5).inside(box));
        assertFalse(new Box(12, 56, 5, 5).inside(box));
        assertBox(new Box(8, 18, 34, 44), box.grow(2));
    }

    @Test
    void textBoxesFollowTheAnchor() {
        double width = TextMetrics.width("Pext", 12, false, false);
        assertTrue(width > 10 && width < 40, "a short word at 12 px: " + width);
        assertEquals(0, TextMetrics.width("", 12, false, false), EPS);
        assertTrue(TextMetrics.width("Pext", 12, true, false) > width, "bold is wider");
        assertEquals(9.6, TextMetrics.ascent(12), EPS);
        assertEquals(12.6, TextMetrics.lineHeight(12), EPS);
        Primitive.Text start = Scene.label(100, 50, "Pext", 12, Primitive.Anchor.START, false, Palette.INK);
        Primitive.Text middle = Scene.label(100, 50, "Pext", 12, Primitive.Anchor.MIDDLE, false, Palette.INK);
        Primitive.Text end = Scene.label(100, 50, "Pext", 12, Primitive.Anchor.END, false, Palette.INK);
        assertBox(new Box(100, 50 - 9.6, width, 12.6), start.box());
        assertBox(new Box(100 - width / 2, 50 - 9.6, width, 12.6), middle.box());
        assertBox(new Box(100 - width, 50 - 9.6, width, 12.6), end.box());
    }

    private static void assertBox(Box expected, Box actual) {
        assertEquals(expected.x(), actual.x(), EPS, "x");
        assertEquals(expected.y(), actual.y(), EPS, "y");
        assertEquals(expected.width(), actual.width(), EPS, "width");
        assertEquals(expected.height(), actual.height(), EPS, "height");
    }

    @Test
    void stylesAndPrimitivesRejectNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Style(null, Rgb.BLACK, 1, 1.5, false));
        assertThrows(IllegalArgumentException.class, () -> new Style(null, Rgb.BLACK, 1, -0.1, false));
        assertThrows(IllegalArgumentException.class, () -> new Style(null, Rgb.BLACK, 1, Double.NaN, false));
        assertThrows(IllegalArgumentException.class, () -> new Style(null, Rgb.BLACK, -1, 1, false));
        assertThrows(IllegalArgumentException.class, () -> new Style(null, Rgb.BLACK, Double.NaN, 1, false));
        Style style = new Style(Rgb.WHITE, Rgb.BLACK, 0, 0, false);
        assertEquals(0, style.opacity(), EPS);
        assertEquals(1, Style.fill(Rgb.WHITE).withOpacity(1).opacity(), EPS);
        assertEquals(
                new Style(Rgb.WHITE, null, 0, 0.5, true),
                Style.fill(Rgb.WHITE).withDash().withOpacity(0.5));
        assertEquals(new Style(null, Rgb.BLACK, 2, 1, false), Style.stroke(Rgb.BLACK, 2));
        assertEquals(new Style(Rgb.WHITE, Rgb.BLACK, 2, 1, false), Style.filledAndStroked(Rgb.WHITE, Rgb.BLACK, 2));
        assertThrows(IllegalArgumentException.class, () -> new Primitive.Path(List.of(1.0, 2.0), false, style));
        assertThrows(IllegalArgumentException.class, () -> new Primitive.Path(List.of(1.0, 2.0, 3.0), false, style));
        assertThrows(
                IllegalArgumentException.class,
                () -> new Primitive.Path(List.of(1.0, 2.0, 3.0, 4.0, 5.0), false, style));
        assertEquals(
                4,
                new Primitive.Path(List.of(1.0, 2.0, 3.0, 4.0), false, style)
                        .points()
                        .size());
        assertThrows(IllegalArgumentException.class, () -> new Primitive.Grid(0, 0, 8, 2, 2, List.of(Rgb.BLACK)));
        assertThrows(IllegalArgumentException.class, () -> new Primitive.Grid(0, 0, 8, 0, 1, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Primitive.Grid(0, 0, 8, 1, 0, List.of()));
        assertEquals(
                1,
                new Primitive.Grid(0, 0, 8, 1, 1, List.of(Rgb.BLACK)).colours().size());
        assertThrows(IllegalArgumentException.class, () -> new Scene(0, 10, "t", "d"));
        assertThrows(IllegalArgumentException.class, () -> new Scene(10, 0, "t", "d"));
        Scene scene = new Scene(1, 1, "t", "d");
        assertEquals(new Box(0, 0, 1, 1), scene.bounds());
    }

    @Test
    void namesAsEveryChartShowsThem() {
        assertEquals("Pext (emulated)", Frame.displayName("Pext", true));
        assertEquals("Pext (emulated)", Frame.displayName("Pext (emulated)", true), "never twice");
        assertEquals("Pext", Frame.displayName("Pext", false));
        assertEquals("BASELINE (control)", Frame.rowName("BASELINE", false, true));
        assertEquals("BASELINE (control)", Frame.rowName("BASELINE (control)", false, true));
        assertEquals("X (emulated) (control)", Frame.rowName("X", true, true));
        assertEquals("X", Frame.rowName("X", false, false));
        assertEquals(Palette.MUTED, Frame.labelColour(true, true), "a control is muted even when emulated");
        assertEquals(Palette.EMULATED, Frame.labelColour(true, false));
        assertEquals(Palette.INK, Frame.labelColour(false, false));
    }

    @Test
    void wrappingAndFitting() {
        double word = TextMetrics.width("alpha", 12, false, false);
        double two = TextMetrics.width("alpha beta", 12, false, false);
        assertEquals(List.of("alpha beta"), Frame.wrap("alpha beta", 12, false, two));
        assertEquals(List.of("alpha", "beta"), Frame.wrap("alpha beta", 12, false, two - 0.5));
        assertEquals(List.of("alpha", "beta", "gamma"), Frame.wrap("alpha beta gamma", 12, false, word + 1));
        assertEquals(List.of(""), Frame.wrap("", 12, false, 100), "an empty text is one empty line");
        assertEquals(List.of("unbreakable"), Frame.wrap("unbreakable", 12, false, 1), "a long word stays whole");
        assertEquals("alpha", Frame.fit("alpha", 12, false, false, word));
        String fitted = Frame.fit("alphabetical", 12, false, false, word);
        assertTrue(fitted.endsWith("\u2026"), fitted);
        assertTrue(TextMetrics.width(fitted, 12, false, false) <= word, fitted);
        assertTrue("alphabetical".startsWith(fitted.substring(0, fitted.length() - 1)));
        // One more letter would not fit: the longest prefix that does.
        String longer = "alphabetical".substring(0, fitted.length()) + "\u2026";
        assertTrue(TextMetrics.width(longer, 12, false, false) > word, longer);
        assertEquals("a\u2026", Frame.fit("alphabetical", 12, false, false, 1), "at least one letter");
    }

    @Test
    void intervalsAndRoundsAreChecked() {
        Frame.requireInterval("A", 2, 1, 3);
        Frame.requireInterval("A", 2, 2, 2);
        Frame.requireInterval("A", 2, Double.NaN, Double.NaN);
        assertEquals(
                "interval of \"A\" needs both bounds or neither",
                assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, 1, Double.NaN))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, Double.NaN, 3));
        assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, 2.5, 3));
        assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, 1, 1.5));
        assertThrows(
                IllegalArgumentException.class,
                () -> Frame.requireInterval("A", 2, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> Frame.requireInterval("A", 2, 1, Double.POSITIVE_INFINITY));
        Frame.requireRound(0);
        Frame.requireRound(3);
        assertThrows(IllegalArgumentException.class, () -> Frame.requireRound(-1));
        Frame.requirePositive(1e-300, "value", "A");
        assertThrows(IllegalArgumentException.class, () -> Frame.requirePositive(0, "value", "A"));
        assertThrows(IllegalArgumentException.class, () -> Frame.requirePositive(Double.NaN, "value", "A"));
        assertThrows(
                IllegalArgumentException.class, () -> Frame.requirePositive(Double.POSITIVE_INFINITY, "value", "A"));
    }
}
