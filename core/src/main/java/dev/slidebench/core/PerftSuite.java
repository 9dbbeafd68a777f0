package dev.slidebench.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
 * {@code FILE:LINE: problem} before any perft runs.
 */
public final class PerftSuite {

    private static final Pattern DEPTH_ENTRY = Pattern.compile("D(\\d{1,2})\\s+(\\d{1,19})");

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

    /**
     * Reads and validates a perft EPD file.
     *
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException {@code FILE:LINE: problem} for the first malformed line
     */
    public static List<Entry> read(Path file) throws IOException {
        return parse(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8));
    }

    /**
     * Parses and validates the lines of a perft EPD file; {@code source} names it in messages.
     *
     * @throws IllegalArgumentException {@code SOURCE:LINE: problem} for the first malformed line
     */
    public static List<Entry> parse(String source, List<String> lines) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            try {
                entries.add(parseLine(i + 1, text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException(
                    source + ": no positions (expected lines 'FEN ;D1 <count> ;D2 <count> ...')");
        }
        return Collections.unmodifiableList(entries);
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
                throw new IllegalArgumentException("entry '" + part + "': expected 'D<depth> <count>', e.g. 'D3 8902'");
            }
            int depth = Integer.parseInt(m.group(1));
            if (depth >= Perft.MAX_DEPTH) {
                throw new IllegalArgumentException(
                        "entry '" + part + "': depth " + depth + " is outside 0.." + (Perft.MAX_DEPTH - 1));
            }
            long count;
            try {
                count = Long.parseLong(m.group(2));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "entry '" + part + "': count " + m.group(2) + " does not fit in 63 bits");
            }
            if (expected[depth] >= 0) {
                throw new IllegalArgumentException("entry '" + part + "': depth " + depth + " given twice");
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
