package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.slidebench.bench.CpuTimeProfiler;

/**
 * A fork's contention: wall time ÷ CPU time of its benchmark threads over the measured iterations,
 * from the primary metric and {@link CpuTimeProfiler}'s {@code cpu.time} of its one-fork JMH result.
 * 1.0 means the threads had their cores; 2.0 means they waited as long as they ran.
 */
final class ForkContention {

    private ForkContention() {}

    /** The contention of a one-fork result, or null when it has no cpu.time or a mode without per-iteration time. */
    static Double of(JsonObject result) {
        JsonObject primary = result.getAsJsonObject("primaryMetric");
        JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
        if (primary == null || secondary == null || !secondary.has(CpuTimeProfiler.METRIC)) {
            return null;
        }
        String mode = result.has("mode") ? result.get("mode").getAsString() : "";
        double[] wall = firstFork(primary);
        double[] cpu = firstFork(secondary.getAsJsonObject(CpuTimeProfiler.METRIC));
        if (wall == null || cpu == null || wall.length != cpu.length || wall.length == 0) {
            return null;
        }
        double wallSum = 0;
        double cpuSum = 0;
        for (int i = 0; i < wall.length; i++) {
            double wallPerOp;
            if (mode.equals("thrpt")) {
                // ops per time unit → ns per op, the unit cpu.time uses in throughput mode
                wallPerOp = nanosPer(primary.get("scoreUnit").getAsString()) / wall[i];
            } else if (mode.equals("avgt") || mode.equals("ss")) {
                wallPerOp = wall[i];
            } else {
                return null;
            }
            wallSum += wallPerOp;
            cpuSum += cpu[i];
        }
        if (cpuSum <= 0 || !Double.isFinite(wallSum)) {
            return null;
        }
        return Math.round(wallSum / cpuSum * 1000) / 1000.0;
    }

    /** Nanoseconds in the time unit of a throughput unit such as {@code ops/s} or {@code ops/ms}. */
    private static double nanosPer(String unit) {
        String time = unit.substring(unit.indexOf('/') + 1);
        return switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "min" -> 60e9;
            default -> Double.NaN;
        };
    }

    private static double[] firstFork(JsonObject metric) {
        JsonArray raw = metric.getAsJsonArray("rawData");
        if (raw == null || raw.isEmpty() || !raw.get(0).isJsonArray()) {
            return null;
        }
        JsonArray fork = raw.get(0).getAsJsonArray();
        double[] values = new double[fork.size()];
        for (int i = 0; i < values.length; i++) {
            JsonElement e = fork.get(i);
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                return null;
            }
            values[i] = e.getAsDouble();
        }
        return values;
    }
}
