package dev.slidebench.reports.render;

import dev.slidebench.reports.recommend.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdict, first: per run (JVM) the recommended value and why, the run's resolution and its
 * warnings. The text comes from the same {@link Verdict} that {@code recommend} prints.
 */
final class VerdictSection implements Section {

    /**
     * How to use the choice, in the project's words (slidebench: the export command); the last line is
     * set as code. Only where the report compares the profile's own parameter.
     */
    private static void usage(ReportContext context, String chosen, Document doc) {
        if (!context.model().describesValues()) {
            return;
        }
        List<String> lines = context.model().profile().usage().apply(chosen);
        if (!lines.isEmpty()) {
            String prose = String.join(" ", lines.subList(0, lines.size() - 1));
            doc.paragraph((prose.isEmpty() ? "" : prose + " ") + "`" + lines.get(lines.size() - 1) + "`");
        }
    }

    private static final java.util.regex.Pattern COMMAND =
            java.util.regex.Pattern.compile("(For a firmer answer|To measure (?:it|them)): (.+)$");

    /** The command that ends a plain verdict line, set as code so it can be copied as it is. */
    static String commandAsCode(String line) {
        return COMMAND.matcher(line).replaceFirst("$1: `$2`");
    }

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
            // Plain words first (the sentence, how to use the choice, a fallback that could change it);
            // the statistical detail after them.
            doc.paragraph("**" + commandAsCode(verdict.plain()) + "**");
            usage(context, verdict.chosen(), doc);
            if (verdict.fastPath() != null) {
                doc.paragraph(commandAsCode(verdict.fastPath()));
            }
            if (verdict.measured() != null) {
                doc.paragraph(verdict.measured());
            }
            doc.paragraph("How sure, in detail: recommended `" + verdict.chosenDisplay() + "`.");
            List<String> items = new ArrayList<>();
            items.add(verdict.why());
            items.addAll(verdict.reasons());
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
