package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Joins the one-fork JMH JSON files of a run into one JMH JSON array: the forks of the same benchmark,
 * thread count, parameters and JVM become the rows of one element's {@code rawData} (primary and secondary metrics
 * alike), as if JMH had run them as forks of one run. It only joins: the summary fields of a part
 * ({@code score}, {@code scoreError}, {@code scoreConfidence}, {@code scorePercentiles}) describe one
 * fork and would be wrong for the joined element, so they are removed, and statistics are computed
 * once, in reports, from {@code rawData}.
 *
 * <p>Parts are added one at a time as forks finish (each parsed once), and {@link #merge()} joins what
 * is there, in the order the parts were given, and says which row each fork became.
 */
public final class ResultsMerger {

    /** Summary fields of one fork's metric: dropped from the joined element. */
    private static final List<String> SUMMARY = List.of("score", "scoreError", "scoreConfidence", "scorePercentiles");

    /** fork key → its part (a JMH JSON array, one element). */
    private final Map<String, JsonArray> parts = new LinkedHashMap<>();

    /** The joined array, and for every fork key its row in its element's {@code rawData}. */
    public record Merged(JsonArray results, Map<String, Integer> rowOf) {}

    /** Adds (or replaces) a fork's part; the part must be a JMH JSON array, as {@link PartFiles} checks. */
    public void put(String forkKey, JsonArray part) {
        parts.put(forkKey, part);
    }

    public void remove(String forkKey) {
        parts.remove(forkKey);
    }

    public boolean has(String forkKey) {
        return parts.containsKey(forkKey);
    }

    /**
     * Joins the parts in {@code order} (fork keys; keys without a part are skipped), so that rows of an
     * element follow the plan. Elements are sorted by benchmark, JVM and parameters.
     */
    public Merged merge(List<String> order) {
        Map<String, JsonObject> merged = new LinkedHashMap<>();
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        for (String forkKey : order) {
            JsonArray part = parts.get(forkKey);
            if (part == null) {
                continue;
            }
            for (JsonElement e : part) {
                JsonObject result = e.getAsJsonObject();
                String key = key(result);
                JsonObject into = merged.get(key);
                if (into == null) {
                    into = result.deepCopy();
                    stripSummaries(into);
                    merged.put(key, into);
                    rowOf.put(forkKey, 0);
                } else {
                    rowOf.put(forkKey, rows(into));
                    append(into, result);
                }
            }
        }
        List<JsonObject> results = new ArrayList<>(merged.values());
        results.sort(Comparator.comparing((JsonObject r) -> r.get("benchmark").getAsString())
                .thenComparing(r -> string(r, "jvm"))
                .thenComparing(r -> string(r, "jdkVersion"))
                .thenComparingInt(r -> r.has("threads") ? r.get("threads").getAsInt() : 0)
                .thenComparing(r -> r.has("params") ? paramMap(r).toString() : ""));
        JsonArray out = new JsonArray();
        results.forEach(out::add);
        return new Merged(out, rowOf);
    }

    private static int rows(JsonObject result) {
        JsonArray raw = result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData");
        return raw == null ? 0 : raw.size();
    }

    private static String key(JsonObject r) {
        return r.get("benchmark").getAsString() + "|" + string(r, "mode") + "|" + string(r, "threads") + "|"
                + string(r, "jvm") + "|"
                + string(r, "jdkVersion") + "|" + string(r, "vmVersion") + "|"
                + (r.has("params") ? paramMap(r).toString() : "");
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

    private static void stripSummaries(JsonObject result) {
        strip(result.getAsJsonObject("primaryMetric"));
        JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
        if (secondary != null) {
            for (String name : secondary.keySet()) {
                strip(secondary.getAsJsonObject(name));
            }
        }
    }

    private static void strip(JsonObject metric) {
        SUMMARY.forEach(metric::remove);
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
                    // rows of a metric some forks lack would no longer line up with the primary's rows
                    intoSecondary.remove(name);
                }
            }
        }
    }

    private static void appendRaw(JsonObject into, JsonObject from) {
        for (String member : List.of("rawData", "rawDataHistogram")) {
            JsonArray raw = into.getAsJsonArray(member);
            if (raw != null && from.has(member)) {
                raw.addAll(from.getAsJsonArray(member));
            }
        }
    }
}
