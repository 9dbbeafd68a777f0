package dev.slidebench.bench.cli;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.Reports;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** The end of a run: the report over its results, in {@code report/} beside {@code results.json}. */
final class ReportStep {

    private ReportStep() {}

    /**
     * Writes the report and returns the path of {@code report.html}; when the results cannot be
     * reported (say, nothing finished), says why and returns the results file, which is kept as it is.
     */
    static Path write(Path results, PrintWriter out) {
        try {
            Reports.Outcome outcome =
                    Reports.generate(new Reports.Options(List.of(results), null, null, "strategy", false));
            for (String message : outcome.messages()) {
                out.println("note: " + message);
            }
            out.println("wrote " + outcome.markdown());
            return outcome.html();
        } catch (ReportInputException e) {
            out.println("no report: " + e.getMessage());
            return results;
        }
    }
}
