package dev.slidebench.reports.model;

import dev.slidebench.reports.input.BenchmarkResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A run while the results are arranged: its file, its results and the JVM-arguments variant that split it. */
final class RunDraft {
    final Path file;
    final List<BenchmarkResult> results = new ArrayList<>();
    String jvmArgsVariant;

    RunDraft(Path file) {
        this.file = file;
    }

    BenchmarkResult first() {
        return results.get(0);
    }
}
