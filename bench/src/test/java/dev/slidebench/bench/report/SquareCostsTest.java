package dev.slidebench.bench.report;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Square;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhJsonReader;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.model.JmhText;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The square-cost pieces (which metrics count, per-iteration costs, the median), each with values written here. */
class SquareCostsTest {

    @TempDir
    Path temp;

    private BenchmarkResult withSquares(String dir, int squares) {
        JmhText result = element("x.Squares.lookup").strategy("A").secondary("lookups", "#", new double[] {64});
        for (int s = 0; s < squares; s++) {
            result.secondary(Square.name(s), "ns", new double[] {100});
        }
        return JmhJsonReader.read(JmhText.write(temp.resolve(dir).resolve("results.json"), result))
                .get(0);
    }

    @Test
    void allSixtyFourSquaresAndTheLookupCountAreNeeded() {
        assertTrue(SquareCosts.reportsSquares(withSquares("all", 64)));
        assertFalse(SquareCosts.reportsSquares(withSquares("63", 63)), "h8 is missing");
    }

    @Test
    void squareMetricNames() {
        assertTrue(SquareCosts.isSquareMetric("lookups"));
        assertTrue(SquareCosts.isSquareMetric("a1"));
        assertTrue(SquareCosts.isSquareMetric("h8"));
        assertFalse(SquareCosts.isSquareMetric("i1"));
        assertFalse(SquareCosts.isSquareMetric("a9"));
        assertFalse(SquareCosts.isSquareMetric("cpu.time"));
    }

    private static Metric metric(double[]... forks) {
        double[] means = new double[forks.length];
        return new Metric(Double.NaN, Double.NaN, "ns", forks, means, false, 0);
    }

    @Test
    void perIterationCostsLeaveOutZerosAndMisalignedForks() {
        // Iteration costs: 100/50 = 2 and 90/30 = 3; a zero count or zero time is no cost.
        Metric nanos = metric(new double[] {100, 90, 0, 40}, new double[] {7});
        Metric lookups = metric(new double[] {50, 30, 10, 0}, new double[] {1, 2});
        assertEquals(List.of(2.0, 3.0), SquareCosts.perIteration(nanos, lookups));
        assertEquals(List.of(), SquareCosts.perIteration(nanos, metric(new double[] {1})), "fork counts differ");
        assertEquals(List.of(), SquareCosts.perIteration(null, lookups));
    }

    @Test
    void medianOfOddAndEvenCounts() {
        assertEquals(3.0, SquareCosts.median(List.of(5.0, 1.0, 3.0)));
        assertEquals(2.5, SquareCosts.median(List.of(4.0, 1.0, 3.0, 2.0)));
        assertEquals(7.0, SquareCosts.median(List.of(7.0)));
        assertTrue(Double.isNaN(SquareCosts.median(List.of())));
    }
}
