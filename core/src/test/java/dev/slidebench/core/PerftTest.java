package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
