package dev.slidebench.bench.run;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
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
import java.util.Optional;
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

    public static final String PLAN = RunPlan.FILE_NAME;
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
     * written into a sibling temporary directory first, locked, and renamed into place, so {@code dir}
     * never exists without its plan and record, nor unlocked before this process owns it.
     *
     * @throws IllegalArgumentException when {@code dir} cannot take the run (see {@link RunTarget}), for
     *     example because another run took it meanwhile
     */
    public static SuiteRunner create(Path dir, RunPlan plan, PrintWriter out) throws IOException {
        Path target = dir.toAbsolutePath().normalize();
        String prefix = "." + target.getFileName() + ".creating-";
        Path building = target.resolveSibling(prefix + ProcessHandle.current().pid());
        Leftovers.deleteTree(building);
        Leftovers.removeAbandoned(target.getParent(), prefix);
        FileLocks.Held lock = null;
        try {
            Files.createDirectories(building.resolve(PARTS));
            AtomicFiles.writeString(building.resolve(PLAN), GSON.toJson(plan.toJson()) + "\n");
            RunRecord record = newRecord(plan, Instant.now());
            record.write(building.resolve(RUN));
            // a lock is on the file, which the rename keeps: no one can resume the run before this process owns it
            lock = FileLocks.lockRunDirectory(building);
            moveIntoPlace(building, target, dir);
            return new SuiteRunner(dir, plan, record, out, lock);
        } catch (FileLocks.InUseException e) {
            Leftovers.deleteTree(building);
            throw new IllegalStateException("a run directory being built is locked by another process", e);
        } catch (IOException | RuntimeException e) {
            if (lock != null) {
                lock.close();
            }
            Leftovers.deleteTree(building);
            if (e instanceof FileSystemException f) {
                throw underTargetName(f, building, target);
            }
            throw e;
        }
    }

    /** {@code e} naming its file under {@code target}, the name the user knows, instead of the temporary one. */
    private static FileSystemException underTargetName(FileSystemException e, Path building, Path target) {
        String file = e.getFile();
        if (file == null || !file.startsWith(building.toString())) {
            return e;
        }
        FileSystemException renamed = new FileSystemException(
                target + file.substring(building.toString().length()), null, e.getReason());
        renamed.initCause(e);
        return renamed;
    }

    private static void moveIntoPlace(Path building, Path target, Path shown) throws IOException {
        try {
            Files.move(building, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Optional<String> taken = RunTarget.refusal(shown);
            if (taken.isPresent()) {
                throw new IllegalArgumentException(taken.get(), e);
            }
            throw e;
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
                        Warmup.JMH_ITERATIONS,
                        profile.warmupMillis() + " ms",
                        profile.measurementIterations(),
                        profile.measurementMillis() + " ms",
                        "each round runs every (benchmark, thread count, strategy, JVM) as one fork, in compact"
                                + " shuffled blocks (see plan.order); init forks are single-shot; the others warm up"
                                + " until steady in their setup, then one JMH warm-up iteration (each fork's"
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
     * Opens an earlier run to finish it: locks it and repairs what stops it from going on
     * ({@link RunRepair}: a missing or unreadable {@code run.json}, unusable parts, files where directories
     * belong); the forks whose part was set aside run again.
     *
     * @throws IllegalArgumentException when {@code dir} is not a slidebench run directory or is in use
     */
    public static SuiteRunner resume(Path dir, PrintWriter out) throws IOException {
        RunPlan plan = RunPlan.readFrom(dir);
        FileLocks.Held lock;
        try {
            RunRepair.freeLockFile(dir, out);
            lock = FileLocks.lockRunDirectory(dir);
        } catch (FileLocks.InUseException e) {
            throw new IllegalArgumentException("--resume: " + e.getMessage());
        }
        try {
            RunRepair repair = new RunRepair(dir, plan, out);
            SuiteRunner runner = new SuiteRunner(dir, plan, repair.record().withResumed(Instant.now()), out, lock);
            repair.loadParts(runner.merger);
            return runner;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
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
        return partFile(dir, task);
    }

    static Path partFile(Path dir, RunPlan.Task task) {
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
     * @throws FileLocks.JmhLockException when another JMH run kept its lock for longer than {@code wait}
     */
    @SuppressWarnings("try") // the JMH lock is held for the block, never read
    public int runMissing(Duration wait) throws IOException, FileLocks.JmhLockException {
        Leftovers.removeTemporaryParts(dir.resolve(PARTS));
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
                JsonArray part = PartFiles.read(partFile(task), plan, task);
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
                                result.getParams().getThreads())
                        .withSteadyWarmup(ForkWarmup.of(part.get(0).getAsJsonObject())));
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
            } catch (IOException e) {
                out.println("stopped: a file could not be written"); // ends the line; the caller says which
                out.flush();
                throw e;
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
                warmup == null ? null : warmup.time(),
                null);
    }

    /** Releases the run directory. */
    @Override
    public void close() throws IOException {
        dirLock.close();
    }
}
