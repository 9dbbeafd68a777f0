package dev.slidebench.reports.recommend;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.export.SummaryExport;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Does a micro benchmark predict the search? ρ and the movers on runs whose orders are set here. */
class RankAgreementTest {

    private static final ReportProfile PROFILE = new ReportProfile("strategy", null, List.of(), v -> List.of())
            .withEngine(new ReportProfile.Engine(
                    List.of("search"), "an engine-like search", null, List.of("search"), List.of(), ""));

    @TempDir
    Path temp;

    private static double[] near(double mean) {
        return new double[] {mean * 0.99, mean, mean * 1.01};
    }

    private ReportModel model(List<JmhText> elements) {
        Path results = JmhText.write(temp.resolve("results.json"), elements.toArray(JmhText[]::new));
        return ReportModel.of(ResultSet.load(List.of(results), "strategy"), Settings.defaults(), PROFILE, null);
    }

    @Test
    void tenValuesWhoseSevenFastestAreReversed() {
        // Search: S01..S10 at 10, 20, ..., 100 ns. Random: the seven fastest reversed (S01 at 70 ... S07 at 10),
        // S08..S10 last as in search. Ranks there: 8 - i for i ≤ 7, then i.
        // d = 8 - 2i for i ≤ 7: Σd² = 2(36 + 16 + 4) = 112; ρ = 1 - 6·112/(10·99) = 53/165.
        // Over the seven fastest in search the order is exactly reversed: ρ = -1.
        // Largest moves: S01 (1 → 7) and S07 (7 → 1), then S02 (2 → 6), ties in search order.
        List<JmhText> elements = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            String name = String.format("S%02d", i);
            elements.add(element("x.Engine.search").strategy(name).forks(near(10 * i)));
            elements.add(element("x.Lookups.random").strategy(name).forks(near(i <= 7 ? 10 * (8 - i) : 10 * i)));
        }
        List<RankAgreement> agreements = RankAgreement.of(model(elements));
        assertEquals(1, agreements.size());
        RankAgreement a = agreements.get(0);
        assertEquals("Lookups.random", a.other().title());
        assertEquals("Engine.search", a.engine().title());
        assertEquals(10, a.count());
        assertEquals(53.0 / 165, a.rho(), 1e-9);
        assertEquals(7, a.top());
        assertEquals(-1, a.topRho(), 1e-9);
        assertEquals(
                List.of("S01 1\u21927", "S07 7\u21921", "S02 2\u21926"),
                a.movers().stream()
                        .map(m -> m.value() + " " + (int) m.engineRank() + "\u2192" + (int) m.otherRank())
                        .toList());
        assertTrue(a.meaning().startsWith("Its order says little about Engine.search"), a.meaning());
    }

    @Test
    void fiveValuesOneSwapApartAndTheSummaryMember() {
        // Search A..E at 10..50; random swaps A with B and C with D: ranks {2, 1, 4, 3, 5}; ρ = 1 - 6·4/120 = 0.8.
        List<JmhText> elements = new ArrayList<>();
        String[] names = {"A", "B", "C", "D", "E"};
        double[] random = {20, 10, 40, 30, 50};
        for (int i = 0; i < 5; i++) {
            elements.add(element("x.Engine.search").strategy(names[i]).forks(near(10 * (i + 1))));
            elements.add(element("x.Lookups.random").strategy(names[i]).forks(near(random[i])));
        }
        ReportModel model = model(elements);
        RankAgreement a = RankAgreement.of(model).get(0);
        assertEquals(0.8, a.rho(), 1e-9);
        assertEquals(0.8, a.topRho(), 1e-9);
        String json = SummaryExport.json(SummaryExport.rows(model), RankAgreement.of(model));
        assertTrue(json.contains("\"rank_agreement\": ["), json);
        assertTrue(json.contains("\"rho\": 0.8"), json);
        // Without agreements the file is the one it always was.
        assertEquals(
                SummaryExport.json(SummaryExport.rows(model)),
                SummaryExport.json(SummaryExport.rows(model), List.of()));
        assertFalse(SummaryExport.json(SummaryExport.rows(model)).contains("rank_agreement"));
    }
}
