package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.PrivateJmhLock;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.WrongOnFullBoard;
import dev.slidebench.core.WrongWithEdgesSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plug-ins wrong only where squares outside their relevant mask are set (a full board; the rim around an
 * empty relevant mask) are refused by {@code verify} and by {@code run}'s pre-flight check, which runs
 * core's Verifier in the JVM that would measure them; nothing is measured.
 */
class OutsideMaskPluginTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static final String FULL = WrongOnFullBoard.class.getName();
    private static final String EDGES = WrongWithEdgesSet.class.getName();

    @TempDir
    Path dir;

    @Test
    void verifyRefusesBoth() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop", FULL, EDGES);
        CliRun run = ChosenRegistry.run(registry, "verify", "--random", "1000");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(0).endsWith(", 1,297,776 cases each"), lines.get(0));
        assertTrue(lines.get(1).startsWith("RayLoop ") && lines.get(1).contains(" ok "), lines.get(1));
        // a full board: rook on a1, every square but its own set; it answers as on an empty board
        assertTrue(
                lines.get(2)
                        .endsWith("FAIL  WrongOnFullBoard (stateless): rook on a1 with occupied 0xfffffffffffffffe:"
                                + " expected 0x0000000000000102, got 0x01010101010101fe"),
                lines.get(2));
        // rook on a1, nothing on a2-a7 and b1-g1, every other square set: it sees up to a8 and h1, all
        // on the rim, which the wrong plug-in leaves out
        assertTrue(
                lines.get(3)
                        .endsWith("FAIL  WrongWithEdgesSet (stateless): rook on a1 with occupied 0xfffefefefefefe80:"
                                + " expected 0x01010101010101fe, got 0x0000000000000000"),
                lines.get(3));
        assertEquals("1 passed, 2 failed", run.lastLine());
    }

    /**
     * A {@code java} that is the real one with the plug-ins' services directory added to every class
     * path it is given, so the probe and the pre-flight check see the plug-ins as a user's JVM would; a
     * fork (anything that is not the probe) fails at once.
     */
    private Path javaWithPlugins() throws IOException {
        Path services = dir.resolve("plugins/META-INF/services/dev.slidebench.core.SlidingAttacks");
        Files.createDirectories(services.getParent());
        Files.write(services, List.of(FULL, EDGES));
        Path java = dir.resolve("jdk/bin/java");
        Files.createDirectories(java.getParent());
        String real = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(
                java,
                "#!/bin/bash\n"
                        + "case \"$*\" in *JvmProbe*) ;; *) echo 'not measuring' >&2; exit 1 ;; esac\n"
                        + "args=(); previous=\n"
                        + "for a in \"$@\"; do\n"
                        + "  if [ \"$previous\" = -cp ]; then a=\"$a:" + dir.resolve("plugins") + "\"; fi\n"
                        + "  args+=(\"$a\"); previous=\"$a\"\n"
                        + "done\n"
                        + "exec '" + real + "' \"${args[@]}\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Test
    void runRefusesToMeasureThem() throws IOException {
        Path out = dir.resolve("run");
        CliRun run = CliRun.of(
                "run",
                "--profile",
                "smoke",
                "--workloads",
                "^random$",
                "--strategies",
                "^(WrongOnFullBoard|WrongWithEdgesSet|RayLoop)$",
                "--jvm",
                javaWithPlugins().toString(),
                "--out",
                out.toString());

        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("verifying 3 strategies against the reference before measuring"), run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(
                run.err()
                        .startsWith("slidebench run: refusing to measure a wrong strategy: WrongOnFullBoard"
                                + " (stateless): rook on a1 with occupied 0xfffffffffffffffe"),
                run.err());
        assertTrue(run.err().strip().endsWith("(and 1 more); nothing was measured"), run.err());
        assertFalse(Files.exists(out.resolve("results.json")), "nothing measured");
    }
}
