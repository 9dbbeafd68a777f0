package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
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
}
