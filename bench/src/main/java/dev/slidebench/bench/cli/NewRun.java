package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.JdkDiscovery;
import dev.slidebench.bench.run.PositionsFiles;
import dev.slidebench.bench.run.Preflight;
import dev.slidebench.bench.run.ProbeClient;
import dev.slidebench.bench.run.Profile;
import dev.slidebench.bench.run.RunPlan;
import dev.slidebench.bench.run.RunTarget;
import dev.slidebench.bench.run.Selection;
import dev.slidebench.bench.run.SuiteRunner;
import dev.slidebench.bench.run.Workload;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.stats.Race;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Opens a new run from {@code run}'s options, step by step: the profile and the race settings, the
 * workloads, the JVMs and strategies ({@link RunStrategies}), the output directory, the positions file, the
 * check of every strategy against the reference, and the plan ({@link PlanLines} says it); then creates the
 * run directory. Every bad option is refused before anything is measured or written.
 */
final class NewRun {

    /** The name of the default output directory under {@code results/}: the time the run started. */
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final RunCommand options;
    private final PrintWriter stdout;
    private final PlanLines lines;

    NewRun(RunCommand options, PrintWriter stdout) {
        this.options = options;
        this.stdout = stdout;
        this.lines = new PlanLines(stdout);
    }

    /** The run's runner, its directory created; {@code budget} is {@code --budget} (null: the profile's). */
    SuiteRunner open(Duration budget) throws IOException {
        Profile profile = profile();
        Double margin = RunOptionValues.ratio("--margin", options.marginText);
        Double resolution = RunOptionValues.ratio("--resolution", options.resolutionText);
        if (options.noRace && (margin != null || resolution != null)) {
            throw new BadInputException("--no-race runs every strategy every round: drop --margin/--resolution");
        }
        List<Workload> workloads = workloads(profile);
        RunStrategies.Chosen chosen =
                RunStrategies.choose(options.jvms, options.strategies, options.besideFastest, stdout);
        Path dir = options.out != null
                ? options.out
                : Path.of("results", LocalDateTime.now().format(STAMP));
        String dirOption = options.out != null ? "--out" : "output directory";
        checkWritable(dir, dirOption);
        JdkDiscovery.pextAdvice(chosen.probes(), chosen.strategies(), JdkDiscovery.searchRoots())
                .ifPresent(line -> {
                    stdout.println(line);
                    stdout.flush();
                });
        RunRecord.PositionsFile positions = positionsFile();
        verifyBeforeMeasuring(chosen.probes(), chosen.strategies());
        long seed = options.seed != null ? options.seed : System.currentTimeMillis();
        Race.Settings race = options.noRace ? null : profile.race(margin, resolution);
        RunPlan plan = RunPlan.create(profile, seed, chosen.strategies(), workloads, chosen.probes(), positions)
                .withRace(
                        race,
                        budget != null
                                ? budget
                                : options.noRace
                                        ? null
                                        : profile.budget(chosen.probes().size()));
        if (options.strategies == null && options.besideFastest == null) {
            plan = plan.withoutFallbacks(); // on a JVM where a strategy runs a fallback, its numbers are not its own
            lines.fallbacks(chosen.probes());
        }
        lines.plan(plan);
        return create(dir, dirOption, plan);
    }

    private Profile profile() {
        try {
            return Profile.byId(options.profile == null ? "quick" : options.profile);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--profile: " + e.getMessage());
        }
    }

    private List<Workload> workloads(Profile profile) {
        try {
            return Selection.workloads(profile, options.workloads);
        } catch (Selection.BadSelectionException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The {@code --positions} file described and said, or null when none was given. */
    private RunRecord.PositionsFile positionsFile() {
        if (options.positions == null) {
            return null;
        }
        RunRecord.PositionsFile file;
        try {
            file = PositionsFiles.describe(options.positions);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--positions: " + e.getMessage());
        }
        lines.positions(file);
        return file;
    }

    private void verifyBeforeMeasuring(List<JvmRecord> probes, List<String> selected) {
        stdout.printf(
                Locale.ROOT,
                "verifying %d strateg%s against the reference before measuring …%n",
                selected.size(),
                selected.size() == 1 ? "y" : "ies");
        stdout.flush();
        for (JvmRecord jvm : probes) {
            List<String> failures;
            try {
                failures = Preflight.verify(jvm, selected, ProbeClient.TIMEOUT);
            } catch (IOException e) {
                throw new BadInputException("--jvm: '" + jvm.path() + "' could not be started: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CheckFailedException("interrupted while verifying the strategies");
            }
            if (!failures.isEmpty()) {
                throw new CheckFailedException("refusing to measure a wrong strategy: " + failures.get(0)
                        + (failures.size() > 1 ? " (and " + (failures.size() - 1) + " more)" : "")
                        + "; nothing was measured");
            }
        }
    }

    private static void checkWritable(Path dir, String option) {
        RunTarget.refusal(dir).ifPresent(why -> {
            throw new BadInputException(option + ": " + why);
        });
        try {
            Path parent = dir.toAbsolutePath().normalize().getParent();
            Files.createDirectories(parent);
            Path probe = Files.createTempFile(parent, ".write-test", ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new BadInputException(option + ": cannot write to '" + dir + "' ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }

    private SuiteRunner create(Path dir, String dirOption, RunPlan plan) throws IOException {
        stdout.printf("writing to %s%n", dir);
        stdout.flush();
        try {
            return SuiteRunner.create(dir, plan, stdout);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(dirOption + ": " + e.getMessage());
        } catch (IOException e) {
            throw RunFinish.cannotWrite(e, "then run again (nothing was measured)");
        }
    }
}
