package dev.slidebench.reports;

import dev.slidebench.reports.Analysis.AbRow;
import dev.slidebench.reports.Analysis.AbTable;
import dev.slidebench.reports.Analysis.CaseTable;
import dev.slidebench.reports.Analysis.Row;
import dev.slidebench.reports.ResultSet.BenchmarkCase;
import dev.slidebench.reports.ResultSet.Cell;
import dev.slidebench.reports.ResultSet.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Lays out the report: platform, units and direction, an overview, one section per benchmark case
 * (tables, charts, A/B comparison, secondary metrics), how the numbers were computed, and caveats.
 * Everything shown is derived from the inputs; what they do not record is written as unknown.
 */
final class ReportBuilder {

    record Built(Document document, List<Charts.ChartImage> charts) {}

    private final ResultSet set;
    private final Reports.Options options;
    private final List<Charts.ChartImage> charts = new ArrayList<>();
    private final Map<Run, Map<BenchmarkCase, CaseTable>> tables = new LinkedHashMap<>();
    private final boolean multiRun;

    ReportBuilder(ResultSet set, Reports.Options options) {
        this.set = set;
        this.options = options;
        this.multiRun = set.runs().size() > 1;
        for (Run run : set.runs()) {
            Map<BenchmarkCase, CaseTable> byCase = new LinkedHashMap<>();
            for (BenchmarkCase benchmarkCase : set.cases()) {
                if (!set.cells(run, benchmarkCase).isEmpty()) {
                    byCase.put(benchmarkCase, Analysis.table(set, run, benchmarkCase, options.baseline(), null));
                }
            }
            tables.put(run, byCase);
        }
    }

    Built build() {
        Document doc = new Document(title());
        doc.paragraph(intro());
        platform(doc);
        units(doc);
        overview(doc);
        for (BenchmarkCase benchmarkCase : set.cases()) {
            caseSection(doc, benchmarkCase);
        }
        method(doc);
        caveats(doc);
        return new Built(doc, charts);
    }

    private String title() {
        if (options.ab()) {
            return "Benchmark report: " + set.runs().get(0).label() + " (base) vs "
                    + set.runs().get(1).label() + " (test)";
        }
        return "Benchmark report: "
                + (multiRun ? set.runs().size() + " runs" : set.runs().get(0).label());
    }

