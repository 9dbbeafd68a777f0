package dev.slidebench.reports.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecordTest {

    /** The run committed as docs/user-guide.md's evidence, written by slidebench 0.1.0 (schema 1). */
    private static final Path COMMITTED_0_1_0 = Path.of("../docs/results/quick-jdk17-jdk25/run.json");

    @Test
    void readsTheCommitted010Record() {
        RunRecord r = RunRecord.read(COMMITTED_0_1_0);
        // Expected values as the file states them (read by eye from docs/results/quick-jdk17-jdk25/run.json).
        assertEquals(1, r.schema());
        assertEquals("0.1.0-SNAPSHOT", r.tool().version());
        assertEquals("1351b4b0b84c", r.tool().commit());
        assertEquals("quick", r.plan().profile());
        assertEquals(20261130L, r.plan().seed());
        assertEquals(4, r.plan().rounds(), "schema 1 kept the rounds with the JMH settings");
        assertEquals("AMD EPYC", r.platform().cpuModel());
        assertEquals(2, r.platform().cores());
        assertEquals(Boolean.TRUE, r.platform().bmi2(), "derived from the recorded flag list");
        assertEquals(Boolean.TRUE, r.platform().avx2());
        assertEquals(2, r.jvms().size());
        assertEquals(
                "/usr/lib/jvm/java-17-openjdk-amd64/bin/java", r.jvms().get(0).path());
        assertEquals(17, r.jvms().get(0).feature());
        assertEquals(25, r.jvms().get(1).feature());
        assertEquals(List.of("-Xms1g", "-Xmx1g"), r.jvms().get(0).args());
        assertEquals(
                "emulated: Long.compress needs JDK 19+",
                r.jvms().get(0).strategies().get("Pext").degraded());
        assertNull(r.jvms().get(1).strategies().get("Pext").degraded());
        assertNull(r.strategies().get("Pext").family(), "schema 1 has no family");
        assertEquals(360, r.forks().size());
        ForkRecord sixth = r.forks().get(5);
        assertEquals("r00-incremental-replay-HyperbolaQuintessence-j1", sixth.key());
        assertEquals(0, sixth.round());
        assertEquals(Map.of("strategy", "HyperbolaQuintessence"), sixth.params());
        assertEquals("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java", sixth.jvm());
        assertEquals(Instant.parse("2026-11-30T03:46:46.025926225Z"), sixth.start());
        assertNull(sixth.row());
        assertNull(sixth.contention());
        assertEquals(360, r.taskOrder().size());
    }

    static RunRecord sample() {
        StrategyRecord pext17 = new StrategyRecord(
                862_720L, 68.33, false, false, "emulated: Long.compress needs JDK 19+", "table lookup");
        StrategyRecord pext25 = new StrategyRecord(
                862_720L,
                12.5,
                false,
                false,
                null,
                "table lookup",
                "Zach Wegner, 2007 \u2014 https://example.org/pext");
        JvmRecord jdk17 = new JvmRecord(
                "/jdk17/bin/java",
                "Debian",
                "17.0.15",
                "OpenJDK 64-Bit Server VM",
                List.of("-Xms1g", "-Xmx1g"),
                Map.of("Pext", pext17),
                Map.of());
        JvmRecord jdk25 = new JvmRecord(
                "/jdk25/bin/java",
                "Eclipse Adoptium",
                "25.0.1",
                "OpenJDK 64-Bit Server VM",
                List.of("-Xms1g", "-Xmx1g"),
                Map.of("Pext", pext25),
                Map.of("com.example.Broken", "boom"));
        ForkRecord fork = new ForkRecord(
                "r01-random-queen-Pext-j1",
                1,
                "random",
                "dev.slidebench.bench.RandomLookups.queen",
                Map.of("strategy", "Pext"),
                "/jdk25/bin/java",
                1,
                Instant.parse("2026-12-01T09:00:00Z"),
                Instant.parse("2026-12-01T09:00:02.5Z"),
                1.25,
                2.5,
                0.013,
                1.42,
                3,
                null,
                null,
                null,
                null);
        return new RunRecord(
                RunRecord.SCHEMA,
                new RunRecord.Tool("0.2.0", "abc123"),
                Instant.parse("2026-12-01T08:59:00Z"),
                new RunRecord.Plan("quick", 6, 42L, "blocks"),
                new RunRecord.Platform("AMD EPYC", 2, List.of("avx2", "bmi2"), "Linux", true, true),
                new RunRecord.JmhSettings(1, 6, 2, "100 ms", 3, "100 ms", "note"),
                List.of(jdk17, jdk25),
                Map.of("Pext", pext17),
                List.of("r01-random-queen-Pext-j1"),
                List.of(fork),
                List.of(Instant.parse("2026-12-01T09:10:00Z")),
                null);
    }

    @Test
    void writesAndReadsBackTheSameRecord(@TempDir Path dir) throws IOException {
        RunRecord record = sample();
        Path file = dir.resolve("run.json");
        record.write(file);
        assertEquals(record, RunRecord.read(file));
    }

    @Test
    void aWrongFieldIsOneLineNamingTheFileAndThePath(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("run.json"),
                "{\"forks\":[{\"benchmark\":\"b\",\"round\":0},{\"benchmark\":\"b\",\"round\":\"x\"}]}");
        ReportInputException e = assertThrows(ReportInputException.class, () -> RunRecord.read(file));
        assertTrue(e.getMessage().startsWith(file + ": $.forks[1].round: expected a whole number"), e.getMessage());
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"schema\": 2, \"forks\": [");
        e = assertThrows(ReportInputException.class, () -> RunRecord.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ": not valid JSON"), e.getMessage());
        Path future = Files.writeString(dir.resolve("future.json"), "{\"schema\": 99}");
        e = assertThrows(ReportInputException.class, () -> RunRecord.read(future));
        assertTrue(e.getMessage().contains("schema 1 to 3, found 99"), e.getMessage());
        Path empty = Files.writeString(dir.resolve("empty.json"), "  \n");
        e = assertThrows(ReportInputException.class, () -> RunRecord.read(empty));
        assertTrue(e.getMessage().contains("empty file"), e.getMessage());
        Path control = Files.writeString(dir.resolve("ctl.json"), "{\"created\":\"\\u001b[31mred\"}");
        e = assertThrows(ReportInputException.class, () -> RunRecord.read(control));
        assertTrue(!e.getMessage().contains("\u001b"), "control characters are not echoed: " + e.getMessage());
    }

    @Test
    void aProbeAnswerNeedsTheJvmsIdentityAndStrategies() {
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> JvmRecord.readProbe("the probe of '/x/java'", "{}"));
        assertEquals("the probe of '/x/java': $: missing \"vendor\"", e.getMessage());
        e = assertThrows(
                ReportInputException.class,
                () -> JvmRecord.readProbe("the probe of '/x/java'", "{\"vendor\":\"v\",\"version\":\"17\"}"));
        assertEquals("the probe of '/x/java': $: missing \"strategies\"", e.getMessage());
        e = assertThrows(ReportInputException.class, () -> JvmRecord.readProbe("p", "{\"vendor\":"));
        assertTrue(e.getMessage().startsWith("p: not valid JSON"), e.getMessage());
        JvmRecord ok = JvmRecord.readProbe(
                "p",
                "{\"vendor\":\"v\",\"version\":\"21.0.2\",\"strategies\":{\"RayLoop\":{\"tableBytes\":0,\"family\":\"computed\"},"
                        + "\"Mine\":{\"tableBytes\":8,\"origin\":\"Me, 2026\"}}}");
        assertEquals(21, ok.feature());
        assertEquals("computed", ok.strategies().get("RayLoop").family());
        assertNull(ok.strategies().get("RayLoop").origin(), "no origin recorded: null, not a guess");
        assertEquals("Me, 2026", ok.strategies().get("Mine").origin());
    }

    @Test
    void featureReleaseOfVersionTexts() {
        assertEquals(17, JvmRecord.featureOf("17.0.15"));
        assertEquals(25, JvmRecord.featureOf("25"));
        assertEquals(26, JvmRecord.featureOf("26-ea"));
        assertEquals(8, JvmRecord.featureOf("1.8.0_392"));
        assertEquals(-1, JvmRecord.featureOf("banana"));
        assertEquals(-1, JvmRecord.featureOf(null));
    }
}
