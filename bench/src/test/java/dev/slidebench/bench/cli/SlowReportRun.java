package dev.slidebench.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The command line in a JVM of its own, with a report step that says it started and then takes a minute,
 * so a test can send a signal while the report is being written (RunFaultsTest).
 */
public final class SlowReportRun {

    static final String STARTED = "report step started";

    private SlowReportRun() {}

    public static void main(String[] args) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            @SuppressWarnings("unchecked")
            public <K> K create(Class<K> type) throws Exception {
                return type == RunCommand.class ? (K) new RunCommand(SlowReportRun::slowReport) : defaults.create(type);
            }
        };
        System.exit(SlidebenchCli.newCommandLine(factory).execute(args));
    }

    private static Path slowReport(Path results, PrintWriter out) {
        out.println(STARTED);
        out.flush();
        try {
            Thread.sleep(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return results;
    }
}
