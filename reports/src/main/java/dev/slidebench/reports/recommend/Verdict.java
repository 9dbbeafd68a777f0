package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.List;
import java.util.Map;

/**
 * The recommendation for one run (one JVM): the choice, why, and what to be careful about. The report's
 * Verdict section and the {@code recommend} command both print this record, so they cannot disagree.
 *
 * @param chosen the chosen value, or null when no candidate is left
 * @param shortlist the candidates, best score first
 * @param scores per candidate, the geometric mean over the benchmarks of its speed relative to the fastest
 * @param analyses the selected benchmarks' analyses among the candidates
 * @param why the decision rule's outcome in one sentence
 * @param reasons one-line reasons for the choice (speed, table bytes, fallback path, stored or computed focus, state)
 * @param warnings busy machine, emulated paths, single-fork data
 * @param resolution the resolution of each analysis, in words
 * @param plain the verdict in one plain sentence ({@link PlainVerdict}), printed first; null without a choice
 * @param fastPath when a fallback path could change the choice, the line naming the run that measures the
 *     fast path; else null
 * @param measured what was measured of the choice, in plain numbers; null without a choice
 */
public record Verdict(
        Run run,
        String chosen,
        String chosenDisplay,
        List<String> shortlist,
        Map<String, Double> scores,
        List<CaseAnalysis> analyses,
        Map<String, String> excluded,
        String why,
        List<String> reasons,
        List<String> warnings,
        String resolution,
        String plain,
        String fastPath,
        String measured) {

    /** The plain sentence, then the fast-path line when there is one: what a command prints last. */
    public List<String> plainLines() {
        if (plain == null) {
            return List.of(why);
        }
        return fastPath == null ? List.of(plain) : List.of(plain, fastPath);
    }
}
