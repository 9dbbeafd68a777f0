package dev.slidebench.strategies.magic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
        assertNotEquals(MagicSearch.search(Kind.FANCY, false, Square.C1, 1, 1).magic(), MagicSearch.search(Kind.FANCY, false, Square.C1, 2, 1).magic());
    }

    @Test
    void searchIsDeterministic() {
        MagicSearch.Found first = MagicSearch.search(Kind.FANCY, true, Square.A1, 7, 1);
        MagicSearch.Found again = MagicSearch.search(Kind.FANCY, true, Square.A1, 7, 1);
        assertEquals(first, again);
        // A fancy magic for a 12-bit corner uses the whole 0..4095 range.
        assertEquals(0, first.minIndex());
        assertEquals(4095, first.maxIndex());
    }

    @Test
    void blackSearchKeepsTheNarrowestOfItsCandidates() {
        MagicSearch.Found one = MagicSearch.search(Kind.BLACK, false, Square.D4, 1, 1);
        MagicSearch.Found many = MagicSearch.search(Kind.BLACK, false, Square.D4, 1, 50);
        assertTrue(many.span() <= one.span(), "50 candidates give span " + many.span() + ", one gives " + one.span());
        assertTrue(many.draws() > one.draws());
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
        String a1 = String.format(" 0x%016xL,", MagicSearch.search(Kind.FANCY, true, Square.A1, 1, 1).magic());
        assertTrue(text.contains("ROOK_MAGICS = {\n       " + a1), "the a1 rook magic comes first: " + a1);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("candidates drawn"));
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
