package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhJsonReader;
import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Metric;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** JMH's JSON and its quirks, read from genuine JMH 1.37 output and small hand-made files. */
class JmhJsonReaderTest {

    @TempDir
    Path temp;

    @Test
    void readsGenuineJmhOutputWithStringParamsAndForkNesting() {
        // foreign/lookup.json is JMH 1.37's own -rf json output (2 forks x 3 iterations; sample mode left out).
        List<BenchmarkResult> results = JmhJsonReader.read(Fixtures.path("foreign/lookup.json"));
        assertEquals(9, results.size());
        BenchmarkResult first = results.get(0);
        assertEquals("demo.LookupBenchmark.scan", first.benchmark());
        assertEquals("scan", first.method());
        assertEquals("LookupBenchmark", first.simpleClassName());
        assertEquals(JmhMode.THROUGHPUT, first.mode());
        assertEquals(Map.of("impl", "Linear", "size", "64"), first.params());
        assertEquals("17.0.15", first.jdkVersion());
        assertEquals("OpenJDK 64-Bit Server VM", first.vmName());
        assertEquals(List.of(), first.jvmArgs());
        assertEquals(1, first.warmupIterations());
        assertEquals("100 ms", first.measurementTime());
        Metric metric = first.primary();
        assertEquals("ops/us", metric.unit());
        assertEquals(20.746851015146905, metric.score());
        assertEquals(7.150831878204174, metric.scoreError());
        assertEquals(2, metric.forks());
        assertArrayEquals(
                new double[] {16.27740231823185, 22.705518609429102, 22.88613122063349}, metric.iterations()[0]);
        assertArrayEquals(
                new double[] {19.275237608219932, 21.307253972301655, 22.029562362065388}, metric.iterations()[1]);
        // Fork means by hand: (16.27740231823185 + 22.705518609429102 + 22.88613122063349) / 3 = 20.623017382764814
        assertEquals(20.623017382764814, metric.forkMeans()[0], 1e-12);
        assertEquals(20.870684647528993, metric.forkMeans()[1], 1e-12);
        assertEquals(JmhMode.AVERAGE_TIME, results.get(3).mode());
        assertEquals("ns/op", results.get(3).primary().unit());
        assertEquals(JmhMode.SINGLE_SHOT_TIME, results.get(6).mode());
    }

    @Test
    void sampleModeUsesHistogramWeightedMeansAndDropsNaN() {
        BenchmarkResult result =
                JmhJsonReader.read(Fixtures.path("sample-mode.json")).get(0);
        assertEquals(JmhMode.SAMPLE_TIME, result.mode());
        Metric metric = result.primary();
        assertTrue(metric.fromHistogram());
        // Fork 0: {10 x3, 20 x1} -> 12.5 and {10, 30} -> 20; all six samples: 90 / 6 = 15.
        assertArrayEquals(new double[] {12.5, 20.0}, metric.iterations()[0]);
        assertEquals(15.0, metric.forkMeans()[0]);
        // Fork 1: {40 x2} -> 40 and {20 x2, "NaN" x1} -> 20 with the NaN left out; 120 / 4 = 30.
        assertArrayEquals(new double[] {40.0, 20.0}, metric.iterations()[1]);
        assertEquals(30.0, metric.forkMeans()[1]);
        assertEquals(1, metric.droppedValues());
        // Secondary metrics carry "NaN" strings for their error.
        assertEquals(List.of("p0.50", "p0.99"), List.copyOf(result.secondary().keySet()));
        assertTrue(Double.isNaN(result.secondary().get("p0.50").scoreError()));
        assertEquals(90.0, result.secondary().get("p0.50").score());
    }

    /**
     * foreign/sample.json is JMH 1.37's own output for -bm sample (2 forks x 2 iterations). Expected
     * values computed outside this code (Python, from the histograms): fork means 147.94995531724754
     * and 230.27521613832852; fork 0's iterations 170.26908396946564 and 128.2941176470588; and all
     * samples pooled give 193.5293179098524, which is JMH's own score.
     */
    @Test
    void genuineSampleModeOutput() {
        BenchmarkResult linear =
                JmhJsonReader.read(Fixtures.path("foreign/sample.json")).get(0);
        assertEquals(JmhMode.SAMPLE_TIME, linear.mode());
        assertEquals("Linear", linear.params().get("impl"));
        Metric metric = linear.primary();
        assertEquals(193.5293179098524, metric.score());
        assertArrayEquals(new double[] {147.94995531724754, 230.27521613832852}, metric.forkMeans(), 1e-9);
        assertArrayEquals(new double[] {170.26908396946564, 128.2941176470588}, metric.iterations()[0], 1e-9);
        assertEquals(0, metric.droppedValues());
        assertTrue(linear.secondary().containsKey("p0.999"));
    }

