package dev.slidebench.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each section of the report on its own, on the JMH fixtures: the lines a reader relies on, with the
 * fixture's facts (run.json's platform, the fork means of {@link RenderFixtures}) and the statistics
 * computed independently with numpy/scipy (see RecommenderTest and ReportsTest).
 */
class SectionsTest {

    @TempDir
    Path temp;

    private static ReportModel ab() {
        return RenderFixtures.model(
                List.of(RenderFixtures.path("ab/base/results.json"), RenderFixtures.path("ab/test/results.json")),
                "strategy",
                Settings.defaults(),
                RenderFixtures.PROFILE);
    }

    private static ReportModel singleFork(String reference) {
        return RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")),
                "impl",
                new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.AUTO, reference),
                RenderFixtures.PROFILE);
    }

    private static List<String> lines(String md) {
        return md.lines().filter(l -> !l.isEmpty()).toList();
    }

    // ---- Verdict ----

    @Test
    void verdictOfOneRunRecommendsWithReasonsResolutionWarningsAndLinks() {
        String md = RenderFixtures.markdown(new VerdictSection(), RenderFixtures.context(RenderFixtures.slidebench()));
        List<String> lines = lines(md);
        assertEquals("## Verdict", lines.get(1));
        // Both in the best group of both benchmarks: the plain sentence says the run cannot separate them.
        assertEquals(
                "**Pext (emulated) or FancyMagic: this run cannot separate them (it resolves \u00d71.11 to \u00d71.19)."
                        + " For a firmer answer: `more forks of only Pext, FancyMagic in RandomBenchmark.queen,"
                        + " PositionsBenchmark.lookup`**",
                lines.get(2));
        for (String line : lines.subList(2, 5)) {
            for (String term : List.of("best group", "Holm", "power", "studentised", "\u03b1", "resolution")) {
                assertFalse(line.contains(term), "a statistical term in the verdict's first lines: " + line);
            }
        }
        assertTrue(
                md.contains(
                        "How sure, in detail: recommended `Pext (emulated)`.\n\n- Pext ranks first (geometric mean"),
                md);
        assertTrue(
                lines.contains("- RandomBenchmark.queen (wall): ranked first, 115.0 ops/us [108.9, 121.5]; best group:"
                        + " Pext (emulated), FancyMagic"),
                md);
        assertTrue(md.contains("\n- Resolution: smallest ratio detectable at 80% power"), md);
        assertTrue(md.contains("\n- **Warning.** Emulated paths: Pext: emulated: Long.compress needs JDK 19+."), md);
        assertEquals(
                "Machine-readable tables: [summary.csv](summary.csv), [summary.json](summary.json) (one row per"
                        + " benchmark, run, strategy and measure).",
                lines.get(lines.size() - 1));
        assertFalse(md.contains("### Verdict for"), "one run: no heading per run");
        assertFalse(md.contains("A/B:"));
    }

    @Test
    void verdictOfTwoRunsHasAHeadingPerRunAndTheAbSides() {
        ReportModel model = ab();
        String md = RenderFixtures.markdown(
                new VerdictSection(),
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1)));
        assertTrue(
                md.contains("### Verdict for base/results.json\n\n**Choose FancyMagic. The closest other, Kindergarten,"
                        + " is \u00d71.77 [1.64, 1.93] slower in RandomBenchmark.queen.**"),
                md);
        assertTrue(md.contains("### Verdict for test/results.json\n\n**Choose FancyMagic."), md);
        assertTrue(
                md.contains("\nA/B: test/results.json (test) against base/results.json (base); the per-benchmark"
                        + " verdicts are in the A/B sections.\n"),
                md);
    }

    @Test
    void verdictWithoutACandidateSaysWhyAndNoExportsNoLinks() {
        // Controls only: nothing can be recommended.
        String json = RenderFixtures.read("two-jdks.json").replaceAll("\"(RayLoop|FancyMagic|Pext)\"", "\"BASELINE\"");
        Path file = RenderFixtures.write(temp.resolve("controls.json"), json);
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        ReportContext context = new ReportContext(
                model, RenderFixtures.context(model).verdicts(), null, null, List.of(), new ArrayList<>());
        String md = RenderFixtures.markdown(new VerdictSection(), context);
        assertFalse(md.contains("**Recommended"), md);
        assertFalse(md.contains("- Resolution:"), md);
        assertFalse(md.contains("Machine-readable"), "no exports, no links");
        assertTrue(context.verdicts().stream().allMatch(v -> v.chosen() == null));
        for (var verdict : context.verdicts()) {
            assertTrue(md.contains(verdict.why() + "\n"), md);
        }
    }

    // ---- Platform ----

    @Test
    void platformOfTheSlidebenchFixtureComesFromRunJson() {
        ReportModel model = RenderFixtures.slidebench();
        List<String> lines = PlatformSection.platformLines(model.runs().get(0));
        assertEquals(
                List.of(
                        "Results: `" + RenderFixtures.path("slidebench/results.json") + "`, 14 JMH result(s)",
                        "CPU: AMD EPYC 7B13, 2 cores",
                        "CPU flags: bmi2, avx2",
                        "OS: Linux 6.1 amd64",
                        "JDK: 17.0.15 (OpenJDK 64-Bit Server VM, 17.0.15+6-Debian-1deb12u1), vendor Debian",
                        "JVM: `/usr/lib/jvm/java-17-openjdk-amd64/bin/java`",
                        "JVM args: `-Xmx1g`",
                        // Each result's rawData holds its three rounds' forks.
                        "JMH: version 1.37; forks per result 3; warm-up 3 \u00d7 200 ms; measurement 3 \u00d7 200 ms;"
                                + " threads 1",
                        "slidebench run: profile quick, rounds 3, seed 42, slidebench 0.1.0-SNAPSHOT (abc123)",
                        "Date: 2026-11-30T03:00:00Z"),
                lines);
        String md = RenderFixtures.markdown(new PlatformSection(), RenderFixtures.context(model));
        assertTrue(
                md.startsWith("<a id=\"platform\"></a>\n\n## Platform\n\n<details><summary>CPU, OS, JDK, JVM"
                        + " arguments and JMH settings of JDK 17.0.15</summary>\n\n- Results: "),
                md);
        assertTrue(md.endsWith("- Date: 2026-11-30T03:00:00Z\n\n</details>\n\n"), md);
    }

    @Test
    void platformOfForeignJsonSaysWhatIsUnknownAndWhy() {
        ReportModel model = ab();
        List<String> lines = PlatformSection.platformLines(model.runs().get(0));
        String why = "unknown (no run.json beside results.json)";
        assertEquals("CPU: " + why, lines.get(1));
        assertEquals("CPU flags: " + why, lines.get(2));
        assertEquals("OS: " + why, lines.get(3));
        assertEquals("JDK: 17.0.15 (OpenJDK 64-Bit Server VM, 17.0.15+6-Debian-1deb12u1), vendor " + why, lines.get(4));
        // FancyMagic has five forks in rawData, the others three.
        assertEquals(
                "JMH: version 1.37; forks per result 3 to 5; warm-up 3 \u00d7 200 ms; measurement 3 \u00d7 200 ms;"
                        + " threads 1",
                lines.get(7));
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("slidebench run:")), "no run record, no run line");
        String date = lines.get(lines.size() - 1);
        assertTrue(date.startsWith("Date: unknown: JMH's JSON records no date (the file was last modified 20"), date);
        assertTrue(date.endsWith("Z); no run.json beside results.json"), date);
        String md = RenderFixtures.markdown(
                new PlatformSection(),
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1)));
        assertTrue(md.contains("JMH settings of 2 runs</summary>"), md);
        assertTrue(md.contains("\n**base/results.json** (base)\n"), md);
        assertTrue(md.contains("\n**test/results.json** (test)\n"), md);
        String plain = RenderFixtures.markdown(new PlatformSection(), RenderFixtures.context(model));
        assertTrue(plain.contains("\n**base/results.json**\n"), "no A/B: no side named");
    }

    @Test
    void platformNamesArgumentsThatVaryByBenchmark() {
        // The slidebench fixture with the positions benchmark run without JVM arguments and the queen benchmark
        // with two: two distinct lists.
        String json = RenderFixtures.read("slidebench/results.json");
        com.google.gson.JsonArray all =
                com.google.gson.JsonParser.parseString(json).getAsJsonArray();
        for (com.google.gson.JsonElement element : all) {
            var object = element.getAsJsonObject();
            var args = new com.google.gson.JsonArray();
            if (object.get("benchmark").getAsString().endsWith("queen")) {
                args.add("-Xmx1g");
                args.add("-XX:+UseParallelGC");
            }
            object.add("jvmArgs", args);
        }
        Path file = RenderFixtures.write(temp.resolve("varied/results.json"), all.toString());
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        List<String> lines = PlatformSection.platformLines(model.runs().get(0));
        assertTrue(lines.contains("JVM args: vary by benchmark: `-Xmx1g -XX:+UseParallelGC`; none"), lines.toString());
        assertTrue(lines.contains("CPU: unknown (no run.json beside results.json)"), lines.toString());
        // Every result without arguments: "none".
        for (com.google.gson.JsonElement element : all) {
            element.getAsJsonObject().add("jvmArgs", new com.google.gson.JsonArray());
        }
        Path none = RenderFixtures.write(temp.resolve("none/results.json"), all.toString());
        ReportModel bare = RenderFixtures.model(List.of(none), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        assertTrue(PlatformSection.platformLines(bare.runs().get(0)).contains("JVM args: none"));
    }

    @Test
    void platformOfASparseRunRecordSaysNotInRunJson() {
        // A run.json with only the core count: what it lacks is "not in run.json" (the run's plan too, in one
        // phrase); the date falls back to the file's.
        Path file = RenderFixtures.write(temp.resolve("sparse/results.json"), RenderFixtures.read("single-fork.json"));
        RenderFixtures.write(file.resolveSibling("run.json"), "{\"schema\": 3, \"platform\": {\"cores\": 2}}");
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        List<String> lines = PlatformSection.platformLines(model.runs().get(0));
        assertEquals("CPU: unknown (not in run.json)", lines.get(1), lines.toString());
        assertEquals("CPU flags: unknown (not in run.json)", lines.get(2));
        assertEquals("OS: unknown (not in run.json)", lines.get(3));
        assertTrue(lines.contains("slidebench run: profile, rounds and seed not in run.json"), lines.toString());
        String date = lines.get(lines.size() - 1);
        assertTrue(date.startsWith("Date: unknown: JMH's JSON records no date (the file was last modified "), date);
        assertTrue(date.endsWith(")"), "no note: the record was read: " + date);
    }

    @Test
    void strategiesShowFamilyBytesAndOriginAsRecorded() {
        ReportModel model = RenderFixtures.slidebenchWithRecord(temp.resolve("origins"), record -> {
            com.google.gson.JsonObject fancy =
                    record.getAsJsonObject("strategies").getAsJsonObject("FancyMagic");
            fancy.addProperty("family", "multiply/hash");
            fancy.addProperty("origin", "Pradu Kannan, 2007 \u2014 https://www.chessprogramming.org/Magic_Bitboards");
        });
        List<String> lines = lines(RenderFixtures.markdown(new StrategiesSection(), RenderFixtures.context(model)));
        assertEquals("## Strategies", lines.get(1));
        assertEquals("<details><summary>Family, table bytes and origin of the 6 measured</summary>", lines.get(2));
        assertTrue(
                lines.contains("| `FancyMagic` | multiply/hash | 861,184 B (841 KiB) | Pradu Kannan, 2007 \u2014"
                        + " [chessprogramming.org](https://www.chessprogramming.org/Magic_Bitboards) |"),
                lines.toString());
        assertTrue(lines.contains("| `Pext` | \u2014 | 861,184 B (841 KiB) | not recorded |"), lines.toString());
        // Plain JMH JSON without run.json: nothing to say, so no section.
        assertEquals(
                "",
                RenderFixtures.markdown(new StrategiesSection(), RenderFixtures.context(singleFork(null)))
                        .strip());
    }

    @Test
    void platformOfARecordWithoutACommitOrFlags() {
        ReportModel model = RenderFixtures.slidebenchWithRecord(temp.resolve("nocommit"), record -> {
            record.getAsJsonObject("slidebench").remove("commit");
            record.getAsJsonObject("platform").add("cpuFlags", new com.google.gson.JsonArray());
            record.getAsJsonObject("platform").remove("cores");
        });
        List<String> lines = PlatformSection.platformLines(model.runs().get(0));
        assertTrue(lines.contains("CPU: AMD EPYC 7B13"), lines.toString());
        assertTrue(lines.contains("CPU flags: none listed"), lines.toString());
        assertTrue(
                lines.contains("slidebench run: profile quick, rounds 3, seed 42, slidebench 0.1.0-SNAPSHOT"),
                lines.toString());
    }

    @Test
    void platformTakesTheRoundsFromThePlanBeforeTheJmhSettings() {
        // A schema-2 style record: the plan names 5 rounds while the JMH settings say 3; the plan wins. A plan that
        // names no rounds leaves the JMH settings' 3.
        assertEquals(
                "slidebench run: profile standard, rounds 5, seed 7, slidebench 0.1.0-SNAPSHOT (abc123)",
                runLine("{\"profile\": \"standard\", \"rounds\": 5, \"seed\": 7}"));
        assertEquals(
                "slidebench run: profile quick, rounds 3, slidebench 0.1.0-SNAPSHOT (abc123), seed not in run.json",
                runLine("{\"profile\": \"quick\"}"));
        // Only the seed: the two missing ones are joined with "and".
        assertEquals(
                "slidebench run: seed 7, profile and rounds not in run.json",
                PlatformSection.runLine(
                                new dev.slidebench.reports.record.RunRecord.Plan(null, null, 7L, null), null, null)
                        .transform(line -> "slidebench run: " + line));
    }

    /** The "slidebench run" line of the slidebench fixture whose run.json carries {@code plan}. */
    private String runLine(String plan) {
        Path dir = temp.resolve("plan-" + Math.abs(plan.hashCode()));
        RenderFixtures.write(dir.resolve("results.json"), RenderFixtures.read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        record.add("plan", com.google.gson.JsonParser.parseString(plan));
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        ReportModel model = RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        return PlatformSection.platformLines(model.runs().get(0)).stream()
                .filter(l -> l.startsWith("slidebench run:"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void platformOfThreeRunsNamesOnlyTheAbSides() {
        Path third = RenderFixtures.write(temp.resolve("third/results.json"), RenderFixtures.read("single-fork.json"));
        ReportModel model = RenderFixtures.model(
                List.of(
                        RenderFixtures.path("ab/base/results.json"),
                        RenderFixtures.path("ab/test/results.json"),
                        third),
                "strategy",
                Settings.defaults(),
                RenderFixtures.PROFILE);
        assertEquals(3, model.runs().size());
        String md = RenderFixtures.markdown(
                new PlatformSection(),
                RenderFixtures.context(model, model.runs().get(1), model.runs().get(0)));
        assertTrue(md.contains("\n**base/results.json** (test)\n"), md);
        assertTrue(md.contains("\n**test/results.json** (base)\n"), md);
        assertTrue(md.contains("\n**" + model.runs().get(2).label() + "**\n"), md);
    }

    @Test
    void platformNamesTheJvmArgumentsThatSplitAFileIntoRuns() {
        // single-fork.json (no JVM arguments) and the same results again run with -Xint, in one file: two runs.
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray both = all.deepCopy();
        for (com.google.gson.JsonElement element : all) {
            var copy = element.deepCopy().getAsJsonObject();
            var args = new com.google.gson.JsonArray();
            args.add("-Xint");
            copy.add("jvmArgs", args);
            both.add(copy);
        }
        Path file = RenderFixtures.write(temp.resolve("split.json"), both.toString());
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        assertEquals(2, model.runs().size());
        assertEquals(
                "Results: `" + file + "`, 3 JMH result(s), those run with no JVM args",
                PlatformSection.platformLines(model.runs().get(0)).get(0));
        assertEquals(
                "Results: `" + file + "`, 3 JMH result(s), those run with -Xint",
                PlatformSection.platformLines(model.runs().get(1)).get(0));
    }

    @Test
    void orUnknownWritesNullAsUnknown() {
        assertEquals("unknown", PlatformSection.orUnknown(null));
        assertEquals("3", PlatformSection.orUnknown(3));
    }

    // ---- Overview ----

    @Test
    void overviewListsTheBestGroupTheFastestAndTheResolution() {
        ReportContext context = RenderFixtures.context(RenderFixtures.slidebench());
        String md = RenderFixtures.markdown(new OverviewSection(), context);
        assertTrue(
                md.contains("| benchmark | best group | fastest (geometric mean) | resolution | ranked on |\n"
                        + "|---|---|---:|---:|---|\n"),
                md);
        // RecommenderTest (numpy): queen's best group Pext, FancyMagic; positions' FancyMagic, Kindergarten, Pext.
        assertTrue(md.contains("| RandomBenchmark.queen | `Pext (emulated)`, `FancyMagic` | 115.0 ops/us | "), md);
        assertTrue(
                md.contains("| PositionsBenchmark.lookup | `FancyMagic`, `Kindergarten`, `Pext (emulated)` |"
                        + " 81.59 ops/us | "),
                md);
        assertTrue(md.contains("\u00d7 | wall |"), md);
        assertEquals(1, context.charts().size(), "the heat map");
        assertEquals("heatmap", context.charts().get(0).stem());
        assertTrue(md.contains("](charts/heatmap.png)"), md);

        ReportModel model = ab();
        ReportContext two = RenderFixtures.context(model);
        String twoMd = RenderFixtures.markdown(new OverviewSection(), two);
        assertTrue(
                twoMd.contains("| benchmark | run | best group | fastest (geometric mean) | resolution | ranked on |\n"
                        + "|---|---|---|---:|---:|---|\n"),
                twoMd);
        // base: FancyMagic 109.998 -> 110.0; test: 120.998 -> 121.0.
        assertTrue(
                twoMd.contains("| RandomBenchmark.queen | base/results.json | `FancyMagic` | 110.0 ops/us | "), twoMd);
        assertTrue(
                twoMd.contains("| RandomBenchmark.queen | test/results.json | `FancyMagic` | 121.0 ops/us | "), twoMd);
        assertEquals(0, two.charts().size(), "one benchmark per run: no heat map");
    }

    @Test
    void overviewWithSingleForksHasNoResolution() {
        String md = RenderFixtures.markdown(new OverviewSection(), RenderFixtures.context(singleFork(null)));
        assertTrue(
                md.contains("| HashBench.get (size=1000) | `LinkedHashMap`, `HashMap`, `TreeMap` | 20.99 ns/op |"
                        + " n/a | wall |"),
                md);
    }

    @Test
    void overviewNamesTheFirstSixOfALargeBestGroupAndCountsTheRest() throws Exception {
        // eight single-fork values: none is separated, all eight are in the best group
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < 8; i++) {
            json.append(i == 0 ? "" : ",")
                    .append("{\"jmhVersion\": \"1.37\", \"benchmark\": \"org.example.HashBench.get\", \"mode\":"
                            + " \"avgt\", \"threads\": 1, \"forks\": 1, \"jvm\": \"/usr/bin/java\", \"jdkVersion\":"
                            + " \"17.0.15\", \"vmName\": \"OpenJDK 64-Bit Server VM\", \"vmVersion\": \"17.0.15\","
                            + " \"params\": {\"impl\": \"Map")
                    .append(i)
                    .append("\"}, \"primaryMetric\": {\"score\": ")
                    .append(20 + i)
                    .append(", \"scoreUnit\": \"ns/op\", \"rawData\": [[")
                    .append(20 + i)
                    .append(", ")
                    .append(21 + i)
                    .append("]]}, \"secondaryMetrics\": {}}");
        }
        Path file = java.nio.file.Files.writeString(
                temp.resolve("eight.json"), json.append("]").toString());
        ReportModel model = RenderFixtures.model(
                List.of(file),
                "impl",
                new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.AUTO, null),
                RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new OverviewSection(), RenderFixtures.context(model));
        assertTrue(md.contains("| `Map0`, `Map1`, `Map2`, `Map3`, `Map4`, `Map5` and 2 more |"), md);
        assertFalse(md.contains("`Map6`"), md);
    }

    // ---- Benchmark ----

    @Test
    void benchmarkTableRanksWithLettersSlowdownsReferenceBytesAndFlags() {
        ReportModel model = RenderFixtures.slidebench();
        ReportContext context = RenderFixtures.context(model);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), context);
        assertTrue(
                md.startsWith("<a id=\"randombenchmark-queen\"></a>\n\n## RandomBenchmark.queen\n\n"
                        + "`dev.slidebench.bench.RandomBenchmark.queen`, mode thrpt (throughput), unit ops/us,"
                        + " **higher is better**.\n\n"),
                md);
        assertTrue(
                md.contains("| rank | group | strategy | wall ops/us [95% CI] | slowdown vs best [Holm-matched CI] |"
                        + " speed vs RayLoop [95% CI] | forks | table bytes | flags |\n"
                        + "|---|---|---|---:|---:|---:|---:|---:|---|\n"),
                md);
        assertTrue(
                md.contains("| 1 | a (best) | `Pext (emulated)` | 115.0 [108.9, 121.5] | 1.000\u00d7 [1.000, 1.000] |"
                        + " 10.48\u00d7 [9.962, 11.03] | 3 | 861,184 B (841 KiB) | emulated |\n"),
                md);
        assertTrue(
                md.contains("| 2 | a (best) | `FancyMagic` | 110.0 [104.1, 116.2] | 1.045\u00d7 [0.994, 1.100] |"), md);
        // RayLoop is the reference; its ratio to itself is 1 by definition. RotatedBitboards is incremental.
        assertTrue(md.contains("| 6 | e | `RayLoop` | 10.97 ["), md);
        assertTrue(md.contains("| 1 (reference) | 3 | 0 B |  |\n"), md);
        assertTrue(md.contains("| 9,216 B (9 KiB) |  |\n"), "Kindergarten's table, no flag");
        assertTrue(md.contains("| 524,288 B (512 KiB) | stateful-path |\n"), md);
        // BASELINE 400, 410, 420: geometric mean 409.9; a control has no rank, slowdown, ratio or table bytes.
        assertTrue(md.contains("| \u2014 | control | `BASELINE` | 409.9 ["), md);
        assertTrue(md.contains("| \u2014 | \u2014 | 3 | unknown | control |\n"), md);
        assertTrue(md.contains("- Ranked on wall time (no CPU time recorded).\n"), md);
        assertTrue(
                md.contains("- **Best group** (cannot be told from the fastest): `Pext (emulated)`, `FancyMagic`."
                        + " Two rows share a letter iff they were not separated (all pairs, Holm, family-wise \u03b1 = 0.05)."
                        + " The slowdown interval is Holm-matched: it holds 1 exactly for the best group (the"
                        + " unadjusted 95% one is in summary.csv).\n"),
                md);
        assertTrue(md.contains("- **Resolution** 1."), md);
        assertTrue(
                md.contains("\u00d7: the smallest ratio this run separates with 80% power. Model: strategy + round"
                        + " on ln(fork mean), 10 residual df, residual sd of ln(fork mean) 0.0"),
                md);
        assertTrue(
                md.contains("- **emulated** rows ran a fallback path (Pext: emulated: Long.compress needs JDK 19+);"
                        + " they measure the fallback, not the fast path.\n"),
                md);
        assertFalse(md.contains("No reference column"), md);
        assertFalse(md.contains("**single-fork**"), md);
        assertFalse(md.contains("**outlier-forks**"), "no fork is an outlier here: " + md);
        assertFalse(md.contains("other secondary metrics"), md);
        assertFalse(md.contains("### "), "one run: no heading per run");
        List<String> stems =
                context.charts().stream().map(Charts.ChartImage::stem).toList();
        assertEquals(
                List.of("randombenchmark-queen-forest", "randombenchmark-queen-bytes", "randombenchmark-queen-drift"),
                stems);
        assertTrue(md.contains("](charts/randombenchmark-queen-forest.png)"), md);
        assertTrue(md.contains("](charts/randombenchmark-queen-drift.png)"), md);
    }

    @Test
    void benchmarkOfTwoRunsHasATablePerRunAndTheRunsSideBySide() {
        ReportModel model = ab();
        ReportContext context = RenderFixtures.context(model);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), context);
        assertTrue(md.contains("### RandomBenchmark.queen \u2014 base/results.json\n"), md);
        assertTrue(md.contains("### RandomBenchmark.queen \u2014 test/results.json\n"), md);
        assertTrue(md.contains("### RandomBenchmark.queen \u2014 runs side by side\n"), md);
        assertTrue(md.indexOf("base/results.json\n") < md.indexOf("test/results.json\n"));
        // No run.json: no table bytes column, one-way model.
        assertTrue(
                md.contains("| rank | group | strategy | wall ops/us [95% CI] | slowdown vs best [Holm-matched CI] |"
                        + " speed vs RayLoop [95% CI] | forks | flags |\n|---|---|---|---:|---:|---:|---:|---|\n"),
                md);
        assertTrue(md.contains("| 1 | a (best) | `FancyMagic` | 110.0 ["), md);
        assertTrue(md.contains("| 1 | a (best) | `FancyMagic` | 121.0 ["), md);
        assertTrue(md.contains("| 5 |  |\n"), "FancyMagic's five forks, no flag");
        assertFalse(md.contains("**emulated**"), "no run.json, no fallback path: " + md);
        List<String> stems =
                context.charts().stream().map(Charts.ChartImage::stem).toList();
        assertEquals(
                List.of(
                        "randombenchmark-queen-run1-forest",
                        "randombenchmark-queen-run2-forest",
                        "randombenchmark-queen-runs"),
                stems,
                "no table bytes and no fork times: no bytes or drift charts");
    }

    @Test
    void benchmarkOfSingleForksSaysSoAndWithoutTheDefaultReferenceSaysHowToNameOne() {
        ReportModel model = singleFork(null);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(
                md.contains("`org.example.HashBench.get`, mode avgt (average time), unit ns/op, **lower is better**;"
                        + " other parameters: `size=1000`.\n"),
                md);
        assertTrue(
                md.contains(
                        "| rank | group | impl | wall ns/op [95% CI] | slowdown vs best [Holm-matched CI] | forks | flags |\n"
                                + "|---|---|---|---:|---:|---:|---|\n"),
                md);
        assertTrue(md.contains("| 3 | a (best) | `TreeMap` | 60.00 ["), md);
        assertTrue(md.contains("| 1 | single-fork |\n"), md);
        assertTrue(
                md.contains("- **Resolution** not stated: no pair could be tested (single forks, or no residual"
                        + " degrees of freedom). Model: "),
                md);
        assertTrue(
                md.contains("- No reference column: RayLoop (the default reference) was not measured here; name one"
                        + " with --reference.\n"),
                md);
        assertTrue(
                md.contains("- **single-fork** rows: their interval comes from iterations within one JVM and"
                        + " understates run-to-run noise; they are never separated from another row.\n"),
                md);

        // Named reference: a column for it, its own row says "1 (reference)", no hint.
        ReportModel named = singleFork("TreeMap");
        String namedMd =
                RenderFixtures.markdown(new BenchmarkSection(named.cases().get(0)), RenderFixtures.context(named));
        assertTrue(namedMd.contains(" speed vs TreeMap [95% CI] | forks | flags |"), namedMd);
        assertTrue(namedMd.contains("| 1 (reference) | 1 | single-fork |"), namedMd);
        // LinkedHashMap 20.988 vs TreeMap 59.997: 2.859 times the speed.
        assertTrue(namedMd.contains("| 2.859\u00d7 ["), namedMd);
        assertFalse(namedMd.contains("No reference column"), namedMd);
    }

    @Test
    void benchmarkRankedOnCpuTimeShowsWallTimeBesideItAndTheFamilies() {
        // single-fork.json with CPU time at half the wall time: contended (wall / CPU = 2 >= 1.10), so the table
        // ranks on CPU time (TreeMap 59.997 / 2 = 30.00 ns/op) and shows wall time (60.00) as the other measure.
        Path file = RenderFixtures.write(
                temp.resolve("cpu/results.json"),
                RenderFixtures.withCpuTime(RenderFixtures.read("single-fork.json"), 2));
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(
                md.contains(
                        "| rank | group | impl | CPU ns/op [95% CI] | slowdown vs best [Holm-matched CI] | wall ns/op |"
                                + " forks | flags |\n|---|---|---|---:|---:|---:|---:|---|\n"),
                md);
        assertTrue(md.contains("| 3 | a (best) | `TreeMap` | 30.00 ["), md);
        assertTrue(md.contains("] | 60.00 | 1 | single-fork, contended |\n"), md);
        assertFalse(md.contains("other secondary metrics"), "cpu.time is a measure of the table, not an extra: " + md);
    }

    @Test
    void benchmarkWithFamiliesAddsTheirColumn() {
        // The slidebench fixture with run.json naming two strategies' families: a family column, a dash for the rest.
        Path dir = temp.resolve("family");
        RenderFixtures.write(dir.resolve("results.json"), RenderFixtures.read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        record.getAsJsonObject("strategies").getAsJsonObject("Pext").addProperty("family", "pext");
        record.getAsJsonObject("strategies").getAsJsonObject("FancyMagic").addProperty("family", "magic");
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        ReportModel model = RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(md.contains("| rank | group | strategy | family | wall ops/us [95% CI] |"), md);
        // Family is text: the numbers start one column later.
        assertTrue(md.contains("\n|---|---|---|---|---:|---:|---:|---:|---:|---|\n"), md);
        assertTrue(md.contains("| 1 | a (best) | `Pext (emulated)` | pext | 115.0 ["), md);
        assertTrue(md.contains("| 2 | a (best) | `FancyMagic` | magic | 110.0 ["), md);
        assertTrue(md.contains("| 6 | e | `RayLoop` | \u2014 | 10.97 ["), md);
    }

    @Test
    void benchmarkNotesCountOutlierForks() {
        Path file = RenderFixtures.write(temp.resolve("outlier/results.json"), RenderFixtures.outlierJson());
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(
                md.contains("- **outlier-forks**: 1 fork(s) with |studentised residual| > 3.5 are flagged and kept"
                        + " in the statistics.\n"),
                md);
        assertTrue(md.contains("| 10 | outlier-forks |\n"), "Spiky's row is flagged: " + md);
        assertTrue(md.contains("| 10 |  |\n"), "Steady's is not: " + md);
    }

    @Test
    void benchmarkMeasuredInOneOfTwoRunsHasOneTableAndNoRunsSideBySide() {
        Path first =
                RenderFixtures.write(temp.resolve("a/results.json"), RenderFixtures.read("slidebench/results.json"));
        Path second = RenderFixtures.write(temp.resolve("b/results.json"), queenOnly());
        ReportModel model =
                RenderFixtures.model(List.of(first, second), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        ReportContext context = RenderFixtures.context(model);
        String positions =
                RenderFixtures.markdown(new BenchmarkSection(model.cases().get(1)), context);
        assertTrue(
                positions.contains("### PositionsBenchmark.lookup \u2014 "
                        + model.runs().get(0).label()),
                positions);
        assertFalse(positions.contains(model.runs().get(1).label() + "\n"), positions);
        assertFalse(positions.contains("runs side by side"), positions);
        assertEquals(
                List.of("positionsbenchmark-lookup-run1-forest"),
                context.charts().stream().map(Charts.ChartImage::stem).toList());
    }

    /** The slidebench fixture's queen results only (no PositionsBenchmark). */
    private static String queenOnly() {
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/results.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray kept = new com.google.gson.JsonArray();
        all.forEach(e -> {
            if (e.getAsJsonObject().get("benchmark").getAsString().endsWith("queen")) {
                kept.add(e);
            }
        });
        return kept.toString();
    }

    @Test
    void abSkipsABenchmarkOneSideLacksAndNamesBothPathsWhenTheyDiffer() {
        // Base: the slidebench fixture with its run.json (Pext emulated); test: its queen results alone, no run.json.
        Path base =
                RenderFixtures.write(temp.resolve("base/results.json"), RenderFixtures.read("slidebench/results.json"));
        RenderFixtures.write(temp.resolve("base/run.json"), RenderFixtures.read("slidebench/run.json"));
        Path test = RenderFixtures.write(temp.resolve("test/results.json"), queenOnly());
        ReportModel model =
                RenderFixtures.model(List.of(base, test), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(
                new AbSection(),
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1)));
        assertTrue(md.contains("### A/B: RandomBenchmark.queen\n"), md);
        assertFalse(md.contains("PositionsBenchmark"), "measured in the base only: " + md);
        assertTrue(md.contains("| `Pext (emulated)` / `Pext` | 115.0 ["), md);
        assertTrue(md.contains("| `FancyMagic` | 110.0 ["), md);
        // The same fork means on both sides: no change.
        assertTrue(md.contains("| 1.000\u00d7 ["), md);
    }

    @Test
    void aLookupsCounterWithoutTheSquaresIsAnOrdinarySecondaryMetric() {
        // Only HashMap reports a "lookups" counter, and no result has the 64 square counters: the counter is shown
        // as recorded, with a dash for the values that lack it.
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonObject lookups = new com.google.gson.JsonObject();
        lookups.addProperty("score", 5.0);
        lookups.addProperty("scoreUnit", "#");
        lookups.add("rawData", com.google.gson.JsonParser.parseString("[[5.0, 5.0, 5.0, 5.0, 5.0]]"));
        all.get(0).getAsJsonObject().getAsJsonObject("secondaryMetrics").add("lookups", lookups);
        Path file = RenderFixtures.write(temp.resolve("lookups.json"), all.toString());
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(md.contains("| impl | lookups |\n|---|---:|\n"), md);
        assertTrue(md.contains("| `HashMap` | 5 # |\n"), md);
        assertTrue(md.contains("| `TreeMap` | \u2014 |\n"), md);
    }

    @Test
    void secondaryMetricsOfTwoRunsNameTheRun() {
        Path first = RenderFixtures.write(temp.resolve("a/results.json"), RenderFixtures.read("sample-mode.json"));
        Path second = RenderFixtures.write(temp.resolve("b/results.json"), RenderFixtures.read("sample-mode.json"));
        ReportModel model =
                RenderFixtures.model(List.of(first, second), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(
                md.contains("| run | impl | p0.50 | p0.99 |\n|---|---|---:|---:|\n| "
                        + model.runs().get(0).label() + " | `Linear` | "),
                md);
        assertTrue(md.contains("\n| " + model.runs().get(1).label() + " | `Linear` | "), md);
    }

    @Test
    void aNamedReferenceMissingFromOneBenchmarkGivesThatTableNoColumnAndNoHint() {
        // --reference TreeMap, but the second benchmark (size=2000) did not measure TreeMap: its table has no
        // reference column, and the hint about the default reference does not apply (one was named).
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray both = all.deepCopy();
        for (com.google.gson.JsonElement element : all) {
            var copy = element.deepCopy().getAsJsonObject();
            copy.getAsJsonObject("params").addProperty("size", "2000");
            if (!copy.getAsJsonObject("params").get("impl").getAsString().equals("TreeMap")) {
                both.add(copy);
            }
        }
        Path file = RenderFixtures.write(temp.resolve("sizes.json"), both.toString());
        ReportModel model = RenderFixtures.model(
                List.of(file),
                "impl",
                new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.AUTO, "TreeMap"),
                RenderFixtures.PROFILE);
        assertEquals(2, model.cases().size());
        String measured =
                RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertTrue(measured.contains("speed vs TreeMap"), measured);
        String missing =
                RenderFixtures.markdown(new BenchmarkSection(model.cases().get(1)), RenderFixtures.context(model));
        assertTrue(missing.contains("other parameters: `size=2000`"), missing);
        assertFalse(missing.contains("speed vs"), missing);
        assertFalse(missing.contains("No reference column"), missing);
    }

    @Test
    void aProfileWithoutADefaultReferenceGivesNoHint() {
        ReportModel model = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")), "impl", Settings.defaults(), ReportProfile.generic());
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        assertFalse(md.contains("No reference column"), md);
        assertFalse(md.contains("speed vs"), md);
    }

    @Test
    void benchmarkListsOtherSecondaryMetricsAsRecorded() {
        ReportModel model = RenderFixtures.model(
                List.of(RenderFixtures.path("sample-mode.json")), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new BenchmarkSection(model.cases().get(0)), RenderFixtures.context(model));
        String heading = "### " + model.cases().get(0).title() + " \u2014 other secondary metrics\n\n"
                + "JMH's own scores for its other secondary metrics, shown as recorded; not analysed.\n\n"
                + "| impl | p0.50 | p0.99 |\n|---|---:|---:|\n| `Linear` | ";
        assertTrue(md.contains(heading), md);
    }

    @Test
    void notesOfControlsOnly() {
        String json = RenderFixtures.read("two-jdks.json").replaceAll("\"(RayLoop|FancyMagic|Pext)\"", "\"BASELINE\"");
        Path file = RenderFixtures.write(temp.resolve("controls.json"), json);
        ReportModel model =
                RenderFixtures.model(List.of(file), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        ReportContext context = RenderFixtures.context(model);
        List<String> notes = BenchmarkSection.notes(context, RenderFixtures.analysis(model, 0, 0));
        assertEquals(2, notes.size(), notes.toString());
        assertEquals("Only controls were measured here; nothing is ranked.", notes.get(1));
    }

    // ---- A/B ----

    @Test
    void abComparesEveryValueMeasuredInBothRuns() {
        ReportModel model = ab();
        ReportContext context =
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1));
        String md = RenderFixtures.markdown(new AbSection(), context);
        assertTrue(
                md.startsWith("<a id=\"a-b-test-results-json-against-base-results-json\"></a>\n\n"
                        + "## A/B: test/results.json against base/results.json\n\n"
                        + "Speed-up = speed in the test run \u00f7 speed in the base run (> 1: the test is faster)."
                        + " The intervals are simultaneous at 95% over the values of a benchmark (Bonferroni)"),
                md);
        assertTrue(
                md.contains("### A/B: RandomBenchmark.queen\n\n"
                        + "| strategy | base wall ops/us [95% CI] | test wall ops/us [95% CI] | speed-up [simultaneous 95%]"
                        + " | verdict |\n|---|---:|---:|---:|---|\n"),
                md);
        // numpy (ReportsTest): FancyMagic 1.100 [1.013, 1.194]; the unchanged values 1.000 [0.899, 1.112].
        assertTrue(md.contains("| `FancyMagic` | 110.0 ["), md);
        assertTrue(md.contains("] | 121.0 ["), md);
        assertTrue(md.contains("] | 1.100\u00d7 [1.013, 1.194] | faster \u00d71.100 |\n"), md);
        assertTrue(md.contains("| `RayLoop` | 10.97 ["), md);
        assertTrue(md.contains("| 1.000\u00d7 [0.899, 1.112] | no detectable change |\n"), md);
    }

    @Test
    void abOfContendedRunsComparesCpuTime() {
        // single-fork.json twice, with CPU time at half the wall time (wall / CPU = 2 >= 1.10: contended): the
        // comparison is on CPU time, TreeMap 59.997 / 2 = 30.00 ns/op on both sides.
        String json = RenderFixtures.withCpuTime(RenderFixtures.read("single-fork.json"), 2);
        Path base = RenderFixtures.write(temp.resolve("base/results.json"), json);
        Path test = RenderFixtures.write(temp.resolve("test/results.json"), json);
        ReportModel model =
                RenderFixtures.model(List.of(base, test), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(
                new AbSection(),
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1)));
        assertTrue(md.contains("| impl | base cpu ns/op [95% CI] | test cpu ns/op [95% CI] |"), md);
        assertTrue(md.contains("| `TreeMap` | 30.00 ["), md);
    }

    @Test
    void abOfRunsWithNoValueInCommonSaysSo() {
        // The test run measured other names: nothing to pair.
        Path base = RenderFixtures.path("ab/base/results.json");
        Path test = RenderFixtures.write(
                temp.resolve("other/results.json"),
                RenderFixtures.read("ab/test/results.json")
                        .replace("\"RayLoop\"", "\"A\"")
                        .replace("\"FancyMagic\"", "\"B\"")
                        .replace("\"Kindergarten\"", "\"C\""));
        ReportModel model =
                RenderFixtures.model(List.of(base, test), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(
                new AbSection(),
                RenderFixtures.context(model, model.runs().get(0), model.runs().get(1)));
        assertTrue(
                md.contains("### A/B: RandomBenchmark.queen\n\nNo strategy of this benchmark was measured in both"
                        + " runs.\n"),
                md);
        assertFalse(md.contains("| verdict |"), md);
    }

    // ---- Method ----

    @Test
    void methodNamesTheReferenceAlphaAndThresholds() {
        String md = RenderFixtures.markdown(new MethodSection(), RenderFixtures.context(RenderFixtures.slidebench()));
        assertTrue(md.startsWith("<a id=\"method\"></a>\n\n## Method\n\n- **Replicates.**"), md);
        assertTrue(
                md.contains(
                        "speed vs the reference (`RayLoop` by default, or the one named with --reference):"
                                + " exp(d \u00b1 t\u00b7se) of the model's difference, 95%, residual degrees of freedom (exported as"),
                md);
        assertTrue(md.contains("family-wise \u03b1 = 0.05. The **best group**"), md);
        assertTrue(md.contains("the secondary metric `cpu.time`"), md);
        assertTrue(md.contains("had wall \u00f7 CPU \u2265 1.1; both are shown and exported."), md);
        assertTrue(md.contains("|internally studentised residual| > 3.5 is flagged `outlier-forks`"), md);
        assertEquals(10, md.lines().filter(l -> l.startsWith("- **")).count(), md);

        String named = RenderFixtures.markdown(new MethodSection(), RenderFixtures.context(singleFork("TreeMap")));
        assertTrue(named.contains("speed vs the reference (`TreeMap` (named with --reference)):"), named);
        ReportModel generic = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")),
                "impl",
                new Settings(0.9, 0.1, MetricChoice.AUTO, null),
                ReportProfile.generic());
        String none = RenderFixtures.markdown(new MethodSection(), RenderFixtures.context(generic));
        assertTrue(
                none.contains("speed vs the reference (the one named with --reference): exp(d \u00b1 t\u00b7se) of"
                        + " the model's difference, 90%,"),
                none);
        assertTrue(none.contains("family-wise \u03b1 = 0.1."), none);
    }

    // ---- Caveats ----

    @Test
    void caveatsOfTheSlidebenchFixture() {
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(RenderFixtures.slidebench()));
        assertEquals(
                List.of(
                        "<a id=\"caveats\"></a>",
                        "## Caveats",
                        "- **JIT warm-up.** Each fork ran 3 \u00d7 200 ms of warm-up before measuring; code the JIT"
                                + " compiles late shows up as a trend across iterations and forks (see the drift charts).",
                        "- **This machine only.** These numbers hold for this machine, JDK and JVM flags; another CPU"
                                + " (cache sizes, instruction set), JIT or flag set can reorder the results. Here: AMD"
                                + " EPYC 7B13, flags bmi2 avx2.",
                        "- **Domain.** a caveat of the profile.",
                        "- **Controls.** `BASELINE` measures the harness without the work (the floor); it is shown"
                                + " but not ranked or compared."),
                lines(md));
    }

    @Test
    void caveatsOfForeignRunsNameWhatWasNotRecordedPerRun() {
        ReportModel model = ab();
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        assertTrue(
                md.contains("Here: base/results.json: CPU model unknown; test/results.json: CPU model unknown.\n"), md);
        assertTrue(
                md.contains("- **Not recorded** for base/results.json (no run.json beside results.json): CPU model,"
                        + " flags, OS, date, rounds, table bytes, fallback paths and fork times. The report leaves them unknown"
                        + " rather than guess, and uses the one-way model.\n"),
                md);
        assertTrue(md.contains("- **Not recorded** for test/results.json (no run.json beside results.json)"), md);
        assertFalse(md.contains("**Controls.**"), "no BASELINE in these runs");
        assertFalse(md.contains("**Single fork.**"), md);
    }

    @Test
    void caveatsListSingleForksAndAbbreviateBeyondEight() {
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(singleFork(null)));
        assertTrue(
                md.contains("- **Single fork.** 3 result(s) had one fork: HashBench.get (size=1000) / LinkedHashMap,"
                        + " HashBench.get (size=1000) / HashMap, HashBench.get (size=1000) / TreeMap. Their intervals use"
                        + " iterations within one JVM and understate run-to-run noise; run more forks (or rounds).\n"),
                md);
        assertTrue(md.contains("Here: CPU model unknown.\n"), md);
        // Nine single-fork values: eight named, then "and 1 more".
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray nine = new com.google.gson.JsonArray();
        for (int i = 0; i < 9; i++) {
            var copy = all.get(i % 3).deepCopy().getAsJsonObject();
            copy.getAsJsonObject("params").addProperty("impl", "V" + i);
            nine.add(copy);
        }
        Path file = RenderFixtures.write(temp.resolve("nine.json"), nine.toString());
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String many = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        assertTrue(many.contains("- **Single fork.** 9 result(s) had one fork: "), many);
        assertTrue(many.contains(" and 1 more. Their intervals"), many);
        String listed = many.substring(many.indexOf("had one fork: "), many.indexOf(" and 1 more"));
        assertEquals(8, listed.split(", ").length, listed);
    }

    @Test
    void caveatsOfSingleForksInTwoRunsNameTheRun() {
        Path first = RenderFixtures.write(temp.resolve("a/results.json"), RenderFixtures.read("single-fork.json"));
        Path second = RenderFixtures.write(temp.resolve("b/results.json"), RenderFixtures.read("single-fork.json"));
        ReportModel model =
                RenderFixtures.model(List.of(first, second), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        assertTrue(
                md.contains("- **Single fork.** 6 result(s) had one fork: HashBench.get (size=1000) / LinkedHashMap ("
                        + model.runs().get(0).label() + "), "),
                md);
    }

    @Test
    void caveatsOfARecordWithoutFlagsOrCpuModel() {
        Path dir = temp.resolve("noflags");
        RenderFixtures.write(dir.resolve("results.json"), RenderFixtures.read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(
                        RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        record.getAsJsonObject("platform").remove("cpuFlags");
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        ReportModel model = RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        assertTrue(md.contains("Here: AMD EPYC 7B13.\n"), md);
        Path sparse =
                RenderFixtures.write(temp.resolve("sparse/results.json"), RenderFixtures.read("single-fork.json"));
        RenderFixtures.write(sparse.resolveSibling("run.json"), "{\"schema\": 3, \"platform\": {\"cores\": 2}}");
        ReportModel bare = RenderFixtures.model(List.of(sparse), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String bareMd = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(bare));
        assertTrue(bareMd.contains("Here: CPU model unknown.\n"), bareMd);
        assertFalse(bareMd.contains("**Not recorded**"), "a run.json was read: " + bareMd);
    }

    @Test
    void caveatsNameEightSingleForksInFull() {
        com.google.gson.JsonArray all = com.google.gson.JsonParser.parseString(RenderFixtures.read("single-fork.json"))
                .getAsJsonArray();
        com.google.gson.JsonArray eight = new com.google.gson.JsonArray();
        for (int i = 0; i < 8; i++) {
            var copy = all.get(i % 3).deepCopy().getAsJsonObject();
            copy.getAsJsonObject("params").addProperty("impl", "V" + i);
            eight.add(copy);
        }
        Path file = RenderFixtures.write(temp.resolve("eight.json"), eight.toString());
        ReportModel model = RenderFixtures.model(List.of(file), "impl", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        assertTrue(md.contains("- **Single fork.** 8 result(s) had one fork: "), md);
        assertFalse(md.contains(" more. Their intervals"), "eight fit: " + md);
        String listed = md.substring(md.indexOf("had one fork: "), md.indexOf(". Their intervals"));
        assertEquals(8, listed.split(", ").length, listed);
    }

    @Test
    void caveatsOfTwoRecordedRunsPrefixEachCpu() {
        Path first =
                RenderFixtures.write(temp.resolve("a/results.json"), RenderFixtures.read("slidebench/results.json"));
        RenderFixtures.write(temp.resolve("a/run.json"), RenderFixtures.read("slidebench/run.json"));
        Path second =
                RenderFixtures.write(temp.resolve("b/results.json"), RenderFixtures.read("slidebench/results.json"));
        ReportModel model =
                RenderFixtures.model(List.of(first, second), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        String md = RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(model));
        String a = model.runs().get(0).label();
        String b = model.runs().get(1).label();
        assertTrue(md.contains("Here: " + a + ": AMD EPYC 7B13, flags bmi2 avx2; " + b + ": CPU model unknown.\n"), md);
    }

    // ---- Layout ----

    @Test
    void layoutTitlesAndIntroduces() {
        ReportModel model = RenderFixtures.slidebench();
        Document doc = ReportLayout.build(RenderFixtures.context(model));
        String md = doc.markdown("charts");
        assertTrue(
                md.startsWith("# Benchmark report: " + model.runs().get(0).label() + "\n\nFrom JMH results in `"
                        + RenderFixtures.path("slidebench/results.json")
                        + "`: 2 benchmark(s), compared by the values of the"
                        + " parameter `strategy`.\n\n"),
                md);
        List<String> headings = md.lines().filter(l -> l.startsWith("## ")).toList();
        assertEquals(
                List.of(
                        "## Verdict",
                        "## Platform",
                        "## Strategies",
                        "## Overview",
                        "## RandomBenchmark.queen",
                        "## PositionsBenchmark.lookup",
                        "## Method",
                        "## Caveats"),
                headings);
        assertTrue(md.contains("- [Verdict](#verdict)\n- [Platform](#platform)\n"), "contents after the verdict");

        ReportModel two = ab();
        String abMd = ReportLayout.build(RenderFixtures.context(
                        two, two.runs().get(0), two.runs().get(1)))
                .markdown("charts");
        assertTrue(
                abMd.startsWith("# Benchmark report: base/results.json (base) vs test/results.json (test)\n\n"
                        + "From JMH results in `" + RenderFixtures.path("ab/base/results.json") + "`, `"
                        + RenderFixtures.path("ab/test/results.json")
                        + "`: 1 benchmark(s), compared by the values of the"
                        + " parameter `strategy`, in 2 runs.\n\n"),
                abMd);
        assertTrue(abMd.contains("\n## A/B: test/results.json against base/results.json\n"), abMd);
        assertTrue(abMd.indexOf("## A/B:") < abMd.indexOf("## Method"));
        String merged = ReportLayout.build(RenderFixtures.context(two)).markdown("charts");
        assertTrue(merged.startsWith("# Benchmark report: 2 runs\n\n"), merged);
        assertFalse(merged.contains("## A/B:"), merged);
    }

    @Test
    void layoutNamesAFileOnceWhenItHoldsSeveralRuns() {
        // two-jdks.json: one file, two JVMs, so two runs from one file.
        ReportModel model = RenderFixtures.model(
                List.of(RenderFixtures.path("two-jdks.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
        assertEquals(2, model.runs().size());
        String md = ReportLayout.build(RenderFixtures.context(model)).markdown("charts");
        assertTrue(
                md.contains("\n\nFrom JMH results in `" + RenderFixtures.path("two-jdks.json") + "`: 1 benchmark(s),"
                        + " compared by the values of the parameter `strategy`, in 2 runs.\n\n"),
                md);
    }

    // ---- Context ----

    @Test
    void contextSuffixesChartsPerRunAndWritesThePercent() {
        ReportModel one = RenderFixtures.slidebench();
        ReportContext context = RenderFixtures.context(one);
        assertEquals("", context.runSuffix(one.runs().get(0)));
        assertFalse(context.multiRun());
        assertFalse(context.ab());
        assertEquals("strategy", context.noun());
        assertEquals("95%", context.percent());
        ReportModel two = ab();
        ReportContext both =
                RenderFixtures.context(two, two.runs().get(0), two.runs().get(1));
        assertTrue(both.multiRun());
        assertTrue(both.ab());
        assertEquals("-run1", both.runSuffix(two.runs().get(0)));
        assertEquals("-run2", both.runSuffix(two.runs().get(1)));
        List<Charts.ChartImage> kept = new ArrayList<>();
        ReportContext keeping = new ReportContext(one, List.of(), null, null, List.of(), kept);
        Charts.ChartImage image = new Charts.ChartImage("s", "c", new byte[0], new byte[0]);
        assertTrue(keeping.add(image) == image);
        assertEquals(List.of(image), kept, "the writer's list receives the chart");
        ReportContext nullCharts = new ReportContext(one, List.of(), null, null, List.of(), null);
        assertEquals(List.of(), nullCharts.charts());
        assertEquals(null, nullCharts.add(null));
        assertEquals(List.of(), nullCharts.charts(), "null is not kept");
        ReportModel ninety = RenderFixtures.model(
                List.of(RenderFixtures.path("single-fork.json")),
                "impl",
                new Settings(0.9, 0.05, MetricChoice.AUTO, null),
                RenderFixtures.PROFILE);
        assertEquals("90%", RenderFixtures.context(ninety).percent());
        assertEquals("impl", RenderFixtures.context(ninety).noun());
    }
}
