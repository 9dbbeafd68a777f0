package dev.slidebench.reports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Entry point of the report: JMH JSON files in, {@code report.md}, {@code report.html} and the charts
 * (PNG and SVG, under {@code charts/}) out. Every input is read and every chart drawn before the first
 * file is written, so bad input leaves nothing behind; each file is then written atomically. Input
 * files are only ever read.
 */
public final class Reports {

    /** Name of the self-contained page; its path is what the command prints last. */
    public static final String HTML = "report.html";

    public static final String MARKDOWN = "report.md";
    public static final String CHART_DIR = "charts";
    /** The default output directory, beside the first input. */
    public static final String DEFAULT_OUT = "report";

    private Reports() {}

    /**
     * What to report on.
     *
     * @param inputs JMH JSON files
     * @param outDir where to write, or null for {@link #defaultOutDir}
     * @param baseline the reference value for ratios, or null for RayLoop where measured
     * @param byParam the parameter whose values are compared ({@code strategy})
     * @param ab compare exactly two runs, the first as base and the second as test
     */
    public record Options(List<Path> inputs, Path outDir, String baseline, String byParam, boolean ab) {}

    /** What was written; {@code messages} are notes for the user (warnings), in order. */
    public record Outcome(Path html, Path markdown, List<Path> charts, List<String> messages) {}

    /** {@code report/} in the directory of the first input. */
    public static Path defaultOutDir(Path firstInput) {
        Path parent = firstInput.toAbsolutePath().normalize().getParent();
        return parent.resolve(DEFAULT_OUT);
    }

    public static Outcome generate(Options options) {
        ResultSet set = ResultSet.load(options.inputs(), options.byParam());
        if (options.baseline() != null && !set.values().contains(options.baseline())) {
            throw new ReportInputException("--baseline " + options.baseline() + ": no " + set.byParam()
                    + " of that name in the inputs; " + set.byParam() + " values: " + String.join(", ", set.values()));
        }
        if (options.ab() && set.runs().size() != 2) {
            throw new ReportInputException("--ab: needs exactly two runs (base, then test), but the inputs hold "
                    + set.runs().size() + (set.runs().size() > 2 ? ": " + labels(set) : ""));
        }
        ReportBuilder.Built built = new ReportBuilder(set, options).build();

        Path out = options.outDir() != null
                ? options.outDir()
                : defaultOutDir(options.inputs().get(0));
        Path charts = out.resolve(CHART_DIR);
        AtomicFiles.prepareDirectory(out, "--out");
        if (!built.charts().isEmpty()) {
            AtomicFiles.prepareDirectory(charts, "--out");
        }
        List<Path> written = new ArrayList<>();
        Path html = out.resolve(HTML);
        Path markdown = out.resolve(MARKDOWN);
        try {
            for (Charts.ChartImage chart : built.charts()) {
                Path png = charts.resolve(chart.stem() + ".png");
                Path svg = charts.resolve(chart.stem() + ".svg");
                AtomicFiles.write(png, chart.png());
                AtomicFiles.write(svg, chart.svg());
                written.add(png);
                written.add(svg);
            }
            AtomicFiles.write(markdown, Document.utf8(built.document().markdown(CHART_DIR)));
            AtomicFiles.write(html, Document.utf8(built.document().html()));
        } catch (IOException e) {
            throw new ReportInputException("--out " + out + ": cannot write (" + AtomicFiles.describe(e) + ")", e);
        }
        return new Outcome(
                html.toAbsolutePath().normalize(),
                markdown.toAbsolutePath().normalize(),
                Collections.unmodifiableList(written),
                set.warnings());
    }

    private static String labels(ResultSet set) {
        List<String> labels = new ArrayList<>();
        for (ResultSet.Run run : set.runs()) {
            labels.add(run.label());
        }
        return String.join("; ", labels);
    }
}
