package dev.slidebench.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes that never leave a half-written file: the bytes go to a temporary file in the target's own
 * directory (so the rename stays on one file system), which is then renamed over the target. A reader
 * sees the old file or the whole new one; a kill leaves at most a {@code .NAME.*.tmp} beside it.
 */
public final class AtomicFiles {

    private AtomicFiles() {}

    /**
     * Writes {@code bytes} to {@code target} through a temporary sibling. The temporary file is created
     * like any new file (not with {@link Files#createTempFile}'s owner-only mode), so the result gets
     * the user's umask, as a file written by any other tool would.
     *
     * @throws FileSystemException naming {@code target}, not the temporary file, when the bytes could not be
     *     written (a full disk reports only "No space left on device", which alone names no file)
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path temp = temporarySibling(target, ".tmp");
        try {
            Files.write(temp, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            move(temp, target);
        } catch (FileSystemException e) {
            if (!temp.toString().equals(e.getFile())) {
                throw e;
            }
            throw naming(target, e); // the temporary name is ours; the user knows the target's
        } catch (IOException e) {
            throw naming(target, e);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** {@code e} as a FileSystemException about {@code target}, with the operating system's reason. */
    private static FileSystemException naming(Path target, IOException e) {
        FileSystemException named;
        if (e instanceof AccessDeniedException) {
            named = new AccessDeniedException(target.toString());
        } else {
            String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
            named = new FileSystemException(
                    target.toString(),
                    null,
                    reason != null ? reason : e.getClass().getSimpleName());
        }
        named.initCause(e);
        return named;
    }

    /** A name beside {@code target} that no one else uses: {@code .name.<random><suffix>}. */
    public static Path temporarySibling(Path target, String suffix) {
        Path absolute = target.toAbsolutePath();
        long random = ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE;
        return absolute.resolveSibling("." + absolute.getFileName() + "." + Long.toString(random, 36) + suffix);
    }

    /** An IO failure in a few words: the file and the operating system's reason. */
    public static String describe(IOException e) {
        if (e instanceof FileSystemException fileSystem) {
            return fileSystem.getFile() + ": "
                    + (fileSystem.getReason() != null
                            ? fileSystem.getReason()
                            : e instanceof AccessDeniedException
                                    ? "permission denied"
                                    : e.getClass().getSimpleName());
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /**
     * Whether {@code e} says the file system is out of space (ENOSPC) or over the user's quota (EDQUOT),
     * in the operating system's words.
     */
    public static boolean isDiskFull(IOException e) {
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return reason != null && (reason.contains("No space left on device") || reason.contains("Disk quota exceeded"));
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
