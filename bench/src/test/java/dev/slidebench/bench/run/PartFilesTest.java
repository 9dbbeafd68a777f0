package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which part files a run can use, and the one-line reason for each it cannot: text that is not JSON,
 * JSON of the wrong shape (one field at a time, each as issue 21 found them: {@code "forks": "x"},
 * {@code "threads": "abc"}, an object as the strategy, ...) and another fork's results. Each bad part
 * is a valid part ({@link PartJson}) with one thing changed, so the reason must name that thing.
 */
class PartFilesTest {

    /** One round of random/queen on JDK 17 (BASELINE and A), and threads/queen at 1 and 2 threads (A only). */
    private static final RunPlan PLAN = RunPlan.create(
            Profile.SMOKE,
            3,
            List.of("A"),
            List.of(Workload.RANDOM, Workload.THREADS),
            List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
            null,
            1);

    private static RunPlan.Task task(String strategy, Integer threads) {
        return PLAN.tasks().stream()
                .filter(t -> t.strategy().equals(strategy) && java.util.Objects.equals(t.threads(), threads))
                .findFirst()
                .orElseThrow();
    }

    private static final RunPlan.Task RANDOM_A = task("A", null);

    private static String read(Path dir, RunPlan.Task task, String text) throws IOException {
        Path part = Files.writeString(dir.resolve("part.json"), text);
        return assertThrows(PartFiles.CorruptPartException.class, () -> PartFiles.read(part, PLAN, task), text)
                .getMessage();
    }

    /** A's random/queen part with {@code change} applied to its one result. */
    private static String changed(Consumer<JsonObject> change) {
        JsonArray part = PartJson.of(PLAN, RANDOM_A, 2.0, 3.0);
        change.accept(part.get(0).getAsJsonObject());
        return part.toString();
    }

    private static JsonObject at(JsonObject result, String... path) {
        JsonObject o = result;
        for (String member : path) {
            o = o.getAsJsonObject(member);
        }
        return o;
    }

    @Test
    void aValidPartIsReadAsItIs(@TempDir Path dir) throws Exception {
        for (RunPlan.Task task : PLAN.tasks()) {
            JsonArray part = PartJson.of(PLAN, task, 1.5);
            Path file = Files.writeString(dir.resolve(task.key() + ".json"), part.toString());
            assertEquals(part, PartFiles.read(file, PLAN, task), task.key());
        }
    }

