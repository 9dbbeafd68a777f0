package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code report} and {@code recommend} through the command line: output contract and exit codes. */
class ReportCommandsTest {

    @TempDir
    Path temp;

    private record Result(int code, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        String lastLine() {
            List<String> lines = outLines();
            return lines.get(lines.size() - 1);
        }
    }

    private static Result run(String... args) {
        CommandLine cli = SlidebenchCli.newCommandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    /** A copy of one of reports' JMH JSON fixtures (they reach bench in reports' test-jar), under its own name. */
    private Path fixture(String relative) {
        Path copy = temp.resolve("fixtures").resolve(relative);
        try (InputStream in = ReportCommandsTest.class.getResourceAsStream("/jmh/" + relative)) {
            if (in == null) {
                throw new IllegalStateException("missing fixture " + relative);
            }
            Files.createDirectories(copy.getParent());
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Path slidebenchRun() throws IOException {
        Path directory = Files.createDirectories(temp.resolve("results"));
        Files.copy(
                fixture("slidebench/results.json"),
                directory.resolve("results.json"),
                StandardCopyOption.REPLACE_EXISTING);
        Files.copy(fixture("slidebench/run.json"), directory.resolve("run.json"), StandardCopyOption.REPLACE_EXISTING);
        return directory.resolve("results.json");
    }

    /**
     * The same run with an incremental workload too (the random rows again, as IncrementalReplay.replay): a
     * benchmark that goes through each board, which {@code --incremental} needs.
     */
    private Path slidebenchRunWithReplay() throws IOException {
        Path results = slidebenchRun();
        com.google.gson.JsonArray rows = com.google.gson.JsonParser.parseString(Files.readString(results))
                .getAsJsonArray();
        com.google.gson.JsonArray more = new com.google.gson.JsonArray();
        for (var row : rows) {
            var copy = row.deepCopy().getAsJsonObject();
            if (copy.get("benchmark").getAsString().endsWith("RandomBenchmark.queen")) {
                copy.addProperty("benchmark", "dev.slidebench.bench.IncrementalReplay.replay");
                more.add(copy);
            }
        }
        rows.addAll(more);
        Files.writeString(results, rows.toString());
        return results;
    }

    private static void assertOneLine(Result result, String command) {
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().startsWith("slidebench " + command + ": "), result.err());
        assertFalse(result.err().contains("Exception"), result.err());
    }

    @Test
    void reportPrintsThePathOfReportHtmlLast() throws IOException {
        Path results = slidebenchRun();
        Result result = run("report", results.toString());
        assertEquals(0, result.code(), result.err());
        Path html = temp.resolve("results/report/report.html").toAbsolutePath();
        assertEquals(html.toString(), result.lastLine());
        assertTrue(Files.isRegularFile(html));
        assertTrue(Files.isRegularFile(html.resolveSibling("report.md")));
        assertTrue(
                result.out().contains("wrote 7 charts (PNG and SVG) to " + html.resolveSibling("charts")),
                result.out());
        // The verdict ends with the command that takes its choice into an engine.
        String markdown = Files.readString(html.resolveSibling("report.md"));
        Matcher chosen = Pattern.compile("How sure, in detail: recommended `(\\w+)[^`]*`\\.")
                .matcher(markdown);
        assertTrue(chosen.find(), markdown);
        assertTrue(
                markdown.contains("`./slidebench export " + chosen.group(1)
                        + " --package com.example.engine --out src/main/java`"),
                markdown);
    }

    @Test
    void reportOptions() throws IOException {
        Path out = temp.resolve("custom");
        Result result = run(
                "report",
                fixture("single-fork.json").toString(),
                "--out",
                out.toString(),
                "--by",
                "impl",
                "--baseline",
                "TreeMap");
        assertEquals(0, result.code(), result.err());
        assertEquals(out.resolve("report.html").toAbsolutePath().toString(), result.lastLine());
        String markdown = Files.readString(out.resolve("report.md"));
        assertTrue(markdown.contains("speed vs TreeMap [95% CI]"));
        assertFalse(markdown.contains("./slidebench export"), "no export advice for a foreign parameter");
    }

    @Test
    void malformedInputExitsTwoAndWritesNothing() throws IOException {
        Path out = temp.resolve("never");
        Path truncated = fixture("malformed/truncated.json");
        Result result = run("report", truncated.toString(), "--out", out.toString());
        assertEquals(2, result.code());
        assertOneLine(result, "report");
        assertTrue(result.err().contains(truncated + ": truncated: end of input at line 64 column 3"), result.err());
        assertEquals("", result.out());
        assertFalse(Files.exists(out));
        // and the same for recommend
        Result recommend = run("recommend", truncated.toString());
        assertEquals(2, recommend.code());
        assertOneLine(recommend, "recommend");
    }

    @Test
    void unwritableOutExitsTwo() throws IOException {
        Path file = Files.writeString(temp.resolve("occupied"), "a file where a directory should be");
        Result result = run(
                "report",
                fixture("single-fork.json").toString(),
                "--by",
                "impl",
                "--out",
                file.resolve("sub").toString());
        assertEquals(2, result.code());
        assertOneLine(result, "report");
        assertTrue(result.err().contains("--out " + file.resolve("sub")), result.err());
    }

    @Test
    void abNeedsTwoRuns() throws IOException {
        Result result = run("report", slidebenchRun().toString(), "--ab");
        assertEquals(2, result.code());
        assertEquals(
                "slidebench report: --ab: the inputs hold 1 run(s); pick the two sides with --base SEL --test SEL",
                result.err().trim());
        try (Stream<Path> files = Files.list(temp.resolve("results"))) {
            assertEquals(2, files.count(), "nothing beside the inputs");
        }
    }

    @Test
    void recommendEndsWithTheChosenName() throws IOException {
        Result result = run("recommend", slidebenchRun().toString(), "--workload", "positions");
        assertEquals(0, result.code(), result.err());
        assertEquals("Kindergarten", result.lastLine());
        assertEquals(
                "./slidebench export Kindergarten --package com.example.engine --out src/main/java",
                result.outLines().get(result.outLines().size() - 2));
        Result constrained = run("recommend", slidebenchRun().toString(), "--max-table-bytes", "100000");
        assertEquals("Kindergarten", constrained.lastLine());
        // --need-xray ranks on the xray workload; this run has none, so the command says how to measure it.
        Result xray = run("recommend", slidebenchRun().toString(), "--need-xray");
        assertEquals(2, xray.code());
        assertOneLine(xray, "recommend");
        assertTrue(
                xray.err().contains("--need-xray: the inputs hold no benchmark of x-ray lookups (xray or XrayLookups)")
                        && xray.err().contains("./slidebench run --workloads 'xray'"),
                xray.err());
        // --incremental needs a workload through the board (search or incremental); positions jumps it.
        Result refused = run("recommend", slidebenchRun().toString(), "--incremental");
        assertEquals(2, refused.code());
        assertOneLine(refused, "recommend");
        assertTrue(
                refused.err().contains("--incremental: the inputs hold no benchmark that asks a stateful strategy")
                        && refused.err()
                                .strip()
                                .endsWith("./slidebench run --workloads 'search|incremental' --out DIR (they make and"
                                        + " unmake moves through the board) and run recommend DIR/results.json"
                                        + " --incremental"),
                refused.err());
        Result incremental = run("recommend", slidebenchRunWithReplay().toString(), "--incremental");
        assertEquals("RotatedBitboards", incremental.lastLine());
        // A board with incremental state cannot be exported: the advice says why and loads it from slidebench.
        List<String> lines = incremental.outLines();
        assertEquals(
                "SlidingAttacks attacks = StrategyRegistry.load().byName(\"RotatedBitboards\");",
                lines.get(lines.size() - 2));
        assertTrue(
                lines.get(lines.size() - 3).startsWith("Not exportable: RotatedBitboards keeps incremental state"),
                lines.get(lines.size() - 3));
    }

    @Test
    void recommendConstraintOutcomes() throws IOException {
        // The inputs cannot judge the constraint: bad input.
        Result unknown =
                run("recommend", fixture("single-fork.json").toString(), "--by", "impl", "--max-table-bytes", "4096");
        assertEquals(2, unknown.code());
        assertOneLine(unknown, "recommend");
        assertTrue(unknown.err().contains("--max-table-bytes: cannot be judged"), unknown.err());
        // The constraints exclude everyone: a failed check, with the exclusions on stdout.
        Result none =
                run("recommend", slidebenchRunWithReplay().toString(), "--max-table-bytes", "100000", "--incremental");
        assertEquals(1, none.code());
        assertEquals("No strategy satisfies the constraints.", none.lastLine());
        assertTrue(
                none.outLines().stream()
                        .anyMatch(l -> l.endsWith("- RayLoop: keeps no incremental state (--incremental)")),
                none.outLines().toString());
        assertTrue(
                none.outLines()
                        .contains("Constraints: tables of at most 100,000 bytes; a board with incremental state"),
                none.outLines().toString());
        assertOneLine(none, "recommend");
        // A malformed number is a parameter error.
        Result bad = run("recommend", slidebenchRun().toString(), "--max-table-bytes", "lots");
        assertEquals(2, bad.code());
        assertOneLine(bad, "recommend");
        assertTrue(bad.err().contains("--max-table-bytes") && bad.err().contains("'lots' is not a size"), bad.err());
    }

    @Test
    void tableSizesTakeBinaryMultiples() throws IOException {
        // RotatedBitboards holds 524,288 bytes (2^19): 512k admits it only if k is 1,024, not 1,000.
        Result binary =
                run("recommend", slidebenchRunWithReplay().toString(), "--incremental", "--max-table-bytes", "512k");
        assertEquals(0, binary.code(), binary.err());
        assertEquals("RotatedBitboards", binary.lastLine());
        Result oneByteLess =
                run("recommend", slidebenchRunWithReplay().toString(), "--incremental", "--max-table-bytes", "524287");
        assertEquals(1, oneByteLess.code(), oneByteLess.err());
        Result suffixed = run("recommend", slidebenchRun().toString(), "--max-table-bytes", "97KB");
        assertEquals("Kindergarten", suffixed.lastLine());
    }

    @Test
    void reportNamesEveryFileItWroteAndFlushesThem() throws IOException {
        Path results = slidebenchRun();
        FlushRecorder out = new FlushRecorder();
        CliRun run = ChosenRegistry.run(SlidebenchCli.newCommandLine(), out, "report", results.toString());
        assertEquals(0, run.exitCode(), run.err());
        Path dir = temp.resolve("results/report").toAbsolutePath();
        List<String> lines = run.out().lines().toList();
        int n = lines.size();
        int md = lines.indexOf("wrote " + dir.resolve("report.md"));
        assertEquals(
                List.of(
                        "wrote 7 charts (PNG and SVG) to " + dir.resolve("charts"),
                        "wrote " + dir.resolve("summary.json") + " and summary.csv"),
                lines.subList(md - 2, md),
                "what was flushed: " + run.out());
        // Then the verdict in plain words (the fixture's two leaders cannot be told apart), the page last.
        assertTrue(lines.get(md + 1).contains(": this run cannot separate them (it resolves"), run.out());
        assertEquals(dir.resolve("report.html").toString(), lines.get(n - 1));
        assertTrue(lines.subList(0, md - 2).stream().allMatch(l -> l.startsWith("note: ")), run.out());
        assertTrue(Files.isRegularFile(dir.resolve("summary.csv")));
    }

    @Test
    void recommendFlushesItsReasonsAndChoice() throws IOException {
        FlushRecorder out = new FlushRecorder();
        CliRun run = ChosenRegistry.run(
                SlidebenchCli.newCommandLine(),
                out,
                "recommend",
                slidebenchRun().toString(),
                "--workload",
                "positions");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Kindergarten", run.lastLine(), "flushed before the command returned");
    }
}
