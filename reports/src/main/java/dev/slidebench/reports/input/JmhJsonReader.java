package dev.slidebench.reports.input;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonToken;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.ReportInputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON that JMH writes with {@code -rf json}: an array with one object per (benchmark,
 * mode, parameter values). The reader follows JMH 1.x's format (checked against JMH 1.37 output) and
 * its quirks: parameter values are strings; non-finite numbers are the strings {@code "NaN"},
 * {@code "+INF"}, {@code "-INF"}; {@code primaryMetric.rawData} is nested per fork, then per
 * iteration; the {@code sample} mode writes {@code rawDataHistogram} (per fork, per iteration,
 * {@code [value, count]} pairs) instead. Anything that is not such a file is rejected with one line
 * naming the file and the place, before any output is written.
 */
public final class JmhJsonReader {

    private JmhJsonReader() {}

    /**
     * Every result in {@code file}, in file order. The array is streamed: each element is parsed and
     * checked before the next is read, so a large file that is not JMH JSON is rejected at its first
     * element that is not a JMH result, without reading the rest into memory.
     */
    public static List<BenchmarkResult> read(Path file) {
        List<BenchmarkResult> read = JsonFiles.read(file, json -> {
            JsonToken top;
            try {
                top = json.peek();
            } catch (java.io.EOFException e) {
                top = JsonToken.END_DOCUMENT;
            }
            if (top == JsonToken.END_DOCUMENT) {
                throw new ReportInputException(file + ": no JSON value in the file (only white space)");
            }
            if (top != JsonToken.BEGIN_ARRAY) {
                throw new ReportInputException(file + ": not JMH JSON: the top level is " + JsonFiles.kind(top)
                        + ", expected an array of benchmark results (as written by JMH's -rf json)");
            }
            json.beginArray();
            List<BenchmarkResult> results = new ArrayList<>();
            while (json.hasNext()) {
                results.add(element(file, results.size(), JsonParser.parseReader(json)));
            }
            json.endArray();
            return results;
        });
        if (read.isEmpty()) {
            throw new ReportInputException(file + ": no benchmark results (the JSON array is empty)");
        }
        return read;
    }

