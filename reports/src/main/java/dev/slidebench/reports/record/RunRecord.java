package dev.slidebench.reports.record;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
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

    /** The build: {@code version} from the jar manifest ({@code dev} outside a jar), {@code commit} from git. */
    public record Tool(String version, String commit) {
        static Tool read(RecordJson o) {
            return new Tool(o.string("version"), o.string("commit"));
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.add("version", RecordJson.value(version));
            o.add("commit", RecordJson.value(commit));
            return o;
        }
    }

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

        /** The record's {@code plan}; schema 1 kept its facts at the top level and the rounds with {@code jmh}. */
        static Plan read(RecordJson root, JmhSettings jmh) {
            RecordJson o = root.object("plan");
            if (o == null) {
                return new Plan(
                        root.string("profile"),
                        jmh == null ? null : jmh.rounds(),
                        root.whole("seed"),
                        jmh == null ? null : jmh.note());
            }
            return new Plan(
                    o.string("profile"),
                    o.integer("rounds"),
                    o.whole("seed"),
                    o.string("order"),
                    o.object("positions", PositionsFile::read));
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.add("profile", RecordJson.value(profile));
            o.add("rounds", RecordJson.value(rounds));
            o.add("seed", RecordJson.value(seed));
            o.add("order", RecordJson.value(order));
            if (positions != null) {
                o.add("positions", positions.toJson());
            }
            return o;
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

        static PositionsFile read(RecordJson o) {
            List<PerftRoot> perft = o.has("perft")
                    ? o.objects("perft").stream().map(PerftRoot::read).toList()
                    : null;
            return new PositionsFile(
                    o.string("file"), o.string("sha256"), o.integer("positions"), o.integer("games"), perft);
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.add("file", RecordJson.value(file));
            o.add("sha256", RecordJson.value(sha256));
            o.add("positions", RecordJson.value(positions));
            o.add("games", RecordJson.value(games));
            if (perft != null) {
                JsonArray roots = new JsonArray();
                perft.forEach(root -> roots.add(root.toJson()));
                o.add("perft", roots);
            }
            return o;
        }
    }

    /** One perft root of a positions file: its FEN, the depth counted and the reference's leaf count there. */
    public record PerftRoot(String fen, int depth, long nodes) {
        static PerftRoot read(RecordJson o) {
            return new PerftRoot(o.requiredString("fen"), o.requiredInteger("depth"), o.requiredWhole("nodes"));
        }

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

        static Platform read(RecordJson o) {
            List<String> flags = o.has("cpuFlags") ? o.strings("cpuFlags") : null;
            return new Platform(
                    o.string("cpuModel"),
                    o.integer("cores"),
                    flags,
                    o.string("os"),
                    flag(o, "bmi2", flags),
                    flag(o, "avx2", flags));
        }

        /** The recorded flag; for schema 1, whether the recorded flag list (which always looked for it) has it. */
        private static Boolean flag(RecordJson platform, String name, List<String> flags) {
            Boolean recorded = platform.bool(name);
            if (recorded != null) {
                return recorded;
            }
            return flags == null ? null : flags.contains(name);
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.add("cpuModel", RecordJson.value(cpuModel));
            o.add("cores", RecordJson.value(cores));
            if (cpuFlags != null) {
                o.add("cpuFlags", RecordJson.array(cpuFlags));
            }
            o.add("os", RecordJson.value(os));
            o.add("bmi2", RecordJson.value(bmi2));
            o.add("avx2", RecordJson.value(avx2));
            return o;
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
            String note) {

        static JmhSettings read(RecordJson o) {
            return new JmhSettings(
                    o.integer("forks"),
                    o.integer("rounds"),
                    o.integer("warmupIterations"),
                    o.string("warmupTime"),
                    o.integer("measurementIterations"),
                    o.string("measurementTime"),
                    o.string("note"));
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.add("forks", RecordJson.value(forks));
            o.add("rounds", RecordJson.value(rounds));
            o.add("warmupIterations", RecordJson.value(warmupIterations));
            o.add("warmupTime", RecordJson.value(warmupTime));
            o.add("measurementIterations", RecordJson.value(measurementIterations));
            o.add("measurementTime", RecordJson.value(measurementTime));
            o.add("note", RecordJson.value(note));
            return o;
        }
    }

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
        return RunRecordJson.read(RecordJson.read(file, FILE_NAME));
    }

    /** Reads a record from text; {@code source} names it in errors. */
    public static RunRecord parse(String source, String json) {
        return RunRecordJson.read(RecordJson.parse(source, json));
    }

    /** The JSON object, with every schema-1 field kept in place for older readers. */
    public JsonObject toJson() {
        return RunRecordJson.write(this);
    }

    /** {@link #toJson} as run.json holds it: pretty-printed, nulls written, a final newline. */
    public String toJsonText() {
        return RunRecordJson.text(toJson());
    }

    /** Writes {@code file} atomically: a reader sees the old record or the whole new one. */
    public void write(Path file) throws IOException {
        AtomicFiles.writeString(file, toJsonText());
    }
}
