package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.chart.Primitive.Box;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** Every chart kind: valid SVG with its text as text, PNG of the right size, size limits, reproducible bytes. */
class ChartRenderingTest {

    private static final int SVG_LIMIT = 150 * 1024;

    /** Each chart kind built from 14 and from 40 strategies. */
    private static List<Supplier<RenderedChart>> charts(int strategies) {
        List<SampleData.Strategy> sample = SampleData.strategies(strategies);
        return List.of(
                () -> ForestPlot.render(SampleData.forest(sample)),
                () -> BarChart.render(SampleData.bars(sample)),
                () -> BytesSpeedChart.render(SampleData.bytesSpeed(sample)),
                () -> DriftChart.render(SampleData.drift(sample)),
                () -> HeatMap.render(heatMapOf(sample)),
                () -> RunsChart.render(SampleData.runs(sample)),
                () -> GridHeatMap.render(SampleData.boards(sample)),
                () -> ScalingChart.render(SampleData.scaling(sample)));
    }

    @Test
    void everyChartIsValidSvgUnderTheSizeLimitFor14And40Strategies() {
        for (int count : new int[] {14, 40}) {
            for (Supplier<RenderedChart> chart : charts(count)) {
                RenderedChart rendered = chart.get();
                Document svg = SvgAssertions.parse(rendered);
                SvgAssertions.assertNoPaths(svg);
                assertTrue(
                        rendered.svg().length <= SVG_LIMIT,
                        rendered.description() + ": SVG is " + rendered.svg().length + " bytes for " + count
                                + " strategies, over " + SVG_LIMIT);
            }
        }
    }

    @Test
    void everyStrategyNameIsSearchableTextInEveryChart() {
        List<SampleData.Strategy> sample = SampleData.strategies(14);
        List<RenderedChart> charts = List.of(
                ForestPlot.render(SampleData.forest(sample)),
                BarChart.render(SampleData.bars(sample)),
                DriftChart.render(SampleData.drift(sample)),
                HeatMap.render(heatMapOf(sample)),
                RunsChart.render(SampleData.runs(sample)),
                GridHeatMap.render(SampleData.boards(sample)),
                ScalingChart.render(SampleData.scaling(sample)));
        for (RenderedChart chart : charts) {
            Document svg = SvgAssertions.parse(chart);
            for (SampleData.Strategy strategy : sample) {
                String shown = strategy.emulated() ? strategy.name() + " (emulated)" : strategy.name();
                SvgAssertions.assertTextPresent(svg, shown);
            }
        }
        // The scatter names a crowded point in its key line instead of beside it; 14 real ones all fit beside.
        Document scatter = SvgAssertions.parse(BytesSpeedChart.render(SampleData.bytesSpeed(sample)));
        for (SampleData.Strategy strategy : sample) {
            SvgAssertions.assertTextPresent(
                    scatter, strategy.emulated() ? strategy.name() + " (emulated)" : strategy.name());
        }
        SvgAssertions.assertTextPresent(scatter, "0 B");
    }

