package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.slidebench.bench.Control;
import dev.slidebench.bench.PositionSource;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The plan is what {@code --resume} trusts: its order follows the rule it records ({@link RunPlan#ORDER}),
 * every fork appears once, and it survives {@code plan.json} unchanged.
 */
class RunPlanTest {

    private static final StrategyRecord INFO = new StrategyRecord(0L, 0.0, false, false, null, "computed");

    static JvmRecord jvm(String path, String version, String... strategies) {
        Map<String, StrategyRecord> s = new LinkedHashMap<>();
        for (String name : strategies) {
            s.put(name, INFO);
        }
        return new JvmRecord(path, "Vendor", version, "VM", List.of("-Xmx1g"), s, Map.of());
    }

    /** Two JVMs, the second without {@code B}; a lookup workload (control row) and perft (none). */
    static RunPlan twoJvmPlan(long seed) {
        return RunPlan.create(
                Profile.QUICK,
                seed,
                List.of("A", "B"),
                List.of(Workload.RANDOM, Workload.PERFT),
                List.of(jvm("/j17/bin/java", "17.0.15", "A", "B", "C"), jvm("/j25/bin/java", "25.0.3", "A", "C")),
                null);
    }

    private static RunPlan.Task task(int round, Workload w, String strategy, int jvm) {
        return new RunPlan.Task(round, w, w.benchmarks(false).get(0), strategy, jvm);
    }

    @Test
    void everyWorkloadHasEveryRoundOfThePlan() {
        RunPlan plan = RunPlan.create(
                Profile.QUICK,
                7,
                List.of("A", "B"),
                List.of(Workload.RANDOM, Workload.SEARCH),
                List.of(jvm("/j17/bin/java", "17.0.15", "A", "B")),
                null);
        // random: 6 rounds x (control + A + B); search too (the race, not the plan, cuts it short), A and B only
        assertEquals(6 * 3 + 6 * 2, plan.tasks().size());
        assertEquals(
                List.of(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5),
                plan.tasks().stream()
                        .filter(t -> t.workload() == Workload.SEARCH)
                        .map(RunPlan.Task::round)
                        .toList());
    }

    @Test
    void forksFollowTheRecordedOrderRoundByRoundBlockByBlock() {
        long seed = 42;
        RunPlan plan = twoJvmPlan(seed);
        // The rule as run.json states it, applied by hand: one Random(seed + round) per round, blocks in
        // workload order then JVM order, each block every strategy that JVM has once (control first in the
        // lookup workloads) shuffled with that round's generator.
        List<RunPlan.Task> expected = new ArrayList<>();
        for (int round = 0; round < 6; round++) {
            Random random = new Random(seed + round);
            List<List<RunPlan.Task>> blocks = List.of(
                    new ArrayList<>(List.of(
                            task(round, Workload.RANDOM, Control.PARAM_VALUE, 0),
                            task(round, Workload.RANDOM, "A", 0),
                            task(round, Workload.RANDOM, "B", 0))),
                    new ArrayList<>(List.of(
                            task(round, Workload.RANDOM, Control.PARAM_VALUE, 1),
                            task(round, Workload.RANDOM, "A", 1))),
                    new ArrayList<>(List.of(task(round, Workload.PERFT, "A", 0), task(round, Workload.PERFT, "B", 0))),
                    new ArrayList<>(List.of(task(round, Workload.PERFT, "A", 1))));
            for (List<RunPlan.Task> block : blocks) {
                Collections.shuffle(block, random);
                expected.addAll(block);
            }
        }
        assertEquals(expected, plan.tasks());
        assertEquals(6 * (3 + 2 + 2 + 1), plan.tasks().size(), "C is not selected; B only where a JVM has it");
        assertTrue(RunPlan.ORDER.contains("java.util.Random(seed + round)"), RunPlan.ORDER);
        assertEquals(List.of("A", "B"), plan.strategies());
        assertEquals(List.of(Workload.RANDOM, Workload.PERFT), plan.workloads());
    }

    @Test
    void theSeedChangesTheOrderButNotTheForks() {
        List<RunPlan.Task> a = twoJvmPlan(1).tasks();
        List<RunPlan.Task> b = twoJvmPlan(2).tasks();
        assertTrue(!a.equals(b), "another seed, another order");
        assertEquals(
                a.stream().map(RunPlan.Task::key).sorted().toList(),
                b.stream().map(RunPlan.Task::key).sorted().toList());
        assertEquals(a.size(), a.stream().map(RunPlan.Task::key).distinct().count(), "keys are unique");
    }

    @Test
    void allMethodsProfilesPlanEveryMethod() {
        RunPlan plan = RunPlan.create(
                Profile.THOROUGH, 3, List.of("A"), List.of(Workload.RANDOM), List.of(jvm("/j", "17", "A")), null);
        // 30 rounds x 3 methods (queen, rook, bishop) x (control + A)
        assertEquals(30 * 3 * 2, plan.tasks().size());
        assertEquals(29, plan.tasks().get(plan.tasks().size() - 1).round());
        assertEquals(
                List.of("queen", "rook", "bishop"),
                plan.tasks().stream()
                        .filter(t -> t.round() == 0)
                        .map(t -> t.label().substring(t.label().indexOf('/') + 1))
                        .distinct()
                        .toList());
    }

    @Test
    void taskKeysAndLabelsNameRoundWorkloadMethodStrategyAndJvm() {
        RunPlan.Task t = new RunPlan.Task(3, Workload.CACHE_PRESSURE, "x.y.CachePressure.queen", "FancyMagic", 1);
        assertEquals("r03-cache-pressure-queen-FancyMagic-j1", t.key());
        assertEquals("cache-pressure/queen", t.label());
        assertEquals(
                "r12-perft-perft-RayLoop-j0",
                new RunPlan.Task(12, Workload.PERFT, "p.PerftNodes.perft", "RayLoop", 0).key());
    }

    @Test
    void jvmsAreNamedByPathAndVersion() {
        RunPlan plan = twoJvmPlan(0);
        assertEquals("/j25/bin/java", plan.javaOf(1));
        assertEquals("/j17/bin/java", plan.javaOf(0));
        assertEquals("JDK 25.0.3", plan.jvmLabel(1));
        assertEquals(List.of(), plan.extraForkArgs(), "no positions file: nothing beyond the fork options");
    }

    @Test
    void aPositionsFileReachesEveryFork() {
        RunRecord.PositionsFile file = new RunRecord.PositionsFile("/data/games.pgn", "ab12", 300, 4);
        RunPlan plan = RunPlan.create(
                Profile.SMOKE, 0, List.of("A"), List.of(Workload.RANDOM), List.of(jvm("/j", "17", "A")), file);
        assertEquals(List.of("-D" + PositionSource.PROPERTY + "=/data/games.pgn"), plan.extraForkArgs());
        assertEquals(
                "-Dslidebench.positions=/data/games.pgn", plan.extraForkArgs().get(0));
    }

    private static RunPlan reread(RunPlan plan) {
        String text = plan.toJson().toString();
        return RunPlan.fromJson("plan.json", JsonParser.parseString(text).getAsJsonObject());
    }

    @Test
    void planJsonGivesBackTheSamePlan() {
        RunPlan plan = twoJvmPlan(99);
        RunPlan back = reread(plan);
        assertEquals(plan, back);
        assertNull(back.positions());
        JsonObject json = plan.toJson();
        assertEquals(RunPlan.FORMAT, json.get("format").getAsString());
        assertEquals("quick", json.get("profile").getAsString());
        assertEquals(99, json.get("seed").getAsLong());
        assertEquals("[\"random\",\"perft\"]", json.get("workloads").toString());
        JsonObject first = json.getAsJsonArray("tasks").get(0).getAsJsonObject();
        RunPlan.Task t = plan.tasks().get(0);
        assertEquals(t.round(), first.get("round").getAsInt());
        assertEquals(t.workload().id(), first.get("workload").getAsString());
        assertEquals(t.benchmark(), first.get("benchmark").getAsString());
        assertEquals(t.strategy(), first.get("strategy").getAsString());
        assertEquals(t.jvm(), first.get("jvm").getAsInt());
    }

    @Test
    void planJsonKeepsThePositionsFileWithAndWithoutGames() {
        for (Integer games : new Integer[] {7, null}) {
            RunRecord.PositionsFile file = new RunRecord.PositionsFile("/p.epd", "00ff", 12, games);
            RunPlan plan = RunPlan.create(
                    Profile.SMOKE, 5, List.of("A"), List.of(Workload.POSITIONS), List.of(jvm("/j", "17", "A")), file);
            assertEquals(file, reread(plan).positions());
            assertEquals(
                    games != null, plan.toJson().getAsJsonObject("positions").has("games"));
        }
    }

    @Test
    void aFileThatIsNotAPlanIsRefused() {
        JsonObject good = twoJvmPlan(0).toJson();
        JsonObject noFormat = good.deepCopy();
        noFormat.remove("format");
        JsonObject otherFormat = good.deepCopy();
        otherFormat.addProperty("format", "slidebench-plan/0");
        JsonObject objectFormat = good.deepCopy();
        objectFormat.add("format", new JsonObject());
        for (JsonObject bad : List.of(noFormat, otherFormat, objectFormat)) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> RunPlan.fromJson("plan.json", bad));
            assertEquals("format is not 'slidebench-plan/1'", e.getMessage());
        }
        for (int jvm : new int[] {-1, 2}) {
            JsonObject wrongJvm = good.deepCopy();
            wrongJvm.getAsJsonArray("tasks").get(0).getAsJsonObject().add("jvm", new JsonPrimitive(jvm));
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> RunPlan.fromJson("plan.json", wrongJvm));
            assertEquals("task names JVM " + jvm + " of 2", e.getMessage());
        }
        JsonObject lastJvm = good.deepCopy();
        lastJvm.getAsJsonArray("tasks").get(0).getAsJsonObject().add("jvm", new JsonPrimitive(1));
        assertEquals(1, RunPlan.fromJson("plan.json", lastJvm).tasks().get(0).jvm(), "the last JVM is valid");
    }

    @Test
    void withoutFallbacksDropsOnlyTheForksOfAStrategyOnAJvmWhereItRunsAFallback() {
        JvmRecord jdk17 = jvm("/j17/bin/java", "17.0.15", "A", "B");
        Map<String, StrategyRecord> degraded = new LinkedHashMap<>(jdk17.strategies());
        degraded.put("B", new StrategyRecord(0L, 0.0, false, false, "emulated", "computed"));
        jdk17 = new JvmRecord("/j17/bin/java", "Vendor", "17.0.15", "VM", List.of("-Xmx1g"), degraded, Map.of());
        JvmRecord jdk25 = jvm("/j25/bin/java", "25.0.3", "A", "B");
        RunPlan plan = RunPlan.create(
                Profile.QUICK, 7, List.of("A", "B"), List.of(Workload.RANDOM), List.of(jdk17, jdk25), null);
        RunPlan kept = plan.withoutFallbacks();
        List<RunPlan.Task> expected = plan.tasks().stream()
                .filter(t -> !(t.strategy().equals("B") && t.jvm() == 0))
                .toList();
        assertEquals(expected, kept.tasks(), "B stays on JDK 25, the control and A everywhere, in their order");
        assertTrue(kept.tasks().stream().anyMatch(t -> t.strategy().equals("B") && t.jvm() == 1));
        assertTrue(kept.tasks().size() < plan.tasks().size());
        assertEquals(kept.tasks(), kept.withoutFallbacks().tasks());
    }
}
