package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.export.SummaryExport;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark case's table in one run: rank, letters, the compared value, its family when any has
 * one, the ranked measure's geometric mean with interval, slowdown vs the best, speed vs the reference,
 * the other measure, forks, table bytes and flags; ranked rows first, controls last. Columns a run has
 * nothing for are left out, and each column has a role that says whether a narrow page keeps it.
 */
final class BenchmarkTable {

    private static final String NONE = "\u2014";

    private final CaseAnalysis analysis;
    private final MetricKind ranked;
    private final MetricKind other;
    private final boolean showOther;
    private final boolean showBytes;
    private final boolean showFamily;
    private final boolean jumps;
    private final String noun;
    private final List<String> header;

    /** {@code jumps}: this benchmark moves a stateful value's state, flagged on such rows. */
    BenchmarkTable(ReportContext context, CaseAnalysis analysis, boolean jumps) {
        this.analysis = analysis;
        this.ranked = analysis.rankedOn();
        this.other = ranked == MetricKind.WALL ? MetricKind.CPU : MetricKind.WALL;
        this.showOther = analysis.statistics(other) != null;
        this.showBytes = analysis.ranked().stream().anyMatch(e -> e.traits().tableBytes() != null);
        this.showFamily = analysis.ranked().stream().anyMatch(e -> e.traits().family() != null);
        this.jumps = jumps;
        this.noun = context.noun();
        String percent = analysis.raceTable() == null
                ? context.percent()
                : BenchmarkSection.level(analysis.settings().confidence());
        this.header = header(percent);
    }

    private List<String> header(String percent) {
        List<String> columns = new ArrayList<>(List.of("rank", "group", noun));
        if (showFamily) {
            columns.add("family");
        }
        columns.addAll(List.of(
                label(ranked) + " " + analysis.unit(ranked) + " [" + percent + " CI]",
                "slowdown vs best [Holm-matched CI]"));
        if (analysis.reference() != null) {
            columns.add("speed vs " + analysis.reference() + " [" + percent + " CI]");
        }
        if (showOther) {
            columns.add(label(other) + " " + analysis.unit(other));
        }
        columns.add("forks");
        if (showBytes) {
            columns.add("table bytes");
        }
        columns.add("flags");
        return List.copyOf(columns);
    }

    List<String> header() {
        return header;
    }

    /** One row per ranked entry, then the controls. */
    List<List<String>> rows() {
        List<Entry> all = new ArrayList<>(analysis.ranked());
        all.addAll(analysis.controls());
        List<List<String>> rows = new ArrayList<>();
        for (Entry entry : all) {
            rows.add(row(entry));
        }
        return rows;
    }

    private List<String> row(Entry entry) {
        GroupResult result = entry.result(ranked);
        boolean control = entry.control();
        List<String> line = new ArrayList<>();
        line.add(control ? NONE : String.valueOf(result.rank()));
        line.add(control ? "control" : result.letters() + (result.inBestGroup() ? " (best)" : ""));
        line.add("`" + entry.display() + "`");
        if (showFamily) {
            line.add(entry.traits().family() == null ? NONE : entry.traits().family());
        }
        line.add(Format.number(result.geomean()) + " " + Format.interval(result.low(), result.high()));
        line.add(control ? NONE : Format.ratio(result.slowdownHolm()));
        if (analysis.reference() != null) {
            line.add(
                    control
                            ? NONE
                            : entry.value().equals(analysis.reference())
                                    ? "1 (reference)"
                                    : Format.ratio(result.vsReference()));
        }
        if (showOther) {
            GroupResult otherResult = entry.result(other);
            line.add(otherResult == null ? NONE : Format.number(otherResult.geomean()));
        }
        line.add(String.valueOf(entry.forks()));
        if (showBytes) {
            line.add(
                    entry.traits().tableBytes() == null
                            ? "unknown"
                            : Format.bytes(entry.traits().tableBytes()));
        }
        line.add(String.join(", ", flags(entry, result)));
        return line;
    }

    private List<String> flags(Entry entry, GroupResult result) {
        List<String> flags = new ArrayList<>(SummaryExport.flags(entry, result));
        Integer leftAfter = analysis.leftAfter(entry);
        if (leftAfter != null) {
            flags.add("left after round " + leftAfter);
        }
        if (jumps && Boolean.TRUE.equals(entry.traits().stateful())) {
            flags.add("state jumps");
        }
        return flags;
    }

    /** Right-aligned: from the measure to the column before the flags. */
    boolean[] numeric() {
        boolean[] numeric = new boolean[header.size()];
        for (int i = measureColumn(); i < header.size() - 1; i++) {
            numeric[i] = true;
        }
        return numeric;
    }

    /** On a narrow page: the name, the measure, the slowdown and the table bytes stay; the rest hides. */
    String[] roles() {
        String[] roles = new String[header.size()];
        for (int i = 0; i < header.size(); i++) {
            String h = header.get(i);
            boolean key = h.equals(noun)
                    || i == measureColumn()
                    || h.startsWith("slowdown vs best")
                    || h.equals("table bytes");
            roles[i] = key ? Document.KEY : h.equals("rank") ? null : Document.LESSER;
        }
        return roles;
    }

    private int measureColumn() {
        return showFamily ? 4 : 3;
    }

    private static String label(MetricKind metric) {
        return metric == MetricKind.WALL ? "wall" : "CPU";
    }
}
