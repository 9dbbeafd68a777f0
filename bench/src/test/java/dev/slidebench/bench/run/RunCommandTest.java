package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.bench.cli.SlidebenchCli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The runner end to end on the smallest configuration (one strategy and BASELINE, one round of tiny
 * iterations), its resume after a real {@code kill -9}, and its bad-input checks. JMH really runs here,
 * but only for a few seconds; no time is asserted.
 */
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

    @Test
    void smokeRunWritesResultsRunMetadataAndPrintsThePathLast(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("run");
        Result r = run(
                "run",
                "--profile",
                "smoke",
                "--strategies",
                "^RayLoop$",
                "--workloads",
                "^random$",
                "--out",
                dir.toString(),
                "--seed",
                "7");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("[  1/2]") && r.out().contains("[  2/2]"), r.out());
        assertTrue(r.out().contains("ETA"), r.out());
        JsonArray results = JsonParser.parseString(Files.readString(dir.resolve("results.json")))
                .getAsJsonArray();
        assertEquals(2, results.size(), "BASELINE and RayLoop");
        List<String> strategies = new ArrayList<>();
        results.forEach(e -> strategies.add(
                e.getAsJsonObject().getAsJsonObject("params").get("strategy").getAsString()));
        assertEquals(List.of("BASELINE", "RayLoop"), strategies);
        JsonObject runJson = JsonParser.parseString(Files.readString(dir.resolve("run.json")))
                .getAsJsonObject();
        assertTrue(runJson.getAsJsonObject("platform").has("cpuModel"));
        assertEquals(2, runJson.getAsJsonArray("forks").size());
        assertTrue(runJson.getAsJsonObject("strategies").has("RayLoop"));
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

    /** A run killed with SIGKILL keeps its finished forks; --resume runs only the rest and ends with every result. */
    @Test
    void resumeAfterKillNineRunsOnlyWhatIsMissing(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("killed");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(
                        java,
                        "-D" + FileLocks.JMH_LOCK_PROPERTY + "=" + jmhLock,
                        "-cp",
                        System.getProperty("java.class.path"),
                        SlidebenchCli.class.getName(),
                        "run",
                        "--profile",
                        "smoke",
                        "--strategies",
                        "^RayLoop$",
                        "--workloads",
                        "^random$",
                        "--out",
                        dir.toString(),
                        "--seed",
                        "11")
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("log.txt").toFile())
                .start();
        Path parts = dir.resolve("parts");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (countParts(parts) < 1 && System.nanoTime() < deadline && process.isAlive()) {
            Thread.sleep(50);
        }
        process.destroyForcibly(); // SIGKILL: no shutdown hooks, nothing flushed
        process.waitFor(30, TimeUnit.SECONDS);
        int before = countParts(parts);
        assertTrue(
                before >= 1, "a finished fork is on disk before the kill: " + Files.readString(tmp.resolve("log.txt")));
        // results.json, when present, is always a complete JSON array (written atomically).
        if (Files.exists(dir.resolve("results.json"))) {
            JsonParser.parseString(Files.readString(dir.resolve("results.json")))
                    .getAsJsonArray();
        }
        Result resumed = run("run", "--resume", dir.toString());
        assertEquals(0, resumed.code(), resumed.out() + resumed.err());
        long ranAgain = resumed.out().lines().filter(l -> l.startsWith("[")).count();
        assertEquals(2 - before, ranAgain, resumed.out());
        JsonArray results = JsonParser.parseString(Files.readString(dir.resolve("results.json")))
                .getAsJsonArray();
        assertEquals(2, results.size());
        assertEquals(2, countParts(parts));
        Result again = run("run", "--resume", dir.toString());
        assertEquals(0, again.code());
        assertFalse(again.out().lines().anyMatch(l -> l.startsWith("[")), "nothing left to run: " + again.out());
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
            {"run", "--resume", notARun.toString()},
            {"run", "--resume", tmp.resolve("missing").toString()},
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
        assertTrue(run("run", "--profile", "fastest").err().contains("'fastest'"));
        assertTrue(run("run", "--jvm", "/bin/ls").err().contains("/bin/ls"));
    }
}
