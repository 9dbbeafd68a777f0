package dev.slidebench.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes that never leave a half-written file: the bytes go to a temporary file in the target's own
 * directory (so the rename stays on one file system), which is then renamed over the target. A reader
 * sees the old file or the whole new one; a kill leaves at most a {@code .NAME.*.tmp} beside it.
 */
public final class AtomicFiles {

    private AtomicFiles() {}

    public static void write(Path target, byte[] bytes) throws IOException {
        Path temp = Files.createTempFile(target.toAbsolutePath().getParent(), "." + target.getFileName() + ".", ".tmp");
        try {
            Files.write(temp, bytes);
            move(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    public static void writeString(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Renames {@code source} over {@code target}, atomically where the file system can. */
    public static void move(Path source, Path target) throws IOException {
        try {
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(source, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
