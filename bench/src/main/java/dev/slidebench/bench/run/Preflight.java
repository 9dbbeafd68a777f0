package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.reports.record.JvmRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Trust before measuring: every strategy a run is about to measure is checked against the reference
 * in each JVM that will measure it ({@link JvmProbe} {@code --verify}), before the first fork, so a
 * wrong plug-in is refused instead of ranked.
 */
public final class Preflight {

    private Preflight() {}

    /** The strategies that failed, each as verify describes the first mismatch; empty when all passed. */
    public static List<String> verify(JvmRecord jvm, List<String> strategies, Duration timeout)
            throws IOException, InterruptedException {
        List<String> names = new ArrayList<>();
        for (String s : strategies) {
            if (jvm.strategies().containsKey(s)) {
                names.add(s);
            }
        }
        if (names.isEmpty()) {
            return List.of();
        }
        // with the forks' JVM options, so each strategy is checked on the path it will be measured on
        List<String> command = new ArrayList<>(List.of(jvm.path()));
        command.addAll(BenchmarkSettings.FORK_JVM_ARGS);
        command.addAll(
                List.of("-cp", System.getProperty("java.class.path"), JvmProbe.class.getName(), JvmProbe.VERIFY));
        command.addAll(names);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.PIPE)
                .start();
        try {
            process.getOutputStream().close();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                return List.of("the check did not finish within " + Durations.format(timeout) + " on " + jvm.path());
            }
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            List<String> failures = new ArrayList<>();
            List<String> passed = new ArrayList<>();
            for (String line : output.lines().toList()) {
                if (line.startsWith("FAIL ")) {
                    failures.add(line.substring(5));
                } else if (line.startsWith("ok ")) {
                    passed.add(line.substring(3));
                }
            }
            if (failures.isEmpty() && (process.exitValue() != 0 || !passed.containsAll(names))) {
                failures.add("the check failed on " + jvm.path() + ": "
                        + output.lines().findFirst().orElse("no output"));
            }
            return failures;
        } finally {
            ProcessTrees.destroy(process);
        }
    }
}
