package dev.slidebench.bench.run;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs a {@link RunPlan} fork by fork with JMH, keeping every finished fork whatever happens next.
 *
 * <p>The run directory holds {@code plan.json} (fixed at the start), {@code parts/} (one JMH JSON file
 * per finished fork, each moved into place atomically when JMH has written it), {@code run.json}
 * (platform, JVMs, settings, strategy metadata and when each fork ran; rewritten atomically after
 * each fork) and {@code results.json} (all parts merged into one JMH JSON array; rewritten atomically
 * after each fork). A run killed at any moment, even with {@code kill -9}, loses at most the fork in
 * flight, and {@code --resume} runs exactly the tasks whose part is missing.
 */
public final class SuiteRunner {

    public static final String PLAN = "plan.json";
    public static final String RUN = "run.json";
    public static final String RESULTS = "results.json";
    public static final String PARTS = "parts";
    /** JVM options of every fork, recorded in run.json. */
    /** The Vector API strategies need the incubator module; without it they measure their scalar fallback. */
    public static final List<String> FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g", "--add-modules=jdk.incubator.vector");

    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .serializeNulls()
            .disableHtmlEscaping()
            .create();

    private final Path dir;
    private final RunPlan plan;
    private final JsonObject run;
    private final PrintWriter out;

    private SuiteRunner(Path dir, RunPlan plan, JsonObject run, PrintWriter out) {
        this.dir = dir;
        this.plan = plan;
        this.run = run;
        this.out = out;
    }

    /** Starts a new run in {@code dir} (created; must not already hold a plan). */
    public static SuiteRunner create(Path dir, RunPlan plan, PrintWriter out) throws IOException {
        Files.createDirectories(dir.resolve(PARTS));
        AtomicFiles.writeString(dir.resolve(PLAN), GSON.toJson(plan.toJson()));
        JsonObject run = new JsonObject();
        run.add("slidebench", Platform.slidebench());
        run.addProperty("created", Instant.now().toString());
        run.addProperty("profile", plan.profile().id());
        run.addProperty("seed", plan.seed());
        run.add("platform", Platform.describe());
        JsonArray jvms = new JsonArray();
        for (JsonElement j : plan.jvms()) {
            JsonObject probe = j.getAsJsonObject();
            JsonObject jvm = new JsonObject();
            jvm.addProperty("path", probe.get("path").getAsString());
            jvm.addProperty("vendor", probe.get("vendor").getAsString());
            jvm.addProperty("version", probe.get("version").getAsString());
            jvm.addProperty("vmName", probe.get("vmName").getAsString());
            JsonArray args = new JsonArray();
            FORK_JVM_ARGS.forEach(args::add);
            jvm.add("args", args);
            jvm.add("strategies", probe.get("strategies"));
            jvms.add(jvm);
        }
        run.add("jvms", jvms);
        JsonObject jmh = new JsonObject();
        jmh.addProperty("forks", 1);
        jmh.addProperty("rounds", plan.profile().rounds());
        jmh.addProperty("warmupIterations", plan.profile().warmupIterations());
        jmh.addProperty("warmupTime", plan.profile().warmupMillis() + " ms");
        jmh.addProperty("measurementIterations", plan.profile().measurementIterations());
        jmh.addProperty("measurementTime", plan.profile().measurementMillis() + " ms");
        jmh.addProperty(
                "note",
                "each round runs every (benchmark, strategy, JVM) as one fork, in a shuffled order (seed + round); init forks are single-shot");
        run.add("jmh", jmh);
        // Strategy metadata as the first JVM sees it; each JVM's own view is under jvms[i].strategies.
        run.add("strategies", plan.jvms().get(0).getAsJsonObject().get("strategies"));
        JsonArray order = new JsonArray();
        plan.tasks().forEach(t -> order.add(t.key()));
        run.add("taskOrder", order);
        run.add("forks", new JsonArray());
        SuiteRunner runner = new SuiteRunner(dir, plan, run, out);
        runner.saveRun();
        return runner;
    }