    private static BenchmarkResult element(Path file, int index, JsonElement element) {
        String path = "$[" + index + "]";
        JsonObject object = JsonFiles.object(file, path, element);
        if (!object.has("benchmark") || !object.has("primaryMetric")) {
            String missing = !object.has("benchmark") ? "benchmark" : "primaryMetric";
            throw JsonFiles.error(file, path, "missing \"" + missing + "\"; not a JMH result (as written by -rf json)");
        }
        String benchmark = label(file, path + ".benchmark", JsonFiles.string(file, path, object, "benchmark"));
        String modeLabel = JsonFiles.string(file, path, object, "mode");
        JmhMode mode = JmhMode.fromLabel(modeLabel);
        if (mode == null) {
            throw JsonFiles.error(
                    file,
                    path + ".mode",
                    "unknown mode \"" + Echo.value(modeLabel) + "\" (expected thrpt, avgt, sample or ss)");
        }
        List<String> jvmArgs = new ArrayList<>();
        if (object.has("jvmArgs") && !object.get("jvmArgs").isJsonNull()) {
            JsonArray args = JsonFiles.array(file, path + ".jvmArgs", object.get("jvmArgs"));
            for (int i = 0; i < args.size(); i++) {
                JsonElement arg = args.get(i);
                if (!arg.isJsonPrimitive()) {
                    throw JsonFiles.error(
                            file, path + ".jvmArgs[" + i + "]", "expected a string, found " + JsonFiles.kind(arg));
                }
                jvmArgs.add(arg.getAsString());
            }
        }
        Map<String, String> params = new LinkedHashMap<>();
        if (object.has("params") && !object.get("params").isJsonNull()) {
            JsonObject paramObject = JsonFiles.object(file, path + ".params", object.get("params"));
            for (Map.Entry<String, JsonElement> entry : paramObject.entrySet()) {
                // JMH writes every parameter value as a string; foreign tools may write numbers.
                if (!entry.getValue().isJsonPrimitive()) {
                    throw JsonFiles.error(
                            file,
                            path + ".params." + Echo.value(entry.getKey()),
                            "expected a string, found " + JsonFiles.kind(entry.getValue()));
                }
                String key = label(file, path + ".params", entry.getKey());
                params.put(
                        key,
                        label(
                                file,
                                path + ".params." + Echo.value(key),
                                entry.getValue().getAsString()));
            }
        }
        Metric primary =
                metric(file, path + ".primaryMetric", object.get("primaryMetric"), mode == JmhMode.SAMPLE_TIME);
        Map<String, Metric> secondary = new LinkedHashMap<>();
        if (object.has("secondaryMetrics") && !object.get("secondaryMetrics").isJsonNull()) {
            JsonObject metrics = JsonFiles.object(file, path + ".secondaryMetrics", object.get("secondaryMetrics"));
            for (Map.Entry<String, JsonElement> entry : metrics.entrySet()) {
                secondary.put(
                        entry.getKey(),
                        metric(file, path + ".secondaryMetrics[\"" + entry.getKey() + "\"]", entry.getValue(), false));
            }
        }
        return new BenchmarkResult(
                file,
                index,
                benchmark,
                mode,
                JsonFiles.optionalInt(file, path, object, "threads"),
                JsonFiles.optionalString(file, path, object, "jmhVersion"),
                JsonFiles.optionalString(file, path, object, "jvm"),
                Collections.unmodifiableList(jvmArgs),
                JsonFiles.optionalString(file, path, object, "jdkVersion"),
                JsonFiles.optionalString(file, path, object, "vmName"),
                JsonFiles.optionalString(file, path, object, "vmVersion"),
                JsonFiles.optionalInt(file, path, object, "forks"),
                JsonFiles.optionalInt(file, path, object, "warmupIterations"),
                JsonFiles.optionalString(file, path, object, "warmupTime"),
                JsonFiles.optionalInt(file, path, object, "measurementIterations"),
                JsonFiles.optionalString(file, path, object, "measurementTime"),
                Collections.unmodifiableMap(params),
                primary,
                Collections.unmodifiableMap(secondary));
    }

    private static Metric metric(Path file, String path, JsonElement element, boolean sampleMode) {
        JsonObject object = JsonFiles.object(file, path, element);
        String unit = JsonFiles.string(file, path, object, "scoreUnit");
        double score = object.has("score") ? JsonFiles.number(file, path + ".score", object.get("score")) : Double.NaN;
        double error = object.has("scoreError")
                ? JsonFiles.number(file, path + ".scoreError", object.get("scoreError"))
                : Double.NaN;
        boolean histogram = object.has("rawDataHistogram")
                && !object.get("rawDataHistogram").isJsonNull();
        if (histogram && (sampleMode || !object.has("rawData"))) {
            return histogramMetric(
                    file, path + ".rawDataHistogram", object.get("rawDataHistogram"), score, error, unit);
        }
        if (!object.has("rawData")) {
            throw JsonFiles.error(file, path, "missing \"rawData\" (and no \"rawDataHistogram\")");
        }
        JsonArray forks = JsonFiles.array(file, path + ".rawData", object.get("rawData"));
        if (forks.isEmpty()) {
            throw JsonFiles.error(file, path + ".rawData", "no forks (the array is empty)");
        }
        double[][] iterations = new double[forks.size()][];
        double[] means = new double[forks.size()];
        int dropped = 0;
        for (int f = 0; f < forks.size(); f++) {
            String forkPath = path + ".rawData[" + f + "]";
            JsonArray values = JsonFiles.array(file, forkPath, forks.get(f));
            double[] kept = new double[values.size()];
            int count = 0;
            for (int i = 0; i < values.size(); i++) {
                double value = measurement(file, forkPath + "[" + i + "]", values.get(i));
                if (Double.isFinite(value)) {
                    kept[count++] = value;
                } else {
                    dropped++;
                }
            }
            if (count == 0) {
                throw JsonFiles.error(
                        file, forkPath, values.isEmpty() ? "a fork with no iterations" : "a fork with no finite value");
            }
            iterations[f] = java.util.Arrays.copyOf(kept, count);
            double sum = 0;
            for (int i = 0; i < count; i++) {
                sum += kept[i];
            }
            means[f] = sum / count;
        }
        return new Metric(score, error, unit, iterations, means, false, dropped);
    }

