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
        // A long string is cut after 40 characters; one of exactly 40 is shown whole.
        String forty = "abcdefghij".repeat(4);
        assertEquals(
                "$[0].mode: unknown mode \"" + forty + "\" (expected thrpt, avgt, sample or ss)",
                message("[{\"benchmark\":\"a.B.c\",\"mode\":\"" + forty + "\"," + metric + "}]"));
        assertEquals(
                "$[0].primaryMetric.rawData[0][0]: expected a number (or \"NaN\", \"+INF\", \"-INF\"), found the"
                        + " string \"" + forty + "...\"",
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

    @Test
    void wholeNumbersAsLong() {
        JsonObject o = object("{\"big\":9007199254740993,\"neg\":-3,\"half\":2.5,\"text\":\"7\",\"none\":null,"
                + "\"huge\":92233720368547758080}");
        // 2^53 + 1 survives as a long (a double would round it to 2^53).
        assertEquals(9007199254740993L, JsonFiles.optionalLong(SOURCE, "$", o, "big"));
        assertEquals(-3L, JsonFiles.optionalLong(SOURCE, "$", o, "neg"));
        assertNull(JsonFiles.optionalLong(SOURCE, "$", o, "none"));
        assertNull(JsonFiles.optionalLong(SOURCE, "$", o, "absent"));
        assertEquals(
                "mem.json: $.half: expected a whole number, found the number 2.5",
                accessError(() -> JsonFiles.optionalLong(SOURCE, "$", o, "half")));
        assertEquals(
                "mem.json: $.text: expected a whole number, found the string \"7\"",
                accessError(() -> JsonFiles.optionalLong(SOURCE, "$", o, "text")));
        assertEquals(
                "mem.json: $.huge: expected a whole number, found the number 92233720368547758080",
                accessError(() -> JsonFiles.optionalLong(SOURCE, "$", o, "huge")));
        JsonObject array = object("{\"a\":[1]}");
        assertEquals(
                "mem.json: $.a: expected a whole number, found an array",
                accessError(() -> JsonFiles.optionalLong(SOURCE, "$", array, "a")));
    }

    @Test
    void numbersAsDouble() {
        JsonObject o = object("{\"x\":2.5,\"inf\":\"-INF\",\"none\":null,\"word\":\"fast\"}");
        assertEquals(2.5, JsonFiles.optionalDouble(SOURCE, "$", o, "x"));
        assertEquals(Double.NEGATIVE_INFINITY, JsonFiles.optionalDouble(SOURCE, "$", o, "inf"));
        assertNull(JsonFiles.optionalDouble(SOURCE, "$", o, "none"));
        assertNull(JsonFiles.optionalDouble(SOURCE, "$", o, "absent"));
        assertEquals(
                "mem.json: $.word: expected a number (or \"NaN\", \"+INF\", \"-INF\"), found the string \"fast\"",
                accessError(() -> JsonFiles.optionalDouble(SOURCE, "$", o, "word")));
    }

    @Test
    void booleans() {
        JsonObject o = object("{\"yes\":true,\"no\":false,\"none\":null,\"text\":\"true\",\"one\":1,\"list\":[]}");
        assertEquals(Boolean.TRUE, JsonFiles.optionalBoolean(SOURCE, "$", o, "yes"));
        assertEquals(Boolean.FALSE, JsonFiles.optionalBoolean(SOURCE, "$", o, "no"));
        assertNull(JsonFiles.optionalBoolean(SOURCE, "$", o, "none"));
        assertNull(JsonFiles.optionalBoolean(SOURCE, "$", o, "absent"));
        assertEquals(
                "mem.json: $.text: expected true or false, found the string \"true\"",
                accessError(() -> JsonFiles.optionalBoolean(SOURCE, "$", o, "text")));
        assertEquals(
                "mem.json: $.one: expected true or false, found the number 1",
                accessError(() -> JsonFiles.optionalBoolean(SOURCE, "$", o, "one")));
        assertEquals(
                "mem.json: $.list: expected true or false, found an array",
                accessError(() -> JsonFiles.optionalBoolean(SOURCE, "$", o, "list")));
    }

    @Test
    void parseReadsOneValueStrictly() {
        assertEquals(
                3,
                JsonFiles.parse(write("obj.json", "{\"a\": 3}"))
                        .getAsJsonObject()
                        .get("a")
                        .getAsInt());
        assertTrue(JsonFiles.parse(write("arr.json", " [1, 2] \n")).isJsonArray());
        Path blank = write("blank.json", " \n\t ");
        ReportInputException e = assertThrows(ReportInputException.class, () -> JsonFiles.parse(blank));
        assertEquals(blank + ": no JSON value in the file (only white space)", e.getMessage());
        Path two = write("two.json", "{} {}");
        e = assertThrows(ReportInputException.class, () -> JsonFiles.parse(two));
        assertTrue(
                e.getMessage().startsWith(two + ": unexpected text after the JSON value, at line 1 column"),
                e.getMessage());
    }
}
