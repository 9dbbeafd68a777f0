package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.input.Units;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.stats.TableStatistics;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One cell's measures, converted for its table: wall in the case's unit, CPU time in {@link #cpuUnit}
 * where every source recorded it usably, and per fork its contention (wall ÷ CPU) and its round.
 *
 * @param cpu null when any source lacks {@code cpu.time}, its unit is not a time, its forks differ from
 *     the wall's or a fork's mean is not positive
 * @param contention per fork, or null when neither the results nor the run record give it
 * @param rounds per fork its round from the run record, or null when any is unknown
 */
record Measured(Metric wall, Metric cpu, double[] contention, int[] rounds) {

    /** @throws ReportInputException when a fork's wall mean is not positive (ratios need positive scores) */
    static Measured of(Cell cell) {
        Metric wall = cell.metric();
        for (double mean : wall.forkMeans()) {
            if (!(mean > 0)) {
                BenchmarkResult source = cell.sources().get(0);
                throw new ReportInputException(source.file() + ": $[" + source.index() + "]: " + source.benchmark()
                        + " " + cell.value() + " has a fork mean of " + mean
                        + "; scores must be positive to be compared as ratios");
            }
        }
        Metric cpu = cpu(cell, wall);
        return new Measured(wall, cpu, contention(cell, wall, cpu), rounds(cell));
    }

    /** Every source's {@code cpu.time} in {@link #cpuUnit}, pooled; null when it is not usable (see above). */
    private static Metric cpu(Cell cell, Metric wall) {
        Metric cpu = null;
        String cpuUnit = cpuUnit(cell.benchmarkCase());
        for (BenchmarkResult source : cell.sources()) {
            Metric part = source.secondary().get(MetricKind.CPU_METRIC);
            double factor = part == null ? Double.NaN : Units.factor(part.unit(), cpuUnit);
            if (Double.isNaN(factor)) {
                return null;
            }
            Metric scaled = factor == 1 ? part : part.scaled(factor, cpuUnit);
            cpu = cpu == null ? scaled : cpu.pooledWith(scaled);
        }
        if (cpu == null || cpu.forks() != wall.forks()) {
            return null;
        }
        for (double mean : cpu.forkMeans()) {
            if (!(mean > 0)) {
                return null;
            }
        }
        return cpu;
    }

    /** Per fork wall ÷ CPU time: from the results' CPU time, else from the run record; null without either. */
    private static double[] contention(Cell cell, Metric wall, Metric cpu) {
        JmhMode mode = cell.benchmarkCase().mode();
        double toNanosPerOp = nanosPerOp(mode, cell.benchmarkCase().unit());
        if (cpu != null && !Double.isNaN(toNanosPerOp)) {
            double cpuToNanos = Units.factor(cpuUnit(cell.benchmarkCase()), "ns/op");
            double[] contention = new double[wall.forks()];
            for (int f = 0; f < wall.forks(); f++) {
                double wallNanos =
                        mode.higherIsBetter() ? toNanosPerOp / wall.forkMeans()[f] : toNanosPerOp * wall.forkMeans()[f];
                contention[f] = wallNanos / (cpu.forkMeans()[f] * cpuToNanos);
            }
            return contention;
        }
        if (cell.forkTimes() != null && cell.forkTimes().stream().allMatch(f -> f.contention() != null)) {
            // No cpu.time in the results, but the run record measured each fork's wall ÷ CPU.
            return cell.forkTimes().stream().mapToDouble(ForkRecord::contention).toArray();
        }
        return null;
    }

    /**
     * For a time mode, the factor from the unit to ns/op; for throughput, the number n with
     * ns/op = n / score. NaN when the unit is not a JMH time unit.
     */
    private static double nanosPerOp(JmhMode mode, String unit) {
        if (mode.higherIsBetter()) {
            double opsPerNs = Units.factor(unit, "ops/ns");
            return Double.isNaN(opsPerNs) ? Double.NaN : 1 / opsPerNs;
        }
        return Units.factor(unit, "ns/op");
    }

    /** Each fork's round from the run record, or null when any is unknown. */
    private static int[] rounds(Cell cell) {
        List<ForkRecord> times = cell.forkTimes();
        if (times == null || times.size() != cell.metric().forks()) {
            return null;
        }
        int[] rounds = new int[times.size()];
        for (int i = 0; i < rounds.length; i++) {
            rounds[i] = times.get(i).round();
        }
        return rounds;
    }

    /**
     * CPU time's unit: the case's own when it is a time per operation (so a single-shot case in ms/op
     * reads 2.3 ms/op of CPU beside its wall time, not 2,333,312 ns/op), else ns/op.
     */
    static String cpuUnit(BenchmarkCase benchmarkCase) {
        return !benchmarkCase.mode().higherIsBetter() && !Double.isNaN(Units.factor(benchmarkCase.unit(), "ns/op"))
                ? benchmarkCase.unit()
                : "ns/op";
    }

    /** The measure's replicates as one group of a table. */
    TableStatistics.Group group(MetricKind metric) {
        Metric source = metric == MetricKind.WALL ? wall : cpu;
        return new TableStatistics.Group(
                "",
                source.forkMeans().clone(),
                rounds,
                source.iterations().length == 0 ? null : source.iterations()[0]);
    }

    /** Per measure recorded, one value per fork. */
    Map<MetricKind, double[]> forkMeans() {
        Map<MetricKind, double[]> forkMeans = new EnumMap<>(MetricKind.class);
        forkMeans.put(MetricKind.WALL, wall.forkMeans().clone());
        if (cpu != null) {
            forkMeans.put(MetricKind.CPU, cpu.forkMeans().clone());
        }
        return Map.copyOf(forkMeans);
    }
}
