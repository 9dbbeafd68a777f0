package dev.slidebench.bench.cli;

import dev.slidebench.bench.export.ExportAdvice;
import dev.slidebench.bench.report.SquareCostView;
import dev.slidebench.bench.run.Durations;
import dev.slidebench.bench.run.JdkDiscovery;
import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.Reports;
import dev.slidebench.reports.render.ReportView;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The end of a run (the report over its results, in {@code report/} beside {@code results.json}), and
 * slidebench's wording for every report and recommendation: the reports module is JMH-generic and takes
 * its domain text from {@link #PROFILE}.
 */
final class ReportStep {

    /** The JMH parameter slidebench's benchmarks compare, and the key of run.json's strategy records. */
    static final String STRATEGY_PARAMETER = "strategy";

    /** The reference for ratios: the plain ray loop every strategy is checked against. */
    static final String DEFAULT_REFERENCE = "RayLoop";

    /** slidebench's own report section: the cost of a lookup by square, from the {@code squares} workload. */
    static final List<ReportView> VIEWS = List.of(new SquareCostView());

    static final ReportProfile PROFILE = new ReportProfile(
                    STRATEGY_PARAMETER,
                    DEFAULT_REFERENCE,
                    List.of(
                            "**CPU family.** PEXT/PDEP (BMI2) are microcoded and slow on AMD processors before Zen 3 (Zen,"
                                    + " Zen+, Zen 2: tens to hundreds of cycles, depending on the mask), so a PEXT-based result from an"
                                    + " Intel or Zen 3+ machine does not carry over to them. `Long.compress` (the JDK's PEXT) is an"
                                    + " intrinsic from JDK 19; on older JDKs Pext runs a software fallback and is shown as"
                                    + " `Pext (emulated)`."),
                    ExportAdvice::lines,
                    List.of(Workload.XRAY.id(), Workload.XRAY.className()),
                    "measure it with ./slidebench run --workloads 'xray' --strategies RE --out DIR (put the other"
                            + " workloads you rank on in the same --workloads, e.g. 'xray|random', so they share one run)"
                            + " and run recommend DIR/results.json --need-xray",
                    ReportStep::rerun)
            .withEngine(new ReportProfile.Engine(
                    List.of(Workload.SEARCH.id(), Workload.SEARCH.className()),
                    "an engine-like search",
                    "FancyMagic",
                    List.of(
                            Workload.SEARCH.id(),
                            Workload.SEARCH.className(),
                            Workload.INCREMENTAL.id(),
                            Workload.INCREMENTAL.className()),
                    List.of(Workload.POSITIONS.id(), Workload.POSITIONS.className()),
                    "measure it with ./slidebench run --workloads 'search|incremental' --out DIR (they make and"
                            + " unmake moves through the board) and run recommend DIR/results.json --incremental"))
            .withOperation("lookup")
            .withWords(new ReportProfile.Words(
                    RecommendCommand.NEED_XRAY,
                    "x-ray lookup",
                    "stored tables or the generic two-lookup form",
                    "X-rays: answered from stored tables.",
                    "X-rays: computed (two lookups), not stored.",
                    "; from stored x-ray tables",
                    "; by the generic form (two attack lookups and a mask)",
                    RecommendCommand.INCREMENTAL,
                    "Incremental: its board keeps state that every move updates (the cost is in the incremental"
                            + " workload).",
                    "Incremental: stateless board (nothing to update per move).",
                    "incremental state",
                    "board"));

    /**
     * The profile for values of {@code by}: slidebench's for its strategies; for any other parameter (a JMH
     * suite of the user's own) the generic one, which says nothing of chess, with this command line's options.
     */
    static ReportProfile profileFor(String by) {
        return by.equals(STRATEGY_PARAMETER)
                ? PROFILE
                : ReportProfile.generic(by)
                        .withWords(ReportProfile.Words.GENERIC.withOptions(
                                RecommendCommand.NEED_XRAY, RecommendCommand.INCREMENTAL));
    }

    private ReportStep() {}

    /**
     * The exact {@code run} that measures again only these strategies on these workloads: the thorough
     * profile's forks on the same JVM, or, for a fast path this JVM lacked, on the newest JDK found here
     * (fast paths need new JDKs: Long.compress 19+, the Vector API's lanes unboxed 21+), or every JDK 17+
     * ({@code --jvm auto}) when none is found.
     */
    static String rerun(ReportProfile.Rerun rerun) {
        if (rerun.budgetSpent() != null) {
            // the race stopped on its budget: the same run, continued with twice the budget, goes on racing
            String budget = rerun.budgetSpent().budget();
            Duration more;
            try {
                more = budget == null
                        ? Duration.ofMinutes(10)
                        : Durations.parse(budget).multipliedBy(2);
            } catch (IllegalArgumentException e) {
                more = Duration.ofMinutes(10);
            }
            String dir = rerun.budgetSpent().runDirectory().toString();
            return "./slidebench run --resume " + (dir.contains(" ") ? "'" + dir + "'" : dir) + " --budget "
                    + Durations.format(more);
        }
        List<String> workloads = new java.util.ArrayList<>();
        for (String benchmark : rerun.benchmarks()) {
            String className = benchmark.contains(".") ? benchmark.substring(0, benchmark.indexOf('.')) : benchmark;
            for (Workload w : Workload.values()) {
                if (w.className().equals(className) && !workloads.contains(w.id())) {
                    workloads.add(w.id());
                }
            }
        }
        String jvm = rerun.fastPath() ? newestJdk() : rerun.jvm();
        return "./slidebench run --profile thorough --strategies '^(" + String.join("|", rerun.values()) + ")$'"
                + (workloads.isEmpty() ? "" : " --workloads '^(" + String.join("|", workloads) + ")$'")
                + (jvm == null ? "" : " --jvm " + (jvm.contains(" ") ? "'" + jvm + "'" : jvm));
    }

    /**
     * Writes the report and returns the path of {@code report.html}.
     *
     * @throws ReportInputException when the results cannot be reported (say, nothing finished, or the
     *     report directory cannot be written); the results file is kept as it is
     */
    private static String newestJdk() {
        return JdkDiscovery.find(JdkDiscovery.searchRoots()).stream()
                .max(java.util.Comparator.comparingInt(JdkDiscovery.Jdk::feature))
                .filter(j -> j.feature() >= 21)
                .map(j -> j.home().toString())
                .orElse(RunCommand.AUTO);
    }

    static Path write(Path results, PrintWriter out) {
        Reports.Outcome outcome =
                Reports.generate(Reports.Options.of(List.of(results), PROFILE).withViews(VIEWS));
        for (String message : outcome.messages()) {
            out.println("note: " + message);
        }
        out.println("wrote " + outcome.markdown());
        outcome.verdict().forEach(out::println);
        return outcome.html();
    }
}
