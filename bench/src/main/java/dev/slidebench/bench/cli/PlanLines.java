package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.Durations;
import dev.slidebench.bench.run.RunPlan;
import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.stats.Race;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The lines a new run prints about what it will do before its first fork: the positions file, the
 * strategies left out for running a fallback, the plan (profile, rounds, forks, seed), the race or the
 * budget, the thread counts, and where it writes. It only prints; the plan is made elsewhere.
 */
final class PlanLines {

    private final PrintWriter stdout;

    PlanLines(PrintWriter stdout) {
        this.stdout = stdout;
    }

    /** Names the {@code --positions} file, its SHA-256 and its perft roots. */
    void positions(RunRecord.PositionsFile file) {
        stdout.printf(
                Locale.ROOT,
                "positions: %s, %,d positions%s, SHA-256 %s%n",
                file.file(),
                file.positions(),
                file.games() == null
                        ? ""
                        : String.format(Locale.ROOT, " from %,d game%s", file.games(), file.games() == 1 ? "" : "s"),
                file.sha256().substring(0, 16) + "…");
        stdout.printf(
                Locale.ROOT,
                "perft roots: %d, depths %s, %,d leaves per invocation (reference counts)%n",
                file.perft().size(),
                file.perft().stream()
                        .map(root -> Integer.toString(root.depth()))
                        .collect(Collectors.joining(" ")),
                file.perftNodes());
    }

    /** Names, per JVM, the strategies not measured there because they run a fallback path on it. */
    void fallbacks(List<JvmRecord> probes) {
        for (JvmRecord jvm : probes) {
            List<String> fallbacks = jvm.strategies().entrySet().stream()
                    .filter(e -> e.getValue().degraded() != null)
                    .map(Map.Entry::getKey)
                    .toList();
            if (!fallbacks.isEmpty()) {
                stdout.printf(
                        "not measured on JDK %s: %d %s a fallback path there (%s); their numbers"
                                + " would be another algorithm's. Name them with --strategies to measure them anyway,"
                                + " or add a --jvm where they run their own path.%n",
                        jvm.version(),
                        fallbacks.size(),
                        fallbacks.size() == 1 ? "strategy that runs" : "strategies that run",
                        String.join(", ", fallbacks));
            }
        }
        stdout.flush();
    }

    /** Says what {@code plan} will run: its size and seed, then its race or budget, then the thread counts. */
    void plan(RunPlan plan) {
        Race.Settings race = plan.race();
        int rounds = plan.profile().rounds();
        int strategies = plan.strategies().size();
        int jvms = plan.jvms().size();
        stdout.printf(
                Locale.ROOT,
                "slidebench run: profile %s, %s%d round%s, %s%d forks (%d strateg%s + control x %s x %d JVM%s), seed"
                        + " %d%n",
                plan.profile().id(),
                race == null ? "" : "up to ",
                rounds,
                rounds == 1 ? "" : "s",
                race == null ? "" : "at most ",
                plan.tasks().size(),
                strategies,
                strategies == 1 ? "y" : "ies",
                String.join("/", plan.workloads().stream().map(Workload::id).toList()),
                jvms,
                jvms == 1 ? "" : "s",
                plan.seed());
        raceOrBudget(race, plan);
        if (plan.workloads().contains(Workload.THREADS)) {
            int cores = Runtime.getRuntime().availableProcessors();
            stdout.printf(
                    Locale.ROOT,
                    "threads: one fork per thread count, %s (up to 2 x %d cores)%n",
                    String.join(
                            ", ",
                            Workload.THREADS.threadCounts(cores).stream()
                                    .map(String::valueOf)
                                    .toList()),
                    cores);
        }
    }

    private void raceOrBudget(Race.Settings race, RunPlan plan) {
        if (race != null) {
            stdout.printf(
                    Locale.ROOT,
                    "race: after round %d and each later one, a strategy slower than the leader by more than x%.2f"
                            + " leaves; a benchmark stops when all left are within x%.2f; %d looks at alpha %.2f / %d;"
                            + " budget %s of forks%n",
                    race.firstLook(),
                    race.margin(),
                    race.resolution(),
                    race.looks(),
                    race.alpha(),
                    race.looks(),
                    plan.budget() == null ? "none" : Durations.format(plan.budget()));
        } else if (plan.budget() != null) {
            stdout.printf("budget %s of forks%n", Durations.format(plan.budget()));
        }
    }
}
