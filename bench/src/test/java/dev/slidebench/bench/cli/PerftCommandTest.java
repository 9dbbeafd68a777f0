package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The {@code perft} command on good and malformed input, and {@code attacks --fen} reading FENs
 * through core's parser. Expected counts are the CPW "Perft Results" numbers.
 */
class PerftCommandTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /** Exit code, stdout lines, stderr lines of one command line. */
    record Run(int exit, List<String> out, List<String> err) {
        String lastOut() {
            return out.get(out.size() - 1);
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = SlidebenchCli.newCommandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, lines(out), lines(err));
    }

    private static List<String> lines(StringWriter w) {
        String text = w.toString();
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\R"));
    }

    @TempDir
    Path dir;

    private Path epd(String... lines) throws IOException {
        Path file = dir.resolve("suite.epd");
        Files.write(file, Arrays.asList(lines), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void fenPerftEndsWithTheNodeCount() {
        Run run = run("perft", "--fen", INITIAL, "--depth", "3", "--strategy", "RayLoop");
        assertEquals(0, run.exit(), run.err().toString());
        assertEquals("nodes 8902", run.lastOut());
        assertTrue(
                run.out().stream().anyMatch(l -> l.startsWith("time ") && l.endsWith(" nodes/s")),
                run.out().toString());
    }

    @Test
    void defaultStrategyCountsKiwipete() {
        Run run = run("perft", "--fen", KIWIPETE, "--depth", "3");
        assertEquals(0, run.exit(), run.err().toString());
        assertEquals("nodes 97862", run.lastOut());
        assertTrue(run.out().get(1).contains("(default)"), run.out().get(1));
    }

    /** Every first move leaves Black 20 replies: 20 lines of 20, in UCI order, then the total. */
    @Test
    void divideListsEachRootMove() {
        Run run = run("perft", "--fen", INITIAL, "--depth", "2", "--divide");
        assertEquals(0, run.exit());
        List<String> divide = run.out().subList(2, 22);
        assertEquals("a2a3: 20", divide.get(0));
        assertEquals("h2h4: 20", divide.get(19));
        assertTrue(divide.stream().allMatch(l -> l.endsWith(": 20")), divide.toString());
        assertEquals("nodes 400", run.lastOut());
    }

    @Test
    void epdWithinLimitsPasses() throws IOException {
        Path file = epd(
                "# two CPW positions",
                INITIAL + " ;D1 20 ;D2 400 ;D3 8902 ;D4 197281",
                "",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191 ;D3 2812 ;D4 43238 ;D5 674624");
        Run all = run("perft", "--epd", file.toString());
        assertEquals(0, all.exit(), all.err().toString());
        assertEquals("9 passed, 0 failed", all.lastOut());
        assertTrue(all.out().get(1).startsWith("ok    line 2 "), all.out().get(1));
        assertTrue(all.out().get(2).startsWith("ok    line 4 "), all.out().get(2));

        Run limited = run("perft", "--epd", file.toString(), "--max-depth", "3", "--max-nodes", "5000");
        assertEquals(0, limited.exit());
        // Depth ≤ 3 and count ≤ 5000: D1, D2 of the first position; D1, D2, D3 of the second.
        assertEquals("5 passed, 0 failed", limited.lastOut());
        assertEquals(
                "4 (position, depth) pairs skipped by --max-depth/--max-nodes",
                limited.out().get(limited.out().size() - 2));
    }

    @Test
    void epdMismatchPrintsFenDepthExpectedAndFoundAndExitsOne() throws IOException {
        Path file = epd(INITIAL + " ;D1 20 ;D2 401");
        Run run = run("perft", "--epd", file.toString());
        assertEquals(1, run.exit());
        assertEquals(
                "FAIL  line 1   " + INITIAL + ": D2 expected 401, found 400",
                run.out().get(1));
        assertEquals("1 passed, 1 failed", run.lastOut());
        assertEquals(1, run.err().size(), run.err().toString());
    }

    @Test
    void malformedEpdLineIsReportedWithFileAndLineAndNothingRuns() throws IOException {
        Path file = epd(INITIAL + " ;D1 20", KIWIPETE.replace("KQkq", "KQxq") + " ;D1 48");
        Run run = run("perft", "--epd", file.toString());
        assertEquals(2, run.exit());
        assertEquals(List.of(), run.out());
        assertEquals(List.of("slidebench perft: " + file + ":2: FEN castling field 'KQxq': unexpected 'x'"), run.err());

        Path badEntry = epd(INITIAL + " ;D1 20", INITIAL + " ;D1 20 ;D2 4x0");
        Run entry = run("perft", "--epd", badEntry.toString());
        assertEquals(2, entry.exit());
        assertEquals(List.of(), entry.out());
        assertEquals(
                List.of("slidebench perft: " + badEntry
                        + ":2: entry 'D2 4x0': expected 'D<depth> <count>', e.g. 'D3 8902'"),
                entry.err());
    }

    @Test
    void unreadableEpdIsOneLine() {
        Path missing = dir.resolve("missing.epd");
        Run run = run("perft", "--epd", missing.toString());
        assertEquals(2, run.exit());
        assertEquals(List.of("slidebench perft: --epd: cannot read '" + missing + "': no such file"), run.err());
        Run directory = run("perft", "--epd", dir.toString());
        assertEquals(2, directory.exit());
        assertEquals(List.of("slidebench perft: " + dir + ": not a regular file (a directory)"), directory.err());
    }

    /** /dev/zero and a FIFO used to be read forever; they are refused at once. */
    @Test
    @org.junit.jupiter.api.condition.EnabledOnOs(org.junit.jupiter.api.condition.OS.LINUX)
    void specialFilesAreRefusedInOneLine() throws Exception {
        Path fifo = dir.resolve("pipe.epd");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20), () -> {
            Run zero = run("perft", "--epd", "/dev/zero");
            assertEquals(2, zero.exit());
            assertEquals(List.of("slidebench perft: /dev/zero: not a regular file (a character device)"), zero.err());
            Run pipe = run("perft", "--epd", fifo.toString());
            assertEquals(2, pipe.exit());
            assertEquals(List.of("slidebench perft: " + fifo + ": not a regular file (a FIFO)"), pipe.err());
        });
    }

    @Test
    void textThatIsNotUtf8NamesTheLine() throws IOException {
        Path file = dir.resolve("latin1.epd");
        Files.write(file, (INITIAL + " ;D1 20\n# \u00e9t\u00e9\n").getBytes(StandardCharsets.ISO_8859_1));
        Run run = run("perft", "--epd", file.toString());
        assertEquals(2, run.exit());
        assertEquals(
                List.of("slidebench perft: " + file + ":2: not UTF-8 text (byte 0xe9 at byte 3 of the line)"),
                run.err());
        assertEquals(List.of(), run.out());
    }

    @Test
    void malformedFenNamesTheField() {
        Run run = run("perft", "--fen", INITIAL.replace(" w ", " x "), "--depth", "2");
        assertEquals(2, run.exit());
        assertEquals(List.of("slidebench perft: --fen: FEN side to move field 'x': expected 'w' or 'b'"), run.err());
        assertEquals(List.of(), run.out());
    }

    @Test
    void misusedOptionsAreBadInput() {
        assertEquals(2, run("perft", "--fen", INITIAL).exit());
        assertEquals(2, run("perft", "--fen", INITIAL, "--depth", "-1").exit());
        assertEquals(
                2,
                run("perft", "--fen", INITIAL, "--depth", "2", "--max-nodes", "5")
                        .exit());
        assertEquals(
                2,
                run("perft", "--fen", INITIAL, "--epd", "x.epd", "--depth", "2").exit());
        Run unknown = run("perft", "--fen", INITIAL, "--depth", "2", "--strategy", "NoSuchStrategy");
        assertEquals(2, unknown.exit());
        assertTrue(
                unknown.err().get(0).startsWith("slidebench perft: --strategy: unknown strategy 'NoSuchStrategy'"),
                unknown.err().toString());
    }

    /** The SlidingAttacks worked example: a rook on d4 with pieces on b4, d6 and g1. */
    @Test
    void attacksReadsAFenOrABarePlacement() {
        long expected = Bitboards.of(
                Square.B4, Square.C4, Square.E4, Square.F4, Square.G4, Square.H4, Square.D1, Square.D2, Square.D3,
                Square.D5, Square.D6);
        assertEquals(0x00000808f6080808L, expected);
        Run bare = run("attacks", "--piece", "rook", "--square", "d4", "--fen", "8/8/3p4/8/1p1R4/8/8/6p1");
        assertEquals(0, bare.exit(), bare.err().toString());
        assertEquals(Bitboards.hex(expected), bare.lastOut());
        Run full = run("attacks", "--piece", "rook", "--square", "d4", "--fen", "k7/8/3p4/8/1p1R4/8/8/6nK w - - 0 1");
        assertEquals(0, full.exit(), full.err().toString());
        assertEquals(Bitboards.hex(expected), full.lastOut());
    }

    @Test
    void attacksRejectsAMalformedFenNamingTheField() {
        Run run = run("attacks", "--piece", "rook", "--square", "d4", "--fen", "8/8/3p4/8/1p1R4/8/8/6p1 w KQ - 0 1");
        assertEquals(2, run.exit());
        assertEquals(
                List.of(
                        "slidebench attacks: --fen: FEN piece placement field '8/8/3p4/8/1p1R4/8/8/6p1': white has 0 kings, expected 1"),
                run.err());
        Run rank = run("attacks", "--piece", "rook", "--square", "d4", "--fen", "8/8/3p4/8/1p1R4/8/8/6p");
        assertEquals(
                List.of(
                        "slidebench attacks: --fen: FEN piece placement field '8/8/3p4/8/1p1R4/8/8/6p': rank 1 '6p' covers 7 files, expected 8"),
                rank.err());
    }
}
