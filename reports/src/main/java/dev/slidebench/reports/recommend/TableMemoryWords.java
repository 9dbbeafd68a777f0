package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The verdict's words about table memory, for values a run cannot separate: the choice against the others
 * ("X needs 2 KiB of tables against 845 KiB for A and 1.0 MiB for B"), and a smaller-tabled value that was
 * not chosen with what it measured ("B uses a quarter of the table memory of A (1 KiB against 4 KiB) but
 * measured ×1.10 slower here").
 */
final class TableMemoryWords {

    private TableMemoryWords() {}

    /** "; Y uses half the table memory of X" for each other member whose size differs from the first's. */
    static String clauses(List<String> together, List<CaseAnalysis> analyses) {
        CaseAnalysis first = analyses.get(0);
        Long chosenBytes = first.entry(together.get(0)).traits().tableBytes();
        if (chosenBytes == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        List<String> larger = new ArrayList<>();
        for (String value : together.subList(1, together.size())) {
            Long bytes = first.entry(value).traits().tableBytes();
            // Within 10% is the same memory to a reader; two comparisons are enough for one sentence. A
            // fallback's tables are not compared: they are not what its fast path needs, and they cannot
            // win the choice (Choice).
            if (bytes == null
                    || first.entry(value).traits().emulated()
                    || Math.min(bytes, chosenBytes) > 0.9 * Math.max(bytes, chosenBytes)
                    || parts.size() + larger.size() == 2) {
                continue;
            }
            if (bytes < chosenBytes) {
                parts.add(memoryWords(
                                first.entry(value).display(),
                                first.entry(together.get(0)).display(),
                                bytes,
                                chosenBytes)
                        + slowerHere(value, together.get(0), analyses));
            } else {
                larger.add(value);
            }
        }
        String chosenName = first.entry(together.get(0)).display();
        if (larger.size() == 1) {
            long bytes = first.entry(larger.get(0)).traits().tableBytes();
            parts.add(0, memoryWords(chosenName, first.entry(larger.get(0)).display(), chosenBytes, bytes));
        } else if (larger.size() == 2) {
            // One clause for the choice against both: "X needs 2 KiB of tables against 845 KiB for A and 1.0 MiB for
            // B".
            List<String> against = larger.stream()
                    .map(v -> size(first.entry(v).traits().tableBytes()) + " for "
                            + first.entry(v).display())
                    .toList();
            parts.add(
                    0,
                    chosenName + " needs " + size(chosenBytes) + " of tables against " + String.join(" and ", against));
        }
        return parts.isEmpty() ? "" : "; " + String.join("; ", parts);
    }

    /**
     * Why a smaller-tabled value was not the choice: " but measured ×1.08 slower here" (its largest point
     * estimate against the chosen over the benchmarks, a measured figure, not a separation), or "" when it
     * was not slower anywhere.
     */
    static String slowerHere(String value, String chosen, List<CaseAnalysis> analyses) {
        double worst = 1;
        for (CaseAnalysis analysis : analyses) {
            Entry entry = analysis.entry(value);
            Entry than = analysis.entry(chosen);
            if (entry != null && than != null) {
                worst = Math.max(worst, analysis.ratio(entry, than).estimate());
            }
        }
        return worst >= 1.005 ? " but measured " + PlainVerdict.times(worst) + " slower here" : "";
    }

    /**
     * "B uses half the table memory of A (2 KiB against 4 KiB)" for a half, a third or a quarter, else
     * "B needs 2 KiB of tables against 843 KiB for A".
     */
    static String memoryWords(String small, String large, long low, long high) {
        double fraction = (double) low / high;
        String words = Math.abs(fraction - 0.5) < 0.03
                ? "half"
                : Math.abs(fraction - 1 / 3.0) < 0.02
                        ? "a third of"
                        : Math.abs(fraction - 0.25) < 0.015 ? "a quarter of" : null;
        return words != null
                ? small + " uses " + words + " the table memory of " + large + " (" + size(low) + " against "
                        + size(high) + ")"
                : small + " needs " + size(low) + " of tables against " + size(high) + " for " + large;
    }

    /** 843 KiB, 2.3 MiB, 512 B. */
    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return Math.round(bytes / 1024.0) + " KiB";
        }
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
    }
}
