package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.search.BenchSearch;
import dev.slidebench.core.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/**
 * The {@code search} workload counts the reference's nodes in every invocation (its table emptied in
 * between, so a second invocation is no cheaper), and its per-iteration check refuses any other count.
 */
class SearchNodesTest {

    @Test
    void everyInvocationCountsTheReferencesNodesAndTheCheckRefusesAnyOther() {
        long reference = new BenchSearch(
                        RayLoop.INSTANCE,
                        SearchPositions.builtIn(),
                        SearchNodes.DEPTH,
                        TranspositionTable.DEFAULT_BYTES)
                .searchAll();
        assertEquals(reference, SearchNodes.NODES, "update SearchNodes.NODES");

        SearchNodes workload = new SearchNodes();
        StrategyNameState name = new StrategyNameState();
        name.strategy = "Pext";
        workload.setUp(name);
        assertEquals(reference, workload.search());
        assertEquals(reference, workload.search());
        workload.checkCount();
        workload.lastCount = reference - 1;
        IllegalStateException e = assertThrows(IllegalStateException.class, workload::checkCount);
        assertEquals("search counted " + (reference - 1) + " nodes, expected " + reference, e.getMessage());
    }
}
