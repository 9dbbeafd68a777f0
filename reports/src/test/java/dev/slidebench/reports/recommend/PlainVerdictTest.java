package dev.slidebench.reports.recommend;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdict in plain words on hand-made runs whose truth is set here: a clear winner (strategies 2× and
 * 4× apart, forks within 1%), two leaders the run cannot tell apart (1% apart, forks 10% apart) where the
 * second holds half the tables, a rival that ran a fallback path, and a winner over two benchmarks that
 * loses one of them. The expected words follow from those numbers, not from the code's output.
 */
class PlainVerdictTest {

    /** Re-run advice that shows what it was asked for, so the sentence's command can be checked exactly. */
    private static final ReportProfile PROFILE = new ReportProfile(
            "strategy",
            null,
            List.of(),
            v -> List.of("use " + v),
            List.of("xray"),
            "",
            r -> "rerun " + r.values() + " on " + r.benchmarks() + " at " + r.jvm() + (r.fastPath() ? " fast" : ""));

    /** Words the verdict's first lines must not use: they stay in the details and the method section. */
    private static final List<String> TERMS =
            List.of("best group", "holm", "power", "studentised", "residual", "\u03b1", "p-value", "resolution");

    @TempDir
    Path temp;

    private static double[] near(double mean) {
        return new double[] {mean * 0.99, mean, mean * 1.01};
    }

    private static JmhText lookup(String method, String strategy, double... forks) {
        return element("x.Lookups." + method).strategy(strategy).forks(forks);
    }

    private static String strategies(String... entries) {
        return "{\"strategies\":{" + String.join(",", entries) + "}}";
    }

    private static String strategy(String name, long bytes, String degraded) {
        return "\"" + name + "\":{\"tableBytes\":" + bytes + ",\"incremental\":false,\"storedXray\":false,"
                + "\"degraded\":" + (degraded == null ? "null" : "\"" + degraded + "\"") + "}";
    }

    private Recommender.Recommendation recommend(String dir, String record, JmhText... elements) {
        Path results = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        JmhText.writeText(results.resolveSibling("run.json"), record);
        Request request = new Request(List.of(), "strategy", List.of(), null, false, false, null, Settings.defaults());
        return Recommender.recommend(ResultSet.load(List.of(results), "strategy"), request, PROFILE);
    }

    private static void noTermsIn(List<String> lines) {
        for (String line : lines) {
            for (String term : TERMS) {
                assertFalse(line.toLowerCase(Locale.ROOT).contains(term), "'" + term + "' in: " + line);
            }
        }
    }

