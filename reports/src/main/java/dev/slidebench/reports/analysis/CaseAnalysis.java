package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.input.Units;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Race;
import dev.slidebench.reports.stats.Ratio;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics of one benchmark case in one run: for each measure (wall, and CPU where recorded) one
 * {@link TableStatistics} over the compared values that are not controls, which measure the table ranks
 * on and why, and the entries in ranked order. Controls ({@code BASELINE}: everything but the work) get
 * their own geometric mean and interval and take part in nothing else.
 */
public final class CaseAnalysis {

    private final Run run;
    private final BenchmarkCase benchmarkCase;
    private final List<Entry> ranked;
    private final List<Entry> controls;
    private final Map<MetricKind, TableStatistics> statistics;
    private final MetricKind rankedOn;
    private final String metricReason;
    private final String reference;
    private final Settings settings;
    private final RaceRecord race;
    private final RaceRecord.Table raceTable;

    private CaseAnalysis(
            Run run,
            BenchmarkCase benchmarkCase,
            List<Entry> ranked,
            List<Entry> controls,
            Map<MetricKind, TableStatistics> statistics,
            MetricKind rankedOn,
            String metricReason,
            String reference,
            Settings settings,
            RaceRecord race,
            RaceRecord.Table raceTable) {
        this.run = run;
        this.benchmarkCase = benchmarkCase;
        this.ranked = ranked;
        this.controls = controls;
        this.statistics = statistics;
        this.rankedOn = rankedOn;
        this.metricReason = metricReason;
        this.reference = reference;
        this.settings = settings;
        this.race = race;
        this.raceTable = raceTable;
    }

