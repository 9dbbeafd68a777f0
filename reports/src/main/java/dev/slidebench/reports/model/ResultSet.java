package dev.slidebench.reports.model;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.input.Units;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * JMH results from one or many files, arranged for comparison: runs × benchmark cases × values of the
 * grouping parameter ({@code strategy} by default).
 *
 * <p>A <em>run</em> is one (file, JDK version, VM name, JVM path): several files (machines, JDKs, an
 * A/B pair) or several JVMs inside one file each make their own run. If one file holds the same
 * benchmark twice for one JVM (say with different JVM flags), the run is split by JVM arguments; if
 * that still leaves duplicates their forks are pooled and a warning says so.
 *
 * <p>A <em>benchmark case</em> is one benchmark method in one mode with one thread count and one set
 * of values of the other parameters; the grouping parameter's values are compared within it. Nothing
 * here knows slidebench's own benchmark names. The value {@code BASELINE} (any case) is taken as a
 * control row, the convention of slidebench and Commons RNG for "everything but the work".
 */
public final class ResultSet {

    /** The grouping parameter's value shown for a result that does not have the parameter. */
    public static final String NO_VALUE = "-";

    /**
     * One run. {@code results} are its JMH elements; {@code metadata} is the sidecar, or null with
     * {@code metadataNote} saying why.
     */
    public record Run(
            int index,
            String label,
            Path file,
            String fileLabel,
            String jdkVersion,
            String vmName,
            String vmVersion,
            String jvm,
            String jvmArgsVariant,
            List<BenchmarkResult> results,
            RunRecord metadata,
            String metadataNote) {

        /** Where this run's record is (read or not): {@code run.json} beside the results. */
        public Path recordFile() {
            return file.toAbsolutePath().normalize().resolveSibling(RunRecord.FILE_NAME);
        }

        /**
         * The record's entry for this run's JVM: the one whose {@code path} is the results' {@code jvm} (a
         * record may also name the JDK home, whose {@code bin/java} JMH reports), or the only one; null when
         * there is no record or no entry matches.
         */
        public JvmRecord jvmRecord() {
            if (metadata == null) {
                return null;
            }
            for (JvmRecord candidate : metadata.jvms()) {
                if (candidate.path() != null
                        && jvm != null
                        && (jvm.equals(candidate.path())
                                || jvm.startsWith(
                                        candidate.path().endsWith("/") ? candidate.path() : candidate.path() + "/"))) {
                    return candidate;
                }
            }
            return metadata.jvms().size() == 1 ? metadata.jvms().get(0) : null;
        }

        /** The distinct JVM argument lists of this run's results. */
        public Set<List<String>> jvmArgs() {
            return results.stream().map(BenchmarkResult::jvmArgs).collect(Collectors.toCollection(LinkedHashSet::new));
        }
    }

    /** One benchmark method, mode, thread count and setting of the other parameters. */
    public record BenchmarkCase(
            int index,
            String benchmark,
            JmhMode mode,
            Integer threads,
            Map<String, String> otherParams,
            String title,
            String slug,
            String unit) {

        public String method() {
            return BenchmarkResult.methodOf(benchmark);
        }

        public String simpleClassName() {
            return BenchmarkResult.simpleClassNameOf(benchmark);
        }
    }

    /**
     * The measurements of one value in one case and run, in the case's unit. {@code forkTimes} pairs
     * each fork with its start and end from the sidecar, or is null when they are not known.
     */
    public record Cell(
            Run run,
            BenchmarkCase benchmarkCase,
            String value,
            Metric metric,
            List<BenchmarkResult> sources,
            List<ForkRecord> forkTimes) {}

    record CaseKey(String benchmark, JmhMode mode, Integer threads, Map<String, String> otherParams) {}

    private record CellKey(int run, int benchmarkCase, String value) {}

    private final String byParam;
    private final List<Run> runs;
    private final List<BenchmarkCase> cases;
    private final Map<CellKey, Cell> cells;
    private final List<String> values;
    private final List<String> warnings;

    private ResultSet(
            String byParam,
            List<Run> runs,
            List<BenchmarkCase> cases,
            Map<CellKey, Cell> cells,
            List<String> values,
            List<String> warnings) {
        this.byParam = byParam;
        this.runs = runs;
        this.cases = cases;
        this.cells = cells;
        this.values = values;
        this.warnings = warnings;
    }

