package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.model.RunSelector;
import dev.slidebench.reports.render.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One verdict per run (per JVM: a strategy that is emulated on one JVM and real on another must not be
 * pooled), then the choice for the newest JVM or the one a selector names. The stages are
 * {@link Candidates} (measured everywhere selected, constraints), {@link Choice} (the rule) and
 * {@link Explanation} (reasons and warnings). The report's Verdict section calls {@link #verdicts} with
 * no constraints, so the report and {@code recommend} can never disagree.
 */
public final class Recommender {

    private Recommender() {}

    /** Every run's verdict, then the one for {@code request.jvm()} (or the newest JVM) last. */
    public record Recommendation(List<Verdict> verdicts, Verdict selected, List<String> lines) {

        /** The choice for the selected run, or null when no candidate satisfies the constraints there. */
        public String chosen() {
            return selected.chosen();
        }
    }

    public static List<Verdict> verdicts(ResultSet set, Request request, ReportProfile profile) {
        List<BenchmarkCase> cases = WorkloadMatcher.select(set, request.workload());
        List<Constraint> constraints = Constraint.of(request);
        boolean describes = set.byParam().equals(profile.parameter());
        Candidates.checkJudgeable(set, constraints, describes);
        List<Verdict> verdicts = new ArrayList<>();
        for (Run run : set.runs()) {
            verdicts.add(verdict(set, run, cases, constraints, describes, request, profile));
        }
        return verdicts;
    }

    private static Verdict verdict(
            ResultSet set,
            Run run,
            List<BenchmarkCase> cases,
            List<Constraint> constraints,
            boolean describes,
            Request request,
            ReportProfile profile) {
        Candidates candidates = Candidates.of(set, run, cases, constraints, describes);
        if (candidates.kept().isEmpty()) {
            return new Verdict(
                    run,
                    null,
                    null,
                    List.of(),
                    Map.of(),
                    List.of(),
                    candidates.excluded(),
                    "No " + set.byParam() + " satisfies the constraints.",
                    List.of(),
                    List.of(),
                    "");
        }
        ReportModel model = ReportModel.of(set, request.settings(), profile, candidates.kept());
        List<CaseAnalysis> analyses = new ArrayList<>();
        for (BenchmarkCase benchmarkCase : cases) {
            CaseAnalysis analysis = model.analysis(run, benchmarkCase);
            if (analysis != null && analysis.best() != null) {
                analyses.add(analysis);
            }
        }
        Choice.Outcome outcome = Choice.decide(candidates.kept(), analyses, set.byParam(), request.constrained());
        String display = analyses.isEmpty()
                ? outcome.chosen()
                : analyses.get(0).entry(outcome.chosen()).display();
        return new Verdict(
                run,
                outcome.chosen(),
                display,
                outcome.shortlist(),
                outcome.scores(),
                analyses,
                candidates.excluded(),
                outcome.why(),
                Explanation.reasons(outcome.chosen(), analyses),
                Explanation.warnings(analyses),
                Explanation.resolution(analyses));
    }

    /** The verdicts and the printed lines; the last line is the chosen value alone (or the failure sentence). */
    public static Recommendation recommend(ResultSet set, Request request, ReportProfile profile) {
        if (request.maxTableBytes() != null && request.maxTableBytes() < 0) {
            throw new dev.slidebench.reports.ReportInputException(
                    "--max-table-bytes: must be >= 0, got " + request.maxTableBytes());
        }
        Run selectedRun = request.jvm() != null
                ? RunSelector.select(set.runs(), request.jvm(), "--jvm")
                : RunSelector.newest(set.runs());
        List<Verdict> verdicts = verdicts(set, request, profile);
        Verdict selected = verdicts.get(selectedRun.index());
        List<String> lines = new ArrayList<>();
        List<BenchmarkCase> cases = WorkloadMatcher.select(set, request.workload());
        lines.add("Workload: "
                + (request.workload().isEmpty()
                        ? "all benchmarks"
                        : request.workload().get(0)) + " \u2192 "
                + String.join(", ", cases.stream().map(BenchmarkCase::title).toList()));
        List<String> constraintText =
                Constraint.of(request).stream().map(Constraint::description).toList();
        lines.add("Constraints: " + (constraintText.isEmpty() ? "none" : String.join("; ", constraintText)));
        for (Verdict verdict : verdicts) {
            lines.add("");
            lines.addAll(describe(verdict, set.byParam()));
        }
        lines.add("");
        String which = request.jvm() != null ? "the run selected with --jvm " + request.jvm() : "the newest JVM";
        if (selected.chosen() == null) {
            lines.add(selected.why());
            return new Recommendation(verdicts, selected, List.copyOf(lines));
        }
        lines.add("Choice for " + selected.run().label() + " (" + which + "): " + selected.chosenDisplay());
        if (set.byParam().equals(profile.parameter())) {
            lines.addAll(profile.usage().apply(selected.chosen()));
        } else {
            lines.add("Use: the value " + selected.chosen() + " of the benchmark parameter '" + set.byParam() + "'.");
        }
        lines.add(selected.chosen());
        return new Recommendation(verdicts, selected, List.copyOf(lines));
    }

    /** One run's verdict as printed by {@code recommend}. */
    static List<String> describe(Verdict verdict, String noun) {
        List<String> lines = new ArrayList<>();
        lines.add("== " + verdict.run().label()
                + (verdict.run().jvm() != null ? " (" + verdict.run().jvm() + ")" : "") + " ==");
        if (verdict.chosen() == null) {
            lines.add("Excluded:");
            verdict.excluded().forEach((value, reason) -> lines.add("  - " + value + ": " + reason));
            lines.add(verdict.why());
            return lines;
        }
        lines.add("Recommended: " + verdict.chosenDisplay() + ". " + verdict.why());
        for (String reason : verdict.reasons()) {
            lines.add("  - " + reason);
        }
        lines.add("  Resolution: " + verdict.resolution() + ".");
        for (String warning : verdict.warnings()) {
            lines.add("  Warning: " + warning);
        }
        lines.add(
                "  Shortlist (geometric mean over the benchmarks of the speed relative to the fastest " + noun + "):");
        int shown = Math.min(verdict.shortlist().size(), 5);
        for (int i = 0; i < shown; i++) {
            String value = verdict.shortlist().get(i);
            Entry entry = verdict.analyses().isEmpty()
                    ? null
                    : verdict.analyses().get(0).entry(value);
            lines.add("    " + (i + 1) + ". " + (entry == null ? value : entry.display()) + ": "
                    + Format.fixed(verdict.scores().get(value)) + " of the fastest"
                    + (entry != null && entry.traits().tableBytes() != null
                            ? "; table " + Format.bytes(entry.traits().tableBytes())
                            : ""));
        }
        if (verdict.shortlist().size() > shown) {
            lines.add("    (" + (verdict.shortlist().size() - shown) + " more)");
        }
        if (!verdict.excluded().isEmpty()) {
            lines.add("  Excluded:");
            verdict.excluded().forEach((value, reason) -> lines.add("    - " + value + ": " + reason));
        }
        return lines;
    }
}
