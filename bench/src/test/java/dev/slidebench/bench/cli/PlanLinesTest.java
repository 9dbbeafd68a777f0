package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.bench.run.PrivateJmhLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lines {@code run} prints about its plan before the first fork, each worked out here from the
 * options given: the strategies a JVM runs a fallback for (left out when none is named), the rounds and
 * forks with "up to"/"at most" when the rounds race, then the race's settings or the budget alone. The
 * {@code --jvm} is {@link FakeJava}, so no fork runs.
 */
class PlanLinesTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static final String FALLBACK_ADVICE = "; their numbers would be another algorithm's. Name them with"
            + " --strategies to measure them anyway, or add a --jvm where they run their own path.";

    private static List<String> args(Path out, String profile, List<Path> javas, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--profile", profile, "--workloads", "^random$"));
        for (Path java : javas) {
            args.addAll(List.of("--jvm", java.toString()));
        }
        args.addAll(List.of("--out", out.toString(), "--seed", "3"));
        args.addAll(List.of(more));
        return args;
    }

    private static CliRun run(Path out, String profile, Path java, String... more) {
        return CliRun.of(args(out, profile, List.of(java), more).toArray(new String[0]));
    }

    /** The runner's "machine busy" line depends on this machine's load, not on the run. */
    private static List<String> lines(CliRun run) {
        return run.out()
                .lines()
                .filter(l -> !l.startsWith("machine busy: load "))
                .toList();
    }

    @Test
    void withNoStrategyNamedTheOnesOnAFallbackAreNamedAndLeftOut(@TempDir Path tmp) throws IOException {
        // FakeJava's JDK 17.0.99 runs Pext emulated: only RayLoop is measured, and Pext is named as left out
        Path java = FakeJava.write(tmp, "echo 'ok RayLoop'");
        Path out = tmp.resolve("run");
        FlushRecorder said = new FlushRecorder();
        CliRun r = ChosenRegistry.run(
                SlidebenchCli.newCommandLine(),
                said,
                args(out, "smoke", List.of(java)).toArray(new String[0]));
        assertEquals(1, r.exitCode(), r.out() + r.err());
        List<String> lines = lines(r);
        assertEquals("verifying 1 strategy against the reference before measuring …", lines.get(0));
        String fallback =
                "not measured on JDK 17.0.99: 1 strategy that runs a fallback path there (Pext)" + FALLBACK_ADVICE;
        assertEquals(fallback, lines.get(1));
        assertTrue(said.flushedRightAfter(fallback), "said before the plan is built further");
        assertEquals(
                "slidebench run: profile smoke, 1 round, 2 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines.get(2));
        assertEquals("writing to " + out, lines.get(3));
    }

    @Test
    void eachJvmWithFallbacksGetsOneLineAndAJvmWithoutNone(@TempDir Path tmp) throws IOException {
        Path two = FakeJava.write(
                tmp.resolve("two"),
                FakeJava.probeAnswer("17.0.98", "RayLoop", null, "Pext", "emulated", "Kindergarten", "slow path"),
                "echo 'ok RayLoop'",
                FakeJava.FORK_FAILS);
        Path none = FakeJava.write(
                tmp.resolve("none"), FakeJava.probeAnswer("17.0.97", "RayLoop", null), "echo 'ok RayLoop'", "exit 1");
        Path out = tmp.resolve("run");
        CliRun r = CliRun.of(args(out, "smoke", List.of(two, none)).toArray(new String[0]));
        assertEquals(1, r.exitCode(), r.out() + r.err());
        List<String> lines = lines(r);
        assertEquals("verifying 1 strategy against the reference before measuring …", lines.get(0));
        assertEquals(
                "not measured on JDK 17.0.98: 2 strategies that run a fallback path there (Pext, Kindergarten)"
                        + FALLBACK_ADVICE,
                lines.get(1));
        // RayLoop and the control on each JVM, one round
        assertEquals(
                "slidebench run: profile smoke, 1 round, 4 forks (1 strategy + control x random x 2 JVMs), seed 3",
                lines.get(2));
        assertEquals("writing to " + out, lines.get(3));

        // every strategy on its own path: nothing is left out, nothing said
        CliRun own = CliRun.of(args(tmp.resolve("own"), "smoke", List.of(none)).toArray(new String[0]));
        List<String> ownLines = lines(own);
        assertEquals("verifying 1 strategy against the reference before measuring …", ownLines.get(0));
        assertTrue(ownLines.get(1).startsWith("slidebench run: profile smoke, 1 round, 2 forks "), ownLines.get(1));
    }

    @Test
    void aRaceSaysUpToAtMostAndItsSettings(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        // quick: up to 6 rounds of RayLoop and the control, the first look after round 2, so 5 looks share
        // alpha 0.05; the default margin and resolution x1.10 and the budget 260 s of one JVM
        CliRun r = run(tmp.resolve("run"), "quick", java, "--strategies", "^RayLoop$");
        List<String> lines = lines(r);
        assertEquals("verifying 1 strategy against the reference before measuring …", lines.get(0), r.err());
        assertEquals(
                "slidebench run: profile quick, up to 6 rounds, at most 12 forks (1 strategy + control x random x 1"
                        + " JVM), seed 3",
                lines.get(1));
        assertEquals(
                "race: after round 2 and each later one, a strategy slower than the leader by more than x1.10 leaves;"
                        + " a benchmark stops when all left are within x1.10; 5 looks at alpha 0.05 / 5; budget 260s"
                        + " of forks",
                lines.get(2));
        assertEquals("writing to " + tmp.resolve("run"), lines.get(3));

        CliRun asked = run(
                tmp.resolve("asked"),
                "quick",
                java,
                "--strategies",
                "^RayLoop$",
                "--margin",
                "1.25",
                "--resolution",
                "1.05",
                "--budget",
                "2m");
        assertEquals(
                "race: after round 2 and each later one, a strategy slower than the leader by more than x1.25 leaves;"
                        + " a benchmark stops when all left are within x1.05; 5 looks at alpha 0.05 / 5; budget 2m of"
                        + " forks",
                lines(asked).get(2));
    }

    @Test
    void withoutARaceEveryRoundIsPlannedAndOnlyABudgetIsSaid(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        CliRun all = run(tmp.resolve("all"), "quick", java, "--strategies", "^RayLoop$", "--no-race");
        assertEquals(1, all.exitCode(), all.out() + all.err());
        List<String> lines = lines(all);
        assertEquals(
                "slidebench run: profile quick, 6 rounds, 12 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines.get(1));
        assertEquals("writing to " + tmp.resolve("all"), lines.get(2), "no race, and no budget unless one is given");

        CliRun budget =
                run(tmp.resolve("budget"), "quick", java, "--strategies", "^RayLoop$", "--no-race", "--budget", "90s");
        assertEquals(
                "slidebench run: profile quick, 6 rounds, 12 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines(budget).get(1));
        assertEquals("budget 90s of forks", lines(budget).get(2));

        // smoke has one round, so no race: a budget given is said alone
        CliRun smoke = run(tmp.resolve("smoke"), "smoke", java, "--strategies", "^RayLoop$", "--budget", "90s");
        assertEquals(
                "slidebench run: profile smoke, 1 round, 2 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines(smoke).get(1));
        assertEquals("budget 90s of forks", lines(smoke).get(2));
    }
}
