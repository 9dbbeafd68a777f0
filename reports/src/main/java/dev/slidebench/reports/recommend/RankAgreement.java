package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.stats.Spearman;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Do the other benchmarks predict the application's? Per run and per other benchmark, Spearman's ρ of its
 * ranking of the values (by the slowdown against the fastest the tables show) against the ranking by the
 * profile's engine workload, over every value measured in both and over the {@value #TOP} fastest there,
 * and the (up to) {@value #MOVERS} values whose rank moves most (a value whose rank stays is no mover).
 *
 * @param rho over every value measured in both (NaN when fewer than two)
 * @param topRho over the {@value #TOP} fastest of them in the engine workload
 * @param movers the values whose rank moves most, largest move first
 */
public record RankAgreement(
        Run run,
        BenchmarkCase engine,
        BenchmarkCase other,
        int count,
        double rho,
        int top,
        double topRho,
        List<Mover> movers) {

    static final int TOP = 7;
    static final int MOVERS = 3;

    /** A value's rank (1 the fastest; ties share the average) in the engine workload and in the other one. */
    public record Mover(String value, String display, double engineRank, double otherRank) {}

    /** Every run's agreements; empty when the inputs hold no engine workload or nothing else. */
    public static List<RankAgreement> of(ReportModel model) {
        List<BenchmarkCase> engines = Recommender.engineCases(model.results(), model.profile());
        List<RankAgreement> all = new ArrayList<>();
        for (Run run : model.runs()) {
            for (BenchmarkCase engine : engines) {
                CaseAnalysis reference = model.analysis(run, engine);
                if (reference == null || reference.best() == null) {
                    continue;
                }
                for (BenchmarkCase other : model.cases()) {
                    CaseAnalysis analysis = engines.contains(other) ? null : model.analysis(run, other);
                    if (analysis != null && analysis.best() != null) {
                        RankAgreement agreement = between(run, reference, analysis);
                        if (agreement != null) {
                            all.add(agreement);
                        }
                    }
                }
            }
        }
        return List.copyOf(all);
    }

    private static RankAgreement between(Run run, CaseAnalysis engine, CaseAnalysis other) {
        Map<String, double[]> slowdowns = new LinkedHashMap<>();
        Map<String, String> displays = new LinkedHashMap<>();
        for (Entry entry : engine.ranked()) {
            Entry there = other.entry(entry.value());
            if (there != null && other.ranked().contains(there)) {
                slowdowns.put(entry.value(), new double[] {
                    engine.result(entry).slowdown().estimate(),
                    other.result(there).slowdown().estimate()
                });
                displays.put(entry.value(), entry.display());
            }
        }
        if (slowdowns.size() < 3) {
            return null;
        }
        List<String> values = new ArrayList<>(slowdowns.keySet());
        values.sort(Comparator.comparingDouble(v -> slowdowns.get(v)[0]));
        double[] engineRanks = Spearman.ranks(column(values, slowdowns, 0));
        double[] otherRanks = Spearman.ranks(column(values, slowdowns, 1));
        List<Mover> movers = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            if (engineRanks[i] == otherRanks[i]) {
                continue;
            }
            movers.add(new Mover(values.get(i), displays.get(values.get(i)), engineRanks[i], otherRanks[i]));
        }
        movers.sort(Comparator.comparingDouble((Mover m) -> -Math.abs(m.engineRank() - m.otherRank())));
        List<String> fastest = values.subList(0, Math.min(TOP, values.size()));
        return new RankAgreement(
                run,
                engine.benchmarkCase(),
                other.benchmarkCase(),
                values.size(),
                Spearman.rho(column(values, slowdowns, 0), column(values, slowdowns, 1)),
                fastest.size(),
                Spearman.rho(column(fastest, slowdowns, 0), column(fastest, slowdowns, 1)),
                List.copyOf(movers.subList(0, Math.min(MOVERS, movers.size()))));
    }

    private static double[] column(List<String> values, Map<String, double[]> slowdowns, int which) {
        return values.stream().mapToDouble(v -> slowdowns.get(v)[which]).toArray();
    }

    /** What ρ means for a reader of the other benchmark's table, in one sentence. */
    public String meaning() {
        if (!Double.isFinite(rho)) {
            return "Too few values differ here to say.";
        }
        boolean leaders = Double.isFinite(topRho) && topRho >= 0.8;
        if (rho >= 0.8) {
            return leaders
                    ? "Its table orders the values much as " + engine.title() + " does, the leaders too: a fair guide."
                    : "It tells fast from slow as " + engine.title() + " does, but not the order of the leaders:"
                            + " do not choose among them by it.";
        }
        if (rho >= 0.5) {
            return "It follows " + engine.title() + " only loosely: read it for why a value is fast, not to rank.";
        }
        return "Its order says little about " + engine.title() + "'s: do not choose by it.";
    }
}
