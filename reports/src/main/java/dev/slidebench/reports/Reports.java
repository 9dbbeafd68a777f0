package dev.slidebench.reports;

import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.export.SummaryExport;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.model.RunSelector;
import dev.slidebench.reports.recommend.PortableChoice;
import dev.slidebench.reports.recommend.RankAgreement;
import dev.slidebench.reports.recommend.Recommender;
import dev.slidebench.reports.recommend.Request;
import dev.slidebench.reports.recommend.Verdict;
import dev.slidebench.reports.render.Charts;
import dev.slidebench.reports.render.Document;
import dev.slidebench.reports.render.ReportContext;
import dev.slidebench.reports.render.ReportLayout;
import dev.slidebench.reports.render.ReportView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Entry point of the report: JMH JSON files in; {@code report.md}, {@code report.html}, the charts (PNG
 * and SVG, under {@code charts/}) and {@code summary.json}/{@code summary.csv} out. The stages run in
 * one direction: input ({@link ResultSet}), analysis ({@link ReportModel}), verdict ({@link Recommender}),
 * rendering ({@link ReportLayout}). Every input is read and every chart drawn before the first file is
 * written, so bad input leaves nothing behind; each file is then written atomically. Input files are
 * only ever read.
 */
public final class Reports {

    /** Name of the self-contained page; its path is what the command prints last. */
    public static final String HTML = "report.html";

    public static final String MARKDOWN = "report.md";
    public static final String CHART_DIR = "charts";
    /** The default output directory, beside the first input. */
    public static final String DEFAULT_OUT = "report";

    /** What a report directory holds; only a directory holding nothing else is replaced as a whole. */
    static final Set<String> OWNED = Set.of(HTML, MARKDOWN, CHART_DIR, SummaryExport.JSON, SummaryExport.CSV);

    private Reports() {}

    /**
     * What to report on.
     *
     * @param inputs JMH JSON files
     * @param outDir where to write, or null for {@link #defaultOutDir}
     * @param byParam the parameter whose values are compared ({@code strategy})
     * @param ab compare two runs as base and test
     * @param base the A/B base run selector, or null (then the inputs must hold exactly two runs)
     * @param test the A/B test run selector, or null
     * @param settings statistics settings (confidence, metric, reference)
     * @param profile the project's wording (bench passes slidebench's)
     */
    public record Options(
            List<Path> inputs,
            Path outDir,
            String byParam,
            boolean ab,
            String base,
            String test,
            Settings settings,
            ReportProfile profile,
            List<ReportView> views) {

        public Options {
            views = List.copyOf(views);
        }

        /** Defaults for everything but the inputs. */
        public static Options of(List<Path> inputs, ReportProfile profile) {
            return new Options(
                    inputs, null, profile.parameter(), false, null, null, Settings.defaults(), profile, List.of());
        }

        /** These options with a project's own report sections, placed as {@link ReportView} says. */
        public Options withViews(List<ReportView> views) {
            return new Options(inputs, outDir, byParam, ab, base, test, settings, profile, views);
        }
    }

    /**
     * What was written; {@code messages} are notes for the user (warnings), in order; {@code verdict} the
     * verdict in plain words, per run (labelled when there are several), for a command to print last.
     */
    public record Outcome(
            Path html,
            Path markdown,
            List<Path> charts,
            List<Path> exports,
            List<String> messages,
            List<String> verdict) {}

    /** Each run's plain verdict lines, prefixed with the run's label when there are several runs. */
    static List<String> verdictLines(List<Verdict> verdicts) {
        List<String> lines = new ArrayList<>();
        for (Verdict verdict : verdicts) {
            for (String line : verdict.plainLines()) {
                lines.add(verdicts.size() > 1 ? verdict.run().label() + ": " + line : line);
            }
        }
        return List.copyOf(lines);
    }

    /** {@code report/} in the directory of the first input. */
    public static Path defaultOutDir(Path firstInput) {
        Path parent = firstInput.toAbsolutePath().normalize().getParent();
        return parent.resolve(DEFAULT_OUT);
    }

