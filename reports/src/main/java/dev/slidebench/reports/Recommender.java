package dev.slidebench.reports;

import dev.slidebench.reports.Analysis.CaseTable;
import dev.slidebench.reports.Analysis.Row;
import dev.slidebench.reports.ResultSet.BenchmarkCase;
import dev.slidebench.reports.ResultSet.Run;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Turns JMH results into a ranked shortlist and one choice, with the reasons.
 *
 * <p>The rule, in order:
 * <ol>
 * <li>Benchmarks: those matching {@code --workload} (case-insensitive, ignoring '-' and '_': the
 *     method name, the class's simple name with or without a trailing "Benchmark"/"Bench", or
 *     {@code Class.method}); all benchmarks without it. Every run of the inputs takes part.</li>
 * <li>Candidates: every value of the grouping parameter measured in all those benchmarks and runs,
 *     except control rows ({@code BASELINE}).</li>
 * <li>Constraints ({@code --max-table-bytes}, {@code --need-xray}: x-rays from stored tables,
 *     {@code --incremental}: a board that keeps incremental state) are judged from run.json only.
 *     A candidate whose property is not recorded cannot be shown to satisfy a constraint and is
 *     excluded, saying so. If the inputs record the property for no candidate at all, the
 *     constraint cannot be judged: that is bad input (exit 2), never a guess.</li>
 * <li>Score: for each benchmark and run, the candidate's speed relative to the fastest remaining
 *     candidate (1 = fastest); the shortlist is ordered by the geometric mean of these.</li>
 * <li>Choice: the first of the shortlist, unless other candidates share its tie group (see
 *     {@link Stats}: every two members cannot be told apart, Welch + Holm at α = 0.01 among the
 *     remaining candidates) in every benchmark and run, and all their table sizes are known: then
 *     the one with the smallest tables, because a smaller table leaves more cache to the rest of an
 *     engine. Sharing the group, not merely tying with the first, keeps a slow but noisy candidate
 *     from winning on table size alone; and the candidate must also be practically as fast (a
 *     geometric-mean speed within {@link #PRACTICAL_TOLERANCE} of the first), because with few forks
 *     a 99.9% interval is wide enough to tie strategies twice as slow, and "cannot be told apart"
 *     is not "equal".</li>
 * </ol>
 */
public final class Recommender {

    /** A tied candidate may replace the fastest only when at least this fraction as fast (geometric mean). */
    public static final double PRACTICAL_TOLERANCE = 0.95;

    private Recommender() {}

    /**
     * @param workload benchmark to match, or null for all
     * @param maxTableBytes largest table allowed, or null
     */
    public record Request(
            List<Path> inputs,
            String byParam,
            String workload,
            Long maxTableBytes,
            boolean needXray,
            boolean incremental) {}

    /** The lines to print and the choice ({@code null} when no candidate satisfies the constraints). */
    public record Recommendation(List<String> lines, String chosen) {}

    private record Constraint(
            String option,
            String property,
            Function<RunMetadata.StrategyInfo, Object> read,
            Function<Object, String> violation) {}

    public static Recommendation recommend(Request request) {
        ResultSet set = ResultSet.load(request.inputs(), request.byParam());
        return recommend(set, request);
    }

    static Recommendation recommend(ResultSet set, Request request) {
        if (request.maxTableBytes() != null && request.maxTableBytes() < 0) {
            throw new ReportInputException("--max-table-bytes: must be >= 0, got " + request.maxTableBytes());
        }
        List<BenchmarkCase> cases = selectCases(set, request.workload());
        List<String> lines = new ArrayList<>();
        List<String> runLabels = set.runs().stream().map(Run::label).toList();
        lines.add("Workload: " + (request.workload() == null ? "all benchmarks" : request.workload()) + " \u2192 "
                + String.join(", ", cases.stream().map(BenchmarkCase::title).toList()) + "; "
                + (runLabels.size() == 1 ? "run " : runLabels.size() + " runs: ") + String.join("; ", runLabels));

        // Candidates: measured everywhere selected.
        Set<String> seen = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            for (BenchmarkCase benchmarkCase : cases) {
                for (ResultSet.Cell cell : set.cells(run, benchmarkCase)) {
                    if (!ResultSet.isControl(cell.value())) {
                        seen.add(cell.value());
                    }
                }
            }
        }
        Map<String, String> excluded = new LinkedHashMap<>();
        List<String> candidates = new ArrayList<>();
        for (String value : seen) {
            String missing = null;
            for (Run run : set.runs()) {
                for (BenchmarkCase benchmarkCase : cases) {
                    if (missing == null
                            && set.cell(run, benchmarkCase, value) == null
                            && !set.cells(run, benchmarkCase).isEmpty()) {
                        missing = "not measured in " + benchmarkCase.title()
                                + (set.runs().size() > 1 ? " (" + run.label() + ")" : "");
                    }
                }
            }
            if (missing != null) {
                excluded.put(value, missing);
            } else {
                candidates.add(value);
            }
        }

        List<Constraint> constraints = new ArrayList<>();
        List<String> constraintText = new ArrayList<>();
        if (request.maxTableBytes() != null) {
            long limit = request.maxTableBytes();
            constraints.add(new Constraint(
                    "--max-table-bytes",
                    "table bytes",
                    RunMetadata.StrategyInfo::tableBytes,
                    v -> (Long) v > limit
                            ? "table " + Format.bytes((Long) v) + " > --max-table-bytes "
                                    + String.format(Locale.ROOT, "%,d", limit)
                            : null));
            constraintText.add("tables of at most " + String.format(Locale.ROOT, "%,d", limit) + " bytes");
        }
        if (request.needXray()) {
            constraints.add(new Constraint(
                    "--need-xray",
                    "stored x-ray",
                    RunMetadata.StrategyInfo::storedXray,
                    v -> Boolean.TRUE.equals(v) ? null : "no stored x-ray (--need-xray)"));
            constraintText.add("x-rays from stored tables");
        }
        if (request.incremental()) {
            constraints.add(new Constraint(
                    "--incremental",
                    "incremental state",
                    RunMetadata.StrategyInfo::incremental,
                    v -> Boolean.TRUE.equals(v) ? null : "keeps no incremental state (--incremental)"));
            constraintText.add("a board with incremental state");
        }
        lines.add("Constraints: " + (constraintText.isEmpty() ? "none" : String.join("; ", constraintText)));
        for (Constraint constraint : constraints) {
            applyConstraint(set, constraint, candidates, excluded);
        }

        if (candidates.isEmpty()) {
            lines.add("Excluded:");
            excluded.forEach((value, reason) -> lines.add("  - " + value + ": " + reason));
            lines.add("No " + set.byParam() + " satisfies the constraints.");
            return new Recommendation(List.copyOf(lines), null);
        }

        // Rank the remaining candidates in every selected benchmark and run.
        List<CaseTable> tables = new ArrayList<>();
        for (Run run : set.runs()) {
            for (BenchmarkCase benchmarkCase : cases) {
                if (!set.cells(run, benchmarkCase).isEmpty()) {
                    tables.add(Analysis.table(set, run, benchmarkCase, null, candidates));
                }
            }
        }
        Map<String, Double> score = new LinkedHashMap<>();
        for (String value : candidates) {
            double[] speeds = new double[tables.size()];
            for (int i = 0; i < tables.size(); i++) {
                speeds[i] = tables.get(i).row(value).speedVsBest();
            }
            score.put(value, Stats.geometricMean(speeds));
        }
        List<String> shortlist = new ArrayList<>(candidates);
        shortlist.sort((a, b) -> Double.compare(score.get(b), score.get(a)));
        String top = shortlist.get(0);
        List<String> tied = new ArrayList<>();
        for (String value : shortlist) {
            if (!value.equals(top)
                    && score.get(value) >= PRACTICAL_TOLERANCE * score.get(top)
                    && tables.stream()
                            .allMatch(
                                    t -> t.row(top).group().equals(t.row(value).group()))) {
                tied.add(value);
            }
        }
        String chosen = top;
        String why;
        Map<String, Long> bytes = knownTableBytes(set, shortlist);
        List<String> contenders = new ArrayList<>();
        contenders.add(top);
        contenders.addAll(tied);
        if (tied.isEmpty()) {
            why = top + " is the fastest" + (constraints.isEmpty() ? "" : " allowed") + "; no other " + set.byParam()
                    + " shares its tie group in every benchmark while being within "
                    + Math.round((1 - PRACTICAL_TOLERANCE) * 100) + "% of its speed.";
        } else if (contenders.stream().allMatch(bytes::containsKey)) {
            for (String value : contenders) {
                if (bytes.get(value) < bytes.get(chosen)) {
                    chosen = value;
                }
            }
            why = chosen.equals(top)
                    ? top + " is the fastest and, among those sharing its tie group in every benchmark ("
                            + String.join(", ", tied) + "), has the smallest tables (" + Format.bytes(bytes.get(top))
                            + ")."
                    : chosen + " shares the tie group of the fastest, " + top
                            + ", in every benchmark, and has smaller tables ("
                            + Format.bytes(bytes.get(chosen)) + " against " + Format.bytes(bytes.get(top))
                            + "), which leave more cache to the rest of an engine.";
        } else {
            why = top + " has the best mean; " + String.join(", ", tied) + " share its tie group in every benchmark,"
                    + " but their table sizes are not all known, so the best mean decides.";
        }

        lines.add("Shortlist (speed relative to the fastest remaining " + set.byParam()
                + " per benchmark, geometric mean;" + " intervals are 99.9%):");
        int shown = Math.min(shortlist.size(), 5);
        for (int i = 0; i < shown; i++) {
            String value = shortlist.get(i);
            StringBuilder line = new StringBuilder();
            line.append("  ")
                    .append(i + 1)
                    .append(". ")
                    .append(value)
                    .append(": ")
                    .append(Format.fixed(score.get(value)))
                    .append(" of the fastest");
            if (bytes.containsKey(value)) {
                line.append("; table ").append(Format.bytes(bytes.get(value)));
            }
            if (tied.contains(value)) {
                line.append("; shares the tie group of ").append(top);
            }
            String degraded = degraded(set, value);
            if (degraded != null) {
                line.append("; ran a fallback path: ").append(degraded);
            }
            lines.add(line.toString());
            for (CaseTable table : tables) {
                Row row = table.row(value);
                Row best = table.rows().get(0);
                Stats.Summary s = row.summary();
                String where = table.benchmarkCase().title()
                        + (set.runs().size() > 1 ? " (" + table.run().label() + ")" : "");
                List<String> ties = new ArrayList<>();
                for (Row other : table.ranked()) {
                    if (other != row && !table.separable(row, other)) {
                        ties.add(other.value());
                    }
                }
                lines.add("       " + where + ": " + Format.number(s.mean()) + " "
                        + table.benchmarkCase().unit() + " "
                        + Format.interval(s.low(), s.high()) + ", rank " + row.rank() + " of "
                        + table.ranked().size()
                        + (row == best
                                ? ""
                                : ", "
                                        + Format.ratio(Analysis.speedRatio(
                                                table.benchmarkCase().mode(), s, best.summary()))
                                        + " of " + best.value())
                        + (ties.isEmpty() ? "" : "; ties with " + String.join(", ", ties))
                        + (s.iterationLevel() ? "; single fork: the interval understates run-to-run noise" : ""));
            }
        }
        if (shortlist.size() > shown) {
            lines.add("  (" + (shortlist.size() - shown) + " more: "
                    + String.join(", ", shortlist.subList(shown, shortlist.size())) + ")");
        }
        if (!excluded.isEmpty()) {
            lines.add("Excluded:");
            excluded.forEach((value, reason) -> lines.add("  - " + value + ": " + reason));
        }
        lines.add("Choice: " + why);
        if (set.byParam().equals("strategy")) {
            lines.add("In Java (dev.slidebench.core.StrategyRegistry):");
            lines.add(javaLine(chosen));
        } else {
            lines.add("Use: the value " + chosen + " of the benchmark parameter '" + set.byParam() + "'.");
        }
        lines.add(chosen);
        return new Recommendation(List.copyOf(lines), chosen);
    }

    /** The statement that obtains {@code strategy} from slidebench's registry. */
    public static String javaLine(String strategy) {
        return "SlidingAttacks attacks = StrategyRegistry.load().byName(\"" + strategy + "\");";
    }

    private static List<BenchmarkCase> selectCases(ResultSet set, String workload) {
        if (workload == null) {
            return set.cases();
        }
        String wanted = normalise(workload);
        if (wanted.isEmpty()) {
            throw new ReportInputException("--workload: empty name");
        }
        List<BenchmarkCase> matched = new ArrayList<>();
        Set<String> available = new LinkedHashSet<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            String simple = benchmarkCase.simpleClassName();
            String stripped = simple.replaceAll("(?i)(benchmarks?|bench)$", "");
            available.add(stripped.isEmpty() ? simple : stripped);
            available.add(benchmarkCase.method());
            // A set built from a list: several of these names coincide for classes without a "Benchmark" suffix.
            Set<String> names = new java.util.HashSet<>(List.of(
                    normalise(benchmarkCase.method()),
                    normalise(simple),
                    normalise(stripped),
                    normalise(simple + "." + benchmarkCase.method()),
                    normalise(benchmarkCase.benchmark())));
            if (names.contains(wanted)) {
                matched.add(benchmarkCase);
            }
        }
        if (matched.isEmpty()) {
            throw new ReportInputException("--workload " + workload
                    + ": matches no benchmark (by class or method name); available: " + String.join(", ", available));
        }
        return matched;
    }

    private static String normalise(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]", "");
    }

    /**
     * Applies one constraint: a candidate that violates it in any run is excluded; one whose property
     * no run records is excluded as unknown; if no candidate's property is recorded the constraint
     * cannot be judged at all (bad input).
     */
    private static void applyConstraint(
            ResultSet set, Constraint constraint, List<String> candidates, Map<String, String> excluded) {
        boolean anyKnown = false;
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (String value : candidates) {
            String violation = null;
            boolean known = false;
            for (Run run : set.runs()) {
                RunMetadata.StrategyInfo info = info(set, run, value);
                Object property = info == null ? null : constraint.read().apply(info);
                if (property != null) {
                    known = true;
                    String reason = constraint.violation().apply(property);
                    if (reason != null && violation == null) {
                        violation = reason + (set.runs().size() > 1 ? " (" + run.label() + ")" : "");
                    }
                }
            }
            anyKnown |= known;
            if (violation != null) {
                verdicts.put(value, violation);
            } else if (!known) {
                verdicts.put(
                        value,
                        constraint.property() + " unknown (not in run.json), so " + constraint.option()
                                + " cannot be shown to hold");
            }
        }
        if (!anyKnown && !candidates.isEmpty()) {
            throw new ReportInputException(constraint.option() + ": cannot be judged: the inputs record no "
                    + constraint.property() + " for any " + set.byParam() + " (" + unknownReason(set) + ")");
        }
        for (Map.Entry<String, String> verdict : verdicts.entrySet()) {
            candidates.remove(verdict.getKey());
            excluded.put(verdict.getKey(), verdict.getValue());
        }
    }

    private static String unknownReason(ResultSet set) {
        if (!set.byParam().equals("strategy")) {
            return "run.json describes strategies, and the values compared are of '" + set.byParam() + "'";
        }
        List<String> reasons = new ArrayList<>();
        for (Run run : set.runs()) {
            reasons.add(
                    run.metadata() == null ? run.metadataNote() : run.metadata().file() + " does not list them");
        }
        return String.join("; ", new LinkedHashSet<>(reasons));
    }

    private static RunMetadata.StrategyInfo info(ResultSet set, Run run, String value) {
        if (run.metadata() == null || !set.byParam().equals("strategy")) {
            return null;
        }
        return run.metadata().strategy(value, run.jvm());
    }

    /** The fallback-path reasons run.json records for a value, or null. */
    private static String degraded(ResultSet set, String value) {
        Set<String> reasons = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            RunMetadata.StrategyInfo info = info(set, run, value);
            if (info != null && info.degraded() != null) {
                reasons.add(info.degraded() + (set.runs().size() > 1 ? " (" + run.label() + ")" : ""));
            }
        }
        return reasons.isEmpty() ? null : String.join("; ", reasons);
    }

    /** Table bytes of each value known in every run that records it (the largest, if runs differ). */
    private static Map<String, Long> knownTableBytes(ResultSet set, List<String> values) {
        Map<String, Long> bytes = new LinkedHashMap<>();
        for (String value : values) {
            for (Run run : set.runs()) {
                RunMetadata.StrategyInfo info = info(set, run, value);
                if (info != null && info.tableBytes() != null) {
                    bytes.merge(value, info.tableBytes(), Math::max);
                }
            }
        }
        return bytes;
    }
}
