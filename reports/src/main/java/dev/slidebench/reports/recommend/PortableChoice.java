package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.stats.Ratio;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The choice that holds across configurations (machines, JVMs): over the runs' verdicts, each value's
 * worst slowdown against the fastest of its configuration and benchmark, and the value whose worst is
 * smallest (minimax). Only values measured in every configuration are candidates; the others are said to
 * be missing where they are. The slowdowns are the ones the tables show (Holm-matched, against each
 * table's fastest), computed per run by the verdicts; nothing is pooled across runs, because a value can
 * be emulated on one JVM and real on another. The interval given is that of the worst slowdown itself,
 * not a simultaneous interval over the configurations.
 *
 * @param chosen the portable choice
 * @param rows per candidate its worst slowdown and where, the smallest worst first
 * @param missing per value measured in some configurations only, the configurations that lack it
 * @param configurations the labels of the configurations compared
 */
public record PortableChoice(
        String chosen, List<Row> rows, Map<String, List<String>> missing, List<String> configurations) {

    /**
     * One candidate: its worst slowdown (1 = the fastest there) and where it happens.
     *
     * @param configuration the run's label ("JDK 17.0.15")
     * @param benchmark the benchmark's title, or null when the verdicts rank on one benchmark only
     * @param degraded the fallback path the value ran there, or null
     */
    public record Row(String value, Ratio worst, String configuration, String benchmark, String degraded) {

        /** "JDK 17.0.15", "JDK 17.0.15, in Hashing.shortKeys", then "(emulated: ...)" when it ran a fallback. */
        public String where() {
            return configuration
                    + (benchmark == null ? "" : ", in " + benchmark)
                    + (degraded == null ? "" : " (" + degraded + ")");
        }
    }

    /** The portable choice over {@code verdicts}, or null with fewer than two configurations that have a verdict. */
    public static PortableChoice of(List<Verdict> verdicts) {
        List<Verdict> judged = verdicts.stream()
                .filter(v -> v.chosen() != null && !v.analyses().isEmpty())
                .toList();
        if (judged.size() < 2) {
            return null;
        }
        Set<String> all = new LinkedHashSet<>();
        judged.forEach(v -> all.addAll(v.shortlist()));
        Map<String, List<String>> missing = new LinkedHashMap<>();
        for (String value : all) {
            List<String> lacking = judged.stream()
                    .filter(v -> !measured(v, value))
                    .map(v -> v.run().label())
                    .toList();
            if (!lacking.isEmpty()) {
                missing.put(value, lacking);
            }
        }
        boolean oneBenchmark = judged.stream().allMatch(v -> v.analyses().size() == 1);
        List<Row> rows = new ArrayList<>();
        for (String value : all) {
            if (!missing.containsKey(value)) {
                rows.add(worst(value, judged, oneBenchmark));
            }
        }
        if (rows.isEmpty()) {
            return null;
        }
        // Stable: equal worst slowdowns keep the first verdict's shortlist order.
        rows.sort(Comparator.comparingDouble(r -> r.worst().estimate()));
        return new PortableChoice(
                rows.get(0).value(),
                List.copyOf(rows),
                missing,
                judged.stream().map(v -> v.run().label()).toList());
    }

    /** Measured in every benchmark the verdict ranks on. */
    private static boolean measured(Verdict verdict, String value) {
        return verdict.analyses().stream().allMatch(a -> a.entry(value) != null && a.result(a.entry(value)) != null);
    }

    private static Row worst(String value, List<Verdict> verdicts, boolean oneBenchmark) {
        Row worst = null;
        for (Verdict verdict : verdicts) {
            for (CaseAnalysis analysis : verdict.analyses()) {
                Entry entry = analysis.entry(value);
                Ratio slowdown = analysis.result(entry).slowdownHolm();
                if (worst == null || slowdown.estimate() > worst.worst().estimate()) {
                    worst = new Row(
                            value,
                            slowdown,
                            verdict.run().label(),
                            oneBenchmark ? null : analysis.benchmarkCase().title(),
                            entry.traits().degraded());
                }
            }
        }
        return worst;
    }

    /** The portable choice's row. */
    public Row choice() {
        return rows.get(0);
    }

    /**
     * "Portable choice: X — at worst ×1.08 [1.02, 1.15] slower than the best, on JDK 17.0.15." (or "the
     * fastest in every configuration" when its worst is the best everywhere).
     */
    public String sentence() {
        Row choice = choice();
        if (choice.worst().estimate() <= 1) {
            return "Portable choice: " + choice.value() + " \u2014 the fastest in every configuration ("
                    + String.join(", ", configurations) + ").";
        }
        return "Portable choice: " + choice.value() + " \u2014 at worst " + ratio(choice.worst())
                + " slower than the best, on " + choice.where() + ".";
    }

    /**
     * {@code recommend}'s line: the {@link #sentence}, and when the portable choice is not {@code chosen} (the
     * newest JVM's), the line of {@code usage} that takes it (its last), for an engine that ships to JVMs it does
     * not choose.
     */
    public String line(String chosen, java.util.function.Function<String, List<String>> usage) {
        List<String> take = usage.apply(chosen());
        return sentence()
                + (chosen().equals(chosen) || take.isEmpty() ? "" : " To take it: " + take.get(take.size() - 1));
    }

    /** "×2.90 [2.70, 3.10]", or "×2.90" without an interval. */
    public static String ratio(Ratio ratio) {
        return PlainVerdict.ratio(ratio);
    }

    /**
     * "Within that interval also: B (×1.59), C (×1.69); these runs do not rank them firmly." for the
     * candidates whose worst slowdown lies inside the interval of the choice's worst; null when none does
     * or the choice's worst has no interval. A reading of the intervals shown, not a test.
     */
    public String closeLine() {
        Ratio worst = choice().worst();
        if (!worst.hasInterval()) {
            return null;
        }
        List<String> close = rows.subList(1, rows.size()).stream()
                .filter(r -> r.worst().estimate() <= worst.high())
                .map(r -> r.value() + " (" + PlainVerdict.times(r.worst().estimate()) + ")")
                .toList();
        if (close.isEmpty()) {
            return null;
        }
        return "Within that interval also: " + String.join(", ", close) + "; these runs do not rank "
                + (close.size() == 1 ? "the two" : "them") + " firmly (more forks would).";
    }

    /** "B is missing on JDK 25.0.3." per value measured in some configurations only; empty when none is. */
    public List<String> missingLines() {
        List<String> lines = new ArrayList<>();
        missing.forEach((value, where) ->
                lines.add(value + " is not a candidate: it is missing on " + String.join(", ", where) + "."));
        return lines;
    }
}