    public static Outcome generate(Options options) {
        ResultSet set = ResultSet.load(options.inputs(), options.byParam());
        requireReference(set, options.settings().reference());
        AbPair ab = abPair(options, set);
        Path out = outDir(options);
        ReportModel model = ReportModel.of(set, options.settings(), options.profile(), null);
        List<Verdict> verdicts =
                Recommender.verdicts(set, Request.unconstrained(set.byParam(), options.settings()), options.profile());
        List<Map<String, Object>> rows = SummaryExport.rows(model);
        ReportContext context = new ReportContext(
                model,
                verdicts,
                ab.base(),
                ab.test(),
                List.of(SummaryExport.CSV, SummaryExport.JSON),
                new ArrayList<>(),
                options.views());
        Document document = ReportLayout.build(context);

        Map<String, byte[]> files = new LinkedHashMap<>();
        List<Path> written = chartFiles(context.charts(), out, files);
        PortableChoice portable = options.ab() ? null : PortableChoice.of(verdicts);
        files.put(SummaryExport.JSON, Document.utf8(SummaryExport.json(rows, portable, RankAgreement.of(model))));
        files.put(SummaryExport.CSV, Document.utf8(SummaryExport.csv(rows)));
        files.put(MARKDOWN, Document.utf8(document.markdown(CHART_DIR)));
        files.put(HTML, Document.utf8(document.html()));
        try {
            AtomicFiles.replaceDirectory(out, files, OWNED);
        } catch (IOException e) {
            throw new ReportInputException("--out " + out + ": cannot write (" + AtomicFiles.describe(e) + ")", e);
        }
        return new Outcome(
                absolute(out.resolve(HTML)),
                absolute(out.resolve(MARKDOWN)),
                Collections.unmodifiableList(written),
                List.of(absolute(out.resolve(SummaryExport.JSON)), absolute(out.resolve(SummaryExport.CSV))),
                set.warnings(),
                portable == null ? verdictLines(verdicts) : withPortable(verdictLines(verdicts), portable));
    }

    /** A --reference must name a value the inputs hold. */
    private static void requireReference(ResultSet set, String reference) {
        if (reference != null && !set.values().contains(reference)) {
            throw new ReportInputException("--reference " + reference + ": no " + set.byParam()
                    + " of that name in the inputs; " + set.byParam() + " values: " + String.join(", ", set.values()));
        }
    }

    /** The A/B sides: both null without --ab. */
    private record AbPair(Run base, Run test) {}

    /** The two runs --ab compares: those --base and --test select, or the inputs' only two. */
    private static AbPair abPair(Options options, ResultSet set) {
        boolean selected = options.base() != null || options.test() != null;
        if (!options.ab()) {
            if (selected) {
                throw new ReportInputException("--base/--test: only with --ab");
            }
            return new AbPair(null, null);
        }
        if (selected) {
            if (options.base() == null || options.test() == null) {
                throw new ReportInputException("--ab: give both --base SEL and --test SEL, or neither");
            }
            Run base = RunSelector.select(set.runs(), options.base(), "--base");
            Run test = RunSelector.select(set.runs(), options.test(), "--test");
            if (base == test) {
                throw new ReportInputException("--base " + options.base() + " and --test " + options.test()
                        + " select the same run, " + base.label());
            }
            return new AbPair(base, test);
        }
        if (set.runs().size() == 2) {
            return new AbPair(set.runs().get(0), set.runs().get(1));
        }
        throw new ReportInputException("--ab: the inputs hold " + set.runs().size() + " run(s)"
                + (set.runs().size() > 2 ? " (" + RunSelector.labels(set.runs()) + ")" : "")
                + "; pick the two sides with --base SEL --test SEL");
    }

    /** The output directory, checked before the work so that an unwritable --out fails at once. */
    private static Path outDir(Options options) {
        Path out = options.outDir() != null
                ? options.outDir()
                : defaultOutDir(options.inputs().get(0));
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ReportInputException("--out " + out + ": not a directory (" + out + " is a file)");
        }
        AtomicFiles.prepareDirectory(out.toAbsolutePath().normalize().getParent(), "--out", out);
        return out;
    }

    /** Puts each chart's PNG and SVG into {@code files}; returns the paths they will have under {@code out}. */
    private static List<Path> chartFiles(List<Charts.ChartImage> charts, Path out, Map<String, byte[]> files) {
        List<Path> written = new ArrayList<>();
        for (Charts.ChartImage chart : charts) {
            for (String kind : List.of(".png", ".svg")) {
                files.put(CHART_DIR + "/" + chart.stem() + kind, kind.equals(".png") ? chart.png() : chart.svg());
                written.add(out.resolve(CHART_DIR).resolve(chart.stem() + kind));
            }
        }
        return written;
    }

    private static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }

    /** The verdict lines, then the portable choice's sentence. */
    private static List<String> withPortable(List<String> lines, PortableChoice portable) {
        List<String> all = new ArrayList<>(lines);
        all.add(portable.sentence());
        return List.copyOf(all);
    }
}
