package dev.slidebench.bench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * One command line built once and executed many times, in-process, as {@link CliRun} does for a
 * single run. Building a {@link CommandLine} over every subcommand costs milliseconds, which
 * thousands of fuzz cases cannot afford; picocli resets every option to its initial value before each
 * parse, and {@link ReusedCliTest} checks that nothing of one run leaks into the next.
 */
final class ReusedCli {

    private final CommandLine cli = SlidebenchCli.newCommandLine();

    CliRun run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }
}
