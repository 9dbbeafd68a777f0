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
import java.util.Arrays;
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
        JmhMode mode = mode(file, path, object);
        // read in this order so that of two faults in one element the same one is named as always
        List<String> jvmArgs = jvmArgs(file, path, object);
        Map<String, String> params = params(file, path, object);
        Metric primary =
                metric(file, path + ".primaryMetric", object.get("primaryMetric"), mode == JmhMode.SAMPLE_TIME);
        Map<String, Metric> secondary = secondaryMetrics(file, path, object);
        return new BenchmarkResult(
                file,
                index,
                benchmark,
                mode,
                JsonFiles.optionalInt(file, path, object, "threads"),
                JsonFiles.optionalString(file, path, object, "jmhVersion"),
                JsonFiles.optionalString(file, path, object, "jvm"),
                jvmArgs,
                JsonFiles.optionalString(file, path, object, "jdkVersion"),
                JsonFiles.optionalString(file, path, object, "vmName"),
                JsonFiles.optionalString(file, path, object, "vmVersion"),
                JsonFiles.optionalInt(file, path, object, "forks"),
                JsonFiles.optionalInt(file, path, object, "warmupIterations"),
                JsonFiles.optionalString(file, path, object, "warmupTime"),
                JsonFiles.optionalInt(file, path, object, "measurementIterations"),
                JsonFiles.optionalString(file, path, object, "measurementTime"),
                params,
                primary,
                secondary);
    }

    private static JmhMode mode(Path file, String path, JsonObject object) {
        String modeLabel = JsonFiles.string(file, path, object, "mode");
        JmhMode mode = JmhMode.fromLabel(modeLabel);
        if (mode == null) {
            throw JsonFiles.error(
                    file,
                    path + ".mode",
                    "unknown mode \"" + Echo.value(modeLabel) + "\" (expected thrpt, avgt, sample or ss)");
        }
        return mode;
    }

    /** A member that JMH may leave out or write as null: absent either way. */
    private static boolean present(JsonObject object, String member) {
        return object.has(member) && !object.get(member).isJsonNull();
    }

    private static List<String> jvmArgs(Path file, String path, JsonObject object) {
        List<String> jvmArgs = new ArrayList<>();
        if (present(object, "jvmArgs")) {
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
        return Collections.unmodifiableList(jvmArgs);
    }

    /** Reads one member of an object member: its value, from its name and JSON. */
    private interface MemberReader<T> {
        T read(String name, JsonElement value);
    }

    /** The members of the object at {@code member}, each read by {@code reader}, in file order; empty when absent. */
    private static <T> Map<String, T> members(
            Path file, String path, JsonObject object, String member, MemberReader<T> reader) {
        Map<String, T> read = new LinkedHashMap<>();
        if (present(object, member)) {
            for (Map.Entry<String, JsonElement> entry :
                    JsonFiles.object(file, path, object.get(member)).entrySet()) {
                read.put(entry.getKey(), reader.read(entry.getKey(), entry.getValue()));
            }
        }
        return Collections.unmodifiableMap(read);
    }

    private static Map<String, String> params(Path file, String path, JsonObject object) {
        String at = path + ".params";
        return members(file, at, object, "params", (name, value) -> {
            // JMH writes every parameter value as a string; foreign tools may write numbers.
            if (!value.isJsonPrimitive()) {
                throw JsonFiles.error(
                        file, at + "." + Echo.value(name), "expected a string, found " + JsonFiles.kind(value));
            }
            String key = label(file, at, name);
            return label(file, at + "." + Echo.value(key), value.getAsString());
        });
    }

    private static Map<String, Metric> secondaryMetrics(Path file, String path, JsonObject object) {
        String at = path + ".secondaryMetrics";
        return members(
                file,
                at,
                object,
                "secondaryMetrics",
                (name, value) -> metric(file, at + "[\"" + name + "\"]", value, false));
    }

    private static Metric metric(Path file, String path, JsonElement element, boolean sampleMode) {
        JsonObject object = JsonFiles.object(file, path, element);
        String unit = JsonFiles.string(file, path, object, "scoreUnit");
        double score = object.has("score") ? JsonFiles.number(file, path + ".score", object.get("score")) : Double.NaN;
        double error = object.has("scoreError")
                ? JsonFiles.number(file, path + ".scoreError", object.get("scoreError"))
                : Double.NaN;
        boolean histogram = present(object, "rawDataHistogram");
        if (histogram && (sampleMode || !object.has("rawData"))) {
            return metric(
                    score,
                    error,
                    unit,
                    true,
                    forks(
                            file,
                            path + ".rawDataHistogram",
                            object.get("rawDataHistogram"),
                            JmhJsonReader::histogramFork));
        }
        if (!object.has("rawData")) {
            throw JsonFiles.error(file, path, "missing \"rawData\" (and no \"rawDataHistogram\")");
        }
        return metric(
                score,
                error,
                unit,
                false,
                forks(file, path + ".rawData", object.get("rawData"), JmhJsonReader::rawFork));
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

    /** One fork as read: its iterations with a finite value, their mean, and how many values were dropped. */
    private record Fork(double[] iterations, double mean, int dropped) {}

    private static Metric metric(double score, double error, String unit, boolean histogram, List<Fork> forks) {
        double[][] iterations = new double[forks.size()][];
        double[] means = new double[forks.size()];
        int dropped = 0;
        for (int f = 0; f < forks.size(); f++) {
            iterations[f] = forks.get(f).iterations();
            means[f] = forks.get(f).mean();
            dropped += forks.get(f).dropped();
        }
        return new Metric(score, error, unit, iterations, means, histogram, dropped);
    }

    /** Reads one fork of a metric's raw data at a JSON path. */
    private interface ForkReader {
        Fork read(Path file, String forkPath, JsonElement fork);
    }

    /** The forks of a metric's raw data, each read by {@code reader}; refused when there is none. */
    private static List<Fork> forks(Path file, String path, JsonElement element, ForkReader reader) {
        JsonArray forks = JsonFiles.array(file, path, element);
        if (forks.isEmpty()) {
            throw JsonFiles.error(file, path, "no forks (the array is empty)");
        }
        List<Fork> read = new ArrayList<>();
        for (int f = 0; f < forks.size(); f++) {
            read.add(reader.read(file, path + "[" + f + "]", forks.get(f)));
        }
        return read;
    }

    /** A fork of {@code rawData}: one value per iteration. */
    private static Fork rawFork(Path file, String forkPath, JsonElement fork) {
        JsonArray values = JsonFiles.array(file, forkPath, fork);
        double[] kept = new double[values.size()];
        int count = 0;
        int dropped = 0;
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
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += kept[i];
        }
        return new Fork(Arrays.copyOf(kept, count), sum / count, dropped);
    }

    /** A fork of {@code rawDataHistogram}: per iteration {@code [value, count]} pairs; the mean weighs every sample. */
    private static Fork histogramFork(Path file, String forkPath, JsonElement fork) {
        JsonArray forkIterations = JsonFiles.array(file, forkPath, fork);
        double[] kept = new double[forkIterations.size()];
        int count = 0;
        int dropped = 0;
        double forkSum = 0;
        double forkCount = 0;
        for (int i = 0; i < forkIterations.size(); i++) {
            String iterationPath = forkPath + "[" + i + "]";
            JsonArray pairs = JsonFiles.array(file, iterationPath, forkIterations.get(i));
            double sum = 0;
            double samples = 0;
            for (int p = 0; p < pairs.size(); p++) {
                double[] sample = sample(file, iterationPath + "[" + p + "]", pairs.get(p));
                if (!Double.isFinite(sample[0])) {
                    dropped++;
                    continue;
                }
                sum += sample[0] * sample[1];
                samples += sample[1];
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
        return new Fork(Arrays.copyOf(kept, count), forkSum / forkCount, dropped);
    }

    /** One {@code [value, count]} pair of a histogram: the value (maybe not finite) and its finite count >= 0. */
    private static double[] sample(Path file, String pairPath, JsonElement element) {
        JsonArray pair = JsonFiles.array(file, pairPath, element);
        if (pair.size() != 2) {
            throw JsonFiles.error(file, pairPath, "expected a [value, count] pair, found " + pair.size() + " elements");
        }
        double value = measurement(file, pairPath + "[0]", pair.get(0));
        double weight = JsonFiles.number(file, pairPath + "[1]", pair.get(1));
        if (!(weight >= 0) || Double.isInfinite(weight)) {
            throw JsonFiles.error(
                    file, pairPath + "[1]", "a sample count must be a finite number >= 0, found " + weight);
        }
        return new double[] {value, weight};
    }
}
