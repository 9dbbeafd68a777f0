package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Pixels of small scenes drawn by the PNG backend. Pixel (i, j) covers [i, i + 1] x [j, j + 1] in
 * scene coordinates; with antialiasing and pure strokes a shape covering a whole pixel paints it its
 * exact colour, and one covering half of it mixes half way to white.
 */
class PngRendererTest {

    private static final int WHITE = 0xFFFFFF;
    private static final int BLACK = 0x000000;
    private static final Rgb BLUE = new Rgb(0x0072B2);

    private static BufferedImage draw(Scene scene, double scale) {
        try {
            return ImageIO.read(new ByteArrayInputStream(PngRenderer.render(scene, scale)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BufferedImage draw(int width, int height, Primitive... primitives) {
        Scene scene = new Scene(width, height, "t", "d");
        for (Primitive primitive : primitives) {
            scene.add(primitive);
        }
        return draw(scene, 1);
    }

    private static int pixel(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) & 0xFFFFFF;
    }

    private static int grey(BufferedImage image, int x, int y) {
        return pixel(image, x, y) & 0xFF;
    }

    @Test
    void anEmptySceneIsWhiteAtTheRequestedScale() {
        BufferedImage image = draw(new Scene(4, 3, "t", "d"), 1);
        assertEquals(4, image.getWidth());
        assertEquals(3, image.getHeight());
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 4; x++) {
                assertEquals(WHITE, pixel(image, x, y));
            }
        }
        BufferedImage large = draw(new Scene(4, 3, "t", "d"), 8);
        assertEquals(32, large.getWidth());
        assertEquals(24, large.getHeight());
        // 4 x 0.5 = 2 and 3 x 0.5 = 1.5, rounded to 2.
        BufferedImage small = draw(new Scene(4, 3, "t", "d"), 0.5);
        assertEquals(2, small.getWidth());
        assertEquals(2, small.getHeight());
    }

    @Test
    void scaleMustBePositiveAndAtMostEight() {
        Scene scene = new Scene(4, 3, "t", "d");
        assertEquals(
                "scale must be within (0, 8]: 0.0",
                assertThrows(IllegalArgumentException.class, () -> PngRenderer.render(scene, 0))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> PngRenderer.render(scene, -1));
        assertThrows(IllegalArgumentException.class, () -> PngRenderer.render(scene, 8.5));
        assertThrows(IllegalArgumentException.class, () -> PngRenderer.render(scene, Double.NaN));
    }

    @Test
    void aFilledRectanglePaintsExactlyTheCellsItCovers() {
        BufferedImage image = draw(20, 20, new Primitive.Rect(5, 5, 10, 10, Style.fill(BLUE)));
        assertEquals(0x0072B2, pixel(image, 5, 5));
        assertEquals(0x0072B2, pixel(image, 14, 14));
        assertEquals(WHITE, pixel(image, 4, 10));
        assertEquals(WHITE, pixel(image, 15, 10));
        assertEquals(WHITE, pixel(image, 10, 4));
        assertEquals(WHITE, pixel(image, 10, 15));
    }

    @Test
    void groupsAreDrawnThroughTheirChildren() {
        Primitive square = new Primitive.Rect(5, 5, 10, 10, Style.fill(Rgb.BLACK));
        BufferedImage image = draw(20, 20, new Primitive.Group("point", "tip", List.of(square)));
        assertEquals(BLACK, pixel(image, 10, 10));
        assertEquals(WHITE, pixel(image, 2, 2));
    }

    @Test
    void twiceTheScaleDoublesEveryCoordinate() {
        Scene scene = new Scene(10, 10, "t", "d");
        scene.rect(2, 2, 4, 4, Style.fill(Rgb.BLACK));
        BufferedImage image = draw(scene, 2);
        // The rectangle covers 4 .. 12 in image pixels.
        assertEquals(BLACK, pixel(image, 4, 4));
        assertEquals(BLACK, pixel(image, 11, 11));
        assertEquals(WHITE, pixel(image, 3, 8));
        assertEquals(WHITE, pixel(image, 12, 8));
    }

    @Test
    void opacityAppliesToItsOwnShapeOnly() {
        BufferedImage image = draw(
                20,
                20,
                new Primitive.Rect(0, 0, 10, 20, new Style(Rgb.BLACK, null, 0, 0.5, false)),
                new Primitive.Rect(10, 0, 10, 20, Style.fill(Rgb.BLACK)));
        int half = grey(image, 5, 5);
        assertTrue(half >= 0x7E && half <= 0x81, "half-transparent black on white: " + Integer.toHexString(half));
        assertEquals(BLACK, pixel(image, 15, 5), "the next shape is opaque again");
    }

    @Test
    void strokesArePureAndAntialiased() {
        // A 1 px line on the boundary x = 10 covers half of pixel column 9 and half of column 10.
        BufferedImage image = draw(20, 20, new Primitive.Line(10, 0, 10, 20, Style.stroke(Rgb.BLACK, 1)));
        int left = grey(image, 9, 10);
        int right = grey(image, 10, 10);
        assertTrue(left > 0x60 && left < 0xA0, "half covered: " + Integer.toHexString(left));
        assertTrue(right > 0x60 && right < 0xA0, "half covered: " + Integer.toHexString(right));
        assertEquals(WHITE, pixel(image, 8, 10));
        assertEquals(WHITE, pixel(image, 11, 10));
    }

    @Test
    void aStrokeOfWidthZeroOrAFillOnALineDrawsNothing() {
        BufferedImage image = draw(
                20,
                20,
                new Primitive.Rect(2.5, 2.5, 10, 10, new Style(null, Rgb.BLACK, 0, 1, false)),
                new Primitive.Line(0, 15.5, 20, 15.5, Style.fill(Rgb.BLACK)));
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                assertEquals(WHITE, pixel(image, x, y), "pixel " + x + ", " + y);
            }
        }
    }

    @Test
    void dashesAreFourOnThreeOff() {
        // Along the centre of pixel row 10: x 0..4 drawn, 4..7 gap, 7..11 drawn.
        BufferedImage dashed = draw(
                20,
                20,
                new Primitive.Line(0, 10.5, 20, 10.5, Style.stroke(Rgb.BLACK, 1).withDash()));
        assertEquals(BLACK, pixel(dashed, 1, 10));
        assertEquals(WHITE, pixel(dashed, 5, 10));
        assertEquals(BLACK, pixel(dashed, 8, 10));
        BufferedImage solid = draw(20, 20, new Primitive.Line(0, 10.5, 20, 10.5, Style.stroke(Rgb.BLACK, 1)));
        assertEquals(BLACK, pixel(solid, 5, 10));
        assertEquals(WHITE, pixel(solid, 5, 9));
    }

    @Test
    void aCircleIsCentredOnItsCentre() {
        // Radius 5 about (10, 10): pixels whose corners all lie within 5 px are fully painted.
        BufferedImage image = draw(20, 20, new Primitive.Circle(10, 10, 5, Style.fill(Rgb.BLACK)));
        assertEquals(BLACK, pixel(image, 10, 10));
        assertEquals(BLACK, pixel(image, 7, 10));
        assertEquals(BLACK, pixel(image, 12, 9));
        assertEquals(BLACK, pixel(image, 10, 6));
        assertEquals(WHITE, pixel(image, 3, 10));
        assertEquals(WHITE, pixel(image, 16, 10));
        assertEquals(WHITE, pixel(image, 10, 3));
        assertEquals(WHITE, pixel(image, 10, 16));
    }

    @Test
    void onlyAClosedPathDrawsItsClosingSide() {
        // Two sides of a square, 2 px thick; the closing side is the diagonal back to (2, 2).
        List<Double> corner = List.of(2.0, 2.0, 18.0, 2.0, 18.0, 18.0);
        BufferedImage open = draw(20, 20, new Primitive.Path(corner, false, Style.stroke(Rgb.BLACK, 2)));
        BufferedImage closed = draw(20, 20, new Primitive.Path(corner, true, Style.stroke(Rgb.BLACK, 2)));
        for (BufferedImage image : List.of(open, closed)) {
            assertEquals(BLACK, pixel(image, 10, 1), "top side");
            assertEquals(BLACK, pixel(image, 10, 2), "top side");
            assertEquals(BLACK, pixel(image, 17, 10), "right side");
            assertEquals(WHITE, pixel(image, 14, 6), "inside, not filled");
        }
        assertEquals(WHITE, pixel(open, 10, 10), "no closing side");
        assertTrue(grey(closed, 10, 10) < 0x40, "the diagonal passes through pixel (10, 10)");
        BufferedImage filled = draw(20, 20, new Primitive.Path(corner, true, Style.fill(Rgb.BLACK)));
        assertEquals(BLACK, pixel(filled, 14, 6), "the triangle's inside");
        assertEquals(WHITE, pixel(filled, 6, 14), "below the diagonal");
    }

    @Test
    void gridCellsAreFilledRowByRowWithoutSeams() {
        Rgb a = new Rgb(0x2166AC);
        Rgb b = new Rgb(0xB2182B);
        // 2 x 2 cells of 5 px at (5, 0): a b / _ a.
        BufferedImage image = draw(20, 20, new Primitive.Grid(5, 0, 5, 2, 2, Arrays.asList(a, b, null, a)));
        assertEquals(a.value(), pixel(image, 7, 2));
        assertEquals(b.value(), pixel(image, 12, 2));
        assertEquals(WHITE, pixel(image, 7, 7), "an unknown cell stays unpainted");
        assertEquals(a.value(), pixel(image, 12, 7));
        // The last pixel column of a cell is its own colour, not blended with its neighbour's edge.
        assertEquals(a.value(), pixel(image, 9, 2));
        assertEquals(a.value(), pixel(image, 7, 4), "nor with the unpainted cell below");
        assertEquals(b.value(), pixel(image, 14, 2));
        assertEquals(WHITE, pixel(image, 4, 2));
        assertEquals(WHITE, pixel(image, 12, 11));
    }

    @Test
    void textIsDrawnInItsColourSizeAndAnchor() {
        String word = "MMMM";
        double width = TextMetrics.width(word, 24, false, false);
        int[] start = inkColumns(draw(200, 60, text(100, 40, word, Anchor.START, 0)));
        int[] middle = inkColumns(draw(200, 60, text(100, 40, word, Anchor.MIDDLE, 0)));
        int[] end = inkColumns(draw(200, 60, text(100, 40, word, Anchor.END, 0)));
        // Ink spans about the measured width (less the side bearings) from the anchor.
        assertTrue(start[0] >= 100 && start[0] <= 104 && start[1] <= 100 + width + 1, Arrays.toString(start));
        assertTrue(start[1] - start[0] > width - 8, "drawn at 24 px: " + Arrays.toString(start) + " vs " + width);
        assertTrue(middle[0] < 100 && middle[1] > 100, Arrays.toString(middle));
        assertTrue(Math.abs((middle[0] + middle[1]) / 2.0 - 100) < 3, Arrays.toString(middle));
        assertTrue(end[1] <= 100 && end[1] >= 96, Arrays.toString(end));
        BufferedImage blue =
                draw(200, 60, new Primitive.Text(100, 40, word, 24, Anchor.START, false, false, BLUE, 0, null));
        boolean bluish = false;
        for (int x = 0; x < 200; x++) {
            for (int y = 0; y < 60; y++) {
                bluish |= pixel(blue, x, y) == BLUE.value();
            }
        }
        assertTrue(bluish, "the text's own colour appears");
        BufferedImage empty = draw(200, 60, text(100, 40, "", Anchor.START, 0));
        assertEquals(-1, inkColumns(empty)[0], "an empty text draws nothing");
    }

    @Test
    void textAdvancesAreFractionalAsInTheLayoutMeasurements() {
        // Forty "e" at 11 px: layout measures 40 fractional advances; whole-pixel advances would add up
        // to several pixels more, and the PNG's text would no longer end where the layout put it.
        String run = "e".repeat(40);
        double width = TextMetrics.width(run, 11, false, false);
        BufferedImage image =
                draw(400, 30, new Primitive.Text(10, 20, run, 11, Anchor.START, false, false, Rgb.BLACK, 0, null));
        int last = inkColumns(image)[1];
        assertTrue(last >= 10 + width - 3 && last <= 10 + width + 1, "ink ends at " + last + ", layout at " + width);
    }

    @Test
    void shapesAfterATextAreBackInSceneCoordinates() {
        // A rotated text moves and turns the drawing transform; the square after it must not be moved.
        BufferedImage image = draw(
                200, 60, text(100, 40, "MM", Anchor.START, -90), new Primitive.Rect(0, 0, 5, 5, Style.fill(Rgb.BLACK)));
        assertEquals(BLACK, pixel(image, 2, 2));
        assertEquals(BLACK, pixel(image, 4, 4));
    }

    @Test
    void rotatedTextRunsUpwards() {
        // Turned by -90 degrees about its baseline start (30, 150): the word runs from y = 150 upwards.
        BufferedImage image = draw(60, 200, text(30, 150, "MMMM", Anchor.START, -90));
        int[] columns = inkColumns(image);
        int[] rows = inkRows(image);
        assertTrue(rows[1] - rows[0] > 60, "tall: " + Arrays.toString(rows));
        assertTrue(columns[1] - columns[0] < 30, "narrow: " + Arrays.toString(columns));
        assertTrue(rows[1] <= 151 && columns[1] <= 31, "above and left of the turning point");
    }

    @Test
    void headlessIsSetUnlessTheUserChoseOtherwise() {
        String saved = System.getProperty("java.awt.headless");
        try {
            System.clearProperty("java.awt.headless");
            PngRenderer.ensureHeadless();
            assertEquals("true", System.getProperty("java.awt.headless"));
            System.setProperty("java.awt.headless", "false");
            PngRenderer.ensureHeadless();
            assertEquals("false", System.getProperty("java.awt.headless"), "an explicit setting wins");
        } finally {
            if (saved == null) {
                System.clearProperty("java.awt.headless");
            } else {
                System.setProperty("java.awt.headless", saved);
            }
        }
    }

    private static Primitive.Text text(double x, double y, String content, Anchor anchor, double rotation) {
        return new Primitive.Text(x, y, content, 24, anchor, false, false, Rgb.BLACK, rotation, null);
    }

    /** First and last column holding a non-white pixel, or -1, -1. */
    private static int[] inkColumns(BufferedImage image) {
        int first = -1;
        int last = -1;
        for (int x = 0; x < image.getWidth(); x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                if (pixel(image, x, y) != WHITE) {
                    first = first < 0 ? x : first;
                    last = x;
                }
            }
        }
        return new int[] {first, last};
    }

    private static int[] inkRows(BufferedImage image) {
        int first = -1;
        int last = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (pixel(image, x, y) != WHITE) {
                    first = first < 0 ? y : first;
                    last = y;
                }
            }
        }
        return new int[] {first, last};
    }
}
