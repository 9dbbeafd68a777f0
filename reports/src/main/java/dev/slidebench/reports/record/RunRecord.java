package dev.slidebench.reports.record;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The typed form of {@code run.json}, the sidecar slidebench's {@code run} writes beside
 * {@code results.json}: what JMH's JSON does not record (the tool, the machine, the JVMs, the plan,
 * each strategy's metadata, and every fork with its round, times, load and contention and the
 * identity of its {@code rawData} row). bench writes it only through these types and reports reads
 * it only through them.
 *
 * <p><b>Versions.</b> {@link #SCHEMA} 2 adds {@code schema}, {@code plan}, the platform's
 * {@code bmi2}/{@code avx2}, each strategy's {@code family}, each JVM's {@code failures} and the
 * fork fields {@code workload}, {@code jvmIndex}, {@code loadBefore}, {@code loadAfter},
 * {@code steal}, {@code contention} and {@code row}. It keeps every field of the 0.1.0 record (schema 1,
 * which has no {@code schema} member) with its meaning, so 0.1.0 readers still read it and this reader
 * reads 0.1.0 files: absent fields are null (or empty lists), never guessed. Schema 3 adds each fork's
 * {@code threads} (the {@code threads} workload runs at several thread counts, one fork each) and its own
 * {@code warmupIterations} and {@code warmupTime} (forks of Vector API strategies warm up longer, see
 * bench's {@code Warmup}); schema 2 readers ignore them, and this reader reads schema 2 forks with them null.
 * Each strategy's {@code origin} was added within schema 3 (readers ignore it; absent, it reads as null).
 * The {@code race} section ({@link RaceRecord}) was added within schema 3 too: absent, the run was not raced.
 *
 * @param schema 1 for 0.1.0 records, {@link #SCHEMA} for those written now
 * @param tool the slidebench build that ran
 * @param created when the run started
 * @param plan what the run set out to do
 * @param platform the machine
 * @param jmh JMH settings of every fork
 * @param jvms the JVMs, indexed by {@link ForkRecord#jvmIndex()}
 * @param strategies each strategy as the first JVM sees it (each JVM's own view is in {@link JvmRecord})
 * @param taskOrder the plan's fork keys in running order
 * @param forks the finished forks, one per key
 * @param resumed when the run was continued with {@code --resume}
 * @param race how the run raced its rounds, null when it ran every strategy every round
 */
public record RunRecord(
        int schema,
        Tool tool,
        Instant created,
        Plan plan,
        Platform platform,
        JmhSettings jmh,
        List<JvmRecord> jvms,
        Map<String, StrategyRecord> strategies,
        List<String> taskOrder,
        List<ForkRecord> forks,
        List<Instant> resumed,
        RaceRecord race) {

    /** The schema this class writes. */
    public static final int SCHEMA = 3;

    /** The sidecar's file name. */
    public static final String FILE_NAME = "run.json";

    public RunRecord {
        jvms = List.copyOf(jvms);
        strategies = Collections.unmodifiableMap(new LinkedHashMap<>(strategies));
        taskOrder = List.copyOf(taskOrder);
        forks = List.copyOf(forks);
        resumed = List.copyOf(resumed);
    }

    /** A record of a run that was not raced. */
    public RunRecord(
            int schema,
            Tool tool,
            Instant created,
            Plan plan,
            Platform platform,
            JmhSettings jmh,
            List<JvmRecord> jvms,
            Map<String, StrategyRecord> strategies,
            List<String> taskOrder,
            List<ForkRecord> forks,
            List<Instant> resumed) {
        this(schema, tool, created, plan, platform, jmh, jvms, strategies, taskOrder, forks, resumed, null);
    }

    /** The build: {@code version} from the jar manifest ({@code dev} outside a jar), {@code commit} from git. */
    public record Tool(String version, String commit) {}

    /**
     * What the run set out to do.
     *
     * @param profile {@code quick}, {@code standard}, {@code thorough} (or {@code smoke} in tests)
     * @param rounds how many rounds
     * @param seed seed of the order within each round
     * @param order how the seed is used, in words
     * @param positions the user's positions file ({@code run --positions}), null for the built-in CPW set
     */
    public record Plan(String profile, Integer rounds, Long seed, String order, PositionsFile positions) {
        public Plan(String profile, Integer rounds, Long seed, String order) {
            this(profile, rounds, seed, order, null);
        }
    }

    /**
     * The positions a run drew its samples from, when they were the user's ({@code run --positions FILE}).
     *
     * @param file the file's absolute path as given
     * @param sha256 its SHA-256, hex, so a report says exactly which file it measured
     * @param positions how many positions it holds (a PGN: every position of every game)
     * @param games how many games, for a PGN; null otherwise
     * @param perft the roots the {@code perft} workload counted from this file, each with its depth and the
     *     reference's leaf count; null in records written before perft used a positions file
     */
    public record PositionsFile(String file, String sha256, Integer positions, Integer games, List<PerftRoot> perft) {
        public PositionsFile {
            perft = perft == null ? null : List.copyOf(perft);
        }

        public PositionsFile(String file, String sha256, Integer positions, Integer games) {
            this(file, sha256, positions, games, null);
        }

        /** The leaves of every perft root together (one invocation's operations); null without roots. */
        public Long perftNodes() {
            return perft == null
                    ? null
                    : perft.stream().mapToLong(PerftRoot::nodes).sum();
        }
    }

    /** One perft root of a positions file: its FEN, the depth counted and the reference's leaf count there. */
    public record PerftRoot(String fen, int depth, long nodes) {
        /** {@code {"fen": …, "depth": …, "nodes": …}}, as run.json and the runner's plan hold it. */
        public JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.addProperty("fen", fen);
            o.addProperty("depth", depth);
            o.addProperty("nodes", nodes);
            return o;
        }
    }

    /**
     * The machine. {@code cpuFlags} are only the flags that change which strategies are fast.
     *
     * @param bmi2 whether the CPU has BMI2 (hardware PEXT); null when unknown
     * @param avx2 whether the CPU has AVX2; null when unknown
     */
    public record Platform(
            String cpuModel, Integer cores, List<String> cpuFlags, String os, Boolean bmi2, Boolean avx2) {
        public Platform {
            cpuFlags = cpuFlags == null ? null : List.copyOf(cpuFlags);
        }
    }

    /**
     * JMH settings of the timed forks ({@code init} forks are single-shot with their own settings).
     * Times are JMH's text, e.g. {@code "100 ms"}.
     */
    public record JmhSettings(
            Integer forks,
            Integer rounds,
            Integer warmupIterations,
            String warmupTime,
            Integer measurementIterations,
            String measurementTime,
            String note) {}

    /** The same record with {@code fork} added, replacing an earlier record of the same key (a re-run). */
    public RunRecord withFork(ForkRecord fork) {
        List<ForkRecord> next = new ArrayList<>();
        for (ForkRecord f : forks) {
            if (!f.key().equals(fork.key())) {
                next.add(f);
            }
        }
        next.add(fork);
        return withForks(next);
    }

    public RunRecord withForks(List<ForkRecord> newForks) {
        return new RunRecord(
                schema, tool, created, plan, platform, jmh, jvms, strategies, taskOrder, newForks, resumed, race);
    }

    /** The same record with its race section replaced. */
    public RunRecord withRace(RaceRecord newRace) {
        return new RunRecord(
                schema, tool, created, plan, platform, jmh, jvms, strategies, taskOrder, forks, resumed, newRace);
    }

    public RunRecord withResumed(Instant when) {
        List<Instant> next = new ArrayList<>(resumed);
        next.add(when);
        return new RunRecord(
                schema, tool, created, plan, platform, jmh, jvms, strategies, taskOrder, forks, next, race);
    }

    /**
     * Reads a record of any schema.
     *
     * @throws ReportInputException (one line naming the file and the JSON path) when it is not one
     */
    public static RunRecord read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ReportInputException(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new ReportInputException(file + ": not UTF-8 text (is it a run.json?)", e);
        } catch (IOException e) {
            throw new ReportInputException(file + ": cannot read: " + e.getMessage(), e);
        }
        if (text.isBlank()) {
            throw new ReportInputException(file + ": empty file, expected a run.json object");
        }
        return fromJson(RecordJson.parse(file.toString(), text));
    }

    /** Reads a record from text; {@code source} names it in errors. */
    public static RunRecord parse(String source, String json) {
        return fromJson(RecordJson.parse(source, json));
    }

    private static RunRecord fromJson(RecordJson root) {
        Integer schema = root.integer("schema");
        if (schema != null && (schema < 1 || schema > SCHEMA)) {
            throw root.error("schema", "this slidebench reads schema 1 to " + SCHEMA + ", found " + schema);
        }
        RecordJson tool = root.object("slidebench");
        RecordJson jmhJson = root.object("jmh");
        JmhSettings jmh = jmhJson == null
                ? null
                : new JmhSettings(
                        jmhJson.integer("forks"),
                        jmhJson.integer("rounds"),
                        jmhJson.integer("warmupIterations"),
                        jmhJson.string("warmupTime"),
                        jmhJson.integer("measurementIterations"),
                        jmhJson.string("measurementTime"),
                        jmhJson.string("note"));
        RecordJson planJson = root.object("plan");
        Plan plan = planJson != null
                ? new Plan(
                        planJson.string("profile"),
                        planJson.integer("rounds"),
                        planJson.whole("seed"),
                        planJson.string("order"),
                        positionsFile(planJson.object("positions")))
                // schema 1 kept the plan's facts at the top level and the rounds with the JMH settings
                : new Plan(
                        root.string("profile"),
                        jmh == null ? null : jmh.rounds(),
                        root.whole("seed"),
                        jmh == null ? null : jmh.note());
        RecordJson p = root.object("platform");
        Platform platform = null;
        if (p != null) {
            List<String> flags = p.has("cpuFlags") ? p.strings("cpuFlags") : null;
            platform = new Platform(
                    p.string("cpuModel"),
                    p.integer("cores"),
                    flags,
                    p.string("os"),
                    flag(p, "bmi2", flags),
                    flag(p, "avx2", flags));
        }
        List<JvmRecord> jvms = new ArrayList<>();
        root.objects("jvms").forEach(j -> jvms.add(JvmRecord.read(j)));
        Map<String, StrategyRecord> strategies = new LinkedHashMap<>();
        root.members("strategies").forEach((name, s) -> strategies.put(name, StrategyRecord.read(s)));
        List<ForkRecord> forks = new ArrayList<>();
        root.objects("forks").forEach(f -> forks.add(ForkRecord.read(f)));
        List<Instant> resumed = new ArrayList<>();
        for (String when : root.strings("resumed")) {
            try {
                resumed.add(Instant.parse(when));
            } catch (java.time.format.DateTimeParseException e) {
                throw root.error("resumed", "expected ISO-8601 instants, found \"" + when + "\"");
            }
        }
        return new RunRecord(
                schema == null ? 1 : schema,
                tool == null ? new Tool(null, null) : new Tool(tool.string("version"), tool.string("commit")),
                root.instant("created"),
                plan,
                platform,
                jmh,
                jvms,
                strategies,
                root.strings("taskOrder"),
                forks,
                resumed,
                root.has("race") ? RaceRecord.read(root.object("race")) : null);
    }

    /** The recorded flag; for schema 1, whether the recorded flag list (which always looked for it) has it. */
    private static Boolean flag(RecordJson platform, String name, List<String> flags) {
        Boolean recorded = platform.bool(name);
        if (recorded != null) {
            return recorded;
        }
        return flags == null ? null : flags.contains(name);
    }

    /** The JSON object, with every schema-1 field kept in place for older readers. */
    public JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("schema", schema);
        JsonObject t = new JsonObject();
        t.add("version", RecordJson.value(tool.version()));
        t.add("commit", RecordJson.value(tool.commit()));
        o.add("slidebench", t);
        o.add("created", RecordJson.value(created));
        o.add("profile", RecordJson.value(plan == null ? null : plan.profile()));
        o.add("seed", RecordJson.value(plan == null ? null : plan.seed()));
        if (plan != null) {
            JsonObject pl = new JsonObject();
            pl.add("profile", RecordJson.value(plan.profile()));
            pl.add("rounds", RecordJson.value(plan.rounds()));
            pl.add("seed", RecordJson.value(plan.seed()));
            pl.add("order", RecordJson.value(plan.order()));
            if (plan.positions() != null) {
                JsonObject pos = new JsonObject();
                pos.add("file", RecordJson.value(plan.positions().file()));
                pos.add("sha256", RecordJson.value(plan.positions().sha256()));
                pos.add("positions", RecordJson.value(plan.positions().positions()));
                pos.add("games", RecordJson.value(plan.positions().games()));
                if (plan.positions().perft() != null) {
                    JsonArray roots = new JsonArray();
                    plan.positions().perft().forEach(root -> roots.add(root.toJson()));
                    pos.add("perft", roots);
                }
                pl.add("positions", pos);
            }
            o.add("plan", pl);
        }
        if (platform != null) {
            JsonObject pf = new JsonObject();
            pf.add("cpuModel", RecordJson.value(platform.cpuModel()));
            pf.add("cores", RecordJson.value(platform.cores()));
            if (platform.cpuFlags() != null) {
                pf.add("cpuFlags", RecordJson.array(platform.cpuFlags()));
            }
            pf.add("os", RecordJson.value(platform.os()));
            pf.add("bmi2", RecordJson.value(platform.bmi2()));
            pf.add("avx2", RecordJson.value(platform.avx2()));
            o.add("platform", pf);
        }
        JsonArray j = new JsonArray();
        jvms.forEach(jvm -> j.add(jvm.toJson()));
        o.add("jvms", j);
        if (jmh != null) {
            JsonObject s = new JsonObject();
            s.add("forks", RecordJson.value(jmh.forks()));
            s.add("rounds", RecordJson.value(jmh.rounds()));
            s.add("warmupIterations", RecordJson.value(jmh.warmupIterations()));
            s.add("warmupTime", RecordJson.value(jmh.warmupTime()));
            s.add("measurementIterations", RecordJson.value(jmh.measurementIterations()));
            s.add("measurementTime", RecordJson.value(jmh.measurementTime()));
            s.add("note", RecordJson.value(jmh.note()));
            o.add("jmh", s);
        }
        o.add("strategies", JvmRecord.strategiesJson(strategies));
        o.add("taskOrder", RecordJson.array(taskOrder));
        JsonArray f = new JsonArray();
        forks.forEach(fork -> f.add(fork.toJson()));
        o.add("forks", f);
        if (!resumed.isEmpty()) {
            o.add(
                    "resumed",
                    RecordJson.array(resumed.stream().map(Instant::toString).toList()));
        }
        if (race != null) {
            o.add("race", race.toJson());
        }
        return o;
    }

    public String toJsonText() {
        return new GsonBuilder()
                        .setPrettyPrinting()
                        .serializeNulls()
                        .disableHtmlEscaping()
                        .create()
                        .toJson(toJson())
                + "\n";
    }

    /** Writes {@code file} atomically: a reader sees the old record or the whole new one. */
    public void write(Path file) throws IOException {
        AtomicFiles.writeString(file, toJsonText());
    }

    private static PositionsFile positionsFile(RecordJson o) {
        if (o == null) {
            return null;
        }
        List<PerftRoot> perft = null;
        if (o.has("perft")) {
            perft = new ArrayList<>();
            for (RecordJson root : o.objects("perft")) {
                perft.add(new PerftRoot(
                        root.requiredString("fen"), requiredInteger(root, "depth"), requiredWhole(root, "nodes")));
            }
        }
        return new PositionsFile(
                o.string("file"), o.string("sha256"), o.integer("positions"), o.integer("games"), perft);
    }

    private static int requiredInteger(RecordJson o, String member) {
        Integer value = o.integer(member);
        if (value == null) {
            throw o.error(null, "missing \"" + member + "\"");
        }
        return value;
    }

    private static long requiredWhole(RecordJson o, String member) {
        Long value = o.whole(member);
        if (value == null) {
            throw o.error(null, "missing \"" + member + "\"");
        }
        return value;
    }
}