    @Test
    void pngDecodesToTheSceneSizeAndAtScaleTwo() throws IOException {
        for (Supplier<RenderedChart> chart : charts(14)) {
            RenderedChart rendered = chart.get();
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(rendered.png()));
            assertNotNull(image, "PNG does not decode");
            assertEquals(rendered.width(), image.getWidth());
            assertEquals(rendered.height(), image.getHeight());
            assertEquals(800, image.getWidth());
        }
        Scene scene = ForestPlot.scene(SampleData.forest(SampleData.strategies(14)));
        BufferedImage doubled = ImageIO.read(new ByteArrayInputStream(PngRenderer.render(scene, 2)));
        assertEquals(2 * scene.width(), doubled.getWidth());
        assertEquals(2 * scene.height(), doubled.getHeight());
    }

    @Test
    void pngIsNotBlank() throws IOException {
        // A renderer that drew nothing would still decode; count non-white pixels.
        RenderedChart chart = BarChart.render(SampleData.bars(SampleData.QUEEN_JDK17));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
        int inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    inked++;
                }
            }
        }
        assertTrue(inked > image.getWidth() * image.getHeight() / 20, "only " + inked + " non-white pixels");
    }

    @Test
    void sameInputGivesTheSameBytes() {
        for (Supplier<RenderedChart> chart : charts(14)) {
            RenderedChart first = chart.get();
            RenderedChart second = chart.get();
            assertArrayEquals(first.svg(), second.svg(), first.description());
            assertArrayEquals(first.png(), second.png(), first.description());
        }
    }

    @Test
    void markupInLabelsIsEscaped() {
        ForestPlot.Input input = new ForestPlot.Input(
                "a <b> & \"c\"",
                null,
                "x",
                0.95,
                List.of(new ForestPlot.Row("Name<&>", 1, 1, 1.2, true, false, false, List.of())));
        Document svg = SvgAssertions.parse(ForestPlot.render(input));
        SvgAssertions.assertTextPresent(svg, "Name<&>");
        SvgAssertions.assertTextPresent(svg, "a <b> & \"c\"");
    }

    @Test
    void scatterPointsNeverShareAMarker() {
        for (int count : new int[] {14, 40}) {
            BytesSpeedChart.Input input = SampleData.bytesSpeed(SampleData.strategies(count));
            Document svg = SvgAssertions.parse(BytesSpeedChart.render(input));
            List<String> markers = SvgAssertions.groupClasses(svg, "point ");
            assertEquals(input.points().size(), markers.size());
            assertEquals(markers.size(), new HashSet<>(markers).size(), "two points share a marker: " + markers);
        }
        Set<Marker> seen = new HashSet<>();
        for (int i = 0; i < 112; i++) {
            assertTrue(seen.add(Marker.forIndex(i)), "marker " + i + " repeats an earlier one");
        }
        // Neighbours differ in both shape and colour.
        for (int i = 1; i < 112; i++) {
            assertFalse(Marker.forIndex(i).shape() == Marker.forIndex(i - 1).shape());
            assertFalse(
                    Marker.forIndex(i).colour().equals(Marker.forIndex(i - 1).colour()));
        }
    }

    @Test
    void scatterLabelsTouchNoOtherLabelNorAnyMarker() {
        for (int count : new int[] {14, 40}) {
            Scene scene = BytesSpeedChart.scene(SampleData.bytesSpeed(SampleData.strategies(count)));
            List<Box> labels = new ArrayList<>();
            for (Primitive.Text text : scene.texts()) {
                if ("point-label".equals(text.cssClass())) {
                    labels.add(text.box());
                }
            }
            List<Box> markers = new ArrayList<>();
            for (Primitive primitive : scene.primitives()) {
                if (primitive instanceof Primitive.Group group
                        && group.cssClass().startsWith("point ")) {
                    markers.add(bounds(group.children().get(0)));
                }
            }
            assertEquals(count, labels.size(), "every point gets a name or a number beside it");
            assertEquals(count, markers.size());
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    assertFalse(labels.get(i).overlaps(labels.get(j)), count + " points: labels " + i + ", " + j);
                }
                for (Box marker : markers) {
                    assertFalse(labels.get(i).overlaps(marker), count + " points: label " + i + " covers a marker");
                }
            }
        }
    }

    @Test
    void the14RealStrategiesAreAllNamedBesideTheirPoints() {
        Document svg = SvgAssertions.parse(BytesSpeedChart.render(SampleData.bytesSpeed(SampleData.QUEEN_JDK17)));
        assertFalse(String.join("|", SvgAssertions.texts(svg)).contains("Numbered points"));
    }

    private static Box bounds(Primitive primitive) {
        if (primitive instanceof Primitive.Circle c) {
            return new Box(c.cx() - c.radius(), c.cy() - c.radius(), 2 * c.radius(), 2 * c.radius());
        }
        Primitive.Path path = (Primitive.Path) primitive;
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < path.points().size(); i += 2) {
            minX = Math.min(minX, path.points().get(i));
            maxX = Math.max(maxX, path.points().get(i));
            minY = Math.min(minY, path.points().get(i + 1));
            maxY = Math.max(maxY, path.points().get(i + 1));
        }
        return new Box(minX, minY, maxX - minX, maxY - minY);
    }

    /** A heat map of the sample strategies: one column per fork (a stand-in for workloads), relative to the fastest. */
    static HeatMap.Input heatMapOf(List<SampleData.Strategy> strategies) {
        int columns = 4;
        double[] fastest = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
        for (SampleData.Strategy s : strategies) {
            for (int c = 0; c < columns; c++) {
                fastest[c] = Math.min(fastest[c], s.forkMeans()[c]);
            }
        }
        List<HeatMap.Row> rows = new ArrayList<>();
        for (SampleData.Strategy s : strategies) {
            List<HeatMap.Cell> cells = new ArrayList<>();
            for (int c = 0; c < columns; c++) {
                double relative = fastest[c] / s.forkMeans()[c];
                cells.add(new HeatMap.Cell(relative, relative > 0.8, s.emulated()));
            }
            rows.add(new HeatMap.Row(s.name(), s.emulated(), cells));
        }
        return new HeatMap.Input(
                "Relative speed per fork", null, List.of("fork 1", "fork 2", "fork 3", "fork 4"), rows);
    }
}
