package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.gson.JsonParser;
import dev.slidebench.bench.PerftNodes;
import dev.slidebench.bench.PositionSource;
import dev.slidebench.reports.record.RunRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A plan with a positions file's perft roots: they survive plan.json, and their leaves (known only once
 * the file is read) become the perft forks' operations per invocation and no other workload's.
 */
class RunPlanPerftTest {

    private static final List<RunRecord.PerftRoot> ROOTS = List.of(
            new RunRecord.PerftRoot("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8_902),
            new RunRecord.PerftRoot("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2_039));

    private static RunPlan plan(RunRecord.PositionsFile file) {
        return RunPlan.create(
                Profile.SMOKE,
                5,
                List.of("A"),
                List.of(Workload.PERFT, Workload.RANDOM),
                List.of(RunPlanTest.jvm("/j", "17", "A")),
                file);
    }

    @Test
    void perftRootsSurviveThePlanFile() {
        RunRecord.PositionsFile file = new RunRecord.PositionsFile("/p.epd", "00ff", 12, null, ROOTS);
        RunPlan plan = plan(file);
        RunPlan back = RunPlan.fromJson(
                "plan.json", JsonParser.parseString(plan.toJson().toString()).getAsJsonObject());
        assertEquals(file, back.positions());
        assertEquals(ROOTS, back.positions().perft());
        assertEquals(plan, back);
    }

    @Test
    void theRootsLeavesAreThePerftForksOperations() {
        RunPlan withRoots = plan(new RunRecord.PositionsFile("/p.epd", "00ff", 12, null, ROOTS));
        assertEquals(8_902 + 2_039, withRoots.operationsPerInvocation(Workload.PERFT));
        assertNull(withRoots.operationsPerInvocation(Workload.RANDOM), "a lookup workload keeps its own");
        assertEquals(
                List.of(
                        "-D" + PositionSource.PROPERTY + "=/p.epd",
                        "-D" + PerftNodes.NODES_PROPERTY + "=" + (8_902 + 2_039)),
                withRoots.extraForkArgs());
        assertNull(
                plan(new RunRecord.PositionsFile("/p.epd", "00ff", 12, null)).operationsPerInvocation(Workload.PERFT));
        assertNull(plan(null).operationsPerInvocation(Workload.PERFT), "the CPW roots: the benchmark's own count");
    }
}
