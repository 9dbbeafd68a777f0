package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code slidebench jmh ...} reaches JMH's own command line, from {@code main} (before picocli) and
 * through the {@code jmh} command alike; JMH's help, which returns without exiting, shows it.
 */
class JmhPassThroughTest {

    private static final String JMH_USAGE = "Usage: java -jar ... [regexp*] [options]";

    private static String printed(ThrowingRunnable action) throws Exception {
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

    interface ThrowingRunnable {
        void run() throws Exception;
    }

    @Test
    void mainHandsJmhItsArgumentsUntouched() throws Exception {
        String out = printed(() -> SlidebenchCli.main(new String[] {"jmh", "-h"}));
        assertTrue(out.startsWith(JMH_USAGE), out);
        assertTrue(out.contains("-wi <int>"), "JMH's own options, which picocli does not know: " + out);
    }

    @Test
    void theJmhCommandRunsJmhToo() throws Exception {
        int[] code = {-1};
        // in-process, picocli parses the line: "--" keeps JMH's options from it (main never gets here)
        String out = printed(() -> code[0] = CliRun.of("jmh", "--", "-h").exitCode());
        assertEquals(0, code[0]);
        assertTrue(out.startsWith(JMH_USAGE), out);
    }
}
