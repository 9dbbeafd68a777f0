package dev.slidebench.reports.model;

import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.input.RunMetadata;
import dev.slidebench.reports.model.ResultSet.Run;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Joins run.json's fork records to the rawData rows of a result (0.1.0 records carry no row identity):
 * the records of the same benchmark, parameters and JVM, in round order, one per row. When the counts
 * differ the join is refused (and said) rather than guessed further.
 */
final class ForkJoin {

    private ForkJoin() {}

    /**
     * The sidecar's fork records for a cell, matched in round order to its rawData rows; null when they do not
     * match.
     */
    static List<RunMetadata.ForkTime> forkTimes(
            Run run, List<BenchmarkResult> sources, Metric metric, List<String> warnings) {
        RunMetadata meta = run.metadata();
        if (meta == null || meta.forks().isEmpty() || sources.size() != 1) {
            return null;
        }
        BenchmarkResult result = sources.get(0);
        boolean oneJvm = meta.jvms().size() <= 1;
        List<RunMetadata.ForkTime> matching = new ArrayList<>();
        for (RunMetadata.ForkTime fork : meta.forks()) {
            if (!fork.benchmark().equals(result.benchmark()) || fork.start() == null) {
                continue;
            }
            boolean paramsMatch = fork.params().entrySet().stream()
                    .allMatch(e -> e.getValue().equals(result.params().get(e.getKey())));
            // The sidecar may name the JVM by its home, JMH by its binary (home/bin/java).
            boolean jvmMatch = oneJvm
                    || fork.jvm() == null
                    || result.jvm() == null
                    || result.jvm().equals(fork.jvm())
                    || result.jvm().startsWith(fork.jvm().endsWith("/") ? fork.jvm() : fork.jvm() + "/");
            if (paramsMatch && jvmMatch) {
                matching.add(fork);
            }
        }
        if (matching.isEmpty()) {
            return null;
        }
        matching.sort(Comparator.comparing(
                        (RunMetadata.ForkTime f) -> f.round() == null ? Integer.MAX_VALUE : f.round())
                .thenComparing(RunMetadata.ForkTime::start, Comparator.nullsLast(Comparator.<Instant>naturalOrder())));
        if (matching.size() != metric.forks()) {
            warnings.add(meta.file() + " lists " + matching.size() + " fork(s) for "
                    + ResultSet.shortName(result.benchmark())
                    + " " + result.params() + " but the results hold " + metric.forks()
                    + "; its fork times are not used.");
            return null;
        }
        return Collections.unmodifiableList(matching);
    }
}
