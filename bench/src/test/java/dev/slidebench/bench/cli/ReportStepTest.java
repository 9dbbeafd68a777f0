package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The end of a run: the report beside the results, or one line saying why there is none. */
class ReportStepTest {

    @Test
    void aRunsResultsGetTheirReportBesideThem(@TempDir Path tmp) throws IOException {
        Path results = tmp.resolve("results.json");
        for (String name : List.of("results.json", "run.json")) {
            try (InputStream in = ReportStepTest.class.getResourceAsStream("/jmh/slidebench/" + name)) {
                Files.copy(in, tmp.resolve(name));
            }
        }
        StringWriter said = new StringWriter();
        Path html = ReportStep.write(results, new PrintWriter(said, true));
        assertEquals(tmp.resolve("report").resolve("report.html"), html);
        assertTrue(Files.isRegularFile(html));
        List<String> lines = said.toString().lines().toList();
        assertEquals("wrote " + tmp.resolve("report").resolve("report.md"), lines.get(lines.size() - 1));
        assertTrue(lines.stream().limit(lines.size() - 1).allMatch(l -> l.startsWith("note: ")), said.toString());
    }

    @Test
    void resultsWithNothingInThemAreKeptAndSaidToHaveNoReport(@TempDir Path tmp) throws IOException {
        Path results = Files.writeString(tmp.resolve("results.json"), "[]\n");
        StringWriter said = new StringWriter();
        assertEquals(results, ReportStep.write(results, new PrintWriter(said, true)));
        assertTrue(said.toString().startsWith("no report: "), said.toString());
        assertEquals(1, said.toString().lines().count(), said.toString());
        assertEquals("[]\n", Files.readString(results));
    }
}
