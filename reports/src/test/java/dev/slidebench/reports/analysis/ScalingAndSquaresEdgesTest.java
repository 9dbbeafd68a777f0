package dev.slidebench.reports.analysis;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thread scaling lined up from the data (any benchmark at two or more thread counts, in any time unit), with
 * values written here.
 */
class ScalingAndSquaresEdgesTest {

    @TempDir
    Path temp;

    /** Three forks within 1% of {@code mean}. */
    private static double[] near(double mean) {
        return new double[] {mean * 0.99, mean, mean * 1.01};
    }

    private static JmhText at(String method, int threads, String strategy, double mean) {
        return element("x.Threaded." + method)
                .strategy(strategy)
                .threads(threads)
                .primary("us/op", new double[] {near(mean)[0]}, new double[] {mean}, new double[] {near(mean)[2]});
    }

    private ReportModel model(String dir, JmhText... elements) {
        Path file = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        return ReportModel.of(
                ResultSet.load(List.of(file), "strategy"), Settings.defaults(), ReportProfile.generic(), null);
    }

    @Test
    void twoThreadCountsMakeASeriesOrderedByTheHighestCount() {
        // At 1 thread A is faster (0.01 us against 0.02 us); at 4 threads B is (0.03 against 0.05).
        ReportModel model = model(
                "scaling",
                at("queen", 4, "A", 0.05),
                at("queen", 4, "B", 0.03),
                at("queen", 4, "BASELINE", 0.001),
                at("queen", 1, "A", 0.01),
                at("queen", 1, "B", 0.02),
                at("queen", 1, "BASELINE", 0.001),
                at("rook", 1, "A", 0.01),
                at("rook", 2, "A", 0.01));
        List<ThreadScaling> all = ThreadScaling.of(model);
        assertEquals(2, all.size(), "queen at 1 and 4 threads, rook at 1 and 2");
        ThreadScaling queen = all.get(0);
        assertEquals(List.of(1, 4), queen.threadCounts());
        assertEquals(4, queen.highest().threads());
        assertEquals("Threaded.queen", queen.title());
        assertEquals(
                List.of("B", "A", "BASELINE"),
                queen.curves().stream().map(ThreadScaling.Curve::value).toList());
        assertTrue(queen.curves().get(2).control());
        assertFalse(queen.curves().get(0).control());
        // A at one thread: geometric mean 0.01 x cbrt(0.99 x 1.01) us = 9.99967 ns per lookup.
        ThreadScaling.Point a1 = queen.curves().get(1).at(1);
        double expected = 10 * Math.cbrt(0.99 * 1.01);
        assertEquals(expected, a1.nanos(), 1e-9);
        assertEquals(expected, a1.nanosLow(), expected * 0.05, "the interval is in ns too");
        assertEquals(expected, a1.nanosHigh(), expected * 0.05);
        assertTrue(a1.nanosLow() < a1.nanos() && a1.nanos() < a1.nanosHigh());
        assertTrue(Double.isNaN(a1.cpuNanos()), "no cpu.time");
        assertEquals(List.of(1, 2), all.get(1).threadCounts());
    }

    @Test
    void threadCountsAreThoseOfTheSameBenchmarkOnly() {
        ReportModel model = model(
                "counts",
                at("queen", 1, "A", 0.01),
                at("queen", 4, "A", 0.01),
                at("rook", 2, "A", 0.01),
                at("rook", 8, "A", 0.01));
        List<BenchmarkCase> cases = model.cases();
        BenchmarkCase queen4 = cases.stream()
                .filter(c -> c.method().equals("queen") && c.threads() == 4)
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(1, 4), ThreadScaling.threadCountsOf(queen4, cases));
        assertEquals(
                List.of("Threaded.queen, 4 threads", "Threaded.rook, 8 threads"),
                ThreadScaling.rankedCases(cases).stream()
                        .map(BenchmarkCase::title)
                        .toList());
    }

    @Test
    void oneThreadCountIsNoSeries() {
        assertEquals(List.of(), ThreadScaling.of(model("one", at("queen", 4, "A", 0.01), at("queen", 4, "B", 0.02))));
    }
}
