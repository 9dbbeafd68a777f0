package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.ThreadScaling;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.model.RunSelector;
import dev.slidebench.reports.text.Format;
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
        List<BenchmarkCase> cases = rankedCases(set, request, profile);
        List<Constraint> constraints = Constraint.of(request, profile.words());
        boolean describes = set.byParam().equals(profile.parameter());
        Candidates.checkJudgeable(set, constraints, describes);
        List<Verdict> verdicts = new ArrayList<>();
        for (Run run : set.runs()) {
            verdicts.add(verdict(set, run, cases, constraints, describes, request, profile));
        }
        return verdicts;
    }

    /**
     * The benchmark cases the choice is ranked on: those {@code --workload} names (every case without it);
     * with the focus option the focus benchmark, alone or added to the named workload; of a benchmark
     * measured at several thread counts only the highest ({@link ThreadScaling#rankedCases}).
     *
     * @throws ReportInputException with the focus option when the inputs hold no focus benchmark, saying how
     *     to measure it
     */
    static List<BenchmarkCase> rankedCases(ResultSet set, Request request, ReportProfile profile) {
        List<BenchmarkCase> cases;
        if (request.needFocus()) {
            List<BenchmarkCase> focus = WorkloadMatcher.find(set, profile.focusWorkload());
            if (focus.isEmpty()) {
                ReportProfile.Words words = profile.words();
                throw new ReportInputException(words.focusOption() + ": the inputs hold no benchmark of "
                        + words.focus() + "s (" + String.join(" or ", profile.focusWorkload())
                        + "), so what one " + words.focus() + " costs each " + set.byParam() + " is not measured; "
                        + profile.focusHowTo());
            }
            cases = new ArrayList<>(
                    request.workload().isEmpty() ? List.of() : WorkloadMatcher.select(set, request.workload()));
            for (BenchmarkCase c : focus) {
                if (!cases.contains(c)) {
                    cases.add(c);
                }
            }
        } else if (request.workload().isEmpty() && !engineCases(set, profile).isEmpty()) {
            cases = engineCases(set, profile);
        } else if (request.workload().isEmpty()
                && request.stateful()
                && !statefulCases(set, profile).isEmpty()) {
            cases = statefulCases(set, profile);
        } else {
            cases = WorkloadMatcher.select(set, request.workload());
        }
        checkStateful(set, request, profile, cases);
        return ThreadScaling.rankedCases(cases);
    }

    /** The profile's engine workload in the inputs (empty without one): what a verdict ranks on first. */
    static List<BenchmarkCase> engineCases(ResultSet set, ReportProfile profile) {
        List<String> names = profile.engine().workload();
        return names.isEmpty() ? List.of() : WorkloadMatcher.find(set, names);
    }

    private static List<BenchmarkCase> statefulCases(ResultSet set, ReportProfile profile) {
        List<String> names = profile.engine().statefulWorkloads();
        return names.isEmpty() ? List.of() : WorkloadMatcher.find(set, names);
    }

    /** The cases that move a stateful value's state as the application never does. */
    public static List<BenchmarkCase> jumpCases(ResultSet set, ReportProfile profile) {
        List<String> names = profile.engine().jumpWorkloads();
        return names.isEmpty() ? List.of() : WorkloadMatcher.find(set, names);
    }

    /**
     * The stateful option ranks stateful values, which only a benchmark through their state can judge.
     *
     * @throws ReportInputException when none of the ranked cases is one, saying how to measure one
     */
    private static void checkStateful(
            ResultSet set, Request request, ReportProfile profile, List<BenchmarkCase> cases) {
        List<String> names = profile.engine().statefulWorkloads();
        if (!request.stateful() || names.isEmpty()) {
            return;
        }
        List<BenchmarkCase> through = statefulCases(set, profile);
        if (cases.stream().noneMatch(through::contains)) {
            throw new ReportInputException(profile.words().statefulOption() + ": "
                    + (through.isEmpty() ? "the inputs hold" : "the selected workloads include")
                    + " no benchmark that asks a stateful " + set.byParam()
                    + " through its state, so what keeping it costs is not measured; "
                    + profile.engine().statefulHowTo());
        }
    }

    /** Sentences for the reasons: which thread count a scaling benchmark is ranked at, and the focus ranking. */
    private static List<String> rankingNotes(
            ResultSet set, List<CaseAnalysis> analyses, String chosen, Request request, ReportProfile profile) {
        List<String> notes = new ArrayList<>();
        List<BenchmarkCase> focus =
                request.needFocus() ? WorkloadMatcher.find(set, profile.focusWorkload()) : List.of();
        for (CaseAnalysis analysis : analyses) {
            BenchmarkCase c = analysis.benchmarkCase();
            List<Integer> counts = ThreadScaling.threadCountsOf(c, set.cases());
            if (counts.size() > 1) {
                notes.add(ThreadScaling.titleWithoutThreads(c) + " is ranked at " + c.threads()
                        + " threads, the highest of "
                        + String.join(", ", counts.stream().map(String::valueOf).toList())
                        + " measured (the thread scaling section shows every count).");
            }
            if (focus.contains(c)) {
                Entry entry = analysis.entry(chosen);
                Boolean stored = entry.traits().stored();
                ReportProfile.Words words = profile.words();
                notes.add(words.focusOption() + ": ranked on " + c.title() + ", the measured cost of one "
                        + words.focus() + " (" + analysis.rankedOn().id() + "): " + standing(analysis, entry)
                        + (stored == null ? "" : stored ? words.storedNote() : words.computedNote())
                        + ".");
            }
        }
        return notes;
    }

    private static Verdict verdict(
            ResultSet set,
            Run run,
            List<BenchmarkCase> cases,
            List<Constraint> constraints,
            boolean describes,
            Request request,
            ReportProfile profile) {
        Candidates candidates = Candidates.of(set, run, cases, constraints, describes, jumpCases(set, profile));
        if (candidates.kept().isEmpty()) {
            return noneSatisfies(set, run, candidates);
        }
        ReportModel model = ReportModel.of(set, request.settings(), profile, candidates.modelled());
        List<CaseAnalysis> analyses = new ArrayList<>();
        for (BenchmarkCase benchmarkCase : cases) {
            CaseAnalysis analysis = model.analysis(run, benchmarkCase);
            if (analysis != null && analysis.best() != null) {
                analyses.add(analysis);
            }
        }
        List<BenchmarkCase> engine = engineCases(set, profile);
        Choice.Outcome outcome = Choice.decide(
                candidates.kept(),
                analyses,
                deciding(set, run, model, cases, engine, profile),
                set.byParam(),
                request.constrained());
        String display = analyses.isEmpty()
                ? outcome.chosen()
                : analyses.get(0).entry(outcome.chosen()).display();
        String effect = "";
        List<String> explanation = new ArrayList<>();
        for (CaseAnalysis analysis : analyses) {
            if (engine.contains(analysis.benchmarkCase())) {
                effect += PlainVerdict.effect(outcome.chosen(), outcome.order(), analysis, profile.engine());
                explanation.addAll(micro(set, run, model, engine, outcome));
            }
        }
        PlainVerdict.Text plain = PlainVerdict.of(
                outcome.chosen(), outcome.order(), analyses, outcome.deciding(), set.byParam(), profile, effect);
        explanation.addAll(notRanked(set, cases, candidates, profile));
        return new Verdict(
                run,
                outcome.chosen(),
                display,
                outcome.shortlist(),
                outcome.scores(),
                analyses,
                candidates.excluded(),
                outcome.why(),
                reasons(set, analyses, outcome.chosen(), request, profile, explanation),
                Explanation.warnings(analyses),
                Explanation.resolution(analyses),
                plain.sentence(),
                plain.fastPath(),
                plain.measured());
    }

    /**
     * Ranked on the application's benchmark alone, the run's other benchmarks order what it cannot separate
     * ({@link Choice}): every other case (of a scaling benchmark the highest thread count) but those that jump
     * a stateful value's state. Ranked on anything else, none: the ranked benchmarks decide alone.
     */
    private static List<CaseAnalysis> deciding(
            ResultSet set,
            Run run,
            ReportModel model,
            List<BenchmarkCase> cases,
            List<BenchmarkCase> engine,
            ReportProfile profile) {
        if (engine.isEmpty() || !engine.containsAll(cases)) {
            return List.of();
        }
        List<BenchmarkCase> jumps = jumpCases(set, profile);
        // the ranked cases are engine cases, so "not an engine case" leaves them out too
        List<BenchmarkCase> others = set.cases().stream()
                .filter(c -> !engine.contains(c) && !jumps.contains(c))
                .toList();
        List<CaseAnalysis> deciding = new ArrayList<>();
        for (BenchmarkCase c : ThreadScaling.rankedCases(others)) {
            CaseAnalysis analysis = model.analysis(run, c);
            if (analysis != null && analysis.best() != null) {
                deciding.add(analysis);
            }
        }
        return deciding;
    }

    /** The verdict when the constraints leave no candidate: the exclusions and one sentence. */
    private static Verdict noneSatisfies(ResultSet set, Run run, Candidates candidates) {
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
                "",
                null,
                null,
                null);
    }

    /** The sentence for stateful values not ranked on a benchmark that jumps their state; none when none. */
    private static List<String> notRanked(
            ResultSet set, List<BenchmarkCase> cases, Candidates candidates, ReportProfile profile) {
        List<String> jumped = candidates.excluded().entrySet().stream()
                .filter(e -> e.getValue().startsWith(Candidates.STATE_JUMPS))
                .map(Map.Entry::getKey)
                .toList();
        if (jumped.isEmpty()) {
            return List.of();
        }
        List<BenchmarkCase> jumps = jumpCases(set, profile);
        return List.of("Not ranked: " + String.join(", ", jumped) + " keep"
                + (jumped.size() == 1 ? "s" : "") + " state, which "
                + String.join(
                        " and ",
                        cases.stream()
                                .filter(jumps::contains)
                                .map(BenchmarkCase::title)
                                .toList())
                + " moves between unrelated inputs, an access pattern no engine has; the rows stay in the"
                + " tables, marked 'state jumps'.");
    }

    /**
     * Ranked on the engine workload, the other benchmarks of the run explain the choice: where the chosen value
     * stands in each of them (not ranked on; those that ordered the engine workload's ties say so).
     */
    private static List<String> micro(
            ResultSet set, Run run, ReportModel model, List<BenchmarkCase> engine, Choice.Outcome outcome) {
        String chosen = outcome.chosen();
        List<BenchmarkCase> deciding =
                outcome.deciding().stream().map(CaseAnalysis::benchmarkCase).toList();
        List<String> lines = new ArrayList<>();
        for (BenchmarkCase c : set.cases()) {
            if (engine.contains(c)) {
                continue;
            }
            CaseAnalysis analysis = model.analysis(run, c);
            Entry entry = analysis == null || analysis.best() == null ? null : analysis.entry(chosen);
            if (entry != null && analysis.ranked().contains(entry)) {
                lines.add((deciding.contains(c)
                                ? "Ordered what the ranked benchmark cannot separate, not ranked on: in "
                                : "Explanation, not ranked on: in ")
                        + c.title() + " " + standing(analysis, entry) + ".");
            }
        }
        return lines;
    }

    /** "xxhash 12.3 ns/op [12.1, 12.5], ×1.20 the time of the fastest, X" or "..., the fastest". */
    private static String standing(CaseAnalysis analysis, Entry entry) {
        var result = analysis.result(entry);
        return entry.display() + " " + Format.number(result.geomean()) + " " + analysis.unit(analysis.rankedOn()) + " "
                + Format.interval(result.low(), result.high()) + ", "
                + (entry == analysis.best()
                        ? "the fastest"
                        : Format.ratio(result.slowdownHolm()) + " the time of the fastest, "
                                + analysis.best().display());
    }

    private static List<String> reasons(
            ResultSet set,
            List<CaseAnalysis> analyses,
            String chosen,
            Request request,
            ReportProfile profile,
            List<String> explanation) {
        List<String> reasons = new ArrayList<>(rankingNotes(set, analyses, chosen, request, profile));
        reasons.addAll(Explanation.reasons(chosen, analyses, profile.words()));
        reasons.addAll(explanation);
        return List.copyOf(reasons);
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
        List<BenchmarkCase> cases = rankedCases(set, request, profile);
        String workloads =
                request.workload().isEmpty() ? null : request.workload().get(0);
        if (request.needFocus()) {
            workloads = (workloads == null ? "" : workloads + " + ")
                    + profile.words().focus() + "s (" + profile.words().focusOption() + ")";
        }
        lines.add("Workload: "
                + (workloads == null ? "all benchmarks" : workloads) + " \u2192 "
                + String.join(", ", cases.stream().map(BenchmarkCase::title).toList()));
        List<String> constraintText = new ArrayList<>(Constraint.of(request, profile.words()).stream()
                .map(Constraint::description)
                .toList());
        if (request.needFocus()) {
            constraintText.add(profile.words().focus() + "s ranked on their measured cost ("
                    + profile.words().focusForms() + ")");
        }
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
        lines.addAll(selected.plainLines());
        PortableChoice portable = request.jvm() == null ? PortableChoice.of(verdicts) : null;
        if (portable != null) {
            lines.add(portable.line(selected.chosen(), profile.usage()));
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
        lines.addAll(verdict.plainLines());
        if (verdict.measured() != null) {
            lines.add("  " + verdict.measured());
        }
        lines.add("  Recommended: " + verdict.chosenDisplay() + ".");
        lines.add("  Why: " + verdict.why());
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
