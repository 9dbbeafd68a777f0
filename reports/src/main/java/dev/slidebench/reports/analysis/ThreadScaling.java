package dev.slidebench.reports.analysis;

import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Units;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One benchmark measured at several thread counts in one run (say, one fork per JMH {@code -t} count):
 * each value's cost per operation at each count, and from it operations per second per
 * thread and in total. Each thread count stays its own case with its own statistics; this only lines
 * them up. Found from the data alone: any benchmark, mode and parameter setting that a run measured at
 * two or more thread counts, in a time-per-operation mode.
 *
 * <p>JMH's average time with N threads is the time per operation as one thread sees it, so one thread
 * does 1e9 ÷ score operations per second and N threads together N times that. {@code cpu.time} is CPU time
 * per operation summed over the threads, so 1e9 ÷ it is operations per CPU-second: flat when threads share
 * nothing, falling when they slow each other (shared caches, memory bandwidth, SMT siblings).
 *
 * @param cases the member cases by ascending thread count
 * @param curves one per compared value (controls included, flagged), in the order of the highest count's
 *     ranking
 */
public record ThreadScaling(Run run, BenchmarkCase highest, List<CaseAnalysis> cases, List<Curve> curves) {

    public ThreadScaling {
        cases = List.copyOf(cases);
        curves = List.copyOf(curves);
    }

    /** One value at one thread count: wall ns per operation per thread with its interval, CPU ns per operation. */
    public record Point(int threads, double nanos, double nanosLow, double nanosHigh, double cpuNanos) {

        /** Operations per second of one thread (wall). */
        public double perThread() {
            return 1e9 / nanos;
        }

        /** Operations per second of all threads together (wall). */
        public double total() {
            return threads * perThread();
        }

        /** The interval of {@link #total}: [low, high]. */
        public double[] totalInterval() {
            return new double[] {threads * 1e9 / nanosHigh, threads * 1e9 / nanosLow};
        }

        /** Operations per CPU-second, NaN without {@code cpu.time}. */
        public double perCpuSecond() {
            return 1e9 / cpuNanos;
        }
    }

    /** One value's points by ascending thread count. */
    public record Curve(String value, String display, boolean emulated, boolean control, List<Point> points) {
        public Curve {
            points = List.copyOf(points);
        }

        /** The point at {@code threads}, or null when that count was not measured for this value. */
        public Point at(int threads) {
            return points.stream()
                    .filter(p -> p.threads() == threads)
                    .findFirst()
                    .orElse(null);
        }
    }

    /** The thread counts measured, ascending. */
    public List<Integer> threadCounts() {
        return cases.stream().map(a -> a.benchmarkCase().threads()).toList();
    }

    /** The benchmark's title without its thread count ("Hashing.sha256"). */
    public String title() {
        return titleWithoutThreads(highest);
    }

    /** A case's title without the thread count the case titles add ("Hashing.sha256, 4 threads"). */
    public static String titleWithoutThreads(BenchmarkCase benchmarkCase) {
        return benchmarkCase.title().replaceFirst(", \\d+ threads", "");
    }

    /** Every scaling series of every run of the model, run by run, in case order. */
    public static List<ThreadScaling> of(ReportModel model) {
        List<ThreadScaling> all = new ArrayList<>();
        for (Run run : model.runs()) {
            Map<List<Object>, List<CaseAnalysis>> families = new LinkedHashMap<>();
            for (CaseAnalysis analysis : model.analyses(run)) {
                BenchmarkCase c = analysis.benchmarkCase();
                if (c.threads() != null
                        && !c.mode().higherIsBetter()
                        && c.mode() != JmhMode.SINGLE_SHOT_TIME
                        && !Double.isNaN(Units.factor(c.unit(), "ns/op"))) {
                    families.computeIfAbsent(familyKey(c), k -> new ArrayList<>())
                            .add(analysis);
                }
            }
            for (List<CaseAnalysis> members : families.values()) {
                if (members.size() >= 2) {
                    all.add(of(run, members));
                }
            }
        }
        return all;
    }

    private static ThreadScaling of(Run run, List<CaseAnalysis> members) {
        List<CaseAnalysis> cases = new ArrayList<>(members);
        cases.sort(Comparator.comparingInt(a -> a.benchmarkCase().threads()));
        CaseAnalysis highest = cases.get(cases.size() - 1);
        List<String> values = new ArrayList<>();
        highest.ranked().forEach(e -> values.add(e.value()));
        for (CaseAnalysis analysis : cases) {
            for (Entry e : analysis.ranked()) {
                if (!values.contains(e.value())) {
                    values.add(e.value());
                }
            }
        }
        for (CaseAnalysis analysis : cases) {
            for (Entry e : analysis.controls()) {
                if (!values.contains(e.value())) {
                    values.add(e.value());
                }
            }
        }
        List<Curve> curves = new ArrayList<>();
        for (String value : values) {
            List<Point> points = new ArrayList<>();
            Entry any = null;
            for (CaseAnalysis analysis : cases) {
                Entry entry = analysis.entry(value);
                if (entry == null) {
                    continue;
                }
                any = entry;
                double toNanos = Units.factor(analysis.benchmarkCase().unit(), "ns/op");
                GroupResult wall = entry.result(MetricKind.WALL);
                GroupResult cpu = entry.result(MetricKind.CPU);
                points.add(new Point(
                        analysis.benchmarkCase().threads(),
                        wall.geomean() * toNanos,
                        wall.low() * toNanos,
                        wall.high() * toNanos,
                        cpu == null ? Double.NaN : cpu.geomean() * toNanos));
            }
            curves.add(new Curve(value, any.display(), any.traits().emulated(), any.control(), points));
        }
        return new ThreadScaling(run, highest.benchmarkCase(), cases, curves);
    }

    /**
     * The cases a ranking uses: of a benchmark measured at several thread counts only the highest count,
     * where the threads share the tables most (the point of measuring them); every other case as it is.
     */
    public static List<BenchmarkCase> rankedCases(List<BenchmarkCase> cases) {
        Map<List<Object>, Integer> most = new LinkedHashMap<>();
        for (BenchmarkCase c : cases) {
            if (c.threads() != null) {
                most.merge(familyKey(c), c.threads(), Math::max);
            }
        }
        return cases.stream()
                .filter(c -> c.threads() == null || Objects.equals(most.get(familyKey(c)), c.threads()))
                .toList();
    }

    /**
     * The thread counts of {@code benchmarkCase}'s benchmark among {@code cases}, ascending (empty when the
     * case records no thread count).
     */
    public static List<Integer> threadCountsOf(BenchmarkCase benchmarkCase, List<BenchmarkCase> cases) {
        if (benchmarkCase.threads() == null) {
            return List.of();
        }
        return cases.stream()
                .filter(c -> c.threads() != null && familyKey(c).equals(familyKey(benchmarkCase)))
                .map(BenchmarkCase::threads)
                .distinct()
                .sorted()
                .toList();
    }

    private static List<Object> familyKey(BenchmarkCase c) {
        return List.of(c.benchmark(), c.mode(), c.otherParams());
    }
}