    public String byParam() {
        return byParam;
    }

    public List<Run> runs() {
        return runs;
    }

    public List<BenchmarkCase> cases() {
        return cases;
    }

    /** Every value of the grouping parameter, in order of first appearance. */
    public List<String> values() {
        return values;
    }

    /** Things the reader noticed and the report should say (pooled duplicates, ignored sidecars, dropped values). */
    public List<String> warnings() {
        return warnings;
    }

    /** The cells of one run and case, in order of first appearance of their values. */
    public List<Cell> cells(Run run, BenchmarkCase benchmarkCase) {
        List<Cell> found = new ArrayList<>();
        for (String value : values) {
            Cell cell = cells.get(new CellKey(run.index(), benchmarkCase.index(), value));
            if (cell != null) {
                found.add(cell);
            }
        }
        return found;
    }

    public Cell cell(Run run, BenchmarkCase benchmarkCase, String value) {
        return cells.get(new CellKey(run.index(), benchmarkCase.index(), value));
    }

    /** Whether a value is a control row ({@code BASELINE}): shown, but not ranked, compared or recommended. */
    public static boolean isControl(String value) {
        return value.equalsIgnoreCase("BASELINE");
    }

    /** Reads and arranges {@code files}; any bad file is a {@link ReportInputException} before anything is written. */
    public static ResultSet load(List<Path> files, String byParam) {
        if (files.isEmpty()) {
            throw new ReportInputException("no input files: give one or more JMH JSON files");
        }
        if (byParam == null || byParam.isBlank()) {
            throw new ReportInputException("--by: empty parameter name");
        }
        List<String> warnings = new ArrayList<>();
        Map<Path, List<BenchmarkResult>> byFile = RunReader.readAll(files);
        Map<Path, RunRecord> metadata = new LinkedHashMap<>();
        Map<Path, String> metadataNotes = new LinkedHashMap<>();
        RunReader.readSidecars(files, metadata, metadataNotes, warnings);
        RunReader.requireParam(files, byFile, byParam);
        List<Run> runs = RunReader.runs(files, byFile, byParam, metadata, metadataNotes, warnings);
        Map<CaseKey, List<BenchmarkResult>> caseMembers = new LinkedHashMap<>();
        for (Run run : runs) {
            for (BenchmarkResult result : run.results()) {
                caseMembers
                        .computeIfAbsent(caseKey(result, byParam), k -> new ArrayList<>())
                        .add(result);
            }
        }
        List<BenchmarkCase> cases = buildCases(caseMembers);
        Map<CaseKey, BenchmarkCase> caseByKey = new LinkedHashMap<>();
        int c = 0;
        for (CaseKey key : caseMembers.keySet()) {
            caseByKey.put(key, cases.get(c++));
        }
        Set<String> values = new LinkedHashSet<>();
        Map<CellKey, Cell> cells = new LinkedHashMap<>();
        int dropped = 0;
        for (Run run : runs) {
            dropped += addCells(run, byParam, caseByKey, values, cells, warnings);
        }
        if (dropped > 0) {
            warnings.add(dropped
                    + " non-finite iteration value(s) (\"NaN\", \"+INF\", \"-INF\") were left out of the statistics.");
        }
        return new ResultSet(
                byParam,
                Collections.unmodifiableList(runs),
                Collections.unmodifiableList(cases),
                cells,
                List.copyOf(values),
                Collections.unmodifiableList(warnings));
    }

