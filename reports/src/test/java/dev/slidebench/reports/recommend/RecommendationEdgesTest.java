package dev.slidebench.reports.recommend;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recommendation's edges on small hand-made runs whose outcome is plain from the numbers (forks
 * within 1% of each other, strategies 2&times; apart), and on the slidebench fixture (its run.json says
 * which strategy has which tables and flags): who is excluded and why, the reason and warning texts, and
 * constraints that cannot be judged.
 */
class RecommendationEdgesTest {

    private static final ReportProfile PROFILE =
            new ReportProfile("strategy", null, List.of(), v -> List.of("use " + v));

    @TempDir
    Path temp;

    private static Path fixture() {
        try {
            return Path.of(RecommendationEdgesTest.class
                    .getResource("/jmh/slidebench/results.json")
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Request request(List<String> workload, Long maxBytes, boolean xray, boolean incremental) {
        return new Request(List.of(), "strategy", workload, maxBytes, xray, incremental, null, Settings.defaults());
    }

    private static Recommender.Recommendation recommend(Path file, Request request) {
        return Recommender.recommend(ResultSet.load(List.of(file), request.byParam()), request, PROFILE);
    }

    private static Recommender.Recommendation onFixture(List<String> workload, Long maxBytes, boolean incremental) {
        return recommend(fixture(), request(workload, maxBytes, false, incremental));
    }

    /** Three forks within 1% of {@code mean}: 0.99, 1.00 and 1.01 of it. */
    private static double[] near(double mean) {
        return new double[] {mean * 0.99, mean, mean * 1.01};
    }

    private static JmhText lookup(String method, String strategy, double mean) {
        return element("x.Lookups." + method).strategy(strategy).forks(near(mean));
    }

    private static final String TWO_STRATEGIES = "\"strategies\":{"
            + "\"A\":{\"tableBytes\":4096,\"incremental\":false,\"storedXray\":true,\"degraded\":null},"
            + "\"B\":{\"tableBytes\":64,\"incremental\":true,\"storedXray\":false,\"degraded\":null}}";

    /** Fork records for A and B in {@code method}, three rounds each, with {@code extra} members. */
    private static String forks(String method, String extra) {
        StringBuilder forks = new StringBuilder();
        for (String strategy : List.of("A", "B")) {
            for (int round = 0; round < 3; round++) {
                forks.append(forks.length() == 0 ? "" : ",")
                        .append("{\"benchmark\":\"x.Lookups.")
                        .append(method)
                        .append("\",\"params\":{\"strategy\":\"")
                        .append(strategy)
                        .append("\"},\"round\":")
                        .append(round)
                        .append(",\"row\":")
                        .append(round)
                        .append(extra)
                        .append('}');
            }
        }
        return forks.toString();
    }

    private Path run(String dir, String record, JmhText... elements) {
        Path results = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        if (record != null) {
            JmhText.writeText(results.resolveSibling("run.json"), record);
        }
        return results;
    }

    @Test
    void aCleanRunHasNoWarnings() {
        // A load of 2.0 on 2 cores is not above the core count.
        Path file = run(
                "clean",
                "{\"platform\":{\"cores\":2}," + TWO_STRATEGIES + ",\"forks\":[" + forks("queen", ",\"loadBefore\":2.0")
                        + "]}",
                lookup("queen", "A", 10),
                lookup("queen", "B", 20));
        Recommender.Recommendation r = recommend(file, request(List.of(), null, false, false));
        assertEquals("A", r.chosen());
        assertEquals(List.of(), r.selected().warnings());
        assertTrue(
                r.selected().reasons().contains("Focus: answered from stored tables."),
                r.selected().reasons().toString());
        assertTrue(r.selected().reasons().contains("Stateless: nothing to update."));
        assertTrue(r.selected().reasons().contains("Table bytes: 4,096 B (4 KiB)."));
        assertTrue(
                r.selected()
                        .why()
                        .startsWith("A ranks first (geometric mean of its speed relative to the fastest, over the"
                                + " benchmarks); no other strategy"),
                r.selected().why());
        // With a constraint the winner "ranks first of those allowed".
        Recommender.Recommendation small = recommend(file, request(List.of(), 64L, false, false));
        assertEquals("B", small.chosen(), "a table of exactly the limit is allowed");
        assertTrue(
                small.selected().why().startsWith("B ranks first of those allowed (geometric mean"),
                small.selected().why());
        assertEquals(
                "table 4,096 B (4 KiB) > --max-table-bytes 64",
                small.selected().excluded().get("A"));
        assertTrue(small.selected().reasons().contains("Stateful: keeps state that every update changes."));
        assertTrue(small.selected().reasons().contains("Focus: computed, not stored."));
        // 2.5 on 2 cores is.
        Path busy = run(
                "loaded",
                "{\"platform\":{\"cores\":2}," + TWO_STRATEGIES + ",\"forks\":[" + forks("queen", ",\"loadBefore\":2.5")
                        + "]}",
                lookup("queen", "A", 10),
                lookup("queen", "B", 20));
        assertEquals(
                List.of("Machine busy: load average up to 2.5 on 2 cores before a fork."),
                recommend(busy, request(List.of(), null, false, false))
                        .selected()
                        .warnings());
    }

    @Test
    void aContentionOfExactlyTheBoundCountsAsWaiting() {
        Path file = run(
                "contended",
                "{" + TWO_STRATEGIES + ",\"forks\":[" + forks("queen", ",\"contention\":1.1") + "]}",
                lookup("queen", "A", 10),
                lookup("queen", "B", 20));
        assertEquals(
                List.of("Busy machine: 6 of 6 forks waited for a core (wall \u00f7 CPU up to 1.10); wall times include"
                        + " that wait."),
                recommend(file, request(List.of(), null, false, false))
                        .selected()
                        .warnings());
    }

    @Test
    void contentionMeasuredWithCpuTimeRanksOnCpu() {
        // Wall 15 ns/op against 10 ns/op of CPU in every fork: wall / CPU = 1.5.
        Path file = run(
                "cpu",
                null,
                lookup("queen", "A", 15)
                        .secondary("cpu.time", "ns/op", new double[] {9.9}, new double[] {10}, new double[] {10.1}),
                lookup("queen", "B", 30)
                        .secondary("cpu.time", "ns/op", new double[] {19.8}, new double[] {20}, new double[] {20.2}));
        Recommender.Recommendation r = recommend(file, request(List.of(), null, false, false));
        List<String> warnings = r.selected().warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(
                warnings.get(0).startsWith("Busy machine: 6 of 6 forks waited for a core (wall \u00f7 CPU up to 1.5"),
                warnings.get(0));
        assertTrue(warnings.get(0).endsWith("; those tables rank on CPU time."), warnings.get(0));
        assertTrue(
                r.selected().reasons().get(0).startsWith("Lookups.queen (cpu): ranked first, "),
                r.selected().reasons().toString());
    }

    /**
     * A is 2.5&times; faster in queen and 2&times; slower in rook: its score sqrt(1 &times; 1/2) = 0.71 beats B's
     * sqrt(1/2.5 &times; 1) = 0.63, but in rook it is separated from B.
     */
    @Test
    void aChosenValueOutsideABestGroupIsNotCalledTied() {
        Path file = run(
                "split",
                null,
                lookup("queen", "A", 10),
                lookup("queen", "B", 25),
                lookup("rook", "A", 30),
                lookup("rook", "B", 15));
        Recommender.Recommendation r = recommend(file, request(List.of(), null, false, false));
        assertEquals("A", r.chosen());
        String rook = r.selected().reasons().get(1);
        assertTrue(rook.startsWith("Lookups.rook (wall): 2.000\u00d7 ["), rook);
        assertTrue(rook.endsWith(" the time of the fastest, B; best group: B"), rook);
        assertEquals(1 / Math.sqrt(2), r.selected().scores().get("A"), 1e-9);
        assertEquals(1 / Math.sqrt(2.5), r.selected().scores().get("B"), 1e-9);
        assertTrue(r.selected().reasons().contains("Table bytes: unknown."));
        assertTrue(r.selected().reasons().contains("Path: its own fast path (no fallback recorded)."));
    }

    @Test
    void aTiedChosenValueSaysItCannotBeToldApart() {
        // Positions: FancyMagic is fastest; Kindergarten and Pext are in its best group (RecommenderTest's numbers).
        Recommender.Recommendation r = onFixture(List.of("Positions"), null, false);
        assertEquals("Kindergarten", r.chosen());
        String reason = r.selected().reasons().get(0);
        assertTrue(
                reason.contains(" the time of the fastest, FancyMagic (cannot be told apart); best group: FancyMagic,"
                        + " Kindergarten, Pext (emulated)"),
                reason);
    }

    @Test
    void theFirstBenchmarkAValueIsMissingFromNamesIt() {
        Path file = run(
                "missing",
                null,
                lookup("queen", "A", 10),
                lookup("queen", "B", 20),
                lookup("rook", "A", 10),
                lookup("bishop", "A", 10));
        Recommender.Recommendation r = recommend(file, request(List.of(), null, false, false));
        assertEquals("not measured in Lookups.rook", r.selected().excluded().get("B"));
        assertEquals(List.of("A"), r.selected().shortlist());
    }

    @Test
    void aBenchmarkARunDidNotMeasureExcludesNobody() {
        // JDK 25 measured queen only; rook, which JDK 17 measured, does not exclude its values.
        String jdk25 = "/usr/lib/jvm/25/bin/java";
        Path file = run(
                "runs",
                null,
                lookup("queen", "A", 10),
                lookup("queen", "B", 20),
                lookup("rook", "A", 10),
                lookup("rook", "B", 20),
                lookup("queen", "A", 10).jvm(jdk25, "25.0.1", "VM"),
                lookup("queen", "B", 20).jvm(jdk25, "25.0.1", "VM"));
        Recommender.Recommendation r = recommend(file, request(List.of(), null, false, false));
        assertEquals("JDK 25.0.1", r.selected().run().label());
        assertEquals(List.of("A", "B"), r.selected().shortlist());
        assertTrue(r.selected().excluded().isEmpty(), r.selected().excluded().toString());
    }

    @Test
    void constraintsNoRecordCanJudgeAreBadInput() {
        Path bare = run("bare", null, lookup("queen", "A", 10), lookup("queen", "B", 20));
        ReportInputException e = assertThrows(
                ReportInputException.class, () -> recommend(bare, request(List.of(), 1000L, false, false)));
        assertEquals(
                "--max-table-bytes: cannot be judged: the inputs record no table bytes for any strategy (no run.json"
                        + " beside results.json)",
                e.getMessage());
        Path unlisted = run("unlisted", "{\"strategies\":{}}", lookup("queen", "A", 10), lookup("queen", "B", 20));
        e = assertThrows(ReportInputException.class, () -> recommend(unlisted, request(List.of(), null, false, true)));
        assertEquals(
                "--stateful: cannot be judged: the inputs record no state for any strategy ("
                        + unlisted.resolveSibling("run.json").toAbsolutePath() + " does not list them)",
                e.getMessage());
        Path other = run(
                "other",
                "{" + TWO_STRATEGIES + "}",
                element("x.Lookups.queen").param("impl", "A").forks(near(10)),
                element("x.Lookups.queen").param("impl", "B").forks(near(20)));
        Request byImpl = new Request(List.of(), "impl", List.of(), 1000L, false, false, null, Settings.defaults());
        e = assertThrows(ReportInputException.class, () -> recommend(other, byImpl));
        assertEquals(
                "--max-table-bytes: cannot be judged: the inputs record no table bytes for any impl (run.json describes"
                        + " another parameter than 'impl')",
                e.getMessage());
    }

    @Test
    void aLimitOfZeroIsAllowed() {
        // RayLoop holds no tables (0 B in the fixture's run.json): the only strategy within 0 bytes.
        Recommender.Recommendation r = onFixture(List.of(), 0L, false);
        assertEquals("RayLoop", r.chosen());
        assertEquals(List.of("RayLoop"), r.selected().shortlist());
    }

    @Test
    void focusRankingSaysHowTheChosenValueAnswers() {
        Path stored = run(
                "xray-stored",
                "{" + TWO_STRATEGIES + "}",
                element("x.Focused.focus").strategy("A").forks(near(10)),
                element("x.Focused.focus").strategy("B").forks(near(20)));
        Recommender.Recommendation a = recommend(stored, request(List.of(), null, true, false));
        assertEquals("A", a.chosen());
        String note = a.selected().reasons().get(0);
        assertTrue(
                note.startsWith(
                        "--focus: ranked on Focused.focus, the measured cost of one focus operation (wall): A "),
                note);
        assertTrue(note.endsWith(", the fastest; from stored tables."), note);
        Path generic = run(
                "xray-generic",
                "{" + TWO_STRATEGIES + "}",
                element("x.Focused.focus").strategy("A").forks(near(20)),
                element("x.Focused.focus").strategy("B").forks(near(10)));
        String generic0 = recommend(generic, request(List.of(), null, true, false))
                .selected()
                .reasons()
                .get(0);
        assertTrue(generic0.endsWith(", the fastest; computed."), generic0);
        Path unknown = run(
                "xray-unknown",
                "{\"strategies\":{\"B\":{\"tableBytes\":64}}}",
                element("x.Focused.focus").strategy("A").forks(near(10)),
                element("x.Focused.focus").strategy("B").forks(near(20)));
        String unknown0 = recommend(unknown, request(List.of(), null, true, false))
                .selected()
                .reasons()
                .get(0);
        assertTrue(unknown0.endsWith(", the fastest."), unknown0);
    }

    @Test
    void singleForksHaveNoResolution() {
        Path file = run(
                "single",
                null,
                element("x.Lookups.queen").strategy("A").primary("ns/op", new double[] {10, 10.1, 9.9}),
                element("x.Lookups.queen").strategy("B").primary("ns/op", new double[] {20, 20.2, 19.8}));
        Verdict verdict =
                recommend(file, request(List.of(), null, false, false)).selected();
        assertEquals(
                "smallest ratio detectable at 80% power (all pairs, Holm at family-wise \u03b1 = 0.05): none (single"
                        + " forks) in Lookups.queen",
                verdict.resolution());
        assertTrue(
                verdict.warnings()
                        .contains("Single-fork data (A, B): intervals from iterations understate"
                                + " run-to-run noise; none of them is called faster."),
                verdict.warnings().toString());
    }

    /**
     * One fork of A at 13 among nineteen at 10 &times; (1 + 0.001k), k = -9..9; B twenty at 20 &times; (1 +
     * 0.001k), k = -10..9. On logs, one-way with pooled variance, that fork's internally studentised residual is
     * 6.11 (numpy, outside this code) and every other is below 0.6 in magnitude: one outlier fork.
     */
    @Test
    void anOutlierForkIsCountedInTheWarnings() {
        double[] a = new double[20];
        double[] b = new double[20];
        for (int k = -9; k <= 9; k++) {
            a[k + 9] = 10 * (1 + 0.001 * k);
        }
        a[19] = 13;
        for (int k = -10; k <= 9; k++) {
            b[k + 10] = 20 * (1 + 0.001 * k);
        }
        Path file = run(
                "outlier",
                null,
                element("x.Lookups.queen").strategy("A").forks(a),
                element("x.Lookups.queen").strategy("B").forks(b));
        assertEquals(
                List.of("1 outlier fork(s) (|studentised residual| > 3.5), kept in the statistics and flagged in the"
                        + " tables."),
                recommend(file, request(List.of(), null, false, false))
                        .selected()
                        .warnings());
    }
}