    private String intro() {
        Set<String> files = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            files.add("`" + run.file() + "`");
        }
        return "From JMH results in " + String.join(", ", files) + ": "
                + set.cases().size() + " benchmark(s), compared by the values of the parameter `" + set.byParam()
                + "` within each benchmark" + (multiRun ? ", in " + set.runs().size() + " runs" : "") + ".";
    }

    // ---- platform ----

    private void platform(Document doc) {
        doc.heading(2, "Platform");
        for (Run run : set.runs()) {
            if (multiRun) {
                doc.heading(3, run.label() + (options.ab() ? (run.index() == 0 ? " (base)" : " (test)") : ""));
            }
            doc.bullets(platformLines(run));
        }
    }

    private List<String> platformLines(Run run) {
        RunMetadata meta = run.metadata();
        String missing = "unknown (" + (run.metadataNote() == null ? "not in run.json" : run.metadataNote()) + ")";
        List<String> lines = new ArrayList<>();
        lines.add("Results: `" + run.file() + "`, " + run.results().size() + " JMH result(s)"
                + (run.jvmArgsVariant() != null ? ", those run with " + run.jvmArgsVariant() : ""));
        RunMetadata.Platform platform = meta == null ? null : meta.platform();
        lines.add("CPU: "
                + (platform != null && platform.cpuModel() != null
                        ? platform.cpuModel() + (platform.cores() != null ? ", " + platform.cores() + " cores" : "")
                        : missing));
        lines.add("CPU flags: "
                + (platform != null && platform.cpuFlags() != null
                        ? (platform.cpuFlags().isEmpty() ? "none listed" : String.join(", ", platform.cpuFlags()))
                        : missing));
        lines.add("OS: " + (platform != null && platform.os() != null ? platform.os() : missing));
        RunMetadata.Jvm jvm = metadataJvm(run);
        lines.add("JDK: " + orUnknown(run.jdkVersion()) + " (" + orUnknown(run.vmName()) + ", "
                + orUnknown(run.vmVersion()) + "), vendor "
                + (jvm != null && jvm.vendor() != null ? jvm.vendor() : missing));
        lines.add("JVM: `" + orUnknown(run.jvm()) + "`");
        Set<List<String>> args = run.jvmArgs();
        String argsText;
        if (args.size() == 1) {
            List<String> only = args.iterator().next();
            argsText = only.isEmpty() ? "none" : "`" + String.join(" ", only) + "`";
        } else {
            argsText = "vary by benchmark: "
                    + args.stream()
                            .map(a -> a.isEmpty() ? "none" : "`" + String.join(" ", a) + "`")
                            .collect(Collectors.joining("; "));
        }
        lines.add("JVM args: " + argsText);
        lines.add("JMH: " + jmhSettings(run));
        if (meta != null
                && (meta.profile() != null
                        || meta.seed() != null
                        || (meta.jmh() != null && meta.jmh().rounds() != null))) {
            lines.add("slidebench run: profile " + orUnknown(meta.profile()) + ", rounds "
                    + (meta.jmh() != null && meta.jmh().rounds() != null
                            ? meta.jmh().rounds()
                            : "unknown") + ", seed "
                    + (meta.seed() != null ? meta.seed() : "unknown")
                    + (meta.slidebenchVersion() != null
                            ? ", slidebench " + meta.slidebenchVersion()
                                    + (meta.commit() != null ? " (" + meta.commit() + ")" : "")
                            : ""));
        }
        lines.add("Date: "
                + (meta != null && meta.created() != null
                        ? meta.created()
                        : "unknown: JMH's JSON records no date" + fileDate(run)
                                + (run.metadataNote() != null ? "; " + run.metadataNote() : "")));
        return lines;
    }

    private static String fileDate(Run run) {
        try {
            return " (the file was last modified "
                    + Files.getLastModifiedTime(run.file())
                            .toInstant()
                            .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                    + ")";
        } catch (IOException e) {
            return "";
        }
    }

    private static RunMetadata.Jvm metadataJvm(Run run) {
        if (run.metadata() == null) {
            return null;
        }
        List<RunMetadata.Jvm> jvms = run.metadata().jvms();
        if (jvms.size() == 1) {
            return jvms.get(0);
        }
        for (RunMetadata.Jvm jvm : jvms) {
            if (jvm.version() != null
                    && jvm.version().equals(run.jdkVersion())
                    && jvm.path() != null
                    && run.jvm() != null
                    && run.jvm().startsWith(jvm.path())) {
                return jvm;
            }
        }
        return null;
    }

    private static String jmhSettings(Run run) {
        Set<String> versions = new TreeSet<>();
        Set<Integer> forks = new TreeSet<>();
        Set<String> warmups = new LinkedHashSet<>();
        Set<String> measurements = new LinkedHashSet<>();
        Set<String> threads = new TreeSet<>();
        for (BenchmarkResult result : run.results()) {
            versions.add(orUnknown(result.jmhVersion()));
            forks.add(result.primary().forks());
            warmups.add(orUnknown(result.warmupIterations()) + " \u00d7 " + orUnknown(result.warmupTime()));
            measurements.add(
                    orUnknown(result.measurementIterations()) + " \u00d7 " + orUnknown(result.measurementTime()));
            threads.add(orUnknown(result.threads()));
        }
        String forkText = forks.size() == 1
                ? String.valueOf(forks.iterator().next())
                : ((TreeSet<Integer>) forks).first() + " to " + ((TreeSet<Integer>) forks).last();
        return "version " + String.join(", ", versions) + "; forks per result " + forkText + "; warm-up "
                + String.join(", ", warmups) + "; measurement " + String.join(", ", measurements) + "; threads "
                + String.join(", ", threads);
    }

    private static String orUnknown(Object value) {
        return value == null ? "unknown" : value.toString();
    }

    // ---- units ----

    private void units(Document doc) {
        doc.heading(2, "Units and direction");
        List<List<String>> rows = new ArrayList<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            rows.add(List.of(
                    benchmarkCase.title(),
                    benchmarkCase.mode().label() + " (" + benchmarkCase.mode().description() + ")",
                    benchmarkCase.unit(),
                    "**" + benchmarkCase.mode().direction() + "**"));
        }
        doc.table(List.of("benchmark", "mode", "unit", "better"), rows, new boolean[] {false, false, false, false});
        doc.paragraph(
                "Ratios (\"vs reference\", speed-ups, the heat map) compare speeds, so in every mode a ratio above 1 means faster"
                        + " (throughput: score / reference; time modes: reference / score).");
    }

    // ---- overview ----

    private void overview(Document doc) {
        doc.heading(2, "Overview");
        List<List<String>> rows = new ArrayList<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            for (Run run : set.runs()) {
                CaseTable table = tables.get(run).get(benchmarkCase);
                if (table == null || table.ranking().order().length == 0) {
                    continue;
                }
                List<String> first = new ArrayList<>();
                for (Row row : table.rows()) {
                    if (!row.control() && row.rank() == 1) {
                        first.add(row.value());
                    }
                }
                Row best = table.rows().get(0);
                List<String> line = new ArrayList<>();
                line.add(benchmarkCase.title());
                if (multiRun) {
                    line.add(run.label());
                }
                line.add(String.join(", ", first));
                line.add(Format.number(best.summary().mean()) + " " + benchmarkCase.unit());
                line.add(
                        best.speedVsReference() != null
                                ? Format.ratio(best.speedVsReference())
                                : best.reference() ? "is the reference" : "n/a");
                rows.add(line);
            }
        }
        List<String> header = new ArrayList<>(List.of("benchmark"));
        if (multiRun) {
            header.add("run");
        }
        header.addAll(List.of("rank 1 (cannot be told apart)", "best mean", "best vs reference [99.9% CI]"));
        boolean[] numeric = new boolean[header.size()];
        numeric[header.size() - 2] = true;
        doc.table(header, rows, numeric);
        if (set.cases().size() > 1) {
            for (Run run : set.runs()) {
                List<CaseTable> runTables = new ArrayList<>(tables.get(run).values());
                if (runTables.size() > 1) {
                    doc.figure(add(Charts.heatMap(runTables, run, set.byParam(), "heatmap" + runSuffix(run))));
                }
            }
        }
    }

    // ---- one case ----

    private void caseSection(Document doc, BenchmarkCase benchmarkCase) {
        doc.heading(2, benchmarkCase.title());
        doc.paragraph("`" + benchmarkCase.benchmark() + "`, mode "
                + benchmarkCase.mode().label() + " (" + benchmarkCase.mode().description()
                + "), unit " + benchmarkCase.unit() + ", **"
                + benchmarkCase.mode().direction() + "**"
                + (benchmarkCase.otherParams().isEmpty()
                        ? ""
                        : "; other parameters: "
                                + benchmarkCase.otherParams().entrySet().stream()
                                        .map(e -> "`" + e.getKey() + "=" + e.getValue() + "`")
                                        .collect(Collectors.joining(", ")))
                + ".");
        List<CaseTable> present = new ArrayList<>();
        for (Run run : set.runs()) {
            CaseTable table = tables.get(run).get(benchmarkCase);
            if (table == null) {
                continue;
            }
            present.add(table);
            if (multiRun) {
                doc.heading(3, run.label());
            }
            caseTable(doc, table);
            if (table.ranking().order().length > 0) {
                doc.figure(add(Charts.bars(table, set.byParam(), benchmarkCase.slug() + runSuffix(run) + "-bars")));
                Map<String, Long> bytes = tableBytes(run);
                long known = table.rows().stream()
                        .filter(r -> !r.control() && bytes.containsKey(r.value()))
                        .count();
                if (known >= 2) {
                    doc.figure(add(
                            Charts.bytesVersusSpeed(table, bytes, benchmarkCase.slug() + runSuffix(run) + "-bytes")));
                }
                Charts.ChartImage drift = Charts.drift(table, benchmarkCase.slug() + runSuffix(run) + "-drift");
                doc.figure(add(drift));
            }
        }
        if (present.size() > 1) {
            doc.heading(3, "Runs side by side");
            doc.figure(add(Charts.runsSideBySide(present, set.byParam(), benchmarkCase.slug() + "-runs")));
        }
        if (options.ab()) {
            abSection(doc, benchmarkCase);
        }
        secondary(doc, benchmarkCase);
    }

    private void caseTable(Document doc, CaseTable table) {
        Map<String, Long> bytes = tableBytes(table.run());
        boolean showBytes = table.rows().stream().anyMatch(r -> bytes.containsKey(r.value()));
        List<String> header = new ArrayList<>(
                List.of("rank", "tie group", set.byParam(), "mean", "99.9% CI", "median", "replicates"));
        if (table.reference() != null) {
            header.add("vs " + table.reference() + " [99.9% CI]");
        }
        if (showBytes) {
            header.add("table bytes");
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> degradedNotes = new ArrayList<>();
        for (Row row : table.rows()) {
            Stats.Summary s = row.summary();
            List<String> line = new ArrayList<>();
            line.add(row.control() ? "\u2014" : String.valueOf(row.rank()));
            line.add(row.control() ? "control" : row.group());
            RunMetadata.StrategyInfo info = strategyInfo(table.run(), row.value());
            String degraded = info != null ? info.degraded() : null;
            if (degraded != null) {
                degradedNotes.add(row.value() + " ran a fallback path: " + degraded + ".");
            }
            line.add("`" + row.value() + "`" + (degraded != null ? " \u2020" : ""));
            line.add(Format.number(s.mean()));
            line.add(Format.interval(s.low(), s.high()));
            line.add(Format.number(s.median()));
            line.add(s.forks() + (s.forks() == 1 ? " fork" : " forks") + ", " + s.iterations() + " it."
                    + (s.iterationLevel() ? " *" : ""));
            if (table.reference() != null) {
                line.add(
                        row.reference()
                                ? "1 (reference)"
                                : row.speedVsReference() != null ? Format.ratio(row.speedVsReference()) : "\u2014");
            }
            if (showBytes) {
                line.add(bytes.containsKey(row.value()) ? Format.bytes(bytes.get(row.value())) : "unknown");
            }
            rows.add(line);
        }
        boolean[] numeric = new boolean[header.size()];
        for (int i = 3; i < header.size(); i++) {
            numeric[i] = i != 6;
        }
        doc.table(header, rows, numeric);
        List<String> notes = new ArrayList<>();
        notes.add(
                "Unit " + table.benchmarkCase().unit() + ", "
                        + table.benchmarkCase().mode().direction()
                        + ". Rank and tie group: pairwise Welch tests on the replicates, Holm-corrected, \u03b1 = 0.01 (see Method).");
        List<Row> ranked = table.ranked();
        for (int i = 0; i < ranked.size(); i++) {
            for (int j = i + 1; j < ranked.size(); j++) {
                Row a = ranked.get(i);
                Row b = ranked.get(j);
                if (!a.group().equals(b.group()) && !table.separable(a, b)) {
                    notes.add("`" + a.value() + "` (group " + a.group() + ") and `" + b.value() + "` (group "
                            + b.group() + ") cannot be told apart either (Holm-adjusted p = "
                            + Format.p(table.adjustedP(a, b)) + ").");
                }
            }
        }
        notes.addAll(table.notes());
        notes.addAll(degradedNotes.stream().map(n -> "\u2020 " + n).collect(Collectors.toList()));
        doc.bullets(notes);
    }

    private void abSection(Document doc, BenchmarkCase benchmarkCase) {
        Run base = set.runs().get(0);
        Run test = set.runs().get(1);
        AbTable ab = Analysis.compare(set, benchmarkCase, base, test);
        doc.heading(3, "A/B: " + test.label() + " against " + base.label());
        if (ab.rows().isEmpty()) {
            doc.paragraph("No " + set.byParam() + " of this benchmark was measured in both runs.");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (AbRow row : ab.rows()) {
            rows.add(List.of(
                    "`" + row.value() + "`",
                    Format.number(row.base().mean()) + " "
                            + Format.interval(row.base().low(), row.base().high()),
                    Format.number(row.test().mean()) + " "
                            + Format.interval(row.test().low(), row.test().high()),
                    Format.number(row.difference()) + " \u00b1 " + Format.number(row.differenceError()),
                    Format.ratio(row.speedup()),
                    Format.p(row.adjustedP()),
                    row.verdict()));
        }
        doc.table(
                List.of(
                        set.byParam(),
                        "base mean [99.9% CI]",
                        "test mean [99.9% CI]",
                        "test \u2212 base \u00b1 99.9% error",
                        "speed-up [99.9% CI]",
                        "p (Holm)",
                        "verdict"),
                rows,
                new boolean[] {false, true, true, true, true, true, false});
        doc.paragraph("Unit " + benchmarkCase.unit() + ", "
                + benchmarkCase.mode().direction() + ". Speed-up > 1: test is faster."
                + " Verdict from Welch's test on the replicates, Holm-corrected over the " + rows.size()
                + " value(s), \u03b1 = 0.01.");
    }

    private void secondary(Document doc, BenchmarkCase benchmarkCase) {
        Set<String> names = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            for (Cell cell : set.cells(run, benchmarkCase)) {
                for (BenchmarkResult source : cell.sources()) {
                    names.addAll(source.secondary().keySet());
                }
            }
        }
        if (names.isEmpty()) {
            return;
        }
        List<String> columns = new ArrayList<>(names);
        doc.heading(3, "Secondary metrics");
        doc.paragraph(
                "JMH's own scores for its secondary metrics (profilers, sample-mode percentiles), shown as recorded; not analysed.");
        List<String> header = new ArrayList<>();
        if (multiRun) {
            header.add("run");
        }
        header.add(set.byParam());
        header.addAll(columns);
        List<List<String>> rows = new ArrayList<>();
        for (Run run : set.runs()) {
            for (Cell cell : set.cells(run, benchmarkCase)) {
                List<String> line = new ArrayList<>();
                if (multiRun) {
                    line.add(run.label());
                }
                line.add("`" + cell.value() + "`");
                Map<String, Metric> metrics = cell.sources().get(0).secondary();
                for (String column : columns) {
                    Metric metric = metrics.get(column);
                    line.add(metric == null ? "\u2014" : Format.number(metric.score()) + " " + metric.unit());
                }
                rows.add(line);
            }
        }
        boolean[] numeric = new boolean[header.size()];
        for (int i = multiRun ? 2 : 1; i < header.size(); i++) {
            numeric[i] = true;
        }
        doc.table(header, rows, numeric);
    }

    // ---- method and caveats ----

    private void method(Document doc) {
        doc.heading(2, "Method");
        doc.bullets(List.of(
                "**Replicates.** The fork is the unit of replication: each fork's mean is computed from JMH's `rawData`"
                        + " (for the `sample` mode from `rawDataHistogram`, weighting every sample equally), and mean, median,"
                        + " interval and tests use the fork means. A result with a single fork falls back to its iterations"
                        + " (marked *); that interval understates run-to-run noise.",
                "**99.9% interval.** Student's t-interval over the replicates: mean \u00b1 t(0.9995, n\u22121) \u00b7 s / \u221an.",
                "**vs reference.** Speed relative to the reference (`"
                        + (options.baseline() != null
                                ? options.baseline()
                                : Analysis.DEFAULT_REFERENCE + "` by default, or the one named with `--baseline")
                        + "`), with Fieller's 99.9% interval for a ratio of independent means (Fieller 1954), at the"
                        + " Welch\u2013Satterthwaite degrees of freedom; \"unbounded\" when the reference's own interval reaches zero.",
                "**Ranks and tie groups.** Welch's t-test (unequal variances) for every pair of values in a table, Holm's"
                        + " step-down correction over all pairs of that table, \u03b1 = 0.01. Sorted best first, a tie group starts at"
                        + " the best value not yet placed and takes each following value, in order, as long as it cannot be told"
                        + " apart from any member already in the group, so every two members of a group are a tie; members share"
                        + " the rank of the first (competition ranking: 1, 1, 3). Ties are not transitive: ties that cross"
                        + " groups are listed under the table.",
                "**Heat map.** Each value's speed divided by the fastest value's speed in the same benchmark and run (1 = fastest).",
                "**A/B.** Difference test \u2212 base with the 99.9% Welch interval half-width; speed-up with Fieller's interval;"
                        + " verdict from Welch's test, Holm-corrected over the values of a benchmark, \u03b1 = 0.01."));
    }

    private void caveats(Document doc) {
        doc.heading(2, "Caveats");
        List<String> items = new ArrayList<>();
        Set<String> warmups = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            for (BenchmarkResult result : run.results()) {
                warmups.add(orUnknown(result.warmupIterations()) + " \u00d7 " + orUnknown(result.warmupTime()));
            }
        }
        items.add(
                "**JIT warm-up.** Each fork ran " + String.join(" or ", warmups)
                        + " of warm-up before measuring. Code the JIT"
                        + " compiles, inlines or deoptimises late shows up as a trend across iterations and forks; short warm-ups favour"
                        + " whatever compiles first. Where run.json records fork times, the drift charts show this over the run.");
        items.add(
                "**CPU family.** Results depend on the processor. PEXT/PDEP (BMI2) are microcoded and slow on AMD processors"
                        + " before Zen 3 (Zen, Zen+, Zen 2: tens to hundreds of cycles, depending on the mask), so a PEXT-based result from"
                        + " an Intel or Zen 3+ machine does not carry over to them. " + cpuSentence());
        items.add(
                "**This machine only.** These numbers hold for this machine, this JDK and these JVM flags; another CPU (cache"
                        + " sizes, BMI2), JIT or flag set can reorder the strategies. Measure on your own target before relying on them.");
        List<String> singleFork = new ArrayList<>();
        for (Map.Entry<Run, Map<BenchmarkCase, CaseTable>> entry : tables.entrySet()) {
            for (CaseTable table : entry.getValue().values()) {
                for (Row row : table.rows()) {
                    if (row.summary().iterationLevel()) {
                        singleFork.add(table.benchmarkCase().title() + " / " + row.value()
                                + (multiRun ? " (" + entry.getKey().label() + ")" : ""));
                    }
                }
            }
        }
        if (!singleFork.isEmpty()) {
            items.add("**Single fork.** " + singleFork.size()
                    + " result(s) had one fork, so their intervals and tests use iterations"
                    + " within one JVM and understate run-to-run noise: " + abbreviate(singleFork)
                    + ". Run more forks (or rounds) to fix this.");
        }
        Set<Integer> fewForks = new TreeSet<>();
        for (Map<BenchmarkCase, CaseTable> byCase : tables.values()) {
            for (CaseTable table : byCase.values()) {
                for (Row row : table.rows()) {
                    if (!row.summary().iterationLevel() && row.summary().n() < 5) {
                        fewForks.add(row.summary().n());
                    }
                }
            }
        }
        if (!fewForks.isEmpty()) {
            List<String> factors = new ArrayList<>();
            for (int n : fewForks) {
                factors.add("t = " + Format.number(Stats.tCritical(n - 1, Stats.CONFIDENCE)) + " for " + n + " forks");
            }
            items.add("**Few forks.** A 99.9% interval over n fork means uses t(0.9995, n−1): "
                    + String.join(", ", factors)
                    + ", against " + Format.number(Stats.tCritical(1e6, Stats.CONFIDENCE))
                    + " for many. So the intervals here are wide"
                    + " and few pairs can be told apart; more forks (rounds) narrow them.");
        }
        if (set.values().stream().anyMatch(ResultSet::isControl)) {
            items.add(
                    "**Control rows.** `BASELINE` measures the harness without the work (the floor); it is shown but not ranked or compared.");
        }
        for (Run run : set.runs()) {
            if (run.metadata() == null) {
                items.add(
                        "**Not recorded** for " + run.label() + " (" + run.metadataNote()
                                + "): CPU model, CPU flags, OS, date,"
                                + " table bytes, strategy capabilities and fork times. The report leaves them unknown rather than guess.");
            }
        }
        for (String warning : set.warnings()) {
            items.add(warning);
        }
        doc.bullets(items);
    }

    private String cpuSentence() {
        List<String> parts = new ArrayList<>();
        for (Run run : set.runs()) {
            RunMetadata.Platform platform =
                    run.metadata() == null ? null : run.metadata().platform();
            if (platform == null || platform.cpuModel() == null) {
                parts.add((multiRun ? run.label() + ": " : "") + "CPU model unknown");
            } else {
                String bmi2 = platform.cpuFlags() == null
                        ? "BMI2 unknown"
                        : platform.cpuFlags().contains("bmi2") ? "BMI2 present" : "no BMI2";
                parts.add((multiRun ? run.label() + ": " : "") + platform.cpuModel() + ", " + bmi2);
            }
        }
        return "Here: " + String.join("; ", new LinkedHashSet<>(parts)) + ".";
    }

    private static String abbreviate(List<String> items) {
        if (items.size() <= 8) {
            return String.join(", ", items);
        }
        return String.join(", ", items.subList(0, 8)) + " and " + (items.size() - 8) + " more";
    }

    // ---- helpers ----

    private Charts.ChartImage add(Charts.ChartImage chart) {
        if (chart != null) {
            charts.add(chart);
        }
        return chart;
    }

    private String runSuffix(Run run) {
        return multiRun ? "-run" + (run.index() + 1) : "";
    }

    /** Table bytes per value from the run's sidecar; only meaningful when the values are strategy names. */
    private Map<String, Long> tableBytes(Run run) {
        Map<String, Long> bytes = new LinkedHashMap<>();
        if (run.metadata() == null || !set.byParam().equals("strategy")) {
            return bytes;
        }
        for (Map.Entry<String, RunMetadata.StrategyInfo> entry :
                run.metadata().strategies().entrySet()) {
            if (entry.getValue().tableBytes() != null) {
                bytes.put(entry.getKey(), entry.getValue().tableBytes());
            }
        }
        return bytes;
    }

    private RunMetadata.StrategyInfo strategyInfo(Run run, String value) {
        if (run.metadata() == null || !set.byParam().equals("strategy")) {
            return null;
        }
        return run.metadata().strategy(value, run.jvm());
    }
}
