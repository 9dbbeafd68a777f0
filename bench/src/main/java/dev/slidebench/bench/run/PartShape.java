package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhJsonReader;
import dev.slidebench.reports.input.Metric;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The one place that says what a part must look like: a JMH result that the reports read (checked by
 * their own reader, {@link JmhJsonReader}, so the joined {@code results.json} stays readable) with what
 * {@link ResultsMerger} and the fork's identity need on top: exactly one result of exactly one fork,
 * the fields of the join key present, and no JSON {@code null} where the merge expects an object or an
 * array.
 */
final class PartShape {

    /** Result fields the join key is made of, beyond the benchmark and mode the reader requires. */
    private static final List<String> KEY_FIELDS = List.of("threads", "jvm", "jdkVersion", "vmVersion");

    private PartShape() {}

    /**
     * The part's one result, as the reports read it.
     *
     * @param part the file, already parsed as {@code parsed}
     * @throws PartFiles.CorruptPartException saying which field is wrong and how, in one line
     */
    static BenchmarkResult check(Path part, JsonArray parsed) throws PartFiles.CorruptPartException {
        List<BenchmarkResult> read;
        try {
            read = JmhJsonReader.read(part);
        } catch (ReportInputException e) {
            String message = e.getMessage();
            String prefix = part + ": ";
            throw new PartFiles.CorruptPartException(
                    message.startsWith(prefix) ? message.substring(prefix.length()) : message);
        }
        if (read.size() != 1 || parsed.size() != 1) {
            throw new PartFiles.CorruptPartException(
                    "holds " + read.size() + " results; a part is one fork of one benchmark");
        }
        BenchmarkResult result = read.get(0);
        JsonObject raw = parsed.get(0).getAsJsonObject();
        for (String field : KEY_FIELDS) {
            if (isMissing(raw.get(field))) {
                throw new PartFiles.CorruptPartException("$[0]: missing \"" + field + "\"");
            }
        }
        if (result.declaredForks() == null || result.declaredForks() != 1) {
            throw new PartFiles.CorruptPartException(
                    "$[0].forks: " + (result.declaredForks() == null ? "missing" : result.declaredForks())
                            + "; a part holds one fork");
        }
        for (String member : List.of("params", "secondaryMetrics")) {
            if (raw.has(member) && raw.get(member).isJsonNull()) {
                throw new PartFiles.CorruptPartException("$[0]." + member + ": expected an object, found null");
            }
        }
        checkMetric("$[0].primaryMetric", raw.getAsJsonObject("primaryMetric"), result.primary());
        if (raw.has("secondaryMetrics")) {
            JsonObject secondary = raw.getAsJsonObject("secondaryMetrics");
            for (Map.Entry<String, Metric> metric : result.secondary().entrySet()) {
                checkMetric(
                        "$[0].secondaryMetrics[\"" + metric.getKey() + "\"]",
                        secondary.getAsJsonObject(metric.getKey()),
                        metric.getValue());
            }
        }
        return result;
    }

    private static boolean isMissing(JsonElement element) {
        return element == null || element.isJsonNull();
    }

    /** Raw rows the merge appends must be arrays, and there is one row: the fork's. */
    private static void checkMetric(String path, JsonObject metric, Metric read) throws PartFiles.CorruptPartException {
        for (String member : List.of("rawData", "rawDataHistogram")) {
            JsonElement rows = metric.get(member);
            if (rows != null && !rows.isJsonArray()) {
                throw new PartFiles.CorruptPartException(path + "." + member + ": expected an array, found "
                        + (rows.isJsonNull() ? "null" : rows.isJsonObject() ? "an object" : "a value"));
            }
        }
        if (read.forks() != 1) {
            throw new PartFiles.CorruptPartException(
                    path + ": " + read.forks() + " forks of raw data; a part holds one fork");
        }
    }
}
