package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.export.SummaryExport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The written report: files, sections, self-containment, atomic writes and bad input. Numbers are
 * checked against an independent computation (numpy/scipy, see RecommenderTest) of the fixture.
 */
class ReportsTest {

    @TempDir
    Path temp;

    static Reports.Options options(List<Path> inputs, Path out, String reference, String by, boolean ab) {
        return new Reports.Options(
                inputs,
                out,
                by,
                ab,
                null,
                null,
                new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.AUTO, reference),
                ChartsTest.PROFILE,
                List.of());
    }

    @Test
    void slidebenchReportFilesAndSections() throws IOException {
        Path results = Fixtures.copy(temp.resolve("run"), "slidebench/results.json", "slidebench/run.json");
        byte[] before = Files.readAllBytes(results);
        Reports.Outcome outcome = Reports.generate(options(List.of(results), null, null, "strategy", false));

        Path out = temp.resolve("run/report");
        assertEquals(out.resolve("report.html").toAbsolutePath(), outcome.html());
        assertTrue(Files.isRegularFile(outcome.html()));
        assertTrue(Files.isRegularFile(out.resolve("report.md")));
        assertArrayEquals(before, Files.readAllBytes(results), "the input is never modified");
        // heat map + 2 benchmarks x (forest, bytes, drift), each as PNG and SVG
        List<String> charts = list(out.resolve("charts"));
        assertEquals(14, charts.size(), charts.toString());
        for (String stem : List.of(
                "heatmap",
                "randombenchmark-queen-forest",
                "randombenchmark-queen-bytes",
                "randombenchmark-queen-drift",
                "positionsbenchmark-lookup-forest")) {
            assertTrue(charts.contains(stem + ".png") && charts.contains(stem + ".svg"), stem);
        }
        assertEquals(
                List.of(), list(out).stream().filter(n -> n.endsWith(".tmp")).toList(), "no temporary file left");

        String md = Files.readString(out.resolve("report.md"));
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
        String verdict = section(md, "## Verdict");
        assertTrue(verdict.contains("How sure, in detail: recommended `Pext (emulated)`."), verdict);
        assertTrue(verdict.contains("[summary.csv](summary.csv)"), "exports are linked");
        String platform = section(md, "## Platform");
        for (String fact : List.of(
                "<details>",
                "CPU: AMD EPYC 7B13, 2 cores",
                "CPU flags: bmi2, avx2",
                "OS: Linux 6.1 amd64",
                "JDK: 17.0.15 (OpenJDK 64-Bit Server VM, 17.0.15+6-Debian-1deb12u1), vendor Debian",
                "JVM args: `-Xmx1g`",
                "warm-up 3 × 200 ms; measurement 3 × 200 ms",
                "Date: 2026-11-30T03:00:00Z",
                "rounds 3, seed 42")) {
            assertTrue(platform.contains(fact), fact);
        }
        String queen = section(md, "## RandomBenchmark.queen");
        assertTrue(
                queen.contains("| rank | group | strategy | wall ops/us [95% CI] | slowdown vs best [Holm-matched CI] |"
                        + " speed vs RayLoop [95% CI] | forks | table bytes | flags |"),
                queen);
        // numpy: Pext 115.0 [108.9, 121.5]; vs RayLoop exp(2.3497) = 10.48 [9.962, 11.03]; FancyMagic 1.0455
        // [0.9935, 1.1001]; letters a a b c d e.
        assertTrue(
                queen.contains("| 1 | a (best) | `Pext (emulated)` | 115.0 [108.9, 121.5] | 1.000× [1.000, 1.000] |"
                        + " 10.48× [9.962, 11.03] | 3 | 861,184 B (841 KiB) | emulated |"),
                queen);
        assertTrue(
                queen.contains("| 2 | a (best) | `FancyMagic` | 110.0 [104.1, 116.2] | 1.045× [0.994, 1.100] |"),
                queen);
        assertTrue(queen.contains("| 3 | b | `OliThinkKeys` |"), queen);
        assertTrue(queen.contains("| 6 | e | `RayLoop` |"), queen);
        assertTrue(queen.contains("| — | control | `BASELINE` |"), queen);
        assertTrue(queen.contains("Model: strategy + round on ln(fork mean), 10 residual df"), queen);
        String caveats = section(md, "## Caveats");
        assertTrue(caveats.contains("**JIT warm-up.**"));
        assertTrue(caveats.contains("**This machine only.**"));
        // Every chart the Markdown names exists.
        Matcher images = Pattern.compile("\\]\\((charts/[^)]+\\.png)\\)").matcher(md);
        int count = 0;
        while (images.find()) {
            assertTrue(Files.isRegularFile(out.resolve(images.group(1))), images.group(1));
            count++;
        }
        assertEquals(7, count);

        String html = Files.readString(outcome.html());
        assertSelfContained(html);
        assertEquals(7, occurrences(html, "<img "));
        assertEquals(7, occurrences(html, "src=\"data:image/svg+xml;base64,"));
        assertTrue(html.indexOf("id=\"verdict\"") < html.indexOf("id=\"platform\""), "the verdict comes first");
        assertTrue(html.contains("<details><summary>"));
        assertTrue(html.contains("<div class=\"scroll\"><table>"), "tables scroll inside themselves");
        Matcher links = Pattern.compile("href=\"#([^\"]+)\"").matcher(html);
        int anchors = 0;
        while (links.find()) {
            assertTrue(html.contains("id=\"" + links.group(1) + "\""), "ToC link resolves: " + links.group(1));
            anchors++;
        }
        assertTrue(anchors >= 7, "a table of contents: " + anchors);

        JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("summary.json")))
                .getAsJsonObject();
        assertEquals(1, summary.get("schema").getAsInt());
        assertEquals(14, summary.getAsJsonArray("rows").size(), "2 benchmarks x 7 values, wall only");
        JsonObject pext = summary.getAsJsonArray("rows").get(0).getAsJsonObject();
        assertEquals(SummaryExport.FIELDS, List.copyOf(pext.keySet()));
        assertEquals("Pext", pext.get("strategy").getAsString());
        assertEquals("wall", pext.get("metric").getAsString());
        assertEquals("higher", pext.get("better").getAsString());
        assertEquals(3, pext.get("rounds").getAsInt());
        assertEquals("emulated", pext.getAsJsonArray("flags").get(0).getAsString());
        List<String> csv = Files.readAllLines(out.resolve("summary.csv"));
        assertEquals(String.join(",", SummaryExport.FIELDS), csv.get(0));
        assertEquals(15, csv.size());
        // the control row: its threads, then no Holm interval, bytes, fallback, state or race round
        assertTrue(
                csv.stream().anyMatch(l -> l.contains(",BASELINE,") && l.endsWith(",control,1,,,,,,")), csv.toString());
        // The added fields, as the fixture's run.json records them: Pext's tables and fallback, a stateful board.
        assertEquals(861184, pext.get("table_bytes").getAsLong());
        assertEquals(
                "emulated: Long.compress needs JDK 19+", pext.get("fallback").getAsString());
        assertFalse(pext.get("stateful").getAsBoolean());
        JsonObject rotated = summary.getAsJsonArray("rows").get(4).getAsJsonObject();
        assertEquals("RotatedBitboards", rotated.get("strategy").getAsString());
        assertTrue(rotated.get("stateful").getAsBoolean());
        assertTrue(rotated.get("fallback").isJsonNull());
        // Holm-matched bounds beside the unadjusted ones: the same estimate, a wider interval.
        assertTrue(rotated.get("slowdown_holm_low").getAsDouble()
                < rotated.get("slowdown_low").getAsDouble());
    }

    @Test
    void foreignJsonSaysWhatIsUnknown() throws IOException {
        Path out = temp.resolve("foreign-out");
        Reports.generate(options(List.of(Fixtures.path("single-fork.json")), out, "TreeMap", "impl", false));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("- CPU: unknown (no run.json beside single-fork.json)"));
        assertTrue(md.contains("- Date: unknown: JMH's JSON records no date"));
        assertTrue(md.contains("speed vs TreeMap [95% CI]"));
        assertTrue(md.contains("| single-fork |"), "single-fork rows are flagged");
        assertTrue(section(md, "## Caveats").contains("**Single fork.** 3 result(s) had one fork"));
        assertFalse(md.contains("| table bytes |"), "no table-size column without run.json");
        assertSelfContained(Files.readString(out.resolve("report.html")));
    }

    @Test
    void mergedRunsAndAb() throws IOException {
        Path out = temp.resolve("ab-out");
        List<Path> inputs = List.of(Fixtures.path("ab/base/results.json"), Fixtures.path("ab/test/results.json"));
        Reports.generate(options(inputs, out, null, "strategy", true));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.startsWith("# Benchmark report: base/results.json (base) vs test/results.json (test)"));
        assertTrue(md.contains("### A/B: RandomBenchmark.queen"));
        // numpy: one-way over the 6 (value, side) groups, Bonferroni over 3: FancyMagic 1.100 [1.013, 1.194].
        assertTrue(
                md.contains("| `FancyMagic` | 110.0 [") && md.contains("| 1.100× [1.013, 1.194] | faster ×1.100 |"),
                md);
        assertTrue(md.contains("| 1.000× [0.899, 1.112] | no detectable change |"), md);
        String ab = md.substring(md.indexOf("## A/B:"), md.indexOf("## Method"));
        assertFalse(ab.contains("BASELINE"), "controls are not compared");
        assertTrue(list(out.resolve("charts")).contains("randombenchmark-queen-runs.png"));

        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(options(
                        List.of(Fixtures.path("slidebench/results.json")), temp.resolve("x"), null, "strategy", true)));
        assertEquals("--ab: the inputs hold 1 run(s); pick the two sides with --base SEL --test SEL", e.getMessage());
        assertFalse(Files.exists(temp.resolve("x")));
    }

    @Test
    void abPicksItsSidesBySelector() throws IOException {
        Path out = temp.resolve("ab-select");
        List<Path> inputs = List.of(Fixtures.path("ab/base/results.json"), Fixtures.path("ab/test/results.json"));
        Reports.Options picked = new Reports.Options(
                inputs,
                out,
                "strategy",
                true,
                "test/results.json",
                "base/results.json",
                Settings.defaults(),
                ChartsTest.PROFILE,
                List.of());
        Reports.generate(picked);
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.startsWith("# Benchmark report: test/results.json (base) vs base/results.json (test)"), md);
        assertTrue(md.contains("slower ×1.100"), md);
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(new Reports.Options(
                        inputs,
                        out,
                        "strategy",
                        true,
                        "17",
                        "test",
                        Settings.defaults(),
                        ChartsTest.PROFILE,
                        List.of())));
        assertTrue(
                e.getMessage().startsWith("--base 17: ambiguous, matches base/results.json; test/results.json"),
                e.getMessage());
    }

    @Test
    void badInputWritesNothing() throws IOException {
        Path out = temp.resolve("out");
        Files.createDirectories(out);
        Path keep = Files.writeString(out.resolve("report.md"), "the user's own file");
        for (String bad : List.of(
                "malformed/truncated.json",
                "malformed/not-json.json",
                "malformed/empty.json",
                "malformed/not-jmh.json",
                "malformed/empty-array.json",
                "malformed/bad-rawdata.json")) {
            // A good file first: nothing may be written before every input has been read.
            ReportInputException e = assertThrows(
                    ReportInputException.class,
                    () -> Reports.generate(options(
                            List.of(Fixtures.path("two-jdks.json"), Fixtures.path(bad)),
                            out,
                            null,
                            "strategy",
                            false)));
            assertTrue(e.getMessage().startsWith(Fixtures.path(bad).toString()), e.getMessage());
        }
        assertEquals(List.of("report.md"), list(out));
        assertEquals("the user's own file", Files.readString(keep));
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(
                        options(List.of(Fixtures.path("two-jdks.json")), out, "NoSuchStrategy", "strategy", false)));
        assertEquals(
                "--reference NoSuchStrategy: no strategy of that name in the inputs; strategy values: RayLoop,"
                        + " FancyMagic, Pext",
                e.getMessage());
    }

    @Test
    void unwritableOutIsOneLine() throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "x");
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(options(
                        List.of(Fixtures.path("two-jdks.json")), file.resolve("sub"), null, "strategy", false)));
        assertTrue(e.getMessage().startsWith("--out " + file.resolve("sub") + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(
                        options(List.of(Fixtures.path("two-jdks.json")), file, null, "strategy", false)));
        assertTrue(e.getMessage().startsWith("--out " + file + ": not a directory"), e.getMessage());
    }

    @Test
    void rewritingReplacesTheReportWhole() throws IOException {
        Path out = temp.resolve("again");
        Reports.Options options = options(List.of(Fixtures.path("two-jdks.json")), out, null, "strategy", false);
        Reports.generate(options);
        String first = Files.readString(out.resolve("report.md"));
        Files.writeString(out.resolve("report.md"), "stale");
        Reports.generate(options);
        assertEquals(first, Files.readString(out.resolve("report.md")));
        assertEquals(
                List.of(), list(out).stream().filter(n -> n.endsWith(".tmp")).toList());
    }

    @Test
    void aRewriteRemovesStaleChartsAndKeepsTheUmask() throws IOException {
        Path out = temp.resolve("whole");
        Reports.generate(options(List.of(Fixtures.path("two-jdks.json")), out, null, "strategy", false));
        Path stale = Files.writeString(out.resolve("charts").resolve("old-chart.png"), "from an older report");
        Reports.generate(options(List.of(Fixtures.path("two-jdks.json")), out, null, "strategy", false));
        assertFalse(Files.exists(stale), "a chart the new report lacks is removed");
        assertEquals(
                List.of(), list(temp).stream().filter(n -> n.startsWith(".")).toList(), "no staging left");
        // Files get the same mode as any new file made here (the umask's), not createTempFile's 0600.
        Path probe = Files.createFile(temp.resolve("probe"));
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(out.resolve("report.html")));
        // A directory with the user's own files keeps them; the report is written into it.
        Path shared = Files.createDirectories(temp.resolve("shared"));
        Path mine = Files.writeString(shared.resolve("notes.txt"), "mine");
        Reports.generate(options(List.of(Fixtures.path("two-jdks.json")), shared, null, "strategy", false));
        assertEquals("mine", Files.readString(mine));
        assertTrue(Files.isRegularFile(shared.resolve("report.html")));
    }

    @Test
    void controlsOnlyGiveAReportWithNothingRanked() throws IOException {
        Path only = Fixtures.write(
                temp.resolve("controls/results.json"),
                Files.readString(Fixtures.path("two-jdks.json"))
                        .replaceAll("\"(RayLoop|FancyMagic|Pext)\"", "\"BASELINE\""));
        Path out = temp.resolve("controls-out");
        Reports.generate(options(List.of(only), out, null, "strategy", false));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("Only controls"), md);
    }

    @Test
    void sampleModeIsReported() throws IOException {
        Path out = temp.resolve("sample");
        Reports.generate(options(List.of(Fixtures.path("sample-mode.json")), out, null, "impl", false));
        String md = Files.readString(out.resolve("report.md"));
        // Fork means 15 and 30 (see JmhJsonReaderTest): geometric mean √450 = 21.21.
        assertTrue(md.contains("| 1 | a (best) | `Linear` | 21.21 "), md);
        assertTrue(md.contains("other secondary metrics"));
        assertTrue(md.contains("| impl | p0.50 | p0.99 |"));
        assertTrue(md.contains("1 non-finite iteration value(s)"));
    }

    static void assertSelfContained(String html) {
        assertFalse(html.contains("src=\"http"), "no remote images");
        assertFalse(html.contains("<link"), "no linked style sheets");
        assertFalse(html.contains("<script"), "no scripts");
        assertFalse(html.contains("href=\"http"), "no remote links");
        assertFalse(html.contains("url("), "no CSS references");
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<style>"));
    }

    private static String section(String md, String heading) {
        int start = md.indexOf(heading + "\n");
        assertTrue(start >= 0, heading);
        int end = md.indexOf("\n## ", start + heading.length());
        return md.substring(start, end < 0 ? md.length() : end);
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }

    private static List<String> list(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }
}
