package dev.slidebench.bench.run;

import com.google.gson.JsonObject;
import dev.slidebench.bench.Control;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.record.StrategyRecord;
import dev.slidebench.reports.stats.Race;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What a run will do, fixed before the first fork and saved as {@code plan.json}, so that
 * {@code --resume} runs exactly the forks that are missing. See {@link #ORDER} for the order of forks.
 *
 * <p>The tasks are every round of every strategy: the most the run may do. A raced plan ({@code race} not
 * null) runs from round {@link Race.Settings#firstLook()} on only the tasks of the strategies still in the
 * race of their table, and none of a decided table; {@code budget} (null: none) bounds the fork time of one
 * sitting. Plans written before the race have neither and run every task.
 */
public record RunPlan(
        Profile profile,
        long seed,
        List<String> strategies,
        List<Workload> workloads,
        List<JvmRecord> jvms,
        List<Task> tasks,
        RunRecord.PositionsFile positions,
        Race.Settings race,
        Duration budget) {

    public static final String FORMAT = "slidebench-plan/1";

    /** The plan's file in a run directory. */
    public static final String FILE_NAME = "plan.json";

    /**
     * The order of forks, in words (recorded in run.json). Blocks are compact so that a slow spell of
     * a shared machine (seconds to minutes) lands on all strategies of one benchmark alike, and the
     * round term of the statistics absorbs it; the shuffle inside a block keeps position effects (a
     * fork right after a heavy one) off any one strategy.
     */
    public static final String ORDER =
            "round by round; in each round one block per (benchmark, thread count, JVM), in workload order;"
                    + " inside a block every strategy once, shuffled with java.util.Random(seed + round), block after block";

    /**
     * One fork: one benchmark method, one strategy, one JVM, in one round; {@code threads} is the JMH
     * thread count ({@code -t}), or null for the benchmark's own (see {@link Workload#threadCounts}).
     */
    public record Task(int round, Workload workload, String benchmark, String strategy, int jvm, Integer threads) {
        public Task {
            if (threads != null && threads < 1) {
                throw new IllegalArgumentException("threads must be >= 1, got " + threads);
            }
        }

        /** A task at the benchmark's own thread count. */
        public Task(int round, Workload workload, String benchmark, String strategy, int jvm) {
            this(round, workload, benchmark, strategy, jvm, null);
        }

        /** A file-name-safe id, unique in the plan; a thread count adds {@code -tN} (older keys are unchanged). */
        public String key() {
            String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            return String.format(
                    "r%02d-%s-%s-%s%s-j%d", round, workload.id(), method, strategy, threadsSuffix("-t"), jvm);
        }

        public String label() {
            return workload.id() + "/" + benchmark.substring(benchmark.lastIndexOf('.') + 1) + threadsSuffix(" x");
        }

        private String threadsSuffix(String prefix) {
            return threads == null ? "" : prefix + threads;
        }
    }

    /** A plan for this machine: the {@code threads} workload's thread counts follow its cores. */
    public static RunPlan create(
            Profile profile,
            long seed,
            List<String> strategies,
            List<Workload> workloads,
            List<JvmRecord> jvms,
            RunRecord.PositionsFile positions) {
        return create(
                profile,
                seed,
                strategies,
                workloads,
                jvms,
                positions,
                Runtime.getRuntime().availableProcessors());
    }

    /** A plan whose {@code threads} workload runs at {@link Workload#threadCounts threadCounts(cores)}. */
    public static RunPlan create(
            Profile profile,
            long seed,
            List<String> strategies,
            List<Workload> workloads,
            List<JvmRecord> jvms,
            RunRecord.PositionsFile positions,
            int cores) {
        List<Task> tasks = new ArrayList<>();
        for (int round = 0; round < profile.rounds(); round++) {
            Random random = new Random(seed + round);
            for (Workload workload : workloads) {
                for (String benchmark : workload.benchmarks(profile.allMethods())) {
                    for (Integer threads : workload.threadCounts(cores)) {
                        for (int jvm = 0; jvm < jvms.size(); jvm++) {
                            List<Task> block = new ArrayList<>();
                            if (workload.hasControl()) {
                                block.add(new Task(round, workload, benchmark, Control.PARAM_VALUE, jvm, threads));
                            }
                            for (String s : strategies) {
                                if (jvms.get(jvm).strategies().containsKey(s)) {
                                    block.add(new Task(round, workload, benchmark, s, jvm, threads));
                                }
                            }
                            Collections.shuffle(block, random);
                            tasks.addAll(block);
                        }
                    }
                }
            }
        }
        return new RunPlan(
                profile,
                seed,
                List.copyOf(strategies),
                List.copyOf(workloads),
                List.copyOf(jvms),
                tasks,
                positions,
                null,
                null);
    }

    public RunPlan {
        tasks = List.copyOf(tasks);
    }

    /** This plan raced with {@code race} (null: every task runs) within {@code budget} of fork time (null: none). */
    public RunPlan withRace(Race.Settings race, Duration budget) {
        if (race != null && race.maxRounds() > profile.rounds()) {
            throw new IllegalArgumentException(
                    "a race of " + race.maxRounds() + " rounds in a plan of " + profile.rounds());
        }
        return new RunPlan(profile, seed, strategies, workloads, jvms, tasks, positions, race, budget);
    }

    /**
     * The same plan without the forks of a strategy on a JVM where it runs a fallback path (its record there
     * names why): what a run measures when no strategy is named, since such a fork would time another
     * algorithm. The control and every other fork stay, in their order.
     */
    public RunPlan withoutFallbacks() {
        List<Task> kept = tasks.stream()
                .filter(task -> {
                    StrategyRecord info = jvms.get(task.jvm()).strategies().get(task.strategy());
                    return info == null || info.degraded() == null;
                })
                .toList();
        return new RunPlan(profile, seed, strategies, workloads, jvms, kept, positions, race, budget);
    }

    /** The same plan with another budget (a resumed run starts a fresh one). */
    public RunPlan withBudget(Duration newBudget) {
        return new RunPlan(profile, seed, strategies, workloads, jvms, tasks, positions, race, newBudget);
    }

    /** The plan as {@code plan.json} holds it ({@link PlanJson}). */
    public JsonObject toJson() {
        return PlanJson.toJson(this);
    }

    /**
     * The plan of run directory {@code dir}, as {@code --resume} needs it.
     *
     * @throws IllegalArgumentException in one line when {@code dir} holds no plan or one that cannot be read;
     *     such a run cannot be resumed (its plan is what says which forks it is made of)
     */
    public static RunPlan readFrom(Path dir) {
        return PlanJson.readFrom(dir);
    }

    /**
     * Reads a plan written by {@link #toJson}.
     *
     * @throws IllegalArgumentException when the object is not a slidebench plan
     */
    public static RunPlan fromJson(String source, JsonObject o) {
        return PlanJson.fromJson(source, o);
    }

    /**
     * JVM options every fork of this plan gets beyond {@link dev.slidebench.bench.BenchmarkSettings#FORK_JVM_ARGS}:
     * the user's positions file, when there is one, and the leaves of its perft roots, which the perft
     * fork checks against its own count ({@link dev.slidebench.bench.PerftNodes}).
     */
    public List<String> extraForkArgs() {
        if (positions == null) {
            return List.of();
        }
        List<String> args = new ArrayList<>();
        args.add("-D" + dev.slidebench.bench.PositionSource.PROPERTY + "=" + positions.file());
        if (positions.perftNodes() != null) {
            args.add("-D" + dev.slidebench.bench.PerftNodes.NODES_PROPERTY + "=" + positions.perftNodes());
        }
        return List.copyOf(args);
    }

    /**
     * JMH's operations per invocation for a fork of {@code workload}, when the plan's positions file sets
     * it (perft counts that file's roots, whose total is known only once the file is read); else null.
     */
    public Integer operationsPerInvocation(Workload workload) {
        if (workload != Workload.PERFT || positions == null || positions.perftNodes() == null) {
            return null;
        }
        return Math.toIntExact(positions.perftNodes());
    }

    public String javaOf(int jvm) {
        return jvms.get(jvm).path();
    }

    public String jvmLabel(int jvm) {
        return "JDK " + jvms.get(jvm).version();
    }
}
