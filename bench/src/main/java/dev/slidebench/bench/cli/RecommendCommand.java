package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.Recommender;
import dev.slidebench.reports.ReportInputException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
            "Recommend a strategy from JMH JSON results: a ranked shortlist with reasons, the Java line that "
                    + "loads it from the registry, and, as the last line, the chosen name alone.",
            "Constraints are judged from run.json beside the results; one the inputs cannot judge is an error (exit 2); "
                    + "if they exclude every strategy, the exit code is 1."
        })
public final class RecommendCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(
            arity = "1..*",
            paramLabel = "RESULTS.json",
            description = "JMH JSON result files (written with -rf json).")
    List<Path> inputs;

    @Option(
            names = "--workload",
            paramLabel = "W",
            description = {
                "Only benchmarks of workload W: a slidebench workload id (random, positions, incremental, perft,",
                "cache-pressure, threads, init) or any benchmark class or method name (case-insensitive)."
            })
    String workload;

    @Option(
            names = "--max-table-bytes",
            paramLabel = "N",
            description = "Only strategies whose tables take at most N bytes.")
    Long maxTableBytes;

    @Option(names = "--need-xray", description = "Only strategies that answer x-rays from stored tables.")
    boolean needXray;

    @Option(
            names = "--incremental",
            description = "Only strategies whose board keeps incremental state (updated on every move).")
    boolean incremental;

    @Option(
            names = "--by",
            paramLabel = "PARAM",
            defaultValue = "strategy",
            description = "Benchmark parameter whose values are compared; default ${DEFAULT-VALUE}.")
    String by;

    @Override
    public Integer call() {
        Recommender.Recommendation recommendation;
        try {
            String mapped = benchmarkName(workload);
            try {
                recommendation = Recommender.recommend(
                        new Recommender.Request(inputs, by, mapped, maxTableBytes, needXray, incremental));
            } catch (ReportInputException e) {
                if (mapped == null || mapped.equals(workload)) {
                    throw e;
                }
                // Not slidebench's own benchmark classes: match the name as given.
                recommendation = Recommender.recommend(
                        new Recommender.Request(inputs, by, workload, maxTableBytes, needXray, incremental));
            }
        } catch (ReportInputException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        recommendation.lines().forEach(stdout::println);
        stdout.flush();
        if (recommendation.chosen() == null) {
            throw new CheckFailedException("no " + by + " satisfies the constraints (see the exclusions above)");
        }
        return SlidebenchCli.EXIT_OK;
    }

    /** slidebench's workload ids name benchmark classes (random = RandomLookups); other names pass through. */
    static String benchmarkName(String workload) {
        if (workload == null) {
            return null;
        }
        for (Workload w : Workload.values()) {
            if (w.id().equalsIgnoreCase(workload)) {
                return w.className();
            }
        }
        return workload;
    }
}
