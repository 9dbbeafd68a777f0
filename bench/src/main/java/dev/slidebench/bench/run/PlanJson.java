package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.stats.Race;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code plan.json} codec of a {@link RunPlan} (format {@link RunPlan#FORMAT}): writes a plan as JSON and
 * reads it back, refusing in one line a file that is not a readable plan.
 */
final class PlanJson {

    private PlanJson() {}

    static JsonObject toJson(RunPlan plan) {
        JsonObject o = new JsonObject();
        o.addProperty("format", RunPlan.FORMAT);
        o.addProperty("profile", plan.profile().id());
        o.addProperty("seed", plan.seed());
        JsonArray s = new JsonArray();
        plan.strategies().forEach(s::add);
        o.add("strategies", s);
        JsonArray w = new JsonArray();
        plan.workloads().forEach(x -> w.add(x.id()));
        o.add("workloads", w);
        JsonArray j = new JsonArray();
        plan.jvms().forEach(jvm -> j.add(jvm.toJson()));
        o.add("jvms", j);
        JsonArray t = new JsonArray();
        plan.tasks().forEach(task -> t.add(toJson(task)));
        o.add("tasks", t);
        Race.Settings race = plan.race();
        if (race != null) {
            JsonObject r = new JsonObject();
            r.addProperty("alpha", race.alpha());
            r.addProperty("firstLook", race.firstLook());
            r.addProperty("maxRounds", race.maxRounds());
            r.addProperty("margin", race.margin());
            r.addProperty("resolution", race.resolution());
            o.add("race", r);
        }
        if (plan.budget() != null) {
            o.addProperty("budget", Durations.format(plan.budget()));
        }
        RunRecord.PositionsFile positions = plan.positions();
        if (positions != null) {
            JsonObject p = new JsonObject();
            p.addProperty("file", positions.file());
            p.addProperty("sha256", positions.sha256());
            p.addProperty("positions", positions.positions());
            if (positions.games() != null) {
                p.addProperty("games", positions.games());
            }
            if (positions.perft() != null) {
                JsonArray roots = new JsonArray();
                positions.perft().forEach(root -> roots.add(root.toJson()));
                p.add("perft", roots);
            }
            o.add("positions", p);
        }
        return o;
    }

    private static JsonObject toJson(RunPlan.Task task) {
        JsonObject e = new JsonObject();
        e.addProperty("round", task.round());
        e.addProperty("workload", task.workload().id());
        e.addProperty("benchmark", task.benchmark());
        e.addProperty("strategy", task.strategy());
        e.addProperty("jvm", task.jvm());
        if (task.threads() != null) {
            e.addProperty("threads", task.threads());
        }
        return e;
    }

    /** {@link RunPlan#readFrom}. */
    static RunPlan readFrom(Path dir) {
        Path file = dir.resolve(RunPlan.FILE_NAME);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(
                    "--resume: '" + dir + "' is not a slidebench run (no " + RunPlan.FILE_NAME + ")");
        }
        String why;
        try {
            return fromJson(file.toString(), readObject(file));
        } catch (NumberFormatException
                | IllegalStateException
                | UnsupportedOperationException
                | ClassCastException
                | NullPointerException e) {
            // Gson's own words name Java types, not the field
            why = "a field is missing or of the wrong type";
        } catch (RuntimeException e) {
            why = e.getMessage() == null ? "unreadable" : e.getMessage();
        }
        throw new IllegalArgumentException("--resume: '" + dir + "' is not a readable slidebench run: "
                + RunPlan.FILE_NAME + ": " + why.replaceAll("\\s+", " ").trim()
                + "; without its plan the run cannot be resumed: start a new one");
    }

    private static JsonObject readObject(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(Files.isDirectory(file) ? "a directory, not a file" : "not a file");
        }
        JsonElement root;
        try {
            root = JsonParser.parseString(Files.readString(file));
        } catch (MalformedInputException e) {
            throw new IllegalArgumentException("not UTF-8 text");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot be read (" + AtomicFiles.describe(e) + ")");
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("not valid JSON (truncated?)");
        }
        if (!root.isJsonObject()) {
            throw new IllegalArgumentException("not a JSON object");
        }
        return root.getAsJsonObject();
    }

    /** {@link RunPlan#fromJson}. */
    static RunPlan fromJson(String source, JsonObject o) {
        JsonElement format = o.get("format");
        if (format == null || !format.isJsonPrimitive() || !RunPlan.FORMAT.equals(format.getAsString())) {
            throw new IllegalArgumentException("format is not '" + RunPlan.FORMAT + "'");
        }
        Profile profile = Profile.byId(o.get("profile").getAsString());
        List<String> strategies = new ArrayList<>();
        o.getAsJsonArray("strategies").forEach(e -> strategies.add(e.getAsString()));
        List<Workload> workloads = new ArrayList<>();
        o.getAsJsonArray("workloads").forEach(e -> workloads.add(Workload.byId(e.getAsString())));
        List<JvmRecord> jvms = new ArrayList<>();
        JsonArray jvmArray = o.getAsJsonArray("jvms");
        for (int i = 0; i < jvmArray.size(); i++) {
            jvms.add(JvmRecord.fromJson(source, "$.jvms[" + i + "]", jvmArray.get(i)));
        }
        List<RunPlan.Task> tasks = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("tasks")) {
            tasks.add(task(e.getAsJsonObject(), jvms.size()));
        }
        RunRecord.PositionsFile positions = o.has("positions") ? positions(o.getAsJsonObject("positions")) : null;
        Race.Settings race = o.has("race") ? race(o.getAsJsonObject("race")) : null;
        Duration budget = o.has("budget") ? Durations.parse(o.get("budget").getAsString()) : null;
        return new RunPlan(
                profile, o.get("seed").getAsLong(), strategies, workloads, jvms, tasks, positions, race, budget);
    }

    private static RunPlan.Task task(JsonObject j, int jvmCount) {
        int jvm = j.get("jvm").getAsInt();
        if (jvm < 0 || jvm >= jvmCount) {
            throw new IllegalArgumentException("task names JVM " + jvm + " of " + jvmCount);
        }
        return new RunPlan.Task(
                j.get("round").getAsInt(),
                Workload.byId(j.get("workload").getAsString()),
                j.get("benchmark").getAsString(),
                j.get("strategy").getAsString(),
                jvm,
                j.has("threads") ? Integer.valueOf(j.get("threads").getAsInt()) : null);
    }

    private static RunRecord.PositionsFile positions(JsonObject p) {
        List<RunRecord.PerftRoot> perft = null;
        if (p.has("perft")) {
            perft = new ArrayList<>();
            for (JsonElement e : p.getAsJsonArray("perft")) {
                JsonObject r = e.getAsJsonObject();
                perft.add(new RunRecord.PerftRoot(
                        r.get("fen").getAsString(),
                        r.get("depth").getAsInt(),
                        r.get("nodes").getAsLong()));
            }
        }
        return new RunRecord.PositionsFile(
                p.get("file").getAsString(),
                p.get("sha256").getAsString(),
                p.get("positions").getAsInt(),
                p.has("games") ? p.get("games").getAsInt() : null,
                perft);
    }

    private static Race.Settings race(JsonObject r) {
        return new Race.Settings(
                r.get("alpha").getAsDouble(),
                r.get("firstLook").getAsInt(),
                r.get("maxRounds").getAsInt(),
                r.get("margin").getAsDouble(),
                r.get("resolution").getAsDouble());
    }
}
