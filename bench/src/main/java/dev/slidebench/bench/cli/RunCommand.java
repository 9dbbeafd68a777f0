package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.PositionsFiles;
import dev.slidebench.bench.run.SuiteRunner;
import dev.slidebench.core.StrategyPreference;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
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
                    + " spent (the run says which). The error (5 %%) is spent over the planned looks in equal shares, so"
                    + " the report's intervals hold at 95 %% whenever the race stopped.",
            "",
            "Profiles (budget = fork time per JVM; target = the best group of each benchmark within x1.10): quick ="
                    + " random and search, up to 6 rounds, budget 4m20s (the whole run within 5 minutes on 2 cores);"
                    + " standard = random, positions, incremental, perft and search, up to 12 rounds, budget 40m;"
                    + " thorough = all, up to 30 rounds, budget 4h; smoke = one tiny round of random, not a"
                    + " measurement: a check that a run works end to end (no race).",
            ""
        })
public final class RunCommand extends SlidebenchCommand {

    /** Value of {@code --jvm} that adds every JDK 17+ found. */
    static final String AUTO = "auto";

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
                    + " and says so. Default: the profile's (quick 4m20s, standard 40m, thorough 4h). With --resume: a"
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
        PrintWriter stdout = stdout();
        Duration wait = RunOptionValues.duration("--wait", waitText);
        Duration budget = RunOptionValues.budget(budgetText);
        try (SuiteRunner runner = resume != null ? resumeRun(stdout, budget) : new NewRun(this, stdout).open(budget)) {
            return new RunFinish(runner, stdout, report).finish(wait);
        }
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
}