    /**
     * Opens an earlier run to finish it.
     *
     * @throws IllegalArgumentException when {@code dir} is not a slidebench run directory
     */
    public static SuiteRunner resume(Path dir, PrintWriter out) throws IOException {
        Path planFile = dir.resolve(PLAN);
        if (!Files.isRegularFile(planFile)) {
            throw new IllegalArgumentException("--resume: '" + dir + "' is not a slidebench run (no " + PLAN + ")");
        }
        RunPlan plan;
        JsonObject run;
        try {
            plan = RunPlan.fromJson(
                    JsonParser.parseString(Files.readString(planFile)).getAsJsonObject());
            run = JsonParser.parseString(Files.readString(dir.resolve(RUN))).getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(
                    "--resume: '" + dir + "' is not a readable slidebench run: " + e.getMessage());
        }
        Files.createDirectories(dir.resolve(PARTS));
        JsonArray resumed = run.has("resumed") ? run.getAsJsonArray("resumed") : new JsonArray();
        resumed.add(Instant.now().toString());
        run.add("resumed", resumed);
        return new SuiteRunner(dir, plan, run, out);
    }

    public RunPlan plan() {
        return plan;
    }

    public Path resultsFile() {
        return dir.resolve(RESULTS);
    }

    Path partFile(RunPlan.Task task) {
        return dir.resolve(PARTS).resolve(task.key() + ".json");
    }

