package dev.slidebench.tools.magic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import dev.slidebench.tools.PrintedArrays;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The search tool itself: its random stream, its determinism and its command line. */
class MagicSearchTest {

    @Test
    void randomStreamIsSplitMix64() {
        // The published first outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        SplitMix64 random = new SplitMix64(0);
        assertArrayEquals(
                new long[] {0xE220A8397B1DCDAFL, 0x6E789E6AA1B965F4L, 0x06C45D188009454FL, 0xF88BB8A8724C81ECL},
                new long[] {random.next(), random.next(), random.next(), random.next()});
    }

    @Test
    void eachSquareHasItsOwnStreamAndTheSeedMatters() {
        long a = MagicKind.FANCY.streamSeed(1, true, Square.E4);
        assertNotEquals(a, MagicKind.FANCY.streamSeed(1, true, Square.D4));
        assertNotEquals(a, MagicKind.FANCY.streamSeed(1, false, Square.E4));
        assertNotEquals(a, MagicKind.PLAIN.streamSeed(1, true, Square.E4));
        assertNotEquals(a, MagicKind.FANCY.streamSeed(2, true, Square.E4));
        assertNotEquals(
                MagicSearch.search(MagicKind.FANCY, false, Square.C1, 1).magic(),
                MagicSearch.search(MagicKind.FANCY, false, Square.C1, 2).magic());
    }

    @Test
    void searchIsDeterministic() {
        MagicSearch.Found first = MagicSearch.search(MagicKind.FANCY, true, Square.A1, 7);
        MagicSearch.Found again = MagicSearch.search(MagicKind.FANCY, true, Square.A1, 7);
        assertEquals(first, again);
        // A fancy magic for a 12-bit corner uses the whole 0..4095 range.
        assertEquals(0, first.minIndex());
        assertEquals(4095, first.maxIndex());
    }

    /** Small settings, so that a whole black search runs in seconds. */
    private static final BlackMagicSearch.Settings TINY = new BlackMagicSearch.Settings(1, 2_000, 4, 1, 200);

    @Test
    void blackPoolIsRankedByTwiceTheEntriesPlusTheSpanAndEachCandidateIsABlackMagic() {
        BlackMagicSearch.Settings settings = new BlackMagicSearch.Settings(1, 20_000, 30, 2, 1_000);
        BlackMagicSearch.Candidate[] pool = BlackMagicSearch.pool(false, Square.D4, settings);
        assertTrue(pool.length >= 2, "pool of " + pool.length);
        int previous = Integer.MIN_VALUE;
        for (BlackMagicSearch.Candidate candidate : pool) {
            // layout() re-hashes every subset against RayLoop and throws on a destructive collision.
            BlackLayout layout = BlackLayout.of(false, Square.D4, candidate.magic());
            assertEquals(layout.size(), candidate.used(), Bitboards.hex(candidate.magic()));
            assertEquals(layout.span(), candidate.span(), Bitboards.hex(candidate.magic()));
            assertEquals(2 * layout.size() + layout.span(), candidate.cost());
            assertTrue(candidate.cost() >= previous, "sorted by cost");
            previous = candidate.cost();
        }
        // One entry per distinct attack set at least: a bishop on d4 stops on c3/b2/a1, e3/f2/g1,
        // c5/b6/a7 and e5/f6/g7/h8, so 3 · 3 · 3 · 4 = 108 sets; and no more than its 2^9 subsets.
        assertTrue(pool[0].used() >= 108 && pool[0].used() <= 512, "used " + pool[0].used());
    }

    @Test
    void blackPoolDependsOnlyOnItsArguments() {
        BlackMagicSearch.Candidate[] first = BlackMagicSearch.pool(true, Square.E4, TINY);
        BlackMagicSearch.Candidate[] again = BlackMagicSearch.pool(true, Square.E4, TINY);
        assertArrayEquals(magics(first), magics(again));
        BlackMagicSearch.Candidate[] otherSeed =
                BlackMagicSearch.pool(true, Square.E4, new BlackMagicSearch.Settings(2, 2_000, 4, 1, 200));
        assertNotEquals(magics(first)[0], magics(otherSeed)[0]);
    }

