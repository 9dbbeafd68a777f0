package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way out of a lock attempt closes the file it opened: a run that waits, gives up or finds its
 * directory in use many times over (a long {@code --wait}, a script retrying) must not pile up open
 * files. Counted in {@code /proc/self/fd}, with room for the few descriptors the JVM itself may open
 * meanwhile; each case repeats {@value #ATTEMPTS} times, so one leak per attempt shows.
 */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class FileLocksDescriptorsTest {

    private static final int ATTEMPTS = 40;

    private static long openFiles() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        }
    }

    private static void assertNoneLeft(long before, String what) throws IOException {
        long after = openFiles();
        assertTrue(after - before < ATTEMPTS / 2, what + ": " + before + " open files before, " + after + " after");
    }

    @Test
    void aWaitThatGivesUpClosesItsFileAndHasSaidSoAlready(@TempDir Path tmp) throws Exception {
        Path lockFile = tmp.resolve("jmh.lock");
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            StringWriter said = new StringWriter();
            // buffered and never flushed here: the line must be flushed while the run waits
            PrintWriter out = new PrintWriter(new BufferedWriter(said, 1 << 16));
            assertThrows(FileLocks.JmhLockException.class, () -> FileLocks.awaitJmhLock(lockFile, Duration.ZERO, out));
            assertTrue(said.toString().startsWith("waiting for another JMH run to finish (it holds "), said.toString());
            long before = openFiles();
            for (int i = 0; i < ATTEMPTS; i++) {
                assertThrows(
                        FileLocks.JmhLockException.class,
                        () -> FileLocks.awaitJmhLock(lockFile, Duration.ZERO, new PrintWriter(new StringWriter())));
            }
            assertNoneLeft(before, "given up");
        }
    }

    @Test
    void anInterruptedWaitClosesItsFile(@TempDir Path tmp) throws Exception {
        Path lockFile = tmp.resolve("jmh.lock");
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            long before = openFiles();
            for (int i = 0; i < ATTEMPTS; i++) {
                Thread.currentThread().interrupt();
                assertThrows(
                        FileLocks.JmhLockException.class,
                        () -> FileLocks.awaitJmhLock(
                                lockFile, Duration.ofMinutes(5), new PrintWriter(new StringWriter())));
                assertTrue(Thread.interrupted());
            }
            assertNoneLeft(before, "interrupted");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aRunDirectoryInUseClosesTheFileItOpened(@TempDir Path dir) throws Exception {
        try (FileLocks.Held first = FileLocks.lockRunDirectory(dir)) {
            long before = openFiles();
            for (int i = 0; i < ATTEMPTS; i++) {
                assertThrows(FileLocks.InUseException.class, () -> FileLocks.lockRunDirectory(dir));
            }
            assertNoneLeft(before, "in use");
        }
    }

    @Test
    void closingAHeldLockClosesItsFile(@TempDir Path dir) throws Exception {
        long before = openFiles();
        for (int i = 0; i < ATTEMPTS; i++) {
            FileLocks.lockRunDirectory(dir).close();
            FileLocks.awaitJmhLock(dir.resolve("jmh.lock"), Duration.ZERO, new PrintWriter(new StringWriter()))
                    .close();
        }
        assertNoneLeft(before, "held and closed");
        assertEquals(ProcessHandle.current().pid() + "\n", Files.readString(dir.resolve(".lock")));
    }
}
