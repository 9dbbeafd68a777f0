package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

    /**
     * Two buckets: a key's high half below 2^31 scales to the first, above to the second, so four keys, two
     * per bucket, are all kept (in one bucket the third and fourth would push out the first two).
     */
    @Test
    void keysSpreadOverTheBucketsByTheirHighHalf() {
        TranspositionTable table = new TranspositionTable(4L * TranspositionTable.ENTRY_BYTES);
        long[] keys = {0x1000_0000_0000_0001L, 0x2000_0000_0000_0002L, 0x9000_0000_0000_0003L, 0xA000_0000_0000_0004L};
        int[] depths = {5, 3, 5, 3}; // in each bucket the deeper first, the shallower to the second slot
        for (int i = 0; i < keys.length; i++) {
            table.store(keys[i], i + 1, 0, depths[i], TranspositionTable.BOUND_EXACT);
        }
        for (int i = 0; i < keys.length; i++) {
            assertEquals(depths[i], depthOf(table, keys[i]), "key " + i);
            assertEquals(i + 1, TranspositionTable.move(table.probe(keys[i])), "key " + i);
        }
    }

    /** The generation is part of an entry: the same store after a clear is a different entry. */
    @Test
    void aStoreAfterAClearIsOfANewGeneration() {
        TranspositionTable table = oneBucket();
        table.store(A, 7, 0, 3, TranspositionTable.BOUND_EXACT);
        long before = table.probe(A);
        table.clear();
        table.store(A, 7, 0, 3, TranspositionTable.BOUND_EXACT);
        long after = table.probe(A);
        assertNotEquals(before, after);
        assertEquals(TranspositionTable.move(before), TranspositionTable.move(after));
        assertEquals(TranspositionTable.depth(before), TranspositionTable.depth(after));
    }

    /**
     * After 255 clears the generation counter is back at the first generation, and the arrays are really
     * zeroed: a deep entry stored in the first generation does not come back to take the first slot.
     */
    @Test
    void anEntryOfTheFirstGenerationStaysGoneAfterTheCounterWraps() {
        TranspositionTable table = oneBucket();
        table.store(A, 1, 0, 9, TranspositionTable.BOUND_EXACT);
        for (int i = 0; i < 255; i++) {
            table.clear();
        }
        assertEquals(0, table.probe(A));
        table.store(B, 2, 0, 5, TranspositionTable.BOUND_EXACT); // the first slot is empty: B goes there
        table.store(C, 3, 0, 3, TranspositionTable.BOUND_EXACT); // shallower than B: second slot
        assertEquals(5, depthOf(table, B));
        assertEquals(3, depthOf(table, C));
    }

    @Test
    void sizesBelowOneBucketAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(31));
        assertEquals(16L << 20, new TranspositionTable(16L << 20).bytes());
    }
}
