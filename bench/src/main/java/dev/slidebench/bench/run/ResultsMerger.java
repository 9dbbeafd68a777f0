package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Merges the one-fork JMH JSON files of a run into one JMH JSON array: the forks of the same
 * benchmark, parameters and JVM (one per round) become the rows of one element's {@code rawData},
 * exactly as if JMH had run them as forks of one run, and the summary fields (score, error, 99.9%
 * interval, percentiles) are recomputed over all iterations the way JMH computes them. Readers that
 * want the fork as the unit of replication (slidebench's reports do) use {@code rawData}.
 */
public final class ResultsMerger {

    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    private ResultsMerger() {}

    /** Merges every part file, in the order given; elements end up sorted by benchmark, JVM and parameters. */
    public static JsonArray merge(List<Path> parts) throws IOException {
        Map<String, JsonObject> merged = new LinkedHashMap<>();
        for (Path part : parts) {
            JsonElement parsed = JsonParser.parseString(Files.readString(part, StandardCharsets.UTF_8));
            for (JsonElement e : parsed.getAsJsonArray()) {
                JsonObject result = e.getAsJsonObject();
                String key = key(result);
                JsonObject into = merged.get(key);
                if (into == null) {
                    merged.put(key, result.deepCopy());
                } else {
                    append(into, result);
                }
            }
        }
        List<JsonObject> results = new ArrayList<>(merged.values());
        for (JsonObject r : results) {
            recompute(r);
        }
        results.sort(Comparator.comparing((JsonObject r) -> r.get("benchmark").getAsString())
                .thenComparing(r -> string(r, "jvm"))
                .thenComparing(r -> string(r, "jdkVersion"))
                .thenComparing(r -> r.has("params") ? new TreeMap<>(paramMap(r)).toString() : ""));
        JsonArray out = new JsonArray();
        results.forEach(out::add);
        return out;
    }

    private static String key(JsonObject r) {
        return r.get("benchmark").getAsString() + "|" + string(r, "mode") + "|" + string(r, "jvm") + "|"
                + string(r, "jdkVersion") + "|" + string(r, "vmVersion") + "|"
                + (r.has("params") ? new TreeMap<>(paramMap(r)).toString() : "");
    }

    private static Map<String, String> paramMap(JsonObject r) {
        Map<String, String> params = new TreeMap<>();
        for (Map.Entry<String, JsonElement> p : r.getAsJsonObject("params").entrySet()) {
            params.put(p.getKey(), p.getValue().getAsString());
        }
        return params;
    }

    private static String string(JsonObject o, String field) {
        JsonElement e = o.get(field);
        return e == null || e.isJsonNull() ? "" : e.getAsString();
    }

    private static void append(JsonObject into, JsonObject from) {
        into.addProperty(
                "forks", into.get("forks").getAsInt() + from.get("forks").getAsInt());
        appendRaw(into.getAsJsonObject("primaryMetric"), from.getAsJsonObject("primaryMetric"));
        JsonObject intoSecondary = into.getAsJsonObject("secondaryMetrics");
        JsonObject fromSecondary = from.getAsJsonObject("secondaryMetrics");
        if (intoSecondary != null) {
            for (String name : new ArrayList<>(intoSecondary.keySet())) {
                if (fromSecondary != null && fromSecondary.has(name)) {
                    appendRaw(intoSecondary.getAsJsonObject(name), fromSecondary.getAsJsonObject(name));
                } else {
                    intoSecondary.remove(name); // a metric some forks lack cannot be summarised honestly
                }
            }
        }
    }

    private static void appendRaw(JsonObject into, JsonObject from) {
        JsonArray raw = into.getAsJsonArray("rawData");
        if (raw != null && from.has("rawData")) {
            raw.addAll(from.getAsJsonArray("rawData"));
        }
    }

    private static void recompute(JsonObject result) {
        recomputeMetric(result.getAsJsonObject("primaryMetric"));
        JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
        if (secondary != null) {
            for (String name : secondary.keySet()) {
                recomputeMetric(secondary.getAsJsonObject(name));
            }
        }
    }

    /** Score = mean of all iterations; error = half-width of JMH's 99.9% Student-t interval. */
    static void recomputeMetric(JsonObject metric) {
        JsonArray raw = metric.getAsJsonArray("rawData");
        if (raw == null) {
            return;
        }
        List<Double> values = new ArrayList<>();
        for (JsonElement fork : raw) {
            for (JsonElement v : fork.getAsJsonArray()) {
                values.add(v.getAsDouble());
            }
        }
        int n = values.size();
        if (n == 0) {
            return;
        }
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double mean = Arrays.stream(sorted).sum() / n;
        double error = Double.NaN;
        if (n > 1) {
            double squares = 0;
            for (double v : sorted) {
                squares += (v - mean) * (v - mean);
            }
            double sd = Math.sqrt(squares / (n - 1));
            error = TDistribution.of(n - 1).inverseSurvivalProbability(0.0005) * sd / Math.sqrt(n);
        }
        metric.addProperty("score", mean);
        if (Double.isNaN(error)) {
            metric.addProperty("scoreError", "NaN");
            JsonArray confidence = new JsonArray();
            confidence.add("NaN");
            confidence.add("NaN");
            metric.add("scoreConfidence", confidence);
        } else {
            metric.addProperty("scoreError", error);
            JsonArray confidence = new JsonArray();
            confidence.add(mean - error);
            confidence.add(mean + error);
            metric.add("scoreConfidence", confidence);
        }
        JsonObject percentiles = new JsonObject();
        for (double p : PERCENTILES) {
            percentiles.addProperty(Double.toString(p), percentile(sorted, p));
        }
        metric.add("scorePercentiles", percentiles);
    }

    /** Linear interpolation between closest ranks. */
    static double percentile(double[] sorted, double p) {
        if (sorted.length == 1) {
            return sorted[0];
        }
        double position = p / 100.0 * (sorted.length - 1);
        int lower = (int) Math.floor(position);
        int upper = Math.min(lower + 1, sorted.length - 1);
        return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
    }
}
