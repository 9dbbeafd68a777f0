package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Writes every chart kind, drawn from {@link SampleData}, as PNG and SVG into
 * {@code target/chart-samples} (or the directory named by {@code -Dchart.samples=DIR}), so a person
 * can look at them. The checks here are only that the files exist; what they must contain is tested
 * per chart.
 */
class ChartSamplesTest {

    @Test
    void writesSamplesToLookAt() throws IOException {
        Path dir = Path.of(System.getProperty("chart.samples", "target/chart-samples"));
        Files.createDirectories(dir);
        write(dir, "forest-14", ForestPlot.render(SampleData.forest(SampleData.strategies(14))));
        write(dir, "bars-14", BarChart.render(SampleData.bars(SampleData.QUEEN_JDK17)));
        write(dir, "bytes-14", BytesSpeedChart.render(SampleData.bytesSpeed(SampleData.QUEEN_JDK17)));
        write(dir, "bytes-40", BytesSpeedChart.render(SampleData.bytesSpeed(SampleData.strategies(40))));
        write(dir, "heatmap", HeatMap.render(SampleData.heatMap()));
        write(dir, "drift-14", DriftChart.render(SampleData.drift(SampleData.strategies(14))));
        write(dir, "runs", RunsChart.render(SampleData.runs()));
        write(dir, "boards-14", BoardHeatMap.render(SampleData.boards(SampleData.strategies(14))));
        write(dir, "boards-40", BoardHeatMap.render(SampleData.boards(SampleData.strategies(40))));
        write(dir, "scaling-14", ScalingChart.render(SampleData.scaling(SampleData.strategies(14))));
        write(dir, "scaling-40", ScalingChart.render(SampleData.scaling(SampleData.strategies(40))));
        write(dir, "forest-40", ForestPlot.render(SampleData.forest(SampleData.strategies(40))));
    }

    private static void write(Path dir, String stem, RenderedChart chart) throws IOException {
        Files.write(dir.resolve(stem + ".svg"), chart.svg());
        Files.write(dir.resolve(stem + ".png"), chart.png());
        assertTrue(Files.size(dir.resolve(stem + ".png")) > 0);
    }
}
