package dev.slidebench.bench.run;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How much to measure. A profile is a number of rounds; each round runs every selected (benchmark,
 * strategy, JVM) as one short fork, in compact shuffled blocks ({@link RunPlan#ORDER}), so a slow spell
 * of a shared machine lands on all strategies of a block alike. The fork is the unit of replication:
 * more rounds give tighter intervals than longer forks would (between-fork noise dominates: iterations
 * of one fork agree to ~3 %, forks to ~20 %). Sizing, on the log scale with residual SD sigma of fork
 * means after the round term and Holm over the k - 1 comparisons with the fastest (k = 42: z = 3.24,
 * plus 0.84 for 80 % power), resolution = exp(4.08 sigma sqrt(2 / rounds)); docs/user-guide.md's "Why these sizes"
 * gives the arithmetic per profile.
 */
public enum Profile {
    /**
     * random (queen) and positions, every strategy: 4 rounds of ~0.9 s forks (2 x 80 ms warm-up, 3 x 60 ms
     * measured); with 42 strategies 2 x 43 forks a round, about 5 minutes on a quiet 2-core machine. The
     * engine-like search in the first {@value #QUICK_SEARCH_ROUNDS} rounds only (its forks are longer: one
     * invocation is ~0.1 s), the fewest that leave the statistics a residual to estimate intervals from.
     */
    QUICK(
            EnumSet.of(Workload.RANDOM, Workload.POSITIONS, Workload.SEARCH),
            Map.of(Workload.SEARCH, Profile.QUICK_SEARCH_ROUNDS),
            false,
            4,
            2,
            80,
            3,
            60),
    /**
     * The four central workloads (random, positions, incremental, perft), one method each, and the search:
     * 12 rounds of ~1.1 s forks (the search in 6 of them), about 50 minutes with 45 strategies on 2 cores.
     */
    STANDARD(
            EnumSet.of(Workload.RANDOM, Workload.POSITIONS, Workload.INCREMENTAL, Workload.PERFT, Workload.SEARCH),
            Map.of(Workload.SEARCH, Profile.STANDARD_SEARCH_ROUNDS),
            false,
            12,
            2,
            100,
            3,
            100),
    /** Every workload and method, 30 rounds; hours. */
    THOROUGH(EnumSet.allOf(Workload.class), Map.of(), true, 30, 3, 100, 5, 100),
    /**
     * Not for measuring: one tiny round of the random workload (a second a fork), to see that a run
     * works end to end; the runner's own tests use it. Listed in help as such.
     */
    SMOKE(EnumSet.of(Workload.RANDOM), Map.of(), false, 1, 1, 20, 2, 20);

    /** Rounds of {@code search} in {@link #QUICK}. */
    static final int QUICK_SEARCH_ROUNDS = 2;

    /** Rounds of {@code search} in {@link #STANDARD}. */
    static final int STANDARD_SEARCH_ROUNDS = 6;

    private final Set<Workload> workloads;
    private final Map<Workload, Integer> workloadRounds;
    private final boolean allMethods;
    private final int rounds;
    private final int warmupIterations;
    private final int warmupMillis;
    private final int measurementIterations;
    private final int measurementMillis;

    Profile(
            Set<Workload> workloads,
            Map<Workload, Integer> workloadRounds,
            boolean allMethods,
            int rounds,
            int warmupIterations,
            int warmupMillis,
            int measurementIterations,
            int measurementMillis) {
        this.workloads = workloads;
        this.workloadRounds = workloadRounds;
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

    /** The rounds {@code workload} runs in: the first ones, all {@link #rounds()} unless the profile says fewer. */
    public int rounds(Workload workload) {
        return Math.min(rounds, workloadRounds.getOrDefault(workload, rounds));
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
        throw new IllegalArgumentException(
                "unknown profile " + dev.slidebench.core.Echo.quoted(id) + "; valid: quick, standard, thorough, smoke");
    }
}
