package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.core.Echo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** One fork of a plan, run by JMH in this process's control and a child JVM: what {@link SuiteRunner} repeats. */
final class ForkRunner {

    /** JMH's own switch; set around each fork because the run already holds JMH's lock ({@link FileLocks}). */
    static final String JMH_IGNORE_LOCK = "jmh.ignoreLock";

    private ForkRunner() {}

    private static String[] forkArgs(RunPlan plan) {
        List<String> args = new ArrayList<>(BenchmarkSettings.FORK_JVM_ARGS);
        args.addAll(plan.extraForkArgs());
        return args.toArray(new String[0]);
    }

    /** A fork JMH could not run; the message is the most useful line JMH printed. */
    static final class ForkFailedException extends Exception {
        private static final long serialVersionUID = 1L;

        ForkFailedException(String message) {
            super(message);
        }
    }

    /**
     * Runs {@code task} as one JMH fork with the profile's settings (the warm-up of {@link Warmup}, the task's
     * thread count) and {@link CpuTimeProfiler}, and moves
     * JMH's JSON to {@code part} once it is complete (a temporary file in {@code partsDir} until then).
     */
    static RunResult run(RunPlan plan, RunPlan.Task task, Path partsDir, Path part)
            throws IOException, ForkFailedException {
        Path temp = Files.createTempFile(partsDir, "." + task.key() + ".", ".tmp");
        ByteArrayOutputStream jmhLog = new ByteArrayOutputStream();
        try {
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include("^" + Pattern.quote(task.benchmark()) + "$")
                    .param(BenchmarkSettings.STRATEGY_PARAM, task.strategy())
                    .forks(1)
                    .jvm(plan.javaOf(task.jvm()))
                    .jvmArgsAppend(forkArgs(plan))
                    .addProfiler(CpuTimeProfiler.class)
                    .shouldFailOnError(true)
                    .resultFormat(ResultFormatType.JSON)
                    .result(temp.toString());
            Integer operations = plan.operationsPerInvocation(task.workload());
            if (operations != null) {
                options.operationsPerInvocation(operations);
            }
            Warmup warmup = Warmup.of(plan, task);
            if (warmup != null) {
                options.warmupIterations(warmup.iterations())
                        .warmupTime(TimeValue.milliseconds(warmup.millis()))
                        .measurementIterations(plan.profile().measurementIterations())
                        .measurementTime(TimeValue.milliseconds(plan.profile().measurementMillis()));
            }
            if (task.threads() != null) {
                options.threads(task.threads());
            }
            PrintStream log = new PrintStream(jmhLog, true, StandardCharsets.UTF_8);
            Collection<RunResult> results;
            String ignoreLock = System.getProperty(JMH_IGNORE_LOCK);
            System.setProperty(JMH_IGNORE_LOCK, "true");
            try {
                results = new Runner(options.build(), OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL))
                        .run();
            } catch (RunnerException | RuntimeException e) {
                // JMH throws a RuntimeException when the fork's JVM will not start as JMH needs (it cannot
                // read its properties): that fork failed, the run goes on
                throw new ForkFailedException(firstUsefulLine(e.getMessage(), jmhLog));
            } finally {
                if (ignoreLock == null) {
                    System.clearProperty(JMH_IGNORE_LOCK);
                } else {
                    System.setProperty(JMH_IGNORE_LOCK, ignoreLock);
                }
            }
            if (results.isEmpty() || Files.size(temp) == 0) {
                throw new ForkFailedException(firstUsefulLine("no result", jmhLog));
            }
            AtomicFiles.move(temp, part);
            return results.iterator().next();
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** The line of JMH's log that says why a fork failed, else {@code fallback}. Package-private for its test. */
    static String firstUsefulLine(String fallback, ByteArrayOutputStream jmhLog) {
        String log = jmhLog.toString(StandardCharsets.UTF_8);
        for (String line : log.split("\n")) {
            String l = line.trim();
            if (l.startsWith("<failure>") || l.contains("Exception") || l.contains("Error:")) {
                return l.replace("<failure>", "").trim();
            }
        }
        return fallback == null ? "JMH failed" : Echo.line(fallback); // JMH's messages span lines
    }
}
