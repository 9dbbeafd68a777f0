package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** {@link TextFile}'s line splitting, encoding errors, special files and space stripping. */
class TextFileTest {

    @TempDir
    Path dir;

    private static List<String> lines(byte[] bytes) throws IOException {
        return TextFile.lines("in", new ByteArrayInputStream(bytes));
    }

    private static List<String> lines(String text) throws IOException {
        return lines(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String notUtf8(byte... bytes) {
        return assertThrows(IllegalArgumentException.class, () -> lines(bytes)).getMessage();
    }

    @Test
    void aFinalLineBreakEndsTheLastLineWithoutStartingAnother() throws IOException {
        assertEquals(List.of("a"), lines("a\n"));
        assertEquals(List.of("a", "b"), lines("a\nb"));
        assertEquals(List.of("a", ""), lines("a\n\n"));
        assertEquals(List.of("a", "b"), lines("a\r\nb\r\n"));
    }

    @Test
    void bothUtf16ByteOrderMarksGetTheHint() {
        String hint = "; it starts with a UTF-16 byte-order mark, save it as UTF-8)";
        // little endian FF FE and big endian FE FF, each alone (two bytes, the shortest file that can hold one)
        assertEquals("in:1: not UTF-8 text (byte 0xff at byte 1 of the line" + hint, notUtf8((byte) 0xff, (byte) 0xfe));
        assertEquals("in:1: not UTF-8 text (byte 0xfe at byte 1 of the line" + hint, notUtf8((byte) 0xfe, (byte) 0xff));
        assertEquals(
                "in:1: not UTF-8 text (byte 0xfe at byte 1 of the line" + hint,
                notUtf8((byte) 0xfe, (byte) 0xff, (byte) 0, (byte) 'x'));
    }

    @Test
    void otherBadFirstBytesGetNoHint() {
        assertEquals("in:1: not UTF-8 text (byte 0xff at byte 1 of the line)", notUtf8((byte) 0xff, (byte) 0xff));
        assertEquals("in:1: not UTF-8 text (byte 0xfe at byte 1 of the line)", notUtf8((byte) 0xfe, (byte) 0xfe));
        assertEquals("in:1: not UTF-8 text (byte 0x80 at byte 1 of the line)", notUtf8((byte) 0x80, (byte) 'a'));
    }

    @Test
    void stripSpacesRemovesPlainSpacesAtBothEndsOnly() {
        assertEquals("", TextFile.stripSpaces(""));
        assertEquals("", TextFile.stripSpaces("   "));
        assertEquals("a b", TextFile.stripSpaces("  a b "));
        assertEquals("\ta\u00a0", TextFile.stripSpaces(" \ta\u00a0 "));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aSocketIsRefused() throws IOException {
        Path socket = dir.resolve("s.sock");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextFile.lines(socket));
            assertEquals(socket + ": not a regular file (a socket)", e.getMessage());
        }
    }

    /** Only the file's type is read: a block device is refused without being opened (no permission needed). */
    @Test
    @EnabledOnOs(OS.LINUX)
    void aBlockDeviceIsRefused() {
        Path device = null;
        for (String candidate : new String[] {"/dev/loop0", "/dev/sda", "/dev/vda", "/dev/nvme0n1", "/dev/xvda"}) {
            if (Files.exists(Path.of(candidate))) {
                device = Path.of(candidate);
                break;
            }
        }
        assumeTrue(device != null, "no block device to look at");
        Path found = device;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextFile.lines(found));
        assertEquals(found + ": not a regular file (a block device)", e.getMessage());
    }
}
