package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.FileLocks;
import dev.slidebench.bench.run.FinishedRun;
import dev.slidebench.bench.run.PrivateJmhLock;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run's faults of issue 21 §2, each from the command line: an --out that is a file, named with glob
 * characters or taken by another run meanwhile; a file of the run that cannot be written (a full disk);
 * JMH's lock file in a temporary directory that is gone; a report that cannot be written; a signal while
 * the report is written. Each ends in one line saying what to do (and, once the run exists, the command
 * that continues it), never a stack trace, and loses nothing. Runs use {@link FakeJava} (no fork can
 * run) or a finished run made without JMH ({@link FinishedRun}).
 */
class RunFaultsTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static CliRun run(Path java, Path out) {
        return NewRunTest.rayLoop("smoke", java, out);
    }

    private static void assertNoTrace(CliRun r) {
        assertFalse(r.err().contains("\tat ") || r.err().contains("internal error"), r.err());
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anOutNamedWithGlobCharactersIsTakenLiterally(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path out = tmp.resolve("a[1]{x,y}*?");
        Path abandoned = Files.createDirectories(tmp.resolve(".a[1]{x,y}*?.creating-999999999"));
        Path other = Files.createDirectories(tmp.resolve(".a1x.creating-999999999")); // what the glob would match
        CliRun r = run(java, out);
        assertEquals(1, r.exitCode(), "the forks fail (the fake JVM runs none), nothing else: " + r.out() + r.err());
        assertEquals("", r.err());
        assertTrue(Files.isRegularFile(out.resolve("plan.json")));
        assertTrue(r.out().contains("run them with: ./slidebench run --resume " + out), r.out());
        assertFalse(Files.exists(abandoned), "this run's leftover, by its literal name, is gone");
        assertTrue(Files.exists(other), "another name's is not");
    }

    @Test
    void anOutThatIsAFileIsRefusedInOneLine(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path file = Files.writeString(tmp.resolve("notes.txt"), "mine");
        CliRun r = run(java, file);
        assertTrue(r.isOneLineBadInput(), r.err());
        assertEquals(
                "slidebench run: --out: '" + file + "' is a file, not a directory; choose a new or empty directory",
                r.err().strip());
        assertEquals("mine", Files.readString(file));
    }

    /**
     * Two runs into one --out: the second checks the directory before the first creates it, and finds it
     * taken only when its own is renamed into place. The fake JVM's check plays the first run, creating
     * the directory while the second verifies its strategies.
     */
    @Test
    void anOutTakenByAnotherRunMeanwhileIsRefusedInOneLine(@TempDir Path tmp) throws IOException {
        Path out = tmp.resolve("shared");
        Path java = FakeJava.write(
                tmp,
                "mkdir -p '" + out + "/parts'; echo 'the first run' > '" + out + "/plan.json'; " + FakeJava.ALL_OK);
        CliRun r = run(java, out);
        assertTrue(r.isOneLineBadInput(), r.err());
        assertEquals(
                "slidebench run: --out: '" + out + "' already holds a run; continue it with --resume " + out
                        + " or choose another --out",
                r.err().strip());
        assertEquals("the first run\n", Files.readString(out.resolve("plan.json")), "the first run's files stay");
        assertEquals(List.of("fake-jdk", "shared"), names(tmp), "no half-built directory is left");
    }

    /**
     * A file of the run that cannot be written mid-run stops it with one line naming the file, and the
     * command that continues it; the continued run repairs what stood in the way. Here a fork puts a
     * directory where results.json belongs (anyone can; a full disk is in the next test, which needs root).
     */
    @Test
    void aFileThatCannotBeWrittenStopsTheRunWithTheResumeCommand(@TempDir Path tmp) throws IOException {
        Path out = tmp.resolve("run");
        Path marker = Files.writeString(tmp.resolve("damage-once"), "");
        Path java = FakeJava.write(
                tmp,
                FakeJava.ALL_OK,
                "if [ -e '" + marker + "' ]; then rm '" + marker + "'; mkdir -p '" + out + "/results.json/x'; fi; "
                        + FakeJava.FORK_FAILS);
        CliRun r = run(java, out);
        assertTrue(r.isOneLineBadInput(), r.out() + r.err());
        assertEquals(
                "slidebench run: cannot write " + out.toAbsolutePath().resolve("results.json")
                        + ": Is a directory; fix that, then continue with: ./slidebench run --resume " + out,
                r.err().strip());
        assertTrue(r.out().endsWith("ETA 0:00" + System.lineSeparator()), "both forks were tried: " + r.out());

        CliRun resumed = CliRun.of("run", "--resume", out.toString());
        assertNoTrace(resumed);
        assertEquals(1, resumed.exitCode(), "the forks fail again, as forks do on the fake JVM: " + resumed.err());
        assertTrue(
                resumed.out()
                        .startsWith("results.json was not a file (kept as results.json.corrupt): it is written again"
                                + " from the parts"),
                resumed.out());
        assertTrue(Files.isRegularFile(out.resolve("results.json")));
        assertTrue(Files.isDirectory(out.resolve("results.json.corrupt").resolve("x")));
    }

    @Test
    void aFullDiskStopsTheRunWithOneLineAndTheRunContinuesOnceThereIsSpace(@TempDir Path tmp) throws Exception {
        Path disk = Files.createDirectories(tmp.resolve("disk"));
        Assumptions.assumeTrue(mountTmpfs(disk, "16m"), "mounting a small tmpfs needs root");
        try {
            Path run = FinishedRun.write(disk.resolve("run"), FinishedRun.SMALL);
            Path filler = disk.resolve("filler");
            fill(filler);
            CliRun full = CliRun.of("run", "--resume", run.toString());
            assertTrue(full.isOneLineBadInput(), full.out() + full.err());
            assertEquals(
                    "slidebench run: cannot write " + run.resolve("results.json")
                            + ": No space left on device (the disk is full); free some space, then continue with:"
                            + " ./slidebench run --resume " + run,
                    full.err().strip());
            Files.delete(filler);
            CliRun freed = CliRun.of("run", "--resume", run.toString());
            assertEquals(0, freed.exitCode(), freed.out() + freed.err());
            assertEquals(run.resolve("report").resolve("report.html").toString(), freed.lastLine());
        } finally {
            new ProcessBuilder("umount", disk.toString()).start().waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static boolean mountTmpfs(Path at, String size) {
        try {
            Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", at.toString())
                    .redirectErrorStream(true)
                    .start();
            return mount.waitFor(30, TimeUnit.SECONDS) && mount.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Writes {@code file} until the disk is full. */
    private static void fill(Path file) {
        byte[] chunk = new byte[64 * 1024];
        try (OutputStream o = Files.newOutputStream(file)) {
            while (true) {
                o.write(chunk);
            }
        } catch (IOException e) {
            // the disk is full: what this was for
        }
    }

    @Test
    void aMissingTemporaryDirectoryIsOneLineNamingTheLockFileAndWhatToSet(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path out = tmp.resolve("run");
        Path gone = tmp.resolve("no-such-tmp");
        System.setProperty(FileLocks.JMH_LOCK_PROPERTY, gone.resolve("jmh.lock").toString());
        CliRun r;
        try {
            r = run(java, out);
        } finally {
            System.setProperty(FileLocks.JMH_LOCK_PROPERTY, JMH_LOCK.file().toString());
        }
        assertTrue(r.isOneLineBadInput(), r.out() + r.err());
        assertEquals(
                "slidebench run: cannot open JMH's lock file " + gone.resolve("jmh.lock") + " (its directory " + gone
                        + " does not exist); JMH keeps it in the temporary directory, java.io.tmpdir: give it one that"
                        + " exists and is writable, e.g. SLIDEBENCH_JAVA_OPTS=-Djava.io.tmpdir=/tmp; continue later"
                        + " with --resume " + out,
                r.err().strip());
        CliRun resumed = CliRun.of("run", "--resume", out.toString());
        assertNoTrace(resumed);
        assertTrue(resumed.out().contains("[  2/2]"), "with a lock file, the run goes on: " + resumed.out());
    }

    @Test
    void aReportThatCannotBeWrittenIsExitTwoWithTheCommandThatWritesIt(@TempDir Path tmp) throws IOException {
        Path run = FinishedRun.write(tmp.resolve("run"), FinishedRun.SMALL);
        Files.writeString(run.resolve("report"), "a file where the report belongs");
        CliRun r = CliRun.of("run", "--resume", run.toString());
        assertTrue(r.isOneLineBadInput(), r.out() + r.err());
        assertTrue(r.err().startsWith("slidebench run: no report: "), r.err());
        assertTrue(
                r.err()
                        .strip()
                        .endsWith("; every fork is in " + run.resolve("results.json") + ": write the report with"
                                + " ./slidebench report " + run.resolve("results.json") + " once that is fixed"),
                r.err());
        assertEquals("a file where the report belongs", Files.readString(run.resolve("report")));

        Files.delete(run.resolve("report"));
        CliRun report = CliRun.of("report", run.resolve("results.json").toString());
        assertEquals(0, report.exitCode(), "the command it names writes the report: " + report.err());
    }

    /** SIGTERM (as Ctrl-C's SIGINT) while the report is written ends with the command that continues the run. */
    @Test
    void aSignalWhileTheReportIsWrittenEndsWithTheResumeCommand(@TempDir Path tmp) throws Exception {
        Path run = FinishedRun.write(tmp.resolve("run"), FinishedRun.SMALL);
        Path log = tmp.resolve("log.txt");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + FileLocks.JMH_LOCK_PROPERTY + "=" + JMH_LOCK.file(),
                "-cp",
                String.join(File.pathSeparator, System.getProperty("java.class.path")),
                SlowReportRun.class.getName(),
                "run",
                "--resume",
                run.toString()));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(log).contains(SlowReportRun.STARTED)
                    && System.nanoTime() < deadline
                    && process.isAlive()) {
                Thread.sleep(20);
            }
            assertTrue(Files.readString(log).contains(SlowReportRun.STARTED), Files.readString(log));
            process.destroy(); // SIGTERM
            assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        } finally {
            process.destroyForcibly();
        }
        String out = Files.readString(log);
        assertEquals(143, process.exitValue(), out);
        assertTrue(out.strip().endsWith("interrupted; continue with: ./slidebench run --resume " + run), out);
    }
}
