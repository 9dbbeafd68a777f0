package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code slidebench} script refuses a SLIDEBENCH_CLASSPATH entry that java would skip in
 * silence (checks that run before the script builds or starts anything, so they need no jar), and
 * starts every command with the Vector API module where the JVM has it (checked with a copy of the
 * script beside a stand-in jar and a stand-in JDK whose {@code java} prints what it was given).
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

    /** The arguments the stand-in java was started with, one per line, for a JDK whose release file says this. */
    private List<String> javaArguments(String releaseFile, String listModules) throws Exception {
        Path java = fakeJdk(releaseFile, listModules);
        ProcessBuilder builder = new ProcessBuilder("bash", launcherCopy().toString(), "list")
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("JAVA_HOME", java.getParent().getParent().toString());
        builder.environment().remove("SLIDEBENCH_CLASSPATH");
        builder.environment().remove("SLIDEBENCH_JAVA_OPTS");
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        assertEquals(0, run.exitValue(), Files.readString(dir.resolve("err.txt")));
        return Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
    }

    /** The script in a directory of its own, beside a jar newer than every source (none), so it builds nothing. */
    private Path launcherCopy() throws Exception {
        Path root = Files.createDirectories(dir.resolve("clone"));
        Path script = root.resolve("slidebench");
        Files.copy(SCRIPT, script, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(Files.createDirectories(root.resolve("bench/target")).resolve("benchmarks.jar"), "PK");
        return script;
    }

    /**
     * A JDK whose java prints its arguments, answers --list-modules with {@code listModules}, and warns as
     * the real one does when the incubator module is added.
     */
    private Path fakeJdk(String releaseFile, String listModules) throws Exception {
        Path home = Files.createDirectories(dir.resolve("jdk/bin")).getParent();
        Files.writeString(home.resolve("release"), releaseFile);
        Path java = home.resolve("bin/java");
        Files.writeString(
                java,
                "#!/usr/bin/env bash\n"
                        + "if [ \"$1\" = --list-modules ]; then printf '" + listModules + "'; exit 0; fi\n"
                        + "for a in \"$@\"; do case \"$a\" in --add-modules=jdk.incubator.vector)"
                        + " echo 'WARNING: Using incubator modules: jdk.incubator.vector' >&2 ;; esac; done\n"
                        + "echo 'slidebench list: a line of its own on stderr' >&2; sleep 0.3\n"
                        + "printf '%s\\n' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    private static final String VECTOR = "--add-modules=jdk.incubator.vector";

    /** The arguments the stand-in java got for {@code command}, with TMPDIR set to {@code tmp} and this jar. */
    private List<String> javaArgumentsFor(String command, Path tmp, String jar) throws Exception {
        Path java = fakeJdk("JAVA_VERSION=\"17.0.15\"\n", "");
        Path script = launcherCopy();
        Files.writeString(script.resolveSibling("bench/target/benchmarks.jar"), jar);
        ProcessBuilder builder = new ProcessBuilder("bash", script.toString(), command)
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("JAVA_HOME", java.getParent().getParent().toString());
        builder.environment().put("TMPDIR", tmp.toString());
        builder.environment().remove("SLIDEBENCH_CLASSPATH");
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        assertEquals(0, run.exitValue(), Files.readString(dir.resolve("err.txt")));
        return Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
    }

    @Test
    void runUsesACopyOfTheJarSoARebuildCannotSwapItsCode() throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        List<String> run = javaArgumentsFor("run", tmp, "PK");
        String classPath = run.get(run.indexOf("-cp") + 1);
        assertTrue(classPath.startsWith(tmp.resolve("slidebench-jars").toString() + "/benchmarks-"), classPath);
        assertEquals("PK", Files.readString(Path.of(classPath)), "the copy holds the jar's bytes");
        // a rebuilt jar (other bytes) gets a copy of its own; the one a running run uses is left alone
        List<String> again = javaArgumentsFor("run", tmp, "PK2");
        String rebuilt = again.get(again.indexOf("-cp") + 1);
        assertFalse(rebuilt.equals(classPath), rebuilt);
        assertEquals("PK", Files.readString(Path.of(classPath)));
        // short commands read the jar in place
        List<String> list = javaArgumentsFor("list", tmp, "PK");
        assertTrue(list.get(list.indexOf("-cp") + 1).endsWith("clone/bench/target/benchmarks.jar"), list.toString());
    }

    @Test
    void theVectorModuleIsAddedWhereTheReleaseFileListsIt() throws Exception {
        List<String> with = javaArguments(
                "JAVA_VERSION=\"17.0.15\"\nMODULES=\"java.base java.logging jdk.incubator.vector jdk.jfr\"\n", "");
        assertTrue(with.contains(VECTOR), with.toString());
        assertEquals("dev.slidebench.bench.cli.SlidebenchCli", with.get(with.size() - 2), with.toString());
        // Not at a terminal, stderr is left as java wrote it, the warning included.
        assertEquals(
                List.of(
                        "WARNING: Using incubator modules: jdk.incubator.vector",
                        "slidebench list: a line of its own on stderr"),
                Files.readAllLines(dir.resolve("err.txt")));
        List<String> without =
                javaArguments("JAVA_VERSION=\"17.0.15\"\nMODULES=\"java.base java.logging jdk.jfr\"\n", "");
        assertFalse(without.stream().anyMatch(a -> a.contains("incubator")), without.toString());
    }

    @Test
    void aJvmWithoutModulesLineIsAsked() throws Exception {
        List<String> with = javaArguments("JAVA_VERSION=\"17\"\n", "java.base@17\\njdk.incubator.vector@17\\n");
        assertTrue(with.contains(VECTOR), with.toString());
        List<String> without = javaArguments("", "java.base@17\\njdk.incubator.vectorx@17\\n");
        assertFalse(without.stream().anyMatch(a -> a.contains("incubator")), without.toString());
    }

    @Test
    void atATerminalTheIncubatorWarningAloneIsDropped() throws Exception {
        Path scriptTool = Path.of("/usr/bin/script");
        assumeTrue(Files.isExecutable(scriptTool), "util-linux 'script' gives the launcher a terminal");
        fakeJdk("MODULES=\"java.base jdk.incubator.vector\"\n", "");
        Path launcher = launcherCopy();
        // script runs the launcher on a pseudo-terminal; its stdout and stderr both arrive here.
        ProcessBuilder builder = new ProcessBuilder(
                        scriptTool.toString(), "-qec", "bash '" + launcher + "' list", "/dev/null")
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("tty.txt").toFile());
        builder.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        String seen = Files.readString(dir.resolve("tty.txt"));
        assertEquals(0, run.exitValue(), seen);
        assertFalse(seen.contains("Using incubator modules"), seen);
        assertTrue(seen.contains("slidebench list: a line of its own on stderr"), seen);
        assertTrue(seen.contains(VECTOR), seen);
    }

    /** Issue 21: without a java the launcher ended in bash's "exec: java: not found". */
    @Test
    void noJavaSaysWhatToInstall() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("dirname"), Path.of("/usr/bin/dirname"));
        ProcessBuilder builder = new ProcessBuilder("/bin/bash", SCRIPT.toString(), "list")
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("SLIDEBENCH_CLASSPATH");
        builder.environment().put("PATH", bin.toString());
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        List<String> err = Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertEquals(2, run.exitValue(), err.toString());
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).startsWith("slidebench: no java found"), err.get(0));
        assertTrue(err.get(0).contains("install a JDK 17 or newer"), err.get(0));
    }

    /**
     * Issue 21: under LC_ALL=C java read a non-ASCII path argument as '?'. The launcher gives java
     * C.UTF-8 when the system has it. Checked on a copy of the launcher beside a stand-in jar (so nothing
     * is built) with a stand-in java that prints the locale it was given and its last argument.
     */
    @Test
    void javaGetsAUtf8LocaleUnderTheCLocale() throws Exception {
        ProcessBuilder probe = new ProcessBuilder("locale", "-a").redirectErrorStream(true);
        String locales = new String(probe.start().getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assumptions.assumeTrue(
                locales.lines().anyMatch(l -> l.equalsIgnoreCase("C.utf8") || l.equalsIgnoreCase("C.UTF-8")),
                "no C.UTF-8 locale here");
        Path copy = Files.copy(SCRIPT, dir.resolve("slidebench"));
        Files.createDirectories(dir.resolve("bench/target"));
        Files.writeString(dir.resolve("bench/target/benchmarks.jar"), "PK");
        Path java = Files.createDirectories(dir.resolve("jdk/bin")).resolve("java");
        Files.writeString(
                java, "#!/bin/bash\necho \"LC_ALL=$LC_ALL\"\nfor a in \"$@\"; do last=$a; done\necho \"$last\"\n");
        java.toFile().setExecutable(true);
        String path = dir.resolve("\u00e9chec.epd").toString();
        ProcessBuilder builder = new ProcessBuilder("bash", copy.toString(), "perft", "--epd", path)
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("LC_ALL", "C");
        builder.environment().remove("SLIDEBENCH_CLASSPATH");
        builder.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        Process run = builder.start();
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        List<String> out = Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        assertEquals(0, run.exitValue(), out + Files.readString(dir.resolve("err.txt")));
        assertEquals(List.of("LC_ALL=C.UTF-8", path), out);
    }

    /** Issue 21: {@code slidebench jmh --help} was JMH's "help is not a recognized option", exit 1. */
    @Test
    void jmhHelpIsJmhsHelp() throws Exception {
        Process run = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        SlidebenchCli.class.getName(),
                        "jmh",
                        "--help")
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertTrue(run.waitFor(60, TimeUnit.SECONDS), "jmh --help did not finish");
        String out = Files.readString(dir.resolve("out.txt"));
        assertEquals(0, run.exitValue(), out + Files.readString(dir.resolve("err.txt")));
        assertTrue(out.startsWith("Usage: java -jar ... [regexp*] [options]"), out);
    }
}
