package dev.slidebench.bench;

import dev.slidebench.core.Position;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code xray}: one x-ray lookup (DESIGN's definition: the squares a slider would attack once
 * the first blocker on each of its lines is removed) for the questions an engine asks about pins and
 * discovered attacks in real positions. In every node of the perft trees (depth 3) of the CPW
 * positions (or the user's own, see {@link PositionSource}), for both sides: from the king along rook and bishop
 * lines (which own pieces are pinned,
 * by what), and from every own rook, bishop and queen (which own piece would uncover an attack).
 *
 * <p>It compares the strategies that store x-rays (OliThink keys keep them in the upper half of their
 * table) with the generic form every other strategy inherits, two attack lookups and a mask. Samples
 * are thinned evenly per position like {@code positions}; kind 0 asks a rook x-ray, kind 1 a bishop
 * x-ray (a queen sample is one of each).
 */
@State(Scope.Thread)
public class XrayLookups extends BenchmarkSettings {

    static final int SAMPLES = 4096;
    static final int ROOK = 0;
    static final int BISHOP = 1;

    int[] squares;
    int[] kinds;
    long[] occupancies;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state) {
        setUp();
        SteadyWarmup.run(state.attacks, () -> xray(state));
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp() {
        PositionSamples.Arrays samples =
                PositionSamples.collect(PositionSource.current(), SAMPLES, XrayLookups::pinsAndDiscoveries);
        squares = samples.squares();
        kinds = samples.kinds();
        occupancies = samples.occupancies();
    }

    private static void pinsAndDiscoveries(Position node, List<PositionSamples.Sample> out) {
        long occupied = node.occupied();
        for (int colour = Position.WHITE; colour <= Position.BLACK; colour++) {
            long king = 1L << node.kingSquare(colour);
            long rookLines = king | node.pieces(colour, Position.ROOK) | node.pieces(colour, Position.QUEEN);
            long bishopLines = king | node.pieces(colour, Position.BISHOP) | node.pieces(colour, Position.QUEEN);
            PositionSamples.addEach(rookLines, ROOK, occupied, out);
            PositionSamples.addEach(bishopLines, BISHOP, occupied, out);
        }
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public long xray(StrategyState state) {
        var attacks = state.attacks;
        int[] s = squares;
        int[] k = kinds;
        long[] o = occupancies;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            folded ^= k[i] == ROOK ? attacks.rookXray(s[i], o[i]) : attacks.bishopXray(s[i], o[i]);
        }
        return folded;
    }
}
