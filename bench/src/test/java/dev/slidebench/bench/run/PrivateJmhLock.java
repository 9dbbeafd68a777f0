package dev.slidebench.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a JMH lock file of its own ({@link FileLocks#JMH_LOCK_PROPERTY}) and puts back what was
 * there afterwards. Other benchmark runs on this machine hold the real lock; tests check plumbing, not
 * speed, so they never wait for (or block) a real run. Use as
 * {@code @RegisterExtension static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();}.
 */
public final class PrivateJmhLock implements BeforeAllCallback, AfterAllCallback {

    private String previous;
    private Path directory;

    /** The lock file, while the test class runs. */
    public Path file() {
        return directory.resolve("jmh.lock");
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        previous = System.getProperty(FileLocks.JMH_LOCK_PROPERTY);
        directory = Files.createTempDirectory("slidebench-jmh-lock");
        System.setProperty(FileLocks.JMH_LOCK_PROPERTY, file().toString());
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (previous == null) {
            System.clearProperty(FileLocks.JMH_LOCK_PROPERTY);
        } else {
            System.setProperty(FileLocks.JMH_LOCK_PROPERTY, previous);
        }
        Files.deleteIfExists(file());
        Files.deleteIfExists(directory);
    }
}
