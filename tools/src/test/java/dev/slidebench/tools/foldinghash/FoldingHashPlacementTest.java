package dev.slidebench.tools.foldinghash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Square;
import dev.slidebench.tools.PrintedArrays;
import dev.slidebench.tools.foldinghash.FoldingHashSearch.Candidate;
import dev.slidebench.tools.foldinghash.FoldingHashSearch.Choice;
import dev.slidebench.tools.foldinghash.FoldingHashSearch.PackedTable;
import dev.slidebench.tools.foldinghash.FoldingHashSearch.Result;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The parts of {@link FoldingHashSearch} the committed-constants test does not pin: how many
 * multipliers a pool draws, the shared array's fitting and sharing, the choice among a pool, and the
 * command line's output from a given result and clock. Expected values are worked out by hand in the
 * comments.
 */
class FoldingHashPlacementTest {

    /** A hand-made candidate using {@code slots}, slot s holding the attack set {@code 100 + s}. */
    private static Candidate candidate(int multiplier, int draw, int... slots) {
        long used = 0;
        long[] attacks = new long[64];
        for (int slot : slots) {
            used |= 1L << slot;
            attacks[slot] = 100 + slot;
        }
        return new Candidate(multiplier, used, attacks, draw);
    }

    @Test
    void aPoolDrawsExactlyItsBudgetOfMultipliersFromTheLinesStream() {
        // The a1 anti-diagonal (line 3, towards b0) holds no square: one subset, so every multiplier
        // passes, and five draws give five candidates of one slot each, in draw order, with the stream's
        // first five ints as multipliers.
        int squareLine = 4 * Square.A1 + 3;
        List<Candidate> pool = FoldingHashSearch.pool(7, squareLine, 5, Integer.MAX_VALUE);
        SplittableRandom replay = FoldingHashSearch.stream(7, squareLine);
        assertEquals(5, pool.size());
        for (int draw = 0; draw < 5; draw++) {
            assertEquals(replay.nextInt(), pool.get(draw).multiplier(), "draw " + draw);
            assertEquals(draw, pool.get(draw).draw());
            assertEquals(1, pool.get(draw).used());
        }
        assertEquals(2, FoldingHashSearch.pool(7, squareLine, 5, 2).size(), "keep bounds the pool");
    }

    @Test
    void theTableFitsACandidateAtItsLowestOffsetSharingOnlyEqualAttackSets() {
        PackedTable table = new PackedTable(64);
        // Slots 3 and 5 may start below offset 0, down to -3 (entry 0).
        Candidate high = candidate(1, 0, 3, 5);
        assertEquals(-3, table.lowestFit(high));
        table.place(high, -3);
        assertEquals(3, table.length(), "entries 0 and 2: one past 2");
        assertEquals(2, table.used());
        // Its twin shares both entries (the same attack sets) at the same offset: nothing new is used.
        assertTrue(table.fits(high, -3));
        table.place(high, -3);
        assertEquals(2, table.used());
        // {0, 1} holding 100 and 101: offset 0 puts 100 on entry 0, which holds 103; offset 1 puts 100 on
        // entry 1 (free) and 101 on entry 2 (105): no; offset 2 puts 100 on entry 2 (105): no; offset 3
        // uses entries 3 and 4.
        Candidate low = candidate(2, 0, 0, 1);
        assertFalse(table.fits(low, 0));
        assertEquals(3, table.lowestFit(low));
        table.place(low, 3);
        assertEquals(5, table.length());
        assertEquals(4, table.used());
        // A candidate whose slot 3 holds 103 shares entry 0 with the first one.
        Candidate sharing = candidate(3, 0, 3);
        assertEquals(-3, table.lowestFit(sharing));
    }

    @Test
    void choosingKeepsTheCandidateThatEndsLowestThenTheLowerOffsetThenPoolOrder() {
        // Empty table: {0, 5} ends at 6, {0, 1, 2} at 3.
        Candidate wide = candidate(1, 0, 0, 5);
        Candidate narrow = candidate(2, 1, 0, 1, 2);
        Choice choice = FoldingHashSearch.choose(new PackedTable(64), List.of(wide, narrow));
        assertSame(narrow, choice.candidate());
        assertEquals(0, choice.offset());

        // Entries 0 to 9 taken with sets no candidate below holds (length 10): {0} fits at 10 and ends
        // at 11; {10, 11} fits at 0 and ends at 12. The lower end wins against the lower offset.
        PackedTable ten = new PackedTable(64);
        ten.place(candidate(9, 0, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29), -20);
        assertEquals(10, ten.length());
        Candidate single = candidate(3, 0, 0);
        Candidate late = candidate(4, 1, 10, 11);
        choice = FoldingHashSearch.choose(ten, List.of(late, single));
        assertSame(single, choice.candidate());
        assertEquals(10, choice.offset());

        // Entries 0 and 1 taken (length 2): {0, 2} fits at 2 (entries 2, 4), ending at 5; {4, 6} fits at
        // -2 (entries 2, 4), ending at 5 too: the lower offset wins over pool order.
        PackedTable two = new PackedTable(64);
        two.place(candidate(9, 0, 30, 31), -30);
        Candidate first = candidate(5, 0, 0, 2);
        Candidate shifted = candidate(6, 1, 4, 6);
        choice = FoldingHashSearch.choose(two, List.of(first, shifted));
        assertSame(shifted, choice.candidate());
        assertEquals(-2, choice.offset());
        // Alike: the first of the pool.
        Candidate twin = candidate(7, 2, 0, 1, 2);
        assertSame(
                narrow,
                FoldingHashSearch.choose(new PackedTable(64), List.of(narrow, twin))
                        .candidate());
    }

    @Test
    void theCommandLinePrintsTheResultAndTheTimeFromItsClock() {
        int[] multipliers = new int[256];
        int[] offsets = new int[256];
        for (int i = 0; i < 256; i++) {
            multipliers[i] = 0x9E3779B9 * (i + 1);
            offsets[i] = 23 * i;
        }
        Result result = new Result(multipliers, offsets, 5_936, 5_100, 25_600_000);
        long[] clock = {4_000_000_000L, 6_500_000_000L};
        int[] reads = {0};
        long[] seeds = {0};
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = FoldingHashSearch.run(
                new String[] {"--seed", "9"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                seed -> {
                    seeds[0] = seed;
                    return result;
                },
                () -> clock[reads[0]++]);
        assertEquals(0, status);
        assertEquals(9, seeds[0], "the search gets the seed");
        assertEquals(
                "seed 9: 25,600,000 multipliers drawn, 5,936 entries (5,100 in use) in 2.5 s",
                err.toString(StandardCharsets.UTF_8).strip());
        String text = out.toString(StandardCharsets.UTF_8);
        assertArrayEquals(multipliers, PrintedArrays.ints(text, "MULTIPLIERS"));
        assertArrayEquals(offsets, PrintedArrays.ints(text, "OFFSETS"));
        assertEquals(5_936, PrintedArrays.intConstant(text, "TABLE_ENTRIES"));
    }
}
