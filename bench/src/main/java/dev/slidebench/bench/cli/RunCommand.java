package dev.slidebench.bench.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.bench.run.Profile;
import dev.slidebench.bench.run.RunPlan;
import dev.slidebench.bench.run.SuiteRunner;
import dev.slidebench.bench.run.Workload;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code run}: the JMH suite in rounds, with progress and ETA, resumable, then the report. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "Run the JMH suite in rounds (each round: every selected benchmark x strategy x JVM as one short fork,",
            "in a shuffled order) and write results.json (JMH JSON), run.json (platform, settings) and the report.",
            "Every finished fork is kept at once; an interrupted run continues with --resume DIR.",
            "Profiles: quick = random, positions, incremental in a few minutes; standard = every workload (~30 min);",
            "thorough = more rounds and longer iterations."
        })
public final class RunCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--profile", paramLabel = "P", description = "quick (default), standard or thorough.")
    String profile;

    @Option(
            names = "--strategies",
            paramLabel = "RE",
            description = "Only strategies whose name matches this regex (BASELINE always runs in lookup workloads).")
    String strategies;

    @Option(
            names = "--workloads",
            paramLabel = "RE",
            description =
                    "Only workloads whose id matches this regex: random, positions, incremental, perft, cache-pressure, threads, init.")
    String workloads;

    @Option(
            names = "--jvm",
            paramLabel = "PATH",
            description = "A JDK home or java executable to run on (repeatable, to compare JDKs); default: this JVM.")
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
            description = "Seed of the round orders; default: from the clock (recorded in plan.json).")
    Long seed;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        SuiteRunner runner;
        Path dir;
        if (resume != null) {
            if (profile != null
                    || strategies != null
                    || workloads != null
                    || !jvms.isEmpty()
                    || out != null
                    || seed != null) {
                throw new BadInputException("--resume takes everything from " + resume + "/" + SuiteRunner.PLAN
                        + "; drop --profile/--strategies/--workloads/--jvm/--out/--seed");
            }
            dir = resume;
            try {
                runner = SuiteRunner.resume(dir, stdout);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(e.getMessage());
            }
        } else {
            runner = newRun(stdout);
            dir = runner.resultsFile().getParent();
        }
        int failures = runner.runMissing();
        runner.writeResults();
        int missing = runner.missing().size();
        if (failures > 0 || missing > 0) {
            stdout.printf("%d fork(s) failed or missing; run them with: ./slidebench run --resume %s%n", missing, dir);
        }
        Path report = ReportStep.write(runner.resultsFile(), stdout);
        stdout.println(report);
        stdout.flush();
        return missing == 0 ? SlidebenchCli.EXIT_OK : SlidebenchCli.EXIT_CHECK_FAILED;
    }

    private SuiteRunner newRun(PrintWriter stdout) throws IOException {
        Profile chosen;
        try {
            chosen = Profile.byId(profile == null ? "quick" : profile);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--profile: " + e.getMessage());
        }
        List<Workload> selectedWorkloads = new ArrayList<>();
        if (workloads == null) {
            selectedWorkloads.addAll(chosen.workloads());
        } else {
            Pattern pattern = compile("--workloads", workloads);
            for (Workload w : Workload.values()) {
                if (pattern.matcher(w.id()).find()) {
                    selectedWorkloads.add(w);
                }
            }
            if (selectedWorkloads.isEmpty()) {
                throw new BadInputException("--workloads: '" + workloads + "' matches no workload; valid: "
                        + String.join(
                                ", ",
                                java.util.Arrays.stream(Workload.values())
                                        .map(Workload::id)
                                        .toList()));
            }
        }
        JsonArray probes = new JsonArray();
        List<List<String>> namesPerJvm = new ArrayList<>();
        List<String> javas = jvms.isEmpty()
                ? List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString())
                : jvms;
        for (String jvm : javas) {
            JsonObject probe = probe(jvm);
            probes.add(probe);
            namesPerJvm.add(new ArrayList<>(probe.getAsJsonObject("strategies").keySet()));
        }
        Pattern strategyPattern = strategies == null ? null : compile("--strategies", strategies);
        List<String> selected = new ArrayList<>();
        for (List<String> names : namesPerJvm) {
            for (String name : names) {
                if ((strategyPattern == null || strategyPattern.matcher(name).find()) && !selected.contains(name)) {
                    selected.add(name);
                }
            }
        }
        if (selected.isEmpty()) {
            throw new BadInputException("--strategies: '" + strategies + "' matches no strategy; available: "
                    + String.join(", ", namesPerJvm.get(0)));
        }
        Path dir = out != null
                ? out
                : Path.of("results", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        checkWritable(dir, out != null ? "--out" : "output directory");
        long runSeed = seed != null ? seed : System.currentTimeMillis();
        RunPlan plan = RunPlan.create(chosen, runSeed, selected, selectedWorkloads, probes, namesPerJvm);
        stdout.printf(
                Locale.ROOT,
                "slidebench run: profile %s, %d rounds, %d forks (%d strategies + BASELINE x %s x %d JVM%s), seed %d%n",
                chosen.id(),
                chosen.rounds(),
                plan.tasks().size(),
                selected.size(),
                String.join("/", selectedWorkloads.stream().map(Workload::id).toList()),
                probes.size(),
                probes.size() == 1 ? "" : "s",
                runSeed);
        stdout.printf("writing to %s%n", dir);
        stdout.flush();
        return SuiteRunner.create(dir, plan, stdout);
    }

    private static Pattern compile(String option, String regex) {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new BadInputException(option + ": '" + regex + "' is not a valid regex: " + e.getDescription());
        }
    }

    private static void checkWritable(Path dir, String option) {
        if (Files.exists(dir.resolve(SuiteRunner.PLAN))) {
            throw new BadInputException(option + ": '" + dir + "' already holds a run; continue it with --resume " + dir
                    + " or choose another --out");
        }
        try {
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".write-test", ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new BadInputException(option + ": cannot write to '" + dir + "' ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }

    /**
     * Runs {@link dev.slidebench.bench.run.JvmProbe} in the given Java; proves it is a Java 17+ that can run the
     * suite.
     */
    static JsonObject probe(String jvm) {
        Path path = Path.of(jvm);
        Path java = Files.isDirectory(path) ? path.resolve("bin").resolve("java") : path;
        if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
            throw new BadInputException(
                    "--jvm: '" + jvm + "' is not a Java (neither a JDK home with bin/java nor an executable)");
        }
        try {
            // The probe sees the strategies as the forks will: with the forks' JVM options.
            List<String> command = new ArrayList<>(List.of(java.toString()));
            command.addAll(dev.slidebench.bench.run.SuiteRunner.FORK_JVM_ARGS);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.slidebench.bench.run.JvmProbe"));
            Process process =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new BadInputException("--jvm: '" + jvm + "' did not answer within 120 s");
            }
            if (process.exitValue() != 0) {
                String first = output.lines().findFirst().orElse("no output");
                throw new BadInputException("--jvm: '" + jvm + "' cannot run slidebench (needs Java 17+): " + first);
            }
            String json = output.lines()
                    .filter(l -> l.startsWith("{"))
                    .reduce((a, b) -> b)
                    .orElse("");
            JsonObject probe = JsonParser.parseString(json).getAsJsonObject();
            probe.addProperty("path", java.toAbsolutePath().toString());
            return probe;
        } catch (IOException e) {
            throw new BadInputException("--jvm: '" + jvm + "' could not be started: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("--jvm: interrupted while checking '" + jvm + "'");
        } catch (RuntimeException e) {
            if (e instanceof BadInputException) {
                throw e;
            }
            throw new BadInputException(
                    "--jvm: '" + jvm + "' did not answer like a Java running slidebench: " + e.getMessage());
        }
    }
}
