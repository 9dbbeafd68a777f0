package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.reports.record.RunRecord;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the runner tells the user while it works, without a real fork: the ETA and its clock, a resumed
 * run's count, forks that fail (a JVM path that does not exist fails at once), and messages that
 * reach the terminal when they are said, not when the writer is closed (the writer here buffers).
 */
class SuiteRunnerProgressTest {

    private static final String QUEEN = "dev.slidebench.bench.RandomLookups.queen";

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    /** Only what the runner flushes arrives; the test never flushes it. */
    private final FlushRecorder said = new FlushRecorder();

    private final PrintWriter out = said.writer();

    private static RunPlan.Task task(Workload workload) {
        return new RunPlan.Task(0, workload, QUEEN, "A", 0);
    }

    @Test
    void theEtaCountsEachRemainingForkAtItsWorkloadsMean() {
        // random: 3 forks in 6 s (2 s each); positions: 1 fork in 1 s; all 4 forks: 7 s, 1.75 s each
        Map<Workload, long[]> spent = Map.of(
                Workload.RANDOM, new long[] {6_000_000_000L, 3},
                Workload.POSITIONS, new long[] {1_000_000_000L, 1});
        List<RunPlan.Task> remaining =
                List.of(task(Workload.RANDOM), task(Workload.POSITIONS), task(Workload.RANDOM), task(Workload.MOVEGEN));
        assertEquals(Duration.ofMillis(2000 + 1000 + 2000 + 1750), ForkProgress.eta(remaining, spent));
        assertEquals(Duration.ZERO, ForkProgress.eta(List.of(), spent));
        assertEquals(
                Duration.ofSeconds(6),
                ForkProgress.eta(List.of(task(Workload.RANDOM), task(Workload.INIT), task(Workload.XRAY)), Map.of()),
                "2 s a fork before any has run");
    }

    @Test
    void theClockShowsHoursOnlyFromAnHour() {
        assertEquals("0:00", ForkProgress.clock(Duration.ZERO));
        assertEquals("0:01", ForkProgress.clock(Duration.ofMillis(1999)), "whole seconds, cut");
        assertEquals("0:59", ForkProgress.clock(Duration.ofSeconds(59)));
        assertEquals("1:01", ForkProgress.clock(Duration.ofSeconds(61)));
        assertEquals("59:59", ForkProgress.clock(Duration.ofSeconds(3599)));
        assertEquals("1:00:00", ForkProgress.clock(Duration.ofSeconds(3600)));
        assertEquals("1:02:05", ForkProgress.clock(Duration.ofSeconds(3725)));
        assertEquals("25:01:01", ForkProgress.clock(Duration.ofSeconds(25 * 3600 + 61)));
    }

