package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.analysis.MetricKind;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.stats.Ratio;
import dev.slidebench.reports.stats.TableStatistics.GroupResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statistics against known truth: synthetic JMH JSON (and its run.json) for {@value #BENCHMARKS}
 * benchmarks of five strategies with known true times, read and analysed exactly as a real run is.
 *
 * <p>The noise is the kind measured on the project's shared machine: multiplicative per fork (log-sd
 * {@value #FORK_SD}), a round effect shared by every strategy of a round (log-sd {@value #ROUND_SD}),
 * iterations within a fork close together, and a few contended forks ({@value #CONTENDED_SHARE} of them)
 * whose wall time is 1.5–3× their CPU time while CPU time is unaffected. The true times are 1 (A), 1.2
 * (E), 1.5 (B and C, identical) and 3 (D, twice B), so A is the best by a margin and every property the
 * statistics promise can be checked against the truth.
 */
class SimulationTest {

    static final int BENCHMARKS = 240;
    static final int ROUNDS = 8;
    static final double FORK_SD = 0.15;
    static final double ROUND_SD = 0.3;
    static final double CONTENDED_SHARE = 0.03;
    static final String[] NAMES = {"A", "B", "C", "D", "E"};
    static final double[] TRUE_TIME = {1.0, 1.5, 1.5, 3.0, 1.2};

    @TempDir
    Path temp;

    @Test
    void intervalsCoverAndDecisionsHoldAgainstTheTruth() throws IOException {
        Path results = simulate(new Random(20261201));
        ResultSet set = ResultSet.load(List.of(results), "strategy");
        ReportModel model = ReportModel.of(set, Settings.defaults(), ReportProfile.generic(), null);
        int intervals = 0;
        int covered = 0;
        int identicalSeparated = 0;
        int twiceSeparated = 0;
        int rankedOnCpu = 0;
        int roundModel = 0;
        List<CaseAnalysis> analyses = model.all();
        for (CaseAnalysis analysis : analyses) {
            rankedOnCpu += analysis.rankedOn() == MetricKind.CPU ? 1 : 0;
            roundModel += analysis.rankedStatistics().model().name().equals("STRATEGY_AND_ROUND") ? 1 : 0;
            Entry best = analysis.best();
            double bestTruth = truth(best.value());
            for (Entry entry : analysis.ranked()) {
                if (entry == best) {
                    continue;
                }
                Ratio slowdown = analysis.result(entry).slowdown();
                double trueSlowdown = truth(entry.value()) / bestTruth;
                intervals++;
                if (slowdown.low() <= trueSlowdown && trueSlowdown <= slowdown.high()) {
                    covered++;
                }
            }
            GroupResult b = analysis.result(analysis.entry("B"));
            GroupResult c = analysis.result(analysis.entry("C"));
            GroupResult d = analysis.result(analysis.entry("D"));
            if (!shareLetter(b, c)) {
                identicalSeparated++;
            }
            if (!shareLetter(b, d)) {
                twiceSeparated++;
            }
        }
        int n = analyses.size();
        assertTrue(n == BENCHMARKS, "every simulated benchmark analysed: " + n);
        assertTrue(roundModel == n, "rounds are known for every fork, so every table uses them: " + roundModel);
        assertTrue(rankedOnCpu > n / 10 && rankedOnCpu < n, "both measures exercised: CPU in " + rankedOnCpu);
        double coverage = covered / (double) intervals;
        assertTrue(coverage >= 0.93, "95% slowdown intervals cover the truth in " + coverage);
        assertTrue(
                identicalSeparated <= 0.05 * n, "identical strategies separated in " + identicalSeparated + " of " + n);
        assertTrue(twiceSeparated >= 0.95 * n, "2x apart separated in " + twiceSeparated + " of " + n);
    }

    /** Letters are the decisions: two rows share a letter iff they were not separated. */
    private static boolean shareLetter(GroupResult a, GroupResult b) {
        for (char letter : a.letters().toCharArray()) {
            if (b.letters().indexOf(letter) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static double truth(String name) {
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equals(name)) {
                return TRUE_TIME[i];
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** Writes results.json and run.json for the simulated benchmarks; returns the results file. */
    private Path simulate(Random random) throws IOException {
        List<Map<String, Object>> results = new ArrayList<>();
        List<Map<String, Object>> forks = new ArrayList<>();
        Instant clock = Instant.parse("2026-12-01T00:00:00Z");
        for (int b = 0; b < BENCHMARKS; b++) {
            String benchmark = "sim.Simulated.b" + b;
            double[] roundEffect = new double[ROUNDS];
            for (int r = 0; r < ROUNDS; r++) {
                roundEffect[r] = ROUND_SD * random.nextGaussian();
            }
            for (int s = 0; s < NAMES.length; s++) {
                List<List<Double>> wall = new ArrayList<>();
                List<List<Double>> cpu = new ArrayList<>();
                for (int r = 0; r < ROUNDS; r++) {
                    double cpuMean = 10 * TRUE_TIME[s] * Math.exp(roundEffect[r] + FORK_SD * random.nextGaussian());
                    double contention = random.nextDouble() < CONTENDED_SHARE
                            ? 1.5 + 1.5 * random.nextDouble()
                            : 1.0 + 0.02 * random.nextDouble();
                    List<Double> wallIterations = new ArrayList<>();
                    List<Double> cpuIterations = new ArrayList<>();
                    for (int i = 0; i < 3; i++) {
                        double jitter = Math.exp(0.02 * random.nextGaussian());
                        cpuIterations.add(cpuMean * jitter);
                        wallIterations.add(cpuMean * jitter * contention);
                    }
                    wall.add(wallIterations);
                    cpu.add(cpuIterations);
                    Map<String, Object> fork = new LinkedHashMap<>();
                    fork.put("benchmark", benchmark);
                    fork.put("params", Map.of("strategy", NAMES[s]));
                    fork.put("jvm", "/sim/jdk");
                    fork.put("round", r);
                    fork.put("start", clock.toString());
                    clock = clock.plusSeconds(1);
                    fork.put("end", clock.toString());
                    forks.add(fork);
                }
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("jmhVersion", "1.37");
                result.put("benchmark", benchmark);
                result.put("mode", "avgt");
                result.put("threads", 1);
                result.put("forks", ROUNDS);
                result.put("jvm", "/sim/jdk/bin/java");
                result.put("jdkVersion", "17.0.15");
                result.put("vmName", "Simulated VM");
                result.put("params", Map.of("strategy", NAMES[s]));
                result.put(
                        "primaryMetric",
                        Map.of("score", 0.0, "scoreError", 0.0, "scoreUnit", "ns/op", "rawData", wall));
                result.put(
                        "secondaryMetrics",
                        Map.of(
                                "cpu.time",
                                Map.of("score", 0.0, "scoreError", 0.0, "scoreUnit", "ns/op", "rawData", cpu)));
                results.add(result);
            }
        }
        Path directory = Files.createDirectories(temp.resolve("sim"));
        Gson gson = new Gson();
        Files.writeString(directory.resolve("run.json"), gson.toJson(Map.of("forks", forks)));
        return Files.writeString(directory.resolve("results.json"), gson.toJson(results));
    }
}
