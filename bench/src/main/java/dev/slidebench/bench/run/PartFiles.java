package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.slidebench.core.Echo;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the one-fork JMH JSON files in {@code parts/}, refusing anything a merge could not use: text
 * that is not JSON, a result of the wrong shape ({@link PartShape}) or another fork's ({@link PartIdentity}).
 */
final class PartFiles {

    private PartFiles() {}

    /** A part that cannot be used; the message says why in one line. */
    static final class CorruptPartException extends Exception {
        private static final long serialVersionUID = 1L;

        CorruptPartException(String message) {
            super(Echo.line(message));
        }
    }

    /** The part of {@code task}: a JMH JSON array of one result of that fork. */
    static JsonArray read(Path part, RunPlan plan, RunPlan.Task task) throws CorruptPartException {
        if (!Files.isRegularFile(part)) {
            throw new CorruptPartException(Files.isDirectory(part) ? "a directory, not a file" : "not a regular file");
        }
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
        JsonArray results = root.getAsJsonArray();
        PartIdentity.check(PartShape.check(part, results), plan, task);
        return results;
    }
}
