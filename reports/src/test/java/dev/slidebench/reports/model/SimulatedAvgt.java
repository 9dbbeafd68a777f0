package dev.slidebench.reports.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Simulated average-time results with known truth, as Gson-ready maps: every fork of a value costs
 * exactly its cost times one of {@link #FORK_FACTORS} (1, 1.02 and 1 / 1.02, which multiply to 1, so the
 * geometric mean of the forks is the cost), and CPU time is wall time over a chosen contention.
 */
public final class SimulatedAvgt {

    /** The three forks' factors; their product is 1. */
    public static final double[] FORK_FACTORS = {1.0, 1.02, 1 / 1.02};

    private SimulatedAvgt() {}

    /**
     * One avgt result in ns/op of {@code strategy}: three forks of three iterations, wall = cost × factor,
     * {@code cpu.time} = wall ÷ {@code contention} (left out when {@code contention} is not positive), and
     * each {@code extra} secondary metric (unit {@code #}) with the rows given.
     */
    public static Map<String, Object> result(
            String benchmark,
            String strategy,
            int threads,
            double cost,
            double contention,
            Map<String, List<List<Double>>> extra) {
        List<List<Double>> raw = new ArrayList<>();
        List<List<Double>> cpu = new ArrayList<>();
        for (double factor : FORK_FACTORS) {
            raw.add(List.of(cost * factor, cost * factor, cost * factor));
            double c = cost * factor / contention;
            cpu.add(List.of(c, c, c));
        }
        Map<String, Object> secondary = new LinkedHashMap<>();
        if (contention > 0) {
            secondary.put("cpu.time", Map.of("scoreUnit", "ns/op", "rawData", cpu));
        }
        extra.forEach((name, rows) -> secondary.put(name, Map.of("scoreUnit", "#", "rawData", rows)));
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("jmhVersion", "1.37");
        r.put("benchmark", benchmark);
        r.put("mode", "avgt");
        r.put("threads", threads);
        r.put("forks", 3);
        r.put("jvm", "/sim/jdk/bin/java");
        r.put("jdkVersion", "25.0.3");
        r.put("vmName", "Simulated VM");
        r.put("params", Map.of("strategy", strategy));
        r.put("primaryMetric", Map.of("scoreUnit", "ns/op", "rawData", raw));
        r.put("secondaryMetrics", secondary);
        return r;
    }
}
