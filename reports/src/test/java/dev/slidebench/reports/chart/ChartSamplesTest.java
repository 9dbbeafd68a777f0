package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        for (int count : new int[] {14, 40}) {
            List<SampleData.Strategy> sample = SampleData.strategies(count);
            write(dir, "forest-" + count, ForestPlot.render(SampleData.forest(sample)));
            write(dir, "bars-" + count, BarChart.render(SampleData.bars(sample)));
            write(dir, "bytes-" + count, BytesSpeedChart.render(SampleData.bytesSpeed(sample)));
            write(dir, "drift-" + count, DriftChart.render(SampleData.drift(sample)));
            write(dir, "heatmap-" + count, HeatMap.render(ChartRenderingTest.heatMapOf(sample)));
            write(dir, "runs-" + count, RunsChart.render(SampleData.runs(sample)));
            write(dir, "boards-" + count, GridHeatMap.render(SampleData.boards(sample)));
            write(dir, "scaling-" + count, ScalingChart.render(SampleData.scaling(sample)));
        }
        // The real run's data where the fixture has it.
        write(dir, "real-bars-with-control", BarChart.render(SampleData.bars(SampleData.QUEEN_JDK17)));
        write(dir, "real-bytes", BytesSpeedChart.render(SampleData.bytesSpeed(SampleData.QUEEN_JDK17)));
        write(dir, "real-heatmap", HeatMap.render(SampleData.heatMap()));
        write(dir, "real-runs", RunsChart.render(SampleData.runs()));
    }

    private static void write(Path dir, String stem, RenderedChart chart) throws IOException {
        Files.write(dir.resolve(stem + ".svg"), chart.svg());
        Files.write(dir.resolve(stem + ".png"), chart.png());
        assertTrue(Files.size(dir.resolve(stem + ".png")) > 0);
    }
}
