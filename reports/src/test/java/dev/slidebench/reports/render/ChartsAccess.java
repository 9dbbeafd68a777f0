package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import java.util.List;

/** Opens the package-private chart helpers to tests in other packages. */
public final class ChartsAccess {

    private ChartsAccess() {}

    public static List<Entry> paretoFront(List<Entry> entries, MetricKind metric) {
        return Charts.paretoFront(entries, metric);
    }
}
