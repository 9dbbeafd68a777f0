package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.record.JvmRecord;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Starts {@link JvmProbe} in a {@code --jvm} and reads its answer as a {@link JvmRecord}: proves that
 * the JVM is a Java 17+ that can run the suite, and records how it sees each strategy. Every way a
 * probe can go wrong (not a Java, too old, no answer, an answer that is not a probe's) is a
 * {@link BadJvmException} with one line naming the JVM.
 */
public final class ProbeClient {

    /** How long a probe may take, reading included (tables of every strategy are built: seconds). */
    public static final Duration TIMEOUT = Duration.ofSeconds(120);

    private ProbeClient() {}

    /** A {@code --jvm} that cannot run the suite; the message is one line naming it. */
    public static final class BadJvmException extends Exception {
        private static final long serialVersionUID = 1L;

        BadJvmException(String message) {
            super(message);
        }
    }

    /** The java executable of a JDK home or of a path to {@code java} itself. */
    public static Path javaExecutable(Path jvm) {
        return Files.isDirectory(jvm) ? jvm.resolve("bin").resolve("java") : jvm;
    }

    public static JvmRecord probe(String jvm, Duration timeout) throws BadJvmException {
        Path java = javaExecutable(Path.of(jvm));
        if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
            throw new BadJvmException(
                    Echo.quoted(jvm) + " is not a Java (neither a JDK home with bin/java nor an executable)");
        }
        Process process;
        try {
            // The forks' own JVM options (the Vector API module among them), so the probe sees each strategy
            // on the path the forks will measure, and its fallback notes are theirs.
            List<String> command = new ArrayList<>();
            command.add(java.toString());
            command.addAll(BenchmarkSettings.FORK_JVM_ARGS);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), JvmProbe.class.getName()));
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new BadJvmException(Echo.quoted(jvm) + " could not be started: " + e.getMessage());
        }
        try {
            closeQuietly(process);
            // Read on another thread, so the timeout also covers a probe that never closes its output.
            CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
            String text;
            try {
                text = output.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                throw new BadJvmException(Echo.quoted(jvm) + " did not answer within " + Durations.format(timeout));
            } catch (ExecutionException e) {
                throw new BadJvmException(Echo.quoted(jvm) + ": its output could not be read");
            }
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new BadJvmException(Echo.quoted(jvm) + " did not exit within " + Durations.format(timeout));
            }
            if (process.exitValue() != 0) {
                String first = text.lines().findFirst().orElse("no output");
                throw new BadJvmException(
                        Echo.quoted(jvm) + " cannot run slidebench (needs Java 17+): " + Echo.value(first));
            }
            String json = text.lines()
                    .filter(l -> l.startsWith("{"))
                    .reduce((a, b) -> b)
                    .orElse(null);
            if (json == null) {
                throw new BadJvmException(
                        Echo.quoted(jvm) + " did not answer like a Java running slidebench (no JSON line)");
            }
            JvmRecord record;
            try {
                record = JvmRecord.readProbe("the probe of " + Echo.quoted(jvm), json);
            } catch (ReportInputException e) {
                throw new BadJvmException(e.getMessage());
            }
            return record.withLaunch(java.toAbsolutePath().toString(), BenchmarkSettings.FORK_JVM_ARGS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadJvmException("interrupted while checking '" + jvm + "'");
        } finally {
            ProcessTrees.destroy(process);
        }
    }

    private static void closeQuietly(Process process) {
        try {
            process.getOutputStream().close(); // the probe reads nothing; a closed stdin keeps it from waiting
        } catch (IOException e) {
            // it has exited already: its answer (or silence) tells the rest
        }
    }

    private static String readAll(InputStream in) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                bytes.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // the process went away: what was read is the answer
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
