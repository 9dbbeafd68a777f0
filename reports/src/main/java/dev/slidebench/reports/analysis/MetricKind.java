package dev.slidebench.reports.analysis;

/**
 * The two measures of a benchmark: JMH's primary score (wall-clock time, or its reciprocal in
 * throughput mode) and the CPU time of the benchmark threads per operation, JMH secondary metric
 * {@value #CPU_METRIC} (recorded in ns/op; a table shows it in its case's time unit). CPU time does not
 * count time spent waiting for a core, so it ranks honestly on a busy machine.
 */
public enum MetricKind {
    WALL("wall"),
    CPU("cpu");

    /** The name of the secondary metric that carries CPU time per operation. */
    public static final String CPU_METRIC = "cpu.time";

    private final String id;

    MetricKind(String id) {
        this.id = id;
    }

    /** {@code wall} or {@code cpu}, as in summary.json. */
    public String id() {
        return id;
    }
}
