package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.AbAnalysis;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;

/**
 * A/B: per benchmark, every value measured in both runs (controls are not compared), the speed-up of
 * the test run over the base with a simultaneous interval, and the verdict that interval gives.
 */
final class AbSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(
                2,
                "A/B: " + context.test().label() + " against " + context.base().label());
        doc.paragraph("Speed-up = speed in the test run \u00f7 speed in the base run (> 1: the test is faster). "
                + "The intervals are simultaneous at " + context.percent() + " over the values of a benchmark"
                + " (Bonferroni), and the verdict is read from them: faster when the interval lies above 1, slower"
                + " when below, else no detectable change. Controls are not compared.");
        for (BenchmarkCase benchmarkCase : context.model().cases()) {
            AbAnalysis ab = AbAnalysis.of(
                    context.model().analysis(context.base(), benchmarkCase),
                    context.model().analysis(context.test(), benchmarkCase),
                    context.model().settings().confidence());
            if (ab == null) {
                continue;
            }
            doc.heading(3, "A/B: " + benchmarkCase.title());
            if (ab.rows().isEmpty()) {
                doc.paragraph("No " + context.noun() + " of this benchmark was measured in both runs.");
                continue;
            }
            String unit =
                    context.model().analysis(context.base(), benchmarkCase).unit(ab.metric());
            table(doc, ab, unit, context.noun(), context.percent());
        }
    }

    /** One row per value measured in both runs: base and test with their intervals, speed-up, verdict. */
    private static void table(Document doc, AbAnalysis ab, String unit, String noun, String percent) {
        List<List<String>> rows = new ArrayList<>();
        for (AbAnalysis.Row row : ab.rows()) {
            rows.add(row(row, ab.metric()));
        }
        doc.table(
                List.of(
                        noun,
                        "base " + ab.metric().id() + " " + unit + " [" + percent + " CI]",
                        "test " + ab.metric().id() + " " + unit + " [" + percent + " CI]",
                        "speed-up [simultaneous " + percent + "]",
                        "verdict"),
                rows,
                new boolean[] {false, true, true, true, false});
    }

    /** The value's name (both names when only one run was emulated), then the two runs and the change. */
    private static List<String> row(AbAnalysis.Row row, MetricKind metric) {
        var base = row.base().result(metric);
        var test = row.test().result(metric);
        return List.of(
                "`" + row.base().display() + "`"
                        + (row.test().traits().emulated() != row.base().traits().emulated()
                                ? " / `" + row.test().display() + "`"
                                : ""),
                Format.number(base.geomean()) + " " + Format.interval(base.low(), base.high()),
                Format.number(test.geomean()) + " " + Format.interval(test.low(), test.high()),
                Format.ratio(row.change().speedup()),
                row.change().verdict());
    }
}
