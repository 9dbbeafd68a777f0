package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
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
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> SuiteRunner.create(target, plan(), out));
        assertEquals("'" + target + "' is not empty and holds no run; choose a new or empty directory", e.getMessage());
        assertEquals(List.of("run"), names(tmp), "no .run.creating-… directory left");
        assertEquals(List.of("mine.txt"), names(target));
    }

    /**
     * A resume that fails after taking the lock releases it. The failure: an unusable part must be set
     * aside as NAME.corrupt, and with a strategy name of 225 characters the part's name fits the file
     * system's 255 but the new name does not (ENAMETOOLONG, whoever runs the test).
     */
    @Test
    void aResumeThatFailsLeavesTheRunUnlocked(@TempDir Path tmp) throws Exception {
        String longName = "S".repeat(225);
        RunPlan plan = RunPlan.create(
                Profile.SMOKE,
                11,
                List.of(longName),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", longName)),
                null);
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, plan, out).close();
        RunPlan.Task task = plan.tasks().stream()
                .filter(t -> t.strategy().equals(longName))
                .findFirst()
                .orElseThrow();
        Path part = Files.writeString(SuiteRunner.partFile(dir, task), "not JSON");
        assertThrows(IOException.class, () -> SuiteRunner.resume(dir, out));
        try (FileLocks.Held lock = FileLocks.lockRunDirectory(dir)) {
            assertTrue(Files.exists(dir.resolve(".lock")), "the lock was released by the failed resume");
        }
        assertEquals("not JSON", Files.readString(part), "the part is where it was");
    }

    @Test
    void aFileWhereThePartsDirectoryBelongsIsSetAsideAndEveryForkRunsAgain(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, plan(), out).close();
        Files.delete(dir.resolve(SuiteRunner.PARTS));
        Files.writeString(dir.resolve(SuiteRunner.PARTS), "a file where the parts directory belongs");
        StringWriter said = new StringWriter();
        try (SuiteRunner runner = SuiteRunner.resume(dir, new PrintWriter(said, true))) {
            assertEquals(plan().tasks(), runner.missing());
        }
        assertEquals(
                "parts was not a directory (kept as parts.corrupt): every fork runs again" + System.lineSeparator(),
                said.toString());
        assertTrue(Files.isDirectory(dir.resolve(SuiteRunner.PARTS)));
        assertEquals("a file where the parts directory belongs", Files.readString(dir.resolve("parts.corrupt")));
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
            PartJson.write(dir, plan, task, 2.0);
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
                // the smoke profile: its 20 ms of JMH warm-up as two iterations of 10 ms
                assertEquals(2, fork.warmupIterations(), fork.key());
                assertEquals("10 ms", fork.warmupTime(), fork.key());
            }
        }
    }
}
