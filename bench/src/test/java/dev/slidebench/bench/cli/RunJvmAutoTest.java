package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.JdkDiscovery;
import dev.slidebench.core.StrategyRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
