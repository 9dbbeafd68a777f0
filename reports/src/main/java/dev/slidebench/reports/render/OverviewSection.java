package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;

/** Per benchmark and run: the best group, the fastest's level, the resolution and the measure; then heat maps. */
final class OverviewSection implements Section {

    /** Names of a best group shown in the overview; the rest are counted. */
    static final int BEST_GROUP_SHOWN = 6;

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, "Overview");
        List<List<String>> rows = new ArrayList<>();
        for (CaseAnalysis analysis : context.model().all()) {
            Entry best = analysis.best();
            if (best == null) {
                continue;
            }
            List<String> line = new ArrayList<>();
            line.add(analysis.benchmarkCase().title());
            if (context.multiRun()) {
                line.add(analysis.run().label());
            }
            List<String> group = analysis.ranked().stream()
                    .filter(e -> analysis.result(e).inBestGroup())
                    .map(e -> "`" + e.display() + "`")
                    .toList();
            // a run that separates little puts dozens in the best group: the first few, then how many more (the
            // benchmark's own table lists them all), so the overview stays one screen wide
            line.add(
                    group.size() <= BEST_GROUP_SHOWN
                            ? String.join(", ", group)
                            : String.join(", ", group.subList(0, BEST_GROUP_SHOWN)) + " and "
                                    + (group.size() - BEST_GROUP_SHOWN) + " more");
            line.add(Format.number(analysis.result(best).geomean()) + " " + analysis.unit(analysis.rankedOn()));
            double resolution = analysis.rankedStatistics().resolution();
            line.add(Double.isNaN(resolution) ? "n/a" : Format.times(resolution));
            line.add(analysis.rankedOn().id());
            rows.add(line);
        }
        List<String> header = new ArrayList<>(List.of("benchmark"));
        if (context.multiRun()) {
            header.add("run");
        }
        header.addAll(List.of("best group", "fastest (geometric mean)", "resolution", "ranked on"));
        boolean[] numeric = new boolean[header.size()];
        numeric[header.size() - 3] = true;
        numeric[header.size() - 2] = true;
        doc.table(header, rows, numeric);
        for (Run run : context.model().runs()) {
            doc.figure(context.add(Charts.heatMap(
                    context.model().analyses(run), run, context.noun(), "heatmap" + context.runSuffix(run))));
        }
    }
}
