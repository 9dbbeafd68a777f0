package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.JdkDiscovery;
import dev.slidebench.core.StrategyRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --jvm auto} probes every JDK 17+ of the usual places (real JVMs, a second or two each)
 * before it selects strategies: a regex no strategy matches is then refused naming the first JDK's
 * strategies, which are this build's. Where the machine has no JDK 17+ there, that is what is said.
 */
class RunJvmAutoTest {

    @Test
    void autoProbesTheInstalledJdksBeforeSelecting(@TempDir Path tmp) {
        Path out = tmp.resolve("run");
        CliRun run = CliRun.of("run", "--jvm", "auto", "--strategies", "^NoSuchStrategy$", "--out", out.toString());
        boolean anyJdk17 =
                JdkDiscovery.find(JdkDiscovery.searchRoots()).stream().anyMatch(j -> j.feature() >= 17);
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals("", run.out());
        if (anyJdk17) {
            // the line is capped (Echo.MAX_LINE_CHARS) around a "…": its start and its end are the list's
            List<String> names = StrategyRegistry.load().names();
            String line = run.err().strip();
            assertTrue(
                    line.startsWith("slidebench run: --strategies: '^NoSuchStrategy$' matches no strategy; available: "
                            + names.get(0) + ", " + names.get(1) + ", "),
                    line);
            assertTrue(line.endsWith(", " + names.get(names.size() - 1)), line);
        } else {
            assertTrue(run.err().startsWith("slidebench run: --jvm auto: no JDK 17+ found in "), run.err());
        }
        assertFalse(Files.exists(out), "nothing is created before the selection is accepted");
    }

    /** A JDK home as JdkDiscovery finds one (bin/java and a release file) whose java says one line and fails. */
    private static Path brokenJdk(Path home, String version) throws IOException {
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'a broken JDK " + version + "'\nexit 3\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        return home.toRealPath();
    }

    /** Runs {@code run --jvm auto} with {@code ~} (where ~/.jdks is searched) at {@code home}. */
    private static CliRun autoWithHome(Path home, Path out) {
        String userHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            return CliRun.of("run", "--jvm", "auto", "--strategies", "^NoSuchStrategy$", "--out", out.toString());
        } finally {
            System.setProperty("user.home", userHome);
        }
    }

    /**
     * JDK 17 is the first that auto adds and JDK 16 is left out: a broken JDK 17 in ~/.jdks is probed (and
     * refused, naming it), a broken JDK 16 is not (the run goes on to refuse the regex, or finds no JDK).
     * Of two JDKs 17, the one in ~/.jdks under the temporary directory sorts before /usr/lib/jvm's.
     */
    @Test
    void autoAddsJdk17AndLeavesJdk16Out(@TempDir Path tmp) throws IOException {
        Path seventeen = brokenJdk(tmp.resolve("a").resolve(".jdks").resolve("jdk-17"), "17.0.1");
        CliRun probed = autoWithHome(tmp.resolve("a"), tmp.resolve("run-a"));
        assertEquals(2, probed.exitCode(), probed.out() + probed.err());
        assertEquals(
                "slidebench run: --jvm: '" + seventeen.resolve("bin").resolve("java")
                        + "' cannot run slidebench (needs Java 17+): a broken JDK 17.0.1",
                probed.err().strip());

        Path sixteen = brokenJdk(tmp.resolve("b").resolve(".jdks").resolve("jdk-16"), "16.0.2");
        CliRun skipped = autoWithHome(tmp.resolve("b"), tmp.resolve("run-b"));
        assertEquals(2, skipped.exitCode(), skipped.out() + skipped.err());
        String line = skipped.err().strip();
        assertTrue(
                line.startsWith("slidebench run: --strategies: '^NoSuchStrategy$' matches no strategy; available: ")
                        || line.startsWith("slidebench run: --jvm auto: no JDK 17+ found in "),
                line);
        assertFalse(line.contains(sixteen.toString()), line);
    }
}
