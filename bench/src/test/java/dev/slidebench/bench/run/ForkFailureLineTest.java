package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Which line of JMH's log a failed fork is reported by: JMH's failure marker, an exception or an error. */
class ForkFailureLineTest {

    private static ByteArrayOutputStream log(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(text.getBytes(StandardCharsets.UTF_8));
        return bytes;
    }

    @Test
    void theFirstLineThatSaysWhatWentWrongIsTheReason() {
        assertEquals(
                "the benchmark threw",
                ForkRunner.firstUsefulLine(
                        "fallback", log("# Fork: 1 of 1\n  <failure>  the benchmark threw\nmore\n")));
        assertEquals(
                "java.lang.IllegalStateException: no tables",
                ForkRunner.firstUsefulLine(
                        "fallback", log("# Warmup\n   java.lang.IllegalStateException: no tables\n<failure> later\n")));
        assertEquals(
                "Error: Could not find or load main class X",
                ForkRunner.firstUsefulLine("fallback", log("Error: Could not find or load main class X\n")));
    }

    @Test
    void withoutSuchALineTheFallbackIsGivenOnOneLine() {
        assertEquals("no result", ForkRunner.firstUsefulLine("no result", log("# Run progress: 0.00%\n# Fork: 1\n")));
        assertEquals("cannot start\\nthe JVM", ForkRunner.firstUsefulLine("cannot start\nthe JVM", log("")));
        assertEquals("JMH failed", ForkRunner.firstUsefulLine(null, log("nothing useful\n")));
    }
}
