package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.PerftSuite;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The precomputed bench set is what its sources give: the CPW positions from the perft suite, then the
 * middle of the chosen games replayed from the shipped PGN. Fails when either source or the file changes alone.
 */
class SearchPositionsTest {

    @Test
    void thePrecomputedSetEqualsTheDerivation() {
        List<String> derived = SearchPositions.derived();
        assertEquals(
                derived,
                SearchPositions.builtIn(),
                "update " + SearchPositions.FEN_RESOURCE + " to these lines:\n" + String.join("\n", derived));
        assertEquals(16, derived.size());
        assertEquals(PerftSuite.cpw().get(0).fen(), SearchPositions.builtIn().get(0));
    }
}
