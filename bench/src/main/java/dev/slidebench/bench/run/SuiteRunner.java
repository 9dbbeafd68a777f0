package dev.slidebench.bench.run;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RaceRecord;
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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
    private final Racing racing;
    private RunRecord record;
    private Duration budget;
    private boolean budgetSpent;
    private Forker forker = JMH;

    private SuiteRunner(Path dir, RunPlan plan, RunRecord record, PrintWriter out, FileLocks.Held dirLock) {
        this.dir = dir;
        this.plan = plan;
        this.record = record;
        this.out = out;
        this.dirLock = dirLock;
        this.racing = plan.race() == null ? null : new Racing(plan);
        this.budget = plan.budget();
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
                        Math.max(1, profile.warmupMillis() / Warmup.JMH_ITERATIONS) + " ms",
                        profile.measurementIterations(),
                        profile.measurementMillis() + " ms",
                        "each round runs every (benchmark, thread count, strategy, JVM) as one fork, in compact"
                                + " shuffled blocks (see plan.order); init forks are single-shot; the others warm up"
                                + " until steady in their setup, then " + Warmup.JMH_ITERATIONS
                                + " JMH warm-up iterations (each fork's"
                                + " warm-up is in forks[]); cpu.time from "
                                + CpuTimeProfiler.class.getName()
                                + (plan.race() == null
                                        ? ""
                                        : "; raced: from round " + plan.race().firstLook() + " on, only the strategies"
                                                + " still in the race of their table run (see race)")),
                plan.jvms().stream()
                        .map(j -> j.withLaunch(j.path(), BenchmarkSettings.FORK_JVM_ARGS))
                        .toList(),
                plan.jvms().get(0).strategies(),
                plan.tasks().stream().map(RunPlan.Task::key).toList(),
                List.of(),
                List.of(),
                null);
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
            runner.replayLooks();
            return runner;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /**
     * A resumed raced run takes again the looks its parts show were taken (every look before the last round
     * that has a part), from the same parts, so it skips what the interrupted run skipped.
     */
    private void replayLooks() throws IOException {
        int lastStarted = -1;
        for (RunPlan.Task task : plan.tasks()) {
            if (merger.has(task.key())) {
                lastStarted = Math.max(lastStarted, task.round());
            }
        }
        if (racing != null && lastStarted >= racing.settings().firstLook()) {
            out.println("the race so far, from the parts:");
            lookBefore(lastStarted);
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

    /**
     * The tasks whose part is not there yet and that the race still wants (every such task when the plan
     * is not raced): a task the race skips (its strategy left its table's race, or the table is decided)
     * is not missing.
     */
    public List<RunPlan.Task> missing() {
        List<RunPlan.Task> missing = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            if (!merger.has(task.key()) && (racing == null || !racing.skips(task))) {
                missing.add(task);
            }
        }
        return missing;
    }

    /** Whether the last {@link #runMissing} stopped because the next fork would have passed the budget. */
    public boolean budgetSpent() {
        return budgetSpent;
    }

    /** The fork time this sitting may spend (null: no limit); a resumed run gets a fresh one. */
    public Duration budget() {
        return budget;
    }

    /** Sets the fork time this sitting may spend ({@code run --resume DIR --budget D}). */
    public void budget(Duration newBudget) {
        this.budget = newBudget;
    }

    /** Runs each fork with {@code stand-in} instead of JMH (the runner's tests). */
    void forkWith(Forker standIn) {
        this.forker = standIn;
    }

    /**
     * Runs every missing task while holding JMH's machine-wide lock, round by round; in a raced plan it
     * takes the race's looks between rounds and skips what the race no longer wants, and it stops before a
     * fork that would pass the budget. Returns the number of forks that failed (they stay missing, for a
     * later --resume).
     *
     * @throws FileLocks.JmhLockException when another JMH run kept its lock for longer than {@code wait}
     */
    @SuppressWarnings("try") // the JMH lock is held for the block, never read
    public int runMissing(Duration wait) throws IOException, FileLocks.JmhLockException {
        Leftovers.removeTemporaryParts(dir.resolve(PARTS));
        budgetSpent = false;
        List<RunPlan.Task> todo = missing();
        if (todo.isEmpty()) {
            if (racing != null && !racing.allStopped()) {
                // every fork is in (a run killed after its last fork): the looks it had left to take
                lookBefore(lastRound() + 1);
                return finishRace(0);
            }
            return 0;
        }
        int done = (int) plan.tasks().stream().filter(t -> merger.has(t.key())).count();
        if (done > 0) {
            out.printf(
                    Locale.ROOT,
                    "resuming: %d of %d forks already done, %d to run%n",
                    done,
                    done + todo.size(),
                    todo.size());
            out.flush();
        }
        if (Boolean.getBoolean(ForkRunner.JMH_IGNORE_LOCK)) {
            return runAll(done); // the user told JMH to ignore its lock: so do we
        }
        try (FileLocks.Held jmhLock = FileLocks.awaitJmhLock(FileLocks.jmhLockFile(), wait, out)) {
            return runAll(done);
        }
    }

    private int runAll(int done) throws IOException {
        Instant start = Instant.now();
        Map<Workload, long[]> spent = new HashMap<>(); // per workload: {nanos, forks}
        Set<String> attempted = new HashSet<>();
        long forkNanos = 0;
        int failures = 0;
        int lastRound =
                plan.tasks().stream().mapToInt(RunPlan.Task::round).max().orElse(-1);
        for (int round = 0; round <= lastRound; round++) {
            lookBefore(round);
            if (racing != null && racing.allStopped()) {
                break;
            }
            final int thisRound = round;
            List<RunPlan.Task> todo =
                    missing().stream().filter(t -> t.round() == thisRound).toList();
            if (!todo.isEmpty()) {
                warnIfBusy();
            }
            for (RunPlan.Task task : todo) {
                long expected = eta(List.of(task), spent).toNanos();
                if (budget != null && forkNanos + expected > budget.toNanos()) {
                    budgetSpent = true;
                    out.printf(
                            Locale.ROOT,
                            "budget spent: %s of forks run, the next would take about %.1f s more than the %s"
                                    + " budget allows%n",
                            clock(Duration.ofNanos(forkNanos)),
                            (forkNanos + expected - budget.toNanos()) / 1e9,
                            Durations.format(budget));
                    if (racing != null) {
                        racing.stopAll(RaceRecord.BUDGET);
                    }
                    return finishRace(failures);
                }
                List<RunPlan.Task> after = missing().stream()
                        .filter(t -> !attempted.contains(t.key()) && !t.key().equals(task.key()))
                        .toList();
                attempted.add(task.key());
                out.printf(
                        Locale.ROOT,
                        "[%3d/%d] %-22s %-22s round %d/%d  %-10s ",
                        done + attempted.size(),
                        done + attempted.size() + after.size(),
                        task.label(),
                        task.strategy(),
                        task.round() + 1,
                        plan.profile().rounds(),
                        plan.jvmLabel(task.jvm()));
                out.flush();
                long nanos = System.nanoTime();
                String outcome;
                try {
                    outcome = runFork(task);
                } catch (ForkRunner.ForkFailedException | PartFiles.CorruptPartException e) {
                    failures++;
                    outcome = "FAILED: " + e.getMessage();
                } catch (IOException e) {
                    out.println("stopped: a file could not be written"); // ends the line; the caller says which
                    out.flush();
                    throw e;
                }
                nanos = System.nanoTime() - nanos;
                forkNanos += nanos;
                long[] w = spent.computeIfAbsent(task.workload(), k -> new long[2]);
                w[0] += nanos;
                w[1]++;
                out.printf(
                        Locale.ROOT,
                        "%s %5.1f s  elapsed %s  ETA %s%n",
                        outcome,
                        nanos / 1e9,
                        clock(Duration.between(start, Instant.now())),
                        clock(eta(after, spent)));
                out.flush();
            }
        }
        lookBefore(lastRound + 1);
        return finishRace(failures);
    }

    private int lastRound() {
        return plan.tasks().stream().mapToInt(RunPlan.Task::round).max().orElse(-1);
    }

    /** Runs one fork and records it; returns what its progress line says of it. */
    private String runFork(RunPlan.Task task)
            throws IOException, ForkRunner.ForkFailedException, PartFiles.CorruptPartException {
        Double loadBefore = MachineLoad.loadAverage();
        MachineLoad.CpuTicks ticksBefore = MachineLoad.CpuTicks.now();
        Instant forkStart = Instant.now();
        Outcome result = forker.run(plan, task, dir.resolve(PARTS), partFile(task));
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
                        result.threads())
                .withSteadyWarmup(ForkWarmup.of(part.get(0).getAsJsonObject())));
        writeResults();
        return String.format(
                Locale.ROOT,
                "%10.3f %-8s%s",
                result.score(),
                result.unit(),
                contention == null ? "" : String.format(Locale.ROOT, " x%.2f", contention));
    }

    /**
     * Takes, in a raced plan, every look due before {@code round} starts (after rounds {@code firstLook …
     * round} are complete) that was not taken yet, saying each.
     */
    private void lookBefore(int round) throws IOException {
        if (racing == null) {
            return;
        }
        int last = Math.min(round, racing.settings().maxRounds());
        for (int rounds = racing.looksThrough() + 1; rounds <= last && !racing.allStopped(); rounds++) {
            writeResults(); // the look reads the parts as the report will, from results.json and run.json
            for (String line : racing.look(rounds, resultsFile())) {
                out.println(line);
            }
            out.flush();
            writeResults();
        }
    }

    /** In a raced plan, says per table why its race ended and records it; returns {@code failures}. */
    private int finishRace(int failures) throws IOException {
        if (racing != null) {
            racing.stopLines().forEach(out::println);
            out.flush();
            writeResults();
        }
        return failures;
    }

    /** What a finished fork's progress line shows: its primary score and unit, and its thread count. */
    record Outcome(double score, String unit, int threads) {}

    /** Runs one fork of a task and leaves its part in place: JMH ({@link ForkRunner}), or a test's stand-in. */
    interface Forker {
        Outcome run(RunPlan plan, RunPlan.Task task, Path partsDir, Path part)
                throws IOException, ForkRunner.ForkFailedException;
    }

    private static final Forker JMH = (plan, task, partsDir, part) -> {
        RunResult r = ForkRunner.run(plan, task, partsDir, part);
        return new Outcome(
                r.getPrimaryResult().getScore(),
                r.getPrimaryResult().getScoreUnit(),
                r.getParams().getThreads());
    };

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
        if (racing != null) {
            record = record.withRace(racing.record(budget));
        }
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
