package dev.slidebench.bench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and captures its exit code, stdout and stderr. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = SlidebenchCli.newCommandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    String lastLine() {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }

    /** Bad input: exit 2, exactly one line on stderr, no stack trace. */
    boolean isOneLineBadInput() {
        return exitCode == 2
                && err.strip().lines().count() == 1
                && !err.contains("Exception")
                && !err.contains("\tat ");
    }
}
