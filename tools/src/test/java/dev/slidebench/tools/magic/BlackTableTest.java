package dev.slidebench.tools.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The shared black-magic array on hand-made layouts, where every expected entry, free position and
 * length is worked out by hand: what the packer relies on when it asks for the lowest free position
 * and writes a square there.
 */
class BlackTableTest {

    /** Two attack sets that differ; the table only compares them. */
    private static final long SET_A = 0x0000_0000_0000_0202L;

    private static final long SET_B = 0x0000_0000_0004_0200L;

    /** A layout that uses {@code count} consecutive indices from 0, all with the same attack set. */
    private static BlackLayout run(int count) {
        long[] byIndex = new long[count];
        Arrays.fill(byIndex, SET_A);
        return BlackLayout.of(byIndex);
    }

    /** Index 0 holds SET_A and index 1 SET_B. */
    private static BlackLayout pair() {
        return BlackLayout.of(new long[] {SET_A, SET_B});
    }

    @Test
    void aLayoutKeepsItsUsedIndicesInOrderAndSpansFromTheLowestToTheHighest() {
        BlackLayout layout = BlackLayout.of(new long[] {0, 0, SET_A, 0, SET_B, 0});
        assertEquals(2, layout.size());
        // Indices 2 and 4: 4 - 2 + 1 = 3 entries from the first to the last.
        assertEquals(3, layout.span());
        assertEquals(2, layout.indices[0]);
        assertEquals(4, layout.indices[1]);
    }

    @Test
    void aLayoutThatReachesExactlyTheFirst65536EntriesDoesNotGrowTheArray() {
        BlackTable table = new BlackTable();
        // Entries 65534 and 65535: one past the highest is 65,536 = 1 << 16, the initial length.
        table.place(pair(), 65_534);
        assertEquals(65_536, table.end());
        assertEquals(1 << 16, table.capacity());
        assertEquals(2, table.used());
    }

    @Test
    void aLayoutOneEntryPastTheFirst65536DoublesTheArray() {
        BlackTable table = new BlackTable();
        // Entries 65535 and 65536: reach 65,537, so the array doubles to 131,072 rather than growing
        // by one entry (placing square after square then copies it a few times, not once per square).
        table.place(pair(), 65_535);
        assertEquals(65_537, table.end());
        assertEquals(2 * 65_536, table.capacity());
        assertEquals(2, table.used());
        // Entry 65536, in the first word past the original 1,024, is marked as taken: a single entry
        // fits first at 0, and a pair whose second index is 65,536 fits first at 1 (entries 1 and 65,537).
        long[] zeroAnd65536 = new long[65_536 / 64 + 1];
        zeroAnd65536[0] = 1;
        zeroAnd65536[65_536 / 64] = 1;
        assertEquals(1, table.firstFree(zeroAnd65536, Integer.MAX_VALUE));
    }

    @Test
    void aLayoutFarPastTwiceTheLengthGrowsTheArrayToItsReachAndItsLastEntriesAreMarked() {
        BlackTable table = new BlackTable();
        // Entries 200,000 and 200,001: reach 200,002 is more than 2 · 65,536, so that is the new length.
        // Entry 200,001 is bit 1 of word 3,125 (200,001 = 64 · 3,125 + 1): the bit set needs 3,126 words.
        table.place(pair(), 200_000);
        assertEquals(200_002, table.end());
        assertEquals(200_002, table.capacity());
        assertEquals(2, table.used());
        // A pattern of index 0 and 200,000: at 0 its second entry is 200,000 (taken), at 1 it is
        // 200,001 (taken), at 2 it is 200,002 (past the end, free).
        long[] zeroAnd200000 = new long[200_000 / 64 + 1];
        zeroAnd200000[0] = 1;
        zeroAnd200000[200_000 / 64] = 1L << (200_000 % 64);
        assertEquals(2, table.firstFree(zeroAnd200000, Integer.MAX_VALUE));
        // The same squares can be placed again on the grown array: same sets, nothing new in use.
        table.place(pair(), 200_000);
        assertEquals(2, table.used());
    }

