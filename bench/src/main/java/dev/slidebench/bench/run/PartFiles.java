package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads the one-fork JMH JSON files in {@code parts/}, refusing anything a merge could not use. */
final class PartFiles {

    private PartFiles() {}

    /** A part that cannot be used; the message says why in a few words. */
    static final class CorruptPartException extends Exception {
        private static final long serialVersionUID = 1L;

        CorruptPartException(String message) {
            super(message);
        }
    }

    /** The part's JMH results, each with a benchmark, a primary metric and its raw data. */
    static JsonArray read(Path part) throws CorruptPartException {
        String text;
        try {
            text = Files.readString(part, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            throw new CorruptPartException("not UTF-8 text");
        } catch (IOException e) {
            throw new CorruptPartException("unreadable (" + e.getClass().getSimpleName() + ")");
        }
        if (text.isBlank()) {
            throw new CorruptPartException("empty");
        }
        JsonElement root;
        try {
            root = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new CorruptPartException("not valid JSON (truncated?)");
        }
        if (!root.isJsonArray() || root.getAsJsonArray().isEmpty()) {
            throw new CorruptPartException("not a non-empty JSON array of JMH results");
        }
        for (JsonElement e : root.getAsJsonArray()) {
            if (!e.isJsonObject() || !isResult(e.getAsJsonObject())) {
                throw new CorruptPartException("holds something that is not a JMH result");
            }
        }
        return root.getAsJsonArray();
    }

    private static boolean isResult(JsonObject r) {
        if (!r.has("benchmark") || !r.get("benchmark").isJsonPrimitive() || !r.has("forks")) {
            return false;
        }
        if (r.has("params") && !r.get("params").isJsonObject()) {
            return false;
        }
        JsonElement primary = r.get("primaryMetric");
        if (primary == null || !primary.isJsonObject()) {
            return false;
        }
        JsonElement raw = primary.getAsJsonObject().get("rawData");
        JsonElement histogram = primary.getAsJsonObject().get("rawDataHistogram");
        return (raw != null && raw.isJsonArray()) || (histogram != null && histogram.isJsonArray());
    }
}
