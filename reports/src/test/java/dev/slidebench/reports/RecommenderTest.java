package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recommendation rule on the slidebench fixture (table bytes and flags from its run.json; ties
 * as established in AnalysisTest) and on foreign JSON without a sidecar.
 */
class RecommenderTest {

    @TempDir
    Path temp;

    private static Recommender.Recommendation recommend(
            String workload, Long maxBytes, boolean xray, boolean incremental) {
        return Recommender.recommend(new Recommender.Request(
                List.of(Fixtures.path("slidebench/results.json")), "strategy", workload, maxBytes, xray, incremental));
    }

    private static String last(Recommender.Recommendation recommendation) {
        return recommendation.lines().get(recommendation.lines().size() - 1);
    }

    @Test
    void theFastestWhenItsTieGroupHasNoSmallerTable() {
        // queen: Pext (115) and FancyMagic (110) share group a; both have 861,184 B, so the better mean stays.
        Recommender.Recommendation r = recommend("random", null, false, false);
        assertEquals("Pext", r.chosen());
        assertEquals("Pext", last(r));
        assertEquals(
                "SlidingAttacks attacks = StrategyRegistry.load().byName(\"Pext\");",
                r.lines().get(r.lines().size() - 2));
        assertTrue(
                r.lines().get(0).startsWith("Workload: random \u2192 RandomBenchmark.queen; run JDK 17.0.15"),
                r.lines().get(0));
        assertTrue(r.lines().contains("Constraints: none"));
        assertTrue(
                r.lines().stream()
                        .anyMatch(l -> l.startsWith("  1. Pext: 1.000 of the fastest; table 861,184 B (841 KiB);"
                                + " ran a fallback path: emulated: Long.compress needs JDK 19+")),
                r.lines().toString());
        assertTrue(
                r.lines().stream()
                        .anyMatch(l -> l.startsWith("  2. FancyMagic: 0.957 of the fastest;")
                                && l.contains("shares the tie group of Pext")),
                r.lines().toString());
        assertTrue(
                r.lines().stream()
                        .anyMatch(l -> l.contains(
                                "RandomBenchmark.queen: 115 ops/us [78.51, 151.5], rank 1 of 6; ties with FancyMagic")),
                r.lines().toString());
    }

    @Test
    void aSmallerTableWinsInsideTheTieGroup() {
        // positions: FancyMagic (82), Pext (80), Kindergarten (80) share group a; Kindergarten's 9,216 B is the
        // smallest.
        // RayLoop ties with FancyMagic too (noisy) but not with Kindergarten, so it is not in the group and cannot win
        // on size.
        Recommender.Recommendation r = recommend("Positions", null, false, false);
        assertEquals("Kindergarten", last(r));
        assertTrue(
                r.lines().stream()
                        .anyMatch(l -> l.equals("Choice: Kindergarten shares the tie group of the fastest, FancyMagic,"
                                + " in every benchmark, and has smaller tables (9,216 B (9 KiB) against 861,184 B (841 KiB)), which leave more"
                                + " cache to the rest of an engine.")),
                r.lines().toString());
    }

    /**
     * A statistical tie is not equality: Slow shares Fast's tie group (3 noisy forks; Welch t = 2.15 on
     * about 2 degrees of freedom, p near 0.16) and has far smaller tables, but it is half as fast, so
     * the fastest stays the choice.
     */
    @Test
    void aTiedButMuchSlowerCandidateDoesNotWinOnTableSize() throws IOException {
        String element =
                "{\"jmhVersion\":\"1.37\",\"benchmark\":\"x.Lookups.queen\",\"mode\":\"thrpt\",\"threads\":1,\"forks\":3,"
                        + "\"jvm\":\"/usr/bin/java\",\"jdkVersion\":\"17.0.15\",\"vmName\":\"VM\",\"vmVersion\":\"17\","
                        + "\"params\":{\"strategy\":\"%s\"},\"primaryMetric\":{\"score\":%s,\"scoreError\":1,\"scoreConfidence\":[0,0],"
                        + "\"scoreUnit\":\"ops/us\",\"rawData\":%s},\"secondaryMetrics\":{}}";
        Path dir = Files.createDirectories(temp.resolve("tie"));
        Files.writeString(
                dir.resolve("results.json"),
                "[" + String.format(element, "Fast", "100", "[[60],[100],[140]]") + ","
                        + String.format(element, "Slow", "50", "[[45],[50],[55]]") + "]");
        Files.writeString(
                dir.resolve("run.json"),
                "{\"strategies\":{"
                        + "\"Fast\":{\"tableBytes\":1000000,\"incremental\":false,\"storedXray\":false,\"degraded\":null},"
                        + "\"Slow\":{\"tableBytes\":100,\"incremental\":false,\"storedXray\":false,\"degraded\":null}}}");
        Recommender.Recommendation r = Recommender.recommend(
                new Recommender.Request(List.of(dir.resolve("results.json")), "strategy", null, null, false, false));
        assertTrue(
                r.lines().stream().anyMatch(l -> l.contains("ties with Slow")),
                r.lines().toString());
        assertEquals("Fast", last(r), r.lines().toString());
        // A class name without a "Benchmark" suffix gives coinciding match names; that must still match.
        Recommender.Recommendation byClass = Recommender.recommend(new Recommender.Request(
                List.of(dir.resolve("results.json")), "strategy", "lookups", null, false, false));
        assertEquals("Fast", last(byClass));
    }

