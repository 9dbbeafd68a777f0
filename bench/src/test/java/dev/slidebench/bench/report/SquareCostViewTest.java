package dev.slidebench.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.Reports;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.chart.GridHeatMap;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.SimulatedAvgt;
import dev.slidebench.reports.render.ReportView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cost-by-square view on JMH JSON built here with known truth: per square, ns per lookup, Flat 2
 * everywhere; Edgy 1 inside and 4 on the rim (28 rim squares, so its mean is (28 x 4 + 36 x 1) / 64 =
 * 2.3125), with one descheduled block on d4; BASELINE 0.5; Zero 0 (a clock too coarse to see). Every fork
 * costs exactly its cost times 1, 1.02 or 1 / 1.02; 64,000 lookups a square per iteration, two iterations.
 */
class SquareCostViewTest {

    private static final String SQUARES = "sim.SquareCost.queen";
    private static final ReportProfile PROFILE = ReportProfile.generic().withOperation("lookup");

    private static final List<ReportView> VIEWS = List.of(new SquareCostView());

    @TempDir
    Path temp;

    private static double cost(String strategy, int square) {
        // file and rank by hand (LERF: a1 = 0, h1 = 7, h8 = 63), not by the code under test
        int file = square % 8;
        int rank = square / 8;
        boolean rim = file == 0 || file == 7 || rank == 0 || rank == 7;
        return switch (strategy) {
            case "Flat" -> 2.0;
            case "Edgy" -> rim ? 4.0 : 1.0;
            case "BASELINE" -> 0.5;
            default -> 0.0;
        };
    }

    private static String name(int square) {
        return "" + "abcdefgh".charAt(square % 8) + "12345678".charAt(square / 8);
    }