    /**
     * @param asked the statistics' settings; a table the run raced is computed at {@link #raced} of them
     * @param only when not null, only these values take part (and no control)
     * @return the analysis, or null when no value of the case takes part
     */
    public static CaseAnalysis of(
            ResultSet set,
            Run run,
            BenchmarkCase benchmarkCase,
            Settings asked,
            ReportProfile profile,
            Collection<String> only) {
        List<Cell> cells = new ArrayList<>();
        for (Cell cell : set.cells(run, benchmarkCase)) {
            if (only == null || only.contains(cell.value())) {
                cells.add(cell);
            }
        }
        if (cells.isEmpty()) {
            return null;
        }
        RaceRecord race = run.metadata() == null ? null : run.metadata().race();
        RaceRecord.Table raceTable = raceTable(run, benchmarkCase);
        Settings settings = raceTable == null ? asked : raced(asked, race.settings());
        boolean describes = set.byParam().equals(profile.parameter());
        List<Cell> compared = new ArrayList<>();
        List<Cell> controlCells = new ArrayList<>();
        for (Cell cell : cells) {
            (ResultSet.isControl(cell.value()) ? controlCells : compared).add(cell);
        }
        List<Measured> measured = new ArrayList<>();
        for (Cell cell : compared) {
            measured.add(measure(cell));
        }
        boolean cpuEverywhere = !measured.isEmpty() && measured.stream().allMatch(m -> m.cpu != null);
        Map<MetricKind, TableStatistics> statistics = new EnumMap<>(MetricKind.class);
        String referenceName = settings.reference() != null ? settings.reference() : profile.defaultReference();
        int referenceIndex = -1;
        for (int i = 0; i < compared.size(); i++) {
            if (compared.get(i).value().equals(referenceName)) {
                referenceIndex = i;
            }
        }
        if (!measured.isEmpty()) {
            statistics.put(
                    MetricKind.WALL,
                    TableStatistics.of(
                            groups(measured, MetricKind.WALL),
                            benchmarkCase.mode().higherIsBetter(),
                            referenceIndex,
                            settings.confidence(),
                            settings.alpha()));
            if (cpuEverywhere) {
                statistics.put(
                        MetricKind.CPU,
                        TableStatistics.of(
                                groups(measured, MetricKind.CPU),
                                false,
                                referenceIndex,
                                settings.confidence(),
                                settings.alpha()));
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < compared.size(); i++) {
            Map<MetricKind, GroupResult> results = new EnumMap<>(MetricKind.class);
            for (Map.Entry<MetricKind, TableStatistics> s : statistics.entrySet()) {
                results.put(s.getKey(), s.getValue().results().get(i));
            }
            entries.add(
                    entry(compared.get(i), measured.get(i), traits(run, compared.get(i), describes), false, results));
        }
        List<Entry> controls = new ArrayList<>();
        for (Cell cell : controlCells) {
            Measured m = measure(cell);
            Map<MetricKind, GroupResult> results = new EnumMap<>(MetricKind.class);
            results.put(
                    MetricKind.WALL,
                    alone(m, MetricKind.WALL, benchmarkCase.mode().higherIsBetter(), settings));
            if (m.cpu != null) {
                results.put(MetricKind.CPU, alone(m, MetricKind.CPU, false, settings));
            }
            controls.add(entry(cell, m, traits(run, cell, describes), true, results));
        }

        boolean contended =
                entries.stream().anyMatch(Entry::contended) || controls.stream().anyMatch(Entry::contended);
        double worst = 0;
        for (Entry e : entries) {
            worst = Double.isNaN(e.maxContention()) ? worst : Math.max(worst, e.maxContention());
        }
        for (Entry e : controls) {
            worst = Double.isNaN(e.maxContention()) ? worst : Math.max(worst, e.maxContention());
        }
        MetricChoice.Decision decision =
                settings.metric().decide(contended, worst, statistics.containsKey(MetricKind.CPU));
        MetricKind rankedOn = decision.metric();
        String reason = decision.reason();
        TableStatistics table = statistics.get(rankedOn);
        List<Entry> ordered = new ArrayList<>();
        if (table != null) {
            for (int index : table.order()) {
                ordered.add(entries.get(index));
            }
        }
        controls.sort(Comparator.comparing(Entry::value));
        String reference = referenceIndex >= 0 ? compared.get(referenceIndex).value() : null;
        return new CaseAnalysis(
                run,
                benchmarkCase,
                List.copyOf(ordered),
                List.copyOf(controls),
                statistics,
                rankedOn,
                reason,
                reference,
                settings,
                raceTable == null ? null : race,
                raceTable);
    }

    /** The race of this case in its run's record, or null when the run did not race it. */
    private static RaceRecord.Table raceTable(Run run, BenchmarkCase benchmarkCase) {
        if (run.metadata() == null || run.metadata().race() == null) {
            return null;
        }
        JvmRecord jvm = run.jvmRecord();
        int jvmIndex = -1;
        for (int i = 0; i < run.metadata().jvms().size(); i++) {
            if (run.metadata().jvms().get(i) == jvm) {
                jvmIndex = i;
            }
        }
        return jvmIndex < 0
                ? null
                : run.metadata().race().table(benchmarkCase.benchmark(), benchmarkCase.threads(), jvmIndex);
    }

    /**
     * The settings of a raced table: the race looked at the data up to L times, each look spending 1/L of
     * the error ({@link Race}), so its intervals and decisions are stated at 1 − (1 − confidence)/L and
     * α/L; they then hold at the asked confidence whatever look the race stopped at.
     */
    static Settings raced(Settings settings, Race.Settings race) {
        int looks = race.looks();
        return new Settings(
                1 - (1 - settings.confidence()) / looks,
                settings.alpha() / looks,
                settings.metric(),
                settings.reference());
    }

    /** A cell's measures, converted: wall in the case's unit, CPU in {@link #cpuUnit}. */
    private record Measured(Metric wall, Metric cpu, double[] contention, int[] rounds) {}

    private static Measured measure(Cell cell) {
        Metric wall = cell.metric();
        for (double mean : wall.forkMeans()) {
            if (!(mean > 0)) {
                BenchmarkResult source = cell.sources().get(0);
                throw new ReportInputException(source.file() + ": $[" + source.index() + "]: " + source.benchmark()
                        + " " + cell.value() + " has a fork mean of " + mean
                        + "; scores must be positive to be compared as ratios");
            }
        }
        Metric cpu = null;
        String cpuUnit = cpuUnit(cell.benchmarkCase());
        for (BenchmarkResult source : cell.sources()) {
            Metric part = source.secondary().get(MetricKind.CPU_METRIC);
            if (part == null) {
                cpu = null;
                break;
            }
            double factor = Units.factor(part.unit(), cpuUnit);
            if (Double.isNaN(factor)) {
                cpu = null;
                break;
            }
            Metric scaled = factor == 1 ? part : part.scaled(factor, cpuUnit);
            cpu = cpu == null ? scaled : cpu.pooledWith(scaled);
        }
        if (cpu != null) {
            boolean usable = cpu.forks() == wall.forks();
            for (double mean : cpu.forkMeans()) {
                usable &= mean > 0;
            }
            if (!usable) {
                cpu = null;
            }
        }
        double[] contention = null;
        if (cpu != null) {
            double toNanosPerOp =
                    nanosPerOp(cell.benchmarkCase().mode(), cell.benchmarkCase().unit());
            double cpuToNanos = Units.factor(cpuUnit, "ns/op");
            if (!Double.isNaN(toNanosPerOp)) {
                contention = new double[wall.forks()];
                for (int f = 0; f < wall.forks(); f++) {
                    double wallNanos = cell.benchmarkCase().mode().higherIsBetter()
                            ? toNanosPerOp / wall.forkMeans()[f]
                            : toNanosPerOp * wall.forkMeans()[f];
                    contention[f] = wallNanos / (cpu.forkMeans()[f] * cpuToNanos);
                }
            }
        }
        if (contention == null
                && cell.forkTimes() != null
                && cell.forkTimes().stream().allMatch(f -> f.contention() != null)) {
            // No cpu.time in the results, but the run record measured each fork's wall ÷ CPU.
            contention = cell.forkTimes().stream()
                    .mapToDouble(ForkRecord::contention)
                    .toArray();
        }
        return new Measured(wall, cpu, contention, rounds(cell));
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

    private static List<TableStatistics.Group> groups(List<Measured> measured, MetricKind metric) {
        List<TableStatistics.Group> groups = new ArrayList<>();
        for (Measured m : measured) {
            groups.add(group(m, metric));
        }
        return groups;
    }

    private static TableStatistics.Group group(Measured m, MetricKind metric) {
        Metric source = metric == MetricKind.WALL ? m.wall : m.cpu;
        return new TableStatistics.Group(
                "",
                source.forkMeans().clone(),
                m.rounds,
                source.iterations().length == 0 ? null : source.iterations()[0]);
    }

    private static GroupResult alone(Measured m, MetricKind metric, boolean higherIsBetter, Settings settings) {
        return TableStatistics.of(
                        List.of(group(m, metric)), higherIsBetter, -1, settings.confidence(), settings.alpha())
                .results()
                .get(0);
    }

    private static Entry entry(
            Cell cell, Measured m, Traits traits, boolean control, Map<MetricKind, GroupResult> results) {
        Map<MetricKind, double[]> forkMeans = new EnumMap<>(MetricKind.class);
        forkMeans.put(MetricKind.WALL, m.wall.forkMeans().clone());
        if (m.cpu != null) {
            forkMeans.put(MetricKind.CPU, m.cpu.forkMeans().clone());
        }
        return new Entry(cell, traits, control, Map.copyOf(forkMeans), m.contention, m.rounds, Map.copyOf(results));
    }

    /** Each fork's round from the run record, or null when any is unknown. */
    static int[] rounds(Cell cell) {
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

    static Traits traits(Run run, Cell cell, boolean describes) {
        return Traits.of(run, cell.value(), describes);
    }

    public Run run() {
        return run;
    }

    public BenchmarkCase benchmarkCase() {
        return benchmarkCase;
    }

    /** The compared values, fastest first on the ranked measure. */
    public List<Entry> ranked() {
        return ranked;
    }

    public List<Entry> controls() {
        return controls;
    }

    /** The statistics of a measure, or null when it was not recorded for every value. */
    public TableStatistics statistics(MetricKind metric) {
        return statistics.get(metric);
    }

    public TableStatistics rankedStatistics() {
        return statistics.get(rankedOn);
    }

    public MetricKind rankedOn() {
        return rankedOn;
    }

    /** One sentence: which measure the table ranks on, and why. */
    public String metricReason() {
        return metricReason;
    }

    /** The reference value measured here, or null. */
    public String reference() {
        return reference;
    }

    /** The settings the statistics were computed at: the asked ones, or for a raced table {@link #raced}. */
    public Settings settings() {
        return settings;
    }

    /** The race of this table, or null when the run did not race it. */
    public RaceRecord.Table raceTable() {
        return raceTable;
    }

    /** The run's race settings, or null when the run did not race this table. */
    public Race.Settings raceSettings() {
        return race == null ? null : race.settings();
    }

    /** The complete rounds after which {@code entry}'s value left the race, or null (a contender, or no race). */
    public Integer leftAfter(Entry entry) {
        return raceTable == null || entry.control() ? null : raceTable.leftAfter(entry.value());
    }

    /** The entry of a value, or null. */
    public Entry entry(String value) {
        for (Entry e : ranked) {
            if (e.value().equals(value)) {
                return e;
            }
        }
        for (Entry e : controls) {
            if (e.value().equals(value)) {
                return e;
            }
        }
        return null;
    }

    /** The fastest value on the ranked measure, or null when only controls were measured. */
    public Entry best() {
        return ranked.isEmpty() ? null : ranked.get(0);
    }

    /**
     * On the ranked measure: how many times the time of {@code of} is that of {@code against}, with the
     * Holm-matched interval of the pair (it excludes 1 exactly when the two are separated).
     */
    public Ratio ratio(Entry of, Entry against) {
        TableStatistics table = rankedStatistics();
        return table.holmRatio(index(table, of), index(table, against));
    }

    private int index(TableStatistics table, Entry entry) {
        GroupResult result = entry.result(rankedOn);
        for (int i = 0; i < table.results().size(); i++) {
            if (table.results().get(i) == result) {
                return i;
            }
        }
        throw new IllegalArgumentException(entry.value() + " is not ranked in " + benchmarkCase.title());
    }

    /** The ranked measure's statistics of a value. */
    public GroupResult result(Entry entry) {
        return entry.result(rankedOn);
    }

    public boolean anyContended() {
        return ranked.stream().anyMatch(Entry::contended) || controls.stream().anyMatch(Entry::contended);
    }

    public boolean anySingleFork() {
        return ranked.stream().anyMatch(Entry::singleFork);
    }

    /** The unit of a measure's values in this table. */
    public String unit(MetricKind metric) {
        return metric == MetricKind.WALL ? benchmarkCase.unit() : cpuUnit(benchmarkCase);
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

    /** Whether a higher value of a measure is better. */
    public boolean higherIsBetter(MetricKind metric) {
        return metric == MetricKind.WALL && benchmarkCase.mode().higherIsBetter();
    }
}
