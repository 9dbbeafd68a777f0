package dev.slidebench.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.chart.DriftChart;
import dev.slidebench.reports.chart.Primitive;
import dev.slidebench.reports.chart.Scene;
import dev.slidebench.reports.record.WarmupRule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each fork's warm-up until steady, from run.json, reaches the drift chart (capped forks ringed) and the
 * method section states the rule; the warm-up's secondary results are not listed as the strategy's metrics.
 */
class DriftWarmupTest {

    @TempDir
    Path temp;

    /**
     * The slidebench fixture with every fork's warm-up in run.json (100 ms plus 10 ms per fork in file order;
     * Pext's third queen fork capped at 2 s) and the warm-up's results beside another secondary metric.
     */
    private ReportModel withWarmups(Path dir) {
        JsonArray results = JsonParser.parseString(RenderFixtures.read("slidebench/results.json"))
                .getAsJsonArray();
        for (JsonElement element : results) {
            JsonObject result = element.getAsJsonObject();
            JsonArray raw = result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData");
            for (String metric : List.of("warmup.ms", "warmup.steady", "gc.alloc.rate")) {
                JsonArray values = new JsonArray();
                for (JsonElement fork : raw) {
                    JsonArray row = new JsonArray();
                    fork.getAsJsonArray().forEach(v -> row.add(1.0));
                    values.add(row);
                }
                JsonObject m = new JsonObject();
                m.addProperty("score", 1.0);
                m.addProperty("scoreUnit", "x");
                m.add("rawData", values);
                result.getAsJsonObject("secondaryMetrics").add(metric, m);
            }
        }
        RenderFixtures.write(dir.resolve("results.json"), results.toString());
        JsonObject record = JsonParser.parseString(RenderFixtures.read("slidebench/run.json"))
                .getAsJsonObject();
        int i = 0;
        for (JsonElement element : record.getAsJsonArray("forks")) {
            JsonObject fork = element.getAsJsonObject();
            boolean capped = fork.get("benchmark").getAsString().endsWith("RandomBenchmark.queen")
                    && fork.getAsJsonObject("params")
                            .get("strategy")
                            .getAsString()
                            .equals("Pext")
                    && fork.get("round").getAsInt() == 2;
            JsonObject warmup = new JsonObject();
            warmup.addProperty("millis", capped ? 2000 : 100 + 10 * i++);
            warmup.addProperty("slices", capped ? 90 : 6);
            warmup.addProperty("steady", !capped);
            fork.add("steadyWarmup", warmup);
        }
        RenderFixtures.write(dir.resolve("run.json"), record.toString());
        return RenderFixtures.model(
                List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), RenderFixtures.PROFILE);
    }

    private static CaseAnalysis queen(ReportModel model) {
        return model.all().stream()
                .filter(a -> a.benchmarkCase().benchmark().endsWith("RandomBenchmark.queen"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void driftChartShowsEachForksWarmupAndRingsTheCapped() {
        ReportModel model = withWarmups(temp.resolve("w"));
        DriftChart.Input input = Charts.driftInput(queen(model));
        DriftChart.Series pext = input.series().stream()
                .filter(s -> s.label().equals("Pext"))
                .findFirst()
                .orElseThrow();
        assertEquals(3, pext.forks().size());
        assertFalse(pext.forks().get(0).warmupCapped());
        assertTrue(
                pext.forks().get(0).warmupMillis() >= 100 && pext.forks().get(0).warmupMillis() < 600);
        assertEquals(2000, pext.forks().get(2).warmupMillis());
        assertTrue(pext.forks().get(2).warmupCapped());

        Scene scene = DriftChart.scene(input);
        List<String> texts = scene.texts().stream().map(Primitive.Text::text).toList();
        assertTrue(texts.contains("warm-up (s)"), texts.toString());
        assertTrue(texts.contains("ringed: ended at its cap, not settled"), texts.toString());
        assertEquals(1, rings(scene.primitives()), "one capped fork, one ring");
        assertTrue(scene.description().contains("1 of them ended at the cap"), scene.description());

        // without warm-ups (the fixture as it was): no panel, no ring
        Scene before = DriftChart.scene(Charts.driftInput(queen(RenderFixtures.slidebench())));
        assertFalse(before.texts().stream().anyMatch(t -> t.text().equals("warm-up (s)")));
        assertEquals(0, rings(before.primitives()));
    }

    /** Circles larger than a marker: the rings around capped forks. */
    private static int rings(List<Primitive> primitives) {
        int count = 0;
        List<Primitive> all = new ArrayList<>(primitives);
        for (int i = 0; i < all.size(); i++) {
            Primitive p = all.get(i);
            if (p instanceof Primitive.Group group) {
                all.addAll(group.children());
            } else if (p instanceof Primitive.Circle circle
                    && circle.radius() > 6
                    && circle.style().fill() == null) {
                count++;
            }
        }
        return count;
    }

    @Test
    void theMethodStatesTheRuleAndTheTablesLeaveTheWarmupOut() {
        ReportModel model = withWarmups(temp.resolve("m"));
        ReportContext context = RenderFixtures.context(model);
        String method = RenderFixtures.markdown(new MethodSection(), context);
        assertTrue(method.contains("**Warm-up.**"), method);
        assertTrue(method.contains(WarmupRule.sentence()), method);
        String tables =
                RenderFixtures.markdown(new BenchmarkSection(queen(model).benchmarkCase()), context);
        assertTrue(tables.contains("gc.alloc.rate"), "other secondary metrics are still listed: " + tables);
        assertFalse(tables.contains("warmup."), tables);
        String caveats = RenderFixtures.markdown(new CaveatsSection(), context);
        // 42 forks: 41 at 100, 110, ... ms (the upper median is the 22nd: 100 + 10 * 21), Pext's third queen fork
        // capped at 2000 ms
        assertTrue(
                caveats.contains("settled (median 310 ms, longest 2000 ms); 1 of 42 forks reached the cap"), caveats);
        assertFalse(RenderFixtures.markdown(new CaveatsSection(), RenderFixtures.context(RenderFixtures.slidebench()))
                .contains("settled"));
        // a run without warm-ups says nothing of them
        String old = RenderFixtures.markdown(new MethodSection(), RenderFixtures.context(RenderFixtures.slidebench()));
        assertFalse(old.contains("**Warm-up.**"), old);
    }
}
