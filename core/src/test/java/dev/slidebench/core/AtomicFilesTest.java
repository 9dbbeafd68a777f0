package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @Test
    void replacesWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("run.json");
        Files.writeString(target, "old");
        AtomicFiles.writeString(target, "new");
        assertEquals("new", Files.readString(target));
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(target), listing.toList());
        }
    }

    /** The file gets the umask's mode, like one any other tool creates, not createTempFile's 0600. */
    @Test
    void newFilesRespectTheUmask(@TempDir Path dir) throws IOException {
        Assumptions.assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null);
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        Path atomic = dir.resolve("atomic.txt");
        AtomicFiles.writeString(atomic, "x");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(atomic));
    }

    /** A failed write names the target, the file the user knows, not the temporary file beside it. */
    @Test
    void aFailedWriteNamesTheTargetAndLeavesNothingBehind(@TempDir Path dir) throws IOException {
        Path target = Files.createDirectories(dir.resolve("results.json").resolve("inside"))
                .getParent();
        FileSystemException e = assertThrows(FileSystemException.class, () -> AtomicFiles.writeString(target, "new"));
        assertEquals(target.toAbsolutePath().toString(), e.getFile());
        assertEquals(target.toAbsolutePath() + ": " + e.getReason(), AtomicFiles.describe(e));
        assertFalse(AtomicFiles.isDiskFull(e), e.getReason());
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(target), listing.toList(), "no temporary file left");
        }
    }

    @Test
    void aFullDiskIsToldByTheOperatingSystemsWords() {
        assertTrue(AtomicFiles.isDiskFull(new FileSystemException("/r/run.json", null, "No space left on device")));
        assertTrue(AtomicFiles.isDiskFull(new IOException("No space left on device")));
        assertTrue(AtomicFiles.isDiskFull(new FileSystemException("/r/run.json", null, "Disk quota exceeded")));
        assertFalse(AtomicFiles.isDiskFull(new FileSystemException("/r/run.json", null, "Is a directory")));
        assertFalse(AtomicFiles.isDiskFull(new IOException((String) null)));
        assertEquals(
                "/r/run.json: No space left on device",
                AtomicFiles.describe(new FileSystemException("/r/run.json", null, "No space left on device")));
        assertEquals("/r/x: permission denied", AtomicFiles.describe(new AccessDeniedException("/r/x")));
        assertEquals("IOException", AtomicFiles.describe(new IOException((String) null)));
    }
}
