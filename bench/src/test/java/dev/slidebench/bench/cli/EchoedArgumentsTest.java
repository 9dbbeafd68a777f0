package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Issue 21: every echo of a user's value is capped at 80 characters with invisible characters escaped,
 * picocli's own messages included ({@code Unknown option}, {@code is not an int}), and {@code
 * attacks --piece}.
 */
class EchoedArgumentsTest {

    private static final String LONG = "q".repeat(5000);

    private static void refusedWithCappedEcho(CliRun run, String start) {
        assertTrue(run.isOneLineBadInput(), run.err());
        assertTrue(run.err().startsWith(start + "'" + "q".repeat(79) + "…' (5,000 characters)"), run.err());
        assertTrue(run.err().strip().length() < 200, run.err());
    }

    @Test
    void attacksPiece() {
        refusedWithCappedEcho(
                CliRun.of("attacks", "--piece", LONG, "--square", "e4", "--occupied", "0"),
                "slidebench attacks: --piece: ");
    }

    @Test
    void picocliUnknownOptionAndBadNumbers() {
        CliRun unknown = CliRun.of("verify", "--" + LONG);
        assertTrue(unknown.isOneLineBadInput(), unknown.err());
        assertTrue(
                unknown.err()
                        .startsWith(
                                "slidebench verify: Unknown option: '--" + "q".repeat(77) + "…' (5,002 characters)"),
                unknown.err());
        refusedWithCappedEcho(
                CliRun.of("perft", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--depth", LONG),
                "slidebench perft: Invalid value for option '--depth': ");
        refusedWithCappedEcho(
                CliRun.of("perft", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--depth=" + LONG),
                "slidebench perft: Invalid value for option '--depth': ");
    }

    @Test
    void invisibleCharactersInPicocliMessagesAreEscaped() {
        CliRun run = CliRun.of("verify", "--random", "1\u034f\u3164\u2800\ufe0f");
        assertTrue(run.isOneLineBadInput(), run.err());
        assertEquals(
                "slidebench verify: Invalid value for option '--random': '1U+034FU+3164U+2800U+FE0F' is not a long",
                run.err().strip());
    }
}
