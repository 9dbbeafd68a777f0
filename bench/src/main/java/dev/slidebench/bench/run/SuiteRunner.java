package dev.slidebench.bench.run;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;

/**
 * Runs a {@link RunPlan} fork by fork with JMH, keeping every finished fork whatever happens next.
 *
 * <p>The run directory holds {@code plan.json} (fixed at the start), {@code parts/} (one JMH JSON file
 * per finished fork, moved into place when JMH has written it), {@code run.json} (the typed
 * {@link RunRecord}) and {@code results.json} (all parts joined into one JMH JSON array). The
 * directory comes into existence complete: it is built under a temporary name and renamed. After
 * each fork {@code results.json} and then {@code run.json} are rewritten atomically from the same
 * join, so each fork record names its {@code rawData} row. A run killed at any moment, even with
 * {@code kill -9}, loses at most the fork in flight, and {@code --resume} runs exactly the tasks
 * whose part is missing or unreadable.
 */
public final class SuiteRunner implements AutoCloseable {

    public static final String PLAN = "plan.json";
    public static final String RUN = RunRecord.FILE_NAME;
    public static final String RESULTS = "results.json";
    public static final String PARTS = "parts";

    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .serializeNulls()
            .disableHtmlEscaping()
            .create();

    private final Path dir;
    private final RunPlan plan;
    private final PrintWriter out;
    private final FileLocks.Held dirLock;
    private final ResultsMerger merger = new ResultsMerger();
    private RunRecord record;

    private SuiteRunner(Path dir, RunPlan plan, RunRecord record, PrintWriter out, FileLocks.Held dirLock) {
        this.dir = dir;
        this.plan = plan;
        this.record = record;
        this.out = out;
        this.dirLock = dirLock;
    }