    private Path squaresRun(String dir, List<String> strategies) throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        for (String strategy : strategies) {
            Map<String, List<List<Double>>> metrics = new LinkedHashMap<>();
            double mean = 0;
            for (int square = 0; square < 64; square++) {
                double cost = cost(strategy, square);
                mean += cost / 64;
                List<List<Double>> rows = new ArrayList<>();
                for (double factor : SimulatedAvgt.FORK_FACTORS) {
                    rows.add(List.of(64_000 * cost * factor, 64_000 * cost * factor));
                }
                if (strategy.equals("Edgy") && square == 27) {
                    // a thread descheduled for 3.2 ms inside one of d4's blocks, in fork 2's first iteration
                    double fork2 = 64_000 * cost * SimulatedAvgt.FORK_FACTORS[1];
                    rows.set(1, List.of(fork2 + 3_200_000, fork2));
                }
                metrics.put(name(square), rows);
            }
            metrics.put(
                    "lookups",
                    List.of(List.of(64_000.0, 64_000.0), List.of(64_000.0, 64_000.0), List.of(64_000.0, 64_000.0)));
            results.add(SimulatedAvgt.result(SQUARES, strategy, 1, mean > 0 ? mean : 1.0, 1, metrics));
        }
        Path file = Files.createDirectories(temp.resolve(dir)).resolve("results.json");
        return Files.writeString(file, new Gson().toJson(results));
    }

    private static ReportModel model(Path file) {
        return ReportModel.of(ResultSet.load(List.of(file), "strategy"), Settings.defaults(), PROFILE, null);
    }

    @Test
    void squareCostsAreNanosOverLookupsPerSquare() throws IOException {
        List<SquareCosts> all = SquareCosts.of(model(squaresRun("costs", List.of("Flat", "Edgy"))));
        assertEquals(1, all.size());
        SquareCosts.Row edgy = all.get(0).rows().stream()
                .filter(r -> r.value().equals("Edgy"))
                .findFirst()
                .orElseThrow();
        assertEquals(4.0, edgy.costs()[0], 1e-3, "a1");
        // d4: iterations 1.0, 1.0, 1.02 + 50 (descheduled), 1.02, 0.98, 0.98: the median is 1.0, the spike ignored
        assertEquals(1.0, edgy.costs()[27], 1e-3, "d4");
        assertEquals(4.0, edgy.costs()[63], 1e-3, "h8");
        assertEquals(3, edgy.forks());
        assertEquals(9, edgy.extreme(false), "b2, the first inner square");
        assertEquals(0, edgy.extreme(true), "a1, the first rim square");
        assertEquals(148.0 / 64, edgy.mean(), 1e-3);
    }

    @Test
    void theReportDrawsOneBoardPerStrategyAndATable() throws IOException {
        Path file = squaresRun("report", List.of("Flat", "Edgy", "BASELINE", "Zero"));
        Reports.Outcome outcome =
                Reports.generate(Reports.Options.of(List.of(file), PROFILE).withViews(VIEWS));
        String md = Files.readString(outcome.markdown());
        assertTrue(
                md.contains("## Cost by square: SquareCost.queen"
                        + "\n\n`sim.SquareCost.queen`: the lookups regrouped by source square"),
                md);
        assertTrue(
                md.contains("| strategy | mean ns per lookup | cheapest square (ns) | dearest square (ns) |"
                        + " dearest \u00f7 cheapest | forks |\n|---|---:|---:|---:|---:|---:|\n"),
                md);
        assertTrue(md.contains("| `Flat` | 2.000 | a1 2.000 | a1 2.000 | 1.000\u00d7 | 3 |\n"), md);
        assertTrue(md.contains("| `Edgy` | 2.313 | b2 1.000 | a1 4.000 | 4.000\u00d7 | 3 |\n"), md);
        assertTrue(md.contains("| `BASELINE` (control) | 0.500 | a1 0.500 | a1 0.500 | 1.000\u00d7 | 3 |\n"), md);
        assertFalse(md.contains("other secondary metrics"), "the 65 square counters are not a table of their own");
        Path svg = outcome.markdown().resolveSibling("charts").resolve("squares-squarecost-queen.svg");
        String text = Files.readString(svg);
        // Both boards carry their numbers; the shared scale runs from the cheapest (1) to the dearest (4) square.
        assertTrue(text.contains(">Edgy<") && text.contains(">Flat<"), text);
        assertFalse(text.contains(">BASELINE<") || text.contains(">Zero<"), "no board for the control or no cost");
        assertTrue(text.contains(">4.00<") && text.contains(">2.00<") && text.contains(">1.00<"), "costs in cells");
        assertTrue(text.contains("from 1.00 (lightest) to 4.00 (darkest)"), "the scale is printed");
        assertTrue(text.contains("an 8x8 board (rank 1 at the bottom, a1 bottom left)"), text);
        assertTrue(text.contains(">h<") && text.contains(">8<"), "files and ranks labelled");
        assertTrue(Files.isRegularFile(svg.resolveSibling("squares-squarecost-queen.png")));
    }

    @Test
    void twoRunsNameTheRunAndNumberTheCharts() throws IOException {
        Path first = squaresRun("one", List.of("Flat", "Edgy"));
        Path second = squaresRun("two", List.of("Flat", "Edgy"));
        Reports.Outcome outcome = Reports.generate(
                Reports.Options.of(List.of(first, second), PROFILE).withViews(VIEWS));
        String md = Files.readString(outcome.markdown());
        assertEquals(2, md.split("## Cost by square: SquareCost.queen \u2014 ", -1).length - 1, md);
        Path charts = outcome.markdown().resolveSibling("charts");
        assertTrue(Files.isRegularFile(charts.resolve("squares-squarecost-queen-run1.svg")));
        assertTrue(Files.isRegularFile(charts.resolve("squares-squarecost-queen-run2.svg")));
    }

    @Test
    void boardsLeaveOutTheControlAndValuesWithoutACost() throws IOException {
        ReportModel model = model(squaresRun("boards", List.of("Flat", "Edgy", "BASELINE", "Zero")));
        GridHeatMap.Input input =
                SquareCostView.chartInput(SquareCosts.of(model).get(0));
        assertEquals(
                "SquareCost.queen: cost by source square \u2014 "
                        + model.runs().get(0).label(),
                input.title());
        assertEquals("ns per lookup", input.unit());
        assertEquals(GridHeatMap.Scale.ABSOLUTE, input.scale());
        assertEquals(
                List.of("Flat", "Edgy"),
                input.panels().stream().map(GridHeatMap.Panel::label).toList());
        GridHeatMap.Panel edgy = input.panels().get(1);
        assertEquals(4.0, edgy.costs().get(0), 1e-9, "a1");
        assertEquals(1.0, edgy.costs().get(9), 1e-9, "b2");
        assertEquals(4.0, edgy.costs().get(63), 1e-9, "h8");
        assertEquals("a1", input.layout().cellName(0));
        assertEquals("e4", input.layout().cellName(28));
        assertEquals("h8", input.layout().cellName(63));
    }

    @Test
    void noBoardsWithoutACostedStrategy() throws IOException {
        ReportModel model = model(squaresRun("none", List.of("BASELINE", "Zero")));
        SquareCosts costs = SquareCosts.of(model).get(0);
        assertNull(SquareCostView.chartInput(costs));
        assertNull(SquareCostView.chart(costs, "x"));
    }

    @Test
    void theSquareCountersAreShownOnlyWhenEveryResultHasThem() throws IOException {
        Path file = squaresRun("shown", List.of("Flat"));
        ResultSet set = ResultSet.load(List.of(file), "strategy");
        var results = set.cells(set.runs().get(0), set.cases().get(0)).stream()
                .flatMap(c -> c.sources().stream())
                .toList();
        assertEquals(65, new SquareCostView().shownMetrics(results).size());
        assertEquals(List.of(), List.copyOf(new SquareCostView().shownMetrics(List.of())));
    }
}
