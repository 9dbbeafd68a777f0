package dev.slidebench.reports.analysis;

import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.util.Map;

/**
 * One compared value in one table: its measurements, what the run recorded about it, and the
 * statistics of each measure.
 *
 * @param forkMeans per measure, one value per fork (wall in the table's unit, CPU in {@link CaseAnalysis#unit})
 * @param contention per fork, wall ÷ CPU time, or null when CPU time was not recorded
 * @param rounds per fork its round, or null when not known
 * @param results per measure, the statistics (absent for a control)
 */
public record Entry(
        Cell cell,
        Traits traits,
        boolean control,
        Map<MetricKind, double[]> forkMeans,
        double[] contention,
        int[] rounds,
        Map<MetricKind, GroupResult> results) {

    /** The compared parameter's value as in the data. */
    public String value() {
        return cell.value();
    }

    /** The value as shown: {@code name (emulated)} for a fallback path. */
    public String display() {
        return traits.display(cell.value());
    }

    public int forks() {
        return forkMeans.get(MetricKind.WALL).length;
    }

    public boolean singleFork() {
        return forks() == 1;
    }

    public double maxContention() {
        double max = Double.NaN;
        if (contention != null) {
            for (double c : contention) {
                max = Double.isNaN(max) ? c : Math.max(max, c);
            }
        }
        return max;
    }

    public boolean contended() {
        return maxContention() >= MetricChoice.CONTENDED;
    }

    public GroupResult result(MetricKind metric) {
        return results.get(metric);
    }
}