    @Test
    void maxTableBytesExcludesWithReasons() {
        Recommender.Recommendation r = recommend(null, 100_000L, false, false);
        assertEquals("Kindergarten", last(r));
        List<String> lines = r.lines();
        assertTrue(lines.contains("Constraints: tables of at most 100,000 bytes"));
        int excluded = lines.indexOf("Excluded:");
        assertEquals(
                List.of(
                        "  - FancyMagic: table 861,184 B (841 KiB) > --max-table-bytes 100,000",
                        "  - Pext: table 861,184 B (841 KiB) > --max-table-bytes 100,000",
                        "  - RotatedBitboards: table 524,288 B (512 KiB) > --max-table-bytes 100,000",
                        "  - OliThinkKeys: table 524,288 B (512 KiB) > --max-table-bytes 100,000"),
                lines.subList(excluded + 1, excluded + 5));
        // Ranked among the two left: Kindergarten and RayLoop can be told apart (Holm p 1.6e-5 on positions).
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("  2. RayLoop:")));
    }

    @Test
    void capabilityConstraints() {
        assertEquals("OliThinkKeys", last(recommend(null, null, true, false)));
        assertEquals("RotatedBitboards", last(recommend(null, null, false, true)));
        Recommender.Recommendation none = recommend(null, null, true, true);
        assertNull(none.chosen());
        assertEquals("No strategy satisfies the constraints.", last(none));
        assertTrue(none.lines().contains("  - OliThinkKeys: keeps no incremental state (--incremental)"));
        assertTrue(none.lines().contains("  - RotatedBitboards: no stored x-ray (--need-xray)"));
    }

    @Test
    void aConstraintTheInputsCannotJudgeIsBadInput() {
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> Recommender.recommend(new Recommender.Request(
                        List.of(Fixtures.path("foreign/lookup.json")), "impl", null, 4096L, false, false)));
        assertEquals(
                "--max-table-bytes: cannot be judged: the inputs record no table bytes for any impl (run.json describes"
                        + " strategies, and the values compared are of 'impl')",
                e.getMessage());
        e = assertThrows(
                ReportInputException.class,
                () -> Recommender.recommend(new Recommender.Request(
                        List.of(Fixtures.path("two-jdks.json")), "strategy", null, null, true, false)));
        assertEquals(
                "--need-xray: cannot be judged: the inputs record no stored x-ray for any strategy (no run.json beside"
                        + " two-jdks.json)",
                e.getMessage());
    }

    @Test
    void aCandidateWithUnknownTableBytesIsExcludedSayingSo() throws IOException {
        Path results = Fixtures.copy(temp.resolve("partial"), "slidebench/results.json", "slidebench/run.json");
        Path sidecar = results.resolveSibling("run.json");
        Files.writeString(sidecar, Files.readString(sidecar).replace("\"tableBytes\": 9216,", ""));
        Recommender.Recommendation r = Recommender.recommend(
                new Recommender.Request(List.of(results), "strategy", null, 100_000L, false, false));
        assertEquals("RayLoop", r.chosen());
        assertTrue(
                r.lines()
                        .contains(
                                "  - Kindergarten: table bytes unknown (not in run.json), so --max-table-bytes cannot be"
                                        + " shown to hold"),
                r.lines().toString());
    }

    @Test
    void foreignJsonWithoutConstraints() {
        Recommender.Recommendation r = Recommender.recommend(
                new Recommender.Request(List.of(Fixtures.path("single-fork.json")), "impl", "get", null, false, false));
        // avgt: HashMap 21 and LinkedHashMap 21 ns/op tie; TreeMap 60 is slower. No table sizes: the better mean
        // decides.
        assertTrue(List.of("HashMap", "LinkedHashMap").contains(r.chosen()), r.chosen());
        assertEquals(r.chosen(), last(r));
        assertEquals(
                "Use: the value " + r.chosen() + " of the benchmark parameter 'impl'.",
                r.lines().get(r.lines().size() - 2));
        assertTrue(
                r.lines().stream().anyMatch(l -> l.contains("single fork: the interval understates run-to-run noise")));
    }

    @Test
    void workloadMatching() {
        for (String name :
                List.of("random", "RANDOM", "RandomBenchmark", "queen", "RandomBenchmark.queen", "random-benchmark")) {
            assertEquals("Pext", recommend(name, null, false, false).chosen(), name);
        }
        ReportInputException e = assertThrows(ReportInputException.class, () -> recommend("perft", null, false, false));
        assertEquals(
                "--workload perft: matches no benchmark (by class or method name); available: Random, queen, Positions, lookup",
                e.getMessage());
        e = assertThrows(ReportInputException.class, () -> recommend(null, -1L, false, false));
        assertEquals("--max-table-bytes: must be >= 0, got -1", e.getMessage());
    }
}
