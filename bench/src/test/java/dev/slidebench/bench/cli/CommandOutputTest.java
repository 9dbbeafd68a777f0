package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * What the commands print, as a terminal or a pipe receives it: through buffered writers that show only
 * what a command flushed (picocli flushes nothing itself), with the layout of {@code list} and the
 * numbers of {@code perft} and {@code verify} checked against their own definitions.
 */
class CommandOutputTest {

    /** Exit code and what reached the buffered stdout and stderr by the time the command returned. */
    private static CliRun flushed(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = SlidebenchCli.newCommandLine();
        cli.setOut(new PrintWriter(new BufferedWriter(out, 1 << 16)));
        cli.setErr(new PrintWriter(new BufferedWriter(err, 1 << 16)));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    private static String wrapped(String prefix, String text) {
        StringWriter s = new StringWriter();
        ListCommand.printWrapped(new PrintWriter(s, true), prefix, text);
        return s.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void notesBreakAtTheLastSpaceThatKeepsALineWithinOneHundredColumns() {
        String fits = "a".repeat(94) + " b"; // 4 + 94 + 1 + 1 = 100
        assertEquals("[1] " + fits + "\n", wrapped("[1] ", fits));
        String over = "a".repeat(95) + " b"; // 101: b goes to the next line, under the text
        assertEquals("[1] " + "a".repeat(95) + "\n    b\n", wrapped("[1] ", over));
        String longWord = "x".repeat(120);
        assertEquals("[2] " + longWord + "\n", wrapped("[2] ", longWord), "a word longer than a line stays whole");
        assertEquals("[3] a b c\n", wrapped("[3] ", "a b c"));
        assertEquals(
                "[10] " + "w".repeat(95) + "\n     " + "v".repeat(95) + "\n     end\n",
                wrapped("[10] ", "w".repeat(95) + " " + "v".repeat(95) + " end"));
    }

    @Test
    void listNumbersItsNotesAndEveryMarkerHasOne() {
        CliRun run = flushed("list");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        String header = lines.get(0);
        int needsAt = header.indexOf("needs");
        int needsWidth = header.indexOf("incr") - 1 - needsAt;
        StrategyRegistry registry = StrategyRegistry.load();
        // notes: "[k] text", continuation lines indented
        List<String> notes = new ArrayList<>();
        int origins = lines.indexOf(ListCommand.ORIGINS);
        for (String line : lines.subList(1 + registry.entries().size(), origins)) {
            if (line.startsWith("[")) {
                notes.add(line);
            } else {
                notes.set(notes.size() - 1, notes.get(notes.size() - 1) + " " + line.strip());
            }
        }
        for (int i = 0; i < notes.size(); i++) {
            assertTrue(notes.get(i).startsWith("[" + (i + 1) + "] "), notes.get(i));
        }
        int expectedNotes = 0;
        for (SlidingAttacks s : registry.strategies()) {
            String row = lines.stream()
                    .filter(l -> l.startsWith(s.name() + " "))
                    .findFirst()
                    .orElseThrow();
            String needs = s.needs().isEmpty() ? "-" : s.needs();
            if (needs.length() > needsWidth) {
                expectedNotes++;
                Matcher m = Pattern.compile("see \\[(\\d+)]").matcher(row);
                assertTrue(m.find(), row);
                assertEquals(
                        "[" + m.group(1) + "] " + s.name() + " needs " + needs,
                        notes.get(Integer.parseInt(m.group(1)) - 1));
            } else {
                assertTrue(row.contains(" " + needs + " "), row);
            }
            if (s.degradedReason() != null) {
                expectedNotes++;
                Matcher m = Pattern.compile("yes \\[(\\d+)]$").matcher(row);
                assertTrue(m.find(), row);
                assertEquals(
                        ("[" + m.group(1) + "] " + s.name() + ": " + s.degradedReason()).replaceAll("\\s+", " "),
                        notes.get(Integer.parseInt(m.group(1)) - 1));
            } else {
                assertTrue(row.endsWith(" yes"), row);
            }
            assertTrue(row.contains(s.isIncremental() ? " yes  " : " no   "), row);
        }
        assertEquals(expectedNotes, notes.size(), run.out());
        assertTrue(run.lastLine().startsWith(registry.entries().size() + " strategies, 0 failed to load; JVM: "));
        // Each strategy's origin, in registry order, wrapped under a four-space indent.
        String originBlock =
                String.join("\n", lines.subList(origins + 1, lines.size() - 1)).replace("\n    ", " ");
        List<String> expectedOrigins = new ArrayList<>();
        for (SlidingAttacks s : registry.strategies()) {
            String origin = s.origin().describe();
            expectedOrigins.add("  " + s.name() + ": " + (origin.isEmpty() ? "not stated" : origin));
        }
        assertEquals(expectedOrigins, originBlock.lines().toList());
        assertTrue(
                originBlock.contains("  FancyMagic: Pradu Kannan, 2007 "),
                "the magic bitboards' origin is who published them: " + originBlock);
    }

    @Test
    void verifySaysHowManyItChecksAndCountsThem() {
        CliRun two = flushed(
                "verify", "--strategy", "RayLoop", "--strategy", "KoggeStone", "--random", "1000", "--seed", "5");
        assertEquals(0, two.exitCode(), two.err());
        List<String> lines = two.out().lines().toList();
        assertEquals(
                "verifying 2 strategies: all relevant subsets + 1,000 random occupancies (seed 5), 1,297,776 cases each",
                lines.get(0));
        assertTrue(lines.get(1).matches("RayLoop {18}ok +[0-9,]+ cases +\\d+\\.\\d\\d s"), lines.get(1));
        assertTrue(lines.get(2).startsWith("KoggeStone "), lines.get(2));
        assertEquals("2 passed, 0 failed", two.lastLine());
        CliRun one = flushed("verify", "--strategy", "RayLoop", "--random", "0");
        assertEquals(
                "verifying 1 strategy: all relevant subsets + 0 random occupancies (seed 20261130), 1,291,776 cases each",
                one.out().lines().findFirst().orElseThrow());
        assertEquals("1 passed, 0 failed", one.lastLine());
    }

    @Test
    void verifyWidensItsNameColumnToTheLongestName() {
        // "VectorHyperbolaQuintessence" is 27 characters: its "ok" starts at column 28, and RayLoop's with it.
        CliRun run = flushed(
                "verify", "--strategy", "RayLoop", "--strategy", "VectorHyperbolaQuintessence", "--random", "0");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(28, lines.get(1).indexOf("ok "), lines.get(1));
        assertEquals(28, lines.get(2).indexOf("ok "), lines.get(2));
    }

    @Test
    void attacksAndErrorsReachBufferedStreams() {
        CliRun run = flushed("attacks", "--piece", "bishop", "--square", "a1", "--occupied", "0");
        assertEquals("0x8040201008040200", run.lastLine(), "the long diagonal, a1 itself excluded");
        CliRun bad = flushed("attacks", "--piece", "bishop", "--square", "i1", "--occupied", "0");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().startsWith("slidebench attacks: --square: "), bad.err());
    }

    @Test
    void theVersionNamesSlidebenchAndTheJvm() {
        CliRun run = flushed("--version");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(
                List.of(
                        "slidebench dev",
                        "JVM " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.version")),
                run.out().lines().toList());
    }

    @Test
    void executeReturnsTheCommandsExitCode() {
        java.io.PrintStream err = System.err;
        System.setErr(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        try {
            assertEquals(2, SlidebenchCli.execute("attacks", "--piece", "rook", "--square", "z9", "--occupied", "0"));
        } finally {
            System.setErr(err);
        }
    }

    // Black to move, king h8, white queen f7 and king g6: stalemate, so every depth below it counts 0.
    private static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

    @Test
    void perftTakesEveryDepthItsTablesHoldAndNoOther() {
        CliRun deepest = flushed("perft", "--fen", STALEMATE, "--depth", "63", "--strategy", "RayLoop");
        assertEquals(0, deepest.exitCode(), deepest.err());
        assertEquals("nodes 0", deepest.lastLine());
        assertEquals(
                "nodes 1", flushed("perft", "--fen", STALEMATE, "--depth", "0").lastLine());
        for (String depth : new String[] {"64", "-1"}) {
            CliRun bad = flushed("perft", "--fen", STALEMATE, "--depth", depth);
            assertEquals(2, bad.exitCode(), depth);
            assertEquals(
                    "slidebench perft: --depth: " + depth + " is outside 0..63",
                    bad.err().strip());
        }
    }

    @Test
    void perftPrintsItsRateFromItsCountAndTime() {
        // 197,281 nodes at depth 4 from the initial position (published)
        CliRun run = flushed(
                "perft",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "--depth",
                "4",
                "--strategy",
                "FancyMagic");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("nodes 197281", run.lastLine());
        assertTrue(
                lines.get(1)
                        .startsWith("strategy FancyMagic, depth 4, JVM " + System.getProperty("java.vm.vendor") + " "
                                + System.getProperty("java.version")),
                lines.get(1));
        Matcher m = Pattern.compile("time (\\d+\\.\\d{3}) s, ([0-9,]+) nodes/s").matcher(lines.get(2));
        assertTrue(m.matches(), lines.get(2));
        double seconds = Double.parseDouble(m.group(1));
        double rate = Double.parseDouble(m.group(2).replace(",", ""));
        assertTrue(seconds > 0 && seconds < 120, lines.get(2));
        // the printed time is rounded to the millisecond; the rate is nodes over the unrounded time
        double low = 197_281 / (seconds + 0.0005);
        double high = 197_281 / Math.max(seconds - 0.0005, 1e-9);
        assertTrue(rate >= low * 0.999 && rate <= high * 1.001, rate + " nodes/s for " + seconds + " s");
    }

    @Test
    void perftNamesTheDefaultAndAnEmulatedStrategy() {
        CliRun chosen = flushed("perft", "--fen", STALEMATE, "--depth", "1");
        String line = chosen.out().lines().toList().get(1);
        SlidingAttacks preferred = dev.slidebench.core.StrategyPreference.fastest(StrategyRegistry.load());
        assertTrue(line.startsWith("strategy " + preferred.name() + " (default)"), line);
        SlidingAttacks pext = StrategyRegistry.load().byName("Pext");
        CliRun named = flushed("perft", "--fen", STALEMATE, "--depth", "1", "--strategy", "Pext");
        String pextLine = named.out().lines().toList().get(1);
        String expected = pext.degradedReason() == null
                ? "strategy Pext, depth 1"
                : "strategy Pext [" + pext.degradedReason() + "], depth 1";
        assertTrue(pextLine.startsWith(expected), pextLine);
    }

    @Test
    void anEpdCheckStatesItsLimitsSkipsAndTheHintForAStrategy(@TempDir Path tmp) throws IOException {
        // initial position: 20, 400, 8902 (published); the third count is wrong on purpose
        Path epd = Files.writeString(
                tmp.resolve("start.epd"),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8903\n");
        CliRun fancy = flushed("perft", "--epd", epd.toString(), "--strategy", "FancyMagic");
        assertEquals(1, fancy.exitCode(), fancy.out() + fancy.err());
        assertEquals(
                "slidebench perft: 1 of 3 perft counts differ from '" + epd + "'; 'slidebench verify --strategy"
                        + " FancyMagic' compares its attack sets with the reference",
                fancy.err().strip());
        assertTrue(fancy.out().startsWith("strategy FancyMagic, JVM "), fancy.out());
        CliRun reference = flushed("perft", "--epd", epd.toString(), "--strategy", "RayLoop");
        assertEquals(
                "slidebench perft: 1 of 3 perft counts differ from '" + epd + "'",
                reference.err().strip(),
                "no hint when the reference itself disagrees: the file is wrong");

        CliRun limited = flushed(
                "perft", "--epd", epd.toString(), "--strategy", "RayLoop", "--max-depth", "2", "--max-nodes", "1000");
        assertEquals(0, limited.exitCode(), limited.err());
        List<String> lines = limited.out().lines().toList();
        assertTrue(lines.get(0).endsWith(", --max-depth 2, --max-nodes 1000"), lines.get(0));
        assertTrue(
                limited.out().contains("\n1 (position, depth) pairs skipped by --max-depth/--max-nodes\n"),
                limited.out());
        CliRun nodes = flushed("perft", "--epd", epd.toString(), "--strategy", "RayLoop", "--max-nodes", "400");
        assertEquals(0, nodes.exitCode(), nodes.err());
        assertFalse(nodes.out().lines().findFirst().orElseThrow().contains("--max-depth"), nodes.out());
        assertTrue(nodes.out().contains("\n1 (position, depth) pairs skipped"), nodes.out());
        CliRun all = flushed("perft", "--epd", epd.toString(), "--strategy", "RayLoop", "--max-depth", "2");
        assertFalse(all.out().lines().findFirst().orElseThrow().contains("--max-nodes"), all.out());
        CliRun none = flushed(
                "perft", "--epd", epd.toString(), "--strategy", "RayLoop", "--max-depth", "3", "--max-nodes", "8903");
        assertFalse(none.out().contains("skipped"), "the limits are inclusive: " + none.out());
    }
}
