package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The perft workload counts the published leaf nodes of the six CPW positions, and refuses any other count. */
class PerftNodesTest {

    @Test
    void oneInvocationCountsThePublishedNodesAndTheCheckRefusesAnyOther() {
        PerftNodes workload = new PerftNodes();
        StrategyNameState name = new StrategyNameState();
        name.strategy = "RayLoop";
        workload.setUp(name);
        // 197,281 + 97,862 + 43,238 + 9,467 + 62,379 + 89,890 (cpw-positions.epd at depths 4, 3, 4, 3, 3, 3)
        assertEquals(500_117, workload.perft());
        assertEquals(500_117, workload.lastCount);
        workload.checkCount();
        workload.lastCount = 500_116;
        IllegalStateException e = assertThrows(IllegalStateException.class, workload::checkCount);
        assertEquals("perft counted 500116 nodes, expected 500117", e.getMessage());
    }
}
