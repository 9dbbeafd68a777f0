package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.bench.Control;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Race;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One table's race, look by look, on forks whose verdict is clear by construction: each test writes the
 * parts a fork of known wall and CPU time would leave (0.1 % noise per fork, seeded), for the rounds it
 * names, through the runner (so run.json carries each fork's round and contention), and then takes the looks
 * itself. With the race's margin and resolution of ×1.10, a strategy ×1.25 or more slower than the leader
 * leaves at the first look, and two strategies 2 % apart are within the resolution at once.
 */
class RacingTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static final Race.Settings RACE = new Race.Settings(0.05, 2, 6, 1.10, 1.10);

    private static final double NOISE = 0.001;

    @TempDir
    Path tmp;

    /** What one strategy's forks measure: wall and CPU time per operation (null: no cpu.time recorded). */
    private record Speed(double wall, Double cpu) {}

    private static Speed speed(double wall, Double cpu) {
        return new Speed(wall, cpu);
    }

    /** The plan of random/queen for A, B and C (and the control row), raced with {@code race}. */
    private RunPlan plan(Race.Settings race) {
        return RunPlan.create(
                        Profile.QUICK,
                        5,
                        List.of("A", "B", "C"),
                        List.of(Workload.RANDOM),
                        List.of(RunPlanTest.jvm(tmp.resolve("jdk/bin/java").toString(), "17.0.15", "A", "B", "C")),
                        null)
                .withRace(race, null);
    }

    /** A part of {@code task} with the given times per operation, in {@code mode} (avgt: ns/op, thrpt: ops/us). */
    private static JsonArray part(RunPlan plan, RunPlan.Task task, String mode, Speed speed) {
        double noise = Math.exp(NOISE * new Random(task.key().hashCode()).nextGaussian());
        double wall = speed.wall() * noise;
        JsonArray part = PartJson.of(plan, task, wall, wall, wall);
        JsonObject result = part.get(0).getAsJsonObject();
        result.addProperty("mode", mode);
        if (mode.equals("thrpt")) {
            result.getAsJsonObject("primaryMetric").addProperty("scoreUnit", "ops/us");
        }
        JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
        if (speed.cpu() == null) {
            secondary.remove(CpuTimeProfiler.METRIC);
        } else {
            double cpu = speed.cpu() * noise;
            JsonObject metric = secondary.getAsJsonObject(CpuTimeProfiler.METRIC);
            metric.addProperty("score", cpu);
            JsonArray row = new JsonArray();
            for (int i = 0; i < 3; i++) {
                row.add(cpu);
            }
            JsonArray rows = new JsonArray();
            rows.add(row);
            metric.add("rawData", rows);
        }
        return part;
    }

    /**
     * A run directory whose forks of rounds {@code 0 … rounds-1} ran with {@code speeds} (a strategy absent
     * from it, or a later round, has no fork); {@code late} are the speeds of round {@code rounds}, if any.
     */
    private Path run(RunPlan plan, int rounds, String mode, Map<String, Speed> speeds, Map<String, Speed> late)
            throws Exception {
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan.withRace(null, null), quiet())) {
            runner.forkWith((p, task, partsDir, file) -> {
                Speed speed = task.round() < rounds ? speeds.get(task.strategy()) : null;
                if (task.round() == rounds && late != null) {
                    speed = late.get(task.strategy());
                }
                if (speed == null) {
                    throw new ForkRunner.ForkFailedException("not in this test");
                }
                Files.writeString(file, part(p, task, mode, speed).toString());
                return new Forker.Outcome(speed.wall(), "ns/op", 1);
            });
            runner.runMissing(Duration.ofSeconds(30));
        }
        return dir.resolve(SuiteRunner.RESULTS);
    }

    private Path run(RunPlan plan, int rounds, Map<String, Speed> speeds) throws Exception {
        return run(plan, rounds, "avgt", speeds, null);
    }

    private static PrintWriter quiet() {
        return new PrintWriter(new StringWriter());
    }

    private static RunPlan.Task task(RunPlan plan, String strategy, int round) {
        return plan.tasks().stream()
                .filter(t -> t.strategy().equals(strategy) && t.round() == round)
                .findFirst()
                .orElseThrow();
    }

    private static RaceRecord.Table table(Racing racing) {
        return racing.record(null).tables().get(0);
    }

    @Test
    void aClearlySlowerStrategyLeavesTheBestStaysAndCloseOnesDecideTheTable() throws Exception {
        RunPlan plan = plan(RACE);
        // A is the fastest, B 2 % slower (within x1.10), C three times slower (beyond x1.10)
        Path results = run(plan, 2, Map.of("A", speed(10, 10.0), "B", speed(10.2, 10.2), "C", speed(30, 30.0)));
        Racing racing = new Racing(plan);
        assertEquals(1, racing.looksThrough(), "no look is taken before round 2");
        assertFalse(racing.allStopped());
        assertFalse(racing.skips(task(plan, "C", 2)), "before the look everyone runs");

        List<String> lines = racing.look(2, results);

        assertEquals(1, lines.size());
        String line = lines.get(0);
        assertTrue(
                line.startsWith("look after round 2: random/queen: 2 of 3 still racing (leader A; all within x1."),
                line);
        assertTrue(line.endsWith("): decided at x1.10"), line);
        assertEquals(2, racing.looksThrough());
        RaceRecord.Table table = table(racing);
        assertEquals(Map.of("C", 2), table.retired());
        assertEquals(RaceRecord.DECIDED, table.stop());
        assertEquals("A", table.lastLook().leader());
        assertTrue(table.lastLook().decided());
        assertTrue(racing.allStopped(), "its one table is decided");
        for (String strategy : List.of("A", "B", "C", Control.PARAM_VALUE)) {
            assertTrue(racing.skips(task(plan, strategy, 2)), strategy + ": a decided table runs nothing more");
        }

        // the budget running out later does not change why this table ended
        racing.stopAll(RaceRecord.BUDGET);
        assertEquals(RaceRecord.DECIDED, table(racing).stop());
        List<String> stop = racing.stopLines();
        assertEquals(1, stop.size());
        assertTrue(
                stop.get(0)
                        .startsWith("race random/queen: decided after round 2 (leader A, 2 contenders, all within x1."),
                stop.get(0));
    }

    @Test
    void whenEveryOtherLeavesTheLeaderAloneDecidesTheTable() throws Exception {
        RunPlan plan = plan(RACE);
        // B and C three times slower than A: both leave, the leader alone decides the table; reached is then 1
        Path results = run(plan, 2, Map.of("A", speed(10, 10.0), "B", speed(30, 30.0), "C", speed(30, 30.0)));
        Racing racing = new Racing(plan);
        String line = racing.look(2, results).get(0);
        assertTrue(
                line.startsWith("look after round 2: random/queen: 1 of 3 still racing (leader A; all within x1.00)"),
                line);
        assertEquals(Map.of("B", 2, "C", 2), table(racing).retired());
        assertTrue(racing.allStopped(), "only the leader is left");
        assertEquals(
                List.of("race random/queen: decided after round 2 (leader A, 1 contender, all within x1.00)"),
                racing.stopLines());
    }

    @Test
    void identicalStrategiesStayInTheRaceUntilItEnds() throws Exception {
        // 20 % noise per fork: two rounds cannot vouch for x1.10, and two identical strategies must not leave
        RunPlan plan = plan(new Race.Settings(0.05, 2, 2, 1.10, 1.10));
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan.withRace(null, null), quiet())) {
            runner.forkWith((p, task, partsDir, file) -> {
                if (task.round() >= 2 || task.strategy().equals(Control.PARAM_VALUE)) {
                    throw new ForkRunner.ForkFailedException("not in this test");
                }
                double wall = 10 * Math.exp(0.2 * new Random(task.key().hashCode()).nextGaussian());
                Files.writeString(file, PartJson.of(p, task, wall, wall, wall).toString());
                return new Forker.Outcome(wall, "ns/op", 1);
            });
            runner.runMissing(Duration.ofSeconds(30));
        }
        Racing racing = new Racing(plan);
        String line = racing.look(2, dir.resolve(SuiteRunner.RESULTS)).get(0);
        assertTrue(line.startsWith("look after round 2: random/queen: 3 of 3 still racing (leader "), line);
        assertFalse(line.contains("decided"), line);
        RaceRecord.Table table = table(racing);
        assertEquals(Map.of(), table.retired());
        assertEquals(RaceRecord.MAX_ROUNDS, table.stop(), "its last planned look was taken");
        assertTrue(racing.allStopped());
        assertFalse(racing.skips(task(plan, "A", 2)), "a fork that failed in a finished race stays missing");
        String stop = racing.stopLines().get(0);
        assertTrue(
                stop.startsWith("race random/queen: stopped: all 2 rounds run, not decided within x1.10 (leader "),
                stop);
        assertTrue(stop.contains(", 3 contenders, all within x"), stop);
    }

    @Test
    void withoutForksEveryoneStaysAndTheBudgetCanStopTheRace() {
        RunPlan plan = plan(RACE);
        Racing racing = new Racing(plan);
        List<String> lines = racing.look(2, tmp.resolve("no-results.json"));
        assertEquals(List.of("look after round 2: random/queen: no forks to judge yet; all 3 stay"), lines);
        assertEquals(List.of("race random/queen: not finished"), racing.stopLines());
        assertFalse(racing.allStopped());
        assertFalse(racing.skips(task(plan, "A", 2)));

        racing.stopAll(RaceRecord.BUDGET);
        assertTrue(racing.allStopped());
        assertEquals(RaceRecord.BUDGET, table(racing).stop());
        assertFalse(racing.skips(task(plan, "A", 2)), "a resumed run with a new budget races on");
        assertEquals(List.of("race random/queen: stopped: budget spent before it was decided"), racing.stopLines());
        assertEquals(List.of(), racing.look(3, tmp.resolve("no-results.json")), "a stopped table takes no look");
    }

    @Test
    void tooFewForksForAnIntervalKeepEveryoneAndSayWhy() throws Exception {
        RunPlan plan = plan(RACE);
        // A in rounds 0 and 1, B in round 0 only: three forks, three unknowns (A, B, round 1), no residual
        Path dir = tmp.resolve("run");
        try (SuiteRunner runner = SuiteRunner.create(dir, plan.withRace(null, null), quiet())) {
            runner.forkWith((p, task, partsDir, file) -> {
                boolean wanted = task.strategy().equals("A") && task.round() < 2
                        || task.strategy().equals("B") && task.round() == 0;
                if (!wanted) {
                    throw new ForkRunner.ForkFailedException("not in this test");
                }
                Files.writeString(
                        file,
                        part(p, task, "avgt", speed(task.strategy().equals("A") ? 10 : 20, null))
                                .toString());
                return new Forker.Outcome(10, "ns/op", 1);
            });
            runner.runMissing(Duration.ofSeconds(30));
        }
        Racing racing = new Racing(plan);
        String line = racing.look(2, dir.resolve(SuiteRunner.RESULTS)).get(0);
        assertEquals(
                "look after round 2: random/queen: 3 of 3 still racing (leader A; too few forks for an interval)",
                line);
        racing.stopAll(RaceRecord.BUDGET);
        assertEquals(
                List.of("race random/queen: stopped: budget spent before it was decided (leader A, 3 contenders)"),
                racing.stopLines());
    }

    // Which measure a look ranks on, told by who leaves: A is faster on wall time and B on CPU time, each by
    // more than the margin, so on wall time B leaves and on CPU time A does.

    private static final Speed A_WALL_FASTER = speed(10, 14.0);

    @Test
    void uncontendedForksAreRankedOnWallTime() throws Exception {
        RunPlan plan = plan(RACE);
        // wall ÷ CPU: A 0.71, B 1.09, below the 1.10 that marks a contended fork
        Path results = run(plan, 2, Map.of("A", A_WALL_FASTER, "B", speed(12, 11.0)));
        Racing racing = new Racing(plan);
        racing.look(2, results);
        assertEquals(Map.of("B", 2), table(racing).retired());
    }

    @Test
    void aForkContendedByExactlyTheThresholdSwitchesToCpuTime() throws Exception {
        RunPlan plan = plan(RACE);
        // wall ÷ CPU: A 1.10 exactly (contended), B 0.75; on CPU time B (12) is x1.2 slower than A (10)
        Path results = run(plan, 2, Map.of("A", speed(11, 10.0), "B", speed(9, 12.0)));
        Racing racing = new Racing(plan);
        racing.look(2, results);
        assertEquals(Map.of("B", 2), table(racing).retired(), "ranked on CPU time");
    }

    @Test
    void contendedForksAreRankedOnCpuTimeEvenWhenTheControlHasNone() throws Exception {
        RunPlan plan = plan(RACE);
        // B's wall time is 1.5 times its CPU time; the control row records no CPU time, which does not matter
        Path results =
                run(plan, 2, Map.of("A", A_WALL_FASTER, "B", speed(15, 10.0), Control.PARAM_VALUE, speed(2, null)));
        Racing racing = new Racing(plan);
        racing.look(2, results);
        assertEquals(Map.of("A", 2), table(racing).retired(), "ranked on CPU time");
    }

    @Test
    void withoutCpuTimeForEveryContenderWallTimeIsRanked() throws Exception {
        RunPlan plan = plan(RACE);
        // contended, but A has no cpu.time: only wall time ranks all of them
        Path results = run(plan, 2, Map.of("A", speed(10, null), "B", speed(15, 10.0)));
        Racing racing = new Racing(plan);
        racing.look(2, results);
        assertEquals(Map.of("B", 2), table(racing).retired(), "ranked on wall time");
    }

    @Test
    void aContendedForkAfterTheLooksRoundsDoesNotCount() throws Exception {
        RunPlan plan = plan(RACE);
        // rounds 0 and 1 uncontended; in round 2 B waited for a core (x3): the look after round 2 ignores it
        Path results = run(
                plan,
                2,
                "avgt",
                Map.of("A", A_WALL_FASTER, "B", speed(12, 11.0)),
                Map.of("A", A_WALL_FASTER, "B", speed(33, 11.0)));
        Racing racing = new Racing(plan);
        racing.look(2, results);
        assertEquals(Map.of("B", 2), table(racing).retired(), "ranked on wall time, from rounds 0 and 1 only");
    }

    @Test
    void inThroughputModeMoreOperationsAreFaster() throws Exception {
        RunPlan plan = plan(RACE);
        // ops/us, no CPU time: A does twice as many operations as B
        Path results = run(plan, 2, "thrpt", Map.of("A", speed(100, null), "B", speed(50, null)), null);
        Racing racing = new Racing(plan);
        String line = racing.look(2, results).get(0);
        assertTrue(line.contains("(leader A; "), line);
        assertEquals(Map.of("B", 2), table(racing).retired());
    }
}
