package dev.slidebench.core;

import java.util.Locale;

/**
 * Renders a value that came from a user (a FEN, an EPD line, a command-line argument, a file's
 * content) for one line of an error message, so that the message stays one readable line whatever
 * the value holds.
 *
 * <ul>
 *   <li>Characters a terminal would act on or not show are written as text: {@code \n}, {@code \r},
 *       {@code \t} by name, every other one by its code point, e.g. {@code U+001B} for ESC. That
 *       covers C0 and C1 controls and DEL, format characters (the byte-order mark {@code U+FEFF},
 *       zero-width spaces, bidirectional overrides such as {@code U+202E}), line and paragraph
 *       separators, spaces other than the plain one (a no-break space looks like a space but is not one),
 *       a surrogate without its partner, and the invisible letters, marks and symbols (U+034F, U+3164,
 *       U+2800, the variation selectors such as U+FE0F). A backslash is doubled, so {@code \n} in the output always
 *       means a newline was there, not the two characters.
 *   <li>The rendering is capped at {@link #MAX_CHARS} characters: a longer value ends in {@code …}
 *       and {@link #quoted} adds its full length in characters (code points: an emoji counts once),
 *       e.g. {@code 'rnbqkbnr/pppp…' (2,000,000 characters)}. Only the part that is shown is rendered;
 *       counting the length is one pass over the value.
 * </ul>
 *
 * <p>Every place that quotes a value in an error calls this class (one home for the rule); the
 * command line's top-level error printer also passes each whole message through {@link #line}, so
 * that a message built elsewhere still cannot split or colour the terminal.
 */
public final class Echo {

    /** The longest rendering of one value, the closing {@code …} included. */
    public static final int MAX_CHARS = 80;

    /** The longest whole message line {@link #line} lets through. */
    public static final int MAX_LINE_CHARS = 400;

    private static final String ELLIPSIS = "…";

    private Echo() {}

    /**
     * The value between single quotes, escaped and capped; a capped value is followed by its length,
     * e.g. {@code 'abc…' (120 characters)}. {@code null} reads {@code null}, unquoted.
     */
    public static String quoted(CharSequence value) {
        if (value == null) {
            return "null";
        }
        Rendered shown = render(value, MAX_CHARS, false);
        String quoted = "'" + shown.text() + "'";
        // characters as a reader counts them: code points, so an emoji is one, not two UTF-16 units
        return shown.capped()
                ? quoted
                        + String.format(
                                Locale.ROOT, " (%,d characters)", Character.codePointCount(value, 0, value.length()))
                : quoted;
    }

    /** The value escaped and capped at {@link #MAX_CHARS}, without quotes. */
    public static String value(CharSequence value) {
        return value == null ? "null" : render(value, MAX_CHARS, false).text();
    }

    /**
     * A whole message made safe for one terminal line: every character {@link #quoted} would escape
     * is escaped (backslashes are left alone, since a message quotes its values already), and a message
     * longer than {@link #MAX_LINE_CHARS} keeps its start and its end around a {@code …}.
     */
    public static String line(CharSequence message) {
        if (message == null) {
            return "null";
        }
        String escaped = render(message, Integer.MAX_VALUE, true).text();
        if (escaped.length() <= MAX_LINE_CHARS) {
            return escaped;
        }
        int tail = MAX_LINE_CHARS / 4;
        int head = MAX_LINE_CHARS - tail - ELLIPSIS.length();
        return escaped.substring(0, cutPoint(escaped, head))
                + ELLIPSIS
                + escaped.substring(cutPoint(escaped, escaped.length() - tail));
    }

    /**
     * The name of one character as {@link #quoted} writes it when it must be escaped ({@code \n},
     * {@code U+001B}), or {@code null} when the character is shown as itself.
     */
    public static String escapeOf(int codePoint) {
        switch (codePoint) {
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case '\t':
                return "\\t";
            default:
                return needsEscape(codePoint) ? codeName(codePoint) : null;
        }
    }

    /** {@code U+001B}: the code point in the Unicode standard's notation (four hex digits or more). */
    public static String codeName(int codePoint) {
        return String.format(Locale.ROOT, "U+%04X", codePoint);
    }

    /**
     * True for a character that a terminal would act on or that cannot be seen for what it is: a
     * control character, a format character, a line or paragraph separator, a space other than
     * U+0020, or a surrogate that is not part of a pair.
     */
    public static boolean needsEscape(int codePoint) {
        if (codePoint == ' ') {
            return false;
        }
        if (codePoint < 0x20 || (codePoint >= 0x7F && codePoint < 0xA0) || invisible(codePoint)) {
            return true;
        }
        switch (Character.getType(codePoint)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.SPACE_SEPARATOR:
            case Character.SURROGATE:
            case Character.UNASSIGNED:
            case Character.PRIVATE_USE:
                return true;
            default:
                return false;
        }
    }

    /**
     * Characters that show nothing although their category is a letter, a mark or a symbol: Unicode's
     * default-ignorable code points that are not format characters (the combining grapheme joiner
     * U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the Khmer inherent vowels, the
     * Mongolian and other variation selectors U+180B–U+180F, U+FE00–U+FE0F and U+E0100–U+E01EF) and
     * the blank Braille pattern U+2800.
     */
    private static boolean invisible(int codePoint) {
        return codePoint == 0x034F
                || codePoint == 0x115F
                || codePoint == 0x1160
                || codePoint == 0x17B4
                || codePoint == 0x17B5
                || (codePoint >= 0x180B && codePoint <= 0x180F)
                || codePoint == 0x2800
                || codePoint == 0x3164
                || (codePoint >= 0xFE00 && codePoint <= 0xFE0F)
                || codePoint == 0xFFA0
                || (codePoint >= 0xE0100 && codePoint <= 0xE01EF);
    }

    private record Rendered(String text, boolean capped) {}

    private static Rendered render(CharSequence value, int maxChars, boolean keepBackslash) {
        StringBuilder out = new StringBuilder(Math.min(value.length(), maxChars) + 8);
        int i = 0;
        while (i < value.length()) {
            int codePoint = Character.codePointAt(value, i);
            String piece;
            if (codePoint == '\\' && !keepBackslash) {
                piece = "\\\\";
            } else {
                String escape = escapeOf(codePoint);
                piece = escape != null ? escape : new String(Character.toChars(codePoint));
            }
            // Keep room for the ellipsis unless this piece ends the value exactly.
            int next = i + Character.charCount(codePoint);
            int room = next == value.length() ? maxChars : maxChars - ELLIPSIS.length();
            if ((long) out.length() + piece.length() > room) {
                return new Rendered(out.append(ELLIPSIS).toString(), true);
            }
            out.append(piece);
            i = next;
        }
        return new Rendered(out.toString(), false);
    }

    /** {@code index}, moved back by one when it would split a surrogate pair. */
    private static int cutPoint(String text, int index) {
        return index > 0 && index < text.length() && Character.isLowSurrogate(text.charAt(index)) ? index - 1 : index;
    }
}