    @Test
    void aLargerBlackPoolHoldsTheSmallerOneAndNeverReachesFurther() {
        BlackTable table = new BlackTable();
        BlackMagicSearch.Candidate[] a1Pool = BlackMagicSearch.pool(true, Square.A1, TINY);
        BlackMagicPacker.Placement a1 = BlackMagicPacker.choose(a1Pool, table);
        table.place(BlackLayout.of(true, Square.A1, a1.magic()), a1.offset());

        // The same draws and the same first climb: the kept candidates of the smaller pool are a
        // prefix of the larger pool's, so the larger one can only do better.
        BlackMagicSearch.Settings few = new BlackMagicSearch.Settings(1, 20_000, 1, 1, 300);
        BlackMagicSearch.Settings many = new BlackMagicSearch.Settings(1, 20_000, 40, 1, 300);
        BlackMagicSearch.Candidate[] fewPool = BlackMagicSearch.pool(true, Square.H1, few);
        BlackMagicSearch.Candidate[] manyPool = BlackMagicSearch.pool(true, Square.H1, many);
        assertTrue(Arrays.asList(box(magics(manyPool))).containsAll(Arrays.asList(box(magics(fewPool)))));
        BlackMagicPacker.Placement one = BlackMagicPacker.choose(fewPool, table);
        BlackMagicPacker.Placement best = BlackMagicPacker.choose(manyPool, table);
        assertTrue(endAfter(table, true, Square.H1, best) <= endAfter(table, true, Square.H1, one));
        // The chosen placement really fits: place() refuses an entry holding a different attack set.
        table.place(BlackLayout.of(true, Square.H1, best.magic()), best.offset());
        assertEquals(endAfter(table, true, Square.H1, best), table.end());
    }

    @Test
    void blackSearchGivesTheSameResultOnOneAndOnTwoThreads() {
        BlackMagicPacker.Result one = BlackMagicPacker.search(TINY, 1);
        BlackMagicPacker.Result two = BlackMagicPacker.search(TINY, 2);
        assertArrayEquals(one.rookMagics(), two.rookMagics());
        assertArrayEquals(one.bishopMagics(), two.bishopMagics());
        assertArrayEquals(one.rookOffsets(), two.rookOffsets());
        assertArrayEquals(one.bishopOffsets(), two.bishopOffsets());
        assertEquals(one.entries(), two.entries());
        // Every square fits where the search put it, and the table ends where the search says.
        BlackTable table = new BlackTable();
        for (int slot : BlackMagicPacker.order()) {
            boolean rook = slot < 64;
            int square = slot & 63;
            long magic = rook ? one.rookMagics()[square] : one.bishopMagics()[square];
            int offset = rook ? one.rookOffsets()[square] : one.bishopOffsets()[square];
            table.place(BlackLayout.of(rook, square, magic), offset);
        }
        assertEquals(one.entries(), table.end());
        assertEquals(one.usedEntries(), table.used());
    }

    @Test
    void blackTableRefusesAConflictingPlacement() {
        BlackTable table = new BlackTable();
        BlackLayout a1 = BlackLayout.of(true, Square.A1, BlackMagicSearch.pool(true, Square.A1, TINY)[0].magic());
        int offset = -a1.indices[0];
        table.place(a1, offset);
        // The same pattern one entry further on puts different attack sets on the same entries.
        assertThrows(IllegalArgumentException.class, () -> table.place(a1, offset + 1));
        // An entry before 0 is refused too.
        assertThrows(IllegalArgumentException.class, () -> table.place(a1, offset - 1));
        // Placing it again where it is changes nothing.
        table.place(a1, offset);
        assertEquals(a1.indices[a1.size() - 1] - a1.indices[0] + 1, table.end());
        assertEquals(a1.size(), table.used());
    }

    @Test
    void blackDrawsScaleWithTheSubsets() {
        assertEquals(4_000, BlackMagicSearch.draws(1_000, 4096));
        assertEquals(1_000, BlackMagicSearch.draws(1_000, 1024));
        assertEquals(500, BlackMagicSearch.draws(1_000, 32));
    }

