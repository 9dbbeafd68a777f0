package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.slidebench.core.Fen;
import dev.slidebench.core.Perft;
import dev.slidebench.core.Position;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --positions FILE} with the perft workload: the roots, recorded in run.json and passed to the fork. */
class PerftPositionsRunTest {

    @BeforeAll
    static void useAPrivateJmhLock() throws IOException {
        RunCommandTest.useAPrivateJmhLock();
    }

    @Test
    void perftCountsTheFilesRootsRecordsThemAndScoresPerLeaf(@TempDir Path tmp) throws IOException {
        Path pgn = Files.writeString(tmp.resolve("mine.pgn"), "[Event \"x\"]\n1. e4 e5 2. Nf3 Nc6 *\n");
        Path dir = tmp.resolve("run");
        RunCommandTest.Result r = RunCommandTest.run(
                "run",
                "--profile",
                "smoke",
                "--strategies",
                "^RayLoop$",
                "--workloads",
                "^perft$",
                "--positions",
                pgn.toString(),
                "--out",
                dir.toString(),
                "--seed",
                "7");
        assertEquals(0, r.code(), r.out() + r.err());
        List<RunRecord.PerftRoot> roots =
                RunRecord.read(dir.resolve("run.json")).plan().positions().perft();
        assertEquals(5, roots.size(), "five positions, fewer than eight roots: all of them");
        // the first is the initial position: published 20, 400, 8,902, 197,281 put it at depth 3
        assertEquals(new RunRecord.PerftRoot(Fen.INITIAL, 3, 8_902), roots.get(0));
        long total = 0;
        for (RunRecord.PerftRoot root : roots) {
            Perft perft = new Perft(Position.fromFen(root.fen()));
            assertEquals(perft.count(root.depth()), root.nodes(), root.fen());
            assertTrue(perft.count(root.depth() + 1) > 65_536, "the deepest depth that fits: " + root);
            total += root.nodes();
        }
        assertTrue(r.out().contains("perft roots: 5, depths 3 "), r.out());
        // the plan a resume reads keeps the roots, and gives perft forks (only) their operations per invocation
        RunPlan plan = RunPlan.fromJson(
                "plan.json",
                JsonParser.parseString(Files.readString(dir.resolve("plan.json")))
                        .getAsJsonObject());
        assertEquals(roots, plan.positions().perft());
        assertEquals((int) total, plan.operationsPerInvocation(Workload.PERFT));
        assertEquals(null, plan.operationsPerInvocation(Workload.RANDOM));
        for (JsonElement e : RunCommandTest.results(dir)) {
            String args = e.getAsJsonObject().get("jvmArgs").toString();
            assertTrue(args.contains("-Dslidebench.perft.nodes=" + total), args);
            assertTrue(e.getAsJsonObject().get("benchmark").getAsString().endsWith("PerftNodes.perft"));
        }
    }
}
