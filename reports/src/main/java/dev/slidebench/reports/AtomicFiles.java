package dev.slidebench.reports;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes a file so that a reader sees either the old file or the whole new one, never half of it:
 * the bytes go to a temporary file in the same directory (so the move stays on one file system),
 * which is then renamed over the target.
 */
final class AtomicFiles {

    private AtomicFiles() {}

    /** See {@link dev.slidebench.core.AtomicFiles#write}: the one home of the temporary-file rule. */
    static void write(Path target, byte[] bytes) throws IOException {
        dev.slidebench.core.AtomicFiles.write(target, bytes);
    }

    static Path temporarySibling(Path target, String suffix) {
        return dev.slidebench.core.AtomicFiles.temporarySibling(target, suffix);
    }

    /**
     * Replaces directory {@code out} as a whole by one holding exactly {@code files} (relative path →
     * bytes): they are written into a new sibling directory, which then takes {@code out}'s place, and
     * the old directory is deleted. A reader (or a kill) sees the old report or the new one, never a mix,
     * and files of the old report that the new one lacks are gone. Only a directory that holds nothing
     * but {@code owned} names is replaced so; one holding anything else (the user chose a directory with
     * their own files in it) keeps those files, and the report is written file by file into it, stale
     * files among {@code owned} removed.
     */
    static void replaceDirectory(Path out, Map<String, byte[]> files, Set<String> owned) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        boolean exists = Files.isDirectory(target);
        if (exists && !onlyOwned(target, owned)) {
            writeInPlace(target, files, owned);
            return;
        }
        Path staging = temporarySibling(target, ".new");
        try {
            Files.createDirectory(staging);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Path path = staging.resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.write(path, file.getValue(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            }
            if (!exists) {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            Path old = temporarySibling(target, ".old");
            Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            deleteTree(old);
        } finally {
            if (Files.exists(staging)) {
                deleteTree(staging);
            }
        }
    }

    private static boolean onlyOwned(Path directory, Set<String> owned) throws IOException {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.allMatch(p -> owned.contains(p.getFileName().toString()));
        }
    }

    private static void writeInPlace(Path target, Map<String, byte[]> files, Set<String> owned) throws IOException {
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path path = target.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            write(path, file.getValue());
        }
        // Stale files of an earlier report (charts it drew that this one does not) go.
        for (String name : owned) {
            Path owner = target.resolve(name);
            if (Files.isDirectory(owner)) {
                try (Stream<Path> entries = Files.walk(owner)) {
                    for (Path path : entries.filter(Files::isRegularFile).toList()) {
                        if (!files.containsKey(target.relativize(path).toString())) {
                            Files.delete(path);
                        }
                    }
                }
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> entries = Files.walk(root)) {
            for (Path path : entries.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** See {@link dev.slidebench.core.AtomicFiles#describe}. */
    static String describe(IOException e) {
        return dev.slidebench.core.AtomicFiles.describe(e);
    }

    /**
     * Creates {@code directory} (and its parents) if needed and checks that a file can be created in
     * it; a failure is a ReportInputException naming {@code option} and the directory.
     */
    static void prepareDirectory(Path directory, String option) {
        prepareDirectory(directory, option, directory);
    }

    /** As {@link #prepareDirectory(Path, String)}, naming {@code shown} (the directory the user gave) in errors. */
    static void prepareDirectory(Path directory, String option, Path shown) {
        try {
            Files.createDirectories(directory);
            Path probe = temporarySibling(directory.resolve("write-check"), ".tmp");
            Files.createFile(probe);
            Files.delete(probe);
        } catch (FileAlreadyExistsException e) {
            throw new ReportInputException(option + " " + shown + ": not a directory (" + e.getFile() + " is a file)");
        } catch (AccessDeniedException e) {
            throw new ReportInputException(
                    option + " " + shown + ": not writable (permission denied on " + e.getFile() + ")");
        } catch (FileSystemException e) {
            // NoSuchFile, NotDirectory and the like: the reason is the operating system's own words.
            String reason = e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
            throw new ReportInputException(
                    option + " " + shown + ": cannot write there (" + e.getFile() + ": " + reason + ")");
        } catch (IOException | SecurityException e) {
            throw new ReportInputException(option + " " + shown + ": cannot write there (" + e.getMessage() + ")");
        }
    }
}
