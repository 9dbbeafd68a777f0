package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report on a JMH suite that is not slidebench's: {@code foreign/hashing.json}, written by hand, a
 * string-hashing suite with {@code @Param algorithm} (fnv1a, murmur3, xxhash), two benchmarks, three forks
 * of three iterations each, in avgt. Truth by construction: per key, fnv1a 12 and 300 ns, murmur3 8 and 120
 * ns, xxhash 5 and 60 ns (short and long keys); every algorithm's forks carry the same factors 1, 1.02 and
 * 1 / 1.02 and iterations 0.99, 1, 1.01, so xxhash is the fastest everywhere and murmur3 the closest, 8 / 5
 * = 1.6 and 120 / 60 = 2 times slower. The report, its verdict, summary.json and every chart must say
 * nothing of chess.
 */
class ForeignSuiteTest {

    /** Words only a chess suite would use (statistics' "least squares" and "root mean square" are cut first). */
    private static final Pattern CHESS = Pattern.compile(
            "chess|squares?\\b|lookup|rook|bishop|queen|knight|pawn|x-?ray|board|perft|magic|attack|slider|bitboard"
                    + "|pext|rayloop|incremental|\\bfen\\b",
            Pattern.CASE_INSENSITIVE);

    @TempDir
    Path temp;

    private static List<String> chessWords(String text) {
        String cut = text.toLowerCase(Locale.ROOT).replace("least squares", "").replace("root mean square", "");
        List<String> found = new ArrayList<>();
        Matcher m = CHESS.matcher(cut);
        while (m.find()) {
            int from = Math.max(0, m.start() - 40);
            found.add(cut.substring(from, Math.min(cut.length(), m.end() + 40)));
        }
        return found;
    }

    private Reports.Outcome report() throws IOException {
        Path results = Fixtures.copy(temp, "foreign/hashing.json");
        return Reports.generate(Reports.Options.of(List.of(results), ReportProfile.generic("algorithm")));
    }

    @Test
    void theVerdictChoosesTheFastestAlgorithmByTheKnownRatios() throws IOException {
        Reports.Outcome outcome = report();
        String verdict = outcome.verdict().get(0);
        assertTrue(verdict.startsWith("Choose xxhash. The closest other, murmur3, is \u00d71.60 ["), verdict);
        assertTrue(verdict.contains("slower in HashBenchmark.shortKeys and \u00d72.00 ["), verdict);
        assertTrue(verdict.endsWith("slower in HashBenchmark.longKeys."), verdict);
        assertEquals(1, outcome.verdict().size(), outcome.verdict().toString());
    }

    @Test
    void theReportSummaryAndChartsSayNothingOfChess() throws IOException {
        Reports.Outcome outcome = report();
        String md = Files.readString(outcome.markdown());
        assertTrue(md.contains("compared by the values of the parameter `algorithm`"), md);
        assertTrue(md.contains("## HashBenchmark.shortKeys"), md);
        assertEquals(List.of(), chessWords(md), "report.md");
        assertEquals(List.of(), chessWords(Files.readString(outcome.html())), "report.html");
        assertEquals(List.of(), chessWords(String.join("\n", outcome.verdict())), "verdict");
        for (Path export : outcome.exports()) {
            assertEquals(List.of(), chessWords(Files.readString(export)), export.toString());
        }
        String summary = Files.readString(outcome.exports().stream()
                .filter(p -> p.getFileName().toString().equals("summary.json"))
                .findFirst()
                .orElseThrow());
        assertTrue(summary.contains("\"xxhash\""), summary);
        List<Path> svgs;
        try (Stream<Path> charts = Files.list(outcome.markdown().resolveSibling(Reports.CHART_DIR))) {
            svgs = charts.filter(p -> p.toString().endsWith(".svg")).toList();
        }
        assertFalse(svgs.isEmpty());
        for (Path svg : svgs) {
            assertEquals(List.of(), chessWords(Files.readString(svg)), svg.toString());
        }
    }
}
