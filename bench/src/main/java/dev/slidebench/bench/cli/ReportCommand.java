package dev.slidebench.bench.cli;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.Reports;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.Settings;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code report}: statistics, charts and the report from JMH JSON files (see
 * {@link dev.slidebench.reports.Reports}). The last line printed is the path of {@code report.html}.
 */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Statistics, charts, report.md and a self-contained report.html from JMH JSON results.",
            "",
            "Charts are written as PNG and SVG. Several files (machines, JDKs) are compared run by run; --ab"
                    + " compares two runs as base and test. The last line printed is the path of report.html.",
            ""
        })
public final class ReportCommand extends SlidebenchCommand {

    @CommandLine.Mixin
    ResultsInputs results = new ResultsInputs();

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Output directory; default: a directory named report beside the first input.")
    Path out;

    @Option(
            names = {"--reference", "--baseline"},
            paramLabel = "S",
            description = "Reference for the 'speed vs' column (--baseline is the old name); default "
                    + ReportStep.DEFAULT_REFERENCE + " where it was measured.")
    String reference;

    @Option(
            names = "--metric",
            paramLabel = "auto|wall|cpu",
            defaultValue = "auto",
            description = "Measure the tables rank on: auto (CPU time where a fork was contended, else wall), wall"
                    + " or cpu; both are always shown. Default ${DEFAULT-VALUE}.")
    String metric;

    @Option(
            names = "--confidence",
            paramLabel = "P",
            defaultValue = "0.95",
            description = "Level of every interval; default ${DEFAULT-VALUE}.")
    double confidence;

    @Option(
            names = "--ab",
            description = "Compare two runs: the first is the base, the second the test, or those named with --base"
                    + " and --test.")
    boolean ab;

    @Option(
            names = "--base",
            paramLabel = "SEL",
            description = "With --ab: the base run (its label, a JDK version prefix like 17, or part of the JVM path).")
    String base;

    @Option(names = "--test", paramLabel = "SEL", description = "With --ab: the test run (a run selector, as --base).")
    String test;

    @Override
    public Integer call() {
        Reports.Outcome outcome;
        try {
            Settings settings = new Settings(confidence, Settings.ALPHA, MetricChoice.parse(metric), reference);
            outcome = Reports.generate(new Reports.Options(
                    results.inputs,
                    out,
                    results.by,
                    ab,
                    base,
                    test,
                    settings,
                    ReportStep.profileFor(results.by),
                    ReportStep.VIEWS));
        } catch (ReportInputException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        PrintWriter stdout = stdout();
        for (String message : outcome.messages()) {
            stdout.println("note: " + message);
        }
        if (!outcome.charts().isEmpty()) {
            stdout.println("wrote " + outcome.charts().size() / 2 + " charts (PNG and SVG) to "
                    + outcome.charts().get(0).getParent());
        }
        stdout.println("wrote " + outcome.exports().get(0) + " and "
                + outcome.exports().get(1).getFileName());
        stdout.println("wrote " + outcome.markdown());
        outcome.verdict().forEach(stdout::println);
        stdout.println(outcome.html());
        stdout.flush();
        return SlidebenchCli.EXIT_OK;
    }
}
