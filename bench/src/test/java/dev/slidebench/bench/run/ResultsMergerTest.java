package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsMergerTest {

    private static String part(String strategy, double... iterations) {
        StringBuilder raw = new StringBuilder();
        for (double v : iterations) {
            raw.append(raw.length() == 0 ? "" : ",").append(v);
        }
        return "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"dev.slidebench.bench.RandomLookups.queen\",\"mode\":\"avgt\",\"threads\":1,\"forks\":1,"
                + "\"jvm\":\"/usr/bin/java\",\"jdkVersion\":\"17.0.15\",\"vmVersion\":\"17.0.15+6\",\"params\":{\"strategy\":\""
                + strategy + "\"},"
                + "\"primaryMetric\":{\"score\":0,\"scoreError\":\"NaN\",\"scoreConfidence\":[0,0],\"scoreUnit\":\"ns/op\",\"rawData\":[["
                + raw + "]]},"
                + "\"secondaryMetrics\":{}}]";
    }

    @Test
    void forksOfOneBenchmarkBecomeRowsOfOneElement(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.json"), part("FancyMagic", 2.0, 4.0));
        Path b = Files.writeString(dir.resolve("b.json"), part("RayLoop", 100.0));
        Path c = Files.writeString(dir.resolve("c.json"), part("FancyMagic", 6.0, 8.0));
        JsonArray merged = ResultsMerger.merge(List.of(a, b, c));
        assertEquals(2, merged.size());
        JsonObject fancy = merged.get(0).getAsJsonObject();
        assertEquals(
                "FancyMagic", fancy.getAsJsonObject("params").get("strategy").getAsString());
        assertEquals(2, fancy.get("forks").getAsInt());
        JsonObject metric = fancy.getAsJsonObject("primaryMetric");
        assertEquals("[[2.0,4.0],[6.0,8.0]]", metric.getAsJsonArray("rawData").toString());
        // Mean 5; sample sd of {2,4,6,8} = sqrt(20/3); t(0.9995, df 3) = 12.924 (Student t table);
        // error = 12.924 * 2.5820 / 2 = 16.684.
        assertEquals(5.0, metric.get("score").getAsDouble(), 1e-12);
        assertEquals(16.684, metric.get("scoreError").getAsDouble(), 0.002);
        assertEquals(
                5.0 - 16.684, metric.getAsJsonArray("scoreConfidence").get(0).getAsDouble(), 0.002);
        assertEquals(5.0, metric.getAsJsonObject("scorePercentiles").get("50.0").getAsDouble(), 1e-12);
        assertEquals(
                8.0, metric.getAsJsonObject("scorePercentiles").get("100.0").getAsDouble(), 1e-12);
        // A single iteration has no interval: JMH writes "NaN" as a string.
        JsonObject ray = merged.get(1).getAsJsonObject().getAsJsonObject("primaryMetric");
        assertEquals("NaN", ray.get("scoreError").getAsString());
    }
}
