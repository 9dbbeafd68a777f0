package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.bench.SearchPositions;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.search.BenchSearch;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** White is checkmated (the fool's mate): no legal move, so a search of any depth ends at once. */
    private static final String MATED = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

    private static final String JVM =
            "JVM " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version");

    private Path positions(String name, String... fens) throws IOException {
        return Files.write(dir.resolve(name), List.of(fens), StandardCharsets.UTF_8);
    }

    @Test
    void theFirstLineNamesEverySettingAndTheTableSizeInItsLargestWholeUnit() throws IOException {
        Path one = positions("one.epd", INITIAL);
        // 1000 bytes is no whole KiB; 512k is 512 KiB, not 0.5 MiB; 3072k is 3 MiB.
        for (String[] tt : List.of(
                new String[] {"1000", "1000 bytes"}, new String[] {"512k", "512 KiB"}, new String[] {"3072k", "3 MiB"
                })) {
            CliRun run = CliRun.of(
                    "bench", "--strategy", "RayLoop", "--depth", "1", "--tt", tt[0], "--positions", one.toString());
            assertEquals(0, run.exitCode(), run.err());
            assertEquals(
                    "strategy RayLoop, depth 1, tt " + tt[1] + ", 1 positions from '" + one + "', " + JVM,
                    run.out().lines().findFirst().orElseThrow());
        }
    }

    @Test
    void depthsOneAndThirtyTwoAreTheEndsOfTheRange() throws IOException {
        Path mated = positions("mated.epd", MATED);
        for (String depth : List.of("1", "32")) {
            CliRun run = CliRun.of("bench", "--strategy", "RayLoop", "--depth", depth, "--positions", mated.toString());
            assertEquals(0, run.exitCode(), depth + ": " + run.err());
            assertTrue(
                    run.out().startsWith("strategy RayLoop, depth " + depth + ", tt 64 MiB, 1 positions"), run.out());
        }
        assertEquals(
                "slidebench bench: --depth: 33 is outside 1..32",
                CliRun.of("bench", "--depth", "33").err().strip());
        assertEquals(
                "slidebench bench: --depth: 0 is outside 1..32",
                CliRun.of("bench", "--depth", "0").err().strip());
    }

    /**
     * The reference counts stored for the built-in set (depth 6, 64 MiB) are not the user's positions':
     * with --positions at those same settings the reference searches the user's positions itself.
     */
    @Test
    void theUsersPositionsAtTheDefaultSettingsAreCheckedAgainstALiveReference() throws IOException {
        Path mated = positions("mated.epd", MATED);
        long reference = new BenchSearch(RayLoop.INSTANCE, List.of(MATED), 6, 64L << 20).searchAll();
        CliRun run = CliRun.of("bench", "--strategy", "Kindergarten", "--positions", mated.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().startsWith("strategy Kindergarten, depth 6, tt 64 MiB, 1 positions"), run.out());
        assertEquals("signature " + reference, run.lastLine());
    }

    @Test
    void theLargestTableIsTheLastSizeAcceptedInEveryUnit() {
        // (2^31 - 9) entries rounded down to whole buckets of two: 2,147,483,638 entries of 16 bytes.
        long most = 2_147_483_638L * 16;
        assertEquals(34_359_738_208L, most);
        assertEquals(most, BenchCommand.parseSize("34359738208"));
        BadInputException above = assertThrows(BadInputException.class, () -> BenchCommand.parseSize("34359738209"));
        assertEquals("--tt: '34359738209' is above the largest table, 34359738208 bytes", above.getMessage());
        // in KiB the last whole one below it is 33,554,431k (most / 1024 = 33,554,431.84)
        assertEquals(33_554_431L << 10, BenchCommand.parseSize("33554431k"));
        assertThrows(BadInputException.class, () -> BenchCommand.parseSize("33554432k"));
        // one bucket of two 16-byte entries is the smallest
        assertEquals(32, BenchCommand.parseSize("32"));
        BadInputException below = assertThrows(BadInputException.class, () -> BenchCommand.parseSize("31"));
        assertEquals("--tt: '31' is below one bucket of two entries (32 bytes)", below.getMessage());
    }

    @Test
    void aTableTheHeapCannotHoldIsBadInputNamingBothSizes() {
        // 30 GiB is a valid size (below the largest table) that no default heap of a test JVM holds
        assumeTrue(Runtime.getRuntime().maxMemory() < 16L << 30, "this JVM's heap could hold 16 GiB");
        CliRun run = CliRun.of("bench", "--strategy", "RayLoop", "--depth", "1", "--tt", "30g");
        assertTrue(run.isOneLineBadInput(), run.err());
        assertEquals("", run.out(), "refused before the first line");
        String line = run.err().strip();
        assertTrue(line.startsWith("slidebench bench: --tt '30g': the JVM's heap (at most "), line);
        assertTrue(line.endsWith(") cannot hold a table of 30 GiB"), line);
    }

    /**
     * Each line reaches the terminal before the next position's search starts, and the signature before
     * the reference check (which may search every position again).
     */
    @Test
    void everyLineIsFlushedBeforeTheSearchItPrecedes() throws IOException {
        Path two = positions("two.epd", INITIAL, KIWIPETE);
        FlushRecorder said = new FlushRecorder();
        CliRun run = ChosenRegistry.run(
                StrategyRegistry::load,
                said,
                "bench",
                "--strategy",
                "RayLoop",
                "--depth",
                "1",
                "--positions",
                two.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(5, lines.size(), run.out());
        assertTrue(said.flushedRightAfter(lines.get(0)), "the settings, before the first search");
        assertTrue(lines.get(1).startsWith("position  1  nodes "), lines.get(1));
        assertTrue(said.flushedRightAfter(lines.get(1)), "position 1, before position 2 is searched");
        assertTrue(lines.get(2).startsWith("position  2  nodes "), lines.get(2));
        assertTrue(said.flushedRightAfter(lines.get(2)), "position 2");
        long reference = new BenchSearch(RayLoop.INSTANCE, List.of(INITIAL, KIWIPETE), 1, 64L << 20).searchAll();
        assertEquals("signature " + reference, lines.get(4));
        assertTrue(said.flushedRightAfter(lines.get(4)), "the signature, before the reference check");
    }

    private static final Pattern POSITION = Pattern.compile("position +\\d+  nodes +[0-9,]+  time +(\\d+\\.\\d{3}) s");
    private static final Pattern TOTAL = Pattern.compile("total nodes ([0-9,]+), time (\\d+\\.\\d{3}) s \\(CPU"
            + " (\\d+\\.\\d{3}) s\\), ([0-9,]+) nodes/s \\(CPU time ([0-9,]+) nodes/s\\)");

    /** Half the last printed digit of a time: what rounding to milliseconds may have moved it by. */
    private static final double ROUNDING = 0.0005;

    /**
     * The times are in seconds and the rates are nodes over those times. No speed is asserted: only what
     * must hold on any machine. The whole is at least its parts, the wall time at most what this test
     * saw pass around the command, the CPU time at most the wall time (one thread) and at most the CPU
     * time this thread spent in the command, and each rate the node count over its time.
     */
    @Test
    void theTimesAreSecondsOfThisRunAndTheRatesAreNodesOverThem() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuBefore = threads.getCurrentThreadCpuTime();
        long wallBefore = System.nanoTime();
        CliRun run = CliRun.of("bench", "--strategy", "RayLoop", "--depth", "2");
        double elapsed = (System.nanoTime() - wallBefore) / 1e9;
        double cpuSpent = (threads.getCurrentThreadCpuTime() - cpuBefore) / 1e9;
        assertEquals(0, run.exitCode(), run.err());

        List<String> lines = run.out().lines().toList();
        double positionsSum = 0;
        for (int i = 1; i <= 16; i++) {
            Matcher position = POSITION.matcher(lines.get(i));
            assertTrue(position.matches(), lines.get(i));
            positionsSum += Double.parseDouble(position.group(1));
        }
        Matcher total = TOTAL.matcher(lines.get(17));
        assertTrue(total.matches(), lines.get(17));
        long nodes = Long.parseLong(total.group(1).replace(",", ""));
        double wall = Double.parseDouble(total.group(2));
        double cpu = Double.parseDouble(total.group(3));
        String said =
                String.format(Locale.ROOT, "%s (test saw %.4f s wall, %.4f s CPU)", lines.get(17), elapsed, cpuSpent);

        assertTrue(positionsSum <= wall + 17 * ROUNDING, "the positions within the whole: " + positionsSum + said);
        assertTrue(wall <= elapsed + ROUNDING, "the wall time within what the test saw pass: " + said);
        assertTrue(cpu <= cpuSpent + ROUNDING, "the CPU time within what this thread spent: " + said);
        assertTrue(cpu <= wall + 2 * ROUNDING + 0.001, "one thread's CPU time within its wall time: " + said);
        assertRate(nodes, wall, Long.parseLong(total.group(4).replace(",", "")), said);
        assertRate(nodes, cpu, Long.parseLong(total.group(5).replace(",", "")), said);
    }

    /** {@code rate} is {@code nodes} over a time that printed as {@code seconds} (to the millisecond). */
    private static void assertRate(long nodes, double seconds, long rate, String said) {
        double lowest = nodes / (seconds + ROUNDING) - 1;
        assertTrue(rate >= lowest, rate + " nodes/s below " + lowest + ": " + said);
        if (seconds > ROUNDING) {
            double highest = nodes / (seconds - ROUNDING) + 1;
            assertTrue(rate <= highest, rate + " nodes/s above " + highest + ": " + said);
        }
    }
}
