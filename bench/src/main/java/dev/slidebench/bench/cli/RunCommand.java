package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.Durations;
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
import dev.slidebench.core.Echo;
import dev.slidebench.core.StrategyPreference;
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
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code run}: the JMH suite in rounds, with progress and ETA, resumable, then the report. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "Run the JMH suite in rounds, then write the results and the report.",
            "",
            "Each round runs every selected benchmark x strategy x JVM as one short fork, in compact shuffled"
                    + " blocks. The run writes results.json (JMH JSON with cpu.time), run.json (platform, JVMs,"
                    + " settings, every fork's round, times, load and contention) and the report. Every strategy is"
                    + " verified against the reference first. Every finished fork is kept at once; an interrupted run"
                    + " continues with --resume DIR.",
            "",
            "The rounds race: after round 2 and every later round, per benchmark and JVM, a strategy slower than the"
                    + " leader by more than the margin (x1.10) at the stated error leaves, and the benchmark stops once"
                    + " every strategy left is within the resolution (x1.10) of the leader, or when the time budget is"
                    + " spent (the run says which). The error (5 %) is spent over the planned looks in equal shares, so"
                    + " the report's intervals hold at 95 % whenever the race stopped.",
            "",
            "Profiles (budget = fork time per JVM; target = the best group of each benchmark within x1.10): quick ="
                    + " random and search, up to 6 rounds, budget 4m40s (the whole run within 5 minutes on 2 cores);"
                    + " standard = random, positions, incremental, perft and search, up to 12 rounds, budget 40m;"
                    + " thorough = all, up to 30 rounds, budget 4h; smoke = one tiny round of random, not a"
                    + " measurement: a check that a run works end to end (no race).",
            ""
        })
public final class RunCommand implements Callable<Integer> {

