package dev.slidebench.reports.export;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.recommend.PortableChoice;
import dev.slidebench.reports.recommend.RankAgreement;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code summary.json} and {@code summary.csv}: the tables of the report, machine-readable, one row per
 * (benchmark, run, value, measure), with the fields DESIGN.md fixes ("summary.json"). A number the
 * data do not give (an interval from one replicate, a slowdown of a control) is null in JSON and empty
 * in CSV. One field follows DESIGN's: {@code threads}, the JMH thread count of the row's benchmark (null
 * when the JSON does not say), so rows of the {@code threads} workload's counts tell apart by a field and
 * not only by the {@code @Nt} suffix of {@code benchmark}. And, last, {@code left_after_round}: in a raced
 * run, the complete rounds after which the row's strategy left its table's race (null for a contender, a
 * control, or a run that was not raced).
 */
public final class SummaryExport {

    public static final String JSON = "summary.json";
    public static final String CSV = "summary.csv";
    public static final int SCHEMA = 1;

    /** The fields in order; summary.csv's header line. */
    public static final List<String> FIELDS = List.of(
            "benchmark",
            "run",
            "jvm",
            "strategy",
            "family",
            "metric",
            "ranked",
            "unit",
            "better",
            "forks",
            "rounds",
            "geomean",
            "ci_low",
            "ci_high",
            "slowdown",
            "slowdown_low",
            "slowdown_high",
            "in_best_group",
            "letters",
            "rank",
            "resolution",
            "flags",
            "threads",
            "slowdown_holm_low",
            "slowdown_holm_high",
            "table_bytes",
            "fallback",
            "stateful",
            "left_after_round");

    private SummaryExport() {}