    /**
     * Starts a new run in {@code dir}, which must not exist or be an empty directory. Everything is
     * written into a sibling temporary directory first and renamed into place, so {@code dir} never
     * exists without its plan and record.
     */
    public static SuiteRunner create(Path dir, RunPlan plan, PrintWriter out) throws IOException {
        Path target = dir.toAbsolutePath().normalize();
        String prefix = "." + target.getFileName() + ".creating-";
        Path building = target.resolveSibling(prefix + ProcessHandle.current().pid());
        deleteTree(building);
        removeAbandoned(target.getParent(), prefix);
        Files.createDirectories(building.resolve(PARTS));
        AtomicFiles.writeString(building.resolve(PLAN), GSON.toJson(plan.toJson()) + "\n");
        RunRecord record = newRecord(plan, Instant.now());
        record.write(building.resolve(RUN));
        try {
            Files.move(building, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            deleteTree(building);
            throw e;
        }
        try {
            return new SuiteRunner(dir, plan, record, out, FileLocks.lockRunDirectory(dir));
        } catch (FileLocks.InUseException e) {
            throw new IllegalStateException("a run directory just created is locked by another process", e);
        }
    }

    /** The record of a run that has not run a fork yet. */
    static RunRecord newRecord(RunPlan plan, Instant created) {
        Profile profile = plan.profile();
        return new RunRecord(
                RunRecord.SCHEMA,
                Platform.slidebench(),
                created,
                new RunRecord.Plan(profile.id(), profile.rounds(), plan.seed(), RunPlan.ORDER, plan.positions()),
                Platform.describe(),
                new RunRecord.JmhSettings(
                        1,
                        profile.rounds(),
                        profile.warmupIterations(),
                        profile.warmupMillis() + " ms",
                        profile.measurementIterations(),
                        profile.measurementMillis() + " ms",
                        "each round runs every (benchmark, thread count, strategy, JVM) as one fork, in compact"
                                + " shuffled blocks (see plan.order); init forks are single-shot; Vector API (SIMD)"
                                + " strategies warm up for at least " + Warmup.VECTOR_API_MILLIS + " ms (each fork's"
                                + " warm-up is in forks[]); cpu.time from "
                                + CpuTimeProfiler.class.getName()),
                plan.jvms().stream()
                        .map(j -> j.withLaunch(j.path(), BenchmarkSettings.FORK_JVM_ARGS))
                        .toList(),
                plan.jvms().get(0).strategies(),
                plan.tasks().stream().map(RunPlan.Task::key).toList(),
                List.of(),
                List.of());
    }

    /**
     * Opens an earlier run to finish it: locks it, repairs a missing or unreadable {@code run.json} from
     * the plan, and sets aside parts that cannot be read (their forks run again).
     *
     * @throws IllegalArgumentException when {@code dir} is not a slidebench run directory or is in use
     */
    public static SuiteRunner resume(Path dir, PrintWriter out) throws IOException {
        Path planFile = dir.resolve(PLAN);
        if (!Files.isRegularFile(planFile)) {
            throw new IllegalArgumentException("--resume: '" + dir + "' is not a slidebench run (no " + PLAN + ")");
        }
        RunPlan plan;
        try {
            plan = RunPlan.fromJson(
                    planFile.toString(),
                    JsonParser.parseString(Files.readString(planFile)).getAsJsonObject());
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("--resume: '" + dir + "' is not a readable slidebench run: "
                    + planFile.getFileName() + ": " + oneLine(e.getMessage()));
        }
        FileLocks.Held lock;
        try {
            lock = FileLocks.lockRunDirectory(dir);
        } catch (FileLocks.InUseException e) {
            throw new IllegalArgumentException("--resume: " + e.getMessage());
        }
        try {
            Files.createDirectories(dir.resolve(PARTS));
            RunRecord record = readOrRepair(dir, plan, out);
            SuiteRunner runner = new SuiteRunner(dir, plan, record.withResumed(Instant.now()), out, lock);
            runner.loadParts();
            return runner;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    private static RunRecord readOrRepair(Path dir, RunPlan plan, PrintWriter out) throws IOException {
        Path file = dir.resolve(RUN);
        String why;
        if (Files.isRegularFile(file)) {
            try {
                return RunRecord.read(file);
            } catch (ReportInputException e) {
                Path aside = setAside(file);
                why = "unreadable (" + oneLine(e.getMessage()) + "; kept as " + aside.getFileName() + ")";
            }
        } else {
            why = "missing";
        }
        out.printf(
                "%s was %s: rebuilt from %s; forks already run keep their results, not their times%n", RUN, why, PLAN);
        out.flush();
        RunRecord record = newRecord(plan, null);
        record.write(file);
        return record;
    }

    private static String oneLine(String message) {
        return message == null
                ? "unknown error"
                : message.replaceAll("\\s+", " ").trim();
    }

    /** Renames {@code file} to {@code file.corrupt} (or {@code .corrupt-2}, …) and returns the new path. */
    private static Path setAside(Path file) throws IOException {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt");
        for (int n = 2; Files.exists(aside); n++) {
            aside = file.resolveSibling(file.getFileName() + ".corrupt-" + n);
        }
        Files.move(file, aside);
        return aside;
    }

    /** Reads every existing part once; unreadable ones are set aside and reported in one line. */
    private void loadParts() throws IOException {
        List<String> setAside = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            Path part = partFile(task);
            if (!Files.isRegularFile(part)) {
                continue;
            }
            try {
                merger.put(task.key(), PartFiles.read(part));
            } catch (PartFiles.CorruptPartException e) {
                Path aside = setAside(part);
                setAside.add(dir.relativize(part) + " (" + e.getMessage() + ", now " + aside.getFileName() + ")");
            }
        }
        if (!setAside.isEmpty()) {
            out.printf(
                    Locale.ROOT,
                    "set aside %d unreadable part%s, %s; %s again%n",
                    setAside.size(),
                    setAside.size() == 1 ? "" : "s",
                    String.join(", ", setAside),
                    setAside.size() == 1 ? "its fork runs" : "their forks run");
            out.flush();
        }
    }

    public RunPlan plan() {
        return plan;
    }

    public Path directory() {
        return dir;
    }

    public Path resultsFile() {
        return dir.resolve(RESULTS);
    }

    Path partFile(RunPlan.Task task) {
        return dir.resolve(PARTS).resolve(task.key() + ".json");
    }

    /** The tasks whose part is not there yet. */
    public List<RunPlan.Task> missing() {
        List<RunPlan.Task> missing = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            if (!merger.has(task.key())) {
                missing.add(task);
            }
        }
        return missing;
    }

    /**
     * Runs every missing task while holding JMH's machine-wide lock; returns the number of forks that
     * failed (they stay missing, for a later --resume).
     *
     * @throws FileLocks.StillLockedException when another JMH run kept its lock for longer than {@code wait}
     */
    public int runMissing(Duration wait) throws IOException, FileLocks.StillLockedException {
        cleanTemporaryFiles();
        List<RunPlan.Task> todo = missing();
        if (todo.isEmpty()) {
            return 0;
        }
        int total = plan.tasks().size();
        int done = total - todo.size();
        if (done > 0) {
            out.printf(Locale.ROOT, "resuming: %d of %d forks already done, %d to run%n", done, total, todo.size());
            out.flush();
        }
        if (Boolean.getBoolean(ForkRunner.JMH_IGNORE_LOCK)) {
            return runAll(todo, done, total); // the user told JMH to ignore its lock: so do we
        }
        try (FileLocks.Held jmhLock = FileLocks.awaitJmhLock(FileLocks.jmhLockFile(), wait, out)) {
            return runAll(todo, done, total);
        }
    }

    private int runAll(List<RunPlan.Task> todo, int done, int total) throws IOException {
        Instant start = Instant.now();
        Map<Workload, long[]> spent = new HashMap<>(); // per workload: {nanos, forks}
        int failures = 0;
        int round = -1;
        for (int i = 0; i < todo.size(); i++) {
            RunPlan.Task task = todo.get(i);
            if (task.round() != round) {
                round = task.round();
                warnIfBusy();
            }
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
            Double loadBefore = MachineLoad.loadAverage();
            MachineLoad.CpuTicks ticksBefore = MachineLoad.CpuTicks.now();
            Instant forkStart = Instant.now();
            String outcome;
            try {
                RunResult result = ForkRunner.run(plan, task, dir.resolve(PARTS), partFile(task));
                Instant forkEnd = Instant.now();
                MachineLoad.CpuTicks ticksAfter = MachineLoad.CpuTicks.now();
                JsonArray part = PartFiles.read(partFile(task));
                merger.put(task.key(), part);
                Double contention = ForkContention.of(part.get(0).getAsJsonObject());
                record = record.withFork(forkRecord(
                        task,
                        forkStart,
                        forkEnd,
                        loadBefore,
                        MachineLoad.loadAverage(),
                        ticksAfter == null ? null : ticksAfter.stealSince(ticksBefore),
                        contention,
                        null,
                        result.getParams().getThreads()));
                writeResults();
                outcome = String.format(
                        Locale.ROOT,
                        "%10.3f %-8s%s",
                        result.getPrimaryResult().getScore(),
                        result.getPrimaryResult().getScoreUnit(),
                        contention == null ? "" : String.format(Locale.ROOT, " x%.2f", contention));
            } catch (ForkRunner.ForkFailedException | PartFiles.CorruptPartException e) {
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

    /** Says once per round when the machine is busier than it has cores: its forks will wait for CPU. */
    private void warnIfBusy() {
        Double load = MachineLoad.loadAverage();
        int cores = Runtime.getRuntime().availableProcessors();
        if (load != null && load > cores) {
            out.printf(Locale.ROOT, "machine busy: load %.1f on %d cores%n", load, cores);
            out.flush();
        }
    }

    /**
     * The time the {@code remaining} forks should take: each at the mean of its workload's forks so far
     * ({@code spent}: per workload {nanos, forks}), a workload not seen yet at the mean of all, 2 s
     * before any fork ran. Package-private for its test.
     */
    static Duration eta(List<RunPlan.Task> remaining, Map<Workload, long[]> spent) {
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

    /** {@code m:ss} below an hour, {@code h:mm:ss} from one. Package-private for its test. */
    static String clock(Duration d) {
        long s = d.toSeconds();
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /**
     * Writes results.json from the parts read so far, then run.json with every fork's row in it. A kill
     * between the two leaves run.json one fork behind (that fork has no record yet); the next resume
     * writes both again.
     */
    public void writeResults() throws IOException {
        ResultsMerger.Merged merged =
                merger.merge(plan.tasks().stream().map(RunPlan.Task::key).toList());
        AtomicFiles.writeString(resultsFile(), GSON.toJson(merged.results()) + "\n");
        Map<String, ForkRecord> byKey = new LinkedHashMap<>();
        for (ForkRecord f : record.forks()) {
            byKey.put(f.key(), f.withRow(merged.rowOf().get(f.key())));
        }
        // a part without a record (record lost to a kill, or rebuilt): its identity is known, its times are not
        for (RunPlan.Task task : plan.tasks()) {
            if (merged.rowOf().containsKey(task.key()) && !byKey.containsKey(task.key())) {
                byKey.put(
                        task.key(),
                        forkRecord(
                                task,
                                null,
                                null,
                                null,
                                null,
                                null,
                                null,
                                merged.rowOf().get(task.key()),
                                task.threads()));
            }
        }
        record = record.withForks(new ArrayList<>(byKey.values()));
        record.write(dir.resolve(RUN));
    }

    /** The record of {@code task}'s fork: its identity and warm-up from the plan, the rest as measured. */
    private ForkRecord forkRecord(
            RunPlan.Task task,
            Instant start,
            Instant end,
            Double loadBefore,
            Double loadAfter,
            Double steal,
            Double contention,
            Integer row,
            Integer threads) {
        Warmup warmup = Warmup.of(plan, task);
        return new ForkRecord(
                task.key(),
                task.round(),
                task.workload().id(),
                task.benchmark(),
                Map.of(BenchmarkSettings.STRATEGY_PARAM, task.strategy()),
                plan.javaOf(task.jvm()),
                task.jvm(),
                start,
                end,
                loadBefore,
                loadAfter,
                steal,
                contention,
                row,
                threads,
                warmup == null ? null : warmup.iterations(),
                warmup == null ? null : warmup.time());
    }

    private void cleanTemporaryFiles() throws IOException {
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir.resolve(PARTS), ".*.tmp")) {
            for (Path p : stream) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * Removes what a run killed before its rename left behind: {@code .NAME.creating-PID} directories
     * of this target whose process is gone (a live one is another run being created: left alone).
     */
    private static void removeAbandoned(Path parent, String prefix) throws IOException {
        if (parent == null || !Files.isDirectory(parent)) {
            return;
        }
        List<Path> abandoned = new ArrayList<>();
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(parent, prefix + "*")) {
            for (Path sibling : siblings) {
                String pid = sibling.getFileName().toString().substring(prefix.length());
                boolean alive = pid.matches("\\d{1,18}")
                        && ProcessHandle.of(Long.parseLong(pid))
                                .map(ProcessHandle::isAlive)
                                .orElse(false);
                if (!alive) {
                    abandoned.add(sibling);
                }
            }
        }
        for (Path sibling : abandoned) {
            deleteTree(sibling);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (var walk = Files.walk(root)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Releases the run directory. */
    @Override
    public void close() throws IOException {
        dirLock.close();
    }
}
