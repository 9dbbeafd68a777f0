package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a run learns from the machine and the files around it: locks, installed JDKs, the positions
 * file's hash (expected values from Python's {@code hashlib}), the platform (checked against this
 * machine's {@code /proc/cpuinfo} and git, read here independently).
 */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class RunEnvironmentTest {

    @Test
    void theJmhLockFileIsJmhsUnlessThePropertyMovesIt() {
        String before = System.getProperty(FileLocks.JMH_LOCK_PROPERTY);
        try {
            System.clearProperty(FileLocks.JMH_LOCK_PROPERTY);
            assertEquals(Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock"), FileLocks.jmhLockFile());
            System.setProperty(FileLocks.JMH_LOCK_PROPERTY, "/somewhere/else.lock");
            assertEquals(Path.of("/somewhere/else.lock"), FileLocks.jmhLockFile());
        } finally {
            if (before == null) {
                System.clearProperty(FileLocks.JMH_LOCK_PROPERTY);
            } else {
                System.setProperty(FileLocks.JMH_LOCK_PROPERTY, before);
            }
        }
    }

    @Test
    void theWaitMessageNamesTheFileAndTheWait(@TempDir Path tmp) throws Exception {
        Path lockFile = tmp.resolve("jmh.lock");
        StringWriter said = new StringWriter();
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            long start = System.nanoTime();
            FileLocks.JmhLockException e = assertThrows(
                    FileLocks.JmhLockException.class,
                    () -> FileLocks.awaitJmhLock(lockFile, Duration.ofMillis(450), new PrintWriter(said, true)));
            long waited = System.nanoTime() - start;
            assertTrue(waited >= TimeUnit.MILLISECONDS.toNanos(450), "waited the whole time: " + waited);
            assertEquals(
                    "another JMH run still holds " + lockFile
                            + " after 450ms; try again later, or wait longer with --wait",
                    e.getMessage());
        }
        assertEquals(
                "waiting for another JMH run to finish (it holds " + lockFile + "; waiting up to 450ms) …"
                        + System.lineSeparator(),
                said.toString());
    }

    @Test
    void aWaitForTheJmhLockEndsWhenTheThreadIsInterrupted(@TempDir Path tmp) throws Exception {
        Path lockFile = tmp.resolve("jmh.lock");
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            Thread.currentThread().interrupt();
            FileLocks.JmhLockException e = assertThrows(
                    FileLocks.JmhLockException.class,
                    () -> FileLocks.awaitJmhLock(lockFile, Duration.ofMinutes(5), new PrintWriter(new StringWriter())));
            assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
            assertEquals("interrupted while waiting for " + lockFile, e.getMessage());
        } finally {
            Thread.interrupted();
        }
        // the channel it opened was closed: the lock can be taken at once
        try (FileLocks.Held mine =
                FileLocks.awaitJmhLock(lockFile, Duration.ZERO, new PrintWriter(new StringWriter()))) {
            assertTrue(Files.exists(lockFile));
        }
    }

    @Test
    void aRunDirectoryLockWithoutAPidSaysNoPid(@TempDir Path dir) throws Exception {
        Path lockFile = dir.resolve(".lock");
        Files.writeString(lockFile, "not a pid\n");
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            FileLocks.InUseException e =
                    assertThrows(FileLocks.InUseException.class, () -> FileLocks.lockRunDirectory(dir));
            assertEquals(
                    "'" + dir + "' is in use by another slidebench run that is still running; wait for it, or stop"
                            + " it first",
                    e.getMessage());
        }
        try (FileLocks.Held mine = FileLocks.lockRunDirectory(dir)) {
            // the old text is replaced, not overwritten in part
            assertEquals(ProcessHandle.current().pid() + "\n", Files.readString(lockFile));
        }
    }

    private static Path fakeJdk(Path root, String name, String release, boolean executable) throws IOException {
        Path java = root.resolve(name).resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--"));
        if (release != null) {
            Files.writeString(root.resolve(name).resolve("release"), release);
        }
        return root.resolve(name);
    }

    @Test
    void aJdkIsAHomeWithAnExecutableJavaAndAReleaseFileThatNamesItsVersion(@TempDir Path root) throws IOException {
        assertEquals(
                new JdkDiscovery.Jdk(fakeJdk(root, "unquoted", "JAVA_VERSION=21.0.1\n", true), "21.0.1", 21),
                JdkDiscovery.read(root.resolve("unquoted")));
        assertEquals(
                "1.8.0_392",
                JdkDiscovery.read(fakeJdk(root, "eight", "A=1\nJAVA_VERSION=\"1.8.0_392\"\n", true))
                        .version());
        assertEquals(8, JdkDiscovery.read(root.resolve("eight")).feature());
        assertNull(JdkDiscovery.read(fakeJdk(root, "no-release", null, true)));
        assertNull(JdkDiscovery.read(fakeJdk(root, "no-version", "IMPLEMENTOR=\"X\"\n", true)));
        assertNull(JdkDiscovery.read(fakeJdk(root, "odd-version", "JAVA_VERSION=\"next\"\n", true)));
        assertNull(JdkDiscovery.read(fakeJdk(root, "not-executable", "JAVA_VERSION=\"21\"\n", false)));
        assertNull(JdkDiscovery.read(fakeJdk(root, "indented", " JAVA_VERSION=\"21\"\n", true)), "a key starts a line");
    }

    @Test
    void macBundlesAreFoundInsideContentsHome(@TempDir Path root) throws IOException {
        Path bundle = root.resolve("temurin-21.jdk");
        fakeJdk(bundle, "Contents/Home", "JAVA_VERSION=\"21.0.4\"\n", true);
        fakeJdk(root, "jdk-21-copy", "JAVA_VERSION=\"21.0.4\"\n", true);
        List<JdkDiscovery.Jdk> found = JdkDiscovery.find(List.of(root));
        assertEquals(
                List.of(
                        root.resolve("jdk-21-copy").toRealPath(),
                        bundle.resolve("Contents/Home").toRealPath()),
                found.stream().map(JdkDiscovery.Jdk::home).toList(),
                "the same feature: ordered by home");
    }

    @Test
    void aLinkedJdkIsListedOnceAndUnreadableRootsAreSkipped(@TempDir Path root) throws IOException {
        fakeJdk(root, "jdk-25", "JAVA_VERSION=\"25\"\n", true);
        Path other = Files.createDirectories(root.resolve("other"));
        Files.createSymbolicLink(other.resolve("java-25"), root.resolve("jdk-25"));
        Path file = Files.writeString(root.resolve("a-file"), "");
        List<JdkDiscovery.Jdk> found = JdkDiscovery.find(List.of(root, other, file));
        assertEquals(1, found.size(), found.toString());
    }

    @Test
    void theSearchRootsAreTheUsualPlacesInOrder() {
        Path home = Path.of(System.getProperty("user.home"));
        assertEquals(
                List.of(
                        Path.of("/usr/lib/jvm"),
                        home.resolve(".sdkman/candidates/java"),
                        home.resolve(".jdks"),
                        Path.of("/Library/Java/JavaVirtualMachines")),
                JdkDiscovery.searchRoots());
    }

    @Test
    void pextAdviceOnlyWhenEveryKnownJvmPredatesLongCompress(@TempDir Path root) throws IOException {
        fakeJdk(root, "jdk-18", "JAVA_VERSION=\"18.0.2\"\n", true);
        fakeJdk(root, "jdk-19", "JAVA_VERSION=\"19\"\n", true);
        JvmRecord unknown = new JvmRecord("/u/bin/java", "v", "weird", "vm", List.of(), Map.of(), Map.of());
        JvmRecord jdk18 = new JvmRecord("/j18/bin/java", "v", "18.0.2", "vm", List.of(), Map.of(), Map.of());
        JvmRecord jdk19 = new JvmRecord("/j19/bin/java", "v", "19", "vm", List.of(), Map.of(), Map.of());
        assertEquals(Optional.empty(), JdkDiscovery.pextAdvice(List.of(unknown), List.of("Pext"), List.of(root)));
        assertEquals(Optional.empty(), JdkDiscovery.pextAdvice(List.of(jdk19), List.of("Pext"), List.of(root)));
        assertEquals(
                Optional.of("note: on JDK 18.0.2 Pext runs emulated (Long.compress needs JDK 19+); JDK 19 is"
                        + " installed: add --jvm " + root.resolve("jdk-19").toRealPath()),
                JdkDiscovery.pextAdvice(List.of(unknown, jdk18), List.of("Pext"), List.of(root)));
        Path only18 = Files.createDirectories(root.resolve("only18"));
        fakeJdk(only18, "jdk-18", "JAVA_VERSION=\"18\"\n", true);
        Path empty = Files.createDirectories(root.resolve("empty"));
        assertEquals(
                Optional.of(
                        "note: on JDK 18.0.2 Pext runs emulated (Long.compress needs JDK 19+); no newer JDK found in "
                                + only18 + ", " + empty),
                JdkDiscovery.pextAdvice(List.of(jdk18), List.of("Pext"), List.of(only18, empty)));
    }

    @Test
    void aPositionsFilesHashIsItsSha256(@TempDir Path tmp) throws IOException {
        // expected values from Python: hashlib.sha256(b"abc"), hashlib.sha256(b"a" * 70000), hashlib.sha256(b"")
        Path abc = Files.writeString(tmp.resolve("abc"), "abc");
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", PositionsFiles.sha256(abc));
        Path big = Files.writeString(tmp.resolve("big"), "a".repeat(70_000), StandardCharsets.US_ASCII);
        assertEquals(
                "66915c0872933db504e7578828dd85b7e74a4e0a061f9756793b89c4151bd4b5",
                PositionsFiles.sha256(big),
                "longer than one 64 KiB read");
        Path empty = Files.writeString(tmp.resolve("empty"), "");
        assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", PositionsFiles.sha256(empty));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> PositionsFiles.sha256(tmp.resolve("gone")));
        assertTrue(e.getMessage().startsWith(tmp.resolve("gone") + ": cannot read: "), e.getMessage());
    }

    @Test
    void aPositionsFileIsRecordedAbsoluteWithItsCountAndCheckedForChanges(@TempDir Path tmp) throws IOException {
        String fens = "# two positions\n"
                + "8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
                + "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - ; castling both ways\n";
        Path file = Files.writeString(tmp.resolve("two.epd"), fens);
        RunRecord.PositionsFile recorded =
                PositionsFiles.describe(tmp.resolve(".").resolve("two.epd"));
        assertEquals(file.toAbsolutePath().toString(), recorded.file(), "absolute and normalised");
        assertEquals(2, recorded.positions());
        assertNull(recorded.games(), "not a PGN");
        assertEquals(PositionsFiles.sha256(file), recorded.sha256());
        PositionsFiles.checkUnchanged(recorded);

        Files.writeString(file, fens + "8/8/8/8/8/8/8/K1k4q b - - 0 1\n");
        IllegalArgumentException changed =
                assertThrows(IllegalArgumentException.class, () -> PositionsFiles.checkUnchanged(recorded));
        assertEquals(
                "the run's positions file " + file
                        + " changed since the run began (SHA-256 differs); start a new run for the new file",
                changed.getMessage());
        Files.delete(file);
        IllegalArgumentException gone =
                assertThrows(IllegalArgumentException.class, () -> PositionsFiles.checkUnchanged(recorded));
        assertEquals("the run's positions file " + file + " is gone", gone.getMessage());
    }

    @Test
    void thePlatformIsThisMachinesAsProcCpuinfoAndTheJvmSayIt() throws IOException {
        RunRecord.Platform p = Platform.describe();
        List<String> cpuinfo = Files.readAllLines(Path.of("/proc/cpuinfo"));
        String model = cpuinfo.stream()
                .filter(l -> l.startsWith("model name"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst()
                .orElse("unknown");
        Set<String> flags = new TreeSet<>(List.of(cpuinfo.stream()
                .filter(l -> l.startsWith("flags"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst()
                .orElse("")
                .split("\\s+")));
        List<String> expected = new ArrayList<>();
        for (String f : flags) {
            if (Set.of("bmi1", "bmi2", "avx", "avx2", "popcnt", "lzcnt", "abm").contains(f) || f.startsWith("avx512")) {
                expected.add(f);
            }
        }
        assertEquals(model, p.cpuModel());
        assertEquals(expected, p.cpuFlags());
        assertEquals(Runtime.getRuntime().availableProcessors(), p.cores());
        assertEquals(flags.contains("bmi2"), p.bmi2());
        assertEquals(flags.contains("avx2"), p.avx2());
        assertEquals(
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                p.os());
    }

    private static String git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(
                List.of("git", "-C", Path.of("").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        git.waitFor();
        return git.exitValue() == 0 ? out : null;
    }

    @Test
    void slidebenchIsNamedByItsVersionAndTheCheckoutsCommit() throws Exception {
        RunRecord.Tool tool = Platform.slidebench();
        assertEquals("dev", tool.version(), "test classes come from a directory, not the jar");
        String head = git("rev-parse", "--short=12", "HEAD");
        if (head == null) {
            assertEquals("unknown", tool.commit(), "not a git checkout");
            return;
        }
        String status = git("status", "--porcelain", "--untracked-files=no");
        assertEquals(status.isEmpty() ? head : head + "-dirty", tool.commit());
        assertFalse(tool.commit().isEmpty());
    }
}
