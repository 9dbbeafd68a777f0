package dev.slidebench.reports.analysis;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One case's analysis on hand-made results: CPU time converted to the case's time unit (ns/op for
 * throughput) and dropped when unusable,
 * contention (wall ÷ CPU) in time and throughput modes and from run.json, the sentence saying which
 * measure ranks, controls, single forks, and the settings' bounds. Each expected number is worked out in
 * a comment from the few values written.
 */
class CaseAnalysisEdgesTest {

    private static final ReportProfile PROFILE = ReportProfile.generic();
    private static final String QUEEN = "x.Lookups.queen";

    @TempDir
    Path temp;

    private ResultSet load(String dir, String record, JmhText... elements) {
        Path results = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        if (record != null) {
            JmhText.writeText(results.resolveSibling("run.json"), record);
        }
        return ResultSet.load(List.of(results), "strategy");
    }

    private static CaseAnalysis analyse(ResultSet set, MetricChoice metric) {
        return CaseAnalysis.of(
                set, set.runs().get(0), set.cases().get(0), new Settings(0.95, 0.05, metric, null), PROFILE, null);
    }

    private static JmhText queen(String strategy, double... forks) {
        return element(QUEEN).strategy(strategy).forks(forks);
    }

    /** One CPU value per fork. */
    private static double[][] perFork(double... values) {
        double[][] forks = new double[values.length][];
        for (int f = 0; f < values.length; f++) {
            forks[f] = new double[] {values[f]};
        }
        return forks;
    }

    @Test
    void cpuTimeInAnotherUnitIsConvertedToNanoseconds() {
        // 0.01 us/op of CPU is 10 ns/op; the wall time 15 ns/op over it is a contention of 1.5.
        ResultSet set = load(
                "us",
                null,
                queen("A", 14.85, 15, 15.15).secondary("cpu.time", "us/op", perFork(0.0099, 0.01, 0.0101)),
                queen("B", 29.7, 30, 30.3).secondary("cpu.time", "us/op", perFork(0.0198, 0.02, 0.0202)));
        CaseAnalysis analysis = analyse(set, MetricChoice.AUTO);
        Entry a = analysis.entry("A");
        assertArrayEquals(new double[] {9.9, 10, 10.1}, a.forkMeans().get(MetricKind.CPU), 1e-9);
        assertArrayEquals(new double[] {1.5, 1.5, 1.5}, a.contention(), 1e-9);
        assertEquals(MetricKind.CPU, analysis.rankedOn());
        assertNotNull(analysis.statistics(MetricKind.CPU));
        assertSame(analysis.statistics(MetricKind.CPU), analysis.rankedStatistics());
        assertTrue(analysis.anyContended());
        assertEquals(
                "Ranked on CPU time: some forks were contended (wall \u00f7 CPU up to 1.50 \u2265 1.1), so their wall"
                        + " times include waiting for a core.",
                analysis.metricReason());
    }

    @Test
    void cpuTimeOfATimeModeCaseIsShownInTheCaseUnit() {
        // A single-shot case in ms/op (the init workload): JMH records cpu.time in ns/op, 2,000,000 ns
        // of CPU is 2 ms/op, and a wall time of 3 ms/op over it is a contention of 1.5.
        ResultSet set = load(
                "ss",
                null,
                element(QUEEN)
                        .mode("ss")
                        .strategy("A")
                        .primary("ms/op", new double[] {3}, new double[] {3}, new double[] {3})
                        .secondary("cpu.time", "ns/op", perFork(2_000_000, 2_000_000, 2_000_000)),
                element(QUEEN)
                        .mode("ss")
                        .strategy("B")
                        .primary("ms/op", new double[] {8}, new double[] {8}, new double[] {8})
                        .secondary("cpu.time", "ns/op", perFork(4_000_000, 4_000_000, 4_000_000)));
        CaseAnalysis analysis = analyse(set, MetricChoice.CPU);
        assertEquals("ms/op", analysis.unit(MetricKind.CPU));
        assertEquals("ms/op", analysis.unit(MetricKind.WALL));
        assertArrayEquals(
                new double[] {2, 2, 2}, analysis.entry("A").forkMeans().get(MetricKind.CPU), 1e-9);
        assertArrayEquals(new double[] {1.5, 1.5, 1.5}, analysis.entry("A").contention(), 1e-9);
        // B: 8 ms of wall over 4 ms of CPU.
        assertArrayEquals(new double[] {2, 2, 2}, analysis.entry("B").contention(), 1e-9);
        assertEquals(2, analysis.entry("A").result(MetricKind.CPU).geomean(), 1e-9);
    }

