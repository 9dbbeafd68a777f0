package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EchoTest {

    @Test
    void plainValuesAreQuotedUnchanged() {
        assertEquals("'e4'", Echo.quoted("e4"));
        assertEquals("'8/8/3p4/8/1p1R4/8/8/6p1 w - - 0 1'", Echo.quoted("8/8/3p4/8/1p1R4/8/8/6p1 w - - 0 1"));
        assertEquals("''", Echo.quoted(""));
        assertEquals("null", Echo.quoted(null));
        assertEquals("Grüße ♞ 𝄞", Echo.value("Grüße ♞ 𝄞"));
    }

    @Test
    void controlCharactersAreWrittenByNameOrCode() {
        assertEquals("'a\\nb\\rc\\td'", Echo.quoted("a\nb\rc\td"));
        assertEquals("'U+001B[31mred'", Echo.quoted("\u001b[31mred"));
        assertEquals("'U+0000U+007FU+0085'", Echo.quoted("\u0000\u007f\u0085"));
        // Byte-order mark, zero-width space, right-to-left override, line separator, no-break space.
        assertEquals("'U+FEFFU+200BU+202EU+2028U+00A0'", Echo.quoted("\ufeff\u200b\u202e\u2028\u00a0"));
        // A lone surrogate (half of a pair) cannot be printed; a whole pair can.
        assertEquals("'xU+D834y'", Echo.quoted("x\ud834y"));
        assertEquals("'\ud834\udd1e'", Echo.quoted("\ud834\udd1e"));
    }

    /** Issue 21: letters, marks and symbols that show nothing were shown raw. */
    @Test
    void invisibleLettersMarksAndSymbolsAreWrittenByCode() {
        assertEquals("'aU+034FbU+3164cU+2800dU+FE0F'", Echo.quoted("a\u034fb\u3164c\u2800d\ufe0f"));
        assertEquals("'U+E0100'", Echo.quoted(new String(Character.toChars(0xE0100))));
        // visible neighbours stay as they are
        assertEquals("'\u2801\u3163'", Echo.quoted("\u2801\u3163"));
    }

    /** Issue 21: the length was counted in UTF-16 units, so an emoji counted twice. */
    @Test
    void theLengthOfACappedValueCountsCharactersNotUtf16Units() {
        String faces = "\ud83d\ude00".repeat(100); // 100 emoji, 200 UTF-16 units
        assertTrue(Echo.quoted(faces).endsWith("…' (100 characters)"), Echo.quoted(faces));
    }

    @Test
    void aBackslashIsDoubledSoThatEscapesAreUnambiguous() {
        assertEquals("'a\\\\nb'", Echo.quoted("a\\nb"));
        assertEquals("'a\\nb'", Echo.quoted("a\nb"));
    }

    @Test
    void longValuesAreCappedWithTheirLength() {
        String shown = "x".repeat(Echo.MAX_CHARS - 1) + "…";
        assertEquals("'" + shown + "' (2,000,000 characters)", Echo.quoted("x".repeat(2_000_000)));
        assertEquals(shown, Echo.value("x".repeat(81)));
        // Exactly at the cap: shown whole.
        String eighty = "y".repeat(Echo.MAX_CHARS);
        assertEquals("'" + eighty + "'", Echo.quoted(eighty));
        // A value that ends in … itself is not mistaken for a cut one.
        assertEquals("'wait…'", Echo.quoted("wait…"));
    }

    @Test
    void theCapNeverSplitsAnEscapeOrASurrogatePair() {
        String escapes = "\u001b".repeat(40); // 40 × "U+001B" = 240 characters
        String shown = Echo.value(escapes);
        assertEquals("U+001B".repeat(13) + "…", shown);
        String clefs = "\ud834\udd1e".repeat(100);
        String capped = Echo.value(clefs);
        assertTrue(capped.endsWith("…"), capped);
        assertEquals(capped.length(), capped.codePointCount(0, capped.length()) * 2 - 1, capped);
    }

    @Test
    void aWholeLineIsEscapedAndCappedKeepingBothEnds() {
        assertEquals("slidebench perft: 'a\\nb'", Echo.line("slidebench perft: 'a\nb'"));
        // Backslashes in a message (a Windows path, a regex) are left as they are.
        assertEquals("C:\\x", Echo.line("C:\\x"));
        String message = "Invalid value for option '--depth': '" + "9".repeat(100_000) + "' is not an int";
        String line = Echo.line(message);
        assertEquals(Echo.MAX_LINE_CHARS, line.length());
        assertTrue(line.startsWith("Invalid value for option '--depth': '999"), line);
        assertTrue(line.endsWith("999' is not an int"), line);
        assertTrue(line.contains("…"), line);
    }

    @Test
    void escapeNames() {
        assertEquals("\\n", Echo.escapeOf('\n'));
        assertEquals("U+001B", Echo.escapeOf(0x1b));
        assertEquals("U+1D173", Echo.escapeOf(0x1d173)); // musical symbol begin beam: a format character
        assertNull(Echo.escapeOf('a'));
        assertNull(Echo.escapeOf(' '));
        assertFalse(Echo.needsEscape('/'));
        assertTrue(Echo.needsEscape(0x9b)); // CSI, the one-byte form of ESC [
    }

    /** The ranges of invisible variation selectors include both their ends. */
    @Test
    void variationSelectorRangesIncludeTheirEnds() {
        // U+180B (Mongolian free variation selector one), U+FE00 (variation selector-1) and U+E01EF
        // (variation selector-256) are non-spacing marks that show nothing.
        assertEquals("U+180B", Echo.escapeOf(0x180B));
        assertEquals("U+FE00", Echo.escapeOf(0xFE00));
        assertEquals("U+E01EF", Echo.escapeOf(0xE01EF));
        // their visible neighbours: Mongolian Nirugu U+180A and digit zero U+1810
        assertNull(Echo.escapeOf(0x180A));
        assertNull(Echo.escapeOf(0x1810));
    }

    @Test
    void aNullMessageReadsNull() {
        assertEquals("null", Echo.line(null));
    }

    @Test
    void aMessageOfExactlyTheLineCapIsKeptWhole() {
        String message = "m".repeat(Echo.MAX_LINE_CHARS - 1) + "!";
        assertEquals(message, Echo.line(message));
        // One more character and it is cut: 299 from the start, the ellipsis, 100 from the end (400 in all).
        String longer = "s".repeat(300) + "e".repeat(101);
        assertEquals("s".repeat(299) + "…" + "e".repeat(100), Echo.line(longer));
    }

    /** A long line is cut at 299 characters from the start and 100 from the end, never inside a surrogate pair. */
    @Test
    void aLongLineIsNeverCutInsideASurrogatePair() {
        String face = "\ud83d\ude00"; // one emoji, two UTF-16 units
        // 298 + 2 + 200 + 2 + 99 = 601 units. The head cut at unit 299 falls between the emoji's halves
        // (units 298 and 299), so it moves back to 298; the tail cut at 601 − 100 = 501 falls between the
        // second emoji's halves (500 and 501), so it moves back to 500 and keeps the whole emoji.
        String message = "a".repeat(298) + face + "b".repeat(200) + face + "c".repeat(99);
        assertEquals("a".repeat(298) + "…" + face + "c".repeat(99), Echo.line(message));
    }
}
