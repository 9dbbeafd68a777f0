package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.bench.cli.SlidebenchCli;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The runner end to end on the smallest configuration (one strategy and the control row, one round of
 * tiny iterations): what it writes, resume after {@code kill -9}, SIGTERM, corrupt parts, a dead-end
 * directory, both locks, a wrong plug-in, and its bad-input checks. JMH really runs here, but only for a
 * few seconds per run; no time is asserted.
 */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class RunCommandTest {

    static Path jmhLock;

    @BeforeAll
    static void useAPrivateJmhLock() throws IOException {
        // Other benchmark runs on this machine hold the real JMH lock; tests check plumbing, not speed, so
        // they take a lock of their own and never wait for (or block) a real run.
        jmhLock = Files.createTempFile("slidebench-test-jmh", ".lock");
        System.setProperty(FileLocks.JMH_LOCK_PROPERTY, jmhLock.toString());
    }

    record Result(int code, String out, String err) {
        String lastLine() {
            List<String> lines = out.strip().lines().toList();
            return lines.get(lines.size() - 1);
        }

        long forksRun() {
            return out.lines().filter(l -> l.startsWith("[")).count();
        }
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = SlidebenchCli.newCommandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    static final String[] SMOKE = {"--profile", "smoke", "--strategies", "^RayLoop$", "--workloads", "^random$"};

    static Result smoke(Path dir, String... more) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(List.of(SMOKE));
        args.addAll(List.of("--out", dir.toString(), "--seed", "7"));
        args.addAll(List.of(more));
        return run(args.toArray(new String[0]));
    }

    static JsonArray results(Path dir) throws IOException {
        return JsonParser.parseString(Files.readString(dir.resolve("results.json")))
                .getAsJsonArray();
    }

    @Test
    void smokeRunWritesResultsWithCpuTimeAndARecordThatNamesEveryForksRow(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("run");
        Result r = smoke(dir);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("[  1/2]") && r.out().contains("[  2/2]"), r.out());
        assertTrue(r.out().contains("ETA"), r.out());
        assertTrue(r.out().contains("verifying 1 strategy against the reference"), r.out());
        JsonArray results = results(dir);
        assertEquals(2, results.size(), "control and RayLoop");
        List<String> strategies = new ArrayList<>();
        results.forEach(e -> strategies.add(
                e.getAsJsonObject().getAsJsonObject("params").get("strategy").getAsString()));
        assertEquals(List.of("BASELINE", "RayLoop"), strategies);
        for (JsonElement e : results) {
            JsonObject result = e.getAsJsonObject();
            JsonObject cpu = result.getAsJsonObject("secondaryMetrics").getAsJsonObject(CpuTimeProfiler.METRIC);
            assertNotNull(cpu, "cpu.time in every result: " + result);
            assertEquals("ns/op", cpu.get("scoreUnit").getAsString());
            JsonArray wallRows = result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData");
            JsonArray cpuRows = cpu.getAsJsonArray("rawData");
            assertEquals(wallRows.size(), cpuRows.size());
            for (int i = 0; i < cpuRows.size(); i++) {
                assertEquals(
                        wallRows.get(i).getAsJsonArray().size(),
                        cpuRows.get(i).getAsJsonArray().size());
                for (JsonElement v : cpuRows.get(i).getAsJsonArray()) {
                    assertTrue(v.getAsDouble() > 0, "CPU time per op is positive: " + cpuRows);
                }
            }
            assertFalse(result.getAsJsonObject("primaryMetric").has("score"), "the join adds no statistics");
        }
        RunRecord record = RunRecord.read(dir.resolve("run.json"));
        assertEquals(RunRecord.SCHEMA, record.schema());
        assertEquals(7L, record.plan().seed());
        assertEquals("smoke", record.plan().profile());
        assertNotNull(record.platform().cpuModel());
        assertEquals("computed", record.strategies().get("RayLoop").family(), "RayLoop's family, from core");
        assertEquals(2, record.forks().size());
        assertRowsAreTheParts(dir, record);
        for (ForkRecord f : record.forks()) {
            assertNotNull(f.contention(), f.toString());
            assertTrue(f.contention() > 0, f.toString());
            assertTrue(f.start().isBefore(f.end()), f.toString());
            assertEquals("random", f.workload());
        }
        assertEquals(
                7,
                JsonParser.parseString(Files.readString(dir.resolve("plan.json")))
                        .getAsJsonObject()
                        .get("seed")
                        .getAsLong());
        assertTrue(
                r.lastLine().endsWith(".json")
                        || r.lastLine().endsWith(".html")
                        || r.lastLine().endsWith(".md"),
                r.lastLine());
        assertTrue(Files.exists(Path.of(r.lastLine())), r.lastLine());
    }

    /** Every fork record's (benchmark, params, jvm, threads, row) points at exactly the iterations of its own part. */
    static void assertRowsAreTheParts(Path dir, RunRecord record) throws IOException {
        JsonArray results = results(dir);
        Set<String> taken = new HashSet<>();
        for (ForkRecord f : record.forks()) {
            assertNotNull(f.row(), f.key());
            JsonObject part = JsonParser.parseString(
                            Files.readString(dir.resolve("parts").resolve(f.key() + ".json")))
                    .getAsJsonArray()
                    .get(0)
                    .getAsJsonObject();
            JsonObject element = null;
            for (JsonElement e : results) {
                JsonObject o = e.getAsJsonObject();
                if (o.get("benchmark").getAsString().equals(f.benchmark())
                        && o.get("jvm").getAsString().equals(f.jvm())
                        && o.get("threads").getAsInt() == (f.threads() == null ? 1 : f.threads())
                        && o.getAsJsonObject("params")
                                .get("strategy")
                                .getAsString()
                                .equals(f.params().get("strategy"))) {
                    assertNull(element, "one element per case: " + f.key());
                    element = o;
                }
            }
            assertNotNull(element, f.key());
            assertTrue(
                    taken.add(f.benchmark() + f.params() + f.jvm() + f.threads() + "#" + f.row()),
                    "rows are unique: " + f);
            assertEquals(
                    part.getAsJsonObject("primaryMetric")
                            .getAsJsonArray("rawData")
                            .get(0),
                    element.getAsJsonObject("primaryMetric")
                            .getAsJsonArray("rawData")
                            .get(f.row()),
                    f.key());
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    /**
     * One finished run, then every way its directory can be damaged: corrupt parts are set aside and run
     * again; a missing run.json (the dead end of 0.1.0's plan/run window) is rebuilt; a live owner's lock
     * refuses a second resume.
     */
    @Test
    void resumeRepairsDamagedRunsAndRefusesALiveOne(@TempDir Path tmp) throws Exception {
        Path finished = tmp.resolve("finished");
        assertEquals(0, smoke(finished).code());
        List<Path> parts;
        try (Stream<Path> s = Files.list(finished.resolve("parts"))) {
            parts = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertEquals(2, parts.size());

        Path corrupt = tmp.resolve("corrupt");
        copyTree(finished, corrupt);
        Path truncated = corrupt.resolve("parts").resolve(parts.get(0).getFileName());
        Files.writeString(truncated, Files.readString(truncated).substring(0, 40));
        Path empty = corrupt.resolve("parts").resolve(parts.get(1).getFileName());
        Files.writeString(empty, "");
        Result r = run("run", "--resume", corrupt.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        List<String> setAside =
                r.out().lines().filter(l -> l.startsWith("set aside")).toList();
        assertEquals(1, setAside.size(), r.out());
        assertTrue(setAside.get(0).startsWith("set aside 2 unusable parts"), setAside.get(0));
        assertTrue(setAside.get(0).contains("not valid JSON") && setAside.get(0).contains("empty"), setAside.get(0));
        assertEquals(2, r.forksRun(), "both forks ran again: " + r.out());
        assertTrue(Files.exists(corrupt.resolve("parts").resolve(truncated.getFileName() + ".corrupt")));
        assertTrue(Files.exists(corrupt.resolve("parts").resolve(empty.getFileName() + ".corrupt")));
        assertEquals(2, results(corrupt).size());
        assertRowsAreTheParts(corrupt, RunRecord.read(corrupt.resolve("run.json")));

        Path deadEnd = tmp.resolve("dead-end");
        copyTree(finished, deadEnd);
        Files.delete(deadEnd.resolve("run.json"));
        Files.delete(deadEnd.resolve("parts").resolve(parts.get(1).getFileName()));
        r = run("run", "--resume", deadEnd.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("run.json was missing: rebuilt from plan.json"), r.out());
        assertEquals(1, r.forksRun(), r.out());
        RunRecord rebuilt = RunRecord.read(deadEnd.resolve("run.json"));
        assertEquals(2, rebuilt.forks().size(), "the surviving part keeps its identity, without times");
        assertRowsAreTheParts(deadEnd, rebuilt);

        Path live = tmp.resolve("live");
        copyTree(finished, live);
        Files.delete(live.resolve("parts").resolve(parts.get(0).getFileName()));
        try (FileLocks.Held owner = FileLocks.lockRunDirectory(live)) {
            r = run("run", "--resume", live.toString());
            assertEquals(2, r.code(), r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("in use by another slidebench run"), r.err());
            assertEquals(0, r.forksRun(), "nothing ran: " + r.out());
        }
    }

    @Test
    void aHeldJmhLockIsWaitedForThenRefusedWithExitTwo(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("waiting");
        Result r;
        try (FileChannel other = FileChannel.open(jmhLock, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            r = smoke(dir, "--wait", "1s");
        }
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("another JMH run still holds " + jmhLock + " after 1s"), r.err());
        assertTrue(r.err().contains("--resume " + dir), r.err());
        assertEquals(
                1,
                r.out()
                        .lines()
                        .filter(l -> l.startsWith("waiting for another JMH run"))
                        .count(),
                r.out());
        assertEquals(0, r.forksRun(), "no fork burnt while the lock was taken: " + r.out());
        assertFalse(Files.exists(dir.resolve("results.json")));
        Result after = run("run", "--resume", dir.toString());
        assertEquals(0, after.code(), after.out() + after.err());
        assertEquals(2, after.forksRun());
    }

    private static Process start(Path log, List<String> extraClassPath, String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-D" + FileLocks.JMH_LOCK_PROPERTY + "=" + jmhLock,
                "-cp",
                String.join(
                        File.pathSeparator,
                        Stream.concat(Stream.of(System.getProperty("java.class.path")), extraClassPath.stream())
                                .toList()),
                SlidebenchCli.class.getName()));
        if (Runtime.version().feature() >= 23) {
            // As the launcher passes it: without it JDK 24+ prints four WARNING lines the first time JMH's
            // runner uses sun.misc.Unsafe, at a moment that depends on timing, even after the resume line.
            command.add(1, "--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    private static String[] smokeArgs(Path dir, String seed) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(List.of(SMOKE));
        args.addAll(List.of("--out", dir.toString(), "--seed", seed));
        return args.toArray(new String[0]);
    }

    /**
     * The run directory never exists incomplete (0.1.0 had a 30-60 ms window between plan.json and
     * run.json where a kill left a dead end): watched from outside at a millisecond's interval, it is
     * complete the first time it is seen. Then a SIGKILL keeps finished forks and --resume runs the rest.
     */
    @Test
    void theRunDirectoryAppearsCompleteAndResumeAfterKillNineRunsOnlyWhatIsMissing(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("killed");
        Process process = start(tmp.resolve("log.txt"), List.of(), smokeArgs(dir, "11"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!Files.exists(dir) && System.nanoTime() < deadline && process.isAlive()) {
            Thread.onSpinWait();
        }
        assertTrue(Files.isDirectory(dir), Files.readString(tmp.resolve("log.txt")));
        assertTrue(Files.isRegularFile(dir.resolve("plan.json")), "plan.json there at first sight");
        assertTrue(Files.isRegularFile(dir.resolve("run.json")), "run.json there at first sight");
        RunRecord.read(dir.resolve("run.json"));
        Path parts = dir.resolve("parts");
        while (countParts(parts) < 1 && System.nanoTime() < deadline && process.isAlive()) {
            Thread.sleep(20);
        }
        process.destroyForcibly(); // SIGKILL: no shutdown hooks, nothing flushed
        process.waitFor(30, TimeUnit.SECONDS);
        int before = countParts(parts);
        if (Files.exists(dir.resolve("results.json"))) {
            results(dir); // always a complete JSON array (written atomically)
        }
        Result resumed = run("run", "--resume", dir.toString());
        assertEquals(0, resumed.code(), resumed.out() + resumed.err());
        assertEquals(2 - before, resumed.forksRun(), resumed.out());
        assertEquals(2, results(dir).size());
        assertEquals(2, countParts(parts));
        assertRowsAreTheParts(dir, RunRecord.read(dir.resolve("run.json")));
        Result again = run("run", "--resume", dir.toString());
        assertEquals(0, again.code());
        assertEquals(0, again.forksRun(), "nothing left to run: " + again.out());
    }

    @Test
    void sigtermEndsWithTheResumeCommand(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("terminated");
        Path log = tmp.resolve("log.txt");
        // four forks: the signal arrives while the first or second runs
        Process process = start(
                log,
                List.of(),
                "run",
                "--profile",
                "smoke",
                "--strategies",
                "^(RayLoop|KoggeStone|Dumb7Fill)$",
                "--workloads",
                "^random$",
                "--out",
                dir.toString());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!Files.readString(log).contains("[  1/") && System.nanoTime() < deadline && process.isAlive()) {
            Thread.sleep(20);
        }
        process.destroy(); // SIGTERM, as kill(1) and a closed terminal send; Ctrl-C's SIGINT takes the same path
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String out = Files.readString(log);
        assertEquals(143, process.exitValue(), "ended by the signal (128 + 15): " + out);
        assertTrue(out.strip().endsWith("interrupted; continue with: ./slidebench run --resume " + dir), out);
    }

    @Test
    void aWrongPlugInIsRefusedBeforeAnythingIsMeasured(@TempDir Path tmp) throws Exception {
        Path plugin = tmp.resolve("plugin");
        Path services = plugin.resolve("META-INF/services/dev.slidebench.core.SlidingAttacks");
        Files.createDirectories(services.getParent());
        Files.writeString(services, WrongRook.class.getName() + "\n");
        Path dir = tmp.resolve("wrong");
        Path log = tmp.resolve("log.txt");
        Process process = start(
                log,
                List.of(plugin.toString()),
                "run",
                "--profile",
                "smoke",
                "--strategies",
                "^(WrongRook|RayLoop)$",
                "--workloads",
                "^random$",
                "--out",
                dir.toString());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS));
        String out = Files.readString(log);
        assertEquals(1, process.exitValue(), out);
        List<String> refusal =
                out.lines().filter(l -> l.contains("refusing to measure")).toList();
        assertEquals(1, refusal.size(), out);
        // verify's own description of the first mismatch: rook on e4, e8 expected but missing
        assertTrue(refusal.get(0).contains("WrongRook (") && refusal.get(0).contains("rook on e4"), refusal.get(0));
        assertFalse(out.contains("[  1/"), "nothing measured: " + out);
        assertFalse(out.contains("\tat "), out);
        assertFalse(Files.exists(dir.resolve("plan.json")));
    }

    private static int countParts(Path parts) throws IOException {
        if (!Files.isDirectory(parts)) {
            return 0;
        }
        try (Stream<Path> s = Files.list(parts)) {
            return (int) s.filter(p -> p.getFileName().toString().endsWith(".json")
                            && !p.getFileName().toString().startsWith("."))
                    .count();
        }
    }

    @Test
    void badInputIsOneLineExitTwoAndNothingStarts(@TempDir Path tmp) throws IOException {
        Path file = Files.writeString(tmp.resolve("plain-file"), "x");
        Path notARun = Files.createDirectories(tmp.resolve("not-a-run"));
        Path notEmpty = Files.createDirectories(tmp.resolve("not-empty"));
        Files.writeString(notEmpty.resolve("notes.txt"), "mine");
        Path brokenPlan = Files.createDirectories(tmp.resolve("broken-plan"));
        Files.writeString(brokenPlan.resolve("plan.json"), "{\"format\": ");
        String[][] cases = {
            {"run", "--profile", "fastest", "--out", tmp.resolve("a").toString()},
            {"run", "--strategies", "^NoSuchThing$", "--out", tmp.resolve("b").toString()},
            {"run", "--strategies", "([", "--out", tmp.resolve("c").toString()},
            {
                "run",
                "--workloads",
                "nothing-like-this",
                "--out",
                tmp.resolve("d").toString()
            },
            {"run", "--jvm", "/no/such/java", "--out", tmp.resolve("e").toString()},
            {"run", "--jvm", "/bin/ls", "--out", tmp.resolve("f").toString()},
            {"run", "--out", file.resolve("sub").toString()},
            {"run", "--out", notEmpty.toString()},
            {"run", "--wait", "soon", "--out", tmp.resolve("g").toString()},
            {"run", "--resume", notARun.toString()},
            {"run", "--resume", tmp.resolve("missing").toString()},
            {"run", "--resume", brokenPlan.toString()},
            {
                "run",
                "--positions",
                tmp.resolve("no-such.pgn").toString(),
                "--out",
                tmp.resolve("h").toString()
            },
            {"run", "--positions", file.toString(), "--out", tmp.resolve("i").toString()},
        };
        for (String[] args : cases) {
            Result r = run(args);
            String what = String.join(" ", args) + " -> " + r.code() + " " + r.err();
            assertEquals(2, r.code(), what);
            assertEquals(1, r.err().strip().lines().count(), what);
            assertFalse(r.err().contains("\tat "), what);
            assertFalse(r.out().contains("[  1/"), "no benchmark started: " + what);
        }
        assertFalse(Files.exists(tmp.resolve("a").resolve("plan.json")));
        assertEquals("mine", Files.readString(notEmpty.resolve("notes.txt")));
        assertTrue(run("run", "--profile", "fastest").err().contains("'fastest'"));
        assertTrue(run("run", "--jvm", "/bin/ls").err().contains("/bin/ls"));
        assertTrue(run("run", "--wait", "soon").err().contains("--wait: 'soon'"));
        // an echoed value cannot colour the terminal or split the line
        String escaped = run("run", "--strategies", "\u001b[31mred\nline").err();
        assertFalse(escaped.contains("\u001b") || escaped.strip().contains("\n"), escaped);
        assertTrue(escaped.contains("U+001B"), escaped);
    }

    @Test
    void positionsFileIsValidatedRecordedWithItsHashAndPassedToEveryFork(@TempDir Path tmp) throws IOException {
        Path pgn = Files.writeString(tmp.resolve("mine.pgn"), "[Event \"x\"]\n1. e4 e5 2. Nf3 Nc6 *\n");
        Path dir = tmp.resolve("run");
        Result r = smoke(dir, "--positions", pgn.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("5 positions from 1 game,"), r.out());
        // the SHA-256 of those exact bytes, computed here independently of the run
        String expected;
        try {
            expected = java.util.HexFormat.of()
                    .formatHex(
                            java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(pgn)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
        RunRecord record = RunRecord.read(dir.resolve("run.json"));
        assertEquals(expected, record.plan().positions().sha256());
        assertEquals(5, record.plan().positions().positions());
        assertEquals(1, record.plan().positions().games());
        for (JsonElement e : results(dir)) {
            assertTrue(
                    e.getAsJsonObject()
                            .get("jvmArgs")
                            .toString()
                            .contains("-Dslidebench.positions=" + pgn.toAbsolutePath()),
                    e.toString());
        }
        // a resume refuses a file that changed under the run
        Files.writeString(pgn, "[Event \"x\"]\n1. d4 *\n");
        Result resumed = run("run", "--resume", dir.toString());
        assertEquals(2, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("changed since the run began"), resumed.err());

        Path bad = Files.writeString(tmp.resolve("bad.pgn"), "[Event \"x\"]\n1. e4 e5 2. Ke3 *\n");
        Result refused = run(
                "run",
                "--positions",
                bad.toString(),
                "--out",
                tmp.resolve("other").toString());
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("bad.pgn:2: move 2 for white 'Ke3'"), refused.err());
    }

    @Test
    void aRunKilledBeforeItsRenameLeavesNothingTheNextRunKeeps(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("run");
        Path abandoned =
                Files.createDirectories(tmp.resolve(".run.creating-999999999").resolve("parts"));
        Path live = Files.createDirectories(tmp.resolve(".run.creating-1")); // PID 1 lives: another run, kept
        assertEquals(0, smoke(dir).code());
        assertFalse(Files.exists(abandoned.getParent()), "the dead process's half-built directory is gone");
        assertTrue(Files.isDirectory(live));
    }
}
