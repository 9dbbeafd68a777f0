package dev.slidebench.bench.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The arguments {@code report} and {@code recommend} both take: the JMH JSON files to read and the benchmark
 * parameter whose values they compare (a picocli mixin).
 */
final class ResultsInputs {

    @Parameters(
            arity = "1..*",
            paramLabel = "RESULTS.json",
            description = "JMH JSON result files (written with -rf json).")
    List<Path> inputs;

    @Option(
            names = "--by",
            paramLabel = "PARAM",
            defaultValue = ReportStep.STRATEGY_PARAMETER,
            description = "Benchmark parameter whose values are compared; default ${DEFAULT-VALUE}.")
    String by;
}
