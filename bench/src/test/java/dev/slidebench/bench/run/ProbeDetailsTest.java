package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.reports.record.JvmRecord;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Details of the probe and the machine readings: init times in milliseconds to two decimals, a probe
 * that would read its stdin is not left waiting on it, JDK homes of one version listed by path, and
 * the load average as the operating system gives it, to two decimals.
 */
class ProbeDetailsTest {

    private static final String ANSWER = "{\"path\":null,\"vendor\":\"Fake\",\"version\":\"21.0.4\","
            + "\"vmName\":\"FakeVM\",\"args\":[],\"strategies\":{},\"failures\":{}}";

    /** Runs the probe in this JVM, as a run starts it in each JVM, and reads what it printed. */
    static JvmRecord probeHere() {
        PrintStream before = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            JvmProbe.main(new String[0]);
        } finally {
            System.setOut(before);
        }
        return JvmRecord.readProbe(
                "test", bytes.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void theProbeGivesEachInitTimeInMillisecondsToTwoDecimals() {
        JvmRecord record = probeHere();
        for (StrategyRegistry.Entry entry : StrategyRegistry.load().entries()) {
            double ms = record.strategies().get(entry.name()).initMs();
            assertEquals(entry.initNanos() / 1e6, ms, 0.005 + 1e-9, entry.name() + ": " + entry.initNanos() + " ns");
            assertEquals(Math.rint(ms * 100), ms * 100, 1e-6, "two decimals: " + ms);
        }
    }

    @Test
    void aProbeThatReadsItsInputGetsEndOfInputAtOnce(@TempDir Path dir) throws Exception {
        // a java that first reads a line from stdin, as a confused wrapper script might, then answers
        Path java = dir.resolve("bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nread -r line\necho '" + ANSWER + "'\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        JvmRecord record = ProbeClient.probe(dir.toString(), Duration.ofSeconds(20));
        assertEquals("21.0.4", record.version());
        assertEquals(java.toAbsolutePath().toString(), record.path());
    }

    private static void fakeJdk(Path home, String version) throws IOException {
        Path java = home.resolve("bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
    }

    @Test
    void jdksOfOneVersionFromSeveralPlacesAreListedByPath(@TempDir Path tmp) throws IOException {
        Path first = tmp.resolve("z-place");
        Path second = tmp.resolve("a-place");
        fakeJdk(first.resolve("jdk-17"), "17.0.2");
        fakeJdk(second.resolve("jdk-17"), "17.0.2");
        fakeJdk(second.resolve("jdk-21"), "21.0.1");
        List<Path> homes = JdkDiscovery.find(List.of(first, second)).stream()
                .map(JdkDiscovery.Jdk::home)
                .toList();
        assertEquals(
                List.of(
                        second.resolve("jdk-21").toRealPath(),
                        second.resolve("jdk-17").toRealPath(),
                        first.resolve("jdk-17").toRealPath()),
                homes,
                "newest first, then by path whatever place was searched first");
    }

    @Test
    void theLoadAverageIsTheSystemsToTwoDecimals() {
        double system = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        Double load = MachineLoad.loadAverage();
        double systemAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        if (system < 0) {
            assertEquals(null, load, "no load average on this platform");
            return;
        }
        // the kernel updates it every 5 s: it may move between the reads, never by much
        assertTrue(
                load >= Math.min(system, systemAfter) - 0.01 && load <= Math.max(system, systemAfter) + 0.01,
                system + " " + load + " " + systemAfter);
        assertEquals(Math.rint(load * 100), load * 100, 1e-6, "two decimals: " + load);
    }
}