    /** One round of random/queen for BASELINE, A and B on a JVM that does not exist. */
    private static RunPlan planOnAMissingJvm(Path tmp) {
        String java = tmp.resolve("no-such-jdk/bin/java").toString();
        return RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A", "B"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm(java, "17.0.15", "A", "B")),
                null);
    }

    @Test
    void forksThatFailAreCountedShownAndStayMissing(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = planOnAMissingJvm(tmp);
        assertEquals(3, plan.tasks().size());
        SuiteRunner.create(dir, plan, out).close();
        RunPlan.Task done = plan.tasks().get(0);
        PartJson.write(dir, plan, done, 2.0);
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            assertEquals(2, runner.runMissing(Duration.ofSeconds(30)), "two forks failed");
            assertEquals(plan.tasks().subList(1, 3), runner.missing(), "failed forks stay missing for --resume");
            runner.writeResults();
        }
        List<String> lines = said.flushed()
                .lines()
                .filter(l -> !l.startsWith("machine busy"))
                .toList();
        assertEquals(3, lines.size(), said.flushed());
        assertEquals("resuming: 1 of 3 forks already done, 2 to run", lines.get(0));
        assertTrue(said.flushedRightAfter(lines.get(0)), "said before the first fork starts");
        for (int i = 1; i <= 2; i++) {
            RunPlan.Task task = plan.tasks().get(i);
            Matcher m = Pattern.compile("\\[  " + (i + 1) + "/3\\] random/queen {11}" + task.strategy()
                            + " +round 1/1  JDK 17\\.0\\.15 FAILED: .+ +(\\d+)\\.\\d s  elapsed (\\d+):(\\d\\d)  ETA"
                            + " (\\d+):(\\d\\d)")
                    .matcher(lines.get(i));
            assertTrue(m.matches(), lines.get(i));
            String prefix = lines.get(i).substring(0, lines.get(i).indexOf("FAILED: "));
            assertTrue(said.flushedEndingWith(prefix), "the fork's name shows while it runs: " + prefix);
            assertTrue(said.flushedRightAfter(lines.get(i)), "its outcome shows when it ends: " + lines.get(i));
            if (i == 2) {
                assertEquals("0", m.group(4), "nothing is left after the last fork");
                assertEquals("00", m.group(5), lines.get(i));
            } else {
                // one fork left, of the same workload: the ETA is this fork's time again (whole seconds, cut)
                long forkSeconds = Long.parseLong(m.group(1));
                long eta = 60 * Long.parseLong(m.group(4)) + Long.parseLong(m.group(5));
                assertTrue(Math.abs(eta - forkSeconds) <= 1, lines.get(i));
            }
        }
        RunRecord record = RunRecord.read(dir.resolve(SuiteRunner.RUN));
        assertEquals(1, record.forks().size(), "only the part that exists has a record");
        assertEquals(done.key(), record.forks().get(0).key());
    }

    @Test
    void aRebuiltRecordIsSaidAtOnce(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, planOnAMissingJvm(tmp), out).close();
        Files.delete(dir.resolve(SuiteRunner.RUN));
        SuiteRunner.resume(dir, out).close();
        assertTrue(said.flushed().startsWith("run.json was missing: rebuilt from plan.json"), said.flushed());
    }

    @Test
    void partsSetAsideAreSaidAtOnceAndNeverOverwriteEarlierOnes(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = planOnAMissingJvm(tmp);
        SuiteRunner.create(dir, plan, out).close();
        Path parts = dir.resolve(SuiteRunner.PARTS);
        String key = plan.tasks().get(1).key();
        Files.writeString(parts.resolve(key + ".json"), "{");
        Files.writeString(parts.resolve(key + ".json.corrupt"), "first");
        Files.writeString(parts.resolve(key + ".json.corrupt-2"), "second");
        SuiteRunner.resume(dir, out).close();
        assertTrue(said.flushed().startsWith("set aside 1 unusable part, parts/" + key + ".json ("), said.flushed());
        assertTrue(said.flushed().contains("now " + key + ".json.corrupt-3); its fork runs again"), said.flushed());
        assertEquals("{", Files.readString(parts.resolve(key + ".json.corrupt-3")));
        assertEquals("first", Files.readString(parts.resolve(key + ".json.corrupt")));
        assertEquals("second", Files.readString(parts.resolve(key + ".json.corrupt-2")));
        assertFalse(Files.exists(parts.resolve(key + ".json.corrupt-1")));
    }

    @Test
    void theEtaAfterASlowFailedForkIsThatForksTime(@TempDir Path tmp) throws Exception {
        // a "java" that takes 1.5 s to fail, so the fork's time shows in whole seconds
        Path slowJava = tmp.resolve("slow-jdk/bin/java");
        Files.createDirectories(slowJava.getParent());
        Files.writeString(slowJava, "#!/bin/sh\nsleep 1.5\nexit 1\n");
        Files.setPosixFilePermissions(slowJava, PosixFilePermissions.fromString("rwxr-xr-x"));
        RunPlan plan = RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm(slowJava.toString(), "17.0.15", "A")),
                null);
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, out)) {
            assertEquals(2, runner.runMissing(Duration.ofSeconds(30)));
        }
        List<String> lines = said.flushed()
                .lines()
                .filter(l -> !l.startsWith("machine busy"))
                .toList();
        Matcher first = Pattern.compile(".* FAILED: .* +(\\d+\\.\\d) s  elapsed (\\d+):(\\d\\d)  ETA (\\d+):(\\d\\d)")
                .matcher(lines.get(0));
        assertTrue(first.matches(), lines.get(0));
        double forkSeconds = Double.parseDouble(first.group(1));
        assertTrue(forkSeconds >= 1.5 && forkSeconds < 600, lines.get(0));
        long elapsed = 60 * Long.parseLong(first.group(2)) + Long.parseLong(first.group(3));
        long eta = 60 * Long.parseLong(first.group(4)) + Long.parseLong(first.group(5));
        // one fork of the same workload is left: it should take as long as this one did
        assertTrue(Math.abs(eta - forkSeconds) <= 1.01, lines.get(0));
        assertTrue(Math.abs(elapsed - forkSeconds) <= 1.01, "the run so far is this fork: " + lines.get(0));
    }
}
