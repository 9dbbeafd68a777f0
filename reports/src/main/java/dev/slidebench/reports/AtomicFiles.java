package dev.slidebench.reports;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file so that a reader sees either the old file or the whole new one, never half of it:
 * the bytes go to a temporary file in the same directory (so the move stays on one file system),
 * which is then renamed over the target.
 */
final class AtomicFiles {

    private AtomicFiles() {}

    static void write(Path target, byte[] bytes) throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(directory, "." + target.getFileName(), ".tmp");
        try {
            Files.write(temporary, bytes);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** An IO failure in a few words: the file and the operating system's reason. */
    static String describe(IOException e) {
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
     * Creates {@code directory} (and its parents) if needed and checks that a file can be created in
     * it; a failure is a ReportInputException naming {@code option} and the directory.
     */
    static void prepareDirectory(Path directory, String option) {
        try {
            Files.createDirectories(directory);
            Path probe = Files.createTempFile(directory, ".slidebench-write-check", ".tmp");
            Files.delete(probe);
        } catch (FileAlreadyExistsException e) {
            throw new ReportInputException(
                    option + " " + directory + ": not a directory (" + e.getFile() + " is a file)");
        } catch (AccessDeniedException e) {
            throw new ReportInputException(
                    option + " " + directory + ": not writable (permission denied on " + e.getFile() + ")");
        } catch (FileSystemException e) {
            // NoSuchFile, NotDirectory and the like: the reason is the operating system's own words.
            String reason = e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
            throw new ReportInputException(
                    option + " " + directory + ": cannot write there (" + e.getFile() + ": " + reason + ")");
        } catch (IOException | SecurityException e) {
            throw new ReportInputException(option + " " + directory + ": cannot write there (" + e.getMessage() + ")");
        }
    }
}
