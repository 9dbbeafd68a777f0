package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Skipping a position without moves never takes a root twice and never runs past the end of the file.
 * Depths and leaf counts are the CPW "Perft Results" numbers: the initial position 8,902 at depth 3
 * (197,281 at 4 is over 65,536), Kiwipete 2,039 at depth 2 (97,862 at 3 is over).
 */
class PerftRootsSkippingTest {

    private static final String MATE = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void aSkippedPositionsStandInIsNotTakenAgain() {
        // three wanted; 0 is mate, so 1 stands in for it; 2 is next; nothing is left for the third
        assertEquals(
                List.of(new PerftRoots.Root(START, 3, 8_902), new PerftRoots.Root(KIWIPETE, 2, 2_039)),
                PerftRoots.choose("f", List.of(MATE, START, KIWIPETE)));
    }

    @Test
    void aMateAtTheEndEndsTheChoice() {
        assertEquals(List.of(new PerftRoots.Root(START, 3, 8_902)), PerftRoots.choose("f", List.of(START, MATE)));
    }
}
