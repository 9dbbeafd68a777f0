package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.SquareCosts;
import java.util.ArrayList;
import java.util.List;

/**
 * Cost by square: for every benchmark that reports a cost per source square, one 8×8 board per value on
 * one shared colour scale, and a table of each value's mean, cheapest and dearest square.
 */
final class SquareCostSection implements Section {

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
                    + " to that one square, and the median leaves such an iteration out. Every board shares one log colour scale, so colours compare across"
                    + " strategies; each cell carries its cost, and a1 is bottom left. The two clock reads per block"
                    + " are in every square alike; the control row shows their share.");
            doc.figure(context.add(Charts.squareCosts(
                    costs, "squares-" + costs.benchmarkCase().slug() + context.runSuffix(costs.run()))));
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
                        SquareCosts.squareName(cheapest) + " " + Format.fixed(c[cheapest]),
                        SquareCosts.squareName(dearest) + " " + Format.fixed(c[dearest]),
                        Format.times(c[dearest] / c[cheapest]),
                        Integer.toString(row.forks())));
            }
            doc.table(
                    List.of(
                            "strategy",
                            "mean ns per lookup",
                            "cheapest square (ns)",
                            "dearest square (ns)",
                            "dearest \u00f7 cheapest",
                            "forks"),
                    rows,
                    new boolean[] {false, true, true, true, true, true});
        }
    }
}
