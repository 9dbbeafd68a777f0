package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The per-fork thread count of the threads workload and each fork's JMH warm-up. */
class ThreadsAndWarmupTest {

    private static JvmRecord jvm() {
        Map<String, StrategyRecord> strategies = new LinkedHashMap<>();
        strategies.put("FancyMagic", new StrategyRecord(861_184L, 1.0, false, false, null, "multiply/hash"));
        strategies.put("VectorKoggeStone", new StrategyRecord(0L, 1.0, false, false, null, "SIMD"));
        return new JvmRecord("/j25/bin/java", "v", "25.0.3", "vm", List.of(), strategies, Map.of());
    }

    private static RunPlan plan(Profile profile, List<Workload> workloads, int cores) {
        return RunPlan.create(
                profile, 7, List.of("FancyMagic", "VectorKoggeStone"), workloads, List.of(jvm()), null, cores);
    }

    @Test
    void threadCountsArePowersOfTwoUpToTwiceTheCores() {
        assertEquals(List.of(1, 2, 4), Workload.THREADS.threadCounts(2));
        assertEquals(List.of(1, 2), Workload.THREADS.threadCounts(1));
        assertEquals(List.of(1, 2, 4, 6), Workload.THREADS.threadCounts(3));
        assertEquals(List.of(1, 2, 4, 8, 16), Workload.THREADS.threadCounts(8));
        List<Integer> oneThread = new ArrayList<>();
        oneThread.add(null);
        assertEquals(oneThread, Workload.RANDOM.threadCounts(8), "other workloads keep their own thread count");
    }

    @Test
    void theThreadsWorkloadHasOneForkPerCountStrategyAndRound() {
        RunPlan plan = plan(Profile.QUICK, List.of(Workload.THREADS, Workload.RANDOM), 2);
        // per round: threads 3 counts x (2 strategies + control) + random 3 forks = 12; 6 rounds (quick's most)
        assertEquals(72, plan.tasks().size());
        Set<String> keys = new TreeSet<>();
        plan.tasks().forEach(t -> keys.add(t.key()));
        assertEquals(72, keys.size(), "keys are unique");
        List<RunPlan.Task> round0 = plan.tasks().subList(0, 12);
        // blocks: threads at 1, then 2, then 4, then random; each block holds control and both strategies
        for (int block = 0; block < 3; block++) {
            Set<String> strategies = new TreeSet<>();
            for (RunPlan.Task t : round0.subList(3 * block, 3 * block + 3)) {
                assertEquals(Workload.THREADS, t.workload());
                assertEquals(1 << block, t.threads());
                strategies.add(t.strategy());
            }
            assertEquals(Set.of("BASELINE", "FancyMagic", "VectorKoggeStone"), strategies);
        }
        for (RunPlan.Task t : round0.subList(9, 12)) {
            assertNull(t.threads());
        }
        RunPlan.Task four = round0.stream()
                .filter(t ->
                        Integer.valueOf(4).equals(t.threads()) && t.strategy().equals("FancyMagic"))
                .findFirst()
                .orElseThrow();
        assertEquals("r00-threads-queen-FancyMagic-t4-j0", four.key());
        assertEquals("threads/queen x4", four.label());
        RunPlan.Task random = round0.get(9);
        assertEquals("r00-random-queen-" + random.strategy() + "-j0", random.key(), "keys without threads as before");
        assertThrows(
                IllegalArgumentException.class,
                () -> new RunPlan.Task(0, Workload.THREADS, four.benchmark(), "FancyMagic", 0, 0));
    }

    @Test
    void thePlanKeepsEachTasksThreadsThroughResume() {
        RunPlan plan = plan(Profile.QUICK, List.of(Workload.THREADS), 2);
        JsonObject json = plan.toJson();
        RunPlan read = RunPlan.fromJson(
                "plan.json", JsonParser.parseString(json.toString()).getAsJsonObject());
        assertEquals(plan.tasks(), read.tasks());
        // a plan written before thread counts existed reads with the benchmark's own count
        JsonObject old = JsonParser.parseString(json.toString()).getAsJsonObject();
        for (var task : old.getAsJsonArray("tasks")) {
            task.getAsJsonObject().remove("threads");
        }
        RunPlan before = RunPlan.fromJson("plan.json", old);
        assertNull(before.tasks().get(0).threads());
    }

