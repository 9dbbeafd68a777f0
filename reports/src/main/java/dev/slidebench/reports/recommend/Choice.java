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
 * <li>Choice: the first of the shortlist, unless other candidates are in the best group of every
 *     selected benchmark (cannot be told from the fastest there) and practically as fast in each of them
 *     (its estimated speed at least {@link #PRACTICAL_TOLERANCE} of the first's, benchmark by benchmark)
 *     and every such table size is known: then the one with the smallest tables, because a smaller table
 *     leaves more cache to the rest of an engine. "Cannot be told apart" is not "equal"; the tolerance
 *     keeps a slow but noisy candidate from winning on size. It holds per benchmark, not on the
 *     geometric mean, so being faster in one benchmark cannot buy being 1.3&times; slower in another.</li>
 * </ol>
 */
final class Choice {

    /** A candidate may replace the fastest only when at least this fraction as fast in every benchmark. */
    static final double PRACTICAL_TOLERANCE = 0.95;

    /** The outcome: the chosen value, the shortlist with scores, and the rule's sentence. */
    record Outcome(
            String chosen, List<String> shortlist, Map<String, Double> scores, List<String> contenders, String why) {}

    private Choice() {}

    static Outcome decide(List<String> candidates, List<CaseAnalysis> analyses, String noun, boolean constrained) {
        Map<String, Double> scores = scores(candidates, analyses);
        List<String> shortlist = new ArrayList<>(candidates);
        shortlist.sort((a, b) -> Double.compare(scores.get(b), scores.get(a)));
        String top = shortlist.get(0);
        List<String> contenders = new ArrayList<>();
        contenders.add(top);
        for (String value : shortlist) {
            if (!value.equals(top) && analyses.stream().allMatch(a -> practicallyAsFast(a, value, top))) {
                contenders.add(value);
            }
        }
        Map<String, Long> bytes = tableBytes(contenders, analyses);
        String chosen = top;
        String why;
        // "Ranks first", not "is the fastest": others may share a best group with it.
        String fastest = top + " ranks first" + (constrained ? " of those allowed" : "")
                + " (geometric mean of its speed relative to the fastest, over the benchmarks)";
        if (contenders.size() == 1) {
            why = fastest + "; no other " + noun + " is in the best group of every benchmark while within "
                    + Math.round((1 - PRACTICAL_TOLERANCE) * 100) + "% of its speed in each.";
        } else if (contenders.stream().allMatch(bytes::containsKey)) {
            // A fallback does not win on memory: its speed and tables here say nothing of its fast path.
            // The one that ranks first stays the one to beat, whatever path it ran.
            boolean skipped = false;
            for (String value : contenders) {
                if (!value.equals(top) && ranFallback(analyses, value)) {
                    skipped |= bytes.get(value) < bytes.get(top);
                    continue;
                }
                if (bytes.get(value) < bytes.get(chosen)) {
                    chosen = value;
                }
            }
            String ownPath = skipped ? " of those that ran their own fast path" : "";
            List<String> others = contenders.subList(1, contenders.size());
            why = chosen.equals(top)
                    ? fastest + " and, of those in the best group of every benchmark with it ("
                            + String.join(", ", others) + "), has the smallest tables" + ownPath + " ("
                            + Format.bytes(bytes.get(top)) + ")."
                    : chosen + " cannot be told from the fastest, " + top + ", in any benchmark, is within "
                            + Math.round((1 - PRACTICAL_TOLERANCE) * 100)
                            + "% of its speed in each, and has "
                            + (skipped ? "the smallest tables" + ownPath : "smaller tables") + " ("
                            + Format.bytes(bytes.get(chosen)) + " against " + Format.bytes(bytes.get(top))
                            + "), which leave more cache to the rest of an engine.";
        } else {
            why = top + " has the best score; " + String.join(", ", contenders.subList(1, contenders.size()))
                    + " cannot be told from it in any benchmark, but their table sizes are not all known, so the score"
                    + " decides.";
        }
        return new Outcome(chosen, List.copyOf(shortlist), scores, List.copyOf(contenders), why);
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

    /** In the best group of this benchmark and, by its estimate, within the tolerance of {@code top}. */
    private static boolean practicallyAsFast(CaseAnalysis analysis, String value, String top) {
        var result = analysis.result(analysis.entry(value));
        double slowdown = result.slowdown().estimate();
        double topSlowdown = analysis.result(analysis.entry(top)).slowdown().estimate();
        return result.inBestGroup() && topSlowdown / slowdown >= PRACTICAL_TOLERANCE;
    }
}