    /** The longest benchmark name, parameter name or value: ten times any real one, and a chart can hold it. */
    static final int LONGEST_LABEL = 1000;

    /** A name that charts and tables will show, refused when no chart could be drawn with it. */
    private static String label(Path file, String path, String text) {
        if (text.length() > LONGEST_LABEL) {
            throw JsonFiles.error(
                    file, path, Echo.quoted(text) + " is longer than " + LONGEST_LABEL + " characters; not a JMH name");
        }
        return text;
    }

    /** Magnitudes a measurement may have: far beyond any benchmark's, far inside a double's range. */
    static final double LARGEST = 1e30;

    static final double SMALLEST = 1e-30;

    /**
     * One measured value: a number, or JMH's "NaN"/"+INF"/"-INF" (dropped later), refused when its size
     * would overflow a mean or a reciprocal ({@code 1e308}, the subnormal {@code 1e-320}): no benchmark
     * measures that, and the statistics would turn it into infinities.
     */
    private static double measurement(Path file, String path, JsonElement element) {
        double value = JsonFiles.number(file, path, element);
        double size = Math.abs(value);
        if (Double.isFinite(value) && value != 0 && (size > LARGEST || size < SMALLEST)) {
            throw JsonFiles.error(
                    file,
                    path,
                    "the measurement " + value + " is outside what a benchmark measures (0, or a size between "
                            + SMALLEST + " and " + LARGEST + ")");
        }
        return value;
    }

    private static Metric histogramMetric(
            Path file, String path, JsonElement element, double score, double error, String unit) {
        JsonArray forks = JsonFiles.array(file, path, element);
        if (forks.isEmpty()) {
            throw JsonFiles.error(file, path, "no forks (the array is empty)");
        }
        double[][] iterations = new double[forks.size()][];
        double[] means = new double[forks.size()];
        int dropped = 0;
        for (int f = 0; f < forks.size(); f++) {
            String forkPath = path + "[" + f + "]";
            JsonArray forkIterations = JsonFiles.array(file, forkPath, forks.get(f));
            double[] kept = new double[forkIterations.size()];
            int count = 0;
            double forkSum = 0;
            double forkCount = 0;
            for (int i = 0; i < forkIterations.size(); i++) {
                String iterationPath = forkPath + "[" + i + "]";
                JsonArray pairs = JsonFiles.array(file, iterationPath, forkIterations.get(i));
                double sum = 0;
                double samples = 0;
                for (int p = 0; p < pairs.size(); p++) {
                    String pairPath = iterationPath + "[" + p + "]";
                    JsonArray pair = JsonFiles.array(file, pairPath, pairs.get(p));
                    if (pair.size() != 2) {
                        throw JsonFiles.error(
                                file, pairPath, "expected a [value, count] pair, found " + pair.size() + " elements");
                    }
                    double value = measurement(file, pairPath + "[0]", pair.get(0));
                    double weight = JsonFiles.number(file, pairPath + "[1]", pair.get(1));
                    if (!(weight >= 0) || Double.isInfinite(weight)) {
                        throw JsonFiles.error(
                                file, pairPath + "[1]", "a sample count must be a finite number >= 0, found " + weight);
                    }
                    if (!Double.isFinite(value)) {
                        dropped++;
                        continue;
                    }
                    sum += value * weight;
                    samples += weight;
                }
                if (samples > 0) {
                    kept[count++] = sum / samples;
                    forkSum += sum;
                    forkCount += samples;
                } else {
                    dropped++;
                }
            }
            if (count == 0) {
                throw JsonFiles.error(file, forkPath, "a fork with no samples");
            }
            iterations[f] = java.util.Arrays.copyOf(kept, count);
            means[f] = forkSum / forkCount;
        }
        return new Metric(score, error, unit, iterations, means, true, dropped);
    }
}
