package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Race;
import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The race between rounds as the runner drives it, without forks: what it says (flushed at once, since a
 * run prints to a terminal or a log someone is watching), what it records after each look, and a plan
 * that is not raced, which it leaves alone.
 */
class RaceRoundsTest {

    private static final Race.Settings RACE = new Race.Settings(0.05, 2, 4, 1.10, 1.10);

    @TempDir
    Path tmp;

    private final StringWriter said = new StringWriter();

    /** Buffered and never flushed by the test: only what the race flushes is seen. */
    private final PrintWriter out = new PrintWriter(new BufferedWriter(said, 1 << 16));

    private RunPlan plan() {
        return RunPlan.create(
                Profile.QUICK,
                5,
                List.of("A", "B"),
                List.of(Workload.RANDOM),
                List.of(RunPlanTest.jvm(tmp.resolve("jdk/bin/java").toString(), "17.0.15", "A", "B")),
                null);
    }

    /** The race's record each time results.json and run.json are written. */
    private final List<RaceRecord> written = new ArrayList<>();

    private final RaceRounds[] current = new RaceRounds[1];

    private RaceRounds rounds(RunPlan plan) {
        current[0] = new RaceRounds(plan, out, () -> written.add(current[0].record(null)), tmp.resolve("results.json"));
        return current[0];
    }

    @Test
    void aPlanWithoutARaceSkipsNothingAndSaysNothing() throws Exception {
        RunPlan plan = plan();
        RaceRounds race = rounds(plan);
        assertFalse(race.racing());
        assertFalse(race.allStopped());
        assertFalse(race.skips(plan.tasks().get(0)));
        assertNull(race.record(null));
        race.lookBefore(3);
        race.replayLooks(3);
        race.stopAll(RaceRecord.BUDGET);
        assertEquals(2, race.finish(2), "the failures, passed through");
        assertEquals("", said.toString());
        assertEquals(List.of(), written, "nothing to record");
    }

    @Test
    void eachLookIsSaidAtOnceAndRecorded() throws Exception {
        RaceRounds race = rounds(plan().withRace(RACE, null));
        assertTrue(race.racing());
        race.lookBefore(1);
        assertEquals("", said.toString(), "no look before round 2 is complete");
        race.lookBefore(3);
        assertEquals(
                "look after round 2: random/queen: no forks to judge yet; all 2 stay\n"
                        + "look after round 3: random/queen: no forks to judge yet; all 2 stay\n",
                said.toString().replace(System.lineSeparator(), "\n"));
        // written before each look (which reads the results) and after it, which records the look
        assertEquals(4, written.size());
        assertEquals(
                List.of(2),
                written.get(1).tables().get(0).looks().stream()
                        .map(RaceRecord.Look::rounds)
                        .toList());
        assertEquals(
                List.of(2, 3),
                written.get(3).tables().get(0).looks().stream()
                        .map(RaceRecord.Look::rounds)
                        .toList());
        race.lookBefore(3);
        assertEquals(4, written.size(), "a look is taken once");

        race.stopAll(RaceRecord.BUDGET);
        assertFalse(race.racing());
        assertTrue(race.allStopped());
        assertEquals(0, race.finish(0));
        assertTrue(
                said.toString().endsWith("race random/queen: stopped: budget spent before it was decided\n"),
                said.toString());
        assertEquals(
                RaceRecord.BUDGET,
                written.get(written.size() - 1).tables().get(0).stop(),
                "and recorded");
    }

    @Test
    void aResumedRunReplaysTheLooksBeforeItsLastStartedRound() throws Exception {
        RaceRounds early = rounds(plan().withRace(RACE, null));
        early.replayLooks(1);
        assertEquals("", said.toString(), "round 1 started: no look was due before it");

        RaceRounds resumed = rounds(plan().withRace(RACE, null));
        resumed.replayLooks(2);
        assertEquals(
                "the race so far, from the parts:\n"
                        + "look after round 2: random/queen: no forks to judge yet; all 2 stay\n",
                said.toString().replace(System.lineSeparator(), "\n"));
    }
}
