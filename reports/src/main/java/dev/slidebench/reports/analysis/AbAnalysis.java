package dev.slidebench.reports.analysis;

import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.stats.TwoRuns;
import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark case compared between a base and a test run: every value measured in both except
 * controls, on CPU time when either side ranks on it (and both recorded it), else on wall time.
 */
public record AbAnalysis(BenchmarkCase benchmarkCase, Run base, Run test, MetricKind metric, List<Row> rows) {

    /** One value: base and test entries and the change. */
    public record Row(Entry base, Entry test, TwoRuns.Change change) {}

    /** Null when the case was not measured in both runs. */
    public static AbAnalysis of(CaseAnalysis base, CaseAnalysis test, double confidence) {
        if (base == null || test == null) {
            return null;
        }
        boolean cpu = (base.rankedOn() == MetricKind.CPU || test.rankedOn() == MetricKind.CPU)
                && base.statistics(MetricKind.CPU) != null
                && test.statistics(MetricKind.CPU) != null;
        MetricKind metric = cpu ? MetricKind.CPU : MetricKind.WALL;
        List<Entry> bases = new ArrayList<>();
        List<Entry> tests = new ArrayList<>();
        for (Entry entry : base.ranked()) {
            Entry other = test.entry(entry.value());
            if (other != null && !other.control()) {
                bases.add(entry);
                tests.add(other);
            }
        }
        List<Row> rows = new ArrayList<>();
        if (!bases.isEmpty()) {
            List<TwoRuns.Change> changes = TwoRuns.compare(
                    bases.stream().map(e -> e.forkMeans().get(metric)).toList(),
                    tests.stream().map(e -> e.forkMeans().get(metric)).toList(),
                    base.higherIsBetter(metric),
                    confidence);
            for (int i = 0; i < bases.size(); i++) {
                rows.add(new Row(bases.get(i), tests.get(i), changes.get(i)));
            }
        }
        return new AbAnalysis(base.benchmarkCase(), base.run(), test.run(), metric, List.copyOf(rows));
    }
}
