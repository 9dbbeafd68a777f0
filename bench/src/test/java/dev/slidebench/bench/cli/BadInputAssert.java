package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.Echo;
import java.util.List;

/**
 * What every fuzzer asks of a command line given bad input: exit 2, nothing on stdout, exactly one
 * line on stderr, no stack trace, no raw control character, a bounded length, and the offending value
 * named. The names a case accepts are worked out by the case from what it broke, never read from the
 * program's output.
 */
final class BadInputAssert {

    private BadInputAssert() {}

    static void assertBadInput(String label, CliRun run, List<String> namedAnyOf) {
        assertEquals(2, run.exitCode(), () -> label + ": exit code; stdout " + run.out() + " stderr " + run.err());
        assertOneErrorLine(label, run);
        assertEquals("", run.out(), () -> label + ": nothing may run or print before bad input is refused");
        String line = run.err().strip();
        if (namedAnyOf.stream().noneMatch(line::contains)) {
            fail(label + ": the error names none of " + namedAnyOf + ": " + line);
        }
    }

    /** One line, no trace, no control character, at most {@link Echo#MAX_LINE_CHARS} characters. */
    static void assertOneErrorLine(String label, CliRun run) {
        String err = run.err();
        assertTrue(err.endsWith("\n") || err.endsWith("\r\n"), () -> label + ": stderr is not one line: " + err);
        String line = err.substring(0, err.length() - System.lineSeparator().length());
        assertFalse(line.contains("\n") || line.contains("\r"), () -> label + ": more than one line: " + err);
        assertTrue(line.startsWith("slidebench"), () -> label + ": " + line);
        assertFalse(line.contains("Exception") || line.contains("\tat "), () -> label + ": a stack trace: " + line);
        assertTrue(
                line.codePoints().noneMatch(BadInputAssert::isInvisible),
                () -> label + ": a raw control character: " + Echo.value(line));
        assertTrue(line.length() <= Echo.MAX_LINE_CHARS, () -> label + ": " + line.length() + " characters");
    }

    /**
     * The text a message must show for a value: its start (up to {@code chars}) when it has no
     * character that must be escaped, else the code point of the first such character.
     */
    static String shownPart(String value, int chars) {
        for (int i = 0; i < value.length(); ) {
            int c = value.codePointAt(i);
            if (c == '\n') {
                return "\\n";
            }
            if (c == '\t') {
                return "\\t";
            }
            if (c == '\r') {
                return "\\r";
            }
            if (isInvisible(c)) {
                return String.format("U+%04X", c);
            }
            i += Character.charCount(c);
        }
        return value.substring(0, Math.min(chars, value.length()));
    }

    /** The characters the fuzzers insert and that no error line may hold raw: controls and a few invisibles. */
    static final int[] INVISIBLE_EXTRAS = {0x00a0, 0x200b, 0x202e, 0x2028, 0xfeff, 0x034f, 0x3164, 0x2800, 0xfe0f};

    static boolean isInvisible(int c) {
        if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
            return true;
        }
        for (int extra : INVISIBLE_EXTRAS) {
            if (c == extra) {
                return true;
            }
        }
        return false;
    }
}