    @Test
    void aConflictingPlacementNamesTheEntryThatHoldsTheOtherSet() {
        BlackTable table = new BlackTable();
        table.place(BlackLayout.of(new long[] {0, 0, 0, SET_A}), 10);
        // Index 3 at offset 10 is entry 13, which holds SET_A.
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> table.place(BlackLayout.of(new long[] {0, 0, 0, SET_B}), 10));
        assertEquals("layout does not fit at offset 10: entry 13 holds a different attack set", e.getMessage());
        assertEquals(1, table.used());
    }

    @Test
    void aLayoutMayStartAtEntry0ButNotBefore() {
        BlackTable table = new BlackTable();
        BlackLayout fromTwo = BlackLayout.of(new long[] {0, 0, SET_A});
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> table.place(fromTwo, -3));
        assertEquals("layout does not fit at offset -3: it would start before entry 0", e.getMessage());
        table.place(fromTwo, -2);
        assertEquals(1, table.end());
        assertEquals(1, table.used());
    }

    @Test
    void nextFreeIsTheLowestFreeEntryAtOrAfterItsStart() {
        BlackTable table = new BlackTable();
        assertEquals(0, table.nextFree(0));
        table.place(run(10), 0);
        // Entries 0..9 are taken.
        assertEquals(10, table.nextFree(0));
        assertEquals(10, table.nextFree(3));
        assertEquals(11, table.nextFree(11));
        // Entries 0..127 fill words 0 and 1, so the search steps over a full word into the next one.
        table.place(run(128), 0);
        assertEquals(128, table.nextFree(0));
        assertEquals(128, table.nextFree(64));
    }

    @Test
    void pastTheLastWordEveryEntryIsFree() {
        BlackTable table = new BlackTable();
        // 70,000 lies beyond the 1,024 words of a new table.
        assertEquals(70_000, table.nextFree(70_000));
        assertEquals(65_536, table.nextFree(65_536));
        // With all 65,536 entries taken, the first free one is the first past the array.
        table.place(run(65_536), 0);
        assertEquals(65_536, table.used());
        assertEquals(65_536, table.nextFree(0));
        assertEquals(65_536, table.nextFree(65_535));
        assertEquals(65_536, table.firstFree(new long[] {1}, Integer.MAX_VALUE));
        // ... which is beyond a maximum position of 65,535.
        assertEquals(-1, table.firstFree(new long[] {1}, 65_535));
    }

    @Test
    void firstFreeSkipsAPositionWhoseLaterEntryIsTaken() {
        BlackTable table = new BlackTable();
        table.place(BlackLayout.of(new long[] {0, SET_A}), 0);
        // Entry 1 is taken: the pattern {0, 1} clashes at 0 (entry 1) and at 1 (entry 1 itself), and
        // fits at 2 (entries 2 and 3).
        assertEquals(2, table.firstFree(new long[] {0b11}, Integer.MAX_VALUE));
        assertEquals(-1, table.firstFree(new long[] {0b11}, 1));
    }

    @Test
    void clashNamesTheFirstWordOfThePatternThatLandsOnATakenEntry() {
        BlackTable table = new BlackTable();
        table.place(BlackLayout.of(withEntry(70)), 0);
        // The pattern {0, 64} (word 0 bit 0, word 1 bit 0) at 6 needs entries 6 and 70: word 1 clashes.
        long[] zeroAnd64 = {1, 1};
        assertEquals(1, table.clash(zeroAnd64, 6));
        // At 5 it needs 5 and 69, both free.
        assertEquals(-1, table.clash(zeroAnd64, 5));
        // The pattern {0} alone at 70 clashes in its word 0.
        assertEquals(0, table.clash(new long[] {1}, 70));
    }

    private static long[] withEntry(int index) {
        long[] byIndex = new long[index + 1];
        byIndex[index] = SET_A;
        return byIndex;
    }
}
