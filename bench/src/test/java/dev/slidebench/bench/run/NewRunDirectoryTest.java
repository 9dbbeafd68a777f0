package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new run directory that cannot be made leaves nothing behind and names what the user asked for: no
 * temporary directory, no open lock file (counted in {@code /proc/self/fd} over {@value #ATTEMPTS} attempts,
 * so one leak per attempt shows), and an error about the run's own path rather than the temporary one.
 */
class NewRunDirectoryTest {

    private static final int ATTEMPTS = 40;

    private static final RunPlan PLAN = RunPlan.create(
            Profile.SMOKE,
            11,
            List.of("A"),
            List.of(Workload.RANDOM),
            List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
            null);

    private static long openFiles() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aDirectoryTakenMeanwhileIsRefusedAndItsLockIsReleased(@TempDir Path tmp) throws Exception {
        // another run (or anything) filled the target after this one checked it: the rename fails
        Path target = Files.createDirectories(tmp.resolve("run"));
        Files.writeString(target.resolve("someone-elses"), "x");
        long before = openFiles();
        for (int i = 0; i < ATTEMPTS; i++) {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> NewRunDirectory.build(target, PLAN, RunRecords.newRecord(PLAN, Instant.now())));
        }
        long after = openFiles();
        assertTrue(after - before < ATTEMPTS / 2, before + " open files before, " + after + " after");
        assertEquals(List.of("run"), names(tmp), "no temporary directory is left");
        assertEquals(List.of("someone-elses"), names(target), "and the other's files are untouched");
    }

    @Test
    void aFailureInTheTemporaryDirectoryIsReportedUnderTheRunsName(@TempDir Path tmp) throws Exception {
        // a name of 250 characters is fine; the temporary ".NAME.creating-PID" beside it is over the 255 a
        // file name may have on Linux (1 + 250 + 10 characters before the PID), so the first directory made
        // there fails
        Path target = tmp.resolve("r".repeat(250));
        FileSystemException e = assertThrows(
                FileSystemException.class,
                () -> NewRunDirectory.build(target, PLAN, RunRecords.newRecord(PLAN, Instant.now())));
        assertTrue(e.getFile().startsWith(target.toString()), e.getFile());
        assertFalse(e.getMessage().contains(".creating-"), e.getMessage());
        assertEquals(List.of(), names(tmp));
    }

    @Test
    void aHalfBuiltDirectoryOfThisProcessIsStartedAfresh(@TempDir Path tmp) throws Exception {
        // an earlier attempt of this very process (same PID) left its temporary directory with a stray file
        Path target = tmp.resolve("run");
        Path leftover = Files.createDirectories(
                tmp.resolve(".run.creating-" + ProcessHandle.current().pid()));
        Files.writeString(leftover.resolve("stray.json"), "{}");
        NewRunDirectory.build(target, PLAN, RunRecords.newRecord(PLAN, Instant.now()))
                .close();
        assertEquals(List.of("run"), names(tmp));
        assertEquals(
                List.of(FileLocks.RUN_LOCK, "parts", "plan.json", "run.json"),
                names(target),
                "nothing of the earlier try");
    }
}