    /** The numbers of "×E [L, H]" at the first match of {@code prefix} followed by it. */
    private static double[] ratioAfter(String text, String prefix) {
        Matcher m = Pattern.compile(Pattern.quote(prefix) + " \u00d7(\\d+\\.\\d+) \\[(\\d+\\.\\d+), (\\d+\\.\\d+)\\]")
                .matcher(text);
        assertTrue(m.find(), "no ratio after '" + prefix + "' in: " + text);
        return new double[] {
            Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))
        };
    }

    @Test
    void aClearWinnerIsChosenWithItsMarginAndInterval() {
        // A 10 ns, B 20 ns, C 40 ns, every fork within 1%: A wins and B, the closest, takes twice its time.
        Recommender.Recommendation r = recommend(
                "clear",
                strategies(strategy("A", 4096, null), strategy("B", 64, null), strategy("C", 64, null)),
                lookup("queen", "A", near(10)),
                lookup("queen", "B", near(20)),
                lookup("queen", "C", near(40)));
        Verdict verdict = r.selected();
        String sentence = verdict.plain();
        assertTrue(sentence.startsWith("Choose A. The closest other, B, is \u00d72.00 ["), sentence);
        assertTrue(sentence.endsWith("] slower in Lookups.queen."), sentence);
        double[] margin = ratioAfter(sentence, "B, is");
        // Separated, so its interval lies above 1 and holds the true ratio 2.
        assertTrue(margin[1] > 1 && margin[1] < 2 && margin[2] > 2, sentence);
        assertNull(verdict.fastPath(), "nothing ran a fallback");
        assertFalse(sentence.contains("fastest"), sentence);
        // recommend: the plain lines right after the run's heading, the sentence again before the choice.
        List<String> lines = r.lines();
        int heading = lines.indexOf("== JDK 17.0.15 (/usr/lib/jvm/17/bin/java) ==");
        assertEquals(sentence, lines.get(heading + 1));
        noTermsIn(lines.subList(heading + 1, heading + 4));
        assertEquals(sentence, lines.get(lines.size() - 4));
        assertEquals("A", lines.get(lines.size() - 1));
    }

    @Test
    void twoLeadersTheRunCannotSeparateAreNamedWithTheirMemoryAndAFirmerCommand() {
        // A and B 1% apart with forks 10% apart: no run of 3 forks separates them; C is 3 times slower.
        // B's tables are half of A's, so the rule picks B, and the sentence names both.
        Recommender.Recommendation r = recommend(
                "tied",
                strategies(strategy("A", 4096, null), strategy("B", 2048, null), strategy("C", 64, null)),
                lookup("queen", "A", 9, 10, 11),
                lookup("queen", "B", 9.1, 10.1, 11.1),
                lookup("queen", "C", 27, 30, 33));
        Verdict verdict = r.selected();
        assertEquals("B", verdict.chosen());
        String sentence = verdict.plain();
        Matcher m = Pattern.compile("^B or A: this run cannot separate them \\(it resolves \u00d7(\\d+\\.\\d+)\\);"
                        + " B uses half the table memory of A \\(2 KiB against 4 KiB\\)\\. For a firmer answer:"
                        + " rerun \\[B, A\\] on \\[Lookups\\.queen\\] at /usr/lib/jvm/17/bin/java$")
                .matcher(sentence);
        assertTrue(m.matches(), sentence);
        // What the run resolves: more than the 1% between them, or it would have told them apart.
        assertTrue(Double.parseDouble(m.group(1)) > 1.01, sentence);
        assertFalse(sentence.contains("C"), "C is three times slower: not a contender");
        int heading = r.lines().indexOf("== JDK 17.0.15 (/usr/lib/jvm/17/bin/java) ==");
        noTermsIn(r.lines().subList(heading + 1, heading + 4));
    }

    @Test
    void aSmallerTabledLeaderThatWasNotChosenSaysWhy() {
        // B holds a quarter of A's tables and the run cannot tell them apart (forks 10% apart), but every
        // fork of B takes 10% longer than A's: more than the 5% the choice allows a smaller table, so A is
        // chosen, and the sentence that names B's smaller tables says what B measured against A.
        Recommender.Recommendation r = recommend(
                "smaller-slower",
                strategies(strategy("A", 4096, null), strategy("B", 1024, null), strategy("C", 64, null)),
                lookup("queen", "A", 9, 10, 11),
                lookup("queen", "B", 9.9, 11, 12.1),
                lookup("queen", "C", 27, 30, 33));
        Verdict verdict = r.selected();
        assertEquals("A", verdict.chosen(), String.join("\n", r.lines()));
        String sentence = verdict.plain();
        assertTrue(
                sentence.contains("; B uses a quarter of the table memory of A (1 KiB against 4 KiB)"
                        + " but measured \u00d71.10 slower here."),
                sentence);
    }

    @Test
    void aChoiceWithTheSmallestTablesIsComparedWithTheOthersInOneClause() {
        // A, B and C within 1% with forks 10% apart: inseparable. A has the smallest tables (1 KiB against
        // 4 and 8 KiB), so A is chosen, and one clause compares it with both rather than two that repeat it.
        Recommender.Recommendation r = recommend(
                "smallest-first",
                strategies(
                        strategy("A", 1024, null),
                        strategy("B", 4096, null),
                        strategy("C", 8192, null),
                        strategy("D", 64, null)),
                lookup("queen", "B", 9, 10, 11),
                lookup("queen", "C", 9.04, 10.04, 11.04),
                lookup("queen", "A", 9.08, 10.08, 11.08),
                lookup("queen", "D", 27, 30, 33));
        Verdict verdict = r.selected();
        assertEquals("A", verdict.chosen(), String.join("\n", r.lines()));
        String sentence = verdict.plain();
        assertTrue(sentence.contains("); A needs 1 KiB of tables against 4 KiB for B and 8 KiB for C."), sentence);
    }

    @Test
    void manyInseparableLeadersAreCountedNotAllNamed() {
        // Six strategies within 2% of each other with forks 10% apart: no run of 3 forks separates any
        // two. The sentence names the first four (the choice first) and counts the rest; the firmer run
        // asks for the four it named.
        Recommender.Recommendation r = recommend(
                "six",
                strategies(
                        strategy("A", 600, null),
                        strategy("B", 500, null),
                        strategy("C", 400, null),
                        strategy("D", 300, null),
                        strategy("E", 200, null),
                        strategy("F", 100, null)),
                lookup("queen", "A", 9, 10, 11),
                lookup("queen", "B", 9.04, 10.04, 11.04),
                lookup("queen", "C", 9.08, 10.08, 11.08),
                lookup("queen", "D", 9.12, 10.12, 11.12),
                lookup("queen", "E", 9.16, 10.16, 11.16),
                lookup("queen", "F", 9.2, 10.2, 11.2));
        Verdict verdict = r.selected();
        assertEquals("F", verdict.chosen(), "all within 5% and inseparable: the smallest tables");
        String sentence = verdict.plain();
        assertTrue(
                sentence.startsWith("F, A, B, C or 2 more: this run cannot separate these 6 (it resolves "), sentence);
        assertTrue(sentence.endsWith("rerun [F, A, B, C] on [Lookups.queen] at /usr/lib/jvm/17/bin/java"), sentence);
        assertFalse(sentence.contains("D") || sentence.contains("E,"), sentence);
    }

    @Test
    void aFallbackPathDoesNotWinOnItsSmallerTables() {
        // B ranks first on its own fast path; A and D cannot be told from it and are within 2%, and both have
        // smaller tables than B, but A ran a fallback: its speed and tables say nothing of its fast path. So
        // D, the smallest of those on their own fast path, is chosen, not A, the smallest of all.
        Recommender.Recommendation r = recommend(
                "fallback-tie",
                strategies(
                        strategy("A", 64, "slow: a fallback"),
                        strategy("B", 4096, null),
                        strategy("C", 64, null),
                        strategy("D", 1024, null)),
                lookup("queen", "B", 9, 10, 11),
                lookup("queen", "A", 9.1, 10.1, 11.1),
                lookup("queen", "D", 9.2, 10.2, 11.2),
                lookup("queen", "C", 27, 30, 33));
        assertEquals("D", r.selected().chosen(), String.join("\n", r.lines()));
        String sentence = r.selected().plain();
        assertTrue(sentence.contains("D uses a quarter of the table memory of B"), sentence);
        assertFalse(sentence.contains("A (emulated) needs") || sentence.contains("A (emulated) uses"), sentence);
        assertTrue(
                r.lines().stream()
                        .anyMatch(l -> l.contains(
                                "has the smallest tables of those that ran their own fast path (1,024 B (1 KiB)"
                                        + " against 4,096 B (4 KiB))")),
                String.join("\n", r.lines()));
    }

    @Test
    void aRunDirectoryBelowTheWorkingDirectoryIsNamedAsTypedThere() {
        Path here = Path.of("").toAbsolutePath();
        assertEquals(Path.of("docs", "results", "r1"), PlainVerdict.asTyped(here.resolve("docs/results/r1")));
        Path elsewhere =
                here.getRoot().resolve("elsewhere-" + System.nanoTime()).resolve("r1");
        assertEquals(elsewhere, PlainVerdict.asTyped(elsewhere), "outside the working directory: absolute");
        assertEquals(here, PlainVerdict.asTyped(here), "the working directory itself stays absolute, never empty");
    }

    @Test
    void tableMemoryInWords() {
        assertEquals(
                "B uses half the table memory of A (2 KiB against 4 KiB)",
                TableMemoryWords.memoryWords("B", "A", 2048, 4096));
        assertEquals(
                "B uses a quarter of the table memory of A (512 B against 2 KiB)",
                TableMemoryWords.memoryWords("B", "A", 512, 2048));
        assertEquals(
                "B needs 2 KiB of tables against 843 KiB for A", TableMemoryWords.memoryWords("B", "A", 2048, 863_232));
        assertEquals("2.3 MiB", TableMemoryWords.size(2_361_344));
    }

    @Test
    void aRivalOnAFallbackPathGetsTheCommandThatMeasuresItsFastPath() {
        // B ran a software fallback at 20 ns; its fast path could beat A's 10 ns.
        Recommender.Recommendation r = recommend(
                "fallback",
                strategies(strategy("A", 4096, null), strategy("B", 64, "emulated: needs JDK 19+")),
                lookup("queen", "A", near(10)),
                lookup("queen", "B", near(20)));
        Verdict verdict = r.selected();
        assertTrue(verdict.plain().startsWith("Choose A. The closest other, B (emulated), is \u00d72.00 ["));
        assertEquals(
                "B ran a fallback path here (emulated: needs JDK 19+); on its fast path the choice could change."
                        + " To measure it: rerun [A, B] on [Lookups.queen] at /usr/lib/jvm/17/bin/java fast",
                verdict.fastPath());
        // recommend prints it after the sentence, both at the run's verdict and at the end before the choice.
        List<String> lines = r.lines();
        assertEquals(verdict.fastPath(), lines.get(lines.size() - 4));
        assertEquals(verdict.plain(), lines.get(lines.size() - 5));
    }

    @Test
    void aChoiceThatRanAFallbackItselfNeedsNoFastPathRun() {
        // The chosen one is emulated: its fast path can only widen a lead it already has.
        Recommender.Recommendation r = recommend(
                "chosen-fallback",
                strategies(strategy("A", 4096, "emulated: needs JDK 19+"), strategy("B", 64, null)),
                lookup("queen", "A", near(10)),
                lookup("queen", "B", near(20)));
        assertTrue(
                r.selected().plain().startsWith("Choose A (emulated)."),
                r.selected().plain());
        assertNull(r.selected().fastPath());
    }

    @Test
    void aWinnerOverTwoBenchmarksSaysWhereTheOtherIsFaster() {
        // A: 10 ns in queen, 20 in rook; B: 30 in queen, 15 in rook. Speeds relative to the fastest:
        // A 1 and 0.75 (geometric mean 0.866), B 1/3 and 1 (0.577): A is chosen, B is 4/3 faster in rook.
        Recommender.Recommendation r = recommend(
                "split",
                strategies(strategy("A", 4096, null), strategy("B", 64, null)),
                lookup("queen", "A", near(10)),
                lookup("queen", "B", near(30)),
                lookup("rook", "A", near(20)),
                lookup("rook", "B", near(15)));
        String sentence = r.selected().plain();
        assertTrue(sentence.startsWith("Choose A. The closest other, B, is \u00d73.00 ["), sentence);
        double[] rook = ratioAfter(sentence, "But B is");
        assertEquals(1.33, rook[0], 1e-9, sentence);
        assertTrue(rook[1] > 1 && rook[1] < 4 / 3.0 && rook[2] > 4 / 3.0, sentence);
        assertTrue(sentence.endsWith("faster in Lookups.rook."), sentence);
    }
}
