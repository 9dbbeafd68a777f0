package dev.slidebench.reports.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader's edges: which raw data a mode reads, histogram counts of zero, the whole-number limits,
 * absent optional members, and the words every error uses for what it found. Each expected value is
 * worked out by hand from the few numbers in the file.
 */
class JmhJsonEdgesTest {

    private static final Path SOURCE = Path.of("mem.json");

    @TempDir
    Path temp;

    private Path write(String name, String text) {
        try {
            return Files.writeString(temp.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One result with the given mode and primary metric members (unit ns/op). */
    private static String element(String mode, String metricMembers) {
        return "{\"benchmark\":\"a.B.c\",\"mode\":\"" + mode + "\",\"primaryMetric\":{\"scoreUnit\":\"ns/op\","
                + metricMembers + "}}";
    }

    private String message(String text) {
        Path file = write("bad.json", text);
        ReportInputException e = assertThrows(ReportInputException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        return e.getMessage().substring(file.toString().length() + 2);
    }

    private BenchmarkResult only(String text) {
        return JmhJsonReader.read(write("one.json", text)).get(0);
    }

    /**
     * Issue 21: valid JSON whose values overflow a mean (1e308) or a reciprocal (the subnormal 1e-320)
     * crashed report and recommend in the statistics; a 1,000,000-character name crashed the charts.
     * Each is refused where it stands.
     */
    @Test
    void valuesNoBenchmarkMeasuresAndNamesNoChartCanHoldAreRefused() {
        assertEquals(
                "$[0].primaryMetric.rawData[0][1]: the measurement 1.5E308 is outside what a benchmark measures"
                        + " (0, or a size between 1.0E-30 and 1.0E30)",
                message("[" + element("avgt", "\"rawData\":[[1.0,1.5e308]]") + "]"));
        assertTrue(message("[" + element("thrpt", "\"rawData\":[[1e-320]]") + "]")
                .startsWith("$[0].primaryMetric.rawData[0][0]: the measurement " + 1e-320 + " is outside"));
        assertTrue(message("[" + element("sample", "\"rawDataHistogram\":[[[[1e300,1]]]]") + "]")
                .startsWith("$[0].primaryMetric.rawDataHistogram[0][0][0][0]: the measurement 1.0E300 is outside"));
        String longName =
                "[" + element("avgt", "\"rawData\":[[1.0]]").replace("a.B.c", "a.B." + "c".repeat(999_996)) + "]";
        String refused = message(longName);
        assertTrue(
                refused.startsWith("$[0].benchmark: 'a.B.ccc")
                        && refused.endsWith(
                                "…' (1,000,000 characters) is longer" + " than 1000 characters; not a JMH name"),
                refused);
        // the edges of what is read: zero, and both ends of the range
        assertArrayEquals(
                new double[] {0.0, 1e30, 1e-30},
                only("[" + element("avgt", "\"rawData\":[[0.0,1e30,1e-30]]") + "]")
                        .primary()
                        .iterations()[0]);
    }

    @Test
    void sampleModeReadsTheHistogramAndOtherModesTheRawData() {
        // Both present: rawData says 7 ns, the histogram [[3, 1], [5, 1]] says (3 + 5) / 2 = 4 ns.
        String both = "\"rawData\":[[7.0]],\"rawDataHistogram\":[[[[3.0,1],[5.0,1]]]]";
        Metric sample = only("[" + element("sample", both) + "]").primary();
        assertTrue(sample.fromHistogram());
        assertArrayEquals(new double[] {4.0}, sample.forkMeans());
        Metric average = only("[" + element("avgt", both) + "]").primary();
        assertFalse(average.fromHistogram());
        assertArrayEquals(new double[] {7.0}, average.forkMeans());
        // Another mode with only a histogram still reads it rather than failing.
        Metric histogramOnly = only("[" + element("avgt", "\"rawDataHistogram\":[[[[2.0,3]]]]") + "]")
                .primary();
        assertTrue(histogramOnly.fromHistogram());
        assertArrayEquals(new double[] {2.0}, histogramOnly.forkMeans());
        // A histogram that is JSON null counts as absent.
        Metric nullHistogram = only("[" + element("sample", "\"rawData\":[[9.0]],\"rawDataHistogram\":null") + "]")
                .primary();
        assertFalse(nullHistogram.fromHistogram());
        assertArrayEquals(new double[] {9.0}, nullHistogram.forkMeans());
    }

    @Test
    void zeroCountsAreSamplesOfNothing() {
        // Iteration 0: [10 x 0, 20 x 2] -> 20. Iteration 1: [30 x 0] has no samples: dropped, not a 0/0 value.
        Metric metric = only("[" + element("sample", "\"rawDataHistogram\":[[[[10.0,0],[20.0,2]],[[30.0,0]]]]") + "]")
                .primary();
        assertArrayEquals(new double[] {20.0}, metric.iterations()[0]);
        assertArrayEquals(new double[] {20.0}, metric.forkMeans());
        assertEquals(1, metric.droppedValues());
        assertEquals(
                "$[0].primaryMetric.rawDataHistogram[0][0][0][1]: a sample count must be a finite number >= 0,"
                        + " found -1.0",
                message("[" + element("sample", "\"rawDataHistogram\":[[[[10.0,-1]]]]") + "]"));
        assertEquals(
                "$[0].primaryMetric.rawDataHistogram[0]: a fork with no samples",
                message("[" + element("sample", "\"rawDataHistogram\":[[[[10.0,0]]]]") + "]"));
    }

    @Test
    void absentOptionalMembersAreNull() {
        BenchmarkResult result = only("[" + element("avgt", "\"rawData\":[[1.0]]") + "]");
        assertNull(result.threads());
        assertNull(result.jdkVersion());
        assertNull(result.jvm());
        assertNull(result.declaredForks());
        assertTrue(result.params().isEmpty());
        assertTrue(result.jvmArgs().isEmpty());
        assertTrue(Double.isNaN(result.primary().score()), "no score written");
        assertTrue(Double.isNaN(result.primary().scoreError()));
    }

    @Test
    void wholeNumbersUpToIntegerMaxValue() {
        String max = "[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"forks\":2147483647,\"threads\":-2147483647,"
                + "\"primaryMetric\":{\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0]]}}]";
        BenchmarkResult result = only(max);
        assertEquals(Integer.MAX_VALUE, result.declaredForks());
        assertEquals(-Integer.MAX_VALUE, result.threads());
        assertEquals(
                "$[0].forks: expected a whole number, found the number 2147483648",
                message(max.replace("2147483647,\"threads", "2147483648,\"threads")));
        assertEquals(
                "$[0].forks: expected a whole number, found the number 1.5",
                message(max.replace("2147483647,\"threads", "1.5,\"threads")));
    }

    @Test
    void errorsNameWhatTheyFound() {
        String metric = "\"primaryMetric\":{\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0]]}";
        assertEquals(
                "$[0].params: expected an object, found an array",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"params\":[1]," + metric + "}]"));
        assertEquals(
                "$[0].params: expected an object, found the boolean true",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"params\":true," + metric + "}]"));
        assertEquals(
                "$[0].jvmArgs[1]: expected a string, found an object",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"jvmArgs\":[\"-Xmx1g\",{}]," + metric + "}]"));
        assertEquals(
                "$[0].jvmArgs[0]: expected a string, found an array",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"jvmArgs\":[[]]," + metric + "}]"));
        assertEquals(
                "$[0].params.size: expected a string, found an object",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"params\":{\"size\":{}}," + metric + "}]"));
        assertEquals(
                "$[0].primaryMetric: expected an object, found null",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"primaryMetric\":null}]"));
        assertEquals(
                "$[0].primaryMetric.rawData: expected an array, found the number 5",
                message("[" + element("avgt", "\"rawData\":5") + "]"));
        assertEquals("$[0]: expected an object, found the number 3", message("[3]"));
        assertEquals(
                "$[0].mode: expected a string, found an array",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":[]," + metric + "}]"));
        assertEquals(
                "$[0].primaryMetric: missing \"scoreUnit\"",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"primaryMetric\":{\"rawData\":[[1.0]]}}]"));
        // Strings are echoed by the one rule (Echo: up to 80 characters); 41 are shown whole.
        String forty = "abcdefghij".repeat(4);
        assertEquals(
                "$[0].mode: unknown mode \"" + forty + "\" (expected thrpt, avgt, sample or ss)",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"" + forty + "\"," + metric + "}]"));
        assertEquals(
                "$[0].primaryMetric.rawData[0][0]: expected a number (or \"NaN\", \"+INF\", \"-INF\"), found the"
                        + " string \"" + forty + "k\"",
                message("[" + element("avgt", "\"rawData\":[[\"" + forty + "k\"]]") + "]"));
        assertEquals(
                "$[0].primaryMetric.rawData[0][0]: expected a number (or \"NaN\", \"+INF\", \"-INF\"), found the"
                        + " string \"" + forty + "\"",
                message("[" + element("avgt", "\"rawData\":[[\"" + forty + "\"]]") + "]"));
        assertEquals(
                "$[0].primaryMetric.rawData[0]: a fork with no finite value",
                message("[" + element("avgt", "\"rawData\":[[\"NaN\"]]") + "]"));
        assertEquals(
                "$[0].primaryMetric: missing \"rawData\" (and no \"rawDataHistogram\")",
                message("[" + element("avgt", "\"score\":1") + "]"));
        assertEquals(
                "$[0]: missing \"primaryMetric\"; not a JMH result (as written by -rf json)",
                message("[{\"benchmark\":\"a.B.c\"}]"));
    }

    @Test
    void topLevelAndSyntaxErrors() {
        assertEquals(
                "not JMH JSON: the top level is a string, expected an array of benchmark results (as written by JMH's"
                        + " -rf json)",
                message("\"x\""));
        assertTrue(message("5").startsWith("not JMH JSON: the top level is a number,"));
        assertTrue(message("true").startsWith("not JMH JSON: the top level is a boolean,"));
        assertTrue(message("null").startsWith("not JMH JSON: the top level is null,"));
        // Strict JSON: Gson's legacy mode would take an unquoted or capitalised literal; strict mode refuses it.
        assertTrue(message("[TRUE]").startsWith("malformed JSON at line 1 column 2"), message("[TRUE]"));
        assertTrue(
                message("[{\"benchmark\" 1}]").startsWith("Expected ':' at line 1 column 16"),
                message("[{\"benchmark\" 1}]"));
    }

    @Test
    void benchmarkNamesWithALeadingDot() {
        // ".queen" has its last dot at 0: the method is "queen" and there is no class name.
        assertEquals("queen", BenchmarkResult.methodOf(".queen"));
        assertEquals("", BenchmarkResult.simpleClassNameOf(".queen"));
    }

    // ---- the typed accessors, on members built here ----

    private static JsonObject object(String json) {
        return JsonParser.parseString(json).getAsJsonObject();
    }

    private static String accessError(Runnable read) {
        return assertThrows(ReportInputException.class, read::run).getMessage();
    }
}
