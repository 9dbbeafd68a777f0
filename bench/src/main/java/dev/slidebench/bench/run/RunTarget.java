package dev.slidebench.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether a path can take a new run: it must not exist, or be an empty directory. Asked before a run
 * starts (so nothing is measured for a directory that cannot hold it) and again when the run's
 * directory is renamed into place (another run may have taken the path meanwhile).
 */
public final class RunTarget {

    private RunTarget() {}

    /** Why {@code dir} cannot take a new run, in words that say what to do; empty when it can. */
    public static Optional<String> refusal(Path dir) {
        if (Files.exists(dir.resolve(SuiteRunner.PLAN))) {
            return Optional.of(
                    "'" + dir + "' already holds a run; continue it with --resume " + dir + " or choose another --out");
        }
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(dir)) {
            return Optional.of("'" + dir + "' is a file, not a directory; choose a new or empty directory");
        }
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    return Optional.of("'" + dir + "' is not empty and holds no run; choose a new or empty directory");
                }
            } catch (IOException e) {
                return Optional.of("cannot read '" + dir + "' (" + e.getMessage() + ")");
            }
        }
        return Optional.empty();
    }
}
