package dev.slidebench.reports.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.model.ResultSet.Run;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** DESIGN's run selector: label, then JDK version prefix, then a substring of the JVM path; ambiguity is bad input. */
class RunSelectorTest {

    private static Run run(int index, String label, String version, String jvm) {
        return new Run(
                index, label, Path.of("r.json"), "r.json", version, "VM", null, jvm, null, List.of(), null, null);
    }

    private static final List<Run> RUNS = List.of(
            run(0, "JDK 17.0.15", "17.0.15", "/usr/lib/jvm/java-17-openjdk-amd64/bin/java"),
            run(1, "JDK 25.0.1", "25.0.1", "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"),
            run(2, "JDK 170", "170", "/opt/future/bin/java"));

    @Test
    void byLabelIgnoringCaseAndSpaceAround() {
        assertEquals(RUNS.get(1), RunSelector.select(RUNS, "  jdk 25.0.1 ", "--jvm"));
    }

    @Test
    void byVersionPrefixAtAComponentBoundary() {
        assertEquals(RUNS.get(0), RunSelector.select(RUNS, "17", "--jvm"), "17 is not a prefix of 170");
        assertEquals(RUNS.get(0), RunSelector.select(RUNS, "17.0", "--jvm"));
        assertEquals(RUNS.get(1), RunSelector.select(RUNS, "25", "--jvm"));
        assertEquals(RUNS.get(2), RunSelector.select(RUNS, "170", "--jvm"), "an exact version");
        List<Run> early = List.of(run(0, "a", "26-ea", null), run(1, "b", "27+12", null));
        assertEquals(early.get(0), RunSelector.select(early, "26", "--jvm"));
        assertEquals(early.get(1), RunSelector.select(early, "27", "--jvm"));
    }

    @Test
    void byJvmPathSubstring() {
        assertEquals(RUNS.get(1), RunSelector.select(RUNS, "temurin", "--jvm"));
        assertEquals(RUNS.get(2), RunSelector.select(RUNS, "/opt/", "--jvm"));
    }

    @Test
    void ambiguousUnknownAndEmptySelectorsAreBadInput() {
        ReportInputException ambiguous =
                assertThrows(ReportInputException.class, () -> RunSelector.select(RUNS, "usr/lib", "--base"));
        assertEquals(
                "--base usr/lib: ambiguous, matches JDK 17.0.15; JDK 25.0.1 (name a run by its label)",
                ambiguous.getMessage());
        ReportInputException none =
                assertThrows(ReportInputException.class, () -> RunSelector.select(RUNS, "graal", "--test"));
        assertEquals(
                "--test graal: matches no run (by label, JDK version prefix or JVM path); runs: JDK 17.0.15;"
                        + " JDK 25.0.1; JDK 170",
                none.getMessage());
        assertEquals(
                "--jvm: empty run selector",
                assertThrows(ReportInputException.class, () -> RunSelector.select(RUNS, " ", "--jvm"))
                        .getMessage());
        assertThrows(ReportInputException.class, () -> RunSelector.select(RUNS, null, "--jvm"));
        // A run without version or path is skipped by those kinds, not an error.
        List<Run> unknown = List.of(run(0, "x", null, null), run(1, "y", "21.0.2", "/j21/bin/java"));
        assertEquals(unknown.get(1), RunSelector.select(unknown, "21", "--jvm"));
        assertEquals(unknown.get(1), RunSelector.select(unknown, "j21", "--jvm"));
    }

    @Test
    void newestByVersionNumberNotText() {
        assertEquals(RUNS.get(2), RunSelector.newest(RUNS), "170 > 25 > 17 as numbers");
        List<Run> two = List.of(run(0, "a", "25.0.1", null), run(1, "b", "9.0.4", null));
        assertEquals(two.get(0), RunSelector.newest(two), "as text 9 would win");
        List<Run> equal = List.of(run(0, "a", "21", null), run(1, "b", "21", null));
        assertEquals(equal.get(1), RunSelector.newest(equal), "the last among equals");
        List<Run> unknownLast = List.of(run(0, "a", "17", null), run(1, "b", null, null));
        assertEquals(unknownLast.get(0), RunSelector.newest(unknownLast), "a known version beats an unknown one");
        List<Run> unknownFirst = List.of(run(0, "a", null, null), run(1, "b", "17", null));
        assertEquals(unknownFirst.get(1), RunSelector.newest(unknownFirst));
    }

    @Test
    void versionComparison() {
        assertEquals(0, RunSelector.compareVersions(null, null));
        assertEquals(-1, RunSelector.compareVersions(null, "17"));
        assertEquals(1, RunSelector.compareVersions("17", null));
        assertTrue(RunSelector.compareVersions("17.0.15", "17.0.9") > 0);
        assertTrue(RunSelector.compareVersions("17.0.9", "17.0.15") < 0);
        // Not version strings: compared as text, ignoring case.
        assertEquals(0, RunSelector.compareVersions("Banana", "banana"));
        assertTrue(RunSelector.compareVersions("apple", "Banana") < 0);
    }

    @Test
    void labelsListEveryRun() {
        assertEquals("JDK 17.0.15; JDK 25.0.1; JDK 170", RunSelector.labels(RUNS));
    }
}
