package dev.slidebench.bench;

import dev.slidebench.core.Perft;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Workload {@code perft}: legal perft with bulk counting on the strategy's board, the engine-level
 * view where a lookup is one cost among move generation, make/unmake and pins. One operation is one
 * leaf node, so the score is nodes per second (higher is better). One invocation runs the six CPW
 * positions at fixed depths, {@value #NODES} leaf nodes in all by the published counts; the count is
 * checked after every iteration, so a wrong strategy fails the fork instead of reporting a speed.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PerftNodes extends BenchmarkSettings {

    /** Depth per CPW position (start, Kiwipete, 3, 4, 5, 6), chosen for about half a million nodes in all. */
    static final int[] DEPTHS = {4, 3, 4, 3, 3, 3};
    /** 197,281 + 97,862 + 43,238 + 9,467 + 62,379 + 89,890: the published counts at those depths. */
    static final int NODES = 500_117;

    Perft[] searches;
    long lastCount;

    @Setup
    public void setUp(StrategyNameState name) {
        var attacks = StrategyState.forName(name.strategy);
        List<PerftSuite.Entry> positions = PerftSuite.cpw();
        if (positions.size() != DEPTHS.length) {
            throw new IllegalStateException("expected " + DEPTHS.length + " CPW positions, found " + positions.size());
        }
        searches = new Perft[DEPTHS.length];
        long published = 0;
        for (int i = 0; i < DEPTHS.length; i++) {
            searches[i] = new Perft(Position.fromFen(positions.get(i).fen(), attacks));
            published += positions.get(i).expected(DEPTHS[i]);
        }
        if (published != NODES) {
            throw new IllegalStateException("published counts add up to " + published + ", not " + NODES);
        }
    }

    @Benchmark
    @OperationsPerInvocation(NODES)
    public long perft() {
        long nodes = 0;
        for (int i = 0; i < searches.length; i++) {
            nodes += searches[i].count(DEPTHS[i]);
        }
        lastCount = nodes;
        return nodes;
    }

    @TearDown(Level.Iteration)
    public void checkCount() {
        if (lastCount != NODES) {
            throw new IllegalStateException("perft counted " + lastCount + " nodes, published " + NODES);
        }
    }
}
