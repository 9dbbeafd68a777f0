package dev.slidebench.bench.run;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.WarmupRule;

/**
 * A fork's warm-up until steady, from the {@code warmup.*} secondary results its {@code CpuTimeProfiler}
 * added to its one-fork JMH result (the same value in every iteration: the warm-up ran once, in setup).
 */
final class ForkWarmup {

    private ForkWarmup() {}

    /** The warm-up of a one-fork result, or null when it reports none (single-shot, or switched off). */
    static ForkRecord.SteadyWarmup of(JsonObject result) {
        JsonElement element = result.get("secondaryMetrics");
        if (element == null || !element.isJsonObject()) {
            return null;
        }
        JsonObject secondary = element.getAsJsonObject();
        Double millis = score(secondary, WarmupRule.MILLIS_METRIC);
        Double slices = score(secondary, WarmupRule.SLICES_METRIC);
        Double steady = score(secondary, WarmupRule.STEADY_METRIC);
        if (millis == null || slices == null || steady == null || millis < 0 || slices < 1) {
            return null;
        }
        return new ForkRecord.SteadyWarmup(millis, (int) Math.round(slices), steady >= 0.5);
    }

    private static Double score(JsonObject secondary, String metric) {
        JsonElement m = secondary.get(metric);
        if (m == null || !m.isJsonObject()) {
            return null;
        }
        JsonElement score = m.getAsJsonObject().get("score");
        if (score == null
                || !score.isJsonPrimitive()
                || !score.getAsJsonPrimitive().isNumber()) {
            return null;
        }
        double value = score.getAsDouble();
        return Double.isFinite(value) ? value : null;
    }
}
