package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FoundationCommandsTest {

    @Test
    void listShowsTheReference() {
        CliRun run = CliRun.of("list");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("RayLoop ")), run.out());
    }

    @Test
    void listShowsFamilyAndNeedsWithinOneHundredColumns() {
        CliRun run = CliRun.of("list");
        assertTrue(run.out().lines().allMatch(l -> l.length() <= ListCommand.WIDTH), run.out());
        String header = run.out().lines().findFirst().orElseThrow();
        assertTrue(header.contains("family") && header.contains("needs"), header);
        String pext =
                run.out().lines().filter(l -> l.startsWith("Pext ")).findFirst().orElseThrow();
        assertTrue(pext.contains("table lookup") && pext.contains("pext, JDK 19+"), pext);
        String fancy = run.out()
                .lines()
                .filter(l -> l.startsWith("FancyMagic "))
                .findFirst()
                .orElseThrow();
        assertTrue(fancy.contains("multiply/hash") && fancy.contains("mul64"), fancy);
        assertTrue(run.lastLine().matches("\\d+ strategies, 0 failed to load; JVM: .*"), run.lastLine());
    }

    @Test
    void attacksPrintsBoardAndHex() {
        // Rook d4 with blockers b4 (bit 25) and d6 (bit 43): b4 c4 e4..h4 d1..d3 d5 d6.
        CliRun run = CliRun.of(
                "attacks", "--strategy", "RayLoop", "--piece", "rook", "--square", "d4", "--occupied", "0x80002000000");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("0x00000808f6080808", run.lastLine());
        assertTrue(run.out().contains("4  . x x . x x x x"), run.out());
    }

    @Test
    void attacksXrayPrintsTheSquaresBehindTheFirstBlockers() {
        // Rook d4, pieces on d2, b4, d6 and d8: behind b4 lies a4 (to the edge), behind d6 d7 and the
        // second blocker d8, behind d2 d1; nothing blocks the east ray, so nothing lies behind it.
        for (String strategy : new String[] {"RayLoop", "OliThinkKeys"}) {
            CliRun run = CliRun.of(
                    "attacks",
                    "--strategy",
                    strategy,
                    "--piece",
                    "rook",
                    "--square",
                    "d4",
                    "--occupied",
                    "0x0800080002000800",
                    "--xray");
            assertEquals(0, run.exitCode(), run.err());
            assertTrue(run.out().startsWith("rook x-ray on d4 (" + strategy + ")"), run.out());
            assertEquals("0x0808000001000008", run.lastLine(), strategy);
        }
        // A queen's x-ray is its rook's and bishop's: a bishop on d4 blocked on c3 adds b2 and a1.
        CliRun queen = CliRun.of(
                "attacks", "--piece", "queen", "--square", "d4", "--occupied", "0x0800080002040800", "--xray");
        assertEquals("0x0808000001000209", queen.lastLine());
    }

    @Test
    void attacksFromAFen() {
        // Start position, queen d1: nothing but her own neighbours c1 e1 c2 d2 e2.
        CliRun run = CliRun.of(
                "attacks",
                "--piece",
                "queen",
                "--square",
                "d1",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("0x0000000000001c14", run.lastLine());
    }

    @Test
    void badInputsAreOneLineAndExitTwo() {
        String[][] cases = {
            {"attacks", "--piece", "rook", "--square", "z9", "--occupied", "0x1"},
            {"attacks", "--piece", "rook", "--square", "d4", "--occupied", "xyz"},
            {"attacks", "--piece", "knight", "--square", "d4", "--occupied", "0x1"},
            {"attacks", "--strategy", "NoSuchStrategy", "--piece", "rook", "--square", "d4", "--occupied", "0x1"},
            {"attacks", "--piece", "rook", "--occupied", "0x1"},
            {"attacks", "--piece", "rook", "--square", "d4"},
            {
                "attacks",
                "--piece",
                "rook",
                "--square",
                "d4",
                "--fen",
                "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            },
            {"verify", "--strategy", "NoSuchStrategy"},
            {"verify", "--random", "-5"},
            {"verify", "--random", "lots"},
            {"no-such-command"},
        };
        for (String[] args : cases) {
            CliRun run = CliRun.of(args);
            assertTrue(
                    run.isOneLineBadInput(),
                    String.join(" ", args) + " -> exit " + run.exitCode() + ", stderr: " + run.err());
        }
        assertTrue(CliRun.of("attacks", "--piece", "rook", "--square", "z9", "--occupied", "0x1")
                .err()
                .contains("'z9'"));
        assertTrue(CliRun.of("attacks", "--piece", "rook", "--square", "d4", "--occupied", "xyz")
                .err()
                .contains("'xyz'"));
        String unknown = CliRun.of("verify", "--strategy", "NoSuchStrategy").err();
        assertTrue(unknown.contains("'NoSuchStrategy'") && unknown.contains("RayLoop"), unknown);
    }

    @Test
    void verifyReportsPassedAndFailed() {
        CliRun run = CliRun.of("verify", "--strategy", "RayLoop", "--random", "1000");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("1 passed, 0 failed", run.lastLine());
    }

    @Test
    void recommendUnderstandsWorkloadIds() {
        assertEquals(List.of("random", "RandomLookups"), RecommendCommand.workloadNames("random"));
        assertEquals(List.of("cache-pressure", "CachePressure"), RecommendCommand.workloadNames("cache-pressure"));
        assertEquals(List.of("Incremental", "IncrementalReplay"), RecommendCommand.workloadNames("Incremental"));
        assertEquals(List.of("MyBenchmark.foo"), RecommendCommand.workloadNames("MyBenchmark.foo"));
    }
}