    @Test
    void cpuTimeThatCannotBeUsedIsLeftOut() {
        // A CPU fork mean of 0 cannot be a ratio's denominator; two CPU forks for three wall forks do not pair.
        for (double[][] cpu : List.of(perFork(10, 0, 10), perFork(10, 10))) {
            ResultSet set = load(
                    "bad-cpu-" + cpu.length + "-" + cpu[1][0],
                    null,
                    queen("A", 14.85, 15, 15.15).secondary("cpu.time", "ns/op", cpu),
                    queen("B", 29.7, 30, 30.3).secondary("cpu.time", "ns/op", perFork(29.7, 30, 30.3)));
            CaseAnalysis analysis = analyse(set, MetricChoice.AUTO);
            // B's CPU time is its wall time (contention 1), and without A's there is no CPU table.
            assertArrayEquals(new double[] {1, 1, 1}, analysis.entry("B").contention(), 1e-12);
            assertNull(analysis.statistics(MetricKind.CPU));
            assertNull(analysis.entry("A").contention());
            assertNull(analysis.entry("A").forkMeans().get(MetricKind.CPU));
            assertEquals(MetricKind.WALL, analysis.rankedOn());
            assertEquals("Ranked on wall time (no CPU time recorded).", analysis.metricReason());
            assertFalse(analysis.anyContended());
        }
    }

    @Test
    void throughputContentionComparesNanosecondsPerOperation() {
        // 0.05 ops/us is 20 us = 20,000 ns per operation; over 10,000 ns of CPU that is a contention of 2.
        ResultSet set = load(
                "thrpt",
                null,
                element(QUEEN)
                        .mode("thrpt")
                        .strategy("A")
                        .primary("ops/us", new double[] {0.05}, new double[] {0.05}, new double[] {0.05})
                        .secondary("cpu.time", "ns/op", perFork(10_000, 10_000, 10_000)),
                element(QUEEN)
                        .mode("thrpt")
                        .strategy("B")
                        .primary("ops/us", new double[] {0.1}, new double[] {0.1}, new double[] {0.1})
                        .secondary("cpu.time", "ns/op", perFork(8_000, 8_000, 8_000)));
        CaseAnalysis analysis = analyse(set, MetricChoice.WALL);
        assertArrayEquals(new double[] {2, 2, 2}, analysis.entry("A").contention(), 1e-9);
        // B: 0.1 ops/us is 10,000 ns per operation, over 8,000 ns of CPU: 1.25.
        assertArrayEquals(new double[] {1.25, 1.25, 1.25}, analysis.entry("B").contention(), 1e-9);
        assertTrue(analysis.higherIsBetter(MetricKind.WALL));
        assertFalse(analysis.higherIsBetter(MetricKind.CPU), "CPU time is a time whatever the mode");
        assertEquals("ops/us", analysis.unit(MetricKind.WALL));
        assertEquals("ns/op", analysis.unit(MetricKind.CPU));
        assertEquals(
                "Ranked on wall time (--metric wall); some forks were contended (wall \u00f7 CPU up to 2.00), so wall"
                        + " times include waiting for a core.",
                analysis.metricReason());
        // A throughput unit that is no JMH time unit gives no contention.
        ResultSet odd = load(
                "odd",
                null,
                element(QUEEN)
                        .mode("thrpt")
                        .strategy("A")
                        .primary("ops/fortnight", new double[] {5}, new double[] {5})
                        .secondary("cpu.time", "ns/op", perFork(10, 10)));
        assertNull(analyse(odd, MetricChoice.AUTO).entry("A").contention());
    }

