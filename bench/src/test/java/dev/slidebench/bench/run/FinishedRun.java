package dev.slidebench.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * A run directory as a finished run leaves it, made without JMH in milliseconds: the plan, one part per
 * fork ({@link PartJson}, values from the task's position in the plan), results.json and run.json joined
 * from them by the runner itself.
 */
public final class FinishedRun {

    /**
     * Four rounds of random/queen and of threads/queen at 1 and 2 threads, strategies A and B (and the
     * control row) on JDK 17, A alone on JDK 25: 60 forks, so that joins have rows from several rounds,
     * and parts differ by strategy, benchmark, thread count and JVM.
     */
    public static final RunPlan PLAN = RunPlan.create(
            Profile.QUICK,
            21,
            List.of("A", "B"),
            List.of(Workload.RANDOM, Workload.THREADS),
            List.of(
                    RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A", "B"),
                    RunPlanTest.jvm("/j25/bin/java", "25.0.1", "A")),
            null,
            1);

    /** One round of random/queen, A and the control row: 2 forks, for tests that write the report. */
    public static final RunPlan SMALL = RunPlan.create(
            Profile.SMOKE,
            21,
            List.of("A"),
            List.of(Workload.RANDOM),
            List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
            null);

    private FinishedRun() {}

    public static Path write(Path dir, RunPlan plan) throws IOException {
        PrintWriter quiet = new PrintWriter(new StringWriter());
        SuiteRunner.create(dir, plan, quiet).close();
        List<RunPlan.Task> tasks = plan.tasks();
        for (int i = 0; i < tasks.size(); i++) {
            PartJson.write(dir, plan, tasks.get(i), 1.0 + i, 1.5 + i);
        }
        try (SuiteRunner runner = SuiteRunner.resume(dir, quiet)) {
            runner.writeResults();
        }
        return dir;
    }
}
