package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
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
        RunPlan.Task first = PLAN.tasks().get(0);
        RunPlan.Task second = PLAN.tasks().get(1);
        List<ForkProgress> progress = new ArrayList<>();
        for (Duration budget : Arrays.asList(null, Duration.ofSeconds(6), Duration.ofSeconds(5))) {
            ForkProgress p = new ForkProgress(out, PLAN, 0, budget);
            p.finished(first, "ok", 3_000_000_000L, List.of(second));
            progress.add(p);
        }
        said.getBuffer().setLength(0);

        assertFalse(progress.get(0).passesBudget(second), "no budget");
        assertFalse(progress.get(1).passesBudget(second), "3 s run + 3 s expected = 6 s");
        assertEquals("", said.toString());
        assertTrue(progress.get(2).passesBudget(second));
        out.flush(); // the runner's closing lines flush it
        assertEquals(
                "budget spent: 0:03 of forks run, the next would take about 1.0 s more than the 5s budget allows\n",
                said.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void theEtaNeverPassesTheBudgetLeft() {
        // Three 3 s forks still planned after the first (9 s), a budget of 5 s with 3 s spent: 2 s are left,
        // the run stops there, so the ETA says 0:02; without a budget it says 0:09.
        RunPlan.Task first = PLAN.tasks().get(0);
        List<RunPlan.Task> after = List.of(first, first, first);
        new ForkProgress(out, PLAN, 0, Duration.ofSeconds(5)).finished(first, "ok", 3_000_000_000L, after);
        new ForkProgress(out, PLAN, 0, null).finished(first, "ok", 3_000_000_000L, after);
        // A budget already passed (a fork ran long) leaves nothing to wait for.
        new ForkProgress(out, PLAN, 0, Duration.ofSeconds(2)).finished(first, "ok", 3_000_000_000L, after);
        out.flush();
        List<String> lines = said.toString().lines().toList();
        assertTrue(lines.get(0).endsWith("ETA 0:02"), lines.get(0));
        assertTrue(lines.get(1).endsWith("ETA 0:09"), lines.get(1));
        assertTrue(lines.get(2).endsWith("ETA 0:00"), lines.get(2));
    }

    @Test
    void aForkLineCutShortIsEndedAtOnce() {
        ForkProgress progress = new ForkProgress(out, PLAN, 0, null);
        progress.starting(PLAN.tasks().get(0), PLAN.tasks());
        progress.stopped();
        String text = said.toString().replace(System.lineSeparator(), "\n");
        assertTrue(text.startsWith("[  1/"), text);
        assertTrue(text.endsWith(" stopped: a file could not be written\n"), text);
    }
}
