package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.recommend.Recommender;
import dev.slidebench.reports.recommend.Request;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code recommend}: a ranked shortlist with reasons and one choice from JMH JSON results (the rule is
 * in {@link dev.slidebench.reports.Recommender}). The last line printed is the chosen name alone.
 * A constraint the inputs cannot judge is bad input (exit 2); constraints that exclude every
 * candidate are a failed check (exit 1).
 */
@Command(
        name = "recommend",
        mixinStandardHelpOptions = true,
        description = {
            "Recommend a strategy from JMH JSON results.",
            "",
            "It prints one verdict per JVM with reasons, the Java line that loads the choice for the newest JVM (or"
                    + " --jvm) from the registry, and, last, its name alone. Constraints are judged from run.json"
                    + " beside the results; one the inputs cannot judge is an error (exit 2); if they exclude every"
                    + " strategy, the exit code is 1.",
            ""
        })
public final class RecommendCommand extends SlidebenchCommand {

    /** Ranks on the x-ray workload (the report profile's focus benchmark). */
    static final String NEED_XRAY = "--need-xray";

    /** Keeps only strategies whose board keeps incremental state (the profile's stateful option). */
    static final String INCREMENTAL = "--incremental";

    @CommandLine.Mixin
    ResultsInputs results = new ResultsInputs();

    @Option(
            names = "--workload",
            paramLabel = "W",
            description = "Only benchmarks of workload W: a slidebench workload id (random, positions, incremental,"
                    + " perft, search, cache-pressure, threads, movegen, xray, squares, init) or any benchmark class or"
                    + " method name (case-insensitive); threads is ranked at its highest thread count.")
    String workload;

    @Option(
            names = "--max-table-bytes",
            paramLabel = "SIZE",
            converter = ByteSize.class,
            description = "Only strategies whose tables take at most SIZE: " + ByteSize.FORMS + ".")
    Long maxTableBytes;

    @Option(
            names = NEED_XRAY,
            description = "Rank on the measured cost of x-ray lookups (the xray workload: stored x-rays where a"
                    + " strategy has them, else two lookups), alone or with --workload W; the inputs must hold the"
                    + " xray workload.")
    boolean needXray;

    @Option(
            names = INCREMENTAL,
            description = "Only strategies whose board keeps incremental state (updated on every move), ranked on a"
                    + " workload through the board (search, else incremental); refused without one.")
    boolean incremental;

    @Option(
            names = "--jvm",
            paramLabel = "SEL",
            description = "The run whose choice is printed last: its label, a JDK version prefix (17, 25.0) or part"
                    + " of the JVM path; default the newest JVM.")
    String jvm;

    @Option(
            names = "--metric",
            paramLabel = "auto|wall|cpu",
            defaultValue = "auto",
            description = "Measure to rank on (as for report); default ${DEFAULT-VALUE}.")
    String metric;

    @Override
    public Integer call() {
        Recommender.Recommendation recommendation;
        try {
            Settings settings =
                    new Settings(Settings.DEFAULT_CONFIDENCE, Settings.ALPHA, MetricChoice.parse(metric), null);
            Request request = new Request(
                    results.inputs,
                    results.by,
                    workloadNames(workload),
                    maxTableBytes,
                    needXray,
                    incremental,
                    jvm,
                    settings);
            recommendation = Recommender.recommend(
                    ResultSet.load(results.inputs, results.by), request, ReportStep.profileFor(results.by));
        } catch (ReportInputException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        PrintWriter stdout = stdout();
        recommendation.lines().forEach(stdout::println);
        stdout.flush();
        if (recommendation.chosen() == null) {
            throw new CheckFailedException(
                    recommendation.lines().get(recommendation.lines().size() - 1));
        }
        return SlidebenchCli.EXIT_OK;
    }

    /**
     * The name as given, then the benchmark class a slidebench workload id stands for (random =
     * RandomLookups), so both slidebench's ids and any benchmark name of foreign results match.
     */
    static List<String> workloadNames(String workload) {
        if (workload == null) {
            return List.of();
        }
        List<String> names = new ArrayList<>(List.of(workload));
        for (Workload w : Workload.values()) {
            if (w.id().equalsIgnoreCase(workload)) {
                names.add(w.className());
            }
        }
        return names;
    }
}
