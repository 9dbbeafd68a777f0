package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsMergerTest {

    private static JsonArray part(String strategy, double... iterations) {
        StringBuilder raw = new StringBuilder();
        for (double v : iterations) {
            raw.append(raw.length() == 0 ? "" : ",").append(v);
        }
        return JsonParser.parseString(
                        "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"dev.slidebench.bench.RandomLookups.queen\","
                                + "\"mode\":\"avgt\",\"threads\":1,\"forks\":1,\"jvm\":\"/usr/bin/java\",\"jdkVersion\":\"17.0.15\","
                                + "\"vmVersion\":\"17.0.15+6\",\"params\":{\"strategy\":\"" + strategy + "\"},"
                                + "\"primaryMetric\":{\"score\":3,\"scoreError\":\"NaN\",\"scoreConfidence\":[0,0],"
                                + "\"scorePercentiles\":{\"50.0\":3},\"scoreUnit\":\"ns/op\",\"rawData\":[[" + raw
                                + "]]},"
                                + "\"secondaryMetrics\":{\"cpu.time\":{\"score\":1,\"scoreUnit\":\"ns/op\",\"rawData\":[["
                                + raw + "]]}}}]")
                .getAsJsonArray();
    }

    @Test
    void forksOfOneBenchmarkBecomeRowsOfOneElementInTheGivenOrder() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("c", part("FancyMagic", 6.0, 8.0));
        merger.put("a", part("FancyMagic", 2.0, 4.0));
        merger.put("b", part("RayLoop", 100.0));
        ResultsMerger.Merged merged = merger.merge(List.of("a", "b", "c", "not-run"));
        JsonArray results = merged.results();
        assertEquals(2, results.size());
        JsonObject fancy = results.get(0).getAsJsonObject();
        assertEquals(
                "FancyMagic", fancy.getAsJsonObject("params").get("strategy").getAsString());
        assertEquals(2, fancy.get("forks").getAsInt());
        JsonObject metric = fancy.getAsJsonObject("primaryMetric");
        assertEquals("[[2.0,4.0],[6.0,8.0]]", metric.getAsJsonArray("rawData").toString());
        assertEquals(
                "[[2.0,4.0],[6.0,8.0]]",
                fancy.getAsJsonObject("secondaryMetrics")
                        .getAsJsonObject("cpu.time")
                        .getAsJsonArray("rawData")
                        .toString());
        // The join adds no statistics, and a part's one-fork summary would misdescribe the joined rows.
        for (String summary : List.of("score", "scoreError", "scoreConfidence", "scorePercentiles")) {
            assertFalse(metric.has(summary), summary);
        }
        assertEquals("ns/op", metric.get("scoreUnit").getAsString());
        // Each fork knows its row: a by plan order, c second, b alone in its element.
        assertEquals(0, merged.rowOf().get("a"));
        assertEquals(1, merged.rowOf().get("c"));
        assertEquals(0, merged.rowOf().get("b"));
        assertFalse(merged.rowOf().containsKey("not-run"));
    }

    @Test
    void aMetricSomeForksLackIsDroppedSoRowsStayAligned() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("a", part("FancyMagic", 2.0));
        JsonArray without = part("FancyMagic", 3.0);
        without.get(0).getAsJsonObject().add("secondaryMetrics", new JsonObject());
        merger.put("b", without);
        JsonObject fancy = merger.merge(List.of("a", "b")).results().get(0).getAsJsonObject();
        assertFalse(fancy.getAsJsonObject("secondaryMetrics").has("cpu.time"));
    }
}
