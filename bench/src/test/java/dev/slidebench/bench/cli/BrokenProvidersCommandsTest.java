package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's jar with broken providers on the class path, as a new user would try it: a provider whose
 * initialiser throws, a services line naming a missing class, and a second "RayLoop". {@code list}
 * must show each with its cause and {@code verify} must count each as failed (exit 1). Runs the
 * command line in a fresh JVM, because the in-process registry is loaded once per JVM.
 */
class BrokenProvidersCommandsTest {

    private static final String SERVICES = "META-INF/services/dev.slidebench.core.SlidingAttacks";

    @TempDir
    static Path plugin;

    @BeforeAll
    static void writeTheServicesFile() throws IOException {
        // core's test-jar holds the broken classes and, off the services path, the file that names them.
        try (InputStream in = BrokenProvidersCommandsTest.class.getResourceAsStream("/broken-providers/" + SERVICES)) {
            Path services = plugin.resolve(SERVICES);
            Files.createDirectories(services.getParent());
            Files.write(services, in.readAllBytes());
        }
    }

    @Test
    void listShowsEveryBrokenProviderWithItsCause() throws Exception {
        Run run = run("list");
        assertEquals(0, run.exitCode, run.err);
        String notes = run.out.replaceAll("\n +", " "); // notes wrap at 100 columns
        assertTrue(
                notes.contains("ThrowsInInitialiser: failed to load: IllegalStateException: table check failed: "
                        + "deliberately broken"),
                run.out);
        assertTrue(!run.out.contains("ExceptionInInitializerError"), run.out);
        assertTrue(
                notes.contains("SecondRayLoop: failed to load: duplicate strategy name 'RayLoop', already "
                        + "provided by dev.slidebench.core.RayLoop"),
                run.out);
        assertTrue(notes.contains("Provider dev.slidebench.core.brokenproviders.NoSuchStrategy not found"), run.out);
        assertTrue(run.lastLine().matches("\\d+ strategies, 3 failed to load; JVM: .*"), run.out);
        assertTrue(run.out.lines().allMatch(l -> l.length() <= ListCommand.WIDTH), run.out);
    }

    @Test
    void verifyCountsBrokenProvidersAsFailed() throws Exception {
        Run named = run("verify", "--strategy", "RayLoop", "--strategy", "ThrowsInInitialiser", "--random", "0");
        assertEquals(1, named.exitCode, named.out + named.err);
        assertTrue(named.out.contains("FAIL  failed to load: IllegalStateException: table check failed"), named.out);
        assertEquals("1 passed, 1 failed", named.lastLine());
    }

    private record Run(int exitCode, String out, String err) {
        String lastLine() {
            List<String> lines = out.strip().lines().toList();
            return lines.get(lines.size() - 1);
        }
    }

    private static Run run(String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path") + File.pathSeparator + plugin);
        command.add(SlidebenchCli.class.getName());
        command.addAll(List.of(args));
        Path out = Files.createTempFile(plugin, "out", ".txt");
        Path err = Files.createTempFile(plugin, "err", ".txt");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "timed out: " + command);
        return new Run(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
