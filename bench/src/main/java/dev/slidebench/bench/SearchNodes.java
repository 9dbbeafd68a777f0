package dev.slidebench.bench;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.search.BenchSearch;
import dev.slidebench.core.search.TranspositionTable;
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
 * Workload {@code search}: the bench search of {@code slidebench bench} ({@link BenchSearch} over the
 * built-in {@link SearchPositions}) at depth {@value #DEPTH} with a {@link
 * TranspositionTable#DEFAULT_BYTES} table, where a slider lookup is one cost among hash probes,
 * evaluation, exchange evaluation and make/unmake, and stateful boards pay their {@code toggle} move
 * by move. One operation is one node, so the score is nodes per second (higher is better).
 *
 * <p>Each invocation searches every position from an empty table, killers and history ({@link
 * dev.slidebench.core.search.Search#run} clears them; the table by a new generation, so no memory is
 * written for it), so every invocation searches the same {@value #NODES} nodes; the count is checked
 * after every iteration, so a wrong strategy fails the fork instead of reporting a speed. Nothing is
 * allocated in the measured path. The built-in set is used even when {@code run --positions} names a
 * file: the node count must be known when the benchmark is compiled.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SearchNodes extends BenchmarkSettings {

    /** Depth of every position: about 0.1 s an invocation, short enough for the quick profile's iterations. */
    static final int DEPTH = 4;

    /** RayLoop's nodes at that depth over the built-in set; {@code SearchSignatureTest} checks it. */
    static final int NODES = 112_265;

    SlidingAttacks strategy;
    BenchSearch bench;
    long lastCount;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyNameState name) {
        setUp(name);
        SteadyWarmup.runCounted(strategy, this::search, this::checkCount);
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp(StrategyNameState name) {
        strategy = StrategyState.forName(name.strategy);
        bench = new BenchSearch(strategy, SearchPositions.builtIn(), DEPTH, TranspositionTable.DEFAULT_BYTES);
    }

    @Benchmark
    @OperationsPerInvocation(NODES)
    public long search() {
        long nodes = bench.searchAll();
        lastCount = nodes;
        return nodes;
    }

    @TearDown(Level.Iteration)
    public void checkCount() {
        if (lastCount != NODES) {
            throw new IllegalStateException("search counted " + lastCount + " nodes, expected " + NODES);
        }
    }
}
