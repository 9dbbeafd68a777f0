package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The end of a run: the report beside the results, or the one-line reason why there is none. */
class ReportStepTest {

    @Test
    void aRunsResultsGetTheirReportBesideThem(@TempDir Path tmp) throws IOException {
        Path results = tmp.resolve("results.json");
        for (String name : List.of("results.json", "run.json")) {
            try (InputStream in = ReportStepTest.class.getResourceAsStream("/jmh/slidebench/" + name)) {
                Files.copy(in, tmp.resolve(name));
            }
        }
        StringWriter said = new StringWriter();
        Path html = ReportStep.write(results, new PrintWriter(said, true));
        assertEquals(tmp.resolve("report").resolve("report.html"), html);
        assertTrue(Files.isRegularFile(html));
        List<String> lines = said.toString().lines().toList();
        // The verdict in plain words comes last (the run's caller prints the page's path after it).
        int md = lines.indexOf("wrote " + tmp.resolve("report").resolve("report.md"));
        assertTrue(md >= 0, said.toString());
        assertTrue(lines.get(md + 1).contains(": this run cannot separate them (it resolves"), said.toString());
        assertTrue(lines.stream().limit(md).allMatch(l -> l.startsWith("note: ")), said.toString());
    }

    @Test
    void theFirmerRunMeasuresOnlyTheContendersOnTheirWorkloadsAndJvm() {
        assertEquals(
                "./slidebench run --profile thorough --strategies '^(Pext|HyperCube)$'"
                        + " --workloads '^(random|positions)$' --jvm /usr/lib/jvm/x/bin/java",
                ReportStep.rerun(new dev.slidebench.reports.ReportProfile.Rerun(
                        List.of("Pext", "HyperCube"),
                        List.of("RandomLookups.queen", "PositionLookups.slider"),
                        "/usr/lib/jvm/x/bin/java",
                        false)));
        // A benchmark no slidebench workload runs is left out of --workloads; no JVM known, no --jvm.
        assertEquals(
                "./slidebench run --profile thorough --strategies '^(A)$'",
                ReportStep.rerun(new dev.slidebench.reports.ReportProfile.Rerun(
                        List.of("A"), List.of("org.Other.bench"), null, false)));
    }

    @Test
    void aRaceStoppedByItsBudgetIsContinuedWithTwiceTheBudget() {
        Path dir = Path.of("/tmp/results/20261202-140000");
        assertEquals(
                "./slidebench run --resume /tmp/results/20261202-140000 --budget 8m",
                ReportStep.rerun(new dev.slidebench.reports.ReportProfile.Rerun(
                        List.of("Pext", "FancyMagic"),
                        List.of("RandomLookups.queen"),
                        null,
                        false,
                        new dev.slidebench.reports.ReportProfile.BudgetSpent(dir, "4m"))));
        assertEquals(
                "./slidebench run --resume '/tmp/my runs/r1' --budget 3m",
                ReportStep.rerun(new dev.slidebench.reports.ReportProfile.Rerun(
                        List.of("A"),
                        List.of("RandomLookups.queen"),
                        null,
                        false,
                        new dev.slidebench.reports.ReportProfile.BudgetSpent(Path.of("/tmp/my runs/r1"), "90s"))));
    }

    @Test
    void resultsWithNothingInThemAreKeptAndSaidToHaveNoReport(@TempDir Path tmp) throws IOException {
        Path results = Files.writeString(tmp.resolve("results.json"), "[]\n");
        StringWriter said = new StringWriter();
        ReportInputException e =
                assertThrows(ReportInputException.class, () -> ReportStep.write(results, new PrintWriter(said, true)));
        assertEquals(results + ": no benchmark results (the JSON array is empty)", e.getMessage());
        assertEquals("", said.toString(), "the caller says it, where it belongs");
        assertEquals("[]\n", Files.readString(results));
    }

    @Test
    void theReportsNotesComeFirstEachMarkedAsANote(@TempDir Path tmp) throws IOException {
        String fixture;
        try (InputStream in = ReportStepTest.class.getResourceAsStream("/jmh/slidebench/results.json")) {
            fixture = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        // the fixture's 14 results without their JDK version: the report says they form a run of their own
        String withoutJdk = fixture.replace("\"jdkVersion\": \"17.0.15\",", "");
        assertEquals(14, (fixture.length() - withoutJdk.length()) / "\"jdkVersion\": \"17.0.15\",".length());
        Path results = Files.writeString(tmp.resolve("results.json"), withoutJdk);
        StringWriter said = new StringWriter();
        ReportStep.write(results, new PrintWriter(said, true));
        List<String> lines = said.toString().lines().toList();
        assertTrue(
                lines.contains("note: " + results + ": 14 result(s) lack jdkVersion, vmName or jvm; they are reported"
                        + " as a run of their own with the JVM unknown."),
                said.toString());
        int md = lines.indexOf("wrote " + tmp.resolve("report").resolve("report.md"));
        assertTrue(md > 0, said.toString());
        assertTrue(lines.stream().limit(md).allMatch(l -> l.startsWith("note: ")), said.toString());
    }

    /**
     * A strategy whose fast path this JVM lacked is measured again on the newest JDK installed, found
     * where {@code --jvm auto} looks: here a JDK 99 in {@code ~/.jdks}, newer than any on a real machine.
     */
    @Test
    void aFastPathThisJvmLackedIsMeasuredAgainOnTheNewestJdkFound(@TempDir Path tmp) throws IOException {
        Path home = Files.createDirectories(tmp.resolve(".jdks").resolve("jdk-99"));
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexit 1\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"99.0.1\"\n");
        String userHome = System.getProperty("user.home");
        System.setProperty("user.home", tmp.toString());
        try {
            assertEquals(
                    "./slidebench run --profile thorough --strategies '^(Pext)$' --workloads '^(random)$' --jvm "
                            + home.toRealPath(),
                    ReportStep.rerun(new dev.slidebench.reports.ReportProfile.Rerun(
                            List.of("Pext"), List.of("RandomLookups.queen"), "/usr/lib/jvm/x/bin/java", true)));
        } finally {
            System.setProperty("user.home", userHome);
        }
    }
}
