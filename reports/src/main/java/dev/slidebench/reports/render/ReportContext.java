package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.recommend.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * What every section reads: the analysed model, the verdicts (computed once, by the same code as
 * {@code recommend}), the A/B pair when asked for, and the charts drawn so far (the writer saves them
 * beside the report).
 *
 * @param base the A/B base run, or null without {@code --ab}
 * @param test the A/B test run, or null
 * @param exports file names of the machine-readable exports, linked from the report
 * @param views the project's own sections ({@link ReportView}), in order
 */
public record ReportContext(
        ReportModel model,
        List<Verdict> verdicts,
        Run base,
        Run test,
        List<String> exports,
        List<Charts.ChartImage> charts,
        List<ReportView> views) {

    public ReportContext {
        charts = charts == null ? new ArrayList<>() : charts;
        views = views == null ? List.of() : List.copyOf(views);
    }

    /** Without a project's own sections. */
    public ReportContext(
            ReportModel model,
            List<Verdict> verdicts,
            Run base,
            Run test,
            List<String> exports,
            List<Charts.ChartImage> charts) {
        this(model, verdicts, base, test, exports, charts, List.of());
    }

    public boolean multiRun() {
        return model.runs().size() > 1;
    }

    public boolean ab() {
        return base != null;
    }

    /** Keeps a chart for writing and returns it (null stays null: a chart that had nothing to draw). */
    public Charts.ChartImage add(Charts.ChartImage chart) {
        if (chart != null) {
            charts.add(chart);
        }
        return chart;
    }

    /** A suffix for chart file names that tells runs apart ("" with one run). */
    public String runSuffix(Run run) {
        return multiRun() ? "-run" + (run.index() + 1) : "";
    }

    /** The compared parameter's name, for headers ("strategy"). */
    public String noun() {
        return model.results().byParam();
    }

    /** "95%" for the confidence level. */
    public String percent() {
        return String.format(java.util.Locale.ROOT, "%.0f%%", model.settings().confidence() * 100);
    }
}
