package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The decision rule, among the candidates of one run:
 * <ol>
 * <li>Score: per benchmark the candidate's speed relative to the fastest candidate (1 ÷ its slowdown, on
 *     the measure the table ranks on); the shortlist is ordered by the geometric mean of these.</li>
 * <li>Lead: the first of the shortlist, unless the run ranks on the application's benchmark and that
 *     benchmark cannot separate several candidates from it (all in its best group): then the run's other
 *     benchmarks, the <em>deciding</em> ones, order those by the same score and the first of them leads.
 *     What the application cannot tell apart, the operation measured alone can; and the order no longer
 *     follows the noise among equals, so two runs of the same machine lead with the same value.</li>
 * <li>Choice: the lead, unless other candidates are in the best group of every selected and deciding
 *     benchmark and practically as fast in each of them (its estimated speed at least
 *     {@link #PRACTICAL_TOLERANCE} of the lead's, benchmark by benchmark) and every such table size is known:
 *     then the one with the smallest tables, because a smaller table leaves more cache to the rest of an
 *     engine. "Cannot be told apart" is not "equal"; the tolerance keeps a slow but noisy candidate from
 *     winning on size. It holds per benchmark, not on the geometric mean, so being faster in one benchmark
 *     cannot buy being 1.3&times; slower in another.</li>
 * </ol>
 */
final class Choice {

    /** A candidate may replace the lead only when at least this fraction as fast in every benchmark. */
    static final double PRACTICAL_TOLERANCE = 0.95;

    /**
     * The outcome: the chosen value, the shortlist with scores, the shortlist in the order the choice was
     * made (the values the application's benchmark cannot separate first, by the deciding benchmarks), the
     * deciding benchmarks used (empty when the ranked ones decided), and the rule's sentence.
     */
    record Outcome(
            String chosen,
            List<String> shortlist,
            Map<String, Double> scores,
            List<String> contenders,
            List<String> order,
            List<CaseAnalysis> deciding,
            String why) {}

    private Choice() {}

    /**
     * @param deciding the run's benchmarks not ranked on that may order what the ranked ones cannot separate
     *     (empty: the ranked ones decide alone)
     */
    static Outcome decide(
            List<String> candidates,
            List<CaseAnalysis> analyses,
            List<CaseAnalysis> deciding,
            String noun,
            boolean constrained) {
        Map<String, Double> scores = scores(candidates, analyses);
        List<String> shortlist = new ArrayList<>(candidates);
        shortlist.sort((a, b) -> Double.compare(scores.get(b), scores.get(a)));
        String top = shortlist.get(0);
        List<String> inseparable = shortlist.stream()
                .filter(v ->
                        analyses.stream().allMatch(a -> a.result(a.entry(v)).inBestGroup()))
                .toList();
        List<CaseAnalysis> used = inseparable.size() < 2
                ? List.of()
                : deciding.stream().filter(a -> ranksAll(a, inseparable)).toList();
        List<String> order = shortlist;
        if (!used.isEmpty()) {
            Map<String, Double> tie = scores(inseparable, used);
            List<String> ordered = new ArrayList<>(inseparable);
            ordered.sort((a, b) -> Double.compare(tie.get(b), tie.get(a)));
            ordered.addAll(
                    shortlist.stream().filter(v -> !inseparable.contains(v)).toList());
            order = ordered;
        }
        String lead = order.get(0);
        List<CaseAnalysis> judged = new ArrayList<>(analyses);
        judged.addAll(used);
        List<String> contenders = new ArrayList<>();
        contenders.add(lead);
        for (String value : order) {
            if (!value.equals(lead) && judged.stream().allMatch(a -> practicallyAsFast(a, value, lead))) {
                contenders.add(value);
            }
        }
        Map<String, Long> bytes = tableBytes(contenders, analyses);
        String chosen = lead;
        String why;
        // "Ranks first", not "is the fastest": others may share a best group with it.
        String fastest = lead.equals(top)
                ? top + " ranks first" + (constrained ? " of those allowed" : "")
                        + " (geometric mean of its speed relative to the fastest, over the benchmarks)"
                : leads(lead, top, inseparable, used, constrained);
        if (contenders.size() == 1) {
            why = fastest + "; no other " + noun + " is in the best group of every benchmark while within "
                    + Math.round((1 - PRACTICAL_TOLERANCE) * 100) + "% of its speed in each.";
        } else if (contenders.stream().allMatch(bytes::containsKey)) {
            // A fallback does not win on memory: its speed and tables here say nothing of its fast path.
            // The lead stays the one to beat, whatever path it ran.
            boolean skipped = false;
            for (String value : contenders) {
                if (!value.equals(lead) && ranFallback(analyses, value)) {
                    skipped |= bytes.get(value) < bytes.get(lead);
                    continue;
                }
                if (bytes.get(value) < bytes.get(chosen)) {
                    chosen = value;
                }
            }
            String ownPath = skipped ? " of those that ran their own fast path" : "";
            List<String> others = contenders.subList(1, contenders.size());
            why = chosen.equals(lead)
                    ? fastest + " and, of those in the best group of every benchmark with it ("
                            + String.join(", ", others) + "), has the smallest tables" + ownPath + " ("
                            + Format.bytes(bytes.get(lead)) + ")."
                    : (lead.equals(top)
                                    ? chosen + " cannot be told from the fastest, " + top
                                    : fastest + "; " + chosen + " cannot be told from it")
                            + ", in any benchmark, is within "
                            + Math.round((1 - PRACTICAL_TOLERANCE) * 100)
                            + "% of its speed in each, and has "
                            + (skipped ? "the smallest tables" + ownPath : "smaller tables") + " ("
                            + Format.bytes(bytes.get(chosen)) + " against " + Format.bytes(bytes.get(lead))
                            + "), which leave more cache to the rest of an engine.";
        } else {
            why = lead + (lead.equals(top) ? " has the best score; " : " leads; ")
                    + String.join(", ", contenders.subList(1, contenders.size()))
                    + " cannot be told from it in any benchmark, but their table sizes are not all known, so "
                    + (lead.equals(top) ? "the score decides." : "the order decides.");
        }
        return new Outcome(
                chosen,
                List.copyOf(shortlist),
                scores,
                List.copyOf(contenders),
                List.copyOf(order),
                List.copyOf(used),
                why);
    }

    /** Why the lead is not the first by score: the ranked benchmarks cannot separate them; the deciding ones can. */
    private static String leads(
            String lead, String top, List<String> inseparable, List<CaseAnalysis> used, boolean constrained) {
        int others = inseparable.size() - 1;
        return lead + " leads" + (constrained ? " of those allowed" : "") + ": the ranked benchmarks cannot separate "
                + others + (others == 1 ? " other" : " others") + " from the one ranked first, " + top
                + ", and of those " + lead
                + " is the fastest in "
                + String.join(
                        ", ", used.stream().map(a -> a.benchmarkCase().title()).toList())
                + " (geometric mean of its speed relative to the fastest there)";
    }

    /** Whether every one of {@code values} is a ranked value of the analysis (measured, not a control). */
    private static boolean ranksAll(CaseAnalysis analysis, List<String> values) {
        return values.stream().allMatch(v -> {
            Entry entry = analysis.entry(v);
            return entry != null && analysis.ranked().contains(entry);
        });
    }

    /** Each candidate's geometric mean, over the benchmarks, of its speed relative to the fastest (1 without any). */
    private static Map<String, Double> scores(List<String> candidates, List<CaseAnalysis> analyses) {
        Map<String, Double> scores = new LinkedHashMap<>();
        for (String value : candidates) {
            double sumLog = 0;
            for (CaseAnalysis analysis : analyses) {
                Entry entry = analysis.entry(value);
                sumLog -= Math.log(analysis.result(entry).slowdown().estimate());
            }
            scores.put(value, analyses.isEmpty() ? 1 : Math.exp(sumLog / analyses.size()));
        }
        return scores;
    }

    /** The largest table bytes any benchmark's record gives each value; values with none are left out. */
    private static Map<String, Long> tableBytes(List<String> values, List<CaseAnalysis> analyses) {
        Map<String, Long> bytes = new LinkedHashMap<>();
        for (String value : values) {
            for (CaseAnalysis analysis : analyses) {
                Long known = analysis.entry(value).traits().tableBytes();
                if (known != null) {
                    bytes.merge(value, known, Math::max);
                }
            }
        }
        return bytes;
    }

    /** Whether {@code value} ran a fallback path (emulated or slow) in any of the benchmarks. */
    private static boolean ranFallback(List<CaseAnalysis> analyses, String value) {
        return analyses.stream().anyMatch(a -> a.entry(value).traits().emulated());
    }

    /** In the best group of this benchmark and, by its estimate, within the tolerance of {@code lead}. */
    private static boolean practicallyAsFast(CaseAnalysis analysis, String value, String lead) {
        var result = analysis.result(analysis.entry(value));
        double slowdown = result.slowdown().estimate();
        double leadSlowdown = analysis.result(analysis.entry(lead)).slowdown().estimate();
        return result.inBestGroup() && leadSlowdown / slowdown >= PRACTICAL_TOLERANCE;
    }
}