    /** The tasks whose part file is not there yet. */
    public List<RunPlan.Task> missing() {
        List<RunPlan.Task> missing = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            if (!Files.isRegularFile(partFile(task))) {
                missing.add(task);
            }
        }
        return missing;
    }

    /** Runs every missing task; returns the number of forks that failed (they stay missing, for a later --resume). */
    public int runMissing() throws IOException {
        cleanTemporaryFiles();
        List<RunPlan.Task> todo = missing();
        int total = plan.tasks().size();
        int done = total - todo.size();
        if (done > 0) {
            out.printf(Locale.ROOT, "resuming: %d of %d forks already done, %d to run%n", done, total, todo.size());
        }
        Instant start = Instant.now();
        Map<Workload, long[]> spent = new HashMap<>(); // per workload: {nanos, forks}
        int failures = 0;
        for (int i = 0; i < todo.size(); i++) {
            RunPlan.Task task = todo.get(i);
            out.printf(
                    Locale.ROOT,
                    "[%3d/%d] %-22s %-22s round %d/%d  %-10s ",
                    done + i + 1,
                    total,
                    task.label(),
                    task.strategy(),
                    task.round() + 1,
                    plan.profile().rounds(),
                    plan.jvmLabel(task.jvm()));
            out.flush();
            Instant forkStart = Instant.now();
            String outcome;
            try {
                RunResult result = runFork(task);
                Instant forkEnd = Instant.now();
                recordFork(task, forkStart, forkEnd);
                AtomicFiles.writeString(resultsFile(), GSON.toJson(ResultsMerger.merge(partFiles())));
                outcome = String.format(
                        Locale.ROOT,
                        "%10.3f %-8s",
                        result.getPrimaryResult().getScore(),
                        result.getPrimaryResult().getScoreUnit());
            } catch (ForkFailedException e) {
                failures++;
                outcome = "FAILED: " + e.getMessage();
            }
            long nanos = Duration.between(forkStart, Instant.now()).toNanos();
            long[] w = spent.computeIfAbsent(task.workload(), k -> new long[2]);
            w[0] += nanos;
            w[1]++;
            Duration elapsed = Duration.between(start, Instant.now());
            out.printf(
                    Locale.ROOT,
                    "%s %5.1f s  elapsed %s  ETA %s%n",
                    outcome,
                    nanos / 1e9,
                    clock(elapsed),
                    clock(eta(todo.subList(i + 1, todo.size()), spent)));
            out.flush();
        }
        return failures;
    }

    private static Duration eta(List<RunPlan.Task> remaining, Map<Workload, long[]> spent) {
        long allNanos = spent.values().stream().mapToLong(w -> w[0]).sum();
        long allForks = spent.values().stream().mapToLong(w -> w[1]).sum();
        double fallback = allForks == 0 ? 2e9 : (double) allNanos / allForks;
        double nanos = 0;
        for (RunPlan.Task t : remaining) {
            long[] w = spent.get(t.workload());
            nanos += w == null ? fallback : (double) w[0] / w[1];
        }
        return Duration.ofNanos((long) nanos);
    }

    private static String clock(Duration d) {
        long s = d.toSeconds();
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** A fork JMH could not run; the message is the most useful line JMH printed. */
    static final class ForkFailedException extends Exception {
        private static final long serialVersionUID = 1L;

        ForkFailedException(String message) {
            super(message);
        }
    }

    private RunResult runFork(RunPlan.Task task) throws IOException, ForkFailedException {
        Path temp = Files.createTempFile(dir.resolve(PARTS), "." + task.key() + ".", ".tmp");
        ByteArrayOutputStream jmhLog = new ByteArrayOutputStream();
        try {
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include("^" + Pattern.quote(task.benchmark()) + "$")
                    .param("strategy", task.strategy())
                    .forks(1)
                    .jvm(plan.javaOf(task.jvm()))
                    .jvmArgsAppend(FORK_JVM_ARGS.toArray(new String[0]))
                    .shouldFailOnError(true)
                    .resultFormat(ResultFormatType.JSON)
                    .result(temp.toString());
            if (!task.workload().isSingleShot()) {
                options.warmupIterations(plan.profile().warmupIterations())
                        .warmupTime(TimeValue.milliseconds(plan.profile().warmupMillis()))
                        .measurementIterations(plan.profile().measurementIterations())
                        .measurementTime(TimeValue.milliseconds(plan.profile().measurementMillis()));
            }
            PrintStream log = new PrintStream(jmhLog, true, StandardCharsets.UTF_8);
            java.util.Collection<RunResult> results;
            try {
                results = new Runner(options.build(), OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL))
                        .run();
            } catch (RunnerException e) {
                throw new ForkFailedException(firstUsefulLine(e.getMessage(), jmhLog));
            }
            if (results.isEmpty() || Files.size(temp) == 0) {
                throw new ForkFailedException(firstUsefulLine("no result", jmhLog));
            }
            AtomicFiles.move(temp, partFile(task));
            return results.iterator().next();
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static String firstUsefulLine(String fallback, ByteArrayOutputStream jmhLog) {
        String log = jmhLog.toString(StandardCharsets.UTF_8);
        for (String line : log.split("\n")) {
            String l = line.trim();
            if (l.startsWith("<failure>") || l.contains("Exception") || l.contains("Error:")) {
                return l.replace("<failure>", "").trim();
            }
        }
        return fallback == null ? "JMH failed" : fallback;
    }

    private void recordFork(RunPlan.Task task, Instant start, Instant end) throws IOException {
        JsonObject fork = new JsonObject();
        fork.addProperty("key", task.key());
        fork.addProperty("benchmark", task.benchmark());
        JsonObject params = new JsonObject();
        params.addProperty("strategy", task.strategy());
        fork.add("params", params);
        fork.addProperty("jvm", plan.javaOf(task.jvm()));
        fork.addProperty("round", task.round());
        fork.addProperty("start", start.toString());
        fork.addProperty("end", end.toString());
        JsonArray forks = run.getAsJsonArray("forks");
        for (int i = forks.size() - 1; i >= 0; i--) {
            if (forks.get(i).getAsJsonObject().get("key").getAsString().equals(task.key())) {
                forks.remove(i); // re-run after a lost part: keep only the fork whose result we have
            }
        }
        forks.add(fork);
        saveRun();
    }

    private void saveRun() throws IOException {
        AtomicFiles.writeString(dir.resolve(RUN), GSON.toJson(run));
    }

    /** Part files in plan order, so that merged raw data lists forks round by round. */
    List<Path> partFiles() {
        List<Path> parts = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            Path p = partFile(task);
            if (Files.isRegularFile(p)) {
                parts.add(p);
            }
        }
        return parts;
    }

    /** Writes results.json from whatever parts exist (also used when nothing was left to run). */
    public void writeResults() throws IOException {
        AtomicFiles.writeString(resultsFile(), GSON.toJson(ResultsMerger.merge(partFiles())));
    }

    private void cleanTemporaryFiles() throws IOException {
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir.resolve(PARTS), ".*.tmp")) {
            for (Path p : stream) {
                Files.deleteIfExists(p);
            }
        }
    }
}
