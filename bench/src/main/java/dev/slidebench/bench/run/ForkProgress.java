package dev.slidebench.bench.run;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The progress of one sitting of a run, line by line: each fork's line (its place, its outcome, the time
 * elapsed and the ETA), the warning that the machine is busy, and the line that says the budget is spent.
 * It keeps the fork time spent per workload, which the ETA and the budget are reckoned from.
 */
final class ForkProgress {

    private final PrintWriter out;
    private final RunPlan plan;
    private final int done;
    private final Duration budget;
    private final Instant start = Instant.now();
    private final Map<Workload, long[]> spent = new HashMap<>(); // per workload: {nanos, forks}
    private final Set<String> attempted = new HashSet<>();
    private long forkNanos;

    /**
     * @param done the forks an earlier sitting finished
     * @param budget the fork time this sitting may spend (null: no limit); the ETA never passes what is left
     */
    ForkProgress(PrintWriter out, RunPlan plan, int done, Duration budget) {
        this.out = out;
        this.plan = plan;
        this.done = done;
        this.budget = budget;
    }

    /** Says that a resumed run goes on, when an earlier sitting finished forks. */
    static void sayResuming(PrintWriter out, int done, int todo) {
        if (done > 0) {
            out.printf(Locale.ROOT, "resuming: %d of %d forks already done, %d to run%n", done, done + todo, todo);
            out.flush();
        }
    }

    /** Says once per round when the machine is busier than it has cores: its forks will wait for CPU. */
    void warnIfBusy() {
        Double load = MachineLoad.loadAverage();
        int cores = Runtime.getRuntime().availableProcessors();
        if (load != null && load > cores) {
            out.printf(Locale.ROOT, "machine busy: load %.1f on %d cores%n", load, cores);
            out.flush();
        }
    }

    /**
     * Whether {@code task}'s fork, at the mean time of its workload so far, would pass the budget; says so when it
     * would.
     */
    boolean passesBudget(RunPlan.Task task) {
        long expected = eta(List.of(task), spent).toNanos();
        if (budget == null || forkNanos + expected <= budget.toNanos()) {
            return false;
        }
        out.printf(
                Locale.ROOT,
                "budget spent: %s of forks run, the next would take about %.1f s more than the %s budget allows%n",
                clock(Duration.ofNanos(forkNanos)),
                (forkNanos + expected - budget.toNanos()) / 1e9,
                Durations.format(budget));
        return true;
    }

    /**
     * Starts {@code task}'s line with its place among the forks of this sitting; returns the forks still to
     * come after it ({@code missing} less those tried and the task).
     */
    List<RunPlan.Task> starting(RunPlan.Task task, List<RunPlan.Task> missing) {
        List<RunPlan.Task> after = missing.stream()
                .filter(t -> !attempted.contains(t.key()) && !t.key().equals(task.key()))
                .toList();
        attempted.add(task.key());
        out.printf(
                Locale.ROOT,
                "[%3d/%d] %-22s %-22s round %d/%d  %-10s ",
                done + attempted.size(),
                done + attempted.size() + after.size(),
                task.label(),
                task.strategy(),
                task.round() + 1,
                plan.profile().rounds(),
                plan.jvmLabel(task.jvm()));
        out.flush();
        return after;
    }

    /** Ends {@code task}'s line with its outcome, its time, the time elapsed and the ETA of {@code after}. */
    void finished(RunPlan.Task task, String outcome, long nanos, List<RunPlan.Task> after) {
        forkNanos += nanos;
        long[] w = spent.computeIfAbsent(task.workload(), k -> new long[2]);
        w[0] += nanos;
        w[1]++;
        out.printf(
                Locale.ROOT,
                "%s %5.1f s  elapsed %s  ETA %s%n",
                outcome,
                nanos / 1e9,
                clock(Duration.between(start, Instant.now())),
                clock(capped(eta(after, spent))));
        out.flush();
    }

    /**
     * The ETA within the budget: the run stops once the budget is spent, so the forks still planned after
     * that (every round a race may take) are not time the user waits for.
     */
    private Duration capped(Duration eta) {
        if (budget == null) {
            return eta;
        }
        Duration left = budget.minusNanos(forkNanos);
        return left.isNegative() ? Duration.ZERO : eta.compareTo(left) > 0 ? left : eta;
    }

    /** Ends a fork's line when a file could not be written; the caller says which. */
    void stopped() {
        out.println("stopped: a file could not be written");
        out.flush();
    }

    /**
     * The time the {@code remaining} forks should take: each at the mean of its workload's forks so far
     * ({@code spent}: per workload {nanos, forks}), a workload not seen yet at the mean of all, 2 s
     * before any fork ran. Package-private for its test.
     */
    static Duration eta(List<RunPlan.Task> remaining, Map<Workload, long[]> spent) {
        long allNanos = spent.values().stream().mapToLong(w -> w[0]).sum();
        long allForks = spent.values().stream().mapToLong(w -> w[1]).sum();
        double fallback = allForks == 0 ? 2e9 : (double) allNanos / allForks;
        double nanos = 0;
        for (RunPlan.Task t : remaining) {
            long[] w = spent.get(t.workload());
            nanos += w == null ? fallback : (double) w[0] / w[1];
        }
        return Duration.ofNanos((long) nanos);
    }

    /** {@code m:ss} below an hour, {@code h:mm:ss} from one. Package-private for its test. */
    static String clock(Duration d) {
        long s = d.toSeconds();
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
