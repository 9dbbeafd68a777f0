package dev.slidebench.reports;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file so that a reader sees either the old file or the whole new one, never half of it:
 * the bytes go to a temporary file in the same directory (so the move stays on one file system),
 * which is then renamed over the target.
 */
final class AtomicFiles {

    private AtomicFiles() {
    }

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

    /**
     * Creates {@code directory} (and its parents) if needed and checks that a file can be created in
     * it; a failure is a ReportInputException naming {@code option} and the directory.
     */
    static void prepareDirectory(Path directory, String option) {
        try {
            Files.createDirectories(directory);
            Path probe = Files.createTempFile(directory, ".slidebench-write-check", ".tmp");
            Files.delete(probe);
        } catch (FileAlreadyExistsException | NotDirectoryException e) {
            throw new ReportInputException(option + " " + directory + ": not a directory (" + e.getFile() + " is a file)");
        } catch (NoSuchFileException e) {
            throw new ReportInputException(option + " " + directory + ": cannot create it (" + e.getFile() + " does not exist)");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new ReportInputException(option + " " + directory + ": not writable (permission denied on " + e.getFile() + ")");
        } catch (IOException | SecurityException e) {
            throw new ReportInputException(option + " " + directory + ": not writable (" + e + ")");
        }
    }
}
