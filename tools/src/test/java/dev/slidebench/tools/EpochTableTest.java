package dev.slidebench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The scratch table of the hash searches: what it holds within a trial and after a clear. */
class EpochTableTest {

    private static final long SET_A = 0x0000_0000_0000_0202L;
    private static final long SET_B = 0x0000_0000_0004_0200L;

    @Test
    void aNewTableHoldsNothing() {
        EpochTable table = new EpochTable(4);
        for (int index = 0; index < 4; index++) {
            assertFalse(table.holds(index), "index " + index);
        }
        // So the first set stored anywhere is accepted, whatever it is.
        assertTrue(table.put(2, SET_A));
    }

    @Test
    void withinATrialTheSameSetMayShareAnIndexAndAnotherMayNot() {
        EpochTable table = new EpochTable(4);
        table.clear();
        assertTrue(table.put(1, SET_A));
        assertTrue(table.holds(1));
        assertEquals(SET_A, table.get(1));
        assertTrue(table.put(1, SET_A), "constructive collision");
        assertFalse(table.put(1, SET_B), "destructive collision");
        assertEquals(SET_A, table.get(1), "a refused set is not stored");
        assertFalse(table.holds(0));
    }

    @Test
    void aClearForgetsEveryEntry() {
        EpochTable table = new EpochTable(4);
        table.clear();
        table.put(1, SET_A);
        table.clear();
        assertFalse(table.holds(1));
        assertTrue(table.put(1, SET_B));
        assertEquals(SET_B, table.get(1));
    }

    /**
     * The stamp is an int: after 2^32 clears it comes round to the value it had when an old entry was
     * written, and that entry would count as written in the new trial unless the stamps are wiped
     * when the epoch wraps.
     */
    @Test
    void theClearThatWrapsTheEpochAroundForgetsEntriesFromTheLastRound() {
        EpochTable table = new EpochTable(4);
        table.clear();
        int written = table.epoch;
        table.put(1, SET_A);
        // Where 2^32 - 1 - written further clears would leave it: the last epoch before the wrap.
        table.epoch = -1;
        assertFalse(table.holds(1));
        table.clear();
        // The next trials reuse the small epochs again, the one entry 1 was written in among them.
        for (int trial = 0; trial < written + 2; trial++) {
            for (int index = 0; index < 4; index++) {
                assertFalse(table.holds(index), "trial " + trial + ", index " + index);
            }
            table.clear();
        }
        assertTrue(table.put(1, SET_B));
    }
}
