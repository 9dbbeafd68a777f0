package dev.slidebench.bench.run;

import java.io.IOException;
import java.nio.file.Path;
import org.openjdk.jmh.results.RunResult;

/**
 * Runs one fork of a task and leaves its part in place: JMH ({@link ForkRunner}, {@link #JMH}), or a test's
 * stand-in.
 */
interface Forker {

    /** The forker of a real run: one JMH fork in a child JVM. */
    Forker JMH = (plan, task, partsDir, part) -> {
        RunResult r = ForkRunner.run(plan, task, partsDir, part);
        return new Outcome(
                r.getPrimaryResult().getScore(),
                r.getPrimaryResult().getScoreUnit(),
                r.getParams().getThreads());
    };

    Outcome run(RunPlan plan, RunPlan.Task task, Path partsDir, Path part)
            throws IOException, ForkRunner.ForkFailedException;

    /** What a finished fork's progress line shows: its primary score and unit, and its thread count. */
    record Outcome(double score, String unit, int threads) {}
}