    @Test
    void textThatIsNotAPartIsRefusedWithTheReason(@TempDir Path dir) throws IOException {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("", "empty");
        cases.put(" \n\t", "empty");
        cases.put(
                "[{\"benchmark\":\"b\",\"forks\":1,\"primaryMetric\":{\"rawData\":[[1", "not valid JSON (truncated?)");
        cases.put("{}", "not a non-empty JSON array of JMH results");
        cases.put("[]", "not a non-empty JSON array of JMH results");
        cases.put("[1]", "$[0]: expected an object, found the number 1");
        cases.put(
                "[{\"benchmark\":\"b\"}]",
                "$[0]: missing \"primaryMetric\"; not a JMH result (as written by -rf json)");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertEquals(c.getValue(), read(dir, RANDOM_A, c.getKey()), c.getKey());
        }
        Path latin1 = Files.write(dir.resolve("latin1.json"), new byte[] {'[', (byte) 0xE9, ']'});
        assertEquals(
                "not UTF-8 text",
                assertThrows(PartFiles.CorruptPartException.class, () -> PartFiles.read(latin1, PLAN, RANDOM_A))
                        .getMessage());
        Path folder = Files.createDirectories(dir.resolve("folder.json"));
        assertEquals(
                "a directory, not a file",
                assertThrows(PartFiles.CorruptPartException.class, () -> PartFiles.read(folder, PLAN, RANDOM_A))
                        .getMessage());
    }

    @Test
    void oneWrongFieldIsNamedWithWhatWasFound(@TempDir Path dir) throws IOException {
        String number = "expected a number (or \"NaN\", \"+INF\", \"-INF\"), found ";
        String cpu = "$[0].secondaryMetrics[\"cpu.time\"]";
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put(changed(r -> r.addProperty("forks", "x")), "$[0].forks: " + number + "the string \"x\"");
        cases.put(changed(r -> r.add("forks", JsonNull.INSTANCE)), "$[0].forks: missing; a part holds one fork");
        cases.put(changed(r -> r.remove("forks")), "$[0].forks: missing; a part holds one fork");
        cases.put(changed(r -> r.addProperty("forks", 2)), "$[0].forks: 2; a part holds one fork");
        cases.put(changed(r -> r.addProperty("threads", "abc")), "$[0].threads: " + number + "the string \"abc\"");
        cases.put(changed(r -> r.add("threads", JsonNull.INSTANCE)), "$[0]: missing \"threads\"");
        cases.put(changed(r -> r.remove("jvm")), "$[0]: missing \"jvm\"");
        cases.put(changed(r -> r.remove("jdkVersion")), "$[0]: missing \"jdkVersion\"");
        cases.put(changed(r -> r.remove("vmVersion")), "$[0]: missing \"vmVersion\"");
        cases.put(
                changed(r -> r.add("benchmark", new JsonObject())),
                "$[0].benchmark: expected a string, found an object");
        cases.put(changed(r -> r.add("params", new JsonArray())), "$[0].params: expected an object, found an array");
        cases.put(changed(r -> r.add("params", JsonNull.INSTANCE)), "$[0].params: expected an object, found null");
        cases.put(
                changed(r -> at(r, "params").add("strategy", new JsonObject())),
                "$[0].params.strategy: expected a string, found an object");
        cases.put(
                changed(r -> r.add("primaryMetric", new JsonArray())),
                "$[0].primaryMetric: expected an object, found an array");
        cases.put(changed(r -> r.add("primaryMetric", new JsonObject())), "$[0].primaryMetric: missing \"scoreUnit\"");
        cases.put(
                changed(r -> at(r, "primaryMetric").add("rawData", new JsonObject())),
                "$[0].primaryMetric.rawData: expected an array, found an object");
        cases.put(
                changed(r -> {
                    at(r, "primaryMetric").remove("rawData");
                    at(r, "primaryMetric").add("rawDataHistogram", new JsonObject());
                }),
                "$[0].primaryMetric.rawDataHistogram: expected an array, found an object");
        cases.put(
                changed(r -> at(r, "primaryMetric").add("rawDataHistogram", JsonNull.INSTANCE)),
                "$[0].primaryMetric.rawDataHistogram: expected an array, found null");
        cases.put(
                changed(r -> at(r, "primaryMetric").add("rawData", JsonParser.parseString("[[1.0],[2.0]]"))),
                "$[0].primaryMetric: 2 forks of raw data; a part holds one fork");
        cases.put(
                changed(r -> at(r, "secondaryMetrics").add("cpu.time", new JsonPrimitive(5))),
                cpu + ": expected an object, found the number 5");
        cases.put(
                changed(r -> r.add("secondaryMetrics", JsonNull.INSTANCE)),
                "$[0].secondaryMetrics: expected an object, found null");
        cases.put(
                changed(r -> at(r, "secondaryMetrics", "cpu.time").addProperty("rawData", "x")),
                cpu + ".rawData: expected an array, found the string \"x\"");
        cases.put(
                changed(r -> at(r, "secondaryMetrics", "cpu.time").add("rawDataHistogram", JsonNull.INSTANCE)),
                cpu + ".rawDataHistogram: expected an array, found null");
        JsonArray two = PartJson.of(PLAN, RANDOM_A, 2.0);
        two.add(PartJson.of(PLAN, RANDOM_A, 3.0).get(0));
        cases.put(two.toString(), "holds 2 results; a part is one fork of one benchmark");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertEquals(c.getValue(), read(dir, RANDOM_A, c.getKey()), c.getKey());
        }
    }

    @Test
    void anotherForksResultsAreRefusedNamingTheFieldAndBothValues(@TempDir Path dir) throws IOException {
        RunPlan.Task baseline = task("BASELINE", null);
        String queen = "'dev.slidebench.bench.RandomLookups.queen'";
        assertEquals(
                "not this fork's results: $[0].params.strategy is 'BASELINE', the plan's is 'A'",
                read(dir, RANDOM_A, PartJson.of(PLAN, baseline, 1.0).toString()));
        assertEquals(
                "not this fork's results: $[0].params.strategy is missing, the plan's is 'A'",
                read(dir, RANDOM_A, changed(r -> r.add("params", new JsonObject()))));
        assertEquals(
                "not this fork's results: $[0].benchmark is 'dev.slidebench.bench.ThreadedLookups.queen', the"
                        + " plan's is " + queen,
                read(dir, RANDOM_A, PartJson.of(PLAN, task("A", 1), 1.0).toString()));
        assertEquals(
                "not this fork's results: $[0].threads is '1', the plan's is '2'",
                read(dir, task("A", 2), PartJson.of(PLAN, task("A", 1), 1.0).toString()));
        assertEquals(
                "not this fork's results: $[0].jvm is '/j25/bin/java', the plan's is '/j17/bin/java'",
                read(dir, RANDOM_A, changed(r -> r.addProperty("jvm", "/j25/bin/java"))));
        assertEquals(
                "not this fork's results: $[0].jdkVersion is '17.0.16', the plan's is '17.0.15'",
                read(dir, RANDOM_A, changed(r -> r.addProperty("jdkVersion", "17.0.16"))));
    }

    @Test
    void aSampleModePartWithOnlyAHistogramIsUsable(@TempDir Path dir) throws Exception {
        String text = changed(r -> {
            r.addProperty("mode", "sample");
            at(r, "primaryMetric").remove("rawData");
            at(r, "primaryMetric").add("rawDataHistogram", JsonParser.parseString("[[[[1.0,3]]]]"));
            r.remove("secondaryMetrics");
        });
        Path part = Files.writeString(dir.resolve("h.json"), text);
        assertEquals(JsonParser.parseString(text), PartFiles.read(part, PLAN, RANDOM_A));
    }
}
