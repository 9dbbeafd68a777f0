package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.bench.run.PrivateJmhLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** What a new run measures on what: the JVMs probed and the strategies chosen from the options. */
class RunStrategiesTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    @Test
    void theFastestAddedAreSaidBeforeTheStrategiesAreChecked(@TempDir Path tmp) throws IOException {
        // Pext on its own path on a JDK 21: the first of the preference order, so the one fastest added
        Path java = FakeJava.write(
                tmp,
                FakeJava.probeAnswer("21.0.99", "RayLoop", null, "Pext", null),
                FakeJava.ALL_OK,
                FakeJava.FORK_FAILS);
        FlushRecorder said = new FlushRecorder();
        CliRun r = ChosenRegistry.run(
                SlidebenchCli.newCommandLine(),
                said,
                "run",
                "--profile",
                "smoke",
                "--workloads",
                "^random$",
                "--jvm",
                java.toString(),
                "--out",
                tmp.resolve("run").toString(),
                "--seed",
                "3",
                "--strategies",
                "^RayLoop$",
                "--beside-fastest",
                "1");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        String beside = "beside the 1 fastest by slidebench's preference order on this JVM: Pext";
        assertEquals(beside, r.out().lines().findFirst().orElseThrow());
        assertTrue(said.flushedRightAfter(beside), "said before the check of the strategies starts");
        assertTrue(
                r.out().contains("2 strategies + control x random x 1 JVM"),
                "RayLoop and Pext are measured: " + r.out());
    }

    /**
     * Without --jvm the run probes the JVM it runs on (a real probe, about a second); the run then stops at
     * an --out that holds a run, which is checked after the probe.
     */
    @Test
    void withoutJvmTheRunProbesTheJvmItRunsOn(@TempDir Path tmp) throws IOException {
        Path used = Files.createDirectories(tmp.resolve("used"));
        Files.writeString(used.resolve("plan.json"), "{}");
        CliRun r = CliRun.of("run", "--strategies", "^RayLoop$", "--out", used.toString());
        assertEquals(
                "slidebench run: --out: '" + used + "' already holds a run; continue it with --resume " + used
                        + " or choose another --out",
                r.err().strip());
        assertEquals(2, r.exitCode());
    }
}
