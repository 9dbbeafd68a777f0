package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.record.JvmRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run's small parts on hand-made inputs: contention, steal, durations, locks, parts, probes, JDK discovery. */
@SuppressWarnings("try") // locks are held by try-with-resources for the block, never read
class RunPiecesTest {

    private static JsonObject result(String mode, String unit, String wall, String cpu) {
        return JsonParser.parseString("{\"benchmark\":\"b\",\"mode\":\"" + mode + "\",\"forks\":1,"
                        + "\"primaryMetric\":{\"scoreUnit\":\"" + unit + "\",\"rawData\":[" + wall + "]},"
                        + "\"secondaryMetrics\":{\"cpu.time\":{\"scoreUnit\":\"ns/op\",\"rawData\":[" + cpu + "]}}}")
                .getAsJsonObject();
    }

    @Test
    void contentionIsWallOverCpuOfTheMeasuredIterations() {
        // (2 + 6) / (1 + 3) = 2: the threads waited as long as they ran.
        assertEquals(2.0, ForkContention.of(result("avgt", "ns/op", "[2, 6]", "[1, 3]")));
        // 1e8 ops/s = 10 ns/op wall; 10 / 8 = 1.25.
        assertEquals(1.25, ForkContention.of(result("thrpt", "ops/s", "[1e8]", "[8]")));
        // 2 and 4 ops/us = 500 and 250 ns/op: (500 + 250) / (250 + 250) = 1.5
        assertEquals(1.5, ForkContention.of(result("thrpt", "ops/us", "[2, 4]", "[250, 250]")));
        assertNull(ForkContention.of(result("sample", "ns/op", "[2]", "[1]")), "no per-iteration time in sample mode");
        JsonObject noCpu = result("avgt", "ns/op", "[2]", "[1]");
        noCpu.add("secondaryMetrics", new JsonObject());
        assertNull(ForkContention.of(noCpu));
    }

    @Test
    void stealIsTheStolenShareOfAllTicks() {
        // user nice system idle iowait irq softirq steal guest guest_nice (proc(5)); guest is inside user.
        MachineLoad.CpuTicks a = MachineLoad.CpuTicks.parse("cpu  100 0 50 800 10 0 0 40 7 0");
        MachineLoad.CpuTicks b = MachineLoad.CpuTicks.parse("cpu  150 0 70 900 10 0 0 60 9 0");
        assertEquals(1000, a.total());
        // delta steal 20 over delta total (1190 - 1000) = 190
        assertEquals(Math.round(20.0 / 190 * 10_000) / 10_000.0, b.stealSince(a));
        assertNull(a.stealSince(b), "no time passed");
        assertNull(b.stealSince(null));
    }

    @Test
    void durationsAsUsersTypeThem() {
        assertEquals(Duration.ofSeconds(30), Durations.parse("30s"));
        assertEquals(Duration.ofMinutes(10), Durations.parse("10m"));
        assertEquals(Duration.ofHours(1), Durations.parse("1h"));
        assertEquals(Duration.ofMillis(500), Durations.parse("500ms"));
        assertEquals(Duration.ofSeconds(45), Durations.parse("45"));
        assertEquals(Duration.ZERO, Durations.parse("0"));
        for (String bad : List.of("", "ten", "-5s", "5 d", "1.5m")) {
            assertThrows(IllegalArgumentException.class, () -> Durations.parse(bad), bad);
        }
        assertEquals("10m", Durations.format(Duration.ofMinutes(10)));
        assertEquals("90s", Durations.format(Duration.ofSeconds(90)));
    }

    @Test
    void aHeldJmhLockIsWaitedForThenGivenUpWithOneLine(@TempDir Path tmp) throws Exception {
        Path lockFile = tmp.resolve("jmh.lock");
        StringWriter said = new StringWriter();
        try (FileChannel other = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = other.lock()) {
            FileLocks.JmhLockException e = assertThrows(
                    FileLocks.JmhLockException.class,
                    () -> FileLocks.awaitJmhLock(lockFile, Duration.ofMillis(300), new PrintWriter(said, true)));
            assertTrue(
                    e.getMessage().contains(lockFile.toString())
                            && e.getMessage().contains("--wait"),
                    e.getMessage());
        }
        assertEquals(1, said.toString().lines().count(), said.toString());
        assertTrue(said.toString().startsWith("waiting for another JMH run to finish"), said.toString());
        // Released: taken at once, without a word.
        StringWriter quiet = new StringWriter();
        try (FileLocks.Held mine = FileLocks.awaitJmhLock(lockFile, Duration.ofSeconds(5), new PrintWriter(quiet))) {
            assertEquals("", quiet.toString());
        }
    }

    @Test
    void aRunDirectoryIsOneProcessesAtATimeAndNamesItsOwner(@TempDir Path dir) throws Exception {
        try (FileLocks.Held first = FileLocks.lockRunDirectory(dir)) {
            assertEquals(
                    String.valueOf(ProcessHandle.current().pid()),
                    Files.readString(dir.resolve(".lock")).trim());
            FileLocks.InUseException e =
                    assertThrows(FileLocks.InUseException.class, () -> FileLocks.lockRunDirectory(dir));
            assertTrue(e.getMessage().contains("PID " + ProcessHandle.current().pid()), e.getMessage());
        }
        FileLocks.lockRunDirectory(dir).close(); // free again
    }

