package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run directory without JMH: parts are written by hand as a finished fork would leave them, so
 * creating, resuming, setting aside and joining are checked in milliseconds (RunCommandTest does the
 * same with real forks, end to end).
 */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class RunDirectoryTest {

    private final StringWriter said = new StringWriter();
    private final PrintWriter out = new PrintWriter(said, true);

    /** One round of random/queen: BASELINE and A on one JVM. */
    private static RunPlan plan() {
        return RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
                null);
    }

    private static Path writePart(Path dir, RunPlan.Task task, double value) throws IOException {
        return PartJson.write(dir, plan(), task, value);
    }

    @Test
    void aNewRunDirectoryHoldsPlanRecordAndPartsAndIsLocked(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = plan();
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, out)) {
            assertEquals(dir, runner.directory());
            assertEquals(plan, runner.plan());
            assertEquals(dir.resolve("results.json"), runner.resultsFile());
            assertTrue(Files.isDirectory(dir.resolve("parts")));
            RunPlan saved = RunPlan.fromJson(
                    "plan.json",
                    JsonParser.parseString(Files.readString(dir.resolve("plan.json")))
                            .getAsJsonObject());
            assertEquals(plan, saved);
            RunRecord record = RunRecord.read(dir.resolve("run.json"));
            assertEquals(plan.tasks().stream().map(RunPlan.Task::key).toList(), record.taskOrder());
            assertEquals(List.of(), record.forks());
            assertEquals(List.of(), record.resumed());
            assertEquals(new RunRecord.Plan("smoke", 1, 11L, RunPlan.ORDER, null), record.plan());
            assertEquals(BenchmarkSettings.FORK_JVM_ARGS, record.jvms().get(0).args());
            assertEquals("/j17/bin/java", record.jvms().get(0).path());
            assertEquals(Map.copyOf(plan.jvms().get(0).strategies()), Map.copyOf(record.strategies()));
            RunRecord.JmhSettings jmh = record.jmh();
            assertEquals(1, jmh.forks());
            assertEquals(1, jmh.rounds());
            assertEquals(2, jmh.warmupIterations());
            assertEquals("10 ms", jmh.warmupTime());
            assertEquals(2, jmh.measurementIterations());
            assertEquals("20 ms", jmh.measurementTime());
            assertTrue(jmh.note().contains(CpuTimeProfiler.class.getName()), jmh.note());
            assertEquals(plan.tasks(), runner.missing(), "nothing has run");
            assertThrows(FileLocks.InUseException.class, () -> FileLocks.lockRunDirectory(dir));
            assertFalse(
                    Files.list(tmp).anyMatch(p -> p.getFileName().toString().contains(".creating-")),
                    "the temporary directory was renamed");
        }
        FileLocks.lockRunDirectory(dir).close(); // released by close()
        assertEquals("", said.toString(), "a new run says nothing here");
    }

    @Test
    void abandonedHalfBuiltDirectoriesOfDeadProcessesAreRemoved(@TempDir Path tmp) throws Exception {
        Path dead =
                Files.createDirectories(tmp.resolve(".run.creating-999999999").resolve("parts"));
        Path notAPid = Files.createDirectories(tmp.resolve(".run.creating-x"));
        // PID 1 is always alive: another run being created right now is left alone
        Path live = Files.createDirectories(tmp.resolve(".run.creating-1"));
        Path otherTarget = Files.createDirectories(tmp.resolve(".other.creating-999999999"));
        SuiteRunner.create(tmp.resolve("run"), plan(), out).close();
        assertFalse(Files.exists(dead.getParent()));
        assertFalse(Files.exists(notAPid));
        assertTrue(Files.exists(live));
        assertTrue(Files.exists(otherTarget), "another target's leftovers are not this run's");
    }

    @Test
    void resumeFindsTheMissingForksAndJoinsWhatIsThere(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = plan();
        SuiteRunner.create(dir, plan, out).close();
        RunPlan.Task done = plan.tasks().get(1);
        writePart(dir, done, 3.5);
        Path temporary = Files.writeString(dir.resolve("parts").resolve(".x.json.123.tmp"), "half");
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            assertEquals(List.of(plan.tasks().get(0)), runner.missing(), "exactly the fork without a part");
            runner.writeResults();
            JsonArray results = JsonParser.parseString(Files.readString(runner.resultsFile()))
                    .getAsJsonArray();
            assertEquals(1, results.size());
            assertEquals(
                    "[[3.5]]",
                    results.get(0)
                            .getAsJsonObject()
                            .getAsJsonObject("primaryMetric")
                            .get("rawData")
                            .toString());
            RunRecord record = RunRecord.read(dir.resolve("run.json"));
            assertEquals(1, record.resumed().size());
            assertEquals(1, record.forks().size());
            ForkRecord fork = record.forks().get(0);
            // the part's record was never written: identity from the plan, row from the join, no times
            assertEquals(done.key(), fork.key());
            assertEquals(0, fork.round());
            assertEquals("random", fork.workload());
            assertEquals(done.benchmark(), fork.benchmark());
            assertEquals(Map.of("strategy", done.strategy()), fork.params());
            assertEquals("/j17/bin/java", fork.jvm());
            assertEquals(0, fork.jvmIndex());
            assertEquals(0, fork.row());
            assertNull(fork.start());
            assertNull(fork.contention());
            assertTrue(Files.exists(temporary), "temporary files go when forks run, not on resume");
        }
        assertEquals("", said.toString(), "an intact run resumes without a word");

        // every part there: nothing to run, and JMH is never asked (no lock, no fork)
        writePart(dir, plan.tasks().get(0), 1.0);
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            assertEquals(List.of(), runner.missing());
            assertEquals(0, runner.runMissing(Duration.ZERO));
            assertFalse(Files.exists(temporary), "left-over temporary parts are cleaned first");
            runner.writeResults();
            RunRecord record = RunRecord.read(dir.resolve("run.json"));
            assertEquals(2, record.forks().size());
            assertEquals(2, record.resumed().size());
        }
    }

    @Test
    void unreadablePartsAreSetAsideAndTheirForksRunAgain(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = plan();
        SuiteRunner.create(dir, plan, out).close();
        RunPlan.Task first = plan.tasks().get(0);
        RunPlan.Task second = plan.tasks().get(1);
        Path part = Files.writeString(dir.resolve("parts").resolve(first.key() + ".json"), "");
        Files.writeString(dir.resolve("parts").resolve(first.key() + ".json.corrupt"), "older");
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            assertEquals(plan.tasks(), runner.missing());
        }
        assertEquals(
                "set aside 1 unusable part, parts/" + first.key() + ".json (empty, now " + first.key()
                        + ".json.corrupt-2); its fork runs again" + System.lineSeparator(),
                said.toString());
        assertFalse(Files.exists(part));
        assertEquals("", Files.readString(dir.resolve("parts").resolve(first.key() + ".json.corrupt-2")));

        said.getBuffer().setLength(0);
        Files.writeString(dir.resolve("parts").resolve(first.key() + ".json"), "[");
        Files.writeString(dir.resolve("parts").resolve(second.key() + ".json"), "{}");
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            assertEquals(2, runner.missing().size());
        }
        assertTrue(said.toString().startsWith("set aside 2 unusable parts, "), said.toString());
        assertTrue(said.toString().endsWith("; their forks run again" + System.lineSeparator()), said.toString());
    }

    @Test
    void aMissingOrBrokenRecordIsRebuiltFromThePlan(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = plan();
        SuiteRunner.create(dir, plan, out).close();
        Files.delete(dir.resolve("run.json"));
        SuiteRunner.resume(dir, out).close();
        assertEquals(
                "run.json was missing: rebuilt from plan.json; forks already run keep their results, not their times"
                        + System.lineSeparator(),
                said.toString());
        RunRecord rebuilt = RunRecord.read(dir.resolve("run.json"));
        assertNull(rebuilt.created(), "the creation time is lost with the record");
        assertEquals(plan.tasks().size(), rebuilt.taskOrder().size());

        said.getBuffer().setLength(0);
        Files.writeString(dir.resolve("run.json"), "{\n\"schema\": ");
        SuiteRunner.resume(dir, out).close();
        assertTrue(said.toString().startsWith("run.json was unreadable ("), said.toString());
        assertTrue(said.toString().contains("; kept as run.json.corrupt): rebuilt from plan.json"), said.toString());
        assertEquals(1, said.toString().lines().count(), "one line, whatever the parser said");
        assertEquals("{\n\"schema\": ", Files.readString(dir.resolve("run.json.corrupt")));
        RunRecord.read(dir.resolve("run.json"));
    }

    @Test
    void anotherRunsRecordIsSetAsideAndRebuiltButOneWithoutTaskOrderIsKept(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        RunPlan plan = plan();
        SuiteRunner.create(dir, plan, out).close();
        RunPlan other = RunPlan.create(
                Profile.SMOKE,
                11,
                List.of("A", "B"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A", "B")),
                null);
        String othersRecord = RunRecords.newRecord(other, null).toJsonText();
        Files.writeString(dir.resolve("run.json"), othersRecord);
        SuiteRunner.resume(dir, out).close();
        assertEquals(
                "run.json was another run's (its tasks are not those of plan.json; kept as run.json.corrupt): rebuilt"
                        + " from plan.json; forks already run keep their results, not their times"
                        + System.lineSeparator(),
                said.toString());
        assertEquals(othersRecord, Files.readString(dir.resolve("run.json.corrupt")));
        assertEquals(
                plan.tasks().stream().map(RunPlan.Task::key).toList(),
                RunRecord.read(dir.resolve("run.json")).taskOrder());

        said.getBuffer().setLength(0);
        com.google.gson.JsonObject withoutOrder = JsonParser.parseString(Files.readString(dir.resolve("run.json")))
                .getAsJsonObject();
        withoutOrder.remove("taskOrder");
        Files.writeString(dir.resolve("run.json"), withoutOrder.toString());
        SuiteRunner.resume(dir, out).close();
        assertEquals("", said.toString(), "a record that names no task order is not refused for it");
    }

    @Test
    void aDirectoryThatIsNotARunIsRefusedByName(@TempDir Path tmp) throws Exception {
        IllegalArgumentException none =
                assertThrows(IllegalArgumentException.class, () -> SuiteRunner.resume(tmp, out));
        assertEquals("--resume: '" + tmp + "' is not a slidebench run (no plan.json)", none.getMessage());
        Files.writeString(tmp.resolve("plan.json"), "{\"format\": \"other\"}");
        IllegalArgumentException other =
                assertThrows(IllegalArgumentException.class, () -> SuiteRunner.resume(tmp, out));
        assertEquals(
                "--resume: '" + tmp + "' is not a readable slidebench run: plan.json: format is not"
                        + " 'slidebench-plan/1'; without its plan the run cannot be resumed: start a new one",
                other.getMessage());
        Files.writeString(tmp.resolve("plan.json"), "[1,\n2]");
        IllegalArgumentException notObject =
                assertThrows(IllegalArgumentException.class, () -> SuiteRunner.resume(tmp, out));
        assertTrue(
                notObject
                        .getMessage()
                        .startsWith("--resume: '" + tmp + "' is not a readable slidebench run: plan.json: "),
                notObject.getMessage());
        assertEquals(1, notObject.getMessage().lines().count(), notObject.getMessage());
        assertFalse(Files.exists(tmp.resolve("parts")), "nothing is created in a directory that is not a run");
    }

    @Test
    void aRunInUseIsNotResumedTwice(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("run");
        try (SuiteRunner first = SuiteRunner.create(dir, plan(), out)) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> SuiteRunner.resume(dir, out));
            assertTrue(
                    e.getMessage().startsWith("--resume: '" + dir + "' is in use by another slidebench run"),
                    e.getMessage());
        }
        SuiteRunner.resume(dir, out).close();
    }
}
