package dev.slidebench.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Locale;

/**
 * The two locks of a run. Both are operating-system file locks, so they vanish with the process that
 * holds them, even after {@code kill -9}: a stale lock file never blocks anyone.
 *
 * <ul>
 *   <li>JMH's machine-wide lock ({@code jmh.lock} in the temporary directory, the file JMH's own
 *       {@code Runner} locks): held for the whole run, so two benchmark runs never share the cores.
 *       JMH gives up at once when it is taken; {@code run} waits for it instead.
 *   <li>The run directory's lock ({@code DIR/.lock}, holding the owner's PID): one process at a time
 *       works on a run, so a second {@code --resume} cannot fail or overwrite a live run's forks.
 * </ul>
 */
public final class FileLocks {

    /** The system property that moves JMH's lock file (tests use their own, never the machine's). */
    public static final String JMH_LOCK_PROPERTY = "slidebench.jmhLock";

    /** The run directory's lock file. */
    static final String RUN_LOCK = ".lock";

    private static final Duration POLL = Duration.ofMillis(200);

    private FileLocks() {}

    /** A held lock; closing it releases it. */
    public static final class Held implements AutoCloseable {
        private final FileChannel channel;
        private final FileLock lock;

        private Held(FileChannel channel, FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        @Override
        public void close() throws IOException {
            try {
                lock.release();
            } finally {
                channel.close();
            }
        }
    }

    /** The lock file JMH's Runner uses, unless {@link #JMH_LOCK_PROPERTY} names another. */
    public static Path jmhLockFile() {
        String override = System.getProperty(JMH_LOCK_PROPERTY);
        return override != null ? Path.of(override) : Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    }

    /**
     * JMH's lock could not be taken: another JMH run kept it for longer than the run was told to wait, or
     * its file cannot be opened (the temporary directory is missing or not writable).
     */
    public static final class JmhLockException extends Exception {
        private static final long serialVersionUID = 1L;

        JmhLockException(String message) {
            super(message);
        }
    }

    /**
     * Takes JMH's lock, waiting up to {@code wait} for another JMH run to finish; says once that it waits.
     *
     * @throws JmhLockException when the lock is still taken after {@code wait}, or its file cannot be opened
     */
    public static Held awaitJmhLock(Path file, Duration wait, PrintWriter out) throws IOException, JmhLockException {
        FileChannel channel = openJmhLock(file);
        long deadline = System.nanoTime() + wait.toNanos();
        boolean said = false;
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return new Held(channel, lock);
                }
                if (!said) {
                    out.printf(
                            Locale.ROOT,
                            "waiting for another JMH run to finish (it holds %s; waiting up to %s) …%n",
                            file,
                            Durations.format(wait));
                    out.flush();
                    said = true;
                }
                if (System.nanoTime() >= deadline) {
                    throw new JmhLockException("another JMH run still holds " + file + " after "
                            + Durations.format(wait) + "; try again later, or wait longer with --wait");
                }
                Thread.sleep(Math.min(POLL.toMillis(), Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
            }
        } catch (InterruptedException e) {
            channel.close();
            Thread.currentThread().interrupt();
            throw new JmhLockException("interrupted while waiting for " + file);
        } catch (IOException | JmhLockException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileChannel openJmhLock(Path file) throws JmhLockException {
        try {
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            Path parent = file.toAbsolutePath().getParent();
            String why = parent != null && !Files.isDirectory(parent)
                    ? "its directory " + parent + " does not exist"
                    : dev.slidebench.core.AtomicFiles.describe(e);
            throw new JmhLockException("cannot open JMH's lock file " + file + " (" + why + "); JMH keeps it in"
                    + " the temporary directory, java.io.tmpdir: give it one that exists and is writable, e.g."
                    + " SLIDEBENCH_JAVA_OPTS=-Djava.io.tmpdir=/tmp");
        }
    }

    /** A run directory in use by another process. */
    public static final class InUseException extends Exception {
        private static final long serialVersionUID = 1L;

        InUseException(String message) {
            super(message);
        }
    }

    /**
     * Locks the run directory {@code dir} for this process and records its PID.
     *
     * @throws InUseException when another live process holds it (its PID in the message)
     */
    public static Held lockRunDirectory(Path dir) throws IOException, InUseException {
        Path file = dir.resolve(RUN_LOCK);
        FileChannel channel =
                FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock = tryLock(channel);
        if (lock == null) {
            String owner = "";
            try {
                owner = Files.readString(file, StandardCharsets.UTF_8).trim();
            } catch (IOException e) {
                // the owner's PID is only for the message
            }
            channel.close();
            throw new InUseException("'" + dir + "' is in use by another slidebench run"
                    + (owner.matches("\\d+") ? " (PID " + owner + ")" : "")
                    + " that is still running; wait for it, or stop it first");
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)), 0);
        channel.force(false);
        return new Held(channel, lock);
    }

    /** The lock, or null while another holder has it (another process, or another channel in this one). */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }
}