    @Test
    void plainAndFancySearchRefuseBlack() {
        assertThrows(IllegalArgumentException.class, () -> MagicSearch.search(MagicKind.BLACK, true, Square.E4, 1));
    }

    @Test
    void badArgumentsGiveOneLineAndExitStatus2() {
        assertBadInput(
                new String[] {"--kind", "sparkly"},
                "MagicSearchCli: --kind: 'sparkly' is not one of plain, fancy, black");
        assertBadInput(
                new String[] {"--kind", "fancy", "--seed", "x1"}, "MagicSearchCli: --seed: 'x1' is not an integer");
        assertBadInput(
                new String[] {"--kind", "black", "--candidates", "0"},
                "MagicSearchCli: --candidates: '0' is not in 1..1000000");
        assertBadInput(
                new String[] {"--kind", "black", "--draws", "lots"},
                "MagicSearchCli: --draws: 'lots' is not an integer");
        assertBadInput(
                new String[] {"--kind", "black", "--threads", "0"}, "MagicSearchCli: --threads: '0' is not in 1..1024");
        assertBadInput(new String[] {"--seed", "1"}, "MagicSearchCli: --kind is required (plain, fancy or black)");
        assertBadInput(new String[] {"--kind"}, "MagicSearchCli: option --kind needs a value");
        assertBadInput(new String[] {"--colour", "red"}, "MagicSearchCli: unknown option '--colour'");
    }

    @Test
    void argumentsAtTheEndsOfTheirRangesAreTakenAndOneBeyondRefused() {
        assertBadInput(
                new String[] {"--kind", "black", "--climbs", "-1"},
                "MagicSearchCli: --climbs: '-1' is not in 0..1000000");
        assertBadInput(
                new String[] {"--kind", "black", "--climbs", "1000001"},
                "MagicSearchCli: --climbs: '1000001' is not in 0..1000000");
        assertBadInput(
                new String[] {"--kind", "black", "--draws", "1000000001"},
                "MagicSearchCli: --draws: '1000000001' is not in 1..1000000000");
        assertBadInput(
                new String[] {"--kind", "black", "--candidates", "1000001"},
                "MagicSearchCli: --candidates: '1000001' is not in 1..1000000");
        assertBadInput(
                new String[] {"--kind", "black", "--threads", "1025"},
                "MagicSearchCli: --threads: '1025' is not in 1..1024");
        // A value that is not even an int is refused by its range, not wrapped around.
        assertBadInput(
                new String[] {"--kind", "black", "--threads", "4294967297"},
                "MagicSearchCli: --threads: '4294967297' is not in 1..1024");
        // The last option without its value, after a complete one.
        assertBadInput(new String[] {"--kind", "fancy", "--seed"}, "MagicSearchCli: option --seed needs a value");
        // Upper case is a kind too.
        assertBadInput(new String[] {"--kind", "FANCY", "--bits", "3"}, "MagicSearchCli: unknown option '--bits'");
    }

    @Test
    void helpGoesToStdoutWithExitStatus0() {
        for (String help : new String[] {"--help", "-h"}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            // --help wins even after other options, and before a missing value is noticed.
            assertEquals(0, MagicSearchCli.run(new String[] {"--kind", "plain", help}, print(out), print(err)));
            List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
            assertEquals(3, lines.size(), lines.toString());
            assertTrue(
                    lines.get(0).startsWith("usage: MagicSearchCli --kind plain|fancy|black [--seed N]"), lines.get(0));
            assertTrue(lines.get(1).contains("strategies/MAGICS.md"), lines.get(1));
            assertTrue(lines.get(2).contains("--threads does not change the result"), lines.get(2));
            assertEquals("", err.toString(StandardCharsets.UTF_8));
        }
    }

