package dev.slidebench.strategies.magic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Square;
import dev.slidebench.strategies.magic.MagicSearch.Kind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The search tool itself: its random stream, its determinism and its command line. */
class MagicSearchTest {

    @Test
    void randomStreamIsSplitMix64() {
        // The published first outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        MagicSearch.SplitMix64 random = new MagicSearch.SplitMix64(0);
        assertArrayEquals(new long[] {0xE220A8397B1DCDAFL, 0x6E789E6AA1B965F4L, 0x06C45D188009454FL, 0xF88BB8A8724C81ECL},
                new long[] {random.next(), random.next(), random.next(), random.next()});
    }

    @Test
    void eachSquareHasItsOwnStreamAndTheSeedMatters() {
        long a = MagicSearch.streamSeed(1, Kind.FANCY, true, Square.E4);
        assertNotEquals(a, MagicSearch.streamSeed(1, Kind.FANCY, true, Square.D4));
        assertNotEquals(a, MagicSearch.streamSeed(1, Kind.FANCY, false, Square.E4));
        assertNotEquals(a, MagicSearch.streamSeed(1, Kind.PLAIN, true, Square.E4));
        assertNotEquals(a, MagicSearch.streamSeed(2, Kind.FANCY, true, Square.E4));
        assertNotEquals(MagicSearch.search(Kind.FANCY, false, Square.C1, 1).magic(), MagicSearch.search(Kind.FANCY, false, Square.C1, 2).magic());
    }

    @Test
    void searchIsDeterministic() {
        MagicSearch.Found first = MagicSearch.search(Kind.FANCY, true, Square.A1, 7);
        MagicSearch.Found again = MagicSearch.search(Kind.FANCY, true, Square.A1, 7);
        assertEquals(first, again);
        // A fancy magic for a 12-bit corner uses the whole 0..4095 range.
        assertEquals(0, first.minIndex());
        assertEquals(4095, first.maxIndex());
    }

    @Test
    void moreBlackCandidatesNeverLeaveTheTableLonger() {
        MagicSearch.BlackTable table = new MagicSearch.BlackTable();
        MagicSearch.Placement a1 = MagicSearch.chooseBlack(true, Square.A1, 1, 5, table);
        table.place(MagicSearch.layout(true, Square.A1, a1.magic()), a1.offset());
        MagicSearch.Placement one = MagicSearch.chooseBlack(true, Square.H1, 1, 1, table);
        MagicSearch.Placement many = MagicSearch.chooseBlack(true, Square.H1, 1, 20, table);
        assertTrue(endAfter(table, true, Square.H1, many) <= endAfter(table, true, Square.H1, one));
        assertTrue(many.draws() > one.draws());
        // The chosen placement really fits: place() refuses an overlap with a different attack set.
        table.place(MagicSearch.layout(true, Square.H1, many.magic()), many.offset());
        assertEquals(endAfter(table, true, Square.H1, many), table.end());
    }

    @Test
    void blackTableRefusesAConflictingPlacement() {
        MagicSearch.BlackTable table = new MagicSearch.BlackTable();
        MagicSearch.Layout a1 = MagicSearch.layout(true, Square.A1, MagicSearch.chooseBlack(true, Square.A1, 1, 1, table).magic());
        int offset = table.firstFit(a1);
        table.place(a1, offset);
        // The same 4,096-entry pattern one entry further on puts different attack sets on the same entries.
        assertThrows(IllegalArgumentException.class, () -> table.place(a1, offset + 1));
        // Placing it again where it is changes nothing.
        table.place(a1, offset);
        assertEquals(offset + a1.indices[a1.size() - 1] + 1, table.end());
    }

    @Test
    void plainAndFancySearchRefuseBlack() {
        assertThrows(IllegalArgumentException.class, () -> MagicSearch.search(Kind.BLACK, true, Square.E4, 1));
    }

    @Test
    void badArgumentsGiveOneLineAndExitStatus2() {
        assertBadInput(new String[] {"--kind", "sparkly"}, "MagicSearch: --kind: 'sparkly' is not one of plain, fancy, black");
        assertBadInput(new String[] {"--kind", "fancy", "--seed", "x1"}, "MagicSearch: --seed: 'x1' is not an integer");
        assertBadInput(new String[] {"--kind", "black", "--candidates", "0"}, "MagicSearch: --candidates: '0' is not in 1..1000000");
        assertBadInput(new String[] {"--seed", "1"}, "MagicSearch: --kind is required (plain, fancy or black)");
        assertBadInput(new String[] {"--kind"}, "MagicSearch: option --kind needs a value");
        assertBadInput(new String[] {"--colour", "red"}, "MagicSearch: unknown option '--colour'");
    }

    @Test
    void commandLinePrintsPasteableConstants() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = MagicSearch.run(new String[] {"--kind", "fancy", "--seed", "1"}, print(out), print(err));
        assertEquals(0, status);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("    // Found by MagicSearch --kind fancy --seed 1 (see strategies/MAGICS.md).\n"), text);
        assertTrue(text.contains("    static final long[] ROOK_MAGICS = {\n"), text);
        assertTrue(text.contains("    static final long[] BISHOP_MAGICS = {\n"), text);
        String a1 = String.format(" 0x%016xL,", MagicSearch.search(Kind.FANCY, true, Square.A1, 1).magic());
        assertTrue(text.contains("ROOK_MAGICS = {\n       " + a1), "the a1 rook magic comes first: " + a1);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("candidates drawn"));
    }

    private static int endAfter(MagicSearch.BlackTable table, boolean rook, int square, MagicSearch.Placement placement) {
        MagicSearch.Layout layout = MagicSearch.layout(rook, square, placement.magic());
        return Math.max(table.end(), placement.offset() + layout.indices[layout.size() - 1] + 1);
    }

    private static void assertBadInput(String[] args, String expectedLine) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, MagicSearch.run(args, print(out), print(err)), String.join(" ", args));
        assertEquals(expectedLine + System.lineSeparator(), err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
