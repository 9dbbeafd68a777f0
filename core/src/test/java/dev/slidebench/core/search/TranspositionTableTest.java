package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The replacement rule of {@link TranspositionTable}, on a table of one bucket (32 bytes) so that
 * every key competes for the same two slots: the first keeps the deeper search, the second takes
 * what the first refuses, a cleared table holds nothing.
 */
class TranspositionTableTest {

    private static final long A = 0x1111_0000_0000_0001L;
    private static final long B = 0x2222_0000_0000_0002L;
    private static final long C = 0x3333_0000_0000_0003L;
    private static final long D = 0x4444_0000_0000_0004L;

    private static TranspositionTable oneBucket() {
        return new TranspositionTable(2L * TranspositionTable.ENTRY_BYTES);
    }

    private static int depthOf(TranspositionTable table, long key) {
        long entry = table.probe(key);
        return entry == 0 ? -1 : TranspositionTable.depth(entry);
    }

    @Test
    void anEntryReadsBackWhatWasStored() {
        TranspositionTable table = oneBucket();
        table.store(A, 0x3A5F, -1234, 7, TranspositionTable.BOUND_UPPER);
        long entry = table.probe(A);
        assertEquals(0x3A5F, TranspositionTable.move(entry));
        assertEquals(-1234, TranspositionTable.score(entry));
        assertEquals(7, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.BOUND_UPPER, TranspositionTable.bound(entry));
        assertEquals(0, table.probe(B));
    }

    @Test
    void theFirstSlotKeepsTheDeeperSearchAndTheSecondTakesTheRest() {
        TranspositionTable table = oneBucket();
        table.store(A, 1, 0, 5, TranspositionTable.BOUND_EXACT); // empty first slot
        table.store(B, 2, 0, 3, TranspositionTable.BOUND_EXACT); // shallower than A: second slot
        assertEquals(5, depthOf(table, A));
        assertEquals(3, depthOf(table, B));

        table.store(C, 3, 0, 2, TranspositionTable.BOUND_EXACT); // shallower than A: second slot, B goes
        assertEquals(5, depthOf(table, A));
        assertEquals(-1, depthOf(table, B));
        assertEquals(2, depthOf(table, C));

        table.store(D, 4, 0, 5, TranspositionTable.BOUND_EXACT); // as deep as A: first slot, A goes
        assertEquals(-1, depthOf(table, A));
        assertEquals(5, depthOf(table, D));
        assertEquals(2, depthOf(table, C));

        table.store(D, 5, 0, 1, TranspositionTable.BOUND_LOWER); // the same position: first slot, even shallower
        assertEquals(1, depthOf(table, D));
        assertEquals(2, depthOf(table, C));
    }

    @Test
    void aStoreWithoutAMoveKeepsTheStoredMove() {
        TranspositionTable table = oneBucket();
        table.store(A, 0x0123, 10, 4, TranspositionTable.BOUND_LOWER);
        table.store(A, 0, 20, 6, TranspositionTable.BOUND_UPPER);
        long entry = table.probe(A);
        assertEquals(0x0123, TranspositionTable.move(entry));
        assertEquals(20, TranspositionTable.score(entry));
        assertEquals(6, TranspositionTable.depth(entry));
    }

    @Test
    void aClearedTableHoldsNothingAndItsOldEntriesYieldTheirSlots() {
        TranspositionTable table = oneBucket();
        table.store(A, 1, 0, 9, TranspositionTable.BOUND_EXACT);
        table.clear();
        assertEquals(0, table.probe(A));
        table.store(B, 2, 0, 1, TranspositionTable.BOUND_EXACT); // A was deeper, but is gone: first slot
        table.store(C, 3, 0, 1, TranspositionTable.BOUND_EXACT); // as deep as B: first slot, B goes
        assertEquals(-1, depthOf(table, B));
        assertEquals(1, depthOf(table, C));
        // past the generation counter's wrap, old entries stay gone
        for (int i = 0; i < 600; i++) {
            table.store(D, 4, 0, 3, TranspositionTable.BOUND_EXACT);
            table.clear();
            assertEquals(0, table.probe(D), "after clear " + (i + 1));
            assertEquals(0, table.probe(C), "after clear " + (i + 1));
        }
    }

    @Test
    void sizesBelowOneBucketAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(31));
        assertEquals(16L << 20, new TranspositionTable(16L << 20).bytes());
    }
}
