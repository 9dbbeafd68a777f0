package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.Control;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Race;
import dev.slidebench.reports.stats.TableStatistics;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The race of a raced plan ({@link RunPlan#race()}): per table (benchmark, thread count, JVM) which
 * strategies are still contenders, the looks taken, and why the table's race ended. The runner asks it
 * which tasks to skip and has it take the looks ({@link Race#look}) between rounds.
 *
 * <p><b>What a look sees.</b> The forks of the table so far as the report reads them (results.json and
 * run.json through {@link ResultSet} and {@link CaseAnalysis}: units, pooled parts, CPU time and each fork's
 * wall ÷ CPU), restricted to the rounds the look is after, on the measure the report ranks on by default
 * ({@link MetricChoice#AUTO}: CPU time when a fork of the table so far was contended, else wall time). Since
 * the parts are kept and a look uses only the rounds before it, a resumed run takes the same looks again from
 * the parts and skips the same strategies.
 *
 * <p><b>The control</b> ({@code BASELINE}, the random workload's measure of everything but the work) is no
 * contender: it runs every round its table still runs, and stops when its table does.
 */
final class Racing {

    /** A table of the race. */
    record TableKey(String benchmark, Integer threads, int jvm) {
        static TableKey of(RunPlan.Task task) {
            return new TableKey(task.benchmark(), task.threads(), task.jvm());
        }
    }

    private static final class Table {
        final TableKey key;
        final String label;
        final List<String> strategies = new ArrayList<>();
        final Set<String> contenders = new LinkedHashSet<>();
        final Map<String, Integer> retired = new LinkedHashMap<>();
        final List<RaceRecord.Look> looks = new ArrayList<>();
        String stop;

        Table(TableKey key, String label) {
            this.key = key;
            this.label = label;
        }
    }

    /** A strategy's forks of one table on both measures: each fork's round, wall, CPU and wall ÷ CPU. */
    record Forks(String strategy, int[] rounds, double[] wall, double[] cpu, double[] contention) {}

    /** A table's forks as the report reads them. */
    record TableForks(boolean higherIsBetter, List<Forks> contenders, List<Forks> controls) {}

    private final RunPlan plan;
    private final Race.Settings settings;
    private final Map<TableKey, Table> tables = new LinkedHashMap<>();
    private int looksThrough;

    Racing(RunPlan plan) {
        this.plan = plan;
        this.settings = plan.race();
        this.looksThrough = settings.firstLook() - 1;
        for (RunPlan.Task task : plan.tasks()) {
            TableKey key = TableKey.of(task);
            Table table = tables.computeIfAbsent(
                    key,
                    k -> new Table(k, task.label() + (plan.jvms().size() > 1 ? " " + plan.jvmLabel(k.jvm()) : "")));
            if (!isControl(task.strategy()) && !table.strategies.contains(task.strategy())) {
                table.strategies.add(task.strategy());
                table.contenders.add(task.strategy());
            }
        }
    }

    Race.Settings settings() {
        return settings;
    }

    private static boolean isControl(String strategy) {
        return Control.PARAM_VALUE.equals(strategy);
    }

    /** Whether the race no longer wants {@code task}: its table's race is decided, or its strategy left. */
    boolean skips(RunPlan.Task task) {
        Table table = tables.get(TableKey.of(task));
        // A table whose every round ran still wants the forks that failed in it: they are missing, for a
        // --resume. A decided table wants no more forks.
        return RaceRecord.DECIDED.equals(table.stop) || table.retired.containsKey(task.strategy());
    }

    /** Whether every table's race has ended (decided or every round run). */
    boolean allStopped() {
        return tables.values().stream().allMatch(t -> t.stop != null);
    }

    /** The looks are taken up to and including the look after this many rounds. */
    int looksThrough() {
        return looksThrough;
    }

    /**
     * Takes the look after {@code rounds} complete rounds in every table still racing, from the forks in
     * {@code results} (results.json, with run.json beside it); returns one line per table that looked.
     */
    List<String> look(int rounds, Path results) {
        Map<TableKey, TableForks> forks = read(results, plan);
        List<String> lines = new ArrayList<>();
        for (Table table : tables.values()) {
            if (table.stop != null) {
                continue;
            }
            lines.add(look(table, rounds, forks.get(table.key)));
            if (table.stop == null && rounds >= settings.maxRounds()) {
                table.stop = RaceRecord.MAX_ROUNDS;
            }
        }
        looksThrough = Math.max(looksThrough, rounds);
        return lines;
    }

    private String look(Table table, int rounds, TableForks forks) {
        List<TableStatistics.Group> groups = new ArrayList<>();
        boolean higherIsBetter = false;
        if (forks != null) {
            MetricKind metric = metric(forks, rounds);
            higherIsBetter = metric == MetricKind.WALL && forks.higherIsBetter();
            for (Forks f : forks.contenders()) {
                TableStatistics.Group group = before(f, rounds, metric);
                if (group != null) {
                    groups.add(group);
                }
            }
        }
        Set<String> judged = new LinkedHashSet<>();
        groups.forEach(g -> judged.add(g.name()));
        List<String> racing = table.contenders.stream().filter(judged::contains).toList();
        String prefix = String.format(Locale.ROOT, "look after round %d: %s: ", rounds, table.label);
        if (racing.isEmpty()) {
            table.looks.add(new RaceRecord.Look(rounds, null, table.contenders.size(), null, false));
            return prefix + "no forks to judge yet; all " + table.contenders.size() + " stay";
        }
        Race.Look look = Race.look(settings, groups, higherIsBetter, racing, rounds);
        look.retired().keySet().forEach(name -> {
            table.contenders.remove(name);
            table.retired.put(name, rounds);
        });
        // contenders without a fork yet (every one failed) were not judged: the table waits for them
        boolean decided = look.decided() && look.contenders().size() == table.contenders.size();
        table.looks.add(new RaceRecord.Look(
                rounds,
                look.leader(),
                table.contenders.size(),
                Double.isNaN(look.reached()) ? null : look.reached(),
                decided));
        if (decided) {
            table.stop = RaceRecord.DECIDED;
        }
        String within = Double.isNaN(look.reached())
                ? "too few forks for an interval"
                : String.format(Locale.ROOT, "all within x%.2f", look.reached());
        return prefix
                + String.format(
                        Locale.ROOT,
                        "%d of %d still racing (leader %s; %s)%s",
                        table.contenders.size(),
                        table.strategies.size(),
                        look.leader(),
                        within,
                        decided ? String.format(Locale.ROOT, ": decided at x%.2f", settings.resolution()) : "");
    }

    /** The measure the report would rank this table on, from the forks of the rounds before the look. */
    private static MetricKind metric(TableForks forks, int rounds) {
        boolean cpuKnown = true;
        double worst = 0;
        List<Forks> all = new ArrayList<>(forks.contenders());
        all.addAll(forks.controls());
        for (Forks f : all) {
            cpuKnown &= f.cpu() != null || forks.controls().contains(f);
            if (f.contention() != null) {
                for (int i = 0; i < f.rounds().length; i++) {
                    if (f.rounds()[i] < rounds) {
                        worst = Math.max(worst, f.contention()[i]);
                    }
                }
            }
        }
        return MetricChoice.AUTO
                .decide(worst >= MetricChoice.CONTENDED, worst, cpuKnown)
                .metric();
    }

    /** {@code forks}' group on {@code metric} with only the forks of the first {@code rounds} rounds, or null. */
    private static TableStatistics.Group before(Forks forks, int rounds, MetricKind metric) {
        double[] values = metric == MetricKind.WALL ? forks.wall() : forks.cpu();
        int n = 0;
        for (int r : forks.rounds()) {
            n += r < rounds ? 1 : 0;
        }
        if (n == 0) {
            return null;
        }
        double[] kept = new double[n];
        int[] keptRounds = new int[n];
        int j = 0;
        for (int i = 0; i < forks.rounds().length; i++) {
            if (forks.rounds()[i] < rounds) {
                kept[j] = values[i];
                keptRounds[j++] = forks.rounds()[i];
            }
        }
        return new TableStatistics.Group(forks.strategy(), kept, keptRounds, null);
    }

    /**
     * Every table's forks in {@code results} as the report reads them; a table without forks (or whose forks
     * the record does not place in rounds) is absent.
     */
    static Map<TableKey, TableForks> read(Path results, RunPlan plan) {
        Map<String, RunPlan.Task> byKey = new LinkedHashMap<>();
        plan.tasks().forEach(t -> byKey.put(t.key(), t));
        Map<TableKey, TableForks> tables = new LinkedHashMap<>();
        ResultSet set;
        try {
            set = ResultSet.load(List.of(results), BenchmarkSettings.STRATEGY_PARAM);
        } catch (ReportInputException e) {
            return tables; // no fork yet (or none readable): nothing to judge
        }
        for (ResultSet.Run run : set.runs()) {
            for (ResultSet.BenchmarkCase benchmarkCase : set.cases()) {
                CaseAnalysis analysis =
                        CaseAnalysis.of(set, run, benchmarkCase, Settings.defaults(), ReportProfile.generic(), null);
                if (analysis == null) {
                    continue;
                }
                TableKey key = null;
                List<Forks> contenders = new ArrayList<>();
                List<Forks> controls = new ArrayList<>();
                List<Entry> entries = new ArrayList<>(analysis.ranked());
                entries.addAll(analysis.controls());
                boolean placed = true;
                for (Entry e : entries) {
                    List<ForkRecord> times = e.cell().forkTimes();
                    RunPlan.Task task = times == null || times.isEmpty()
                            ? null
                            : byKey.get(times.get(0).key());
                    if (task == null || e.rounds() == null) {
                        placed = false;
                        break;
                    }
                    key = TableKey.of(task);
                    Forks f = new Forks(
                            e.value(),
                            e.rounds(),
                            e.forkMeans().get(MetricKind.WALL),
                            e.forkMeans().get(MetricKind.CPU),
                            e.contention());
                    (e.control() ? controls : contenders).add(f);
                }
                if (placed && key != null) {
                    tables.put(key, new TableForks(analysis.higherIsBetter(MetricKind.WALL), contenders, controls));
                }
            }
        }
        return tables;
    }

    /** Ends the race of every table still running for {@code reason} ({@link RaceRecord#BUDGET}). */
    void stopAll(String reason) {
        tables.values().stream().filter(t -> t.stop == null).forEach(t -> t.stop = reason);
    }

    /** One line per table: why its race ended, or that it has not. */
    List<String> stopLines() {
        List<String> lines = new ArrayList<>();
        for (Table t : tables.values()) {
            RaceRecord.Look last = t.looks.isEmpty() ? null : t.looks.get(t.looks.size() - 1);
            String where = last == null || last.leader() == null
                    ? ""
                    : String.format(
                            Locale.ROOT,
                            " (leader %s, %d contender%s%s)",
                            last.leader(),
                            t.contenders.size(),
                            t.contenders.size() == 1 ? "" : "s",
                            last.reached() == null
                                    ? ""
                                    : String.format(Locale.ROOT, ", all within x%.2f", last.reached()));
            String why = t.stop == null
                    ? "not finished"
                    : switch (t.stop) {
                        case RaceRecord.DECIDED ->
                            String.format(Locale.ROOT, "decided after round %d", last == null ? 0 : last.rounds());
                        case RaceRecord.BUDGET -> "stopped: budget spent before it was decided";
                        default ->
                            "stopped: all " + settings.maxRounds() + " rounds run, not decided within x"
                                    + String.format(Locale.ROOT, "%.2f", settings.resolution());
                    };
            lines.add("race " + t.label + ": " + why + where);
        }
        return lines;
    }

    /** The race as run.json records it, with the budget of this sitting. */
    RaceRecord record(Duration budget) {
        List<RaceRecord.Table> recorded = new ArrayList<>();
        for (Table t : tables.values()) {
            recorded.add(
                    new RaceRecord.Table(t.key.benchmark(), t.key.threads(), t.key.jvm(), t.looks, t.retired, t.stop));
        }
        return new RaceRecord(
                settings.alpha(),
                settings.firstLook(),
                settings.maxRounds(),
                settings.margin(),
                settings.resolution(),
                budget == null ? null : Durations.format(budget),
                recorded);
    }
}
