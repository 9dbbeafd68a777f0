package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.bench.run.FinishedRun;
import dev.slidebench.bench.run.PrivateJmhLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The last lines of {@code run}: the count of forks that failed or are missing with the command that
 * runs them (only when there are some), then the report's own lines and last the report's path; exit 0
 * only when every fork is in.
 */
class RunFinishTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    /** The command line with {@code run}'s report step replaced by {@code report}. */
    private static CommandLine withReport(BiFunction<Path, PrintWriter, Path> report) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        return SlidebenchCli.newCommandLine(new CommandLine.IFactory() {
            @Override
            @SuppressWarnings("unchecked")
            public <K> K create(Class<K> type) throws Exception {
                return type == RunCommand.class ? (K) new RunCommand(report) : defaults.create(type);
            }
        });
    }

    @Test
    void aRunWithEveryForkInEndsWithTheReportAndExitZero(@TempDir Path tmp) throws IOException {
        Path run = FinishedRun.write(tmp.resolve("run"), FinishedRun.SMALL);
        Path page = tmp.resolve("page.html");
        FlushRecorder said = new FlushRecorder();
        CliRun r = ChosenRegistry.run(
                withReport((results, out) -> {
                    out.println("the verdict for " + results);
                    return page;
                }),
                said,
                "run",
                "--resume",
                run.toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertEquals("", r.err());
        List<String> lines = r.out().lines().toList();
        assertFalse(r.out().contains("fork(s) failed or missing"), "no fork is missing: " + r.out());
        assertEquals("the verdict for " + run.resolve("results.json"), lines.get(lines.size() - 2));
        assertEquals(page.toString(), lines.get(lines.size() - 1), "the report's path, last and flushed");
    }

    /**
     * A raced run whose every fork failed (the fake JVM runs none): its race runs every round without a
     * look to decide on, and the failed forks stay missing, counted, with the command that runs them; exit
     * 1 (forks failed), not 2 ("every fork is in").
     */
    @Test
    void aRacedRunWhoseForksAllFailedSaysSoAndExitsOne(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path out = tmp.resolve("run");
        // the quick profile's 6 rounds of RayLoop and the control: 12 forks, none of which the fake JVM runs
        CliRun r = NewRunTest.run(java, out);
        assertTrue(r.out().contains("12 fork(s) failed or missing"), r.out());
        assertEquals(1, r.exitCode(), r.err());
    }
}
