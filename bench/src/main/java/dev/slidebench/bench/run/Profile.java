package dev.slidebench.bench.run;

import dev.slidebench.reports.stats.Race;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * How much to measure. A profile is a number of rounds and a time budget; each round runs every selected
 * (benchmark, strategy, JVM) still in the race ({@link Race}) as one short fork, in compact shuffled
 * blocks ({@link RunPlan#ORDER}), so a slow spell
 * of a shared machine lands on all strategies of a block alike. The fork is the unit of replication:
 * more rounds give tighter intervals than longer forks would (between-fork noise dominates: iterations
 * of one fork agree to ~3 %, forks to ~20 %). Sizing, on the log scale with residual SD sigma of fork
 * means after the round term and Holm over the k - 1 comparisons with the fastest (k = 42: z = 3.24,
 * plus 0.84 for 80 % power), resolution = exp(4.08 sigma sqrt(2 / rounds)); docs/user-guide.md's "Why these sizes"
 * gives the arithmetic per profile.
 */
public enum Profile {
    /**
     * random (queen) and the engine-like search, every strategy that runs its own fast path on the JVM: up to 6
     * rounds of short forks (a warm-up until steady, 2 x 40 ms of JMH warm-up, 3 x 60 ms measured), raced: from
     * round 2 on only the contenders run, until each table is decided within x1.10 or 4 min 20 s of forks per
     * JVM are spent (verification, probe and report add ~10 s). Not positions: at the measured ~1.1 s
     * (random), ~1.6 s (positions) and ~1.9 s (search) a fork on JDK 17 and 2 cores, the two full rounds a
     * race needs before its first look cost ~7.5 min for 40 strategies with positions and ~4 min without;
     * standard has it.
     */
    QUICK(EnumSet.of(Workload.RANDOM, Workload.SEARCH), false, 6, Duration.ofSeconds(260), 80, 3, 60),
    /**
     * The four central workloads (random, positions, incremental, perft), one method each, and the search:
     * up to 12 rounds of ~1.1 s forks, raced, within 40 minutes of forks.
     */
    STANDARD(
            EnumSet.of(Workload.RANDOM, Workload.POSITIONS, Workload.INCREMENTAL, Workload.PERFT, Workload.SEARCH),
            false,
            12,
            Duration.ofMinutes(40),
            100,
            3,
            100),
    /** Every workload and method, up to 30 rounds, raced, within 4 hours of forks. */
    THOROUGH(EnumSet.allOf(Workload.class), true, 30, Duration.ofHours(4), 100, 5, 100),
    /**
     * Not for measuring: one tiny round of the random workload (a second a fork), to see that a run
     * works end to end; the runner's own tests use it. Listed in help as such. One round: no race.
     */
    SMOKE(EnumSet.of(Workload.RANDOM), false, 1, null, 20, 2, 20);

    /** The error rate of a race over all its looks. */
    public static final double RACE_ALPHA = 0.05;

    /** The rounds complete before a race's first look (two: one round leaves no residual). */
    public static final int FIRST_LOOK = 2;

    /** A contender leaves the race when it is slower than the leader by more than this, with confidence. */
    public static final double MARGIN = 1.10;

    /** A table is decided when every contender is within this ratio of the leader. */
    public static final double RESOLUTION = 1.10;

    private final Set<Workload> workloads;
    private final boolean allMethods;
    private final int rounds;
    private final Duration budget;
    private final int warmupMillis;
    private final int measurementIterations;
    private final int measurementMillis;

    Profile(
            Set<Workload> workloads,
            boolean allMethods,
            int rounds,
            Duration budget,
            int warmupMillis,
            int measurementIterations,
            int measurementMillis) {
        this.workloads = workloads;
        this.allMethods = allMethods;
        this.rounds = rounds;
        this.budget = budget;
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

    /** The planned rounds: every round when nothing is raced, the most a race may take. */
    public int rounds() {
        return rounds;
    }

    /** The fork time a run of this profile may spend by default on one JVM, or null for none (smoke). */
    public Duration budget() {
        return budget;
    }

    /**
     * The default budget of a run on {@code jvms} JVMs: {@link #budget()} on one; on more, each gets
     * {@value #SHARED_JVM_PERCENT} % of it (every JVM's probe, verification and report take their share of the
     * time around the forks: the quick profile's two JVMs end within 9 minutes); null for none.
     */
    public Duration budget(int jvms) {
        if (budget == null || jvms <= 1) {
            return budget;
        }
        return Duration.ofSeconds(budget.toSeconds() * jvms * SHARED_JVM_PERCENT / 100); // whole seconds, as shown
    }

    /** The share of {@link #budget()} each JVM of a run on several gets. */
    static final int SHARED_JVM_PERCENT = 93;

    /** Whether the profile races: enough rounds for a look. */
    public boolean races() {
        return rounds >= FIRST_LOOK;
    }

    /**
     * The profile's race with the given margin and resolution (null: the profile's defaults), or null when
     * the profile has too few rounds to race.
     */
    public Race.Settings race(Double margin, Double resolution) {
        if (!races()) {
            return null;
        }
        return new Race.Settings(
                RACE_ALPHA,
                FIRST_LOOK,
                rounds,
                margin == null ? MARGIN : margin,
                resolution == null ? RESOLUTION : resolution);
    }

    /**
     * The JMH warm-up after the warm-up until steady, in milliseconds, shared by {@link Warmup#JMH_ITERATIONS}
     * iterations (the count is the same in every profile).
     */
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
