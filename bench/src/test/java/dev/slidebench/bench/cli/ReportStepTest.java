package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The end of a run: the report beside the results, or the one-line reason why there is none. */
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
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ReportStep.write(results, new PrintWriter(said, true)));
        assertEquals(results + ": no benchmark results (the JSON array is empty)", e.getMessage());
        assertEquals("", said.toString(), "the caller says it, where it belongs");
        assertEquals("[]\n", Files.readString(results));
    }
}
