package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.chart.BytesSpeedChart;
import java.util.List;

/** Opens the package-private chart adapters to tests in other packages. */
public final class ChartsAccess {

    private ChartsAccess() {}

    public static List<BytesSpeedChart.Point> points(CaseAnalysis analysis) {
        return Charts.points(analysis);
    }
}
