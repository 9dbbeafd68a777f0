package dev.slidebench.core;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
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
import java.util.List;
import java.util.Locale;

/**
 * Reads a user's text file of positions (perft EPD, FEN lists, PGN) as lines, with the one set of
 * rules every such reader shares, so that each bad file gets the same one clear line:
 *
 * <ul>
 *   <li>only a regular file is opened: a directory, a FIFO or a device such as {@code /dev/zero} is
 *       refused at once, since reading one would wait or never end;
 *   <li>the text is strict UTF-8; a byte that is not is reported as {@code FILE:LINE: not UTF-8 text
 *       (byte 0xe9 at byte 6 of the line)}, with a hint when the file is UTF-16;
 *   <li>a leading UTF-8 byte-order mark (as Windows editors write one) is not part of the text;
 *   <li>lines end with {@code \n} or {@code \r\n}; a line longer than {@link #MAX_LINE_BYTES} is refused,
 *       so a file without line breaks is never read into memory whole.
 * </ul>
 *
 * Names in messages go through {@link Echo}.
 */
public final class TextFile {

    /**
     * The longest line read, in bytes. A FEN is at most about 90 characters and a PGN line is
     * usually wrapped at 80; anything near this is not a positions file.
     */
    public static final int MAX_LINE_BYTES = 64 * 1024;

    private static final char BYTE_ORDER_MARK = '\ufeff';

    private TextFile() {}

    /**
     * The lines of {@code file}.
     *
     * @throws IOException when it cannot be read (e.g. {@link NoSuchFileException})
     * @throws IllegalArgumentException {@code FILE: not a regular file (a FIFO)}, or {@code FILE:LINE:
     *     problem} for a line that is not UTF-8 or too long
     */
    public static List<String> lines(Path file) throws IOException {
        String source = file.toString();
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (!attributes.isRegularFile()) {
            throw new IllegalArgumentException(
                    Echo.value(source) + ": not a regular file (" + kindOf(file, attributes) + ")");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return lines(source, in);
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
     * The lines of a stream ({@code source} names it in messages), by the same rules.
     *
     * <p>Splits a byte stream into lines ({@code \n} or {@code \r\n}) and decodes each as strict UTF-8, so
     * that a byte that is not UTF-8 is reported with its line.
     */
    public static List<String> lines(String source, InputStream raw) throws IOException {
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
                            "%s:%d: line is longer than %,d bytes (a FEN, EPD or PGN line is far shorter)",
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
        if (!lines.isEmpty() && !lines.get(0).isEmpty() && lines.get(0).charAt(0) == BYTE_ORDER_MARK) {
            lines.set(0, lines.get(0).substring(1));
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
     * {@code text} without the plain spaces (U+0020 only) at its start and end; any other invisible
     * character stays, for the parser to name. Linear, where the regex {@code ^ +| +$} went back over a
     * run of inner spaces from every start.
     */
    public static String stripSpaces(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == ' ') {
            end--;
        }
        return text.substring(start, end);
    }
}
