package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Reading perft EPD files: encodings, byte-order marks, special files, and what an error line echoes. */
class PerftSuiteReadTest {

    private static final String INITIAL_LINE = Fen.INITIAL + " ;D1 20 ;D2 400";
    private static final byte[] BOM = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};

    @TempDir
    Path dir;

    private Path write(byte[]... chunks) throws IOException {
        Path file = dir.resolve("suite.epd");
        try (var out = Files.newOutputStream(file)) {
            for (byte[] chunk : chunks) {
                out.write(chunk);
            }
        }
        return file;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private IllegalArgumentException rejected(Path file) {
        return assertThrows(IllegalArgumentException.class, () -> PerftSuite.read(file));
    }

    @Test
    void theCpwCopyIsTheSharedFile() throws IOException {
        List<PerftSuite.Entry> cpw = PerftSuite.cpw();
        assertEquals(6, cpw.size());
        assertEquals(Fen.INITIAL, cpw.get(0).fen());
        assertEquals(119_060_324L, cpw.get(0).expected(6));
        assertEquals(89_890L, cpw.get(5).expected(3));
    }

    @Test
    void aLeadingByteOrderMarkIsSkipped() throws IOException {
        List<PerftSuite.Entry> entries = PerftSuite.read(write(BOM, utf8(INITIAL_LINE + "\n")));
        assertEquals(1, entries.size());
        assertEquals(Fen.INITIAL, entries.get(0).fen());
        assertEquals(400, entries.get(0).expected(2));
    }

    /** A byte-order mark before a comment leaves a comment: it is not read as a FEN. */
    @Test
    void aByteOrderMarkBeforeACommentLeavesAComment() throws IOException {
        List<PerftSuite.Entry> entries = PerftSuite.read(write(BOM, utf8("# perft suite\r\n" + INITIAL_LINE + "\r\n")));
        assertEquals(1, entries.size());
        assertEquals(2, entries.get(0).line());
    }

    @Test
    void aByteOrderMarkAnywhereElseIsNamed() throws IOException {
        Path file = write(utf8(INITIAL_LINE + "\n"), BOM, utf8(INITIAL_LINE + "\n"));
        assertEquals(
                file + ":2: invisible character U+FEFF (byte-order mark) at column 1 in 'U+FEFF" + INITIAL_LINE + "'",
                rejected(file).getMessage());
    }

    @Test
    void controlCharactersAreNamedWithTheirColumn() throws IOException {
        Path file = write(utf8("# ok\n" + Fen.INITIAL + " ;D1 20\u001b[0m\n"));
        assertEquals(
                file + ":2: control character U+001B (ESC) at column 64 in '" + Fen.INITIAL + " ;D1 20U+001B[0m'",
                rejected(file).getMessage());
    }

    @Test
    void bytesThatAreNotUtf8AreReportedWithTheirLine() throws IOException {
        Path latin1 = write(utf8("# suite\n" + INITIAL_LINE + "\n# caf"), new byte[] {(byte) 0xe9}, utf8("\n"));
        assertEquals(
                latin1 + ":3: not UTF-8 text (byte 0xe9 at byte 6 of the line)",
                rejected(latin1).getMessage());
        Path utf16 = write(new byte[] {(byte) 0xff, (byte) 0xfe}, INITIAL_LINE.getBytes(StandardCharsets.UTF_16LE));
        assertEquals(
                utf16 + ":1: not UTF-8 text (byte 0xff at byte 1 of the line; it starts with a UTF-16 byte-order"
                        + " mark, save it as UTF-8)",
                rejected(utf16).getMessage());
    }

    @Test
    void hugeLinesAreRefusedAndHugeValuesCapped() throws IOException {
        Path noBreaks = write(new byte[TextFile.MAX_LINE_BYTES + 1]);
        assertEquals(
                noBreaks + ":1: line is longer than 65,536 bytes (a FEN, EPD or PGN line is far shorter)",
                rejected(noBreaks).getMessage());
        String placement = "8/".repeat(20_000) + "8";
        Path longFen = write(utf8(INITIAL_LINE + "\n" + placement + " w - - 0 1 ;D1 1\n"));
        String message = rejected(longFen).getMessage();
        assertEquals(
                longFen + ":2: FEN piece placement field '" + "8/".repeat(39) + "8…' (40,001 characters): 20001 ranks"
                        + " separated by '/', expected 8",
                message);
        Path longEntry = write(utf8(Fen.INITIAL + " ;D1 " + "2".repeat(30_000) + "\n"));
        assertEquals(
                longEntry + ":1: entry 'D1 " + "2".repeat(76) + "…' (30,003 characters): expected 'D<depth> <count>',"
                        + " e.g. 'D3 8902'",
                rejected(longEntry).getMessage());
    }

    @Test
    void directoriesAreRefused() {
        assertEquals(dir + ": not a regular file (a directory)", rejected(dir).getMessage());
    }

    /** /dev/zero never ends and a FIFO waits for a writer: both are refused before they are opened. */
    @Test
    @EnabledOnOs(OS.LINUX)
    void devicesAndFifosAreRefusedAtOnce() throws Exception {
        Path zero = Path.of("/dev/zero");
        Path fifo = dir.resolve("pipe.epd");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertEquals(
                    "/dev/zero: not a regular file (a character device)",
                    rejected(zero).getMessage());
            assertEquals(fifo + ": not a regular file (a FIFO)", rejected(fifo).getMessage());
        });
    }

    @Test
    void aMissingFileIsAnIoError() {
        assertThrows(java.nio.file.NoSuchFileException.class, () -> PerftSuite.read(dir.resolve("missing.epd")));
    }

    @Test
    void anEmptyFileHasNoPositions() throws IOException {
        Path empty = write();
        assertTrue(rejected(empty).getMessage().startsWith(empty + ": no positions"), empty.toString());
    }
}
