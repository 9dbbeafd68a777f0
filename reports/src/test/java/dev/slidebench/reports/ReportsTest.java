package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The written report: files, sections, self-containment, atomic writes and bad input. */
class ReportsTest {

    @TempDir
    Path temp;

    @Test
    void slidebenchReportFilesAndSections() throws IOException {
        Path results = Fixtures.copy(temp.resolve("run"), "slidebench/results.json", "slidebench/run.json");
        byte[] before = Files.readAllBytes(results);
        Reports.Outcome outcome =
                Reports.generate(new Reports.Options(List.of(results), null, null, "strategy", false));

        Path out = temp.resolve("run/report");
        assertEquals(out.resolve("report.html").toAbsolutePath(), outcome.html());
        assertTrue(Files.isRegularFile(outcome.html()));
        assertTrue(Files.isRegularFile(out.resolve("report.md")));
        assertArrayEquals(before, Files.readAllBytes(results), "the input is never modified");
        // heat map + 2 benchmarks x (bars, bytes, drift), each as PNG and SVG
        List<String> charts = list(out.resolve("charts"));
        assertEquals(14, charts.size(), charts.toString());
        for (String stem : List.of(
                "heatmap",
                "randombenchmark-queen-bars",
                "randombenchmark-queen-bytes",
                "randombenchmark-queen-drift",
                "positionsbenchmark-lookup-bars")) {
            assertTrue(charts.contains(stem + ".png") && charts.contains(stem + ".svg"), stem);
        }
        assertEquals(
                List.of(), list(out).stream().filter(n -> n.endsWith(".tmp")).toList(), "no temporary file left");

        String md = Files.readString(out.resolve("report.md"));
        List<String> headings = md.lines().filter(l -> l.startsWith("## ")).toList();
        assertEquals(
                List.of(
                        "## Platform",
                        "## Units and direction",
                        "## Overview",
                        "## RandomBenchmark.queen",
                        "## PositionsBenchmark.lookup",
                        "## Method",
                        "## Caveats"),
                headings);
        String platform = section(md, "## Platform");
        for (String fact : List.of(
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
        assertTrue(section(md, "## Units and direction")
                .contains("| RandomBenchmark.queen | thrpt (throughput) | ops/us | **higher is better** |"));
        String queen = section(md, "## RandomBenchmark.queen");
        assertTrue(
                queen.contains(
                        "| rank | tie group | strategy | mean | 99.9% CI | median | replicates | vs RayLoop [99.9% CI] | table bytes |"));
        assertTrue(queen.contains("| 1 | a | `Pext` † | 115 | [78.51, 151.5] | 115 | 3 forks, 9 it. |"), queen);
        assertTrue(
                queen.contains(
                        "| 6 | e | `RayLoop` | 11 | [-7.244, 29.24] | 11 | 3 forks, 9 it. | 1 (reference) | 0 B |"),
                queen);
        assertTrue(queen.contains("| — | control | `BASELINE` |"));
        assertTrue(queen.contains("† Pext ran a fallback path: emulated: Long.compress needs JDK 19+."));
        String caveats = section(md, "## Caveats");
        assertTrue(caveats.contains("**JIT warm-up.**"));
        assertTrue(caveats.contains("slow on AMD processors before Zen 3"));
        assertTrue(caveats.contains("**This machine only.**"));
        assertTrue(caveats.contains("t = 31.60 for 3 forks"), caveats);
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
        assertEquals(7, occurrences(html, "src=\"data:image/png;base64,"));
        assertTrue(html.indexOf("<h2>Platform</h2>") < html.indexOf("<h2>RandomBenchmark.queen</h2>"));
        assertTrue(html.contains("<strong>higher is better</strong>"));
    }

    @Test
    void foreignJsonSaysWhatIsUnknown() throws IOException {
        Path out = temp.resolve("foreign-out");
        Reports.generate(
                new Reports.Options(List.of(Fixtures.path("single-fork.json")), out, "TreeMap", "impl", false));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("- CPU: unknown (no run.json beside single-fork.json)"));
        assertTrue(md.contains("- Date: unknown: JMH's JSON records no date"));
        assertTrue(md.contains("vs TreeMap [99.9% CI]"));
        assertTrue(md.contains("| 1 fork, 5 it. * |"), "single-fork rows are marked");
        assertTrue(section(md, "## Caveats").contains("**Single fork.** 3 result(s) had one fork"));
        assertFalse(md.contains("| table bytes |"), "no table-size column without run.json");
        assertSelfContained(Files.readString(out.resolve("report.html")));
    }

    @Test
    void mergedRunsAndAb() throws IOException {
        Path out = temp.resolve("ab-out");
        Reports.generate(new Reports.Options(
                List.of(Fixtures.path("ab/base/results.json"), Fixtures.path("ab/test/results.json")),
                out,
                null,
                "strategy",
                true));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.startsWith("# Benchmark report: base/results.json (base) vs test/results.json (test)"));
        assertTrue(md.contains("### A/B: test/results.json against base/results.json"));
        // Base fork means 109, 110, 111, 110, 110: s = √0.5, 99.9% half-width 8.610 · 0.7071 / √5 = 2.723; the
        // difference's
        // error 2.2545 by hand (see AnalysisTest.abComparison).
        assertTrue(md.contains("| `FancyMagic` | 110 [107.3, 112.7] | 121 [118.3, 123.7] | 11 ± 2.255 |"), md);
        assertTrue(md.contains("| faster |"));
        assertTrue(md.contains("### Runs side by side"));
        assertTrue(list(out.resolve("charts")).contains("randombenchmark-queen-runs.png"));

        Path one = Fixtures.path("two-jdks.json");
        Path three = Fixtures.path("single-fork.json");
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(new Reports.Options(
                        List.of(Fixtures.path("slidebench/results.json")), temp.resolve("x"), null, "strategy", true)));
        assertEquals("--ab: needs exactly two runs (base, then test), but the inputs hold 1", e.getMessage());
        assertFalse(Files.exists(temp.resolve("x")));
        assertTrue(Files.exists(one) && Files.exists(three));
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
                    () -> Reports.generate(new Reports.Options(
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
                () -> Reports.generate(new Reports.Options(
                        List.of(Fixtures.path("two-jdks.json")), out, "NoSuchStrategy", "strategy", false)));
        assertEquals(
                "--baseline NoSuchStrategy: no strategy of that name in the inputs; strategy values: RayLoop, FancyMagic, Pext",
                e.getMessage());
    }

