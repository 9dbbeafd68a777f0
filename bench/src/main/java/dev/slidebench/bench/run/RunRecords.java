package dev.slidebench.bench.run;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps a run directory's {@code results.json} and {@code run.json} in step with its parts: holds the parts
 * read so far and the {@link RunRecord}, records each finished fork, and rewrites both files from one join.
 */
final class RunRecords {

    static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .serializeNulls()
            .disableHtmlEscaping()
            .create();

    private final Path dir;
    private final RunPlan plan;
    private final ResultsMerger merger = new ResultsMerger();
    private RunRecord record;

    RunRecords(Path dir, RunPlan plan, RunRecord record) {
        this.dir = dir;
        this.plan = plan;
        this.record = record;
    }

    /** The parts read so far (a resume loads the earlier run's into it). */
    ResultsMerger merger() {
        return merger;
    }

    /** Whether {@code task}'s part has been read. */
    boolean has(RunPlan.Task task) {
        return merger.has(task.key());
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
                jmhSettings(plan),
                plan.jvms().stream()
                        .map(j -> j.withLaunch(j.path(), BenchmarkSettings.FORK_JVM_ARGS))
                        .toList(),
                plan.jvms().get(0).strategies(),
                plan.tasks().stream().map(RunPlan.Task::key).toList(),
                List.of(),
                List.of(),
                null);
    }

    private static RunRecord.JmhSettings jmhSettings(RunPlan plan) {
        Profile profile = plan.profile();
        return new RunRecord.JmhSettings(
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
                                        + " still in the race of their table run (see race)"));
    }

    /**
     * Takes in the part a fork of {@code task} wrote and records the fork with its times; returns its
     * contention (null when the part has none).
     */
    Double addFork(RunPlan.Task task, JsonArray part, ForkTimes times, int threads) {
        merger.put(task.key(), part);
        JsonObject first = part.get(0).getAsJsonObject();
        Double contention = ForkContention.of(first);
        record = record.withFork(forkRecord(task, times.withContention(contention), null, threads)
                .withSteadyWarmup(ForkWarmup.of(first)));
        return contention;
    }

    /**
     * Writes results.json from the parts read so far, then run.json with every fork's row in it and
     * {@code race} (null in a plan that is not raced). A kill between the two leaves run.json one fork behind
     * (that fork has no record yet); the next resume writes both again.
     */
    void write(RaceRecord race) throws IOException {
        ResultsMerger.Merged merged =
                merger.merge(plan.tasks().stream().map(RunPlan.Task::key).toList());
        AtomicFiles.writeString(dir.resolve(SuiteRunner.RESULTS), GSON.toJson(merged.results()) + "\n");
        Map<String, ForkRecord> byKey = new LinkedHashMap<>();
        for (ForkRecord f : record.forks()) {
            byKey.put(f.key(), f.withRow(merged.rowOf().get(f.key())));
        }
        // a part without a record (record lost to a kill, or rebuilt): its identity is known, its times are not
        for (RunPlan.Task task : plan.tasks()) {
            if (merged.rowOf().containsKey(task.key()) && !byKey.containsKey(task.key())) {
                Integer row = merged.rowOf().get(task.key());
                byKey.put(task.key(), forkRecord(task, ForkTimes.UNKNOWN, row, task.threads()));
            }
        }
        record = record.withForks(new ArrayList<>(byKey.values()));
        if (race != null) {
            record = record.withRace(race);
        }
        record.write(dir.resolve(SuiteRunner.RUN));
    }

    /** The record of {@code task}'s fork: its identity and warm-up from the plan, the rest as measured. */
    private ForkRecord forkRecord(RunPlan.Task task, ForkTimes times, Integer row, Integer threads) {
        Warmup warmup = Warmup.of(plan, task);
        return new ForkRecord(
                task.key(),
                task.round(),
                task.workload().id(),
                task.benchmark(),
                Map.of(BenchmarkSettings.STRATEGY_PARAM, task.strategy()),
                plan.javaOf(task.jvm()),
                task.jvm(),
                times.start(),
                times.end(),
                times.loadBefore(),
                times.loadAfter(),
                times.steal(),
                times.contention(),
                row,
                threads,
                warmup == null ? null : warmup.iterations(),
                warmup == null ? null : warmup.time(),
                null);
    }
}
