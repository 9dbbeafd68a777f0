package dev.slidebench.reports.model;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.input.JmhJsonReader;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import dev.slidebench.reports.model.ResultSet.Run;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How results become runs and cases: the labelling schemes tried in order (JDK, VM name, file, file with
 * JDK, file with VM, file with JVM path, then numbers), the split by JVM arguments, results whose JVM is
 * unknown, and case slugs that would collide.
 */
class RunArrangementTest {

    private static final String QUEEN = "x.Lookups.queen";

    @TempDir
    Path temp;

    private Path file(String relative, JmhText... elements) {
        return JmhText.write(temp.resolve(relative), elements);
    }

    private static List<String> labels(ResultSet set) {
        return set.runs().stream().map(Run::label).toList();
    }

    private static JmhText on(String jdk, String vm, String jvm) {
        return element(QUEEN).strategy("A").jvm(jvm, jdk, vm);
    }

    @Test
    void twoVmsOfOneJdkAreNamedByTheVm() {
        Path f = file("vm/r.json", on("17.0.15", "VM-A", "/a/java"), on("17.0.15", "VM-B", "/b/java"));
        assertEquals(List.of("JDK 17.0.15 VM-A", "JDK 17.0.15 VM-B"), labels(ResultSet.load(List.of(f), "strategy")));
    }

    @Test
    void filesAreNamedWhenTheJvmsAgree() {
        Path a = file("same/a.json", on("17.0.15", "VM", "/a/java"));
        Path b = file("same/b.json", on("17.0.15", "VM", "/a/java"));
        assertEquals(List.of("a.json", "b.json"), labels(ResultSet.load(List.of(a, b), "strategy")));
    }

    @Test
    void fileAndJdkWhenNeitherAloneTellsThemApart() {
        Path a = file("jdk/a.json", on("17.0.15", "VM", "/a/java"), on("21", "VM", "/c/java"));
        Path b = file("jdk/b.json", on("17.0.15", "VM", "/a/java"));
        assertEquals(
                List.of("a.json \u00b7 JDK 17.0.15", "a.json \u00b7 JDK 21", "b.json \u00b7 JDK 17.0.15"),
                labels(ResultSet.load(List.of(a, b), "strategy")));
    }

    @Test
    void fileAndVmWhenTheJdksAgreeToo() {
        Path a = file("vms/a.json", on("17.0.15", "VM-A", "/a/java"), on("17.0.15", "VM-B", "/b/java"));
        Path b = file("vms/b.json", on("17.0.15", "VM-A", "/a/java"));
        assertEquals(
                List.of(
                        "a.json \u00b7 JDK 17.0.15 VM-A",
                        "a.json \u00b7 JDK 17.0.15 VM-B",
                        "b.json \u00b7 JDK 17.0.15 VM-A"),
                labels(ResultSet.load(List.of(a, b), "strategy")));
    }

    @Test
    void fileVmAndJvmPathLast() {
        Path a = file("paths/a.json", on("17.0.15", "VM", "/a/java"), on("17.0.15", "VM", "/b/java"));
        Path b = file("paths/b.json", on("17.0.15", "VM", "/a/java"));
        assertEquals(
                List.of(
                        "a.json \u00b7 JDK 17.0.15 VM \u00b7 /a/java",
                        "a.json \u00b7 JDK 17.0.15 VM \u00b7 /b/java",
                        "b.json \u00b7 JDK 17.0.15 VM \u00b7 /a/java"),
                labels(ResultSet.load(List.of(a, b), "strategy")));
    }

    @Test
    void runsNoSchemeTellsApartAreNumbered() {
        Path f = file("same/r.json", on("17.0.15", "VM", "/a/java"));
        List<RunDraft> drafts = List.of(draft(f), draft(f));
        assertEquals(
                List.of(
                        "r.json \u00b7 JDK 17.0.15 VM \u00b7 /a/java #1",
                        "r.json \u00b7 JDK 17.0.15 VM \u00b7 /a/java #2"),
                RunLabels.runLabels(drafts, Map.of(f.toAbsolutePath().normalize(), "r.json")));
    }

    private static RunDraft draft(Path file) {
        RunDraft draft = new RunDraft(file);
        draft.results.addAll(JmhJsonReader.read(file));
        return draft;
    }

    @Test
    void resultsWithAnUnknownJvmFormTheirOwnRun() {
        Path f = file(
                "unknown/r.json",
                on("17.0.15", "VM", "/a/java"),
                element("x.Lookups.rook").strategy("A").jvm("/a/java", null, "VM"),
                element("x.Lookups.bishop").strategy("A").jvm(null, "17.0.15", null));
        ResultSet set = ResultSet.load(List.of(f), "strategy");
        assertEquals(
                List.of(f + ": 2 result(s) lack jdkVersion, vmName or jvm; they are reported as a run of their own"
                        + " with the JVM unknown."),
                set.warnings());
        assertEquals(List.of("JDK 17.0.15 VM", "JDK ? VM", "JDK 17.0.15"), labels(set));
    }

    @Test
    void duplicatesAreSplitByJvmArgumentsBeforeTheyArePooled() {
        Path args = file(
                "args/r.json",
                element(QUEEN).strategy("A").jvmArgs("-Xmx1g").forks(5),
                element(QUEEN).strategy("A").jvmArgs().forks(6));
        ResultSet split = ResultSet.load(List.of(args), "strategy");
        assertEquals(List.of("JDK 17.0.15 [-Xmx1g]", "JDK 17.0.15 [no JVM args]"), labels(split));
        assertTrue(split.warnings().isEmpty(), split.warnings().toString());
        assertEquals("-Xmx1g", split.runs().get(0).jvmArgsVariant());

        Path same = file(
                "same-args/r.json",
                element(QUEEN).strategy("A").jvmArgs("-Xmx1g").forks(5),
                element(QUEEN).strategy("A").jvmArgs("-Xmx1g").forks(6),
                element(QUEEN).strategy("B").jvmArgs("-Xmx1g").forks(7));
        ResultSet pooled = ResultSet.load(List.of(same), "strategy");
        assertEquals(List.of("JDK 17.0.15"), labels(pooled));
        assertNull(pooled.runs().get(0).jvmArgsVariant(), "one variant only: no need to name it");
        assertEquals(
                List.of(same
                        + " holds the same benchmark, parameters and JVM more than once; their forks were pooled."),
                pooled.warnings());
        Run run = pooled.runs().get(0);
        assertArrayEquals(
                new double[] {5, 6},
                pooled.cell(run, pooled.cases().get(0), "A").metric().forkMeans());
    }

    @Test
    void collidingSlugsAreNumbered() {
        // "x y", "x-y" and "x.y" all slug to x-y.
        Path f = file(
                "slugs/r.json",
                element(QUEEN).strategy("A").param("size", "x y"),
                element(QUEEN).strategy("A").param("size", "x-y"),
                element(QUEEN).strategy("A").param("size", "x.y"));
        List<BenchmarkCase> cases = ResultSet.load(List.of(f), "strategy").cases();
        assertEquals(
                List.of("lookups-queen-size-x-y", "lookups-queen-size-x-y-2", "lookups-queen-size-x-y-3"),
                cases.stream().map(BenchmarkCase::slug).toList());
        assertEquals("Lookups.queen (size=x.y)", cases.get(2).title());
    }
}
