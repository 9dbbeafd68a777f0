package dev.slidebench.reports.model;

import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.Metric;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Joins the run record's forks to the rawData rows of a result. A fork record names its row (schema 2:
 * same benchmark, parameters and JVM, then {@code row}), so the join is exact. Records written by
 * slidebench 0.1.0 carry no row; their forks are matched by benchmark, parameters and JVM and taken in
 * round order, which is the order 0.1.0 merged them in. When the counts differ, or the rows are not
 * one per fork, the join is refused (and said) rather than guessed further. Forks that record their
 * thread count (schema 3) join only the result of that thread count.
 */
final class ForkJoin {

    private ForkJoin() {}

    /** The fork records of a cell in rawData row order; null when the record cannot place them. */
    static List<ForkRecord> forkTimes(Run run, List<BenchmarkResult> sources, Metric metric, List<String> warnings) {
        RunRecord record = run.metadata();
        if (record == null || record.forks().isEmpty() || sources.size() != 1) {
            return null;
        }
        BenchmarkResult result = sources.get(0);
        List<ForkRecord> matching = new ArrayList<>();
        for (ForkRecord fork : record.forks()) {
            if (fork.benchmark().equals(result.benchmark())
                    && fork.params().entrySet().stream()
                            .allMatch(e -> e.getValue().equals(result.params().get(e.getKey())))
                    && fork.sameThreads(result.threads())
                    && sameJvm(record, fork, result)) {
                matching.add(fork);
            }
        }
        if (matching.isEmpty()) {
            return null;
        }
        String where = ResultSet.shortName(result.benchmark()) + " " + result.params()
                + (result.threads() != null && result.threads() != 1 ? " at " + result.threads() + " threads" : "");
        if (matching.size() != metric.forks()) {
            warnings.add(run.recordFile() + " lists " + matching.size() + " fork(s) for " + where
                    + " but the results hold " + metric.forks() + "; its fork times and rounds are not used.");
            return null;
        }
        if (matching.stream().allMatch(f -> f.row() != null)) {
            ForkRecord[] byRow = new ForkRecord[matching.size()];
            for (ForkRecord fork : matching) {
                if (fork.row() >= byRow.length || byRow[fork.row()] != null) {
                    warnings.add(run.recordFile() + ": the fork rows of " + where
                            + " are not one per rawData row; its fork times and rounds are not used.");
                    return null;
                }
                byRow[fork.row()] = fork;
            }
            return List.of(byRow);
        }
        matching.sort(Comparator.comparingInt(ForkRecord::round)
                .thenComparing(ForkRecord::start, Comparator.nullsLast(Comparator.<Instant>naturalOrder())));
        return Collections.unmodifiableList(matching);
    }

    /** The fork ran on the result's JVM: by the record's JVM index or path; any when the record has one JVM. */
    private static boolean sameJvm(RunRecord record, ForkRecord fork, BenchmarkResult result) {
        if (record.jvms().size() <= 1 || result.jvm() == null) {
            return true;
        }
        String path = fork.jvm();
        if (path == null
                && fork.jvmIndex() != null
                && fork.jvmIndex() < record.jvms().size()) {
            JvmRecord jvm = record.jvms().get(fork.jvmIndex());
            path = jvm.path();
        }
        // A record may name the JVM by its home, JMH by its binary (home/bin/java).
        return path == null
                || result.jvm().equals(path)
                || result.jvm().startsWith(path.endsWith("/") ? path : path + "/");
    }
}