    /**
     * A black search small enough for a test (one draw per square, no hill climb), through the command
     * line on two threads: the printed magics and offsets must pack all 128 squares into a table of the
     * printed length without a destructive collision, and stderr must state that table.
     */
    @Test
    void blackCommandLinePrintsAPackingThatFits() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] args = {
            "--kind", "black", "--seed", "3", "--draws", "1", "--candidates", "2", "--climbs", "0", "--threads", "2"
        };
        assertEquals(0, MagicSearchCli.run(args, print(out), print(err)));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(
                text.startsWith("    // Found by MagicSearch --kind black --seed 3 --draws 1 --candidates 2 --climbs 0"
                        + " (see strategies/MAGICS.md).\n"),
                text);
        long[] rookMagics = PrintedArrays.values(text, "ROOK_MAGICS");
        long[] bishopMagics = PrintedArrays.values(text, "BISHOP_MAGICS");
        int[] rookOffsets = PrintedArrays.ints(text, "ROOK_OFFSETS");
        int[] bishopOffsets = PrintedArrays.ints(text, "BISHOP_OFFSETS");
        int entries = PrintedArrays.intConstant(text, "TABLE_ENTRIES");
        assertEquals(64, rookMagics.length);
        assertEquals(64, bishopOffsets.length);
        BlackTable table = new BlackTable();
        for (int square = 0; square < 64; square++) {
            // place() re-hashes every subset against RayLoop and refuses an entry holding another set.
            table.place(BlackLayout.of(true, square, rookMagics[square]), rookOffsets[square]);
            table.place(BlackLayout.of(false, square, bishopMagics[square]), bishopOffsets[square]);
        }
        assertEquals(table.end(), entries, "TABLE_ENTRIES is the packing's length");
        // An unpacked table (each square's own 4096 or 512 entries) would need 294,912.
        assertTrue(entries < 64 * 4096 + 64 * 512, "entries " + entries);
        List<String> stats = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, stats.size(), stats.toString());
        assertTrue(
                stats.get(0).startsWith("MagicSearch --kind black --seed 3 --draws 1 --candidates 2 --climbs 0: "),
                stats.get(0));
        assertTrue(stats.get(0).contains(" s on 2 thread(s), "), stats.get(0));
        assertEquals(
                String.format(
                        Locale.ROOT,
                        "black magic table: %,d entries (%,d bytes), %,d of them in use",
                        entries,
                        8L * entries,
                        table.used()),
                stats.get(1));
    }

    @Test
    void blackConstantsPrintTheTableLengthWithUnderscores() {
        BlackMagicPacker.Result result = new BlackMagicPacker.Result(
                new long[4], new long[4], new int[8], new int[] {1, -2, 3, 4, 5, 6, 7, 8}, 101_732, 5);
        String text = JavaConstantsPrinter.blackMagics("X", result);
        assertTrue(text.startsWith("    // Found by X (see strategies/MAGICS.md).\n"), text);
        assertTrue(text.endsWith("    static final int TABLE_ENTRIES = 101_732;\n"), text);
        assertTrue(
                text.contains("    static final int[] BISHOP_OFFSETS = {\n"
                        + "             1,     -2,      3,      4,      5,      6,      7,      8\n    };\n"),
                text);
        assertArrayEquals(new int[] {1, -2, 3, 4, 5, 6, 7, 8}, PrintedArrays.ints(text, "BISHOP_OFFSETS"));
        assertArrayEquals(new long[4], PrintedArrays.values(text, "ROOK_MAGICS"));
    }

    private static long[] magics(BlackMagicSearch.Candidate[] pool) {
        return Arrays.stream(pool).mapToLong(BlackMagicSearch.Candidate::magic).toArray();
    }

    private static Long[] box(long[] values) {
        return Arrays.stream(values).boxed().toArray(Long[]::new);
    }

    private static int endAfter(BlackTable table, boolean rook, int square, BlackMagicPacker.Placement placement) {
        BlackLayout layout = BlackLayout.of(rook, square, placement.magic());
        return Math.max(table.end(), placement.offset() + layout.indices[layout.size() - 1] + 1);
    }

    private static void assertBadInput(String[] args, String expectedLine) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, MagicSearchCli.run(args, print(out), print(err)), String.join(" ", args));
        assertEquals(expectedLine + System.lineSeparator(), err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