    @Test
    void theWorstContentionCountsControlsAndSkipsValuesWithoutCpuTime() {
        // A waits 1.5x, B has no CPU time (so no contention and no CPU table), BASELINE waits 2x.
        ResultSet set = load(
                "worst",
                null,
                queen("A", 15, 15, 15).secondary("cpu.time", "ns/op", perFork(10, 10, 10)),
                queen("B", 30, 30.3, 29.7),
                queen("BASELINE", 2, 2, 2).secondary("cpu.time", "ns/op", perFork(1, 1, 1)));
        CaseAnalysis analysis = analyse(set, MetricChoice.WALL);
        assertNull(analysis.statistics(MetricKind.CPU));
        assertTrue(analysis.metricReason().contains("(wall \u00f7 CPU up to 2.00)"), analysis.metricReason());
        ResultSet noControl = load(
                "worst-entries",
                null,
                queen("A", 15, 15, 15).secondary("cpu.time", "ns/op", perFork(10, 10, 10)),
                queen("B", 30, 30.3, 29.7));
        String reason = analyse(noControl, MetricChoice.WALL).metricReason();
        assertTrue(reason.contains("(wall \u00f7 CPU up to 1.50)"), reason);
    }

    @Test
    void contentionFromTheRunRecordAtExactlyTheBound() {
        StringBuilder forks = new StringBuilder();
        for (String strategy : List.of("A", "B")) {
            for (int round = 0; round < 3; round++) {
                forks.append(forks.length() == 0 ? "" : ",")
                        .append("{\"benchmark\":\"" + QUEEN + "\",\"params\":{\"strategy\":\"" + strategy
                                + "\"},\"round\":" + round + ",\"row\":" + round + ",\"contention\":1.1}");
            }
        }
        ResultSet set = load(
                "record",
                "{\"strategies\":{},\"forks\":[" + forks + "]}",
                queen("A", 10, 10.1, 9.9),
                queen("B", 20, 20.2, 19.8));
        CaseAnalysis analysis = analyse(set, MetricChoice.WALL);
        assertArrayEquals(new double[] {1.1, 1.1, 1.1}, analysis.entry("A").contention());
        assertArrayEquals(new int[] {0, 1, 2}, analysis.entry("A").rounds());
        assertTrue(analysis.entry("A").contended(), "1.10 is contended");
        assertTrue(analysis.anyContended());
        assertEquals(
                "Ranked on wall time (--metric wall); some forks were contended (wall \u00f7 CPU up to 1.10), so wall"
                        + " times include waiting for a core.",
                analysis.metricReason());
    }

    @Test
    void aZeroForkMeanIsBadInput() {
        ResultSet set = load("zero", null, queen("A", 0, 1, 1), queen("B", 2, 2, 2));
        ReportInputException e = assertThrows(ReportInputException.class, () -> analyse(set, MetricChoice.AUTO));
        assertTrue(
                e.getMessage()
                        .endsWith(": $[0]: " + QUEEN
                                + " A has a fork mean of 0.0; scores must be positive to be compared" + " as ratios"),
                e.getMessage());
    }

    @Test
    void controlsAreSortedFoundAndNotRanked() {
        ResultSet set = load(
                "controls",
                null,
                queen("baseline", 1, 1.01, 0.99),
                queen("A", 10, 10.1, 9.9),
                queen("BASELINE", 2, 2.02, 1.98));
        CaseAnalysis analysis = analyse(set, MetricChoice.AUTO);
        assertEquals(
                List.of("BASELINE", "baseline"),
                analysis.controls().stream().map(Entry::value).toList());
        assertEquals(List.of("A"), analysis.ranked().stream().map(Entry::value).toList());
        assertSame(analysis.controls().get(0), analysis.entry("BASELINE"));
        assertTrue(analysis.entry("baseline").control());
        assertNull(analysis.entry("C"));
        assertFalse(analysis.anySingleFork());
        assertFalse(analysis.higherIsBetter(MetricKind.WALL), "average time: lower is better");
    }

