package dev.slidebench.reports.input;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.slidebench.reports.ReportInputException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The optional sidecar {@code run.json} that slidebench's {@code run} writes beside its
 * {@code results.json}: what JMH's JSON does not record (CPU, flags, OS, date, rounds, each
 * strategy's table bytes and capabilities, and when each fork ran). Every field may be missing; a
 * missing field is null and is reported as unknown, never guessed. A field of the wrong type is bad
 * input, like a malformed results file.
 */
public record RunMetadata(
        Path file,
        String slidebenchVersion,
        String commit,
        String created,
        String profile,
        Long seed,
        Platform platform,
        List<Jvm> jvms,
        JmhSettings jmh,
        Map<String, StrategyInfo> strategies,
        List<ForkTime> forks) {

    /** The sidecar's file name. */
    public static final String FILE_NAME = "run.json";

    public record Platform(String cpuModel, Integer cores, List<String> cpuFlags, String os) {}

    /**
     * One JVM of the run; {@code strategies} is that JVM's own view (Pext is emulated on 17, real on 19+), may be
     * empty.
     */
    public record Jvm(
            String path, String vendor, String version, List<String> args, Map<String, StrategyInfo> strategies) {}

    public record JmhSettings(
            Integer forks,
            Integer warmupIterations,
            String warmupTime,
            Integer measurementIterations,
            String measurementTime,
            Integer rounds) {}

    /** What {@code list} knows about a strategy; {@code degraded} is the reason for a fallback path, or null. */
    public record StrategyInfo(
            Long tableBytes, Double initMs, Boolean incremental, Boolean storedXray, String degraded) {}

    /** One fork: which benchmark and parameters, on which JVM, in which round, and when. */
    public record ForkTime(
            String benchmark, Map<String, String> params, String jvm, Integer round, Instant start, Instant end) {}

    /** Reads a sidecar; anything malformed is a {@link ReportInputException} naming the file and the JSON path. */
    public static RunMetadata read(Path file) {
        JsonObject root = JsonFiles.object(file, "$", JsonFiles.parse(file));
        String version = null;
        String commit = null;
        if (root.has("slidebench") && !root.get("slidebench").isJsonNull()) {
            JsonObject tool = JsonFiles.object(file, "$.slidebench", root.get("slidebench"));
            version = JsonFiles.optionalString(file, "$.slidebench", tool, "version");
            commit = JsonFiles.optionalString(file, "$.slidebench", tool, "commit");
        }
        Platform platform = null;
        if (present(root, "platform")) {
            JsonObject p = JsonFiles.object(file, "$.platform", root.get("platform"));
            platform = new Platform(
                    JsonFiles.optionalString(file, "$.platform", p, "cpuModel"),
                    JsonFiles.optionalInt(file, "$.platform", p, "cores"),
                    present(p, "cpuFlags") ? strings(file, "$.platform.cpuFlags", p.get("cpuFlags")) : null,
                    JsonFiles.optionalString(file, "$.platform", p, "os"));
        }
        List<Jvm> jvms = new ArrayList<>();
        if (present(root, "jvms")) {
            JsonArray array = JsonFiles.array(file, "$.jvms", root.get("jvms"));
            for (int i = 0; i < array.size(); i++) {
                String path = "$.jvms[" + i + "]";
                JsonObject j = JsonFiles.object(file, path, array.get(i));
                jvms.add(new Jvm(
                        JsonFiles.optionalString(file, path, j, "path"),
                        JsonFiles.optionalString(file, path, j, "vendor"),
                        JsonFiles.optionalString(file, path, j, "version"),
                        present(j, "args") ? strings(file, path + ".args", j.get("args")) : List.of(),
                        strategies(file, path + ".strategies", j)));
            }
        }
        JmhSettings jmh = null;
        if (present(root, "jmh")) {
            JsonObject j = JsonFiles.object(file, "$.jmh", root.get("jmh"));
            jmh = new JmhSettings(
                    JsonFiles.optionalInt(file, "$.jmh", j, "forks"),
                    JsonFiles.optionalInt(file, "$.jmh", j, "warmupIterations"),
                    JsonFiles.optionalString(file, "$.jmh", j, "warmupTime"),
                    JsonFiles.optionalInt(file, "$.jmh", j, "measurementIterations"),
                    JsonFiles.optionalString(file, "$.jmh", j, "measurementTime"),
                    JsonFiles.optionalInt(file, "$.jmh", j, "rounds"));
        }
        Map<String, StrategyInfo> strategies = strategies(file, "$.strategies", root);
        List<ForkTime> forks = new ArrayList<>();
        if (present(root, "forks")) {
            JsonArray array = JsonFiles.array(file, "$.forks", root.get("forks"));
            for (int i = 0; i < array.size(); i++) {
                String path = "$.forks[" + i + "]";
                JsonObject f = JsonFiles.object(file, path, array.get(i));
                Map<String, String> params = new LinkedHashMap<>();
                if (present(f, "params")) {
                    for (Map.Entry<String, JsonElement> p : JsonFiles.object(file, path + ".params", f.get("params"))
                            .entrySet()) {
                        if (!p.getValue().isJsonPrimitive()) {
                            throw JsonFiles.error(
                                    file,
                                    path + ".params." + p.getKey(),
                                    "expected a string, found " + JsonFiles.kind(p.getValue()));
                        }
                        params.put(p.getKey(), p.getValue().getAsString());
                    }
                }
                forks.add(new ForkTime(
                        JsonFiles.string(file, path, f, "benchmark"),
                        Collections.unmodifiableMap(params),
                        JsonFiles.optionalString(file, path, f, "jvm"),
                        JsonFiles.optionalInt(file, path, f, "round"),
                        instant(file, path, f, "start"),
                        instant(file, path, f, "end")));
            }
        }
        String created = JsonFiles.optionalString(file, "$", root, "created");
        if (created != null) {
            instant(file, "$", root, "created");
        }
        return new RunMetadata(
                file,
                version,
                commit,
                created,
                JsonFiles.optionalString(file, "$", root, "profile"),
                JsonFiles.optionalLong(file, "$", root, "seed"),
                platform,
                Collections.unmodifiableList(jvms),
                jmh,
                Collections.unmodifiableMap(strategies),
                Collections.unmodifiableList(forks));
    }

    private static boolean present(JsonObject object, String member) {
        return object.has(member) && !object.get(member).isJsonNull();
    }

    private static List<String> strings(Path file, String path, JsonElement element) {
        JsonArray array = JsonFiles.array(file, path, element);
        List<String> values = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            if (!array.get(i).isJsonPrimitive()) {
                throw JsonFiles.error(
                        file, path + "[" + i + "]", "expected a string, found " + JsonFiles.kind(array.get(i)));
            }
            values.add(array.get(i).getAsString());
        }
        return Collections.unmodifiableList(values);
    }

    private static Instant instant(Path file, String path, JsonObject object, String member) {
        String text = JsonFiles.optionalString(file, path, object, member);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw JsonFiles.error(
                    file,
                    path + "." + member,
                    "expected an ISO-8601 instant like 2026-11-30T03:00:00Z, found \"" + text + "\"");
        }
    }

    /** What is known about {@code strategy}, or null. */
    public StrategyInfo strategy(String strategy) {
        return strategies.get(strategy);
    }

    /**
     * What is known about {@code strategy} on the JVM at {@code jvmPath} (the {@code jvm} of JMH's
     * results): that JVM's own entry when run.json has one, else the run-wide one.
     */
    public StrategyInfo strategy(String strategy, String jvmPath) {
        for (Jvm jvm : jvms) {
            if (jvm.path() != null
                    && jvm.path().equals(jvmPath)
                    && jvm.strategies().containsKey(strategy)) {
                return jvm.strategies().get(strategy);
            }
        }
        return strategy(strategy);
    }
    /** The {@code strategies} member of {@code owner} (a map name → what list knows), empty when absent. */
    private static Map<String, StrategyInfo> strategies(Path file, String where, JsonObject owner) {
        Map<String, StrategyInfo> strategies = new LinkedHashMap<>();
        if (present(owner, "strategies")) {
            JsonObject s = JsonFiles.object(file, where, owner.get("strategies"));
            for (Map.Entry<String, JsonElement> entry : s.entrySet()) {
                String path = where + "." + entry.getKey();
                JsonObject info = JsonFiles.object(file, path, entry.getValue());
                Long bytes = JsonFiles.optionalLong(file, path, info, "tableBytes");
                if (bytes != null && bytes < 0) {
                    throw JsonFiles.error(file, path + ".tableBytes", "must be >= 0, found " + bytes);
                }
                strategies.put(
                        entry.getKey(),
                        new StrategyInfo(
                                bytes,
                                JsonFiles.optionalDouble(file, path, info, "initMs"),
                                JsonFiles.optionalBoolean(file, path, info, "incremental"),
                                JsonFiles.optionalBoolean(file, path, info, "storedXray"),
                                JsonFiles.optionalString(file, path, info, "degraded")));
            }
        }
        return Collections.unmodifiableMap(strategies);
    }
}
