package dev.slidebench.tools.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/** What the search tools print and report: the time taken, the constants' layout, a square's index range. */
class MagicSearchOutputTest {

    @Test
    void theStatisticsLineGivesTheClockTimeInSecondsAndTheTopOfARangeIsAccepted() {
        // A clock that reads 7.0 s when the search starts and 9.5 s when it ends: 2.5 s taken.
        long[] readings = {7_000_000_000L, 9_500_000_000L};
        int[] next = {0};
        LongSupplier clock = () -> readings[next[0]++];
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // 1024 is the largest --threads (only as many threads as squares start); the search is the
        // command line test's tiny one.
        String[] args = {
            "--kind", "black", "--seed", "3", "--draws", "1", "--candidates", "1", "--climbs", "0", "--threads", "1024"
        };
        assertEquals(0, MagicSearchCli.run(args, print(out), print(err), clock));
        assertEquals(2, next[0], "the clock is read at the start and at the end");
        List<String> stats = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(
                stats.get(0)
                        .startsWith("MagicSearch --kind black --seed 3 --draws 1 --candidates 1 --climbs 0:"
                                + " 2.5 s on 1024 thread(s), "),
                stats.get(0));
    }

    @Test
    void magicsArePrintedFourToALineWithACommaAfterEveryValueButTheLast() {
        long[] rook = {1, 2, 3, 4, 5, 6, 7, 0x8000_0000_0000_0000L};
        long[] bishop = {0xABCL, 0, 0, 0xFFFF_FFFF_FFFF_FFFFL};
        assertEquals(
                "    // Found by X --seed 1 (see strategies/MAGICS.md).\n"
                        + "    static final long[] ROOK_MAGICS = {\n"
                        + "        0x0000000000000001L, 0x0000000000000002L, 0x0000000000000003L, 0x0000000000000004L,\n"
                        + "        0x0000000000000005L, 0x0000000000000006L, 0x0000000000000007L, 0x8000000000000000L\n"
                        + "    };\n"
                        + "    static final long[] BISHOP_MAGICS = {\n"
                        + "        0x0000000000000abcL, 0x0000000000000000L, 0x0000000000000000L, 0xffffffffffffffffL\n"
                        + "    };\n",
                JavaConstantsPrinter.magics("X --seed 1", rook, bishop));
    }

    /**
     * A plain rook magic on e4 against the test's own hashing: {@code (subset * magic) >>> 52} of each
     * of the 2^10 subsets of b4, c4, d4, f4, g4, e2, e3, e5, e6, e7, with no two subsets of different
     * RayLoop attacks on one index; the found range is the lowest to the highest index hashed.
     */
    @Test
    void aFoundMagicSpansFromItsLowestToItsHighestIndex() {
        MagicSearch.Found found = MagicSearch.search(MagicKind.PLAIN, true, Square.E4, 1);
        int[] relevant = {25, 26, 27, 29, 30, 12, 20, 36, 44, 52};
        long mask = 0;
        for (int square : relevant) {
            mask |= 1L << square;
        }
        assertEquals(mask, MagicKind.relevantMask(true, Square.E4));
        long[] attacksAt = new long[4096];
        boolean[] taken = new boolean[4096];
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int n = 0; n < 1 << relevant.length; n++) {
            long subset = MaskSubsets.nth(mask, n);
            int index = (int) ((subset * found.magic()) >>> 52);
            long attacks = RayLoop.INSTANCE.rookAttacks(Square.E4, subset);
            assertTrue(!taken[index] || attacksAt[index] == attacks, "destructive collision at " + index);
            taken[index] = true;
            attacksAt[index] = attacks;
            min = Math.min(min, index);
            max = Math.max(max, index);
        }
        assertEquals(min, found.minIndex());
        assertEquals(max, found.maxIndex());
        assertEquals(max - min + 1, found.span());
        // The empty subset hashes to 0, so a plain or fancy range always starts there; a range given
        // by hand shows that the width is counted from its start: indices 3..10 are 8 entries.
        assertEquals(0, min);
        assertEquals(8, new MagicSearch.Found(found.magic(), found.draws(), 3, 10).span());
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
