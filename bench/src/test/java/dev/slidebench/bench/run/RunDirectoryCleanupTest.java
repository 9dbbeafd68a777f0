package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a run directory's creation and resumption leave behind when something is in the way: this
 * process's own half-built directory from an attempt that failed, a target that is not empty, a
 * {@code parts} that is a file. Nothing half-built stays, and a failed resume does not keep the run locked.
 */
class RunDirectoryCleanupTest {

    private final PrintWriter out = new PrintWriter(new StringWriter(), true);

    private static RunPlan plan() {
        return RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
                null);
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void thisProcesssOwnHalfBuiltDirectoryIsStartedAfresh(@TempDir Path tmp) throws Exception {
        Path mine = Files.createDirectories(
                tmp.resolve(".run.creating-" + ProcessHandle.current().pid()));
        Files.writeString(mine.resolve("stale.txt"), "from an attempt that failed");
        SuiteRunner.create(tmp.resolve("run"), plan(), out).close();
        assertEquals(List.of(".lock", "parts", "plan.json", "run.json"), names(tmp.resolve("run")));
        assertEquals(List.of("run"), names(tmp));
    }

    @Test
    void aTargetThatIsNotEmptyIsRefusedAndNothingHalfBuiltStays(@TempDir Path tmp) throws Exception {
        Path target = Files.createDirectories(tmp.resolve("run"));
        Files.writeString(target.resolve("mine.txt"), "keep");
        assertThrows(IOException.class, () -> SuiteRunner.create(target, plan(), out));
        assertEquals(List.of("run"), names(tmp), "no .run.creating-… directory left");
        assertEquals(List.of("mine.txt"), names(target));
    }

    @Test
    void aResumeThatFailsLeavesTheRunUnlocked(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, plan(), out).close();
        Files.delete(dir.resolve(SuiteRunner.PARTS));
        Files.writeString(dir.resolve(SuiteRunner.PARTS), "a file where the parts directory belongs");
        assertThrows(IOException.class, () -> SuiteRunner.resume(dir, out));
        try (FileLocks.Held lock = FileLocks.lockRunDirectory(dir)) {
            assertTrue(Files.exists(dir.resolve(".lock")), "the lock was released by the failed resume");
        }
        assertFalse(Files.isDirectory(dir.resolve(SuiteRunner.PARTS)));
    }

    @Test
    void aPartWithoutItsRecordGetsItsWarmupFromThePlan(@TempDir Path tmp) throws Exception {
        RunPlan plan = RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A"),
                List.of(Workload.RANDOM, Workload.INIT),
                List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
                null);
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, plan, out).close();
        for (RunPlan.Task task : plan.tasks()) {
            Files.writeString(
                    dir.resolve(SuiteRunner.PARTS).resolve(task.key() + ".json"),
                    "[{\"benchmark\":\"" + task.benchmark() + "\",\"mode\":\"avgt\",\"forks\":1,"
                            + "\"params\":{\"strategy\":\"" + task.strategy() + "\"},\"primaryMetric\":{\"score\":2.0,"
                            + "\"scoreUnit\":\"ns/op\",\"rawData\":[[2.0]]}}]");
        }
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            runner.writeResults();
        }
        RunRecord record = RunRecord.read(dir.resolve(SuiteRunner.RUN));
        assertEquals(plan.tasks().size(), record.forks().size());
        for (ForkRecord fork : record.forks()) {
            if (fork.workload().equals("init")) {
                // init forks are single-shot: no warm-up
                assertEquals(null, fork.warmupIterations(), fork.key());
                assertEquals(null, fork.warmupTime(), fork.key());
            } else {
                // the smoke profile: one warm-up iteration of 20 ms
                assertEquals(1, fork.warmupIterations(), fork.key());
                assertEquals("20 ms", fork.warmupTime(), fork.key());
            }
        }
    }
}
