package dev.slidebench.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The {@code [--seed N]} command line the searches share, and the Java arrays they print. */
class SearchArgumentsTest {

    @Test
    void noArgumentsGiveTheDefaultSeedAndALastSeedWins() {
        assertEquals(7L, seed(new String[0], 7).value());
        assertEquals(-3L, seed(new String[] {"--seed", "-3"}, 7).value());
        assertEquals(9L, seed(new String[] {"--seed", "2", "--seed", "9"}, 7).value());
        assertEquals(
                Long.MAX_VALUE,
                seed(new String[] {"--seed", "9223372036854775807"}, 7).value());
        assertEquals("", seed(new String[] {"--seed", "5"}, 7).err());
    }

    @Test
    void badArgumentsGiveOneLineNamingTheValue() {
        Outcome unknown = seed(new String[] {"--threads", "2"}, 1);
        assertNull(unknown.value());
        assertEquals("Tool: unknown argument '--threads' (usage: Tool [--seed N])\n", unknown.err());
        Outcome missing = seed(new String[] {"--seed"}, 1);
        assertNull(missing.value());
        assertEquals("Tool: --seed needs a value\n", missing.err());
        Outcome notANumber = seed(new String[] {"--seed", "0x10"}, 1);
        assertNull(notANumber.value());
        assertEquals("Tool: --seed needs an integer, got '0x10'\n", notANumber.err());
        // After a good seed, a trailing stray argument is still refused.
        Outcome trailing = seed(new String[] {"--seed", "4", "extra"}, 1);
        assertNull(trailing.value());
        assertEquals("Tool: unknown argument 'extra' (usage: Tool [--seed N])\n", trailing.err());
    }

    @Test
    void longArraysPrintFourHexValuesALine() {
        String text = SearchArguments.javaArray("long", "MAGICS", new long[] {1, -1, 0x1234L, 5, 6}, true);
        assertEquals(
                "    static final long[] MAGICS = {\n"
                        + "        0x0000000000000001L, 0xffffffffffffffffL, 0x0000000000001234L, 0x0000000000000005L,\n"
                        + "        0x0000000000000006L\n"
                        + "    };",
                text);
        assertArrayEquals(new long[] {1, -1, 0x1234L, 5, 6}, PrintedArrays.values(text, "MAGICS"));
    }

    @Test
    void intArraysPrintEightHexOrSixteenDecimalValuesALine() {
        long[] nine = {0, 1, -1, 0x7fffffff, Integer.MIN_VALUE, 5, 6, 7, 8};
        String hex = SearchArguments.javaArray("int", "M", nine, true);
        assertEquals(
                "    static final int[] M = {\n"
                        + "        0x00000000, 0x00000001, 0xffffffff, 0x7fffffff, 0x80000000, 0x00000005, 0x00000006,"
                        + " 0x00000007,\n"
                        + "        0x00000008\n"
                        + "    };",
                hex);
        assertArrayEquals(nine, PrintedArrays.values(hex, "M"));

        long[] seventeen = new long[17];
        for (int i = 0; i < seventeen.length; i++) {
            seventeen[i] = 100 * i - 800;
        }
        String decimal = SearchArguments.javaArray("int", "OFFSETS", seventeen, false);
        String[] lines = decimal.split("\n");
        assertEquals(4, lines.length, decimal);
        assertEquals("    static final int[] OFFSETS = {", lines[0]);
        assertEquals(16, lines[1].split(",", -1).length - 1, "sixteen values, each followed by a comma: " + lines[1]);
        assertEquals("        800", lines[2], "the last value has no comma");
        assertEquals("    };", lines[3]);
        assertArrayEquals(seventeen, PrintedArrays.values(decimal, "OFFSETS"));
    }

    @Test
    void byteArraysPrintFifteenDecimalValuesALine() {
        long[] shifts = new long[31];
        for (int i = 0; i < shifts.length; i++) {
            shifts[i] = i % 7;
        }
        String text = SearchArguments.javaArray("byte", "SHIFTS", shifts, false);
        String[] lines = text.split("\n");
        assertEquals(5, lines.length, text);
        assertEquals("        0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0,", lines[1]);
        assertEquals("        1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1,", lines[2]);
        assertEquals("        2", lines[3]);
        assertArrayEquals(shifts, PrintedArrays.values(text, "SHIFTS"));
    }

    private record Outcome(Long value, String err) {}

    private static Outcome seed(String[] args, long defaultSeed) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Long value = SearchArguments.seed("Tool", args, defaultSeed, err);
        return new Outcome(value, bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }
}
