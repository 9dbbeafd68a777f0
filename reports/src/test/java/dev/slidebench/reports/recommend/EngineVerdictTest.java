package dev.slidebench.reports.recommend;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdict with an application benchmark (here {@code Engine.search}) in the inputs, on hand-made runs
 * whose truth is set here: it ranks on the search and states the effect size; where the search cannot
 * separate the leaders the other benchmarks order them, and where none can, it chooses by memory; a
 * stateful value is never ranked on a benchmark that jumps its state; the stateful option needs a
 * benchmark through the state.
 */
class EngineVerdictTest {

    private static final ReportProfile.Engine ENGINE = new ReportProfile.Engine(
            List.of("search"),
            "an engine-like search",
            "F",
            List.of("search", "incremental"),
            List.of("positions"),
            "measure it with: run search");

    private static final ReportProfile PLAIN =
            new ReportProfile("strategy", null, List.of(), v -> List.of("use " + v), List.of("xray"), "", r -> "rerun");

    private static final ReportProfile PROFILE = PLAIN.withEngine(ENGINE);

    @TempDir
    Path temp;

    private static double[] near(double mean) {
        return new double[] {mean * 0.99, mean, mean * 1.01};
    }

    private static JmhText row(String benchmark, String strategy, double... forks) {
        return element("x." + benchmark).strategy(strategy).forks(forks);
    }

    private static String record(String... entries) {
        return "{\"strategies\":{" + String.join(",", entries) + "}}";
    }

    private static String strategy(String name, long bytes, boolean stateful, String family) {
        return "\"" + name + "\":{\"tableBytes\":" + bytes + ",\"incremental\":" + stateful
                + ",\"storedXray\":false,\"degraded\":null,\"family\":\"" + family + "\"}";
    }

    private ResultSet set(String dir, String record, JmhText... elements) {
        Path results = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        JmhText.writeText(results.resolveSibling("run.json"), record);
        return ResultSet.load(List.of(results), "strategy");
    }

    private static Request request(boolean incremental, String... workload) {
        return new Request(
                List.of(), "strategy", List.of(workload), null, false, incremental, null, Settings.defaults());
    }

