package dev.slidebench.reports.render;

import dev.slidebench.reports.recommend.PortableChoice;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;

/**
 * Right after the verdict, with two configurations (machines, JVMs) or more: the {@link PortableChoice}
 * in one plain sentence, then each candidate's worst slowdown and where it happens, and the values that
 * are not candidates because a configuration lacks them. Not in an A/B report: there the two runs are
 * one configuration before and after a change.
 */
final class PortableSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        if (context.ab()) {
            return;
        }
        PortableChoice portable = PortableChoice.of(context.verdicts());
        if (portable == null) {
            return;
        }
        doc.heading(2, "Portable choice");
        doc.paragraph("**" + portable.sentence() + "**");
        String close = portable.closeLine();
        if (close != null) {
            doc.paragraph(close);
        }
        doc.paragraph("Over " + portable.configurations().size() + " configurations ("
                + String.join(", ", portable.configurations()) + "), the " + context.noun()
                + " whose worst slowdown against the fastest is smallest, the worst taken over the configurations"
                + " and the benchmarks each verdict ranks on, among the values measured in every configuration. The interval is that of the worst slowdown itself ("
                + context.percent()
                + ", Holm-matched, as in the tables), not a simultaneous one over the configurations.");
        List<List<String>> rows = new ArrayList<>();
        for (PortableChoice.Row row : portable.rows()) {
            rows.add(List.of("`" + row.value() + "`", Format.ratio(row.worst()), row.where()));
        }
        doc.table(
                List.of(context.noun(), "worst slowdown [" + context.percent() + " CI]", "where"),
                rows,
                new boolean[] {false, true, false},
                new String[] {Document.KEY, Document.KEY, null});
        List<String> missing = portable.missingLines();
        if (!missing.isEmpty()) {
            doc.bullets(missing);
        }
    }
}
