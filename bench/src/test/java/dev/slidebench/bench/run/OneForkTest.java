package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.bench.Control;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The smallest real measurement: one fork of the control row with the smoke settings, run by the
 * runner in a child JVM (a few seconds, so it also runs in the mutation profile, unlike
 * RunCommandTest), and the probe's two answers given in this JVM.
 */
class OneForkTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    @Test
    void oneForkIsMeasuredJoinedAndRecordedWithItsTimesAndContention(@TempDir Path tmp) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        JvmRecord self =
                new JvmRecord(java, "v", System.getProperty("java.version"), "vm", List.of(), Map.of(), Map.of());
        RunPlan plan = RunPlan.create(Profile.SMOKE, 5, List.of(), List.of(Workload.RANDOM), List.of(self), null);
        assertEquals(1, plan.tasks().size(), "the control row alone");
        Path dir = tmp.resolve("run");
        StringWriter said = new StringWriter();
        RunPlan.Task task = plan.tasks().get(0);
        int cores = Runtime.getRuntime().availableProcessors();
        Double loadBefore;
        try (SuiteRunner runner = SuiteRunner.create(dir, plan, new PrintWriter(said, true))) {
            Files.writeString(dir.resolve("parts").resolve(".left-over.tmp"), "");
            loadBefore = MachineLoad.loadAverage();
            assertEquals(0, runner.runMissing(Duration.ofSeconds(30)), said.toString());
            assertEquals(List.of(), runner.missing());
            assertFalse(Files.exists(dir.resolve("parts").resolve(".left-over.tmp")));
        }
        // the round's "machine busy" line, where the load was clearly above or below the cores throughout
        Double loadAfter = MachineLoad.loadAverage();
        boolean warned = said.toString().startsWith("machine busy: load ");
        if (loadBefore > cores + 1 && loadAfter > cores + 1) {
            assertTrue(warned, said.toString());
            assertTrue(
                    said.toString()
                            .startsWith(String.format(
                                    Locale.ROOT,
                                    "machine busy: load %s on %d cores%n",
                                    said.toString()
                                            .substring(19, said.toString().indexOf(' ', 19)),
                                    cores)),
                    said.toString());
        } else if (loadBefore < cores - 0.5 && loadAfter < cores - 0.5) {
            assertFalse(warned, said.toString());
        }
        List<String> lines = said.toString()
                .lines()
                .filter(l -> !l.startsWith("machine busy: load "))
                .toList();
        assertEquals(1, lines.size(), said.toString());
        // "[  1/1] random/queen  BASELINE  round 1/1  JDK v  <score> ns/op  x<contention>  <s> s  elapsed m:ss  ETA
        // 0:00"
        Matcher m = Pattern.compile("\\[  1/1\\] random/queen +BASELINE +round 1/1  JDK \\S+ +(\\d+\\.\\d{3}) ns/op +"
                        + "x(\\d+\\.\\d\\d) +\\d+\\.\\d s  elapsed \\d+:\\d\\d  ETA 0:00")
                .matcher(lines.get(0));
        assertTrue(m.matches(), lines.get(0));
        assertTrue(Double.parseDouble(m.group(1)) > 0, lines.get(0));

        JsonArray part = PartFiles.read(dir.resolve("parts").resolve(task.key() + ".json"), plan, task);
        JsonArray results = JsonParser.parseString(Files.readString(dir.resolve("results.json")))
                .getAsJsonArray();
        assertEquals(1, results.size());
        JsonObject result = results.get(0).getAsJsonObject();
        assertEquals(
                Control.PARAM_VALUE,
                result.getAsJsonObject("params").get("strategy").getAsString());
        assertEquals(
                part.get(0).getAsJsonObject().getAsJsonObject("primaryMetric").get("rawData"),
                result.getAsJsonObject("primaryMetric").get("rawData"),
                "the joined row is the part's");
        assertEquals(
                2,
                result.getAsJsonObject("primaryMetric")
                        .getAsJsonArray("rawData")
                        .get(0)
                        .getAsJsonArray()
                        .size(),
                "smoke measures two iterations");
        assertTrue(result.getAsJsonObject("secondaryMetrics").has(CpuTimeProfiler.METRIC));

        RunRecord record = RunRecord.read(dir.resolve("run.json"));
        assertEquals(1, record.forks().size());
        ForkRecord fork = record.forks().get(0);
        assertEquals(task.key(), fork.key());
        assertEquals(0, fork.round());
        assertEquals("random", fork.workload());
        assertEquals(task.benchmark(), fork.benchmark());
        assertEquals(Map.of("strategy", "BASELINE"), fork.params());
        assertEquals(java, fork.jvm());
        assertEquals(0, fork.jvmIndex());
        assertEquals(0, fork.row());
        assertTrue(fork.start().isBefore(fork.end()), fork.toString());
        assertNotNull(fork.loadBefore());
        assertNotNull(fork.loadAfter());
        assertNotNull(fork.steal(), "Linux has /proc/stat");
        assertTrue(fork.steal() >= 0 && fork.steal() <= 1, fork.toString());
        assertEquals(ForkContention.of(part.get(0).getAsJsonObject()), fork.contention());
        assertEquals(String.format(Locale.ROOT, "%.2f", fork.contention()), m.group(2));
    }

    private static String printed(Runnable action) {
        PrintStream before = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setOut(before);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theProbeChecksEachNamedStrategyAndSaysWhichFailed() {
        int[] code = new int[1];
        String out = printed(() -> code[0] = JvmProbe.verify(List.of("RayLoop", "KoggeStone")));
        assertEquals("ok RayLoop\nok KoggeStone\n", out.replace(System.lineSeparator(), "\n"));
        assertEquals(0, code[0]);
        String failed = printed(() -> code[0] = JvmProbe.verify(List.of("RayLoop", "NoSuchStrategy")));
        List<String> lines = failed.lines().toList();
        assertEquals("ok RayLoop", lines.get(0));
        assertTrue(lines.get(1).startsWith("FAIL NoSuchStrategy: threw java.lang.IllegalArgumentException"), failed);
        assertEquals(2, lines.size(), "one line per strategy, whatever the exception says");
        assertEquals(1, code[0]);
    }

    @Test
    void theProbeDescribesEveryStrategyAsThisJvmSeesIt() {
        String out = printed(() -> JvmProbe.main(new String[0]));
        assertEquals(1, out.lines().count(), out);
        JvmRecord record = JvmRecord.readProbe("test", out.strip());
        assertEquals(System.getProperty("java.version"), record.version());
        assertEquals(System.getProperty("java.vendor"), record.vendor());
        assertEquals(System.getProperty("java.vm.name"), record.vmName());
        assertEquals(null, record.path(), "the parent fills in the path");
        dev.slidebench.core.StrategyRegistry registry = dev.slidebench.core.StrategyRegistry.load();
        assertEquals(registry.names(), List.copyOf(record.strategies().keySet()));
        for (dev.slidebench.core.SlidingAttacks s : registry.strategies()) {
            var info = record.strategies().get(s.name());
            assertEquals(s.tableBytes(), info.tableBytes(), s.name());
            assertEquals(s.isIncremental(), info.stateful(), s.name());
            assertEquals(s.hasStoredXray(), info.stored(), s.name());
            assertEquals(s.degradedReason(), info.degraded(), s.name());
            assertEquals(s.family().label(), info.family(), s.name());
            assertTrue(info.initMs() >= 0, s.name());
        }
        assertEquals(Map.of(), record.failures());
    }
}
