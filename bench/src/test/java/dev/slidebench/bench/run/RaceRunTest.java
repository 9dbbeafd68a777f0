package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import dev.slidebench.bench.Control;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.stats.Race;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's race without JMH: a stand-in fork writes the part a fork of known speed would (synthetic
 * JMH JSON with 3 % multiplicative noise per fork and a round effect), so which strategies must leave is
 * known beforehand: C, D, E and F are at least twice as slow as A and B, far beyond the ×1.10 margin, while A
 * and B are 1 % apart, well within the ×1.10 resolution.
 */
class RaceRunTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    /** Each strategy's true time per operation, ns. */
    private static final Map<String, Double> TRUE_TIME =
            Map.of("A", 10.0, "B", 10.1, "C", 20.0, "D", 30.0, "E", 40.0, "F", 25.0, Control.PARAM_VALUE, 2.0);

    /** The SD of ln(fork mean) about its true value. */
    private static final double NOISE = 0.03;

    private static final List<String> SLOW = List.of("C", "D", "E", "F");

    static final Race.Settings RACE = new Race.Settings(0.05, 2, 6, 1.10, 1.10);

    private final StringWriter text = new StringWriter();
    private final PrintWriter out = new PrintWriter(text, true);

    static RunPlan plan(Path tmp) {
        return RunPlan.create(
                Profile.QUICK,
                5,
                List.of("A", "B", "C", "D", "E", "F"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm(
                        tmp.resolve("jdk/bin/java").toString(), "17.0.15", "A", "B", "C", "D", "E", "F")),
                null);
    }

    /** A fork of known speed: the part it would leave, the same for the same task whatever the run. */
    private static Forker.Outcome fakeFork(RunPlan plan, RunPlan.Task task, Path part) throws IOException {
        return fakeFork(plan, task, part, NOISE);
    }

    private static Forker.Outcome fakeFork(RunPlan plan, RunPlan.Task task, Path part, double noise)
            throws IOException {
        Random random = new Random(task.key().hashCode());
        double roundEffect = 1 + 0.05 * ((task.round() * 7) % 3);
        double mean = TRUE_TIME.get(task.strategy()) * roundEffect * Math.exp(noise * random.nextGaussian());
        double[] iterations = new double[3];
        for (int i = 0; i < iterations.length; i++) {
            iterations[i] = mean * Math.exp(0.005 * random.nextGaussian());
        }
        Files.writeString(part, PartJson.of(plan, task, iterations).toString());
        return new Forker.Outcome(mean, "ns/op", 1);
    }

    static final Forker FAKE = (plan, task, partsDir, part) -> fakeFork(plan, task, part);

    /** The tasks whose part exists in run directory {@code dir}. */
    private static Set<String> parts(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve(SuiteRunner.PARTS))) {
            return files.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static boolean hasPart(Path dir, RunPlan plan, String strategy, int round) {
        return plan.tasks().stream()
                .filter(t -> t.strategy().equals(strategy) && t.round() == round)
                .allMatch(t -> Files.exists(SuiteRunner.partFile(dir, t)));
    }

    /**
     * The same race: who left when, each look's leader, contenders and decision, and why it stopped; the ratio
     * reached to 1e-9 (a resumed run reads the parts in another order, so sums differ in the last bits).
     */
    private static void assertSameRace(RaceRecord.Table expected, RaceRecord.Table actual) {
        assertEquals(expected.retired(), actual.retired());
        assertEquals(expected.stop(), actual.stop());
        assertEquals(expected.looks().size(), actual.looks().size());
        for (int i = 0; i < expected.looks().size(); i++) {
            RaceRecord.Look e = expected.looks().get(i);
            RaceRecord.Look a = actual.looks().get(i);
            assertEquals(
                    List.of(e.rounds(), e.leader(), e.contenders(), e.decided()),
                    List.of(a.rounds(), a.leader(), a.contenders(), a.decided()));
            assertEquals(e.reached(), a.reached(), 1e-9 * e.reached());
        }
    }

    private RunRecord raceToTheEnd(Path dir, RunPlan plan) throws IOException, FileLocks.JmhLockException {
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, out)) {
            runner.forkWith(FAKE);
            assertEquals(0, runner.runMissing(Duration.ofSeconds(30)));
            assertEquals(List.of(), runner.missing(), "nothing the race wants is missing");
            assertFalse(runner.budgetSpent());
        }
        return RunRecord.read(dir.resolve(SuiteRunner.RUN));
    }

    @Test
    void theClearlySlowLeaveAfterRoundTwoAndTheDecidedTableStops(@TempDir Path tmp) throws Exception {
        RunPlan plan = plan(tmp).withRace(RACE, null);
        Path dir = tmp.resolve("run");
        RunRecord record = raceToTheEnd(dir, plan);
        RaceRecord race = record.race();
        assertEquals(1, race.tables().size());
        RaceRecord.Table table = race.tables().get(0);
        for (String slow : SLOW) {
            assertEquals(2, table.leftAfter(slow), slow + " is at least twice as slow: " + text);
            assertTrue(hasPart(dir, plan, slow, 1), slow + " ran the first two rounds");
            assertFalse(hasPart(dir, plan, slow, 2), slow + " is skipped after the look after round 2");
        }
        assertNull(table.leftAfter("A"));
        assertNull(table.leftAfter("B"));
        assertEquals(RaceRecord.DECIDED, table.stop(), "A and B are 2 % apart, within x1.10: " + text);
        int decidedAt = table.lastLook().rounds();
        assertTrue(decidedAt < RACE.maxRounds(), "decided before the last round: " + text);
        for (String s : List.of("A", "B", Control.PARAM_VALUE)) {
            assertTrue(hasPart(dir, plan, s, decidedAt - 1), s + " ran until the table was decided");
            assertFalse(hasPart(dir, plan, s, decidedAt), s + " stops with its table: " + text);
        }
        String said = text.toString();
        assertTrue(
                said.contains("look after round 2: random/queen: 2 of 6 still racing (leader A; all within x"), said);
        assertTrue(said.contains("race random/queen: decided after round " + decidedAt), said);
        // the counter's total shrinks as strategies leave: after round 2, 14 forks done and at most 4 rounds
        // of A, B and the control to go
        assertTrue(said.contains("[ 15/26] random/queen"), said);
        assertEquals(parts(dir).size(), record.forks().size());
        assertNull(race.budget(), "no budget in this plan");
    }

    @Test
    void aResumedRunSkipsTheSameStrategies(@TempDir Path tmp) throws Exception {
        RunPlan plan = plan(tmp).withRace(RACE, null);
        Path whole = tmp.resolve("whole");
        raceToTheEnd(whole, plan);

        // the same run killed in round 4, after its first fork there
        Path killed = tmp.resolve("killed");
        int[] inRoundFour = {0};
        try (SuiteRunner runner = SuiteRunner.create(killed, plan, out)) {
            runner.forkWith((p, task, partsDir, part) -> {
                if (task.round() == 3 && inRoundFour[0]++ == 1) {
                    throw new IllegalStateException("killed");
                }
                return fakeFork(p, task, part);
            });
            assertThrows(IllegalStateException.class, () -> runner.runMissing(Duration.ofSeconds(30)));
        }
        assertTrue(parts(killed).size() < parts(whole).size());
        text.getBuffer().setLength(0);
        try (SuiteRunner runner = SuiteRunner.resume(killed, out)) {
            runner.forkWith(FAKE);
            String replayed = text.toString();
            assertTrue(replayed.contains("the race so far, from the parts:"), replayed);
            assertTrue(replayed.contains("look after round 2: random/queen: 2 of 6 still racing"), replayed);
            assertTrue(runner.missing().stream().noneMatch(t -> SLOW.contains(t.strategy())), "the slow stay out");
            assertEquals(0, runner.runMissing(Duration.ofSeconds(30)));
        }
        assertEquals(parts(whole), parts(killed), "the resumed run ran exactly the forks of the whole one");
        RaceRecord.Table resumed =
                RunRecord.read(killed.resolve(SuiteRunner.RUN)).race().tables().get(0);
        RaceRecord.Table straight =
                RunRecord.read(whole.resolve(SuiteRunner.RUN)).race().tables().get(0);
        assertSameRace(straight, resumed);
    }

    @Test
    void aRaceNotDecidedInEveryRoundStopsAtTheLastAndAResumeTakesALookItMissed(@TempDir Path tmp) throws Exception {
        // 40 % noise per fork: six rounds cannot vouch for x1.10 between A and B
        RunPlan plan = plan(tmp).withRace(RACE, null);
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, out)) {
            runner.forkWith((p, task, partsDir, part) -> fakeFork(p, task, part, 0.4));
            runner.runMissing(Duration.ofSeconds(30));
        }
        RunRecord record = RunRecord.read(dir.resolve(SuiteRunner.RUN));
        RaceRecord.Table table = record.race().tables().get(0);
        assertEquals(RaceRecord.MAX_ROUNDS, table.stop(), text.toString());
        assertEquals(
                List.of(2, 3, 4, 5, 6),
                table.looks().stream().map(RaceRecord.Look::rounds).toList());
        assertTrue(text.toString().contains("race random/queen: stopped: all 6 rounds run, not decided within x1.10"));
        // killed after its last fork, before the last look: the resume takes it and runs nothing
        record.withRace(null).write(dir.resolve(SuiteRunner.RUN));
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            runner.forkWith((p, task, partsDir, part) -> {
                throw new IllegalStateException("nothing is left to run");
            });
            assertEquals(0, runner.runMissing(Duration.ofSeconds(30)));
        }
        assertSameRace(
                table,
                RunRecord.read(dir.resolve(SuiteRunner.RUN)).race().tables().get(0));
    }

    @Test
    void theBudgetStopsTheRunAndSaysSo(@TempDir Path tmp) throws Exception {
        // each fork takes 200 ms; the first is expected to take 2 s (nothing ran yet): 2.5 s lets ~3 run
        RunPlan plan = plan(tmp).withRace(RACE, Duration.ofMillis(2500));
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, out)) {
            runner.forkWith((p, task, partsDir, part) -> {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return fakeFork(p, task, part);
            });
            assertEquals(0, runner.runMissing(Duration.ofSeconds(30)));
            assertTrue(runner.budgetSpent());
            int ran = parts(dir).size();
            assertTrue(ran >= 1 && ran < 14, "stopped before the first look: " + ran + " forks\n" + text);
            assertEquals(plan.tasks().size() - ran, runner.missing().size(), "the rest is left for a resume");
        }
        String said = text.toString();
        assertTrue(said.contains("budget spent: "), said);
        assertTrue(said.contains(" more than the 2500ms budget allows"), said);
        assertTrue(said.contains("race random/queen: stopped: budget spent before it was decided"), said);
        RaceRecord race = RunRecord.read(dir.resolve(SuiteRunner.RUN)).race();
        assertEquals(RaceRecord.BUDGET, race.tables().get(0).stop());
        assertEquals("2500ms", race.budget());

        // resumed with a fresh budget, it races on to a decision
        try (SuiteRunner runner = SuiteRunner.resume(dir, out)) {
            runner.forkWith(FAKE);
            runner.budget(null);
            runner.runMissing(Duration.ofSeconds(30));
            assertFalse(runner.budgetSpent());
        }
        RaceRecord.Table table =
                RunRecord.read(dir.resolve(SuiteRunner.RUN)).race().tables().get(0);
        assertEquals(RaceRecord.DECIDED, table.stop());
        SLOW.forEach(s -> assertEquals(2, table.leftAfter(s)));
    }

    @Test
    void aPlanWithoutARaceRunsEveryTask(@TempDir Path tmp) throws Exception {
        RunPlan raced = plan(tmp).withRace(RACE, Duration.ofMinutes(4));
        JsonObject json = raced.toJson();
        assertEquals(RACE, RunPlan.fromJson("plan.json", json).race(), "plan.json keeps the race");
        assertEquals(Duration.ofMinutes(4), RunPlan.fromJson("plan.json", json).budget());
        json.remove("race");
        json.remove("budget");
        RunPlan old = RunPlan.fromJson("plan.json", json);
        assertNull(old.race(), "a plan written before the race has none");
        assertNull(old.budget());
        Path dir = tmp.resolve("run");
        RunRecord record = raceToTheEnd(dir, old);
        assertEquals(old.tasks().size(), parts(dir).size(), "every strategy in every round");
        assertNull(record.race());
        assertFalse(text.toString().contains("look after"), text.toString());
    }
}
