package dev.slidebench.reports.render;

import dev.slidebench.reports.recommend.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdict, first: per run (JVM) the recommended value and why, the run's resolution and its
 * warnings. The text comes from the same {@link Verdict} that {@code recommend} prints.
 */
final class VerdictSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, "Verdict");
        for (Verdict verdict : context.verdicts()) {
            if (context.multiRun()) {
                doc.heading(3, "Verdict for " + verdict.run().label());
            }
            if (verdict.chosen() == null) {
                doc.paragraph(verdict.why());
                continue;
            }
            doc.paragraph("**Recommended: `" + verdict.chosenDisplay() + "`.** " + verdict.why());
            List<String> items = new ArrayList<>(verdict.reasons());
            items.add("Resolution: " + verdict.resolution() + ".");
            for (String warning : verdict.warnings()) {
                items.add("**Warning.** " + warning);
            }
            doc.bullets(items);
        }
        if (context.ab()) {
            doc.paragraph("A/B: " + context.test().label() + " (test) against "
                    + context.base().label() + " (base); the per-benchmark verdicts are in the A/B sections.");
        }
        List<String> links = new ArrayList<>();
        for (String export : context.exports()) {
            links.add("[" + export + "](" + export + ")");
        }
        if (!links.isEmpty()) {
            doc.paragraph("Machine-readable tables: " + String.join(", ", links) + " (one row per benchmark, run, "
                    + context.noun() + " and measure).");
        }
    }
}
