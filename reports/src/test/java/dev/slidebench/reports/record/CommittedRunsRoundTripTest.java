package dev.slidebench.reports.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The run records committed under docs/results (written by slidebench itself, schema 1 and 2): each is
 * read, written back and read again. The file is the independent source: every member it holds must come
 * back with its value (older readers still find what they read), and the written text must read back to
 * the same record and write the same text again.
 */
class CommittedRunsRoundTripTest {

    private static List<Path> committed() throws IOException {
        try (Stream<Path> runs = Files.list(Path.of("../docs/results"))) {
            return runs.map(run -> run.resolve(RunRecord.FILE_NAME))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }

    @Test
    void everyCommittedRunJsonWritesBackWhatItHolds() throws IOException {
        List<Path> files = committed();
        assertFalse(files.isEmpty(), "docs/results holds the committed runs");
        for (Path file : files) {
            RunRecord record = RunRecord.read(file);
            String written = record.toJsonText();
            JsonElement original = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
            assertHolds(original, JsonParser.parseString(written), file + ": $");
            RunRecord again = RunRecord.parse(file + " (written back)", written);
            assertEquals(record, again, file.toString());
            assertEquals(written, again.toJsonText(), file + ": writing the read-back record changes nothing");
        }
    }

    /** Every member of {@code expected} is in {@code actual} with the same value; arrays element by element. */
    private static void assertHolds(JsonElement expected, JsonElement actual, String path) {
        if (expected.isJsonObject()) {
            assertTrue(actual.isJsonObject(), path + ": expected an object, written " + actual);
            JsonObject written = actual.getAsJsonObject();
            for (Map.Entry<String, JsonElement> member :
                    expected.getAsJsonObject().entrySet()) {
                String at = path + "." + member.getKey();
                assertTrue(written.has(member.getKey()), at + ": not written back");
                assertHolds(member.getValue(), written.get(member.getKey()), at);
            }
        } else if (expected.isJsonArray()) {
            assertTrue(actual.isJsonArray(), path + ": expected an array, written " + actual);
            JsonArray read = expected.getAsJsonArray();
            JsonArray written = actual.getAsJsonArray();
            assertEquals(read.size(), written.size(), path + ": length");
            for (int i = 0; i < read.size(); i++) {
                assertHolds(read.get(i), written.get(i), path + "[" + i + "]");
            }
        } else {
            assertEquals(expected, actual, path);
        }
    }
}
