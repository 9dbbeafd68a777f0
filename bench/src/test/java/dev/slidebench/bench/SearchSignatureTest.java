package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.slidebench.bench.cli.OneWrongAnswerPlugin;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.search.BenchSearch;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bench signature is the reference's for every registered strategy (the node count of the search
 * depends on the attack sets only), a strategy with one wrong attack set changes it, and the counts
 * stored for the default configuration and the {@code search} workload are the reference's.
 */
class SearchSignatureTest {

    /** Shallow, so that all strategies take seconds; the stored counts below check the deep ones. */
    private static final int DEPTH = 3;

    private static final long TABLE_BYTES = 1L << 20;

    private static long[] nodes(SlidingAttacks strategy, int depth, long tableBytes) {
        BenchSearch bench = new BenchSearch(strategy, SearchPositions.builtIn(), depth, tableBytes);
        long[] nodes = new long[bench.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = bench.search(i);
        }
        return nodes;
    }

    @Test
    void everyRegisteredStrategyCountsTheReferencesNodes() {
        long[] reference = nodes(RayLoop.INSTANCE, DEPTH, TABLE_BYTES);
        List<SlidingAttacks> strategies = StrategyRegistry.load().strategies();
        assertEquals(true, strategies.size() > 40, "registered: " + strategies.size());
        for (SlidingAttacks strategy : strategies) {
            assertEquals(
                    Arrays.toString(reference), Arrays.toString(nodes(strategy, DEPTH, TABLE_BYTES)), strategy.name());
        }
    }

    @Test
    void oneWrongAttackSetChangesTheSignature() {
        long[] reference = nodes(RayLoop.INSTANCE, DEPTH, TABLE_BYTES);
        long[] wrong = nodes(new OneWrongAnswerPlugin(), DEPTH, TABLE_BYTES);
        assertNotEquals(reference[0], wrong[0], "the start position, where the wrong set is asked");
        assertNotEquals(Arrays.stream(reference).sum(), Arrays.stream(wrong).sum());
    }

    @Test
    void theStoredDefaultCountsAreTheReferences() {
        long[] reference = nodes(RayLoop.INSTANCE, SearchReference.DEPTH, SearchReference.TABLE_BYTES);
        assertEquals(SearchReference.NODES.toString(), Arrays.toString(reference), "update SearchReference.NODES");
    }
}
