package dev.slidebench.bench.report;

import dev.slidebench.core.Square;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.chart.GridHeatMap;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The cost of each source square, per value, for a benchmark that reports it the way slidebench's
 * {@code squares} workload does: 64 secondary metrics named after the squares ({@code a1} … {@code h8},
 * LERF: a1 = 0, h8 = 63), each the nanoseconds spent on lookups from that square in an iteration, and
 * {@code lookups}, how many lookups each square made in that iteration. Found from the metric names
 * alone.
 *
 * <p>A square's cost in one iteration is its nanoseconds ÷ its lookups; the square's cost is the median
 * over every iteration of every fork. The median, not a mean, because the clock is wall time and one
 * square's block is short (64 lookups, ~100 ns): a thread descheduled for a few milliseconds charges
 * the whole wait to the one square whose block it was in, which multiplied single squares by 3–5 in a
 * run under load 20 (the other 63 squares of that iteration are untouched). A median over the twelve
 * iterations of a quick run ignores such an iteration unless half of them were hit in the same square.
 * It is a description per square, not a test: the report's intervals and rankings stay on fork means.
 * The two clock reads around each square's block are in every square and every value alike; the
 * control row ({@code BASELINE}) shows their share.
 *
 * @param rows one per value (controls last), each with 64 costs in ns per lookup and the forks they come from
 */
public record SquareCosts(Run run, BenchmarkCase benchmarkCase, List<Row> rows) {

    /** Name of the metric that counts each square's lookups. */
    public static final String LOOKUPS = "lookups";

    public SquareCosts {
        rows = List.copyOf(rows);
    }

    /** One value: its 64 costs (ns per lookup, NaN where a square has no data), and how many forks made them. */
    public record Row(String value, String display, boolean emulated, boolean control, double[] costs, int forks) {

        public double mean() {
            double sum = 0;
            int known = 0;
            for (double c : costs) {
                if (!Double.isNaN(c)) {
                    sum += c;
                    known++;
                }
            }
            return known == 0 ? Double.NaN : sum / known;
        }

        /** The square with the highest (dearest) or lowest cost; -1 when none is known. */
        public int extreme(boolean dearest) {
            return GridHeatMap.extreme(java.util.Arrays.stream(costs).boxed().toList(), dearest);
        }
    }

    /** Whether a result carries the 64 square metrics and the lookup counts. */
    public static boolean reportsSquares(BenchmarkResult result) {
        Set<String> names = result.secondary().keySet();
        if (!names.contains(LOOKUPS)) {
            return false;
        }
        for (int s = 0; s < Square.COUNT; s++) {
            if (!names.contains(Square.name(s))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a secondary metric's name is one of those this view reads. */
    public static boolean isSquareMetric(String name) {
        if (name.equals(LOOKUPS)) {
            return true;
        }
        try {
            return Square.name(Square.parse(name)).equals(name);
        } catch (IllegalArgumentException notASquare) {
            return false;
        }
    }

    /** Every square-cost case of every run of the model. */
    public static List<SquareCosts> of(ReportModel model) {
        List<SquareCosts> all = new ArrayList<>();
        for (Run run : model.runs()) {
            for (CaseAnalysis analysis : model.analyses(run)) {
                SquareCosts costs = of(analysis);
                if (costs != null) {
                    all.add(costs);
                }
            }
        }
        return all;
    }

    /** The square costs of one analysed case, or null when its results do not report squares. */
    public static SquareCosts of(CaseAnalysis analysis) {
        List<Row> rows = new ArrayList<>();
        List<Entry> entries = new ArrayList<>(analysis.ranked());
        entries.addAll(analysis.controls());
        for (Entry entry : entries) {
            Cell cell = entry.cell();
            if (cell.sources().isEmpty() || !cell.sources().stream().allMatch(SquareCosts::reportsSquares)) {
                continue;
            }
            double[] costs = new double[Square.COUNT];
            int forks = 0;
            for (BenchmarkResult source : cell.sources()) {
                Metric lookups = source.secondary().get(LOOKUPS);
                forks += lookups == null ? 0 : lookups.forks();
            }
            for (int s = 0; s < Square.COUNT; s++) {
                List<Double> perIteration = new ArrayList<>();
                for (BenchmarkResult source : cell.sources()) {
                    perIteration.addAll(perIteration(
                            source.secondary().get(Square.name(s)),
                            source.secondary().get(LOOKUPS)));
                }
                costs[s] = median(perIteration);
            }
            rows.add(new Row(entry.value(), entry.display(), entry.traits().emulated(), entry.control(), costs, forks));
        }
        return rows.isEmpty() ? null : new SquareCosts(analysis.run(), analysis.benchmarkCase(), rows);
    }

    /** Per iteration of every fork, nanoseconds ÷ lookups; forks whose rows do not line up are left out. */
    static List<Double> perIteration(Metric nanos, Metric lookups) {
        List<Double> costs = new ArrayList<>();
        if (nanos == null || lookups == null || nanos.forks() != lookups.forks()) {
            return costs;
        }
        for (int f = 0; f < nanos.forks(); f++) {
            double[] n = nanos.iterations()[f];
            double[] l = lookups.iterations()[f];
            if (n.length != l.length) {
                continue;
            }
            for (int i = 0; i < n.length; i++) {
                if (l[i] > 0 && n[i] > 0) {
                    costs.add(n[i] / l[i]);
                }
            }
        }
        return costs;
    }

    /** The median (the mean of the middle two for an even count); NaN for none. */
    static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(values);
        java.util.Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