    /** Value of {@code --jvm} that adds every JDK 17+ found. */
    static final String AUTO = "auto";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--profile",
            paramLabel = "P",
            description = "quick (default), standard, thorough, or smoke (a check, not a measurement).")
    String profile;

    @Option(
            names = "--strategies",
            paramLabel = "RE",
            description = "Only strategies whose name matches this regex (the control row BASELINE always runs in"
                    + " lookup workloads).")
    String strategies;

    @Option(
            names = "--beside-fastest",
            paramLabel = "N",
            description = "Also measure the N fastest strategies of each JVM, without naming them: the first N of"
                    + " slidebench's fixed preference order (" + StrategyPreference.ORDER_TEXT + ") that the JVM"
                    + " runs on their fast path (Pext on JDK 19+ only). Not measured to choose them; no earlier run"
                    + " needed. With --strategies, beside those (your plug-in: --strategies '^MyStrategy$').")
    Integer besideFastest;

    @Option(
            names = "--workloads",
            paramLabel = "RE",
            description =
                    "Only workloads whose id matches this regex: random, positions, incremental, xray, squares, perft,"
                            + " cache-pressure, threads, movegen, init.")
    String workloads;

    @Option(
            names = "--jvm",
            paramLabel = "PATH",
            description = "A JDK home or java executable to run on (repeatable, to compare JDKs); 'auto' adds every"
                    + " JDK 17+ found in /usr/lib/jvm, ~/.sdkman/candidates/java, ~/.jdks and"
                    + " /Library/Java/JavaVirtualMachines; default: this JVM.")
    List<String> jvms = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory; default results/<timestamp>.")
    Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish an interrupted run: runs only the forks missing from DIR.")
    Path resume;

    @Option(
            names = "--seed",
            paramLabel = "K",
            description = "Seed of the order within each round; default: from the clock (recorded in run.json).")
    Long seed;

    @Option(
            names = "--positions",
            paramLabel = "FILE",
            description = "Your own positions for the positions, incremental, xray and perft workloads instead of"
                    + " the six CPW ones: a PGN (every position of every game) or a list of FEN/EPD lines. Recorded"
                    + " in run.json with its SHA-256. perft counts 8 evenly spaced positions, each at the deepest"
                    + " depth with at most 65,536 leaves, checked against the reference ray loop.")
    Path positions;

    @Option(
            names = "--budget",
            paramLabel = "DURATION",
            description = "Fork time the run may spend (90s, 4m, 1h30m); it stops before a fork that would pass it"
                    + " and says so. Default: the profile's (quick 4m, standard 40m, thorough 4h). With --resume: a"
                    + " fresh budget for the rest (default the plan's).")
    String budgetText;

    @Option(
            names = "--margin",
            paramLabel = "RATIO",
            description = "A strategy leaves the race when slower than the leader by more than this (above 1);"
                    + " default 1.10.")
    String marginText;

    @Option(
            names = "--resolution",
            paramLabel = "RATIO",
            description = "A benchmark is decided when every strategy still racing is within this ratio of the"
                    + " leader (above 1); default 1.10.")
    String resolutionText;

    @Option(
            names = "--no-race",
            description = "Run every strategy in every round (no looks; only --budget, when given, stops it).")
    boolean noRace;

    @Option(
            names = "--wait",
            paramLabel = "DURATION",
            defaultValue = "10m",
            description = "How long to wait for another JMH run to finish (30s, 10m, 1h); default ${DEFAULT-VALUE}.")
    String waitText;

    /** Writes the report of a finished run ({@link ReportStep#write}; tests hand in another). */
    private final BiFunction<Path, PrintWriter, Path> report;

    public RunCommand() {
        this(ReportStep::write);
    }

    RunCommand(BiFunction<Path, PrintWriter, Path> report) {
        this.report = report;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        Duration wait = parseWait();
        Duration budget = budgetText == null ? null : parseBudget();
        try (SuiteRunner runner = resume != null ? resumeRun(stdout, budget) : newRun(stdout, budget)) {
            return new RunFinish(runner, stdout, report).finish(wait);
        }
    }

    private Duration parseWait() {
        try {
            return Durations.parse(waitText);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--wait: " + Echo.quoted(waitText) + " " + e.getMessage());
        }
    }

    private Duration parseBudget() {
        Duration budget;
        try {
            budget = Durations.parse(budgetText);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--budget: " + Echo.quoted(budgetText) + " " + e.getMessage());
        }
        if (budget.isZero()) {
            throw new BadInputException("--budget: " + Echo.quoted(budgetText) + " leaves no time for a fork");
        }
        return budget;
    }

    /** A ratio option: a number above 1 (null when not given). */
    private static Double parseRatio(String option, String text) {
        if (text == null) {
            return null;
        }
        double ratio;
        try {
            ratio = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException(
                    option + ": " + Echo.quoted(text) + " is not a number; expected a ratio like 1.10");
        }
        if (!(ratio > 1) || Double.isInfinite(ratio)) {
            throw new BadInputException(option + ": " + Echo.quoted(text) + " must be a ratio above 1, like 1.10");
        }
        return ratio;
    }

    private SuiteRunner resumeRun(PrintWriter stdout, Duration budget) throws IOException {
        if (marginText != null || resolutionText != null || noRace) {
            throw new BadInputException("--resume continues the race of " + resume + "/" + SuiteRunner.PLAN
                    + " with its settings; drop --margin/--resolution/--no-race");
        }
        if (profile != null
                || strategies != null
                || besideFastest != null
                || workloads != null
                || !jvms.isEmpty()
                || out != null
                || positions != null
                || seed != null) {
            throw new BadInputException("--resume takes everything from " + resume + "/" + SuiteRunner.PLAN
                    + "; drop --profile/--strategies/--beside-fastest/--workloads/--jvm/--out/--seed/--positions");
        }
        SuiteRunner runner;
        try {
            runner = SuiteRunner.resume(resume, stdout);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        } catch (IOException e) {
            throw RunFinish.cannotWrite(e, "then continue with: ./slidebench run --resume " + resume);
        }
        if (budget != null) {
            runner.budget(budget);
        }
        if (runner.plan().positions() != null) {
            try {
                PositionsFiles.checkUnchanged(runner.plan().positions());
            } catch (IllegalArgumentException e) {
                runner.close();
                throw new BadInputException("--resume " + resume + ": " + e.getMessage());
            }
        }
        return runner;
    }

    private SuiteRunner newRun(PrintWriter stdout, Duration budget) throws IOException {
        Profile chosen;
        try {
            chosen = Profile.byId(profile == null ? "quick" : profile);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--profile: " + e.getMessage());
        }
        Double margin = parseRatio("--margin", marginText);
        Double resolution = parseRatio("--resolution", resolutionText);
        if (noRace && (margin != null || resolution != null)) {
            throw new BadInputException("--no-race runs every strategy every round: drop --margin/--resolution");
        }
        List<Workload> selectedWorkloads;
        List<JvmRecord> probes = new ArrayList<>();
        List<String> selected;
        try {
            selectedWorkloads = Selection.workloads(chosen, workloads);
            for (String jvm : javas()) {
                probes.add(ProbeClient.probe(jvm, ProbeClient.TIMEOUT));
            }
            if (besideFastest == null && strategies == null) {
                selected = Selection.ownPath(probes);
            } else if (besideFastest == null) {
                selected = Selection.strategies(probes, strategies);
            } else {
                List<String> fastest = Selection.fastest(probes, besideFastest);
                String jvmNoun = probes.size() == 1 ? "this JVM" : "these JVMs";
                if (fastest.isEmpty() && strategies == null) {
                    throw new BadInputException("--beside-fastest: no strategy of the preference order ("
                            + StrategyPreference.ORDER_TEXT + ") runs on its fast path on " + jvmNoun);
                }
                selected = strategies == null
                        ? fastest
                        : Selection.union(Selection.strategies(probes, strategies), fastest);
                stdout.printf(
                        "beside the %d fastest by slidebench's preference order on %s: %s%n",
                        besideFastest,
                        jvmNoun,
                        fastest.isEmpty() ? "none runs its fast path there" : String.join(", ", fastest));
                stdout.flush();
            }
        } catch (Selection.BadSelectionException e) {
            throw new BadInputException(e.getMessage());
        } catch (ProbeClient.BadJvmException e) {
            throw new BadInputException("--jvm: " + e.getMessage());
        }
        Path dir = out != null
                ? out
                : Path.of("results", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        String option = out != null ? "--out" : "output directory";
        checkWritable(dir, option);
        JdkDiscovery.pextAdvice(probes, selected, JdkDiscovery.searchRoots()).ifPresent(line -> {
            stdout.println(line);
            stdout.flush();
        });
        RunRecord.PositionsFile positionsFile = null;
        if (positions != null) {
            try {
                positionsFile = PositionsFiles.describe(positions);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--positions: " + e.getMessage());
            }
            stdout.printf(
                    Locale.ROOT,
                    "positions: %s, %,d positions%s, SHA-256 %s%n",
                    positionsFile.file(),
                    positionsFile.positions(),
                    positionsFile.games() == null
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    " from %,d game%s",
                                    positionsFile.games(),
                                    positionsFile.games() == 1 ? "" : "s"),
                    positionsFile.sha256().substring(0, 16) + "…");
            stdout.printf(
                    Locale.ROOT,
                    "perft roots: %d, depths %s, %,d leaves per invocation (reference counts)%n",
                    positionsFile.perft().size(),
                    positionsFile.perft().stream()
                            .map(root -> Integer.toString(root.depth()))
                            .collect(Collectors.joining(" ")),
                    positionsFile.perftNodes());
        }
        verifyBeforeMeasuring(probes, selected, stdout);
        long runSeed = seed != null ? seed : System.currentTimeMillis();
        Race.Settings race = noRace ? null : chosen.race(margin, resolution);
        RunPlan plan = RunPlan.create(chosen, runSeed, selected, selectedWorkloads, probes, positionsFile)
                .withRace(race, budget != null ? budget : noRace ? null : chosen.budget(probes.size()));
        if (strategies == null && besideFastest == null) {
            plan = plan.withoutFallbacks(); // on a JVM where a strategy runs a fallback, its numbers are not its own
            for (JvmRecord jvm : probes) {
                List<String> fallbacks = jvm.strategies().entrySet().stream()
                        .filter(e -> e.getValue().degraded() != null)
                        .map(java.util.Map.Entry::getKey)
                        .toList();
                if (!fallbacks.isEmpty()) {
                    stdout.printf(
                            "not measured on JDK %s: %d strateg%s that run a fallback path there (%s); their numbers"
                                    + " would be another algorithm's. Name them with --strategies to measure them anyway,"
                                    + " or add a --jvm where they run their own path.%n",
                            jvm.version(),
                            fallbacks.size(),
                            fallbacks.size() == 1 ? "y" : "ies",
                            String.join(", ", fallbacks));
                }
            }
            stdout.flush();
        }
        stdout.printf(
                Locale.ROOT,
                "slidebench run: profile %s, %s%d round%s, %s%d forks (%d strateg%s + control x %s x %d JVM%s), seed"
                        + " %d%n",
                chosen.id(),
                race == null ? "" : "up to ",
                chosen.rounds(),
                chosen.rounds() == 1 ? "" : "s",
                race == null ? "" : "at most ",
                plan.tasks().size(),
                selected.size(),
                selected.size() == 1 ? "y" : "ies",
                String.join("/", selectedWorkloads.stream().map(Workload::id).toList()),
                probes.size(),
                probes.size() == 1 ? "" : "s",
                runSeed);
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
        if (selectedWorkloads.contains(Workload.THREADS)) {
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
        stdout.printf("writing to %s%n", dir);
        stdout.flush();
        try {
            return SuiteRunner.create(dir, plan, stdout);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(option + ": " + e.getMessage());
        } catch (IOException e) {
            throw RunFinish.cannotWrite(e, "then run again (nothing was measured)");
        }
    }

    /** The java executables to probe: the --jvm values with 'auto' expanded, or this JVM. */
    private List<String> javas() {
        if (jvms.isEmpty()) {
            return List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        Set<String> javas = new LinkedHashSet<>();
        for (String jvm : jvms) {
            if (jvm.equals(AUTO)) {
                List<JdkDiscovery.Jdk> found = JdkDiscovery.find(JdkDiscovery.searchRoots()).stream()
                        .filter(j -> j.feature() >= 17)
                        .toList();
                if (found.isEmpty()) {
                    throw new BadInputException("--jvm auto: no JDK 17+ found in " + JdkDiscovery.searchRoots());
                }
                found.forEach(
                        j -> javas.add(ProbeClient.javaExecutable(j.home()).toString()));
            } else {
                javas.add(jvm);
            }
        }
        return new ArrayList<>(javas);
    }

    private static void verifyBeforeMeasuring(List<JvmRecord> probes, List<String> selected, PrintWriter stdout) {
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
}
