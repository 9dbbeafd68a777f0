package dev.slidebench.reports;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Paths of the JMH JSON fixtures under {@code src/test/resources/jmh}. */
final class Fixtures {

    private Fixtures() {}

    static Path path(String relative) {
        try {
            return Path.of(Fixtures.class.getResource("/jmh/" + relative).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("missing fixture " + relative, e);
        }
    }

    /** Copies fixtures into {@code directory} (keeping their names) and returns the first copy. */
    static Path copy(Path directory, String... relatives) {
        Path first = null;
        try {
            Files.createDirectories(directory);
            for (String relative : relatives) {
                Path source = path(relative);
                Path target = directory.resolve(source.getFileName().toString());
                Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                if (first == null) {
                    first = target;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return first;
    }

    static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
