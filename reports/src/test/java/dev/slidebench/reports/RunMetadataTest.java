package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.slidebench.reports.input.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run on two JVMs: each JVM's own view of a strategy wins over the run-wide one. */
class RunMetadataTest {

    @Test
    void perJvmStrategyInfoWins(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("run.json"),
                "{"
                        + "\"jvms\":["
                        + "{\"path\":\"/jdk17/bin/java\",\"version\":\"17\",\"strategies\":{\"Pext\":{\"tableBytes\":862720,\"degraded\":\"emulated: Long.compress needs JDK 19+\"}}},"
                        + "{\"path\":\"/jdk25/bin/java\",\"version\":\"25\",\"strategies\":{\"Pext\":{\"tableBytes\":862720,\"degraded\":null}}}],"
                        + "\"strategies\":{\"Pext\":{\"tableBytes\":862720,\"degraded\":\"emulated: Long.compress needs JDK 19+\"}}}");
        RunMetadata metadata = RunMetadata.read(file);
        assertEquals(
                "emulated: Long.compress needs JDK 19+",
                metadata.strategy("Pext", "/jdk17/bin/java").degraded());
        assertNull(metadata.strategy("Pext", "/jdk25/bin/java").degraded());
        assertEquals(
                "emulated: Long.compress needs JDK 19+",
                metadata.strategy("Pext", "/elsewhere/bin/java").degraded(),
                "an unknown JVM falls back to the run-wide entry");
        assertEquals(862720L, metadata.strategy("Pext", "/jdk25/bin/java").tableBytes());
    }
}
