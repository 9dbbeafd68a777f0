package dev.slidebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A perft test file in the EPD form used by most engines' test suites: one position per line, a FEN
 * followed by {@code ;D<depth> <count>} entries, e.g.
 * {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400}. Blank lines and
 * lines starting with {@code #} are skipped.
 *
 * <p>The whole file is validated when read, FENs included, so that a bad line is reported as
 * {@code FILE:LINE: problem} before any perft runs. The file is read by {@link TextFile} (regular
 * files only, strict UTF-8, a leading byte-order mark skipped); a line holding a control or other
 * invisible character is rejected by the character's code point, and every value a message quotes
 * goes through {@link Echo}.
 *
 * <p>The Chess Programming Wiki's positions ship with core as {@link #cpw()}, the one copy of that
 * file in the project.
 */
public final class PerftSuite {

    /** The CPW "Perft Results" positions 1–6, as {@code shared/perft/cpw-positions.epd} publishes them. */
    public static final String CPW_RESOURCE = "/dev/slidebench/core/cpw-positions.epd";

    private static final Pattern DEPTH_ENTRY = Pattern.compile("D(\\d{1,2}) +(\\d{1,19})");

    /** One position of the file with its expected counts. */
    public static final class Entry {
        private final int line;
        private final String fen;
        private final long[] expected;

        Entry(int line, String fen, long[] expected) {
            this.line = line;
            this.fen = fen;
            this.expected = expected;
        }

        /** The 1-based line of the file this entry came from. */
        public int line() {
            return line;
        }

        public String fen() {
            return fen;
        }

        /** The depths that have an expected count, ascending. */
        public int[] depths() {
            return java.util.stream.IntStream.range(0, expected.length)
                    .filter(d -> expected[d] >= 0)
                    .toArray();
        }

        /** The published count at {@code depth}, or −1 when the file has none. */
        public long expected(int depth) {
            return depth < expected.length ? expected[depth] : -1;
        }

        @Override
        public String toString() {
            return "line " + line + ": " + fen;
        }
    }

    private PerftSuite() {}

    /** The Chess Programming Wiki's perft positions 1–6 with their published counts. */
    public static List<Entry> cpw() {
        return resource(CPW_RESOURCE);
    }

    /**
     * The entries of a perft EPD on the class path ({@code name} absolute, e.g. {@link #CPW_RESOURCE}).
     *
     * @throws IllegalStateException when the resource is missing
     * @throws IllegalArgumentException {@code NAME:LINE: problem} for the first malformed line
     */
    public static List<Entry> resource(String name) {
        try (InputStream in = PerftSuite.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the class path");
            }
            return parse(name, TextFile.lines(name, in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads and validates a perft EPD file.
     *
     * @throws IOException when the file cannot be read (e.g. {@link NoSuchFileException})
     * @throws IllegalArgumentException {@code FILE: problem} when it is not a regular file, or
     *     {@code FILE:LINE: problem} for the first line that is not UTF-8 text or not a perft line
     */
    public static List<Entry> read(Path file) throws IOException {
        return parse(file.toString(), TextFile.lines(file));
    }

    /**
     * Parses and validates the lines of a perft EPD file (as {@link TextFile} reads them); {@code
     * source} names it in messages.
     *
     * @throws IllegalArgumentException {@code SOURCE:LINE: problem} for the first malformed line
     */
    public static List<Entry> parse(String source, List<String> lines) {
        String where = Echo.value(source);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            String stripped = text.strip();
            if (stripped.isEmpty() || stripped.startsWith("#")) {
                continue; // a comment is never parsed nor echoed, so whatever it holds is harmless
            }
            try {
                checkPrintable(text);
                entries.add(parseLine(i + 1, stripped));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException(
                    where + ": no positions (expected lines 'FEN ;D1 <count> ;D2 <count> ...')");
        }
        return Collections.unmodifiableList(entries);
    }

    /** Rejects a line that holds a control or invisible character, rather than trimming or splitting on it. */
    private static void checkPrintable(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (Echo.needsEscape(c)) {
                throw new IllegalArgumentException(Fen.describeInvisible(c) + " at column "
                        + (text.codePointCount(0, i) + 1) + " in " + Echo.quoted(text));
            }
            i += Character.charCount(c);
        }
    }

    private static Entry parseLine(int line, String text) {
        String[] parts = text.split(";", -1);
        String fen = parts[0].strip();
        Position.fromFen(fen);
        long[] expected = new long[Perft.MAX_DEPTH];
        Arrays.fill(expected, -1);
        int found = 0;
        for (int p = 1; p < parts.length; p++) {
            String part = parts[p].strip();
            if (part.isEmpty()) {
                continue;
            }
            Matcher m = DEPTH_ENTRY.matcher(part);
            if (!m.matches()) {
                throw new IllegalArgumentException(
                        "entry " + Echo.quoted(part) + ": expected 'D<depth> <count>', e.g. 'D3 8902'");
            }
            int depth = Integer.parseInt(m.group(1));
            if (depth >= Perft.MAX_DEPTH) {
                throw new IllegalArgumentException(
                        "entry " + Echo.quoted(part) + ": depth " + depth + " is outside 0.." + (Perft.MAX_DEPTH - 1));
            }
            long count;
            try {
                count = Long.parseLong(m.group(2));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "entry " + Echo.quoted(part) + ": count " + m.group(2) + " does not fit in 63 bits");
            }
            if (expected[depth] >= 0) {
                throw new IllegalArgumentException("entry " + Echo.quoted(part) + ": depth " + depth + " given twice");
            }
            expected[depth] = count;
            found++;
        }
        if (found == 0) {
            throw new IllegalArgumentException("no ';D<depth> <count>' entries after the FEN");
        }
        return new Entry(line, fen, expected);
    }
}
