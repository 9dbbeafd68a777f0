package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pre-flight check starts no JVM when none of the strategies is on it, and the JVM it starts gets
 * end of input at once: a java wrapper that reads stdin first still answers, instead of waiting until
 * the timeout calls the check unfinished.
 */
class PreflightInputTest {

    @Test
    void aJvmWithoutTheSelectedStrategiesIsNotStarted() throws Exception {
        // the path is not a program: starting it would throw
        assertEquals(
                List.of(),
                Preflight.verify(
                        RunPlanTest.jvm("/no/such/java", "17.0.1", "RayLoop"), List.of("Pext"), Duration.ofSeconds(5)));
    }

    @Test
    void theCheckedJvmGetsEndOfInputAtOnce(@TempDir Path dir) throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\nread -r line\necho 'ok RayLoop'\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals(
                List.of(),
                Preflight.verify(
                        RunPlanTest.jvm(java.toString(), "17.0.1", "RayLoop"),
                        List.of("RayLoop"),
                        Duration.ofSeconds(20)));
    }
}
