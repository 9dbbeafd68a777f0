package dev.slidebench.reports.render;

import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.ArrayList;
import java.util.List;

/**
 * The order of the report: title and one line on the inputs, the Verdict, the portable choice (with two
 * configurations or more), a table of contents, platform
 * details and the strategies measured (both collapsed), an overview, thread scaling (when the data have
 * it), the project's own views ({@link ReportView}), one section per benchmark, the A/B comparison, the
 * method and the caveats.
 * A new section is one new {@link Section} added here.
 */
public final class ReportLayout {

    private ReportLayout() {}

    public static Document build(ReportContext context) {
        Document doc = new Document(title(context));
        doc.paragraph(intro(context));
        List<Section> sections = new ArrayList<>();
        sections.add(new VerdictSection());
        sections.add(new PortableSection());
        sections.add((c, d) -> d.contents());
        sections.add(new PlatformSection());
        sections.add(new StrategiesSection());
        sections.add(new OverviewSection());
        sections.add(new AgreementSection());
        sections.add(new ScalingSection());
        for (ReportView view : context.views()) {
            sections.add(view::render);
        }
        for (BenchmarkCase benchmarkCase : context.model().cases()) {
            sections.add(new BenchmarkSection(benchmarkCase));
        }
        if (context.ab()) {
            sections.add(new AbSection());
        }
        sections.add(new MethodSection());
        sections.add(new CaveatsSection());
        for (Section section : sections) {
            section.render(context, doc);
        }
        return doc;
    }

    private static String title(ReportContext context) {
        if (context.ab()) {
            return "Benchmark report: " + context.base().label() + " (base) vs "
                    + context.test().label() + " (test)";
        }
        List<Run> runs = context.model().runs();
        return "Benchmark report: "
                + (runs.size() > 1 ? runs.size() + " runs" : runs.get(0).label());
    }

    private static String intro(ReportContext context) {
        List<String> files = new ArrayList<>();
        for (Run run : context.model().runs()) {
            String file = "`" + run.file() + "`";
            if (!files.contains(file)) {
                files.add(file);
            }
        }
        return "From JMH results in " + String.join(", ", files) + ": "
                + context.model().cases().size()
                + " benchmark(s), compared by the values of the parameter `" + context.noun() + "`"
                + (context.multiRun() ? ", in " + context.model().runs().size() + " runs" : "") + ".";
    }
}
