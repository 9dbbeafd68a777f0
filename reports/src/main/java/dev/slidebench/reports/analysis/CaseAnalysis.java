package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Race;
import dev.slidebench.reports.stats.Ratio;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

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
        List<Cell> cells = set.cells(run, benchmarkCase).stream()
                .filter(cell -> only == null || only.contains(cell.value()))
                .toList();
        if (cells.isEmpty()) {
            return null;
        }
        RaceRecord race = run.metadata() == null ? null : run.metadata().race();
        RaceRecord.Table raceTable = raceTable(run, benchmarkCase);
        Settings settings = raceTable == null ? asked : raced(asked, race.settings());
        boolean describes = set.byParam().equals(profile.parameter());
        List<Cell> compared = cells.stream()
                .filter(cell -> !ResultSet.isControl(cell.value()))
                .toList();
        List<Measured> measured = compared.stream().map(Measured::of).toList();
        int referenceIndex = referenceIndex(
                compared, settings.reference() != null ? settings.reference() : profile.defaultReference());
        Map<MetricKind, TableStatistics> statistics = statistics(measured, benchmarkCase, referenceIndex, settings);
        Function<String, Traits> traits = value -> Traits.of(run, value, describes);
        List<Entry> entries = comparedEntries(compared, measured, statistics, traits);
        List<Entry> controls = new ArrayList<>();
        for (Cell cell : cells) {
            if (ResultSet.isControl(cell.value())) {
                controls.add(control(cell, benchmarkCase, traits.apply(cell.value()), settings));
            }
        }
        controls.sort(Comparator.comparing(Entry::value));
        MetricChoice.Decision decision = decide(settings, statistics, entries, controls);
        TableStatistics table = statistics.get(decision.metric());
        List<Entry> ordered = table == null
                ? List.of()
                : Arrays.stream(table.order()).mapToObj(entries::get).toList();
        return new CaseAnalysis(
                run,
                benchmarkCase,
                List.copyOf(ordered),
                List.copyOf(controls),
                statistics,
                decision.metric(),
                decision.reason(),
                referenceIndex >= 0 ? compared.get(referenceIndex).value() : null,
                settings,
                raceTable == null ? null : race,
                raceTable);
    }

    /** The compared values' entries in input order, each with its results from every measure's table. */
    private static List<Entry> comparedEntries(
            List<Cell> compared,
            List<Measured> measured,
            Map<MetricKind, TableStatistics> statistics,
            Function<String, Traits> traits) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < compared.size(); i++) {
            Map<MetricKind, GroupResult> results = new EnumMap<>(MetricKind.class);
            for (Map.Entry<MetricKind, TableStatistics> s : statistics.entrySet()) {
                results.put(s.getKey(), s.getValue().results().get(i));
            }
            Cell cell = compared.get(i);
            entries.add(entry(cell, measured.get(i), traits.apply(cell.value()), false, results));
        }
        return entries;
    }

    /** The index of the reference value among the compared cells, or −1 when it was not measured. */
    private static int referenceIndex(List<Cell> compared, String referenceName) {
        int referenceIndex = -1;
        for (int i = 0; i < compared.size(); i++) {
            if (compared.get(i).value().equals(referenceName)) {
                referenceIndex = i;
            }
        }
        return referenceIndex;
    }

    /** One table per measure recorded for every compared value: wall always, CPU where all have it. */
    private static Map<MetricKind, TableStatistics> statistics(
            List<Measured> measured, BenchmarkCase benchmarkCase, int referenceIndex, Settings settings) {
        Map<MetricKind, TableStatistics> statistics = new EnumMap<>(MetricKind.class);
        if (measured.isEmpty()) {
            return statistics;
        }
        boolean cpuEverywhere = measured.stream().allMatch(m -> m.cpu() != null);
        for (MetricKind metric : cpuEverywhere ? List.of(MetricKind.WALL, MetricKind.CPU) : List.of(MetricKind.WALL)) {
            List<TableStatistics.Group> groups =
                    measured.stream().map(m -> m.group(metric)).toList();
            statistics.put(
                    metric,
                    TableStatistics.of(
                            groups,
                            higherIsBetter(benchmarkCase, metric),
                            referenceIndex,
                            settings.confidence(),
                            settings.alpha()));
        }
        return statistics;
    }

    /** A control's entry: each measure's geometric mean and interval on its own, in no comparison. */
    private static Entry control(Cell cell, BenchmarkCase benchmarkCase, Traits traits, Settings settings) {
        Measured m = Measured.of(cell);
        Map<MetricKind, GroupResult> results = new EnumMap<>(MetricKind.class);
        for (MetricKind metric :
                m.cpu() != null ? List.of(MetricKind.WALL, MetricKind.CPU) : List.of(MetricKind.WALL)) {
            results.put(
                    metric,
                    TableStatistics.of(
                                    List.of(m.group(metric)),
                                    higherIsBetter(benchmarkCase, metric),
                                    -1,
                                    settings.confidence(),
                                    settings.alpha())
                            .results()
                            .get(0));
        }
        return entry(cell, m, traits, true, results);
    }

    /** Which measure the table ranks on: the settings' rule given the contention seen and whether CPU time is there. */
    private static MetricChoice.Decision decide(
            Settings settings, Map<MetricKind, TableStatistics> statistics, List<Entry> entries, List<Entry> controls) {
        boolean contended =
                entries.stream().anyMatch(Entry::contended) || controls.stream().anyMatch(Entry::contended);
        double worst = 0;
        for (Entry e : entries) {
            worst = Double.isNaN(e.maxContention()) ? worst : Math.max(worst, e.maxContention());
        }
        for (Entry e : controls) {
            worst = Double.isNaN(e.maxContention()) ? worst : Math.max(worst, e.maxContention());
        }
        return settings.metric().decide(contended, worst, statistics.containsKey(MetricKind.CPU));
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

    private static Entry entry(
            Cell cell, Measured m, Traits traits, boolean control, Map<MetricKind, GroupResult> results) {
        return new Entry(cell, traits, control, m.forkMeans(), m.contention(), m.rounds(), Map.copyOf(results));
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
        return metric == MetricKind.WALL ? benchmarkCase.unit() : Measured.cpuUnit(benchmarkCase);
    }

    /** Whether a higher value of a measure is better. */
    public boolean higherIsBetter(MetricKind metric) {
        return higherIsBetter(benchmarkCase, metric);
    }

    /** Wall follows the case's mode (throughput: higher is better); CPU time is a time, lower is better. */
    private static boolean higherIsBetter(BenchmarkCase benchmarkCase, MetricKind metric) {
        return metric == MetricKind.WALL && benchmarkCase.mode().higherIsBetter();
    }
}
