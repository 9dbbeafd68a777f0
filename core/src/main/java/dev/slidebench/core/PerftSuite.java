package dev.slidebench.core;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A perft test file in the EPD form used by most engines' test suites: one position per line, a FEN
 * followed by {@code ;D<depth> <count>} entries, e.g.
 * {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400}. Blank lines and
 * lines starting with {@code #} are skipped.
 *
 * <p>The whole file is validated when read, FENs included, so that a bad line is reported as
 * {@code FILE:LINE: problem} before any perft runs. A file is UTF-8 text (a leading byte-order mark
 * is allowed, as Windows editors write one); a line holding a control or other invisible character
 * is rejected by the character's code point, and every value a message quotes goes through
 * {@link Echo}. Only regular files are read: a directory, a FIFO or a device such as {@code /dev/zero}
 * is refused before it is opened, since reading one would never end or never make sense.
 *
 * <p>The Chess Programming Wiki's positions ship with core as {@link #cpw()}, the one copy of that
 * file in the project.
 */
public final class PerftSuite {

    /**
     * The longest line read, in bytes. A perft line is a FEN (at most about 90 characters) and a few
     * counts; anything near this is not a perft file, and the cap keeps a file without line breaks from
     * being read into memory whole.
     */
    public static final int MAX_LINE_BYTES = 64 * 1024;

    /** The CPW "Perft Results" positions 1–6, as {@code shared/perft/cpw-positions.epd} publishes them. */
    public static final String CPW_RESOURCE = "/dev/slidebench/core/cpw-positions.epd";

    private static final Pattern DEPTH_ENTRY = Pattern.compile("D(\\d{1,2}) +(\\d{1,19})");
    private static final char BYTE_ORDER_MARK = '\ufeff';

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
            return parse(name, readLines(name, in));
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
        String source = file.toString();
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (!attributes.isRegularFile()) {
            throw new IllegalArgumentException(
                    Echo.value(source) + ": not a regular file (" + kindOf(file, attributes) + ")");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(source, readLines(source, in));
        }
    }

    /** What a file that is not regular is, for the message: directory, FIFO, device, socket. */
    private static String kindOf(Path file, BasicFileAttributes attributes) {
        if (attributes.isDirectory()) {
            return "a directory";
        }
        try {
            // The file type bits of st_mode (S_IFMT), where the platform offers the "unix" view.
            int type = (Integer) Files.getAttribute(file, "unix:mode") & 0170000;
            switch (type) {
                case 0010000:
                    return "a FIFO";
                case 0020000:
                    return "a character device";
                case 0060000:
                    return "a block device";
                case 0140000:
                    return "a socket";
                default:
                    break;
            }
        } catch (IOException | RuntimeException e) {
            // No "unix" view here: the generic answer below is still true.
        }
        return "a device, FIFO or socket";
    }

    /**
     * Splits a byte stream into lines ({@code \n} or {@code \r\n}) and decodes each as strict UTF-8, so
     * that a byte that is not UTF-8 is reported with its line.
     */
    private static List<String> readLines(String source, InputStream raw) throws IOException {
        List<String> lines = new ArrayList<>();
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        try (InputStream in = new BufferedInputStream(raw, 1 << 16)) {
            int b;
            boolean any = false;
            while ((b = in.read()) != -1) {
                any = true;
                if (b == '\n') {
                    lines.add(decode(source, lines.size() + 1, line.toByteArray(), decoder));
                    line.reset();
                    continue;
                }
                if (line.size() == MAX_LINE_BYTES) {
                    throw new IllegalArgumentException(String.format(
                            Locale.ROOT,
                            "%s:%d: line is longer than %,d bytes (a perft line is a FEN and a few counts)",
                            Echo.value(source),
                            lines.size() + 1,
                            MAX_LINE_BYTES));
                }
                line.write(b);
            }
            if (line.size() > 0 || !any) {
                lines.add(decode(source, lines.size() + 1, line.toByteArray(), decoder));
            }
        }
        return lines;
    }

    private static String decode(String source, int lineNumber, byte[] bytes, CharsetDecoder decoder) {
        int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, length);
        CharBuffer out = CharBuffer.allocate(length);
        decoder.reset();
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            String hint = lineNumber == 1 && at == 0 && length >= 2 && isUtf16Mark(bytes[0], bytes[1])
                    ? "; it starts with a UTF-16 byte-order mark, save it as UTF-8"
                    : "";
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT,
                    "%s:%d: not UTF-8 text (byte 0x%02x at byte %d of the line%s)",
                    Echo.value(source),
                    lineNumber,
                    bytes[at] & 0xff,
                    at + 1,
                    hint));
        }
        out.flip();
        return out.toString();
    }

    private static boolean isUtf16Mark(byte first, byte second) {
        return (first == (byte) 0xff && second == (byte) 0xfe) || (first == (byte) 0xfe && second == (byte) 0xff);
    }

    /**
     * Parses and validates the lines of a perft EPD file; {@code source} names it in messages. A
     * byte-order mark at the start of the first line is skipped.
     *
     * @throws IllegalArgumentException {@code SOURCE:LINE: problem} for the first malformed line
     */
    public static List<Entry> parse(String source, List<String> lines) {
        String where = Echo.value(source);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (i == 0 && !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK) {
                text = text.substring(1);
            }
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
