package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perft} shows what it is about to count before counting (a deep perft takes minutes), shows
 * each EPD line's verdict as it is reached, and takes the limits' edge values: a depth or node limit of
 * 0 is a limit, not a negative number. Counts are the CPW "Perft Results" numbers.
 */
class PerftProgressTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @TempDir
    Path dir;

    private static CliRun run(FlushRecorder out, String... args) {
        return ChosenRegistry.run(SlidebenchCli.newCommandLine(), out, args);
    }

    private Path epd() throws IOException {
        return Files.write(
                dir.resolve("two.epd"),
                List.of(INITIAL + " ;D1 20 ;D2 400", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191"),
                StandardCharsets.UTF_8);
    }

    @Test
    void aFenPerftNamesItsPositionAndStrategyBeforeCounting() {
        FlushRecorder out = new FlushRecorder();
        CliRun run = run(out, "perft", "--fen", INITIAL, "--depth", "2", "--strategy", "RayLoop");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("position " + INITIAL, lines.get(0));
        assertTrue(lines.get(1).startsWith("strategy RayLoop, depth 2, JVM "), lines.get(1));
        assertTrue(out.flushedRightAfter(lines.get(1)), "shown before the count starts");
        assertEquals("nodes 400", run.lastLine());
    }

    @Test
    void anEpdCheckShowsEachLineAsItIsReached() throws IOException {
        FlushRecorder out = new FlushRecorder();
        CliRun run = run(out, "perft", "--epd", epd().toString(), "--strategy", "RayLoop");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(4, lines.size(), run.out());
        assertTrue(out.flushedRightAfter(lines.get(0)), "the header, before the first count");
        assertTrue(lines.get(1).startsWith("ok    line 1 "), lines.get(1));
        assertTrue(out.flushedRightAfter(lines.get(1)), "line 1, before line 2 is counted");
        assertTrue(out.flushedRightAfter(lines.get(2)), lines.get(2));
        assertEquals("4 passed, 0 failed", lines.get(3));
    }

    @Test
    void limitsOfZeroSkipEveryCountInsteadOfBeingRefused() throws IOException {
        CliRun depth = run(new FlushRecorder(), "perft", "--epd", epd().toString(), "--max-depth", "0");
        assertEquals(0, depth.exitCode(), depth.err());
        assertEquals("4 (position, depth) pairs skipped by --max-depth/--max-nodes", skippedLine(depth));
        assertEquals("0 passed, 0 failed", depth.lastLine());

        CliRun nodes = run(new FlushRecorder(), "perft", "--epd", epd().toString(), "--max-nodes", "0");
        assertEquals(0, nodes.exitCode(), nodes.err());
        assertEquals("4 (position, depth) pairs skipped by --max-depth/--max-nodes", skippedLine(nodes));
        assertEquals("0 passed, 0 failed", nodes.lastLine());
    }

    @Test
    void anEpdPathThroughAFileIsOneLineNamingTheSystemsReason() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "not a directory");
        Path epd = file.resolve("suite.epd");
        CliRun run = run(new FlushRecorder(), "perft", "--epd", epd.toString());
        assertEquals(2, run.exitCode(), run.out());
        assertEquals("", run.out());
        // stat(2) fails with ENOTDIR. JDK 17 reports it as a plain FileSystemException, whose reason the line
        // gives; Temurin 25 maps it to NoSuchFileException, which the command words "no such file".
        String prefix = "slidebench perft: --epd: cannot read '" + epd + "': ";
        String line = run.err().replace(System.lineSeparator(), "\n");
        assertTrue(
                line.equals(prefix + "FileSystemException: " + epd + ": Not a directory\n")
                        || line.equals(prefix + "no such file\n"),
                line);
    }

    private static String skippedLine(CliRun run) {
        List<String> lines = run.out().lines().toList();
        return lines.get(lines.size() - 2);
    }
}