    /** The rows, each a map from field to value (String, Number, Boolean, List of flags, or null). */
    public static List<Map<String, Object>> rows(ReportModel model) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (CaseAnalysis analysis : model.all()) {
            List<Entry> entries = new ArrayList<>(analysis.ranked());
            entries.addAll(analysis.controls());
            for (MetricKind metric : MetricKind.values()) {
                TableStatistics table = analysis.statistics(metric);
                for (Entry entry : entries) {
                    GroupResult result = entry.result(metric);
                    if (result == null) {
                        continue;
                    }
                    rows.add(row(analysis, table, entry, metric, result));
                }
            }
        }
        return rows;
    }

    private static Map<String, Object> row(
            CaseAnalysis analysis, TableStatistics table, Entry entry, MetricKind metric, GroupResult result) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("benchmark", benchmarkId(analysis.benchmarkCase()));
        row.put("run", analysis.run().label());
        row.put(
                "jvm",
                analysis.run().jvm() != null
                        ? analysis.run().jvm()
                        : analysis.run().jdkVersion());
        row.put("strategy", entry.value());
        row.put("family", entry.traits().family());
        row.put("metric", metric.id());
        row.put("ranked", metric == analysis.rankedOn());
        row.put("unit", analysis.unit(metric));
        row.put("better", analysis.higherIsBetter(metric) ? "higher" : "lower");
        row.put("forks", entry.forks());
        row.put(
                "rounds",
                entry.rounds() == null
                        ? null
                        : (int) Arrays.stream(entry.rounds()).distinct().count());
        row.put("geomean", number(result.geomean()));
        row.put("ci_low", number(result.low()));
        row.put("ci_high", number(result.high()));
        boolean control = entry.control();
        row.put("slowdown", control ? null : number(result.slowdown().estimate()));
        row.put("slowdown_low", control ? null : number(result.slowdown().low()));
        row.put("slowdown_high", control ? null : number(result.slowdown().high()));
        row.put("in_best_group", !control && result.inBestGroup());
        row.put("letters", control ? "" : result.letters());
        row.put("rank", control ? null : result.rank());
        row.put("resolution", table == null ? null : number(table.resolution()));
        row.put("flags", flags(entry, result));
        // Beyond DESIGN's fields, kept last: the benchmark threads (the threads workload runs several counts).
        row.put("threads", analysis.benchmarkCase().threads());
        // Added after DESIGN's first fields, so readers by name or position keep working.
        row.put(
                "slowdown_holm_low",
                control ? null : number(result.slowdownHolm().low()));
        row.put(
                "slowdown_holm_high",
                control ? null : number(result.slowdownHolm().high()));
        row.put("table_bytes", entry.traits().tableBytes());
        row.put("fallback", entry.traits().degraded());
        row.put("stateful", entry.traits().stateful());
        // a raced run: the rounds after which the strategy left its table's race, null for a contender
        row.put("left_after_round", analysis.leftAfter(entry));
        return row;
    }

    /** The benchmark id, with the case's other parameters and thread count when it has any. */
    static String benchmarkId(BenchmarkCase benchmarkCase) {
        StringBuilder id = new StringBuilder(benchmarkCase.benchmark());
        if (!benchmarkCase.otherParams().isEmpty()) {
            id.append(benchmarkCase.otherParams().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(",", "{", "}")));
        }
        if (benchmarkCase.threads() != null && benchmarkCase.threads() != 1) {
            id.append("@").append(benchmarkCase.threads()).append("t");
        }
        return id.toString();
    }

    /** The flags of a row, in DESIGN's order. */
    public static List<String> flags(Entry entry, GroupResult result) {
        List<String> flags = new ArrayList<>();
        if (entry.control()) {
            flags.add("control");
        }
        if (entry.traits().emulated()) {
            flags.add("emulated");
        }
        if (entry.singleFork()) {
            flags.add("single-fork");
        }
        if (entry.contended()) {
            flags.add("contended");
        }
        if (result != null && result.outlierForks() > 0) {
            flags.add("outlier-forks");
        }
        if (Boolean.TRUE.equals(entry.traits().stateful())) {
            flags.add("stateful-path");
        }
        return flags;
    }

    private static Double number(double value) {
        return Double.isFinite(value) ? value : null;
    }

    public static String json(List<Map<String, Object>> rows) {
        return json(rows, null, List.of());
    }

    /** As {@link #json(List, PortableChoice, List)} without agreements. */
    public static String json(List<Map<String, Object>> rows, PortableChoice portable) {
        return json(rows, portable, List.of());
    }

    /** As {@link #json(List, PortableChoice, List)} without a portable choice. */
    public static String json(List<Map<String, Object>> rows, List<RankAgreement> agreements) {
        return json(rows, null, agreements);
    }

    /**
     * The rows, then {@code portable_choice}: the {@link PortableChoice} over two configurations or more
     * (its value, sentence, configurations, each candidate's worst slowdown with the interval of that
     * slowdown and where it is, and the values missing somewhere), null with fewer; then
     * {@code rank_agreement} when there are agreements (a run with the profile's engine workload and
     * others): one object per run and other benchmark, ρ over every value and over the fastest, and the
     * values whose rank moves most.
     */
    public static String json(List<Map<String, Object>> rows, PortableChoice portable, List<RankAgreement> agreements) {
        JsonObject root = new JsonObject();
        root.addProperty("schema", SCHEMA);
        JsonArray array = new JsonArray();
        for (Map<String, Object> row : rows) {
            JsonObject object = new JsonObject();
            for (String field : FIELDS) {
                object.add(field, element(row.get(field)));
            }
            array.add(object);
        }
        root.add("rows", array);
        root.add("portable_choice", portable == null ? JsonNull.INSTANCE : portable(portable));
        if (!agreements.isEmpty()) {
            root.add("rank_agreement", agreement(agreements));
        }
        return new GsonBuilder().serializeNulls().setPrettyPrinting().create().toJson(root) + "\n";
    }

    private static JsonObject portable(PortableChoice portable) {
        JsonObject object = new JsonObject();
        object.addProperty("strategy", portable.chosen());
        object.addProperty("sentence", portable.sentence());
        object.add("configurations", element(portable.configurations()));
        JsonArray candidates = new JsonArray();
        for (PortableChoice.Row row : portable.rows()) {
            JsonObject candidate = new JsonObject();
            candidate.addProperty("strategy", row.value());
            candidate.add("worst_slowdown", element(number(row.worst().estimate())));
            candidate.add("worst_low", element(number(row.worst().low())));
            candidate.add("worst_high", element(number(row.worst().high())));
            candidate.addProperty("run", row.configuration());
            candidate.add("benchmark", element(row.benchmark()));
            candidate.add("fallback", element(row.degraded()));
            candidates.add(candidate);
        }
        object.add("candidates", candidates);
        JsonObject missing = new JsonObject();
        portable.missing().forEach((value, where) -> missing.add(value, element(where)));
        object.add("missing", missing);
        return object;
    }

    private static JsonArray agreement(List<RankAgreement> agreements) {
        JsonArray array = new JsonArray();
        for (RankAgreement a : agreements) {
            JsonObject object = new JsonObject();
            object.addProperty("run", a.run().label());
            object.addProperty("reference", benchmarkId(a.engine()));
            object.addProperty("benchmark", benchmarkId(a.other()));
            object.addProperty("n", a.count());
            object.add("rho", element(number(a.rho())));
            object.addProperty("n_fastest", a.top());
            object.add("rho_fastest", element(number(a.topRho())));
            JsonArray movers = new JsonArray();
            for (RankAgreement.Mover m : a.movers()) {
                JsonObject mover = new JsonObject();
                mover.addProperty("strategy", m.value());
                mover.addProperty("reference_rank", m.engineRank());
                mover.addProperty("rank", m.otherRank());
                movers.add(mover);
            }
            object.add("moves_most", movers);
            array.add(object);
        }
        return array;
    }

    private static JsonElement element(Object value) {
        if (value == null) {
            return JsonNull.INSTANCE;
        }
        if (value instanceof Number number) {
            return new JsonPrimitive(number);
        }
        if (value instanceof Boolean bool) {
            return new JsonPrimitive(bool);
        }
        if (value instanceof List<?> list) {
            JsonArray array = new JsonArray();
            list.forEach(item -> array.add(String.valueOf(item)));
            return array;
        }
        return new JsonPrimitive(value.toString());
    }

    public static String csv(List<Map<String, Object>> rows) {
        StringBuilder csv = new StringBuilder(String.join(",", FIELDS)).append('\n');
        for (Map<String, Object> row : rows) {
            List<String> cells = new ArrayList<>();
            for (String field : FIELDS) {
                Object value = row.get(field);
                String text = value == null
                        ? ""
                        : value instanceof List<?> list
                                ? list.stream().map(String::valueOf).collect(Collectors.joining(";"))
                                : value.toString();
                cells.add(quote(text));
            }
            csv.append(String.join(",", cells)).append('\n');
        }
        return csv.toString();
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
    static String quote(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
