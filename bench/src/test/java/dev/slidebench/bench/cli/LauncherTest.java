package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code slidebench} script refuses a SLIDEBENCH_CLASSPATH entry that java would skip in
 * silence. These checks run before the script builds or starts anything, so they need no jar.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class LauncherTest {

    private static final Path SCRIPT =
            Path.of("..", "slidebench").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private List<String> refusal(String classpath) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", SCRIPT.toString(), "list")
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("SLIDEBENCH_CLASSPATH", classpath);
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        assertEquals(2, run.exitValue());
        assertEquals("", Files.readString(dir.resolve("out.txt")));
        return Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8);
    }

    @Test
    void aMissingJarIsNamedInOneLine() throws Exception {
        Path missing = dir.resolve("my-strategies.jar");
        assertEquals(
                List.of("slidebench: SLIDEBENCH_CLASSPATH names " + missing + ", which does not exist"),
                refusal(dir + ":" + missing));
    }

    @Test
    void emptyEntriesAndFilesThatAreNotJarsAreRefused() throws Exception {
        assertEquals(
                List.of("slidebench: SLIDEBENCH_CLASSPATH has an empty entry (a leading, trailing or doubled ':'),"
                        + " which java reads as the current directory"),
                refusal(dir + ":"));
        Path text = Files.writeString(dir.resolve("notes.jar"), "not a zip");
        assertEquals(
                List.of("slidebench: SLIDEBENCH_CLASSPATH names " + text + ", which is not a jar (zip) file"),
                refusal(text.toString()));
    }

    @Test
    void controlCharactersInTheNameAreEscaped() throws Exception {
        List<String> err = refusal(dir + "/x\u001b[31m.jar");
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).contains("\\E[31m.jar"), err.toString());
        assertTrue(err.get(0).chars().noneMatch(c -> c == 0x1b), err.toString());
    }
}