    /**
     * One run's cells: its results grouped by case and value, each group's forks pooled in the case's unit
     * with their fork times; adds the values seen and returns how many non-finite iteration values were left out.
     */
    private static int addCells(
            Run run,
            String byParam,
            Map<CaseKey, BenchmarkCase> caseByKey,
            Set<String> values,
            Map<CellKey, Cell> cells,
            List<String> warnings) {
        Map<CellKey, List<BenchmarkResult>> members = new LinkedHashMap<>();
        Map<CellKey, BenchmarkCase> caseOf = new LinkedHashMap<>();
        for (BenchmarkResult result : run.results()) {
            BenchmarkCase benchmarkCase = caseByKey.get(caseKey(result, byParam));
            String value = result.params().getOrDefault(byParam, NO_VALUE);
            values.add(value);
            CellKey key = new CellKey(run.index(), benchmarkCase.index(), value);
            caseOf.put(key, benchmarkCase);
            members.computeIfAbsent(key, k -> new ArrayList<>()).add(result);
        }
        int dropped = 0;
        for (Map.Entry<CellKey, List<BenchmarkResult>> entry : members.entrySet()) {
            BenchmarkCase benchmarkCase = caseOf.get(entry.getKey());
            Metric metric = null;
            for (BenchmarkResult result : entry.getValue()) {
                Metric converted = inUnit(result, benchmarkCase.unit());
                metric = metric == null ? converted : metric.pooledWith(converted);
                dropped += result.primary().droppedValues();
            }
            List<ForkRecord> times = ForkJoin.forkTimes(run, entry.getValue(), metric, warnings);
            cells.put(
                    entry.getKey(),
                    new Cell(
                            run,
                            benchmarkCase,
                            entry.getKey().value(),
                            metric,
                            Collections.unmodifiableList(entry.getValue()),
                            times));
        }
        return dropped;
    }

    static CaseKey caseKey(BenchmarkResult result, String byParam) {
        Map<String, String> others = new TreeMap<>(result.params());
        others.remove(byParam);
        return new CaseKey(result.benchmark(), result.mode(), result.threads(), Collections.unmodifiableMap(others));
    }

    private static List<BenchmarkCase> buildCases(Map<CaseKey, List<BenchmarkResult>> members) {
        List<CaseKey> keys = new ArrayList<>(members.keySet());
        Map<String, Long> shortNameBenchmarks = keys.stream()
                .map(CaseKey::benchmark)
                .distinct()
                .collect(Collectors.groupingBy(ResultSet::shortName, Collectors.counting()));
        Map<String, Long> modesPerName = new java.util.HashMap<>();
        for (CaseKey key : keys) {
            modesPerName.merge(key.benchmark() + key.otherParams() + key.threads(), 1L, Long::sum);
        }
        List<BenchmarkCase> cases = new ArrayList<>();
        Set<String> slugs = new java.util.HashSet<>();
        for (int i = 0; i < keys.size(); i++) {
            CaseKey key = keys.get(i);
            String name = shortNameBenchmarks.get(shortName(key.benchmark())) > 1
                    ? key.benchmark()
                    : shortName(key.benchmark());
            StringBuilder title = new StringBuilder(name);
            if (!key.otherParams().isEmpty()) {
                title.append(key.otherParams().entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(", ", " (", ")")));
            }
            if (key.threads() != null && key.threads() != 1) {
                title.append(", ").append(key.threads()).append(" threads");
            }
            if (modesPerName.get(key.benchmark() + key.otherParams() + key.threads()) > 1) {
                title.append(" [").append(key.mode().label()).append(']');
            }
            String slug = slug(title.toString());
            String unique = slug;
            for (int n = 2; !slugs.add(unique); n++) {
                unique = slug + "-" + n;
            }
            String unit = members.get(key).get(0).primary().unit();
            cases.add(new BenchmarkCase(
                    i, key.benchmark(), key.mode(), key.threads(), key.otherParams(), title.toString(), unique, unit));
        }
        return cases;
    }

    /** {@code Class.method} from {@code package.Class.method}. */
    public static String shortName(String benchmark) {
        int dot = benchmark.lastIndexOf('.');
        if (dot < 0) {
            return benchmark;
        }
        int before = benchmark.lastIndexOf('.', dot - 1);
        return benchmark.substring(before + 1);
    }

    public static String slug(String text) {
        String slug =
                text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-+|-+$)", "");
        if (slug.length() > 80) {
            slug = slug.substring(0, 80);
        }
        return slug.isEmpty() ? "benchmark" : slug;
    }

    private static Metric inUnit(BenchmarkResult result, String unit) {
        Metric metric = result.primary();
        double factor = Units.factor(metric.unit(), unit);
        if (Double.isNaN(factor)) {
            throw new ReportInputException(result.file() + ": $[" + result.index() + "]: score unit '" + metric.unit()
                    + "' cannot be compared with '" + unit + "' used for " + result.benchmark() + " elsewhere");
        }
        return factor == 1 ? metric : metric.scaled(factor, unit);
    }
}
