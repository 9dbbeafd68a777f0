package dev.slidebench.reports.render;

import dev.slidebench.reports.recommend.RankAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Do the other benchmarks predict the application's (the profile's engine workload)? One table per run
 * of {@link RankAgreement}: ρ over every value and over the fastest, the values whose rank moves most,
 * and what that means for a reader of the other tables. Nothing when the inputs hold no such workload.
 */
final class AgreementSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        List<RankAgreement> agreements = RankAgreement.of(context.model());
        if (agreements.isEmpty()) {
            return;
        }
        RankAgreement first = agreements.get(0);
        String label = context.model().profile().engine().label();
        doc.heading(
                2,
                "Do the other benchmarks predict "
                        + (label == null ? first.engine().title() : label) + "?");
        doc.paragraph("Spearman's \u03c1 between each benchmark's ranking of the " + context.noun()
                + " values (by the estimated slowdown against the fastest) and that of "
                + first.engine().title()
                + ": 1 is the same order, 0 none in common. Over every value measured in both, and over the "
                + "fastest in " + first.engine().title() + "; the three whose rank moves most (rank there \u2192 rank"
                + " here, 1 the fastest).");
        for (var run : context.model().runs()) {
            List<List<String>> rows = new ArrayList<>();
            for (RankAgreement a : agreements) {
                if (a.run() != run) {
                    continue;
                }
                rows.add(row(a));
            }
            if (rows.isEmpty()) {
                continue;
            }
            if (context.multiRun()) {
                doc.heading(3, "Agreement \u2014 " + run.label());
            }
            doc.table(
                    List.of("Benchmark", "\u03c1, all (n)", "\u03c1, fastest (n)", "Moves most", "For a reader"),
                    rows,
                    new boolean[] {false, true, true, false, false});
        }
    }

    /** One benchmark's agreement with the engine's ranking: ρ over all and over the fastest, the movers. */
    private static List<String> row(RankAgreement a) {
        List<String> movers = new ArrayList<>();
        for (RankAgreement.Mover m : a.movers()) {
            movers.add(m.display() + " " + rank(m.engineRank()) + " \u2192 " + rank(m.otherRank()));
        }
        return List.of(
                a.other().title(),
                rho(a.rho()) + " (" + a.count() + ")",
                rho(a.topRho()) + " (" + a.top() + ")",
                movers.isEmpty() ? "none" : String.join("; ", movers),
                a.meaning());
    }

    private static String rho(double rho) {
        return Double.isFinite(rho) ? String.format(Locale.ROOT, "%.2f", rho) : "\u2013";
    }

    private static String rank(double rank) {
        return rank == Math.rint(rank) ? String.valueOf((long) rank) : String.format(Locale.ROOT, "%.1f", rank);
    }
}
