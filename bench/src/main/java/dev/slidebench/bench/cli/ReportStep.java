package dev.slidebench.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;

/** The end of a run: the report over its results (until the reports module lands: the results path itself). */
final class ReportStep {

    private ReportStep() {
    }

    static Path write(Path results, PrintWriter out) {
        return results;
    }
}
