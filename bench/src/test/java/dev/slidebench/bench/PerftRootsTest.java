package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.PerftSuite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftRootsTest {

    /** The six CPW positions as a user's file: the rule's depths and counts follow from the published counts. */
    @Test
    void depthsAreTheDeepestWhosePublishedCountFits() {
        List<PerftSuite.Entry> cpw = PerftSuite.cpw();
        List<PerftRoots.Root> roots =
                PerftRoots.choose("cpw", cpw.stream().map(PerftSuite.Entry::fen).toList());
        assertEquals(cpw.size(), roots.size(), "fewer positions than roots: every one");
        int[] depths = new int[cpw.size()];
        for (int i = 0; i < cpw.size(); i++) {
            int depth = 1;
            while (cpw.get(i).expected(depth + 1) <= PerftRoots.NODES_PER_ROOT) {
                depth++;
            }
            depths[i] = depth;
            assertEquals(cpw.get(i).fen(), roots.get(i).fen());
            assertEquals(depth, roots.get(i).depth(), "position " + (i + 1));
            assertEquals(cpw.get(i).expected(depth), roots.get(i).nodes(), "position " + (i + 1));
        }
        // written out once, so a change of the rule shows here: 8,902 + 2,039 + 43,238 + 9,467 + 62,379 + 2,079
        assertEquals(
                List.of(3, 2, 4, 3, 3, 2),
                java.util.Arrays.stream(depths).boxed().toList());
        assertEquals(128_104, PerftRoots.nodes(roots));
    }

    @Test
    void rootsAreEvenlySpacedAndSkipPositionsWithoutMoves() {
        String mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"; // black is mated: no tree
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        String bare = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"; // kings only: the depth cap ends it
        List<String> fens = new java.util.ArrayList<>();
        for (int i = 0; i < 16; i++) {
            fens.add(i == 0 ? mate : i % 2 == 0 ? start : bare);
        }
        List<PerftRoots.Root> roots = PerftRoots.choose("f", fens);
        assertEquals(PerftRoots.ROOTS, roots.size());
        // positions 0, 2, 4, ... 14 are chosen; 0 has no move, so 1 (bare) stands in for it, then 2, 4, ...
        assertEquals(bare, roots.get(0).fen());
        for (int i = 1; i < roots.size(); i++) {
            assertEquals(start, roots.get(i).fen(), "root " + i);
            assertEquals(3, roots.get(i).depth());
            assertEquals(8_902, roots.get(i).nodes());
        }
        assertTrue(roots.get(0).depth() <= PerftRoots.MAX_DEPTH);
        assertTrue(roots.get(0).nodes() <= PerftRoots.NODES_PER_ROOT);
        IllegalArgumentException none =
                assertThrows(IllegalArgumentException.class, () -> PerftRoots.choose("mates.epd", List.of(mate)));
        assertEquals("mates.epd: no position has a legal move, so perft has nothing to count", none.getMessage());
    }

    /** With a positions file the fork counts its roots, and refuses to run when told a different total. */
    @Test
    void perftNodesCountsTheFilesRootsAndChecksTheTotalItWasGiven(@TempDir Path dir) throws IOException {
        Path file =
                Files.writeString(dir.resolve("start.epd"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n");
        StrategyNameState name = new StrategyNameState();
        name.strategy = "FancyMagic";
        System.setProperty(PositionSource.PROPERTY, file.toString());
        try {
            System.setProperty(PerftNodes.NODES_PROPERTY, "8903");
            IllegalStateException wrong = assertThrows(IllegalStateException.class, () -> new PerftNodes().setUp(name));
            assertTrue(
                    wrong.getMessage().contains("counts 8902 leaves per invocation; run it with JMH's -opi 8902"),
                    wrong.getMessage());
            System.setProperty(PerftNodes.NODES_PROPERTY, "8902");
            PerftNodes perft = new PerftNodes();
            perft.setUp(name);
            assertEquals(8_902, perft.perft(), "the published count of the initial position at depth 3");
            perft.checkCount();
        } finally {
            System.clearProperty(PositionSource.PROPERTY);
            System.clearProperty(PerftNodes.NODES_PROPERTY);
        }
        PerftNodes published = new PerftNodes();
        published.setUp(name);
        assertEquals(PerftNodes.NODES, published.perft());
    }
}
