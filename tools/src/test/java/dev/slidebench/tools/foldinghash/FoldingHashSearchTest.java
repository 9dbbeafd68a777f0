package dev.slidebench.tools.foldinghash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.strategies.FoldingHash;
import dev.slidebench.tools.PrintedArrays;
import dev.slidebench.tools.SubsetAttacks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link FoldingHash}'s committed multipliers and offsets: the whole search with the
 * committed seed prints them again (about 15–30 s on the shared machine), and an independent rebuild
 * of the packed table with this test's own hash code agrees with {@link RayLoop} everywhere.
 */
class FoldingHashSearchTest {

    /** The whole search as a reader re-runs it ({@code FoldingHashSearch --seed 1}); its constants read back. */
    @Test
    void theCommandLineWithSeedOnePrintsTheCommittedConstants() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = FoldingHashSearch.run(
                new String[] {"--seed", Long.toString(FoldingHashSearch.DEFAULT_SEED)},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stats = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, stats);
        String text = out.toString(StandardCharsets.UTF_8);
        assertArrayEquals(FoldingHash.multipliers(), PrintedArrays.ints(text, "MULTIPLIERS"), "multipliers");
        assertArrayEquals(FoldingHash.offsets(), PrintedArrays.ints(text, "OFFSETS"), "offsets");
        int entries = PrintedArrays.intConstant(text, "TABLE_ENTRIES");
        assertEquals(FoldingHash.tableEntries(), entries, "table entries");
        assertEquals(5_936, entries, "the size MAGICS.md and the class Javadoc state");
        assertTrue(entries < 5_956, "smaller than the published constants' table");
        assertEquals(1, stats.lines().count(), stats);
        // The figures in the default locale's grouping: 100,000 draws for each of the 256 lines.
        Matcher figures = Pattern.compile("seed 1: (\\S+) multipliers drawn, (\\S+) entries \\((\\S+) in use\\) in ")
                .matcher(stats);
        assertTrue(figures.lookingAt(), stats);
        assertEquals(256L * 100_000, digits(figures.group(1)), stats);
        assertEquals(5_936, digits(figures.group(2)), stats);
        long used = digits(figures.group(3));
        assertTrue(used > 0 && used <= 5_936, stats);
    }

    @Test
    void theCommittedConstantsPackEveryLineWithoutADestructiveCollision() {
        int[] multipliers = FoldingHash.multipliers();
        int[] offsets = FoldingHash.offsets();
        long[] table = new long[FoldingHash.tableEntries()];
        boolean[] written = new boolean[table.length];
        int[][] lineSteps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        for (int squareLine = 0; squareLine < 256; squareLine++) {
            int square = squareLine >>> 2;
            int[] step = lineSteps[squareLine & 3];
            // The line and its inner squares from the reference walk, not from FoldingHash.Index.
            long up = RayLoop.ray(square, 0L, step[0], step[1]);
            long down = RayLoop.ray(square, 0L, -step[0], -step[1]);
            long ends = endOf(up, step[0], step[1]) | endOf(down, -step[0], -step[1]);
            long inner = (up | down) & ~ends;
            long subset = 0;
            do {
                long attacks =
                        RayLoop.ray(square, subset, step[0], step[1]) | RayLoop.ray(square, subset, -step[0], -step[1]);
                long bits = subset | ~inner;
                int folded = (int) (bits >>> 32) ^ ((int) bits * 3);
                int entry = offsets[squareLine] + ((folded * multipliers[squareLine]) >>> 26);
                if (written[entry] && table[entry] != attacks) {
                    throw new AssertionError("line " + squareLine + " (" + Square.name(square) + "): subset "
                            + Bitboards.hex(subset) + " collides at entry " + entry);
                }
                written[entry] = true;
                table[entry] = attacks;
                subset = Bitboards.nextSubset(subset, inner);
            } while (subset != 0);
        }
        assertTrue(written[table.length - 1], "the last entry is used");
    }

    @Test
    void aPoolHoldsOnlyCollisionFreeMultipliersBestFirst() {
        List<FoldingHashSearch.Candidate> pool = FoldingHashSearch.pool(1, 4 * Square.D4, 2_000, 16);
        assertTrue(pool.size() > 1);
        SubsetAttacks subsets = FoldingHashSearch.subsets(4 * Square.D4);
        for (int i = 0; i < pool.size(); i++) {
            FoldingHashSearch.Candidate candidate = pool.get(i);
            // d4's rank: 3 choices to the west (c4, b4, a4) times 4 to the east, at least 12 slots.
            assertTrue(candidate.used() >= 12, "used " + candidate.used());
            if (i > 0) {
                assertTrue(pool.get(i - 1).used() <= candidate.used(), "sorted by used slots");
            }
            assertEquals(
                    candidate.usedSlots(),
                    FoldingHashSearch.trial(subsets, candidate.multiplier(), 0).usedSlots());
        }
        // A multiplier of 0 sends every subset to slot 0, which d4's rank cannot share.
        assertNull(FoldingHashSearch.trial(subsets, 0, 0));
    }

    @Test
    void badArgumentsGetOneLineAndExitTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = FoldingHashSearch.run(
                new String[] {"--seed", "one"},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true));
        String message = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, message);
        assertEquals("FoldingHashSearch: --seed needs an integer, got 'one'", message.strip());
    }

    private static long digits(String grouped) {
        return Long.parseLong(grouped.replaceAll("[^0-9]", ""));
    }

    /** The last square of a ray (on the board edge), or 0 for an empty ray. */
    private static long endOf(long ray, int fileStep, int rankStep) {
        // Rays towards higher indices end at their highest bit, the others at their lowest.
        boolean up = rankStep > 0 || (rankStep == 0 && fileStep > 0);
        return up ? Long.highestOneBit(ray) : Long.lowestOneBit(ray);
    }
}
