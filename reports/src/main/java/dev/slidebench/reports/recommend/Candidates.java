package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.analysis.Traits;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values a run can recommend: every value of the compared parameter measured in all the selected
 * benchmarks of that run, except controls, that passes every constraint. What is left out is kept with
 * its reason.
 */
record Candidates(List<String> kept, Map<String, String> excluded, List<String> modelled) {

    /** How the reason for a stateful value left out of a benchmark that jumps its state begins. */
    static final String STATE_JUMPS = "keeps state";

    /**
     * @param jump the ranked cases that move a stateful value's state as the application never does: a value
     *     whose record says it keeps state is not ranked when one of them is selected (excluded, saying so),
     *     but stays in the model so every other value's statistics are the tables' own
     */
    static Candidates of(
            ResultSet set,
            Run run,
            List<BenchmarkCase> cases,
            List<Constraint> constraints,
            boolean describes,
            List<BenchmarkCase> jump) {
        Map<String, String> excluded = new LinkedHashMap<>();
        List<String> kept = new ArrayList<>();
        for (String value : measured(set, run, cases)) {
            String missing = missing(set, run, cases, value);
            if (missing != null) {
                excluded.put(value, missing);
            } else {
                kept.add(value);
            }
        }
        for (Constraint constraint : constraints) {
            for (String value : List.copyOf(kept)) {
                String reason = violation(constraint, Traits.of(run, value, describes));
                if (reason != null) {
                    kept.remove(value);
                    excluded.put(value, reason);
                }
            }
        }
        List<String> modelled = List.copyOf(kept);
        List<String> jumped =
                cases.stream().filter(jump::contains).map(BenchmarkCase::title).toList();
        if (!jumped.isEmpty()) {
            for (String value : modelled) {
                if (Boolean.TRUE.equals(Traits.of(run, value, describes).stateful())) {
                    kept.remove(value);
                    excluded.put(
                            value,
                            STATE_JUMPS + ", which " + String.join(" and ", jumped)
                                    + " moves between unrelated inputs (an access pattern no engine has), so it is"
                                    + " not ranked there");
                }
            }
        }
        return new Candidates(List.copyOf(kept), excluded, modelled);
    }

    /** Every value measured in any of the cases, controls aside, in first-seen order. */
    private static Set<String> measured(ResultSet set, Run run, List<BenchmarkCase> cases) {
        Set<String> seen = new LinkedHashSet<>();
        for (BenchmarkCase benchmarkCase : cases) {
            for (ResultSet.Cell cell : set.cells(run, benchmarkCase)) {
                if (!ResultSet.isControl(cell.value())) {
                    seen.add(cell.value());
                }
            }
        }
        return seen;
    }

    /** Why a value cannot be ranked on all the cases: the first case that measured others but not it; or null. */
    private static String missing(ResultSet set, Run run, List<BenchmarkCase> cases, String value) {
        for (BenchmarkCase benchmarkCase : cases) {
            if (set.cell(run, benchmarkCase, value) == null
                    && !set.cells(run, benchmarkCase).isEmpty()) {
                return "not measured in " + benchmarkCase.title();
            }
        }
        return null;
    }

    /** Why a value's recorded traits fail a constraint (an unknown trait fails it too), or null when they pass. */
    private static String violation(Constraint constraint, Traits traits) {
        Object property = constraint.read().apply(traits);
        return property == null
                ? constraint.property() + " unknown (not in run.json), so " + constraint.option()
                        + " cannot be shown to hold"
                : constraint.violation().apply(property);
    }

    /**
     * A constraint no run records for any value cannot be judged at all: bad input, never a guess.
     */
    static void checkJudgeable(ResultSet set, List<Constraint> constraints, boolean describes) {
        for (Constraint constraint : constraints) {
            boolean known = false;
            for (Run run : set.runs()) {
                for (String value : set.values()) {
                    known |= !ResultSet.isControl(value)
                            && constraint.read().apply(Traits.of(run, value, describes)) != null;
                }
            }
            if (!known) {
                throw new ReportInputException(constraint.option() + ": cannot be judged: the inputs record no "
                        + constraint.property() + " for any " + set.byParam() + " (" + unknownReason(set, describes)
                        + ")");
            }
        }
    }

    private static String unknownReason(ResultSet set, boolean describes) {
        if (!describes) {
            return "run.json describes another parameter than '" + set.byParam() + "'";
        }
        Set<String> reasons = new LinkedHashSet<>();
        for (Run run : set.runs()) {
            reasons.add(run.metadata() == null ? run.metadataNote() : run.recordFile() + " does not list them");
        }
        return String.join("; ", reasons);
    }
}
