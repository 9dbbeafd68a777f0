package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Runs a {@link RunPlan} fork by fork with JMH, keeping every finished fork whatever happens next.
 *
 * <p>The run directory holds {@code plan.json} (fixed at the start), {@code parts/} (one JMH JSON file
 * per finished fork, moved into place when JMH has written it), {@code run.json} (the typed
 * {@link RunRecord}) and {@code results.json} (all parts joined into one JMH JSON array). The
 * directory comes into existence complete ({@link NewRunDirectory}). After each fork {@code results.json}
 * and then {@code run.json} are rewritten atomically from the same join ({@link RunRecords}), so each fork
 * record names its {@code rawData} row. A run killed at any moment, even with {@code kill -9}, loses at most
 * the fork in flight, and {@code --resume} runs exactly the tasks whose part is missing or unreadable. The
 * progress lines are {@link ForkProgress}'s, the race between rounds {@link RaceRounds}'.
 */
public final class SuiteRunner implements AutoCloseable {

    public static final String PLAN = RunPlan.FILE_NAME;
    public static final String RUN = RunRecord.FILE_NAME;
    public static final String RESULTS = "results.json";
    public static final String PARTS = "parts";

    private final Path dir;
    private final RunPlan plan;
    private final PrintWriter out;
    private final FileLocks.Held dirLock;
    private final RunRecords records;
    private final RaceRounds race;
    private Duration budget;
    private boolean budgetSpent;
    private Forker forker = Forker.JMH;

    private SuiteRunner(Path dir, RunPlan plan, RunRecord record, PrintWriter out, FileLocks.Held dirLock) {
        this.dir = dir;
        this.plan = plan;
        this.out = out;
        this.dirLock = dirLock;
        this.records = new RunRecords(dir, plan, record);
        this.race = new RaceRounds(plan, out, this::writeResults, resultsFile());
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
        RunRecord record = RunRecords.newRecord(plan, Instant.now());
        FileLocks.Held lock = NewRunDirectory.build(dir, plan, record);
        return new SuiteRunner(dir, plan, record, out, lock);
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
            repair.loadParts(runner.records.merger());
            runner.race.replayLooks(runner.lastStartedRound());
            return runner;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /** The last round with a part, -1 when none has. */
    private int lastStartedRound() {
        return plan.tasks().stream()
                .filter(records::has)
                .mapToInt(RunPlan.Task::round)
                .max()
                .orElse(-1);
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
            if (!records.has(task) && !race.skips(task)) {
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
            if (race.racing()) {
                // every fork is in (a run killed after its last fork): the looks it had left to take
                race.lookBefore(lastRound() + 1);
                return race.finish(0);
            }
            return 0;
        }
        int done = (int) plan.tasks().stream().filter(records::has).count();
        ForkProgress.sayResuming(out, done, todo.size());
        if (Boolean.getBoolean(ForkRunner.JMH_IGNORE_LOCK)) {
            return runAll(done); // the user told JMH to ignore its lock: so do we
        }
        try (FileLocks.Held jmhLock = FileLocks.awaitJmhLock(FileLocks.jmhLockFile(), wait, out)) {
            return runAll(done);
        }
    }

    /** Runs the rounds in order, taking the looks before each; stops early when the budget is spent. */
    private int runAll(int done) throws IOException {
        ForkProgress progress = new ForkProgress(out, plan, done, budget);
        int failures = 0;
        int lastRound = lastRound();
        for (int round = 0; round <= lastRound; round++) {
            race.lookBefore(round);
            if (race.allStopped()) {
                break;
            }
            List<RunPlan.Task> todo = missingIn(round);
            if (!todo.isEmpty()) {
                progress.warnIfBusy();
            }
            for (RunPlan.Task task : todo) {
                if (progress.passesBudget(task)) {
                    budgetSpent = true;
                    race.stopAll(RaceRecord.BUDGET);
                    return race.finish(failures);
                }
                if (!runAndSay(task, progress)) {
                    failures++;
                }
            }
        }
        race.lookBefore(lastRound + 1);
        return race.finish(failures);
    }

    private List<RunPlan.Task> missingIn(int round) {
        return missing().stream().filter(t -> t.round() == round).toList();
    }

    private int lastRound() {
        return plan.tasks().stream().mapToInt(RunPlan.Task::round).max().orElse(-1);
    }

    /** Runs {@code task}'s fork with its progress line; returns whether it succeeded. */
    private boolean runAndSay(RunPlan.Task task, ForkProgress progress) throws IOException {
        List<RunPlan.Task> after = progress.starting(task, missing());
        long nanos = System.nanoTime();
        String outcome;
        boolean succeeded = true;
        try {
            outcome = runFork(task);
        } catch (ForkRunner.ForkFailedException | PartFiles.CorruptPartException e) {
            succeeded = false;
            outcome = "FAILED: " + e.getMessage();
        } catch (IOException e) {
            progress.stopped();
            throw e;
        }
        progress.finished(task, outcome, System.nanoTime() - nanos, after);
        return succeeded;
    }

    /** Runs one fork and records it; returns what its progress line says of it. */
    private String runFork(RunPlan.Task task)
            throws IOException, ForkRunner.ForkFailedException, PartFiles.CorruptPartException {
        MeasuredFork fork = MeasuredFork.run(forker, plan, task, dir.resolve(PARTS), partFile(task));
        JsonArray part = PartFiles.read(partFile(task), plan, task);
        Forker.Outcome result = fork.outcome();
        Double contention = records.addFork(task, part, fork.times(), result.threads());
        writeResults();
        return String.format(
                Locale.ROOT,
                "%10.3f %-8s%s",
                result.score(),
                result.unit(),
                contention == null ? "" : String.format(Locale.ROOT, " x%.2f", contention));
    }

    /**
     * Writes results.json from the parts read so far, then run.json with every fork's row in it. A kill
     * between the two leaves run.json one fork behind (that fork has no record yet); the next resume
     * writes both again.
     */
    public void writeResults() throws IOException {
        records.write(race.record(budget));
    }

    /** Releases the run directory. */
    @Override
    public void close() throws IOException {
        dirLock.close();
    }
}