    private static Path fakeJava(Path dir, String name, String script) throws IOException {
        Path java = dir.resolve(name).resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Test
    void probeAnswersThatAreNotAProbesAreOneLineNamingTheJvm(@TempDir Path tmp) throws IOException {
        Map<String, String> answers = Map.of(
                "echo '{}'", "the probe of '%s': $: missing \"vendor\"",
                "echo '{\"vendor\": '", "the probe of '%s': not valid JSON",
                "echo 'hello'", "'%s' did not answer like a Java running slidebench (no JSON line)",
                "echo 'Error: UnsupportedClassVersionError'; exit 1", "'%s' cannot run slidebench (needs Java 17+)");
        int i = 0;
        for (Map.Entry<String, String> a : answers.entrySet()) {
            Path java = fakeJava(tmp, "jdk" + i++, a.getKey());
            ProbeClient.BadJvmException e = assertThrows(
                    ProbeClient.BadJvmException.class,
                    () -> ProbeClient.probe(java.toString(), Duration.ofSeconds(30)),
                    a.getKey());
            assertTrue(e.getMessage().startsWith(String.format(a.getValue(), java)), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
    }

    @Test
    void aSilentProbeTimesOutWhileItsOutputIsStillOpen(@TempDir Path tmp) throws IOException {
        // It never closes its output and never exits: the timeout must cover the reading.
        Path java = fakeJava(tmp, "silent", "exec sleep 60");
        long start = System.nanoTime();
        ProbeClient.BadJvmException e = assertThrows(
                ProbeClient.BadJvmException.class, () -> ProbeClient.probe(java.toString(), Duration.ofMillis(700)));
        assertTrue(e.getMessage().contains("did not answer within 700ms"), e.getMessage());
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(20).toNanos(), "gave up near the timeout");
    }

    /**
     * A --jvm that is a wrapper script whose java hangs: at the timeout the wrapper and what it started
     * are killed, by the probe and by the pre-flight check alike (killing the wrapper alone left its child
     * running, holding the output the reader waits on).
     */
    @Test
    void aHungWrapperIsKilledWithEverythingItStarted(@TempDir Path tmp) throws Exception {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "reads process states from /proc");
        Path pidFile = tmp.resolve("child.pid");
        Path java = fakeJava(tmp, "wrapper", "sleep 300 &\necho $! > '" + pidFile + "'\nwait");
        assertThrows(
                ProbeClient.BadJvmException.class, () -> ProbeClient.probe(java.toString(), Duration.ofMillis(700)));
        assertGone(Long.parseLong(Files.readString(pidFile).trim()));

        Files.delete(pidFile);
        JvmRecord jvm = RunPlanTest.jvm(java.toString(), "17", "A");
        List<String> failures = Preflight.verify(jvm, List.of("A"), Duration.ofMillis(700));
        assertEquals(List.of("the check did not finish within 700ms on " + java), failures);
        assertGone(Long.parseLong(Files.readString(pidFile).trim()));
    }

    /** The process ended: no longer listed, or a zombie waiting for a parent that does not reap it. */
    private static void assertGone(long pid) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        Path stat = Path.of("/proc", Long.toString(pid), "stat");
        while (System.nanoTime() < deadline) {
            String state;
            try {
                String text = Files.readString(stat);
                state = text.substring(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3);
            } catch (IOException e) {
                return; // gone from /proc
            }
            if (state.equals("Z") || state.equals("X")) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("process " + pid + " is still running");
    }

    private static void fakeJdk(Path root, String name, String version) throws IOException {
        fakeJava(root, name, "exit 0");
        Files.writeString(
                root.resolve(name).resolve("release"), "IMPLEMENTOR=\"X\"\nJAVA_VERSION=\"" + version + "\"\n");
    }

    @Test
    void jdksAreFoundByTheirReleaseFileNewestFirstAndNamedForPext(@TempDir Path root) throws IOException {
        fakeJdk(root, "jdk-17", "17.0.15");
        fakeJdk(root, "jdk-25", "25.0.3");
        fakeJdk(root, "jdk-21", "21.0.2");
        Files.createDirectories(root.resolve("not-a-jdk"));
        Files.createSymbolicLink(root.resolve("default-java"), root.resolve("jdk-17"));
        List<JdkDiscovery.Jdk> found = JdkDiscovery.find(List.of(root, root.resolve("missing")));
        assertEquals(
                List.of(25, 21, 17),
                found.stream().map(JdkDiscovery.Jdk::feature).toList());
        assertEquals(root.resolve("jdk-25").toRealPath(), found.get(0).home());

        JvmRecord jdk17 = new JvmRecord("/j17/bin/java", "v", "17.0.15", "vm", List.of(), Map.of(), Map.of());
        JvmRecord jdk25 = new JvmRecord("/j25/bin/java", "v", "25.0.3", "vm", List.of(), Map.of(), Map.of());
        Optional<String> advice = JdkDiscovery.pextAdvice(List.of(jdk17), List.of("Pext", "FancyMagic"), List.of(root));
        assertEquals(
                Optional.of("note: on JDK 17.0.15 Pext runs emulated (Long.compress needs JDK 19+); JDK 25.0.3 is"
                        + " installed: add --jvm " + root.resolve("jdk-25").toRealPath()),
                advice);
        assertEquals(Optional.empty(), JdkDiscovery.pextAdvice(List.of(jdk17, jdk25), List.of("Pext"), List.of(root)));
        assertEquals(Optional.empty(), JdkDiscovery.pextAdvice(List.of(jdk17), List.of("FancyMagic"), List.of(root)));
        assertTrue(JdkDiscovery.pextAdvice(List.of(jdk17), List.of("Pext"), List.of(root.resolve("none")))
                .orElseThrow()
                .endsWith("no newer JDK found in " + root.resolve("none")));
    }
}
