package dev.slidebench.bench.report;

import dev.slidebench.core.Square;
import dev.slidebench.reports.chart.GridHeatMap;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.render.Charts;
import dev.slidebench.reports.render.Document;
import dev.slidebench.reports.render.ReportContext;
import dev.slidebench.reports.render.ReportView;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Cost by square: for every benchmark that reports a cost per source square (the {@code squares}
 * workload, see {@link SquareCosts}), one 8×8 board per strategy on one shared colour scale, and a table of
 * each strategy's mean, cheapest and dearest square. slidebench's own section of the report, added through
 * {@link ReportView}; the board is a {@link GridHeatMap} whose files and ranks come from {@link Square}.
 */
public final class SquareCostView implements ReportView {

    /** The board as the grid chart draws it: files a..h left to right, ranks 1..8 from the bottom. */
    static final GridHeatMap.Layout BOARD = new GridHeatMap.Layout(
            IntStream.range(0, 8)
                    .mapToObj(file -> Square.name(Square.of(file, 0)).substring(0, 1))
                    .toList(),
            IntStream.range(0, 8)
                    .mapToObj(rank -> Square.name(Square.of(0, rank)).substring(1))
                    .toList(),
            "an 8x8 board (rank 1 at the bottom, a1 bottom left)");

    @Override
    public Set<String> shownMetrics(List<BenchmarkResult> results) {
        if (results.isEmpty() || !results.stream().allMatch(SquareCosts::reportsSquares)) {
            return Set.of();
        }
        // 65 per-square counters: this section reads them; as columns they would say nothing.
        Set<String> shown = new LinkedHashSet<>();
        results.forEach(r -> r.secondary().keySet().stream()
                .filter(SquareCosts::isSquareMetric)
                .forEach(shown::add));
        return shown;
    }

    @Override
    public void render(ReportContext context, Document doc) {
        for (SquareCosts costs : SquareCosts.of(context.model())) {
            doc.heading(
                    2,
                    "Cost by square: " + costs.benchmarkCase().title()
                            + (context.multiRun() ? " \u2014 " + costs.run().label() : ""));
            doc.paragraph("`" + costs.benchmarkCase().benchmark() + "`: the lookups regrouped by source square, each"
                    + " square's block timed on its own. A square's cost is its nanoseconds \u00f7 its lookups in an"
                    + " iteration, the median over every iteration of every fork: wall time (the clock around"
                    + " each block is the only one there is), so a thread descheduled mid-block charges its wait"
                    + " to that one square, and the median leaves such an iteration out. Every board shares one log"
                    + " colour scale, so colours compare across strategies; each cell carries its cost, and a1 is"
                    + " bottom left. The two clock reads per block are in every square alike; the control row shows"
                    + " their share.");
            doc.figure(context.add(
                    chart(costs, "squares-" + costs.benchmarkCase().slug() + context.runSuffix(costs.run()))));
            doc.table(
                    List.of(
                            context.noun(),
                            "mean ns per lookup",
                            "cheapest square (ns)",
                            "dearest square (ns)",
                            "dearest \u00f7 cheapest",
                            "forks"),
                    rows(costs),
                    new boolean[] {false, true, true, true, true, true});
        }
    }

    /** A row per strategy with a known square: mean, cheapest and dearest square, their ratio, forks. */
    static List<List<String>> rows(SquareCosts costs) {
        List<List<String>> rows = new ArrayList<>();
        for (SquareCosts.Row row : costs.rows()) {
            int cheapest = row.extreme(false);
            int dearest = row.extreme(true);
            if (cheapest < 0) {
                continue;
            }
            double[] c = row.costs();
            rows.add(List.of(
                    "`" + row.display() + "`" + (row.control() ? " (control)" : ""),
                    Format.fixed(row.mean()),
                    Square.name(cheapest) + " " + Format.fixed(c[cheapest]),
                    Square.name(dearest) + " " + Format.fixed(c[dearest]),
                    Format.times(c[dearest] / c[cheapest]),
                    Integer.toString(row.forks())));
        }
        return rows;
    }

    /** One board per strategy (not the control), all on one absolute colour scale; null when none. */
    static Charts.ChartImage chart(SquareCosts costs, String stem) {
        GridHeatMap.Input input = chartInput(costs);
        return input == null ? null : Charts.ChartImage.of(stem, GridHeatMap.render(input));
    }

    /** The boards' input; null when no strategy has a cost. */
    static GridHeatMap.Input chartInput(SquareCosts costs) {
        List<GridHeatMap.Panel> boards = new ArrayList<>();
        for (SquareCosts.Row row : costs.rows()) {
            if (row.control()) {
                continue;
            }
            List<Double> cells = new ArrayList<>(Square.COUNT);
            for (double c : row.costs()) {
                cells.add(c > 0 ? c : Double.NaN);
            }
            if (cells.stream().allMatch(c -> Double.isNaN(c))) {
                continue;
            }
            boards.add(new GridHeatMap.Panel(row.value(), row.emulated(), cells));
        }
        if (boards.isEmpty()) {
            return null;
        }
        return new GridHeatMap.Input(
                costs.benchmarkCase().title() + ": cost by source square \u2014 "
                        + costs.run().label(),
                "wall ns per lookup from each square (a1 bottom left); fastest first; one colour scale for all",
                "ns per lookup",
                BOARD,
                boards,
                GridHeatMap.Scale.ABSOLUTE);
    }
}
