package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.SlidingAttacks;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wrong plug-in under {@code perft}, run as a user runs it: in its own JVM with the plug-in on the
 * class path. Its attack sets let rooks take kings; the check reports FAIL lines and exits 1 (it used
 * to end in an ArrayIndexOutOfBoundsException stack trace from Leapers.knightAttacks).
 */
class WrongPluginTest {

    @TempDir
    Path dir;

    record Result(int exit, List<String> out, List<String> err) {}

    private Result slidebench(String... args) throws IOException, InterruptedException {
        Path services = dir.resolve("plugin/META-INF/services/" + SlidingAttacks.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, SeesEverythingPlugin.class.getName() + "\n");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path") + File.pathSeparator + dir.resolve("plugin"),
                SlidebenchCli.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "slidebench did not finish");
        return new Result(
                process.exitValue(),
                Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void perftEpdReportsFailuresAndExitsOne() throws Exception {
        Path epd = dir.resolve("cpw.epd");
        List<String> lines = new ArrayList<>();
        for (PerftSuite.Entry e : PerftSuite.cpw()) {
            lines.add(e.fen() + " ;D1 " + e.expected(1) + " ;D2 " + e.expected(2));
        }
        Files.write(epd, lines, StandardCharsets.UTF_8);
        Result run = slidebench("perft", "--epd", epd.toString(), "--strategy", "SeesEverything");

        assertEquals(1, run.exit(), run.toString());
        assertEquals(1, run.err().size(), run.toString());
        assertTrue(run.err().get(0).startsWith("slidebench perft: "), run.err().get(0));
        assertTrue(
                run.err().get(0).contains("'slidebench verify --strategy SeesEverything'"),
                run.err().get(0));
        assertFalse(String.join("\n", run.err()).contains("\tat "), run.toString());
        // A header, one line per position, the totals; every position fails at D2 at least.
        assertEquals(8, run.out().size(), run.toString());
        for (int i = 1; i <= 6; i++) {
            assertTrue(
                    run.out().get(i).startsWith("FAIL  line " + i + " "),
                    run.out().get(i));
        }
        String last = run.out().get(7);
        assertTrue(last.matches("\\d+ passed, \\d+ failed"), last);
        assertTrue(last.endsWith(", " + (12 - Integer.parseInt(last.split(" ")[0])) + " failed"), last);
    }

    @Test
    void perftFenReportsTheFailureInOneLineAndExitsOne() throws Exception {
        Result run = slidebench(
                "perft",
                "--fen",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--depth",
                "3",
                "--strategy",
                "SeesEverything");
        assertEquals(1, run.exit(), run.toString());
        assertEquals(1, run.err().size(), run.toString());
        assertTrue(
                run.err().get(0).startsWith("slidebench perft: perft 3 with SeesEverything failed: "), run.toString());
    }
}
