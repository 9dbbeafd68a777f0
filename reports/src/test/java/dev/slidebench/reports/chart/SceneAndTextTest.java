package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.awt.Font;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scene's bookkeeping, the rendered chart's defensive copies, and the font the text is measured with. */
class SceneAndTextTest {

    private static final double EPS = 1e-9;

    @Test
    void sceneKeepsItsSizeTitleDescriptionAndDrawingOrder() {
        Scene scene = new Scene(30, 20, "Title", "Description");
        assertEquals(30, scene.width());
        assertEquals(20, scene.height());
        assertEquals("Title", scene.title());
        assertEquals("Description", scene.description());
        Style style = Style.fill(Rgb.BLACK);
        assertSame(scene, scene.rect(1, 2, 3, 4, style));
        assertSame(scene, scene.line(5, 6, 7, 8, style));
        Primitive.Text a = Scene.label(1, 2, "a", 12, Anchor.START, true, Palette.INK);
        assertSame(scene, scene.add(a));
        assertEquals(
                List.of(new Primitive.Rect(1, 2, 3, 4, style), new Primitive.Line(5, 6, 7, 8, style), a),
                scene.primitives());
        assertThrows(
                UnsupportedOperationException.class, () -> scene.primitives().clear());
        assertEquals(new Primitive.Text(1, 2, "a", 12, Anchor.START, true, false, Palette.INK, 0, null), a);
    }

    @Test
    void textsAreFoundInsideNestedGroupsInDrawingOrder() {
        Scene scene = new Scene(30, 20, "t", "d");
        Primitive.Text a = Scene.label(0, 0, "a", 12, Anchor.START, false, Rgb.BLACK);
        Primitive.Text b = Scene.label(0, 0, "b", 12, Anchor.START, false, Rgb.BLACK);
        Primitive.Text c = Scene.label(0, 0, "c", 12, Anchor.START, false, Rgb.BLACK);
        scene.add(a);
        scene.add(new Primitive.Group(
                "outer",
                null,
                List.of(
                        new Primitive.Circle(1, 1, 1, Style.fill(Rgb.BLACK)),
                        new Primitive.Group("inner", null, List.of(b)))));
        scene.rect(0, 0, 1, 1, Style.fill(Rgb.BLACK));
        scene.add(c);
        assertEquals(List.of(a, b, c), scene.texts());
    }

    @Test
    void renderingGivesBothFormatsAtTheSceneSize() {
        Scene scene = new Scene(30, 20, "Title", "Description");
        RenderedChart chart = scene.render();
        assertEquals(30, chart.width());
        assertEquals(20, chart.height());
        assertEquals("Description", chart.description());
        assertArrayEquals(SvgRenderer.render(scene), chart.svg());
        assertArrayEquals(PngRenderer.render(scene, 1), chart.png());
        assertTrue(new String(chart.svg(), StandardCharsets.UTF_8).contains("<title id=\"chart-title\">Title</title>"));
    }

    @Test
    void aRenderedChartCannotBeChangedThroughItsArrays() {
        byte[] svg = {1, 2, 3};
        byte[] png = {4, 5};
        RenderedChart chart = new RenderedChart(1, 1, "d", svg, png);
        svg[0] = 9;
        png[0] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, chart.svg(), "the constructor copies");
        assertArrayEquals(new byte[] {4, 5}, chart.png(), "the constructor copies");
        chart.svg()[1] = 9;
        chart.png()[1] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, chart.svg(), "the accessor copies");
        assertArrayEquals(new byte[] {4, 5}, chart.png(), "the accessor copies");
    }

    @Test
    void fontsCarryTheFamilySizeAndStyle() {
        Font plain = TextMetrics.font(12, false, false);
        assertEquals(12f, plain.getSize2D());
        assertEquals(Font.PLAIN, plain.getStyle());
        assertEquals(Font.BOLD, TextMetrics.font(12, true, false).getStyle());
        assertEquals(Font.ITALIC, TextMetrics.font(12, false, true).getStyle());
        assertEquals(Font.BOLD | Font.ITALIC, TextMetrics.font(12, true, true).getStyle());
        assertEquals(TextMetrics.FAMILY, plain.getName());
        // Sizes a tenth of a pixel apart are different fonts.
        assertEquals(12.1f, TextMetrics.font(12.1, false, false).getSize2D(), 1e-6);
        assertEquals(11.9f, TextMetrics.font(11.9, false, false).getSize2D(), 1e-6);
        assertEquals(12f, TextMetrics.font(12, false, false).getSize2D());
        assertEquals(1.2f, TextMetrics.font(1.2, false, false).getSize2D(), 1e-6);
        assertEquals(1.5f, TextMetrics.font(1.5, false, false).getSize2D(), 1e-6);
    }

    @Test
    void widthsScaleWithTheSize() {
        // Fractional metrics: twice the size is twice the width, to a small fraction of a pixel.
        double twelve = TextMetrics.width("Kindergarten", 12, false, false);
        assertEquals(2 * twelve, TextMetrics.width("Kindergarten", 24, false, false), 0.05);
        assertEquals(twelve * 12.1 / 12, TextMetrics.width("Kindergarten", 12.1, false, false), 0.05);
        assertNotEquals(twelve, TextMetrics.width("Kindergarten", 12, true, false), "bold differs from plain");
        assertEquals(0, TextMetrics.width("", 30, true, true), EPS);
    }

    @Test
    void malformedPathsAndGridsSayWhatIsWrong() {
        Style style = Style.fill(Rgb.BLACK);
        assertEquals(
                "a path needs at least two x,y pairs: 3 values",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Primitive.Path(List.of(1.0, 2.0, 3.0), true, style))
                        .getMessage());
        assertEquals(
                "a 2x3 grid needs 6 colours, got 1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Primitive.Grid(0, 0, 1, 2, 3, List.of(Rgb.BLACK)))
                        .getMessage());
    }

    @Test
    void svgNamesTheMeasuredFamilyFirst() {
        assertTrue(TextMetrics.SVG_FAMILIES.startsWith("'" + TextMetrics.FAMILY + "'"));
    }
}
