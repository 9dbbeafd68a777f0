package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.Analysis.AbRow;
import dev.slidebench.reports.Analysis.CaseTable;
import dev.slidebench.reports.Analysis.Row;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Case tables and A/B comparisons from the fixtures. The expected groups come from Welch p-values
 * computed outside this code (SciPy 1.17 ttest_ind with equal_var=False) and Holm's rule applied by
 * hand to them; they are quoted where used.
 */
class AnalysisTest {

    /**
     * RandomBenchmark.queen, fork means: Pext 113/115/117, FancyMagic 108/110/112, OliThinkKeys
     * 70/72/74, Kindergarten 60/62/64, RotatedBitboards 40/41/42, RayLoop 10/11/12. Of the 15 pairs
     * only FancyMagic–Pext is not separable (p = 0.0376; the other 14 have Holm-adjusted p at most
     * 0.0072, Kindergarten–OliThinkKeys). So: Pext and FancyMagic share rank 1, then 3, 4, 5, 6.
     */
    @Test
    void ranksOfTheSlidebenchFixture() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("slidebench/results.json")), "strategy");
        CaseTable table = Analysis.table(set, set.runs().get(0), set.cases().get(0), null, null);
        assertEquals(
                "Pext FancyMagic OliThinkKeys Kindergarten RotatedBitboards RayLoop BASELINE",
                table.rows().stream().map(Row::value).collect(Collectors.joining(" ")));
        assertEquals(
                "1 1 3 4 5 6 0",
                table.rows().stream().map(r -> String.valueOf(r.rank())).collect(Collectors.joining(" ")));
        assertEquals("a,a,b,c,d,e,", table.rows().stream().map(Row::group).collect(Collectors.joining(",")));
        assertTrue(table.rows().get(6).control());
        assertEquals("RayLoop", table.reference());
        assertTrue(table.row("RayLoop").reference());
        assertNull(table.row("RayLoop").speedVsReference());
        // FancyMagic / RayLoop = 110 / 11 = 10 exactly.
        assertEquals(10.0, table.row("FancyMagic").speedVsReference().estimate(), 1e-12);
        // Speed relative to the fastest: 62 / 115.
        assertEquals(62.0 / 115, table.row("Kindergarten").speedVsBest(), 1e-12);
        assertEquals(0.0375901, table.adjustedP(table.row("Pext"), table.row("FancyMagic")), 1e-6);
    }

    /**
     * PositionsBenchmark.lookup: FancyMagic 72/82/92, Pext 75/80/85, Kindergarten 78/80/82 tie with
     * each other (Holm p = 1); OliThinkKeys 60/61/62 ties with FancyMagic (0.266) and Pext (0.095) but
     * not with Kindergarten (0.0076), so it starts group b at rank 4; its cross-group ties are reported.
     */
    @Test
    void tieGroupsHoldMutualTiesOnly() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("slidebench/results.json")), "strategy");
        CaseTable table = Analysis.table(set, set.runs().get(0), set.cases().get(1), null, null);
        assertEquals(
                "FancyMagic:1a Pext:1a Kindergarten:1a OliThinkKeys:4b RotatedBitboards:5c RayLoop:6d",
                table.ranked().stream()
                        .sorted((x, y) -> Integer.compare(x.rank(), y.rank()))
                        .map(r -> r.value() + ":" + r.rank() + r.group())
                        .collect(Collectors.joining(" ")));
        assertEquals(List.of("FancyMagic", "Pext"), table.row("OliThinkKeys").alsoTiedWith());
    }

    @Test
    void timeModesGiveSpeedUpsAsReferenceOverScore() {
        // single-fork.json, avgt (lower is better): HashMap 21 ns/op, TreeMap 60 ns/op, LinkedHashMap 21 ns/op.
        ResultSet set = ResultSet.load(List.of(Fixtures.path("single-fork.json")), "impl");
        CaseTable table = Analysis.table(set, set.runs().get(0), set.cases().get(0), "TreeMap", null);
        assertEquals("TreeMap", table.reference());
        // HashMap is 60 / 21 = 2.857 times as fast as TreeMap: above 1 means faster in every mode.
        assertEquals(60.0 / 21, table.row("HashMap").speedVsReference().estimate(), 1e-12);
        assertEquals(21.0 / 60, table.row("TreeMap").speedVsBest(), 1e-12);
        assertEquals("TreeMap", table.rows().get(2).value(), "slowest last");
        assertTrue(table.rows().stream().allMatch(r -> r.summary().iterationLevel()));
        assertTrue(
                table.notes().stream()
                        .anyMatch(n -> n.startsWith("Single fork: intervals and tests use its iterations")),
                table.notes().toString());
    }

    @Test
    void noReferenceWhenRayLoopIsAbsent() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("single-fork.json")), "impl");
        CaseTable table = Analysis.table(set, set.runs().get(0), set.cases().get(0), null, null);
        assertNull(table.reference());
        assertTrue(
                table.notes().get(0).contains("default reference RayLoop was not measured here"),
                table.notes().toString());
    }

    /**
     * A/B, FancyMagic: base fork means 109, 110, 111, 110, 110 and test 120, 121, 122, 121, 121.
     * By hand: difference 11; va = vb = 0.5 / 5 = 0.1, Welch df = 0.2² / (0.01/4 + 0.01/4) = 8,
     * t(0.9995, 8) = 5.041 (table), error = 5.041 · √0.2 = 2.2545; speed-up 121 / 110 = 1.1.
     * RayLoop and Kindergarten are identical in both runs: difference 0, p = 1.
     */
    @Test
    void abComparison() {
        ResultSet set = ResultSet.load(
                List.of(Fixtures.path("ab/base/results.json"), Fixtures.path("ab/test/results.json")), "strategy");
        Analysis.AbTable ab = Analysis.compare(
                set, set.cases().get(0), set.runs().get(0), set.runs().get(1));
        assertEquals(
                List.of("RayLoop", "FancyMagic", "Kindergarten"),
                ab.rows().stream().map(AbRow::value).toList());
        AbRow fancy = ab.rows().get(1);
        assertEquals(11.0, fancy.difference(), 1e-12);
        assertEquals(2.2545, fancy.differenceError(), 5e-4);
        assertEquals(1.1, fancy.speedup().estimate(), 1e-12);
        assertTrue(fancy.speedup().low() > 1, "the whole interval is a speed-up");
        assertEquals("faster", fancy.verdict());
        AbRow rayLoop = ab.rows().get(0);
        assertEquals(0.0, rayLoop.difference(), 1e-12);
        assertEquals(1.0, rayLoop.adjustedP(), 1e-12);
        assertEquals("no detectable change", rayLoop.verdict());
    }

    @Test
    void groupLetters() {
        assertEquals("a", Analysis.groupLetter(0));
        assertEquals("z", Analysis.groupLetter(25));
        assertEquals("aa", Analysis.groupLetter(26));
        assertEquals("ab", Analysis.groupLetter(27));
    }
}