    @Test
    void singleForksAreAnalysedOnTheirIterations() {
        ResultSet set = load(
                "single",
                null,
                element(QUEEN).strategy("A").primary("ns/op", new double[] {10, 10.1, 9.9}),
                element(QUEEN).strategy("B").primary("ns/op", new double[] {20, 20.2, 19.8}));
        CaseAnalysis analysis = analyse(set, MetricChoice.AUTO);
        assertTrue(analysis.anySingleFork());
        assertTrue(analysis.entry("A").singleFork());
        // The three iterations are the replicates (not the one fork mean).
        assertEquals(3, analysis.result(analysis.entry("A")).replicates());
        assertTrue(Double.isFinite(analysis.result(analysis.entry("A")).low()));
    }

    @Test
    void confidenceMustLieStrictlyBetweenOneHalfAndOne() {
        for (double level : new double[] {0.5, 1.0}) {
            ReportInputException e =
                    assertThrows(ReportInputException.class, () -> new Settings(level, 0.05, MetricChoice.AUTO, null));
            assertEquals("--confidence " + level + ": expected a level between 0.5 and 1, e.g. 0.95", e.getMessage());
        }
        assertEquals(0.501, new Settings(0.501, 0.05, MetricChoice.AUTO, null).confidence());
        assertEquals(0.999, new Settings(0.999, 0.05, MetricChoice.AUTO, null).confidence());
    }

    @Test
    void autoWithCpuTimeAndNoWaitingRanksOnWall() {
        assertEquals(
                "Ranked on wall time: no fork was contended (wall \u00f7 CPU below 1.1).",
                MetricChoice.AUTO.decide(false, 1.02, true).reason());
        assertEquals(
                "Ranked on wall time (--metric wall).",
                MetricChoice.WALL.decide(false, 1.02, true).reason());
    }

    @Test
    void aModelDescribesTheValuesOfItsProfilesParameter() {
        ResultSet set = load("describes", null, queen("A", 10, 10.1, 9.9));
        assertTrue(ReportModel.of(set, Settings.defaults(), PROFILE, null).describesValues());
        ReportProfile other = new ReportProfile("impl", null, List.of(), v -> List.of());
        assertFalse(ReportModel.of(set, Settings.defaults(), other, null).describesValues());
    }

    @Test
    void anAbComparisonUsesCpuTimeWhenEitherSideRanksOnItAndBothHaveIt() {
        ResultSet withCpu = load(
                "ab-cpu",
                null,
                queen("A", 15, 15, 15).secondary("cpu.time", "ns/op", perFork(10, 10.1, 9.9)),
                queen("B", 30, 30.3, 29.7).secondary("cpu.time", "ns/op", perFork(20, 20.2, 19.8)),
                queen("BASELINE", 1, 1, 1).secondary("cpu.time", "ns/op", perFork(1, 1, 1)));
        ResultSet wallOnly = load("ab-wall", null, queen("A", 15, 15.15, 14.85), queen("B", 30, 30.3, 29.7));
        CaseAnalysis cpu = analyse(withCpu, MetricChoice.CPU);
        CaseAnalysis wallWithCpu = analyse(withCpu, MetricChoice.WALL);
        CaseAnalysis wall = analyse(wallOnly, MetricChoice.AUTO);
        assertEquals(MetricKind.CPU, AbAnalysis.of(cpu, wallWithCpu, 0.95).metric());
        assertEquals(MetricKind.CPU, AbAnalysis.of(wallWithCpu, cpu, 0.95).metric());
        assertEquals(
                MetricKind.WALL, AbAnalysis.of(wallWithCpu, wallWithCpu, 0.95).metric());
        assertEquals(MetricKind.WALL, AbAnalysis.of(cpu, wall, 0.95).metric(), "the test side has no CPU time");
        assertEquals(MetricKind.WALL, AbAnalysis.of(wall, cpu, 0.95).metric(), "the base side has no CPU time");
        AbAnalysis ab = AbAnalysis.of(cpu, wallWithCpu, 0.95);
        assertEquals(
                List.of("A", "B"), ab.rows().stream().map(r -> r.base().value()).toList(), "no control");
        assertNull(AbAnalysis.of(null, cpu, 0.95));
        assertNull(AbAnalysis.of(cpu, null, 0.95));
    }
}
