package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.FileLocks;
import dev.slidebench.bench.run.SuiteRunner;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BiFunction;

/**
 * Takes an open run to its exit code: runs the missing forks, joins the results, writes the report, and
 * from the first fork to the last line names the command that continues the run whenever it stops
 * early (a signal, a full disk, JMH's lock). Exit codes: 0 when every fork finished and the report was
 * written; 1 when forks failed or are missing; 2 when the run could not go on or the report could not be
 * written (one line on stderr saying what to do).
 */
final class RunFinish {

    private final SuiteRunner runner;
    private final PrintWriter out;
    private final BiFunction<Path, PrintWriter, Path> report;

    /**
     * @param report writes the report of a results file and returns its path, or throws
     *     {@link ReportInputException} saying why there is none ({@link ReportStep#write})
     */
    RunFinish(SuiteRunner runner, PrintWriter out, BiFunction<Path, PrintWriter, Path> report) {
        this.runner = runner;
        this.out = out;
        this.report = report;
    }

    int finish(Duration wait) {
        Path dir = runner.directory();
        Thread onSignal = new Thread(() -> {
            out.printf("%ninterrupted; continue with: ./slidebench run --resume %s%n", dir);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(onSignal);
        try {
            int failures = runner.runMissing(wait);
            runner.writeResults();
            int missing = runner.missing().size();
            if (runner.budgetSpent()) {
                // the run ended as asked: what the budget left undone is not an error
                out.printf(
                        "the budget left %d fork(s) unrun; for a firmer result continue with: ./slidebench run --resume"
                                + " %s --budget <more>%n",
                        missing, dir);
                missing = failures;
            } else if (missing > 0) {
                out.printf("%d fork(s) failed or missing; run them with: ./slidebench run --resume %s%n", missing, dir);
            } else if (failures > 0) {
                // a raced run went on without them: the race was decided, or their strategies left it
                out.printf("%d fork(s) failed; the race went on without them%n", failures);
                missing = failures;
            }
            return reportAndExitCode(missing);
        } catch (FileLocks.JmhLockException e) {
            throw new BadInputException(e.getMessage() + "; continue later with --resume " + dir);
        } catch (IOException e) {
            throw cannotWrite(e, "then continue with: ./slidebench run --resume " + dir);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onSignal);
            } catch (IllegalStateException e) {
                // the JVM is shutting down on a signal: the hook says how to continue
            }
        }
    }

    private int reportAndExitCode(int missing) {
        Path results = runner.resultsFile();
        Path written;
        try {
            written = report.apply(results, out);
        } catch (ReportInputException e) {
            if (missing == 0) {
                throw new BadInputException("no report: " + e.getMessage() + "; every fork is in " + results
                        + ": write the report with ./slidebench report " + results + " once that is fixed");
            }
            out.println("no report: " + e.getMessage());
            written = results;
        }
        out.println(written);
        out.flush();
        return missing == 0 ? SlidebenchCli.EXIT_OK : SlidebenchCli.EXIT_CHECK_FAILED;
    }

    /**
     * A file of the run could not be written: one line naming it and the operating system's reason
     * (saying so when the disk is full), then {@code then}, what to do after that is fixed.
     */
    static BadInputException cannotWrite(IOException e, String then) {
        boolean full = AtomicFiles.isDiskFull(e);
        return new BadInputException("cannot write " + AtomicFiles.describe(e) + (full ? " (the disk is full)" : "")
                + "; " + (full ? "free some space" : "fix that") + ", " + then);
    }
}
