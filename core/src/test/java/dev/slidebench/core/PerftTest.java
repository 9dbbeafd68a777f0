package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft against published counts: the CPW "Perft Results" positions and Martin Sedlak's special
 * cases (sources in the resource files), with the reference {@link RayLoop} and with every strategy
 * registered in core. The strategies module runs the same checks on its strategies.
 */
class PerftTest {

    /** About 5 M nodes per position: a fraction of a second each with bulk counting. */
    static final long MAX_NODES = 5_000_000;

    @TestFactory
    Stream<DynamicTest> cpwPositionsWithRayLoop() {
        return PerftChecks.perftTests(RayLoop.INSTANCE, PerftChecks.CPW, MAX_NODES);
    }

    @TestFactory
    Stream<DynamicTest> sedlakPositionsWithRayLoop() {
        return PerftChecks.perftTests(RayLoop.INSTANCE, PerftChecks.SEDLAK, MAX_NODES);
    }

    @TestFactory
    Stream<DynamicTest> cpwPositionsWithEveryRegisteredStrategy() {
        return StrategyRegistry.load().strategies().stream()
                .flatMap(s -> PerftChecks.perftTests(s, PerftChecks.CPW, MAX_NODES));
    }

    @Test
    void depthZeroIsOneNode() {
        assertEquals(1, new Perft(Position.fromFen(Fen.INITIAL)).count(0));
    }

    /** Every first move of the game leaves Black its 20 replies, so divide(2) is 20 × 20. */
    @Test
    void divideSplitsTheCountByRootMoveInUciOrder() {
        List<Perft.Division> divisions = new Perft(Position.fromFen(Fen.INITIAL)).divide(2);
        assertEquals(20, divisions.size());
        assertEquals("a2a3", divisions.get(0).move());
        assertEquals("g1h3", divisions.get(15).move());
        assertEquals("h2h4", divisions.get(19).move());
        for (Perft.Division d : divisions) {
            assertEquals(20, d.nodes(), d.move());
        }
    }

    /** Kiwipete's depth-3 divide adds up to the published perft 3 (97,862), 48 root moves. */
    @Test
    void divideAddsUpToPerft() {
        Position kiwipete = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        List<Perft.Division> divisions = new Perft(kiwipete).divide(3);
        assertEquals(48, divisions.size());
        assertEquals(97_862, divisions.stream().mapToLong(Perft.Division::nodes).sum());
    }

    @Test
    void depthOutsideTheRangeIsRejected() {
        Perft perft = new Perft(Position.fromFen(Fen.INITIAL));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> perft.count(-1));
        assertEquals("perft depth -1 is outside 0..63", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> perft.count(64));
    }

    /** A position where black, to move, has no legal move (stalemate): every perft of depth 1 or more is 0. */
    private static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

    @Test
    void theDeepestAllowedDepthIsAccepted() {
        Perft perft = new Perft(Position.fromFen(STALEMATE));
        assertEquals(0, perft.count(Perft.MAX_DEPTH - 1));
        assertEquals(0, perft.countUpTo(Perft.MAX_DEPTH - 1, 0));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> perft.countUpTo(Perft.MAX_DEPTH, 0));
        assertEquals("perft depth 64 is outside 0..63", e.getMessage());
    }

    @Test
    void divideChecksItsDepthItself() {
        Perft perft = new Perft(Position.fromFen(Fen.INITIAL));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> perft.divide(-1));
        assertEquals("perft depth -1 is outside 0..63", e.getMessage());
    }

    /**
     * countUpTo(4, 0) on the initial position: any leaf exceeds the limit of 0, so the count stops after
     * the first subtree counted whole (three plies below the first root move: with under 40 legal moves
     * a ply, below 40³ = 64,000 leaves), far below the full perft 4 of 197,281, and is more than the limit as
     * documented.
     */
    @Test
    void countUpToStopsAfterTheFirstWholeSubtreeOnceOverTheLimit() {
        Perft perft = new Perft(Position.fromFen(Fen.INITIAL));
        long partial = perft.countUpTo(4, 0);
        assertTrue(perft.stopped(), "stopped");
        assertTrue(partial > 0 && partial < 197_281, Long.toString(partial));
        // with room for every leaf the count is whole and not stopped
        assertEquals(197_281, perft.countUpTo(4, 197_281));
        assertFalse(perft.stopped());
        // Depth 5 stops at the same grain, one 3-ply subtree two plies down: with well under 40 legal moves a
        // ply this early in the game that is below 40³ = 64,000 leaves, while a whole 4-ply subtree below
        // any first move of the game has more than 170,000 (CPW's divide of perft 5 of the initial position).
        long partial5 = perft.countUpTo(5, 0);
        assertTrue(perft.stopped());
        assertTrue(partial5 > 0 && partial5 < 64_000, Long.toString(partial5));
    }
}