    /** The numbers of "×E [L, H]" right before {@code suffix}. */
    private static double[] ratioBefore(String text, String suffix) {
        Matcher m = Pattern.compile("\u00d7(\\d+\\.\\d+) \\[(\\d+\\.\\d+), (\\d+\\.\\d+)\\] " + Pattern.quote(suffix))
                .matcher(text);
        assertTrue(m.find(), "no ratio before '" + suffix + "' in: " + text);
        return new double[] {
            Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))
        };
    }

    @Test
    void theSearchSeparatesTheLeadersAndTheVerdictStatesTheEffectAgainstTheCommonDefault() {
        // Search: A 10, B 12, F 13 (forks within 1%). Random, a micro workload, has B fastest (5 against 8):
        // ranked on every benchmark B would win; ranked on the search A does, 1.30x F's speed, 1.20x B's.
        ResultSet set = set(
                "separated",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("B", 4096, false, "two"),
                        strategy("F", 4096, false, "two")),
                row("Engine.search", "A", near(10)),
                row("Engine.search", "B", near(12)),
                row("Engine.search", "F", near(13)),
                row("Lookups.random", "A", near(8)),
                row("Lookups.random", "B", near(5)),
                row("Lookups.random", "F", near(6)));
        Recommender.Recommendation r = Recommender.recommend(set, request(false), PROFILE);
        Verdict verdict = r.selected();
        assertEquals("A", verdict.chosen());
        assertEquals(
                List.of("Engine.search"),
                verdict.analyses().stream().map(a -> a.benchmarkCase().title()).toList());
        String sentence = verdict.plain();
        assertTrue(sentence.contains(" How much the choice matters: in an engine-like search A is \u00d7"), sentence);
        double[] common = ratioBefore(sentence, "F's speed");
        assertTrue(common[1] > 1 && common[1] < 1.3 && common[2] > 1.3, sentence);
        double[] next = ratioBefore(sentence, "that of B, the best of the next family (two)");
        assertTrue(next[1] > 1 && next[1] < 1.2 && next[2] > 1.2, sentence);
        assertFalse(sentence.contains("cannot separate"), sentence);
        // The micro workload explains, it does not rank: A's standing there is given, B as its fastest.
        assertTrue(
                verdict.reasons().stream()
                        .anyMatch(l -> l.startsWith("Explanation, not ranked on: in Lookups.random A ")
                                && l.endsWith("the time of the fastest, B.")),
                verdict.reasons().toString());
    }

    @Test
    void whenTheSearchCannotSeparateTheLeadersTheOtherBenchmarksOrderThemAndTheSentenceSaysSo() {
        // Search: A and B 1% apart with forks 10% apart (inseparable), B's tables half of A's. Random has A
        // twice as fast: what the search cannot separate, the lookup alone decides, so A, not the smaller B.
        ResultSet set = set(
                "tied",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("B", 2048, false, "two"),
                        strategy("F", 64, false, "three")),
                row("Engine.search", "A", 9.1, 10.1, 11.1),
                row("Engine.search", "B", 9, 10, 11),
                row("Engine.search", "F", 27, 30, 33),
                row("Lookups.random", "A", near(5)),
                row("Lookups.random", "B", near(10)),
                row("Lookups.random", "F", near(10)));
        Verdict verdict = Recommender.recommend(set, request(false), PROFILE).selected();
        assertEquals("A", verdict.chosen());
        // The shortlist stays in the order of the search's scores: B ranks first there.
        assertEquals(List.of("B", "A", "F"), verdict.shortlist());
        String sentence = verdict.plain();
        assertTrue(sentence.startsWith("A or B: this run cannot separate them"), sentence);
        // B takes twice A's time in random: the ratio's interval holds 2 and not 1.
        double[] next = ratioBefore(sentence, "slower there)");
        assertTrue(next[0] > 1.9 && next[0] < 2.1 && next[1] > 1 && next[1] < 2 && next[2] > 2, sentence);
        assertTrue(
                sentence.contains("; of these, A is the fastest in Lookups.random (B, the next, is \u00d7"), sentence);
        assertTrue(sentence.contains("B uses half the table memory of A (2 KiB against 4 KiB)"), sentence);
        assertTrue(sentence.endsWith("For a firmer answer: rerun"), "the command ends the sentence: " + sentence);
        assertTrue(
                verdict.why()
                        .startsWith("A leads: the ranked benchmarks cannot separate 1 other from the one ranked"
                                + " first, B, and of those A is the fastest in Lookups.random"),
                verdict.why());
        assertTrue(
                verdict.reasons().stream()
                        .anyMatch(
                                l -> l.startsWith(
                                        "Ordered what the ranked benchmark cannot separate, not ranked on: in Lookups.random A ")),
                verdict.reasons().toString());
    }

    @Test
    void whenNeitherTheSearchNorTheLookupSeparatesTheLeadersTheSmallerTablesAreChosen() {
        // Search as above; random has A and B 1% apart: practically as fast everywhere, B's half-size tables win.
        ResultSet set = set(
                "equal",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("B", 2048, false, "two"),
                        strategy("F", 64, false, "three")),
                row("Engine.search", "A", 9, 10, 11),
                row("Engine.search", "B", 9.1, 10.1, 11.1),
                row("Engine.search", "F", 27, 30, 33),
                row("Lookups.random", "A", near(5)),
                row("Lookups.random", "B", near(5.05)),
                row("Lookups.random", "F", near(10)));
        Verdict verdict = Recommender.recommend(set, request(false), PROFILE).selected();
        assertEquals("B", verdict.chosen());
        String sentence = verdict.plain();
        assertTrue(sentence.startsWith("B or A: this run cannot separate them"), sentence);
        assertTrue(sentence.contains("; of these, A and B are the fastest in Lookups.random"), sentence);
        assertTrue(sentence.contains("B uses half the table memory of A"), sentence);
        assertTrue(sentence.contains("this run cannot separate it from A. For a firmer answer: rerun"), sentence);
        // F is 3x slower: B is about 2.97x its speed, separated.
        double[] common = ratioBefore(sentence, "F's speed");
        assertTrue(common[1] > 1 && common[1] < 2.97 && common[2] > 2.97, sentence);
    }

    @Test
    void theLeadByTheLookupYieldsToASmallerTableAsFastEverywhere() {
        // Search ties B (ranked first), A and C; random orders A (5), C (5.05), B (10): A leads, and C, within 1%
        // of A in both and with a quarter of its tables, is chosen; the reasons say both steps.
        ResultSet set = set(
                "yields",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("B", 4096, false, "two"),
                        strategy("C", 1024, false, "three")),
                row("Engine.search", "B", 9, 10, 11),
                row("Engine.search", "A", 9.1, 10.1, 11.1),
                row("Engine.search", "C", 9.15, 10.15, 11.15),
                row("Lookups.random", "A", near(5)),
                row("Lookups.random", "C", near(5.05)),
                row("Lookups.random", "B", near(10)));
        Verdict verdict = Recommender.recommend(set, request(false), PROFILE).selected();
        assertEquals("C", verdict.chosen());
        assertEquals(
                "A leads: the ranked benchmarks cannot separate 2 others from the one ranked first, B, and of those A"
                        + " is the fastest in Lookups.random (geometric mean of its speed relative to the fastest"
                        + " there); C cannot be told from it, in any benchmark, is within 5% of its speed in each, and"
                        + " has smaller tables (1,024 B (1 KiB) against 4,096 B (4 KiB)), which leave more cache to the"
                        + " rest of an engine.",
                verdict.why());
        String sentence = verdict.plain();
        assertTrue(sentence.startsWith("C, A or B: this run cannot separate these 3"), sentence);
        assertTrue(sentence.contains("; of these, A and C are the fastest in Lookups.random;"), sentence);
        assertTrue(sentence.contains("; C needs 1 KiB of tables against 4 KiB for A and 4 KiB for B."), sentence);
    }

    @Test
    void aBenchmarkThatJumpsTheStateDoesNotOrderTheSearchsTies() {
        // Search ties A and B; only positions (a benchmark that jumps a stateful value's state) has A twice as
        // fast. It may not decide: without another benchmark the memory rule picks B, as with the search alone.
        ResultSet set = set(
                "jumps",
                record(strategy("A", 4096, false, "one"), strategy("B", 2048, false, "two")),
                row("Engine.search", "A", 9, 10, 11),
                row("Engine.search", "B", 9.1, 10.1, 11.1),
                row("Lookups.positions", "A", near(5)),
                row("Lookups.positions", "B", near(10)));
        Verdict verdict = Recommender.recommend(set, request(false), PROFILE).selected();
        assertEquals("B", verdict.chosen());
        assertFalse(verdict.plain().contains("of these"), verdict.plain());
    }

    @Test
    void withAWorkloadNamedTheRankedBenchmarksDecideAlone() {
        // Ranked on random by --workload: search is not asked to order random's ties (nor the other way round).
        ResultSet set = set(
                "named",
                record(strategy("A", 4096, false, "one"), strategy("B", 2048, false, "two")),
                row("Engine.search", "A", near(5)),
                row("Engine.search", "B", near(10)),
                row("Lookups.random", "A", 9, 10, 11),
                row("Lookups.random", "B", 9.1, 10.1, 11.1));
        Verdict verdict =
                Recommender.recommend(set, request(false, "random"), PROFILE).selected();
        assertEquals("B", verdict.chosen());
        assertFalse(verdict.plain().contains("of these"), verdict.plain());
    }

    @Test
    void aStatefulValueFastestOnlyWhereItsStateJumpsIsNotChosen() {
        // No search. S (stateful) is 5x the fastest in positions and 10% behind A in random: ranked on both,
        // its geometric mean would win. Positions jumps its state, so it is not ranked there: A is chosen.
        ResultSet set = set(
                "stateful",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("S", 4096, true, "two"),
                        strategy("B", 4096, false, "three")),
                row("Lookups.random", "A", near(10)),
                row("Lookups.random", "S", near(11)),
                row("Lookups.random", "B", near(20)),
                row("Lookups.positions", "A", near(10)),
                row("Lookups.positions", "S", near(2)),
                row("Lookups.positions", "B", near(20)));
        Verdict verdict = Recommender.recommend(set, request(false), PROFILE).selected();
        assertEquals("A", verdict.chosen());
        assertFalse(verdict.shortlist().contains("S"));
        assertTrue(
                verdict.excluded().get("S").contains("Lookups.positions"),
                verdict.excluded().toString());
        assertTrue(
                verdict.reasons()
                        .contains(
                                "Not ranked: S keeps state, which Lookups.positions moves between unrelated"
                                        + " inputs, an access pattern no engine has; the rows stay in the tables, marked 'state jumps'."),
                verdict.reasons().toString());
        // The profile without engine rules ranks S on both and chooses it: the rule, not the data, decides.
        assertEquals("S", Recommender.recommend(set, request(false), PLAIN).chosen());
    }

    @Test
    void incrementalWithoutABenchmarkThroughTheStateIsRefused() {
        ResultSet set = set(
                "refused",
                record(strategy("A", 4096, false, "one"), strategy("S", 4096, true, "two")),
                row("Lookups.random", "A", near(10)),
                row("Lookups.random", "S", near(11)),
                row("Lookups.positions", "A", near(10)),
                row("Lookups.positions", "S", near(2)));
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> Recommender.recommend(set, request(true), PROFILE));
        assertTrue(e.getMessage().startsWith("--stateful: the inputs hold no benchmark"), e.getMessage());
        assertTrue(e.getMessage().endsWith("measure it with: run search"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void incrementalRanksOnTheBenchmarkThroughTheStateAndRefusesAWorkloadWithoutIt() {
        ResultSet set = set(
                "board",
                record(
                        strategy("A", 4096, false, "one"),
                        strategy("S", 4096, true, "two"),
                        strategy("T", 64, true, "three")),
                row("Lookups.positions", "S", near(2)),
                row("Lookups.positions", "T", near(20)),
                row("Lookups.positions", "A", near(10)),
                row("Board.incremental", "S", near(30)),
                row("Board.incremental", "T", near(10)),
                row("Board.incremental", "A", near(10)));
        Verdict verdict = Recommender.recommend(set, request(true), PROFILE).selected();
        assertEquals("T", verdict.chosen());
        assertEquals(
                List.of("Board.incremental"),
                verdict.analyses().stream().map(a -> a.benchmarkCase().title()).toList());
        ReportInputException e = assertThrows(
                ReportInputException.class, () -> Recommender.recommend(set, request(true, "positions"), PROFILE));
        assertTrue(e.getMessage().startsWith("--stateful: the selected workloads include no benchmark"));
    }

    @Test
    void withoutTheSearchAndWithoutStatefulValuesTheVerdictIsTheGenericOne() {
        ResultSet set = set(
                "unchanged",
                record(strategy("A", 4096, false, "one"), strategy("B", 2048, false, "two")),
                row("Lookups.random", "A", near(10)),
                row("Lookups.random", "B", near(12)),
                row("Lookups.positions", "A", near(10)),
                row("Lookups.positions", "B", near(9)));
        assertEquals(
                Recommender.recommend(set, request(false), PLAIN).lines(),
                Recommender.recommend(set, request(false), PROFILE).lines());
    }
}
