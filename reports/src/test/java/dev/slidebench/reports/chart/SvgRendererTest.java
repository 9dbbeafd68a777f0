package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SVG written for each primitive, element by element, as the SVG 1.1 specification spells the
 * attributes: these strings are what a browser reads, so they are written out here by hand.
 */
class SvgRendererTest {

    private static final Rgb BLUE = new Rgb(0x0072B2);
    private static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\" viewBox=\"0 0 20 10\""
            + " role=\"img\" aria-labelledby=\"chart-title chart-desc\""
            + " font-family=\"'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif\">\n";

    private static String svg(Primitive... primitives) {
        Scene scene = new Scene(20, 10, "T", "D");
        for (Primitive primitive : primitives) {
            scene.add(primitive);
        }
        return new String(SvgRenderer.render(scene), StandardCharsets.UTF_8);
    }

    /** The elements after the background rectangle, without the closing tag. */
    private static String body(Primitive... primitives) {
        String svg = svg(primitives);
        String background = "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
        int start = svg.indexOf(background) + background.length();
        return svg.substring(start, svg.length() - "</svg>\n".length());
    }

    @Test
    void documentHasTheSizeTitleDescriptionAndWhiteBackground() {
        Scene scene = new Scene(20, 10, "Queen & rook", "slower <is> worse");
        String svg = new String(SvgRenderer.render(scene), StandardCharsets.UTF_8);
        assertEquals(
                HEADER
                        + "<title id=\"chart-title\">Queen &amp; rook</title>\n"
                        + "<desc id=\"chart-desc\">slower &lt;is&gt; worse</desc>\n"
                        + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
                        + "</svg>\n",
                svg);
    }

    @Test
    void rectangleWithEveryStyleAttribute() {
        Style style = new Style(Rgb.WHITE, Rgb.BLACK, 2, 0.5, true);
        assertEquals(
                "<rect x=\"1\" y=\"2.3\" width=\"3\" height=\"4.5\" fill=\"#ffffff\" stroke=\"#000000\""
                        + " stroke-width=\"2\" stroke-dasharray=\"4 3\" opacity=\"0.5\"/>\n",
                body(new Primitive.Rect(1, 2.25, 3, 4.5, style)));
    }

    @Test
    void lineWithAOnePixelStrokeOmitsTheDefaultWidth() {
        assertEquals(
                "<line x1=\"0\" y1=\"0.5\" x2=\"10\" y2=\"5\" fill=\"none\" stroke=\"#222222\"/>\n",
                body(new Primitive.Line(0, 0.5, 10, 5, Style.stroke(Palette.INK, 1))));
    }

    @Test
    void aStrokeOfWidthZeroIsNoStrokeAtAll() {
        // Neither the colour nor the dash is written: SVG would draw nothing anyway, but a hairline in Java2D.
        assertEquals(
                "<line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\" fill=\"none\"/>\n",
                body(new Primitive.Line(0, 0, 1, 1, new Style(null, Rgb.BLACK, 0, 1, true))));
        assertEquals(
                "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" fill=\"#0072b2\" opacity=\"0\"/>\n",
                body(new Primitive.Rect(0, 0, 1, 1, new Style(BLUE, null, 1, 0, false))));
    }

    @Test
    void circleAndThinStroke() {
        assertEquals(
                "<circle cx=\"5\" cy=\"5.5\" r=\"2.5\" fill=\"#0072b2\" stroke=\"#222222\" stroke-width=\"0.8\"/>\n",
                body(new Primitive.Circle(5, 5.5, 2.5, Style.filledAndStroked(BLUE, Palette.INK, 0.8))));
    }

    @Test
    void closedPathsArePolygonsAndOpenOnesPolylines() {
        List<Double> points = List.of(0.0, 0.0, 4.0, 0.0, 2.5, 3.0);
        assertEquals(
                "<polygon points=\"0,0 4,0 2.5,3\" fill=\"#000000\"/>\n",
                body(new Primitive.Path(points, true, Style.fill(Rgb.BLACK))));
        assertEquals(
                "<polyline points=\"0,0 4,0 2.5,3\" fill=\"none\" stroke=\"#000000\"/>\n",
                body(new Primitive.Path(points, false, Style.stroke(Rgb.BLACK, 1))));
    }

