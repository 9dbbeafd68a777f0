package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a report or a recommendation reads: the results, and the analysis of every (benchmark
 * case, run) that has measurements. Built once; every section and the verdict read the same numbers.
 */
public final class ReportModel {

    private final ResultSet set;
    private final Settings settings;
    private final ReportProfile profile;
    private final Map<Run, Map<BenchmarkCase, CaseAnalysis>> analyses;

    private ReportModel(
            ResultSet set,
            Settings settings,
            ReportProfile profile,
            Map<Run, Map<BenchmarkCase, CaseAnalysis>> analyses) {
        this.set = set;
        this.settings = settings;
        this.profile = profile;
        this.analyses = analyses;
    }

    /** @param only when not null, only these values take part (used by the recommendation's constraints) */
    public static ReportModel of(ResultSet set, Settings settings, ReportProfile profile, Collection<String> only) {
        Map<Run, Map<BenchmarkCase, CaseAnalysis>> analyses = new LinkedHashMap<>();
        for (Run run : set.runs()) {
            Map<BenchmarkCase, CaseAnalysis> byCase = new LinkedHashMap<>();
            for (BenchmarkCase benchmarkCase : set.cases()) {
                CaseAnalysis analysis = CaseAnalysis.of(set, run, benchmarkCase, settings, profile, only);
                if (analysis != null) {
                    byCase.put(benchmarkCase, analysis);
                }
            }
            analyses.put(run, byCase);
        }
        return new ReportModel(set, settings, profile, analyses);
    }

    public ResultSet results() {
        return set;
    }

    public Settings settings() {
        return settings;
    }

    public ReportProfile profile() {
        return profile;
    }

    public List<Run> runs() {
        return set.runs();
    }

    public List<BenchmarkCase> cases() {
        return set.cases();
    }

    /** The analysis of a case in a run, or null when that run did not measure it. */
    public CaseAnalysis analysis(Run run, BenchmarkCase benchmarkCase) {
        return analyses.get(run).get(benchmarkCase);
    }

    /** A run's analyses in case order. */
    public List<CaseAnalysis> analyses(Run run) {
        return new ArrayList<>(analyses.get(run).values());
    }

    /** Every analysis, run by run. */
    public List<CaseAnalysis> all() {
        List<CaseAnalysis> all = new ArrayList<>();
        for (Map<BenchmarkCase, CaseAnalysis> byCase : analyses.values()) {
            all.addAll(byCase.values());
        }
        return all;
    }

    /** Whether the values compared are the ones run.json describes (so table bytes and traits apply). */
    public boolean describesValues() {
        return set.byParam().equals(profile.parameter());
    }
}