    @Test
    void everyTimedForkTakesOneJmhWarmupIterationAfterItsSteadyWarmup() {
        RunPlan plan = plan(Profile.QUICK, List.of(Workload.POSITIONS), 2);
        // Vector API strategies no longer get a longer JMH warm-up: their setup's warm-up has the longer cap
        for (String strategy : List.of("VectorKoggeStone", "FancyMagic", "BASELINE")) {
            RunPlan.Task task = plan.tasks().stream()
                    .filter(t -> t.strategy().equals(strategy))
                    .findFirst()
                    .orElseThrow();
            assertEquals(new Warmup(2, 40), Warmup.of(plan, task), strategy);
        }
        RunPlan standard = plan(Profile.STANDARD, List.of(Workload.POSITIONS), 2);
        assertEquals("50 ms", Warmup.of(standard, standard.tasks().get(0)).time());
        RunPlan init = plan(Profile.THOROUGH, List.of(Workload.INIT), 2);
        assertNull(Warmup.of(init, init.tasks().get(0)), "single-shot forks take no warm-up");
    }

    @Test
    void forksRecordTheirThreadsAndWarmupAndOldRecordsStillRead() {
        ForkRecord fork = new ForkRecord(
                "r00-threads-queen-FancyMagic-t4-j0",
                0,
                "threads",
                "dev.slidebench.bench.ThreadedLookups.queen",
                Map.of("strategy", "FancyMagic"),
                "/j25/bin/java",
                0,
                Instant.parse("2026-12-01T12:00:00Z"),
                Instant.parse("2026-12-01T12:00:01Z"),
                1.0,
                1.0,
                0.0,
                1.01,
                0,
                4,
                20,
                "80 ms",
                new ForkRecord.SteadyWarmup(350, 12, true));
        RunRecord record = RunRecords.newRecord(plan(Profile.QUICK, List.of(Workload.THREADS), 2), null)
                .withFork(fork);
        RunRecord read = RunRecord.parse("run.json", record.toJsonText());
        assertEquals(RunRecord.SCHEMA, read.schema());
        assertEquals(fork, read.forks().get(0));
        assertEquals(4, read.forks().get(0).threads());
        assertEquals(20, read.forks().get(0).warmupIterations());
        assertEquals(false, fork.sameThreads(2));
        assertEquals(true, fork.sameThreads(4));
        assertEquals(true, fork.sameThreads(null));
        // a schema-2 fork has no threads or warm-up: null, and it joins any thread count
        RunRecord old = RunRecord.parse(
                "old.json", "{\"schema\": 2, \"forks\": [{\"key\": \"k\", \"round\": 0, \"benchmark\": \"b\"}]}");
        assertNull(old.forks().get(0).threads());
        assertNull(old.forks().get(0).warmupTime());
        assertEquals(true, old.forks().get(0).sameThreads(4));
    }

    private static JsonArray part(int threads, double value) {
        return JsonParser.parseString(
                        "[{\"benchmark\":\"dev.slidebench.bench.ThreadedLookups.queen\",\"mode\":\"avgt\","
                                + "\"threads\":" + threads
                                + ",\"forks\":1,\"jvm\":\"/j25/bin/java\",\"jdkVersion\":\"25.0.3\","
                                + "\"params\":{\"strategy\":\"FancyMagic\"},"
                                + "\"primaryMetric\":{\"scoreUnit\":\"ns/op\",\"rawData\":[[" + value + "]]}}]")
                .getAsJsonArray();
    }

    @Test
    void forksAtDifferentThreadCountsStayDifferentResults() {
        ResultsMerger merger = new ResultsMerger();
        merger.put("t4a", part(4, 8.0));
        merger.put("t1", part(1, 2.0));
        merger.put("t4b", part(4, 9.0));
        ResultsMerger.Merged merged = merger.merge(List.of("t1", "t4a", "t4b"));
        assertEquals(2, merged.results().size());
        JsonObject one = merged.results().get(0).getAsJsonObject();
        JsonObject four = merged.results().get(1).getAsJsonObject();
        assertEquals(1, one.get("threads").getAsInt());
        assertEquals(
                "[[2.0]]",
                one.getAsJsonObject("primaryMetric").getAsJsonArray("rawData").toString());
        assertEquals(4, four.get("threads").getAsInt());
        assertEquals(
                "[[8.0],[9.0]]",
                four.getAsJsonObject("primaryMetric").getAsJsonArray("rawData").toString());
        assertEquals(1, merged.rowOf().get("t4b"));
    }
}
