package dev.slidebench.reports.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet.Run;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How {@code recommend} prints one verdict, line by line, from a verdict written out here; and when a request is
 * constrained.
 */
class VerdictTextTest {

    private static Run run(String jvm) {
        return new Run(
                0, "JDK 17.0.15", Path.of("r.json"), "r.json", "17.0.15", "VM", null, jvm, null, List.of(), null, null);
    }

    private static Map<String, String> excluded() {
        Map<String, String> excluded = new LinkedHashMap<>();
        excluded.put("G", "too big");
        excluded.put("H", "not measured in Lookups.rook");
        return excluded;
    }

    private static Verdict verdict(Run run, List<String> shortlist, Map<String, String> excluded) {
        Map<String, Double> scores = Map.of("A", 1.0, "B", 0.5, "C", 0.25, "D", 0.2, "E", 0.125, "F", 0.1);
        return new Verdict(
                run,
                "A",
                "A",
                shortlist,
                scores,
                List.of(),
                excluded,
                "A is the fastest.",
                List.of("first reason", "second reason"),
                List.of("careful"),
                "1.5\u00d7 in Lookups.queen",
                "Choose A.",
                null,
                null);
    }

    @Test
    void aVerdictWithSixCandidatesShowsFiveAndCountsTheRest() {
        List<String> lines = Recommender.describe(
                verdict(run("/usr/bin/java"), List.of("A", "B", "C", "D", "E", "F"), excluded()), "strategy");
        assertEquals(
                List.of(
                        "== JDK 17.0.15 (/usr/bin/java) ==",
                        "Choose A.",
                        "  Recommended: A.",
                        "  Why: A is the fastest.",
                        "  - first reason",
                        "  - second reason",
                        "  Resolution: 1.5\u00d7 in Lookups.queen.",
                        "  Warning: careful",
                        "  Shortlist (geometric mean over the benchmarks of the speed relative to the fastest strategy):",
                        "    1. A: 1.000 of the fastest",
                        "    2. B: 0.500 of the fastest",
                        "    3. C: 0.250 of the fastest",
                        "    4. D: 0.200 of the fastest",
                        "    5. E: 0.125 of the fastest",
                        "    (1 more)",
                        "  Excluded:",
                        "    - G: too big",
                        "    - H: not measured in Lookups.rook"),
                lines);
    }

    @Test
    void fiveCandidatesNoneExcludedAndNoJvmPath() {
        List<String> lines =
                Recommender.describe(verdict(run(null), List.of("A", "B", "C", "D", "E"), Map.of()), "impl");
        assertEquals("== JDK 17.0.15 ==", lines.get(0));
        assertEquals("    5. E: 0.125 of the fastest", lines.get(lines.size() - 1));
        assertEquals(
                "  Shortlist (geometric mean over the benchmarks of the speed relative to the fastest impl):",
                lines.get(lines.size() - 6));
    }

    @Test
    void aVerdictWithNothingLeftListsWhatWasExcluded() {
        Verdict none = new Verdict(
                run(null),
                null,
                null,
                List.of(),
                Map.of(),
                List.of(),
                excluded(),
                "No strategy satisfies the constraints.",
                List.of(),
                List.of(),
                "",
                null,
                null,
                null);
        assertEquals(
                List.of(
                        "== JDK 17.0.15 ==",
                        "Excluded:",
                        "  - G: too big",
                        "  - H: not measured in Lookups.rook",
                        "No strategy satisfies the constraints."),
                Recommender.describe(none, "strategy"));
    }

    private static Request request(Long maxTableBytes, boolean needXray, boolean incremental) {
        return new Request(
                List.of(), "strategy", List.of(), maxTableBytes, needXray, incremental, null, Settings.defaults());
    }

    @Test
    void anyConstraintMakesARequestConstrained() {
        assertFalse(request(null, false, false).constrained());
        assertFalse(Request.unconstrained("strategy", Settings.defaults()).constrained());
        assertTrue(request(0L, false, false).constrained());
        assertTrue(request(null, true, false).constrained());
        assertTrue(request(null, false, true).constrained());
    }
}