    @Test
    void infinityStringsAreReadAndLeftOutOfTheIterations() {
        Path file = Fixtures.write(
                temp.resolve("inf.json"),
                "[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"params\":{\"size\":8},"
                        + "\"primaryMetric\":{\"score\":\"+INF\",\"scoreError\":\"-INF\",\"scoreUnit\":\"ns/op\","
                        + "\"rawData\":[[1.0,\"+INF\",3.0],[\"-INF\",5.0]]}}]");
        BenchmarkResult result = JmhJsonReader.read(file).get(0);
        assertEquals(Double.POSITIVE_INFINITY, result.primary().score());
        assertEquals(Double.NEGATIVE_INFINITY, result.primary().scoreError());
        assertArrayEquals(new double[] {1.0, 3.0}, result.primary().iterations()[0]);
        assertArrayEquals(new double[] {5.0}, result.primary().iterations()[1]);
        assertEquals(2, result.primary().droppedValues());
        // A foreign writer's numeric parameter is taken as its text, as JMH would have written it.
        assertEquals("8", result.params().get("size"));
        assertTrue(result.secondary().isEmpty());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "malformed/truncated.json    | truncated: end of input at line 64 column 3",
                "malformed/not-json.json     | malformed JSON at line 1 column 1",
                "malformed/empty.json        | empty file, expected JSON",
                "malformed/not-jmh.json      | not JMH JSON: the top level is an object",
                "malformed/empty-array.json  | no benchmark results (the JSON array is empty)",
                "malformed/bad-rawdata.json  | $[0].primaryMetric.rawData[0][1]: expected a number (or \"NaN\", \"+INF\", \"-INF\"), found the string \"abc\"",
                "malformed/unknown-mode.json | $[0].mode: unknown mode \"fast\""
            })
    void malformedFilesGiveOneLineNamingFileAndPlace(String fixture, String expected) {
        Path file = Fixtures.path(fixture);
        ReportInputException e = assertThrows(ReportInputException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertFalse(e.getMessage().contains("Troubleshooting"), "Gson's link is noise for a user: " + e.getMessage());
    }

    @Test
    void otherBadInputs() {
        // The array is streamed and each element checked as it is read: trailing text is found after valid ones.
        Path trailing = Fixtures.write(temp.resolve("trailing.json"), "[] x");
        assertMessage(trailing, "unexpected text after the JSON value, at line 1 column");
        Path twoValues = Fixtures.write(temp.resolve("two-values.json"), "[]\n[2]");
        assertMessage(twoValues, "unexpected text after the JSON value, at line 2 column");
        // Not UTF-8: said so, with the file.
        Path utf16 = temp.resolve("utf16.json");
        try {
            java.nio.file.Files.writeString(
                    utf16, "[{\"benchmark\": \"x\"}]", java.nio.charset.StandardCharsets.UTF_16);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertMessage(utf16, "not UTF-8 text");
        // Streamed: the first element that is not a JMH result decides, however much (broken) text follows.
        Path garbage =
                Fixtures.write(temp.resolve("garbage.json"), "[{\"name\":\"x\"}, " + "{\"junk\": [".repeat(200_000));
        assertMessage(garbage, "$[0]: missing \"benchmark\"; not a JMH result");
        Path noBenchmark = Fixtures.write(temp.resolve("objects.json"), "[{\"name\":\"x\"}]");
        assertMessage(noBenchmark, "$[0]: missing \"benchmark\"; not a JMH result");
        Path emptyFork = Fixtures.write(
                temp.resolve("empty-fork.json"),
                "[{\"benchmark\":\"a.B.c\",\"mode\":\"thrpt\",\"primaryMetric\":{\"scoreUnit\":\"ops/s\",\"rawData\":[[]]}}]");
        assertMessage(emptyFork, "$[0].primaryMetric.rawData[0]: a fork with no iterations");
        Path whitespace = Fixtures.write(temp.resolve("blank.json"), "  \n ");
        assertMessage(whitespace, "no JSON value in the file");
        assertMessage(temp.resolve("missing.json"), "no such file");
        assertMessage(temp, "is a directory");
    }

    private static void assertMessage(Path file, String expected) {
        ReportInputException e = assertThrows(ReportInputException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    }
}
