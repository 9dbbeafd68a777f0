package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.analysis.Traits;
import dev.slidebench.reports.stats.TableStatistics;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The one-line reasons and the warnings of a verdict, from the same analyses the choice was made on. */
final class Explanation {

    private Explanation() {}

    /** Speed per benchmark with its interval, table bytes, fallback path, stored or computed focus, state. */
    static List<String> reasons(String chosen, List<CaseAnalysis> analyses, ReportProfile.Words words) {
        List<String> reasons = new ArrayList<>();
        Traits traits = Traits.UNKNOWN;
        for (CaseAnalysis analysis : analyses) {
            Entry entry = analysis.entry(chosen);
            traits = entry.traits();
            GroupResult result = analysis.result(entry);
            String where = analysis.benchmarkCase().title() + " ("
                    + analysis.rankedOn().id() + "): ";
            if (entry == analysis.best()) {
                reasons.add(where + "ranked first, " + Format.number(result.geomean()) + " "
                        + analysis.unit(analysis.rankedOn()) + " " + Format.interval(result.low(), result.high())
                        + bestGroupText(analysis));
            } else {
                reasons.add(where + Format.ratio(result.slowdownHolm()) + " the time of the fastest, "
                        + analysis.best().display() + (result.inBestGroup() ? " (cannot be told apart)" : "")
                        + bestGroupText(analysis));
            }
        }
        reasons.add(
                "Table bytes: " + (traits.tableBytes() == null ? "unknown" : Format.bytes(traits.tableBytes())) + ".");
        reasons.add(
                traits.degraded() == null
                        ? "Path: its own fast path (no fallback recorded)."
                        : "Path: a fallback ran here (" + traits.degraded()
                                + "); on a JVM with the fast path it may rank differently.");
        if (traits.stored() != null) {
            reasons.add(traits.stored() ? words.stored() : words.computed());
        }
        if (traits.stateful() != null) {
            reasons.add(traits.stateful() ? words.stateful() : words.stateless());
        }
        return reasons;
    }

    private static String bestGroupText(CaseAnalysis analysis) {
        List<String> members = new ArrayList<>();
        for (Entry entry : analysis.ranked()) {
            if (analysis.result(entry).inBestGroup()) {
                members.add(entry.display());
            }
        }
        return "; best group: " + String.join(", ", members);
    }

    /** "×1.48 (Hashing.shortKeys), ×1.62 (...)", or a sentence why there is none. */
    static String resolution(List<CaseAnalysis> analyses) {
        List<String> parts = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            double resolution = analysis.rankedStatistics().resolution();
            parts.add((Double.isNaN(resolution) ? "none (single forks)" : Format.times(resolution)) + " in "
                    + analysis.benchmarkCase().title());
        }
        return "smallest ratio detectable at 80% power (all pairs, Holm at family-wise \u03b1 = 0.05): "
                + String.join("; ", parts);
    }

    /** Busy machine, emulated paths, single-fork data, outlier forks. */
    static List<String> warnings(List<CaseAnalysis> analyses) {
        List<String> warnings = new ArrayList<>();
        int forks = 0;
        int contended = 0;
        double worst = 0;
        Set<String> emulated = new LinkedHashSet<>();
        Set<String> singleFork = new LinkedHashSet<>();
        int outliers = 0;
        for (CaseAnalysis analysis : analyses) {
            List<Entry> all = new ArrayList<>(analysis.ranked());
            all.addAll(analysis.controls());
            for (Entry entry : all) {
                if (entry.contention() != null) {
                    for (double c : entry.contention()) {
                        forks++;
                        if (c >= dev.slidebench.reports.analysis.MetricChoice.CONTENDED) {
                            contended++;
                        }
                        worst = Math.max(worst, c);
                    }
                }
                if (entry.traits().emulated()) {
                    emulated.add(entry.value() + ": " + entry.traits().degraded());
                }
                if (!entry.control() && entry.singleFork()) {
                    singleFork.add(entry.display());
                }
                GroupResult result = entry.result(analysis.rankedOn());
                if (!entry.control() && result != null) {
                    outliers += result.outlierForks();
                }
            }
        }
        warnings.addAll(loadWarning(analyses));
        if (contended > 0) {
            boolean cpu = analyses.stream().anyMatch(a -> a.rankedOn() == MetricKind.CPU);
            warnings.add(
                    "Busy machine: " + contended + " of " + forks + " forks waited for a core (wall \u00f7 CPU up to "
                            + String.format(Locale.ROOT, "%.2f", worst) + ")"
                            + (cpu ? "; those tables rank on CPU time." : "; wall times include that wait."));
        }
        if (!emulated.isEmpty()) {
            warnings.add("Emulated paths: " + String.join("; ", emulated)
                    + ". Those rows measure the fallback, not the fast path.");
        }
        if (!singleFork.isEmpty()) {
            warnings.add("Single-fork data (" + String.join(", ", singleFork)
                    + "): intervals from iterations understate run-to-run noise; none of them is called faster.");
        }
        if (outliers > 0) {
            warnings.add(outliers + " outlier fork(s) (|studentised residual| > " + TableStatistics.OUTLIER_BOUND
                    + "), kept in the statistics and flagged in the tables.");
        }
        return warnings;
    }

    /** "Machine busy: ..." when the load average before some fork exceeded the recorded cores; none else. */
    private static List<String> loadWarning(List<CaseAnalysis> analyses) {
        double load = 0;
        Integer cores = null;
        for (CaseAnalysis analysis : analyses) {
            if (analysis.run().metadata() != null && analysis.run().metadata().platform() != null) {
                cores = analysis.run().metadata().platform().cores();
            }
            for (Entry entry : analysis.ranked()) {
                if (entry.cell().forkTimes() != null) {
                    for (var fork : entry.cell().forkTimes()) {
                        load = Math.max(load, fork.loadBefore() == null ? 0 : fork.loadBefore());
                    }
                }
            }
        }
        if (cores == null || !(load > cores)) {
            return List.of();
        }
        return List.of("Machine busy: load average up to " + String.format(Locale.ROOT, "%.1f", load) + " on " + cores
                + " cores before a fork.");
    }
}
