package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.Profile;
import dev.slidebench.bench.run.RunPlan;
import dev.slidebench.bench.run.SuiteRunner;
import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run}'s bad input that is refused before any JVM starts: each is one stderr line naming the
 * option and the value, exit 2, and nothing written (RunCommandTest covers the rest end to end).
 */
class RunArgumentsTest {

    private static void assertRefused(String expected, String... args) {
        CliRun r = CliRun.of(args);
        assertTrue(r.isOneLineBadInput(), r.exitCode() + " " + r.err());
        assertEquals("slidebench run: " + expected, r.err().strip());
        assertEquals("", r.out(), "nothing printed before the refusal");
    }

    @Test
    void aWaitThatIsNotADurationIsNamed() {
        assertRefused("--wait: 'soon' expected a duration like 30s, 10m, 1h or 1h30m", "run", "--wait", "soon");
    }

    @Test
    void aBudgetMarginOrResolutionThatIsNotOneIsNamed() {
        assertRefused("--budget: 'soon' expected a duration like 30s, 10m, 1h or 1h30m", "run", "--budget", "soon");
        assertRefused("--budget: '30m1h' expected a duration like 30s, 10m, 1h or 1h30m", "run", "--budget", "30m1h");
        assertRefused("--budget: '0' leaves no time for a fork", "run", "--budget", "0");
        assertRefused("--margin: 'wide' is not a number; expected a ratio like 1.10", "run", "--margin", "wide");
        assertRefused("--margin: '0.9' must be a ratio above 1, like 1.10", "run", "--margin", "0.9");
        assertRefused("--resolution: '1' must be a ratio above 1, like 1.10", "run", "--resolution", "1");
        assertRefused("--resolution: 'NaN' must be a ratio above 1, like 1.10", "run", "--resolution", "NaN");
        assertRefused(
                "--no-race runs every strategy every round: drop --margin/--resolution",
                "run",
                "--no-race",
                "--margin",
                "1.2");
    }

    @Test
    void anUnknownProfileIsNamed() {
        assertRefused(
                "--profile: unknown profile 'fast'; valid: quick, standard, thorough, smoke",
                "run",
                "--profile",
                "fast");
    }

    @Test
    void aWorkloadRegexThatSelectsNothingIsNamedBeforeAnyJvmIsProbed(@TempDir Path tmp) {
        Path out = tmp.resolve("never");
        assertRefused(
                "--workloads: 'nothing' matches no workload; valid: random, positions, incremental, xray, squares,"
                        + " perft, search, cache-pressure, threads, movegen, init",
                "run",
                "--workloads",
                "nothing",
                "--out",
                out.toString());
        assertFalse(Files.exists(out));
    }

    @Test
    void aJvmThatIsNotAJavaIsNamed(@TempDir Path tmp) {
        Path missing = tmp.resolve("no-jdk");
        assertRefused(
                "--jvm: '" + missing + "' is not a Java (neither a JDK home with bin/java nor an executable)",
                "run",
                "--jvm",
                missing.toString(),
                "--out",
                tmp.resolve("out").toString());
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void resumeTakesNoOtherRunOption(@TempDir Path tmp) {
        String dropped = "; drop --profile/--strategies/--beside-fastest/--workloads/--jvm/--out/--seed/--positions";
        String[][] extras = {
            {"--profile", "quick"},
            {"--strategies", "Magic"},
            {"--beside-fastest", "3"},
            {"--workloads", "random"},
            {"--jvm", "/usr/bin/java"},
            {"--out", "elsewhere"},
            {"--seed", "7"},
            {"--positions", "p.epd"}
        };
        for (String[] extra : extras) {
            assertRefused(
                    "--resume takes everything from " + tmp + "/plan.json" + dropped,
                    "run",
                    "--resume",
                    tmp.toString(),
                    extra[0],
                    extra[1]);
        }
        // the race goes on with the plan's settings; only the budget is the sitting's own
        assertRefused(
                "--resume continues the race of " + tmp + "/plan.json with its settings; drop"
                        + " --margin/--resolution/--no-race",
                "run",
                "--resume",
                tmp.toString(),
                "--margin",
                "1.2");
    }

    @Test
    void resumingADirectoryThatIsNotARunIsNamed(@TempDir Path tmp) {
        assertRefused(
                "--resume: '" + tmp + "' is not a slidebench run (no plan.json)", "run", "--resume", tmp.toString());
    }

    @Test
    void resumingARunWhosePositionsFileChangedIsRefused(@TempDir Path tmp) throws IOException {
        Path positions = Files.writeString(tmp.resolve("p.epd"), "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
        StrategyRecord info = new StrategyRecord(0L, 0.0, false, false, null, "computed");
        JvmRecord jvm = new JvmRecord("/j/bin/java", "v", "17", "vm", List.of(), Map.of("RayLoop", info), Map.of());
        RunPlan plan = RunPlan.create(
                Profile.SMOKE,
                1,
                List.of("RayLoop"),
                List.of(Workload.POSITIONS),
                List.of(jvm),
                dev.slidebench.bench.run.PositionsFiles.describe(positions));
        Path dir = tmp.resolve("run");
        SuiteRunner.create(dir, plan, new PrintWriter(new StringWriter())).close();
        Files.writeString(positions, "8/8/8/8/8/8/8/K1k4q w - - 0 1\n");
        assertRefused(
                "--resume " + dir + ": the run's positions file " + positions.toAbsolutePath()
                        + " changed since the run began (SHA-256 differs); start a new run for the new file",
                "run",
                "--resume",
                dir.toString());
        // the refusal released the run: it can be opened again
        SuiteRunner.resume(dir, new PrintWriter(new StringWriter())).close();
    }
}
