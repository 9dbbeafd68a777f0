package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.SearchPositions;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.search.BenchSearch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bench} command: its signature is the reference's total, a strategy with one wrong attack
 * set fails the check on the first position that differs, and bad input is one line with exit 2.
 */
class BenchCommandTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @TempDir
    Path dir;

    @Test
    void printsEveryPositionAndEndsWithTheReferencesSignature() {
        long reference = new BenchSearch(RayLoop.INSTANCE, SearchPositions.builtIn(), 2, 64L << 20).searchAll();
        CliRun run = CliRun.of("bench", "--strategy", "FancyMagic", "--depth", "2");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(0).startsWith("strategy FancyMagic, depth 2, tt 64 MiB, 16 positions"), lines.get(0));
        for (int i = 1; i <= 16; i++) {
            assertTrue(lines.get(i).startsWith(String.format("position %2d  nodes ", i)), lines.get(i));
        }
        assertTrue(lines.get(17).startsWith("total nodes "), lines.get(17));
        assertEquals("signature " + reference, run.lastLine());
    }

    @Test
    void askingEveryLookupTwiceSearchesTheSameTree() {
        long reference = new BenchSearch(RayLoop.INSTANCE, SearchPositions.builtIn(), 2, 64L << 20).searchAll();
        CliRun run = CliRun.of("bench", "--strategy", "Pext", "--depth", "2", "--double-lookups");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().findFirst().orElseThrow().endsWith(", every lookup asked twice"), run.out());
        assertEquals("signature " + reference, run.lastLine());
    }

    @Test
    void searchesTheUsersPositionsWithTheTableSizeAsked() throws IOException {
        Path file = dir.resolve("two.epd");
        Files.write(file, List.of(INITIAL, "# a comment", KIWIPETE + " ;D1 48"), StandardCharsets.UTF_8);
        long reference = new BenchSearch(RayLoop.INSTANCE, List.of(INITIAL, KIWIPETE), 3, 1L << 20).searchAll();
        CliRun run = CliRun.of(
                "bench", "--strategy", "Kindergarten", "--depth", "3", "--tt", "1m", "--positions", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("strategy Kindergarten, depth 3, tt 1 MiB, 2 positions from '"), run.out());
        assertEquals("signature " + reference, run.lastLine());
    }

    @Test
    void aStrategyWithOneWrongAttackSetFailsOnTheFirstPosition() {
        var registry = ChosenRegistry.of(dir, OneWrongAnswerPlugin.class.getName());
        CliRun run = ChosenRegistry.run(registry, "bench", "--strategy", "OneWrongAnswer", "--depth", "2");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("slidebench bench: signature differs from RayLoop's "), run.err());
        assertTrue(run.err().contains("first at position 1 (" + INITIAL + ")"), run.err());
        assertTrue(run.err().contains("'slidebench verify --strategy OneWrongAnswer'"), run.err());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        Path badFen = dir.resolve("bad.epd");
        Files.write(
                badFen, List.of(INITIAL, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"), StandardCharsets.UTF_8);
        List<String[]> cases = List.of(
                new String[] {"bench", "--depth", "0"},
                new String[] {"bench", "--depth", "33"},
                new String[] {"bench", "--depth", "six"},
                new String[] {"bench", "--tt", "16x"},
                new String[] {"bench", "--tt", "16"},
                new String[] {"bench", "--tt", "999999999g"},
                new String[] {"bench", "--strategy", "NoSuchStrategy"},
                new String[] {"bench", "--positions", dir.resolve("missing.epd").toString()},
                new String[] {"bench", "--positions", dir.toString()},
                new String[] {"bench", "--positions", badFen.toString()});
        for (String[] args : cases) {
            CliRun run = CliRun.of(args);
            assertTrue(run.isOneLineBadInput(), String.join(" ", args) + " -> " + run.exitCode() + " " + run.err());
            assertTrue(run.err().startsWith("slidebench bench: "), run.err());
        }
        assertTrue(CliRun.of("bench", "--positions", badFen.toString()).err().contains("bad.epd:2: "));
    }

    @Test
    void sizesReadInBinaryUnits() {
        assertEquals(32, BenchCommand.parseSize("32"));
        assertEquals(512L << 10, BenchCommand.parseSize("512k"));
        assertEquals(16L << 20, BenchCommand.parseSize("16M"));
        assertEquals(1L << 30, BenchCommand.parseSize("1g"));
    }
}