    @Test
    void plainBlackTextNeedsNoAttributesBeyondPositionAndSize() {
        assertEquals(
                "<text x=\"1\" y=\"2\" font-size=\"12\">a &amp; b</text>\n",
                body(new Primitive.Text(1, 2, "a & b", 12, Anchor.START, false, false, Rgb.BLACK, 0, null)));
    }

    @Test
    void textAttributesForAnchorWeightStyleColourRotationAndClass() {
        assertEquals(
                "<text x=\"1\" y=\"2\" font-size=\"10.5\" text-anchor=\"middle\" font-weight=\"bold\""
                        + " font-style=\"italic\" fill=\"#0072b2\" transform=\"rotate(-90 1 2)\""
                        + " class=\"row&quot;label\">x</text>\n",
                body(new Primitive.Text(1, 2, "x", 10.5, Anchor.MIDDLE, true, true, BLUE, -90, "row\"label")));
        assertEquals(
                "<text x=\"19\" y=\"2\" font-size=\"11\" text-anchor=\"end\">y</text>\n",
                body(new Primitive.Text(19, 2, "y", 11, Anchor.END, false, false, Rgb.BLACK, 0, null)));
    }

    @Test
    void groupsKeepTheirClassAndTooltip() {
        Primitive dot = new Primitive.Circle(1, 1, 1, Style.fill(Rgb.BLACK));
        assertEquals(
                "<g class=\"point circle\">\n<title>Pext: 1.5 &lt; 2</title>\n"
                        + "<circle cx=\"1\" cy=\"1\" r=\"1\" fill=\"#000000\"/>\n</g>\n",
                body(new Primitive.Group("point circle", "Pext: 1.5 < 2", List.of(dot))));
        assertEquals("<g>\n</g>\n", body(new Primitive.Group(null, null, List.of())));
    }

    @Test
    void gridMergesRunsOfEqualCellsIntoOnePathPerColour() {
        Rgb a = new Rgb(0xAAAAAA);
        Rgb b = new Rgb(0xBBBBBB);
        // Rows: a a b / _ a a / _ _ b (_ unpainted). Colour a first seen first.
        Primitive.Grid grid = new Primitive.Grid(10, 20.5, 2, 3, 3, Arrays.asList(a, a, b, null, a, a, null, null, b));
        assertEquals(
                "<g class=\"grid\" shape-rendering=\"crispEdges\" transform=\"translate(10 20.5) scale(2)\">\n"
                        + "<path fill=\"#aaaaaa\" d=\"M0 0h2v1h-2zM1 1h2v1h-2z\"/>\n"
                        + "<path fill=\"#bbbbbb\" d=\"M2 0h1v1h-1zM2 2h1v1h-1z\"/>\n"
                        + "</g>\n",
                body(grid));
    }

    @Test
    void numbersAreRoundedToTenthsWithoutTrailingZeros() {
        assertEquals("3", SvgRenderer.number(3));
        assertEquals("1.3", SvgRenderer.number(1.25), "half a tenth rounds up");
        assertEquals("1234.6", SvgRenderer.number(1234.56));
        assertEquals("-1.5", SvgRenderer.number(-1.5));
        assertEquals("-2", SvgRenderer.number(-2));
        assertEquals("-0.1", SvgRenderer.number(-0.06), "the sign survives a zero whole part");
        assertEquals("0", SvgRenderer.number(-0.04), "no negative zero");
        assertEquals("0", SvgRenderer.number(1e-7));
        assertEquals(
                "not a finite coordinate: NaN",
                assertThrows(IllegalArgumentException.class, () -> SvgRenderer.number(Double.NaN))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> SvgRenderer.number(Double.POSITIVE_INFINITY));
    }

    @Test
    void escapingCoversMarkupAndCharactersXmlCannotHold() {
        assertEquals("a&amp;b&lt;c&gt;d&quot;e'f", SvgRenderer.escape("a&b<c>d\"e'f"));
        assertEquals("\t\n\r x", SvgRenderer.escape("\t\n\r x"), "tab, newline, return and space are allowed");
        assertEquals(
                "\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFC", SvgRenderer.escape("\u0000\u0001\u001F\uFFFE\uFFFF\uFFFC"));
    }
}
