package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.record.ForkRecord;
import org.junit.jupiter.api.Test;

/** The runner copies a fork's warm-up from the warmup.* secondary results of its JMH JSON. */
class ForkWarmupTest {

    private static JsonObject result(String secondary) {
        return JsonParser.parseString(
                        "{\"benchmark\": \"b\", \"mode\": \"avgt\", \"secondaryMetrics\": {" + secondary + "}}")
                .getAsJsonObject();
    }

    private static String metric(String name, double score) {
        return "\"" + name + "\": {\"score\": " + score + ", \"rawData\": [[" + score + ", " + score + "]]}";
    }

    @Test
    void theThreeResultsMakeTheRecord() {
        JsonObject capped = result(metric("cpu.time", 2.5) + ", " + metric("warmup.ms", 2061.4) + ", "
                + metric("warmup.slices", 16) + ", " + metric("warmup.steady", 0));
        assertEquals(new ForkRecord.SteadyWarmup(2061.4, 16, false), ForkWarmup.of(capped));
        JsonObject settled = result(
                metric("warmup.ms", 126) + ", " + metric("warmup.slices", 6) + ", " + metric("warmup.steady", 1));
        assertEquals(new ForkRecord.SteadyWarmup(126, 6, true), ForkWarmup.of(settled));
    }

    @Test
    void withoutThemThereIsNone() {
        assertNull(ForkWarmup.of(result(metric("cpu.time", 2.5))), "single-shot, or the warm-up switched off");
        assertNull(
                ForkWarmup.of(JsonParser.parseString("{\"benchmark\": \"b\"}").getAsJsonObject()));
        assertNull(ForkWarmup.of(result(metric("warmup.ms", 126) + ", " + metric("warmup.slices", 6))), "incomplete");
    }

    @Test
    void aWarmupCappedAtZeroMillisecondsAfterOneSliceIsOne() {
        // -Dslidebench.warmup=0: the least a warm-up can be, one slice, and it may take under a millisecond
        JsonObject least =
                result(metric("warmup.ms", 0) + ", " + metric("warmup.slices", 1) + ", " + metric("warmup.steady", 0));
        assertEquals(new ForkRecord.SteadyWarmup(0, 1, false), ForkWarmup.of(least));
    }

    @Test
    void aResultWithoutANumberForItsScoreIsNone() {
        String rest = ", " + metric("warmup.slices", 6) + ", " + metric("warmup.steady", 1);
        assertNull(ForkWarmup.of(result("\"warmup.ms\": {\"rawData\": [[126]]}" + rest)), "no score");
        assertNull(ForkWarmup.of(result("\"warmup.ms\": {\"score\": \"126\"}" + rest)), "a string");
        assertNull(ForkWarmup.of(result("\"warmup.ms\": {\"score\": NaN}" + rest)), "not a number");
        assertNull(ForkWarmup.of(result("\"warmup.ms\": 126" + rest)), "not a metric");
    }
}
