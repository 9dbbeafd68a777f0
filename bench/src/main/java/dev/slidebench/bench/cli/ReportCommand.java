package dev.slidebench.bench.cli;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.Reports;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code report}: statistics, charts and the report from JMH JSON files (see
 * {@link dev.slidebench.reports.Reports}). The last line printed is the path of {@code report.html}.
 */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Statistics, charts (PNG and SVG), report.md and a self-contained report.html from JMH JSON results.",
            "Several files (machines, JDKs) are compared run by run; --ab compares two runs as base and test.",
            "The last line printed is the path of report.html."
        })
public final class ReportCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(
            arity = "1..*",
            paramLabel = "RESULTS.json",
            description = "JMH JSON result files (written with -rf json).")
    List<Path> inputs;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Output directory; default: a directory named report beside the first input.")
    Path out;

    @Option(
            names = "--baseline",
            paramLabel = "S",
            description = "Reference for the ratio column; default RayLoop where it was measured.")
    String baseline;

    @Option(
            names = "--by",
            paramLabel = "PARAM",
            defaultValue = "strategy",
            description = "Benchmark parameter whose values are compared; default ${DEFAULT-VALUE}.")
    String by;

    @Option(names = "--ab", description = "Compare exactly two runs: the first is the base, the second the test.")
    boolean ab;

    @Override
    public Integer call() {
        Reports.Outcome outcome;
        try {
            outcome = Reports.generate(new Reports.Options(inputs, out, baseline, by, ab));
        } catch (ReportInputException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        for (String message : outcome.messages()) {
            stdout.println("note: " + message);
        }
        if (!outcome.charts().isEmpty()) {
            stdout.println("wrote " + outcome.charts().size() / 2 + " charts (PNG and SVG) to "
                    + outcome.charts().get(0).getParent());
        }
        stdout.println("wrote " + outcome.markdown());
        stdout.println(outcome.html());
        stdout.flush();
        return SlidebenchCli.EXIT_OK;
    }
}
