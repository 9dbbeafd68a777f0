package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.record.RaceRecord;
import dev.slidebench.reports.stats.Ratio;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The verdict in one plain sentence, before any statistical term: either "Choose X." with the margin
 * to the closest other value and its interval, or "X or Y: this run cannot separate them (it resolves
 * ×1.20); Y uses half the table memory. For a firmer answer: COMMAND." Then, when a value ran a
 * fallback path and its fast path could change the choice, one line with the command that measures
 * that path.
 *
 * <p>"Cannot separate" is the pair test the best group uses (Holm's step-down over all pairs): Y stays
 * beside X when no selected benchmark shows Y slower than X. A value the run shows faster than X in some
 * benchmark (X won on the benchmarks together) is named with how much faster. Ratios come with the
 * Holm-matched interval of the pair, so a margin called separated never has an interval holding 1.
 */
final class PlainVerdict {

    /** At most this many inseparable leaders are named in the sentence (the rest are counted). */
    static final int NAMED_TIED = 4;

    /**
     * The sentence; when a fallback could change the choice, the line naming the fast-path run (else
     * null); and what was measured of the choice, in plain numbers.
     */
    record Text(String sentence, String fastPath, String measured) {}

    private PlainVerdict() {}

    /**
     * @param shortlist the candidates in the order the choice was made ({@link Choice.Outcome#order})
     * @param deciding the benchmarks that ordered what the ranked ones cannot separate (empty: none did)
     * @param effect how much the choice matters (see {@link #effect}), "" or a sentence with a leading space;
     *     it goes before the firmer-answer command, which ends the sentence so it can be set as code
     */
    static Text of(
            String chosen,
            List<String> shortlist,
            List<CaseAnalysis> analyses,
            List<CaseAnalysis> deciding,
            String noun,
            ReportProfile profile,
            String effect) {
        if (analyses.isEmpty()) {
            return new Text("Choose " + chosen + ": it is the only " + noun + " measured here.", null, null);
        }
        CaseAnalysis first = analyses.get(0);
        String chosenName = first.entry(chosen).display();
        List<String> tied = new ArrayList<>();
        for (String value : shortlist) {
            if (!value.equals(chosen) && analyses.stream().noneMatch(a -> shownSlower(a, value, chosen))) {
                tied.add(value);
            }
        }
        List<String> benchmarks =
                analyses.stream().map(a -> a.benchmarkCase().title()).toList();
        String jvm = first.run().jvm();
        String sentence;
        if (tied.isEmpty()) {
            sentence = "Choose " + chosenName + "." + margin(chosen, shortlist, analyses)
                    + faster(chosen, shortlist, analyses)
                    + effect;
        } else {
            List<String> together = new ArrayList<>();
            together.add(chosen);
            together.addAll(tied);
            int all = together.size();
            // A sentence, not a table: the first few by score, and how many more.
            together = together.subList(0, Math.min(all, NAMED_TIED));
            List<String> names = new ArrayList<>(
                    together.stream().map(v -> first.entry(v).display()).toList());
            if (all > together.size()) {
                names.add((all - together.size()) + " more");
            }
            sentence = joinOr(names) + ": this run cannot separate "
                    + (all == 2 ? "them" : "these " + all) + " (it resolves " + resolution(analyses)
                    + ")" + decided(chosen, shortlist.get(0), together, deciding)
                    + TableMemoryWords.clauses(together, analyses)
                    + "." + effect + " For a firmer answer: "
                    + profile.rerun()
                            .apply(new ReportProfile.Rerun(together, benchmarks, jvm, false, budgetSpent(analyses)));
        }
        return new Text(
                sentence, fastPath(chosen, shortlist, analyses, benchmarks, jvm, profile), measured(chosen, analyses));
    }

    /**
     * When a raced table of these stopped on the run's budget before it was decided, the run to continue with
     * more; else null (a new run of the tied values is the firmer answer).
     */
    static ReportProfile.BudgetSpent budgetSpent(List<CaseAnalysis> analyses) {
        for (CaseAnalysis a : analyses) {
            RaceRecord.Table race = a.raceTable();
            if (race != null && RaceRecord.BUDGET.equals(race.stop()) && a.run().metadata() != null) {
                return new ReportProfile.BudgetSpent(
                        asTyped(a.run().file().toAbsolutePath().normalize().getParent()),
                        a.run().metadata().race().budget());
            }
        }
        return null;
    }

    /**
     * A run directory below the working directory as the user would type it there ("docs/results/quick"),
     * so a report kept in a repository names no path of the machine that wrote it; any other absolute.
     */
    static java.nio.file.Path asTyped(java.nio.file.Path dir) {
        java.nio.file.Path here = java.nio.file.Path.of("").toAbsolutePath();
        return dir.startsWith(here) && !dir.equals(here) ? here.relativize(dir) : dir;
    }

    /**
     * How much the choice matters where it is used: " How much the choice matters: in the application's
     * benchmark A is ×1.04 [1.01, 1.07] D's speed and ×1.02 [0.99, 1.05] that of B, the best of the next
     * family (f); the run cannot separate it from B." (D the common default, B another family's best.) The
     * ratios are the pairs'
     * Holm-matched intervals of the application's benchmark; empty when it names neither comparison.
     */
    static String effect(String chosen, List<String> shortlist, CaseAnalysis search, ReportProfile.Engine engine) {
        Entry entry = search.entry(chosen);
        String family = entry.traits().family();
        List<String> parts = new ArrayList<>();
        List<String> inseparable = new ArrayList<>();
        String common = engine.commonDefault();
        Entry commonEntry = common == null ? null : search.entry(common);
        if (commonEntry != null && !common.equals(chosen) && search.ranked().contains(commonEntry)) {
            Ratio speed = search.ratio(commonEntry, entry);
            parts.add(ratio(speed) + " " + commonEntry.display() + "'s speed");
            if (!speed.excludesOne()) {
                inseparable.add(commonEntry.display());
            }
        }
        String next = family == null
                ? null
                : shortlist.stream()
                        .filter(v -> {
                            Entry e = search.entry(v);
                            return e != null
                                    && e.traits().family() != null
                                    && !family.equals(e.traits().family());
                        })
                        .findFirst()
                        .orElse(null);
        if (next != null && !next.equals(common)) {
            Entry nextEntry = search.entry(next);
            Ratio speed = search.ratio(nextEntry, entry);
            parts.add(ratio(speed) + " that of " + nextEntry.display() + ", the best of the next family ("
                    + nextEntry.traits().family() + ")");
            if (!speed.excludesOne()) {
                inseparable.add(nextEntry.display());
            }
        }
        if (parts.isEmpty()) {
            return "";
        }
        return " How much the choice matters: in "
                + (engine.label() == null ? search.benchmarkCase().title() : engine.label())
                + " " + entry.display() + " is " + joinAnd(parts)
                + (inseparable.isEmpty() ? "" : "; this run cannot separate it from " + joinOr(inseparable))
                + ".";
    }

    /** "Measured here for X: 115.0 ops/us in A, 12.30 ns/op in B; its tables take 841 KiB." */
    private static String measured(String chosen, List<CaseAnalysis> analyses) {
        List<String> parts = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            Entry entry = analysis.entry(chosen);
            parts.add(dev.slidebench.reports.text.Format.number(
                            analysis.result(entry).geomean()) + " "
                    + analysis.unit(analysis.rankedOn()) + " in "
                    + analysis.benchmarkCase().title() + " ("
                    + analysis.rankedOn().id() + " time)");
        }
        Entry entry = analyses.get(0).entry(chosen);
        Long bytes = entry.traits().tableBytes();
        return "Measured here for " + entry.display() + ": " + joinAnd(parts)
                + (bytes == null ? "" : "; its tables take " + TableMemoryWords.size(bytes)) + ".";
    }

    /** The run shows {@code value} slower than {@code than}: separated, and slower by the estimate. */
    private static boolean shownSlower(CaseAnalysis analysis, String value, String than) {
        Ratio ratio = analysis.ratio(analysis.entry(value), analysis.entry(than));
        return ratio.excludesOne() && ratio.estimate() > 1;
    }

    /** " The closest other, R, is ×1.21 [1.10, 1.33] slower in A and ×1.30 [...] slower in B." */
    private static String margin(String chosen, List<String> shortlist, List<CaseAnalysis> analyses) {
        String closest =
                shortlist.stream().filter(v -> !v.equals(chosen)).findFirst().orElse(null);
        if (closest == null) {
            return "";
        }
        return " The closest other, " + analyses.get(0).entry(closest).display() + ", is "
                + against(closest, chosen, analyses) + ".";
    }

    /** "×1.21 [1.10, 1.33] slower in A and ×1.05 [0.98, 1.12] faster in B": {@code value} against {@code than}. */
    private static String against(String value, String than, List<CaseAnalysis> analyses) {
        return against(value, than, analyses, false);
    }

    /** As {@link #against(String, String, List)}; {@code there}: one benchmark, already named, is "there". */
    private static String against(String value, String than, List<CaseAnalysis> analyses, boolean there) {
        List<String> parts = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            Ratio ratio = analysis.ratio(analysis.entry(value), analysis.entry(than));
            String where = there ? "there" : "in " + analysis.benchmarkCase().title();
            parts.add(
                    ratio.estimate() >= 1
                            ? ratio(ratio) + " slower " + where
                            : ratio(ratio.inverse()) + " faster " + where);
        }
        return joinAnd(parts);
    }

    /**
     * What ordered the values the ranked benchmarks cannot separate: "; of these, X is the fastest in A (Y, the
     * next, is ×1.16 [0.95, 1.42] slower in A)", or "; of these, L and X are the fastest in A" when X was chosen
     * beside the lead L for its smaller tables; "" when no other benchmark decided.
     */
    static String decided(String chosen, String lead, List<String> together, List<CaseAnalysis> deciding) {
        if (deciding.isEmpty()) {
            return "";
        }
        CaseAnalysis first = deciding.get(0);
        String where =
                joinAnd(deciding.stream().map(a -> a.benchmarkCase().title()).toList());
        if (!chosen.equals(lead)) {
            return "; of these, " + first.entry(lead).display() + " and "
                    + first.entry(chosen).display() + " are the fastest in " + where;
        }
        // The next in that order measured in every deciding benchmark (the order put those first).
        String next = together.stream()
                .skip(1)
                .filter(v -> deciding.stream()
                        .allMatch(a -> a.entry(v) != null && a.ranked().contains(a.entry(v))))
                .findFirst()
                .orElse(null);
        return "; of these, " + first.entry(chosen).display() + " is the fastest in " + where
                + (next == null
                        ? ""
                        : " (" + first.entry(next).display() + ", the next, is "
                                + against(next, chosen, deciding, deciding.size() == 1) + ")");
    }

    /** " Y is ×1.08 [1.02, 1.15] faster in B." for every benchmark whose fastest the run shows faster than X. */
    private static String faster(String chosen, List<String> shortlist, List<CaseAnalysis> analyses) {
        StringBuilder text = new StringBuilder();
        for (CaseAnalysis analysis : analyses) {
            Entry best = analysis.best();
            if (best.value().equals(chosen)
                    || !shortlist.contains(best.value())
                    || !shownSlower(analysis, chosen, best.value())) {
                continue;
            }
            Ratio ratio = analysis.ratio(analysis.entry(chosen), best);
            text.append(" But ")
                    .append(best.display())
                    .append(" is ")
                    .append(ratio(ratio))
                    .append(" faster in ")
                    .append(analysis.benchmarkCase().title())
                    .append(".");
        }
        return text.toString();
    }

    /** "×1.20", or "×1.14 to ×1.20" over several benchmarks; "nothing (single forks)" when none is stated. */
    private static String resolution(List<CaseAnalysis> analyses) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (CaseAnalysis analysis : analyses) {
            double r = analysis.rankedStatistics().resolution();
            if (Double.isFinite(r)) {
                low = Math.min(low, r);
                high = Math.max(high, r);
            }
        }
        if (high == 0) {
            return "no difference at all: one fork each";
        }
        String highText = times(high);
        return times(low).equals(highText) ? highText : times(low) + " to " + highText;
    }

    /**
     * When a value ran a fallback path here and could take the choice on its fast path (it is not the
     * chosen one: a faster fast path cannot take a choice it already has), the command that measures it.
     */
    private static String fastPath(
            String chosen,
            List<String> shortlist,
            List<CaseAnalysis> analyses,
            List<String> benchmarks,
            String jvm,
            ReportProfile profile) {
        Set<String> fallbacks = new LinkedHashSet<>();
        for (String value : shortlist) {
            if (!value.equals(chosen)
                    && analyses.stream().anyMatch(a -> a.entry(value).traits().emulated())) {
                fallbacks.add(value);
            }
        }
        if (fallbacks.isEmpty()) {
            return null;
        }
        List<String> measure = new ArrayList<>();
        measure.add(chosen);
        measure.addAll(fallbacks);
        String reason =
                analyses.get(0).entry(fallbacks.iterator().next()).traits().degraded();
        boolean one = fallbacks.size() == 1;
        return String.join(", ", fallbacks) + " ran a fallback path here (" + reason + (one ? "" : ", ...")
                + "); on " + (one ? "its fast path" : "their fast paths") + " the choice could change. To measure "
                + (one ? "it" : "them") + ": "
                + profile.rerun().apply(new ReportProfile.Rerun(measure, benchmarks, jvm, true));
    }

    static String ratio(Ratio ratio) {
        return times(ratio.estimate())
                + (ratio.hasInterval() ? " [" + decimals(ratio.low()) + ", " + decimals(ratio.high()) + "]" : "");
    }

    static String times(double value) {
        return "\u00d7" + decimals(value);
    }

    private static String decimals(double value) {
        return String.format(Locale.ROOT, value < 9.995 ? "%.2f" : "%.1f", value);
    }

    private static String joinOr(List<String> names) {
        return names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    private static String joinAnd(List<String> parts) {
        return parts.size() == 1
                ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
