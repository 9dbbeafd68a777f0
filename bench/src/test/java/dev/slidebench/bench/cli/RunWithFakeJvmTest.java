package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.bench.run.FileLocks;
import dev.slidebench.bench.run.PrivateJmhLock;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run} from the command line to the report, in a second: the {@code --jvm} is a shell script that
 * answers the probe and the pre-flight check the way a JVM would (or the way a broken one would) and
 * cannot run a JMH fork, so every fork fails at once. What is checked is the run's own work: what it
 * prints, refuses, writes and returns. RunCommandTest does the same with real JVMs and forks.
 */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class RunWithFakeJvmTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static Path fakeJava(Path dir, String verifyAnswer) throws IOException {
        return FakeJava.write(dir, verifyAnswer);
    }

    private static final String ALL_OK = FakeJava.ALL_OK;

    private static CliRun run(Path java, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "run",
                "--profile",
                "smoke",
                "--workloads",
                "^random$",
                "--jvm",
                java.toString(),
                "--out",
                out.toString(),
                "--seed",
                "3"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(new String[0]));
    }

    /** The runner's "machine busy" line depends on this machine's load, not on the run. */
    private static List<String> withoutLoadWarnings(String out) {
        return out.lines().filter(l -> !l.startsWith("machine busy: load ")).toList();
    }

    @Test
    void besideFastestAddsThePreferenceOrdersFirstThatRunTheirFastPath(@TempDir Path tmp) throws IOException {
        // The fake JVM has RayLoop (in no preference order) and Pext, which it runs emulated: none to add.
        Path java = fakeJava(tmp, ALL_OK);
        CliRun alone = run(java, tmp.resolve("alone"), "--beside-fastest", "2");
        assertEquals(2, alone.exitCode(), alone.out() + alone.err());
        assertEquals(
                "slidebench run: --beside-fastest: no strategy of the preference order (Pext, FancyMagic, BlackMagic,"
                        + " PlainMagic, HyperbolaQuintessence, ObstructionDifference, Kindergarten, OliThinkKeys,"
                        + " RotatedBitboards, DamianiSlideIndices, ClassicalRays, KoggeStone, Dumb7Fill) runs on its"
                        + " fast path on this JVM",
                alone.err().strip());
        assertFalse(Files.exists(tmp.resolve("alone")), "nothing written");
        CliRun beside = run(java, tmp.resolve("beside"), "--strategies", "^RayLoop$", "--beside-fastest", "2");
        List<String> lines = withoutLoadWarnings(beside.out());
        assertEquals(
                "beside the 2 fastest by slidebench's preference order on this JVM: none runs its fast path there",
                lines.get(0));
        assertEquals(
                "slidebench run: profile smoke, 1 round, 2 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines.get(2));
        CliRun bad = run(java, tmp.resolve("bad"), "--beside-fastest", "0");
        assertEquals(2, bad.exitCode());
        assertEquals(
                "slidebench run: --beside-fastest: 0 is not a count of strategies; expected 1 or more",
                bad.err().strip());
    }

    @Test
    void forksThatCannotRunAreCountedAndTheResumeCommandIsGiven(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        Path out = tmp.resolve("run");
        CliRun r = run(java, out, "--strategies", "^RayLoop$");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        List<String> lines = withoutLoadWarnings(r.out());
        assertEquals("verifying 1 strategy against the reference before measuring …", lines.get(0));
        assertEquals(
                "slidebench run: profile smoke, 1 round, 2 forks (1 strategy + control x random x 1 JVM), seed 3",
                lines.get(1));
        assertEquals("writing to " + out, lines.get(2));
        assertTrue(lines.get(3).startsWith("[  1/2] random/queen"), lines.get(3));
        assertTrue(lines.get(3).contains("round 1/1  JDK 17.0.99"), lines.get(3));
        assertTrue(lines.get(3).contains("FAILED: "), r.out() + r.err());
        assertTrue(lines.get(4).startsWith("[  2/2] random/queen"), lines.get(4));
        assertTrue(lines.get(4).contains(" ETA 0:00"), lines.get(4));
        assertEquals("2 fork(s) failed or missing; run them with: ./slidebench run --resume " + out, lines.get(5));
        assertTrue(lines.get(6).startsWith("no report: "), lines.get(6));
        assertEquals(out.resolve("results.json").toString(), r.lastLine(), "no report: the results file is named");
        assertEquals("[]", Files.readString(out.resolve("results.json")).strip(), "no fork finished");
        RunRecord record = RunRecord.read(out.resolve("run.json"));
        assertEquals(3L, record.plan().seed());
        assertEquals(java.toAbsolutePath().toString(), record.jvms().get(0).path());
        assertEquals("17.0.99", record.jvms().get(0).version());
        assertEquals(List.of(), record.forks());
        assertEquals("", r.err());

        // resumed: the same two forks are tried again, and said to be
        CliRun again = CliRun.of("run", "--resume", out.toString());
        assertEquals(1, again.exitCode(), again.out() + again.err());
        assertTrue(again.out().contains("[  1/2] random/queen"), again.out());
        assertTrue(again.out().contains("2 fork(s) failed or missing"), again.out());
    }

    @Test
    void pextOnAnOldJvmGetsTheNoteAndBothStrategiesAreCounted(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        CliRun r = run(java, tmp.resolve("run"), "--strategies", "^(RayLoop|Pext)$");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        List<String> lines = withoutLoadWarnings(r.out());
        assertTrue(
                lines.get(0).startsWith("note: on JDK 17.0.99 Pext runs emulated (Long.compress needs JDK 19+); "),
                lines.get(0));
        assertEquals("verifying 2 strategies against the reference before measuring …", lines.get(1));
        assertTrue(lines.get(2).contains("3 forks (2 strategies + control x random x 1 JVM)"), lines.get(2));
    }

    @Test
    void aPositionsFileIsDescribedBeforeMeasuring(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        Path pgn = Files.writeString(
                tmp.resolve("games.pgn"), "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 0-1\n");
        CliRun r = run(java, tmp.resolve("run"), "--strategies", "^RayLoop$", "--positions", pgn.toString());
        assertEquals(1, r.exitCode(), r.out() + r.err());
        String first = r.out().lines().findFirst().orElseThrow();
        // game a: start, e4, e5; game b: start, d4
        assertTrue(
                first.startsWith("positions: " + pgn.toAbsolutePath() + ", 5 positions from 2 games, SHA-256 "), first);
        assertTrue(first.endsWith("…"), first);
        String roots = r.out().lines().skip(1).findFirst().orElseThrow();
        assertTrue(
                roots.matches(
                        "perft roots: \\d+, depths (\\d+ )*\\d+, [0-9,]+ leaves per invocation \\(reference counts\\)"),
                roots);
        Path one = Files.writeString(tmp.resolve("one.pgn"), "[Event \"a\"]\n\n1. e4 1-0\n");
        CliRun single = run(java, tmp.resolve("run1"), "--strategies", "^RayLoop$", "--positions", one.toString());
        assertTrue(
                single.out().startsWith("positions: " + one.toAbsolutePath() + ", 2 positions from 1 game,"),
                single.out());
        Path epd = Files.writeString(tmp.resolve("p.epd"), "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
        CliRun list = run(java, tmp.resolve("run2"), "--strategies", "^RayLoop$", "--positions", epd.toString());
        assertTrue(list.out().startsWith("positions: " + epd.toAbsolutePath() + ", 1 positions, SHA-256 "), list.out());
        Path bad = Files.writeString(tmp.resolve("bad.epd"), "not a fen\n");
        CliRun refused = run(java, tmp.resolve("run3"), "--strategies", "^RayLoop$", "--positions", bad.toString());
        assertTrue(refused.isOneLineBadInput(), refused.err());
        assertTrue(refused.err().startsWith("slidebench run: --positions: " + bad + ":1: "), refused.err());
        assertFalse(Files.exists(tmp.resolve("run3")));
    }

    @Test
    void aWrongStrategyIsRefusedBeforeAnythingIsMeasured(@TempDir Path tmp) throws IOException {
        Path one = fakeJava(tmp.resolve("one"), "echo 'ok Pext'; echo 'FAIL RayLoop: e4 rook  differs'; exit 1");
        CliRun r = run(one, tmp.resolve("run"), "--strategies", "^(RayLoop|Pext)$");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        assertEquals(
                "slidebench run: refusing to measure a wrong strategy: RayLoop: e4 rook  differs; nothing was measured",
                r.err().strip());
        assertFalse(Files.exists(tmp.resolve("run")));

        Path two = fakeJava(tmp.resolve("two"), "echo 'FAIL RayLoop: a'; echo 'FAIL Pext: b'; exit 1");
        CliRun both = run(two, tmp.resolve("run"), "--strategies", "^(RayLoop|Pext)$");
        assertEquals(
                "slidebench run: refusing to measure a wrong strategy: RayLoop: a (and 1 more); nothing was measured",
                both.err().strip());

        Path crashed = fakeJava(tmp.resolve("crashed"), "echo 'Exception in thread main'; exit 3");
        CliRun c = run(crashed, tmp.resolve("run"), "--strategies", "^RayLoop$");
        assertEquals(1, c.exitCode());
        assertEquals(
                "slidebench run: refusing to measure a wrong strategy: the check failed on " + crashed.toAbsolutePath()
                        + ": Exception in thread main; nothing was measured",
                c.err().strip());

        Path silent = fakeJava(tmp.resolve("silent"), "exit 0");
        CliRun s = run(silent, tmp.resolve("run"), "--strategies", "^RayLoop$");
        assertEquals(
                "slidebench run: refusing to measure a wrong strategy: the check failed on " + silent.toAbsolutePath()
                        + ": no output; nothing was measured",
                s.err().strip());
    }

    @Test
    void anOutDirectoryThatCannotTakeANewRunIsRefused(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        Path used = Files.createDirectories(tmp.resolve("used"));
        Files.writeString(used.resolve("plan.json"), "{}");
        CliRun r = run(java, used, "--strategies", "^RayLoop$");
        assertTrue(r.isOneLineBadInput(), r.err());
        assertEquals(
                "slidebench run: --out: '" + used + "' already holds a run; continue it with --resume " + used
                        + " or choose another --out",
                r.err().strip());
        Path full = Files.createDirectories(tmp.resolve("full"));
        Files.writeString(full.resolve("notes.txt"), "mine");
        CliRun f = run(java, full, "--strategies", "^RayLoop$");
        assertEquals(
                "slidebench run: --out: '" + full + "' is not empty and holds no run; choose a new or empty directory",
                f.err().strip());
        assertEquals("mine", Files.readString(full.resolve("notes.txt")));
        Path underAFile = tmp.resolve("notes.txt").resolve("run");
        Files.writeString(tmp.resolve("notes.txt"), "a file");
        CliRun u = run(java, underAFile, "--strategies", "^RayLoop$");
        assertEquals(2, u.exitCode(), u.err());
        assertEquals(1, u.err().strip().lines().count(), u.err());
        assertTrue(u.err().startsWith("slidebench run: --out: cannot write to '" + underAFile + "' ("), u.err());
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        CliRun e = run(java, empty, "--strategies", "^RayLoop$");
        assertEquals(1, e.exitCode(), "an empty directory takes the run: " + e.err());
        assertTrue(Files.exists(empty.resolve("plan.json")));
    }

    @Test
    void aStrategyRegexThatTheJvmDoesNotHaveIsNamed(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        CliRun r = run(java, tmp.resolve("run"), "--strategies", "Magic");
        assertTrue(r.isOneLineBadInput(), r.err());
        assertEquals(
                "slidebench run: --strategies: 'Magic' matches no strategy; available: RayLoop, Pext",
                r.err().strip());
    }

    @Test
    void aHeldJmhLockEndsTheRunWithTheResumeCommandUnlessJmhIsToldToIgnoreIt(@TempDir Path tmp) throws Exception {
        Path java = fakeJava(tmp, ALL_OK);
        Path out = tmp.resolve("run");
        Path lock = Path.of(System.getProperty(FileLocks.JMH_LOCK_PROPERTY));
        try (FileChannel other = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            CliRun r = run(java, out, "--strategies", "^RayLoop$", "--wait", "0");
            assertEquals(2, r.exitCode(), r.out() + r.err());
            assertEquals(
                    "slidebench run: another JMH run still holds " + lock + " after 0s; try again later, or wait"
                            + " longer with --wait; continue later with --resume " + out,
                    r.err().strip());
            assertFalse(r.out().contains("[  1/2]"), "no fork ran");
            System.setProperty("jmh.ignoreLock", "true");
            try {
                CliRun ignoring = CliRun.of("run", "--resume", out.toString(), "--wait", "0");
                assertEquals(1, ignoring.exitCode(), ignoring.err());
                assertTrue(ignoring.out().contains("[  2/2]"), "both forks were tried: " + ignoring.out());
            } finally {
                System.clearProperty("jmh.ignoreLock");
            }
        }
    }

    @Test
    void eachStepIsShownBeforeTheSlowPartItAnnounces(@TempDir Path tmp) throws IOException {
        Path java = fakeJava(tmp, ALL_OK);
        Path out = tmp.resolve("run");
        FlushRecorder said = new FlushRecorder();
        CliRun r = ChosenRegistry.run(
                SlidebenchCli.newCommandLine(),
                said,
                "run",
                "--profile",
                "smoke",
                "--workloads",
                "^random$",
                "--jvm",
                java.toString(),
                "--out",
                out.toString(),
                "--seed",
                "3",
                "--strategies",
                "^(RayLoop|Pext)$");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        List<String> lines = withoutLoadWarnings(r.out());
        assertTrue(lines.get(0).startsWith("note: on JDK 17.0.99 Pext runs emulated"), lines.get(0));
        assertTrue(said.flushedRightAfter(lines.get(0)), "the note, before the strategies are verified");
        assertEquals("verifying 2 strategies against the reference before measuring …", lines.get(1));
        assertTrue(said.flushedRightAfter(lines.get(1)), "before the check runs");
        assertEquals("writing to " + out, lines.get(3));
        assertTrue(said.flushedRightAfter(lines.get(3)), "before the first fork");
        assertEquals(out.resolve("results.json").toString(), r.lastLine(), "the last line, flushed too");
        try (var left = Files.list(tmp)) {
            assertEquals(
                    List.of(),
                    left.map(p -> p.getFileName().toString())
                            .filter(n -> n.startsWith(".write-test"))
                            .toList(),
                    "the write test leaves no file behind");
        }
    }
}
