package dev.slidebench.reports.record;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The top level of run.json: which member holds which part of a {@link RunRecord}, in the order the file
 * keeps them. Each part ({@link RunRecord.Plan}, {@link JvmRecord}, {@link ForkRecord}, {@link RaceRecord},
 * …) reads and writes its own members; this class only places them, and keeps the schema-1 members
 * ({@code profile}, {@code seed} at the top level) where older readers look for them.
 */
final class RunRecordJson {

    private RunRecordJson() {}

    static RunRecord read(RecordJson root) {
        Integer schema = root.integer("schema");
        if (schema != null && (schema < 1 || schema > RunRecord.SCHEMA)) {
            throw root.error("schema", "this slidebench reads schema 1 to " + RunRecord.SCHEMA + ", found " + schema);
        }
        RunRecord.JmhSettings jmh = root.object("jmh", RunRecord.JmhSettings::read);
        RunRecord.Tool tool = root.object("slidebench", RunRecord.Tool::read);
        return new RunRecord(
                schema == null ? 1 : schema,
                tool == null ? new RunRecord.Tool(null, null) : tool,
                root.instant("created"),
                RunRecord.Plan.read(root, jmh),
                root.object("platform", RunRecord.Platform::read),
                jmh,
                root.objects("jvms").stream().map(JvmRecord::read).toList(),
                StrategyRecord.readAll(root),
                root.strings("taskOrder"),
                root.objects("forks").stream().map(ForkRecord::read).toList(),
                resumed(root),
                root.object("race", RaceRecord::read));
    }

    private static List<Instant> resumed(RecordJson root) {
        List<Instant> resumed = new ArrayList<>();
        for (String when : root.strings("resumed")) {
            try {
                resumed.add(Instant.parse(when));
            } catch (DateTimeParseException e) {
                throw root.error("resumed", "expected ISO-8601 instants, found \"" + when + "\"");
            }
        }
        return resumed;
    }

    static JsonObject write(RunRecord r) {
        JsonObject o = new JsonObject();
        o.addProperty("schema", r.schema());
        o.add("slidebench", r.tool().toJson());
        o.add("created", RecordJson.value(r.created()));
        o.add("profile", RecordJson.value(r.plan() == null ? null : r.plan().profile()));
        o.add("seed", RecordJson.value(r.plan() == null ? null : r.plan().seed()));
        if (r.plan() != null) {
            o.add("plan", r.plan().toJson());
        }
        if (r.platform() != null) {
            o.add("platform", r.platform().toJson());
        }
        JsonArray jvms = new JsonArray();
        r.jvms().forEach(jvm -> jvms.add(jvm.toJson()));
        o.add("jvms", jvms);
        if (r.jmh() != null) {
            o.add("jmh", r.jmh().toJson());
        }
        o.add("strategies", StrategyRecord.toJson(r.strategies()));
        o.add("taskOrder", RecordJson.array(r.taskOrder()));
        JsonArray forks = new JsonArray();
        r.forks().forEach(fork -> forks.add(fork.toJson()));
        o.add("forks", forks);
        if (!r.resumed().isEmpty()) {
            o.add(
                    "resumed",
                    RecordJson.array(r.resumed().stream().map(Instant::toString).toList()));
        }
        if (r.race() != null) {
            o.add("race", r.race().toJson());
        }
        return o;
    }

    /** As run.json holds it: pretty-printed, nulls written, a final newline. */
    static String text(JsonObject record) {
        return new GsonBuilder()
                        .setPrettyPrinting()
                        .serializeNulls()
                        .disableHtmlEscaping()
                        .create()
                        .toJson(record)
                + "\n";
    }
}
