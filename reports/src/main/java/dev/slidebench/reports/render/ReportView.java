package dev.slidebench.reports.render;

import dev.slidebench.reports.input.BenchmarkResult;
import java.util.List;
import java.util.Set;

/**
 * A section of a project's own in the report, drawn from the same model as the rest: a view of
 * secondary metrics only that project's benchmarks write (bench's {@code SquareCostView} is one). The
 * report places every view of its {@link dev.slidebench.reports.Reports.Options#views()} after thread
 * scaling and before the per-benchmark sections; a view that finds none of its data in the model writes
 * nothing.
 */
public interface ReportView {

    /**
     * Appends this view's sections (headings, paragraphs, tables and charts through
     * {@link ReportContext#add}) to the document; nothing when the model holds none of its data.
     */
    void render(ReportContext context, Document doc);

    /**
     * The secondary metrics of these results (one benchmark's, every run and value) that this view shows,
     * which the benchmark's table of other secondary metrics then leaves out; none by default.
     */
    default Set<String> shownMetrics(List<BenchmarkResult> results) {
        return Set.of();
    }
}