    @Test
    void unwritableOutIsOneLine() throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "x");
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(new Reports.Options(
                        List.of(Fixtures.path("two-jdks.json")), file.resolve("sub"), null, "strategy", false)));
        assertTrue(e.getMessage().startsWith("--out " + file.resolve("sub") + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        e = assertThrows(
                ReportInputException.class,
                () -> Reports.generate(
                        new Reports.Options(List.of(Fixtures.path("two-jdks.json")), file, null, "strategy", false)));
        assertTrue(e.getMessage().startsWith("--out " + file + ": not a directory"), e.getMessage());
    }

    @Test
    void rewritingReplacesTheReportWhole() throws IOException {
        Path out = temp.resolve("again");
        Reports.Options options =
                new Reports.Options(List.of(Fixtures.path("two-jdks.json")), out, null, "strategy", false);
        Reports.generate(options);
        String first = Files.readString(out.resolve("report.md"));
        Files.writeString(out.resolve("report.md"), "stale");
        Reports.generate(options);
        assertEquals(first, Files.readString(out.resolve("report.md")));
        assertEquals(
                List.of(), list(out).stream().filter(n -> n.endsWith(".tmp")).toList());
    }

    @Test
    void sampleModeIsReported() throws IOException {
        Path out = temp.resolve("sample");
        Reports.generate(new Reports.Options(List.of(Fixtures.path("sample-mode.json")), out, null, "impl", false));
        String md = Files.readString(out.resolve("report.md"));
        // Fork means 15 and 30 (see JmhJsonReaderTest): mean 22.5.
        assertTrue(md.contains("| 1 | a | `Linear` | 22.5 |"), md);
        assertTrue(md.contains("### Secondary metrics"));
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
