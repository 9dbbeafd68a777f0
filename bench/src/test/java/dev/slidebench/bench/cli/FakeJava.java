package dev.slidebench.bench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A {@code java} for {@code run --jvm} that answers the probe with {@link #PROBE_ANSWER} (a Java 17 with
 * RayLoop and an emulated Pext), the pre-flight check with a given shell snippet, and anything else (a
 * JMH fork) with another snippet, by default a failure at once. So a run goes from the command line to
 * the report in a second, without JMH measuring anything.
 */
final class FakeJava {

    static final String PROBE_ANSWER = "{\"path\":null,\"vendor\":\"Fake\",\"version\":\"17.0.99\","
            + "\"vmName\":\"FakeVM\",\"args\":[],\"strategies\":{"
            + "\"RayLoop\":{\"tableBytes\":0,\"initMs\":0.1,\"incremental\":false,\"storedXray\":false,"
            + "\"degraded\":null,\"family\":\"computed\"},"
            + "\"Pext\":{\"tableBytes\":8,\"initMs\":0.1,\"incremental\":false,\"storedXray\":false,"
            + "\"degraded\":\"emulated\",\"family\":\"computed\"}},\"failures\":{}}";

    static final String ALL_OK = "echo 'ok RayLoop'; echo 'ok Pext'";

    static final String FORK_FAILS = "echo 'Error: this is not a JVM' >&2; exit 1";

    private FakeJava() {}

    /**
     * A probe answer as {@link #PROBE_ANSWER}'s, for a Java {@code version} with the strategies of
     * {@code namesAndReasons}: pairs of a name and the reason it runs a fallback, or null for its own path.
     */
    static String probeAnswer(String version, String... namesAndReasons) {
        StringBuilder strategies = new StringBuilder();
        for (int i = 0; i < namesAndReasons.length; i += 2) {
            String reason = namesAndReasons[i + 1];
            strategies
                    .append(i == 0 ? "" : ",")
                    .append("\"")
                    .append(namesAndReasons[i])
                    .append("\":{\"tableBytes\":0,\"initMs\":0.1,\"incremental\":false,\"storedXray\":false,")
                    .append("\"degraded\":")
                    .append(reason == null ? "null" : "\"" + reason + "\"")
                    .append(",\"family\":\"computed\"}");
        }
        return "{\"path\":null,\"vendor\":\"Fake\",\"version\":\"" + version
                + "\",\"vmName\":\"FakeVM\",\"args\":[],\"strategies\":{" + strategies + "},\"failures\":{}}";
    }

    static Path write(Path dir, String verifyAnswer) throws IOException {
        return write(dir, verifyAnswer, FORK_FAILS);
    }

    /** {@code dir/fake-jdk/bin/java}: the check gets {@code verifyAnswer}, a fork {@code forkAnswer}. */
    static Path write(Path dir, String verifyAnswer, String forkAnswer) throws IOException {
        return write(dir, PROBE_ANSWER, verifyAnswer, forkAnswer);
    }

    /** As {@link #write(Path, String, String)}, with the probe answered by {@code probeAnswer} (one JSON line). */
    static Path write(Path dir, String probeAnswer, String verifyAnswer, String forkAnswer) throws IOException {
        Path java = dir.resolve("fake-jdk").resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(
                java,
                "#!/bin/sh\n"
                        + "case \"$*\" in\n"
                        + "  *JvmProbe\\ --verify*) " + verifyAnswer + " ;;\n"
                        + "  *JvmProbe) echo 'starting'; echo '" + probeAnswer + "' ;;\n"
                        + "  *) " + forkAnswer + " ;;\n"
                        + "esac\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }
}
