package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The budget check before each fork, worked by hand: after one random fork of 3 s, the next random fork is
 * expected to take 3 s too, so 6 s of forks fit a budget of 6 s exactly and pass one of 5 s by 1 s. The line
 * that cuts a fork's line short is flushed at once (the writer here is buffered).
 */
class ForkProgressTest {

    private static final RunPlan PLAN = RunPlan.create(
            Profile.QUICK,
            5,
            List.of("A", "B"),
            List.of(Workload.RANDOM),
            List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A", "B")),
            null);

    private final StringWriter said = new StringWriter();
    private final PrintWriter out = new PrintWriter(new BufferedWriter(said, 1 << 16));

    @Test
    void theNextForkMayUseTheBudgetToItsLastNanosecondButNotMore() {
        ForkProgress progress = new ForkProgress(out, PLAN, 0);
        RunPlan.Task first = PLAN.tasks().get(0);
        RunPlan.Task second = PLAN.tasks().get(1);
        progress.finished(first, "ok", 3_000_000_000L, List.of(second));
        said.getBuffer().setLength(0);

        assertFalse(progress.passesBudget(second, null), "no budget");
        assertFalse(progress.passesBudget(second, Duration.ofSeconds(6)), "3 s run + 3 s expected = 6 s");
        assertEquals("", said.toString());
        assertTrue(progress.passesBudget(second, Duration.ofSeconds(5)));
        out.flush(); // the runner's closing lines flush it
        assertEquals(
                "budget spent: 0:03 of forks run, the next would take about 1.0 s more than the 5s budget allows\n",
                said.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aForkLineCutShortIsEndedAtOnce() {
        ForkProgress progress = new ForkProgress(out, PLAN, 0);
        progress.starting(PLAN.tasks().get(0), PLAN.tasks());
        progress.stopped();
        String text = said.toString().replace(System.lineSeparator(), "\n");
        assertTrue(text.startsWith("[  1/"), text);
        assertTrue(text.endsWith(" stopped: a file could not be written\n"), text);
    }
}
