package dev.slidebench.bench.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Removes what an interrupted run leaves behind and no one else could use: half-built run directories
 * of processes that are gone, and temporary part files. Names are compared as text, never as glob
 * patterns, so a run directory called {@code a[1]} or {@code {x}} is one like any other.
 */
final class Leftovers {

    private Leftovers() {}

    /**
     * Removes {@code NAME.creating-PID} directories in {@code parent} whose name starts with {@code prefix}
     * and whose process is gone (a live one is another run being created: left alone).
     */
    static void removeAbandoned(Path parent, String prefix) throws IOException {
        if (parent == null || !Files.isDirectory(parent)) {
            return;
        }
        List<Path> abandoned = new ArrayList<>();
        DirectoryStream.Filter<Path> ours = p -> p.getFileName().toString().startsWith(prefix);
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(parent, ours)) {
            for (Path sibling : siblings) {
                String pid = sibling.getFileName().toString().substring(prefix.length());
                boolean alive = pid.matches("\\d{1,18}")
                        && ProcessHandle.of(Long.parseLong(pid))
                                .map(ProcessHandle::isAlive)
                                .orElse(false);
                if (!alive) {
                    abandoned.add(sibling);
                }
            }
        }
        for (Path sibling : abandoned) {
            deleteTree(sibling);
        }
    }

    /** Deletes the {@code .*.tmp} files a fork or an atomic write left in {@code partsDir}. */
    static void removeTemporaryParts(Path partsDir) throws IOException {
        DirectoryStream.Filter<Path> temporary = p -> {
            String name = p.getFileName().toString();
            // a directory of that name is not one of ours: it is kept
            return name.startsWith(".") && name.endsWith(".tmp") && Files.isRegularFile(p);
        };
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(partsDir, temporary)) {
            for (Path p : stream) {
                Files.deleteIfExists(p);
            }
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
