package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The top-level error printing: one line, prefixed once, control characters escaped, long values capped. */
class ErrorLineTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void bareCommandPrintsTheCommandList() {
        CliRun run = CliRun.of();
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().startsWith("Usage: slidebench "), run.out());
        assertTrue(run.out().contains("Commands:"), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.strip().startsWith("perft ")), run.out());
    }

    @Test
    void unknownCommandIsNamedOnceWithTheCommandList() {
        CliRun run = CliRun.of("nope");
        assertTrue(run.isOneLineBadInput(), run.err());
        String line = run.err().strip();
        assertTrue(line.startsWith("slidebench: unknown command 'nope'; the commands are list, "), line);
        assertTrue(line.endsWith(" (see 'slidebench --help')"), line);
    }

    @Test
    void controlCharactersInAnArgumentAreEscaped() {
        CliRun run = CliRun.of("perft", "--fen", INITIAL + "\u001b[2J", "--depth", "1");
        assertTrue(run.isOneLineBadInput(), run.err());
        assertEquals(
                "slidebench perft: --fen: FEN '" + INITIAL + "U+001B[2J': control character U+001B (ESC) at column "
                        + (INITIAL.length() + 1) + " (a FEN is printable text and spaces)",
                run.err().strip());
        // picocli's own messages echo the raw argument; the top-level printer escapes them too.
        CliRun depth = CliRun.of("perft", "--fen", INITIAL, "--depth", "1\n2");
        assertTrue(depth.isOneLineBadInput(), depth.err());
        assertTrue(depth.err().contains("'1\\n2'"), depth.err());
        assertTrue(depth.err().startsWith("slidebench perft: "), depth.err());
    }

    @Test
    void hugeArgumentsAreCapped() {
        String huge = "9".repeat(300_000);
        CliRun run = CliRun.of("perft", "--fen", INITIAL, "--depth", huge);
        assertTrue(run.isOneLineBadInput(), run.err());
        assertTrue(run.err().strip().length() <= dev.slidebench.core.Echo.MAX_LINE_CHARS, run.err());
        CliRun fen = CliRun.of("perft", "--fen", "x".repeat(300_000), "--depth", "1");
        assertTrue(fen.isOneLineBadInput(), fen.err());
        assertTrue(fen.err().contains("(300,000 characters)"), fen.err());
        assertTrue(fen.err().length() < 300, fen.err());
    }
}
