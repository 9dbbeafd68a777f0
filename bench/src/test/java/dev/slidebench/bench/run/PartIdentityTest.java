package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonArray;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thread count a part must show when the plan sets none: JMH's default of one thread for a benchmark
 * that declares nothing (RandomLookups), none to check for one declaring {@code @Threads(Threads.MAX)} on its
 * class (ThreadedLookups: as many as the machine the fork ran on had cores).
 */
class PartIdentityTest {

    private static final RunPlan PLAN = RunPlan.create(
            Profile.SMOKE,
            3,
            List.of("A"),
            List.of(Workload.RANDOM),
            List.of(RunPlanTest.jvm("/j17/bin/java", "17.0.15", "A")),
            null,
            1);

    private static final RunPlan.Task RANDOM =
            new RunPlan.Task(0, Workload.RANDOM, "dev.slidebench.bench.RandomLookups.queen", "A", 0);

    private static final RunPlan.Task THREADS_OWN_COUNT =
            new RunPlan.Task(0, Workload.THREADS, "dev.slidebench.bench.ThreadedLookups.queen", "A", 0);

    private static JsonArray withThreads(RunPlan.Task task, int threads) {
        JsonArray part = PartJson.of(PLAN, task, 2.0, 3.0);
        part.get(0).getAsJsonObject().addProperty("threads", threads);
        return part;
    }

    @Test
    void aBenchmarkWithoutThreadsRunsOneAndOneDeclaringMaxIsNotChecked() {
        assertEquals(1, PartIdentity.declaredThreads(RANDOM));
        assertNull(PartIdentity.declaredThreads(THREADS_OWN_COUNT));
    }

    @Test
    void aPartIsCheckedAgainstTheDeclaredCount(@TempDir Path dir) throws Exception {
        Path part = dir.resolve("part.json");
        Files.writeString(part, withThreads(THREADS_OWN_COUNT, 7).toString());
        assertEquals(1, PartFiles.read(part, PLAN, THREADS_OWN_COUNT).size(), "any count: the fork's machine's cores");
        Files.writeString(part, withThreads(RANDOM, 1).toString());
        assertEquals(1, PartFiles.read(part, PLAN, RANDOM).size());
        Files.writeString(part, withThreads(RANDOM, 2).toString());
        PartFiles.CorruptPartException e =
                assertThrows(PartFiles.CorruptPartException.class, () -> PartFiles.read(part, PLAN, RANDOM));
        assertEquals("not this fork's results: $[0].threads is '2', the plan's is '1'", e.getMessage());
    }
}
