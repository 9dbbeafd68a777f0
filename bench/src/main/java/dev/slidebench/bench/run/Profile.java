package dev.slidebench.bench.run;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * How much to measure. A profile is a number of rounds; each round runs every selected (benchmark,
 * strategy, JVM) as one short fork, in a freshly shuffled order, so a slow spell of a shared machine
 * lands on all strategies alike. The fork is the unit of replication: more rounds give tighter
 * intervals than longer forks would.
 */
public enum Profile {
    /** Every strategy × random (queen), positions, incremental in a few minutes on 2 cores. */
    QUICK(EnumSet.of(Workload.RANDOM, Workload.POSITIONS, Workload.INCREMENTAL), false, 4, 2, 100, 3, 100),
    /** Every workload, rook and bishop rows too; about half an hour on 2 cores. */
    STANDARD(EnumSet.allOf(Workload.class), true, 5, 4, 200, 5, 200),
    /** Every workload with more rounds and longer iterations; hours. */
    THOROUGH(EnumSet.allOf(Workload.class), true, 10, 5, 300, 8, 300),
    /** Not for measuring: one tiny round, for the end-to-end tests of the runner. Not listed in help. */
    SMOKE(EnumSet.of(Workload.RANDOM), false, 1, 1, 20, 2, 20);

    private final Set<Workload> workloads;
    private final boolean allMethods;
    private final int rounds;
    private final int warmupIterations;
    private final int warmupMillis;
    private final int measurementIterations;
    private final int measurementMillis;

    Profile(
            Set<Workload> workloads,
            boolean allMethods,
            int rounds,
            int warmupIterations,
            int warmupMillis,
            int measurementIterations,
            int measurementMillis) {
        this.workloads = workloads;
        this.allMethods = allMethods;
        this.rounds = rounds;
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measurementIterations = measurementIterations;
        this.measurementMillis = measurementMillis;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Set<Workload> workloads() {
        return workloads;
    }

    public boolean allMethods() {
        return allMethods;
    }

    public int rounds() {
        return rounds;
    }

    public int warmupIterations() {
        return warmupIterations;
    }

    public int warmupMillis() {
        return warmupMillis;
    }

    public int measurementIterations() {
        return measurementIterations;
    }

    public int measurementMillis() {
        return measurementMillis;
    }

    /** The profile with this id (quick, standard, thorough). */
    public static Profile byId(String id) {
        for (Profile p : values()) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + id + "'; valid: quick, standard, thorough");
    }
}
