package dev.slidebench.bench;

import dev.slidebench.core.Perft;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import dev.slidebench.core.SlidingAttacks;
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
 * leaf node, so the score is nodes per second (higher is better). The count is checked after every
 * iteration, so a wrong strategy fails the fork instead of reporting a speed.
 *
 * <p>Without a positions file, one invocation runs the six CPW positions at fixed depths, {@value
 * #NODES} leaf nodes in all by the published counts. With one ({@link PositionSource}), it runs the
 * roots {@link PerftRoots} chooses from it, checked against the reference's counts; their total varies
 * with the file, so JMH must be told it: {@code run} passes it as JMH's operations per invocation
 * ({@code -opi N}) and as the system property {@value #NODES_PROPERTY}, which setup compares with its
 * own total so a score is never divided by the wrong count.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PerftNodes extends BenchmarkSettings {

    /** Depth per CPW position (start, Kiwipete, 3, 4, 5, 6), chosen for about half a million nodes in all. */
    static final int[] DEPTHS = {4, 3, 4, 3, 3, 3};
    /** 197,281 + 97,862 + 43,238 + 9,467 + 62,379 + 89,890: the published counts at those depths. */
    static final int NODES = 500_117;

    /** The leaves of one invocation on a user's positions, as the runner passed them with {@code -opi}. */
    public static final String NODES_PROPERTY = "slidebench.perft.nodes";

    SlidingAttacks strategy;
    Perft[] searches;
    int[] depths;
    long expected;
    long lastCount;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyNameState name) {
        setUp(name);
        SteadyWarmup.runCounted(strategy, this::perft, this::checkCount);
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp(StrategyNameState name) {
        var attacks = StrategyState.forName(name.strategy);
        strategy = attacks;
        PositionSource.Positions source = PositionSource.current();
        if (source.builtIn()) {
            setUpPublished(attacks);
            return;
        }
        List<PerftRoots.Root> roots = PerftRoots.choose(source.source(), source.fens());
        expected = PerftRoots.nodes(roots);
        String passed = System.getProperty(NODES_PROPERTY);
        if (passed == null || !passed.equals(Long.toString(expected))) {
            throw new IllegalStateException("perft on " + source.source() + " counts " + expected
                    + " leaves per invocation; run it with JMH's -opi " + expected + " and -jvmArgsAppend -D"
                    + NODES_PROPERTY + "=" + expected + " (./slidebench run does), not " + passed);
        }
        searches = new Perft[roots.size()];
        depths = new int[roots.size()];
        for (int i = 0; i < roots.size(); i++) {
            searches[i] = new Perft(Position.fromFen(roots.get(i).fen(), attacks));
            depths[i] = roots.get(i).depth();
        }
    }

    private void setUpPublished(SlidingAttacks attacks) {
        List<PerftSuite.Entry> positions = PerftSuite.cpw();
        if (positions.size() != DEPTHS.length) {
            throw new IllegalStateException("expected " + DEPTHS.length + " CPW positions, found " + positions.size());
        }
        searches = new Perft[DEPTHS.length];
        depths = DEPTHS.clone();
        long published = 0;
        for (int i = 0; i < DEPTHS.length; i++) {
            searches[i] = new Perft(Position.fromFen(positions.get(i).fen(), attacks));
            published += positions.get(i).expected(DEPTHS[i]);
        }
        if (published != NODES) {
            throw new IllegalStateException("published counts add up to " + published + ", not " + NODES);
        }
        expected = NODES;
    }

    @Benchmark
    @OperationsPerInvocation(NODES)
    public long perft() {
        Perft[] roots = searches;
        int[] rootDepths = depths;
        long nodes = 0;
        for (int i = 0; i < roots.length; i++) {
            nodes += roots[i].count(rootDepths[i]);
        }
        lastCount = nodes;
        return nodes;
    }

    @TearDown(Level.Iteration)
    public void checkCount() {
        if (lastCount != expected) {
            throw new IllegalStateException("perft counted " + lastCount + " nodes, expected " + expected);
        }
    }
}
