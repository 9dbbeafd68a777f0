package dev.slidebench.bench;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Position;
import dev.slidebench.core.SlidingAttacks;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code positions}: one lookup for a real slider of a real position, the square and
 * occupancy distribution an engine sees (few pieces on the edges early, open lines late, sliders
 * clustered on their home squares) rather than {@code random}'s uniform one. The samples are every
 * rook, bishop and queen of both sides in every node of the perft trees (depth 3) of the six CPW
 * positions (or of the user's own positions, see {@link PositionSource}), thinned to the same number per position by
 * taking evenly spaced ones: deterministic, no
 * seed needed. Each sample is asked as the piece it is (rook, bishop or queen), so the harness carries
 * one well-predicted-or-not type branch, which the BASELINE row carries too. Strategies with incremental
 * state are asked through their board, brought to each sample's position by toggles (see
 * {@link #prepared}).
 */
@State(Scope.Thread)
public class PositionLookups extends BenchmarkSettings {

    static final int SAMPLES = 4096;

    int[] squares;
    int[] kinds;
    long[] occupancies;
    /** For strategies with incremental state only: the board they are asked through. */
    AttackBoard board;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state) {
        setUp(state);
        SteadyWarmup.run(state.attacks, () -> slider(state));
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp(StrategyState state) {
        PositionSamples.Arrays samples =
                PositionSamples.collect(PositionSource.current(), SAMPLES, PositionLookups::sliders);
        squares = samples.squares();
        kinds = samples.kinds();
        occupancies = samples.occupancies();
        askThrough(state.attacks);
    }

    /** Chooses the path for {@code attacks}: its board when it keeps incremental state, else the plain call. */
    void askThrough(SlidingAttacks attacks) {
        board = attacks.isIncremental() ? attacks.newBoard(occupancies[0]) : null;
    }

    /** Every rook (kind 0), bishop (1) and queen (2) of both sides, asked as the piece it is. */
    private static void sliders(Position node, List<PositionSamples.Sample> out) {
        long occupied = node.occupied();
        for (int colour = Position.WHITE; colour <= Position.BLACK; colour++) {
            PositionSamples.addEach(node.pieces(colour, Position.ROOK), 0, occupied, out);
            PositionSamples.addEach(node.pieces(colour, Position.BISHOP), 1, occupied, out);
            PositionSamples.addEach(node.pieces(colour, Position.QUEEN), 2, occupied, out);
        }
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public long slider(StrategyState state) {
        return board == null ? stateless(state) : prepared(board);
    }

    private long stateless(StrategyState state) {
        var attacks = state.attacks;
        int[] s = squares;
        int[] k = kinds;
        long[] o = occupancies;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            int kind = k[i];
            long a;
            if (kind == 0) {
                a = attacks.rookAttacks(s[i], o[i]);
            } else if (kind == 1) {
                a = attacks.bishopAttacks(s[i], o[i]);
            } else {
                a = attacks.queenAttacks(s[i], o[i]);
            }
            folded ^= a;
        }
        return folded;
    }

    /**
     * Strategies whose state lives in their board (rotated bitboards, slide indices) are used the way
     * an engine uses them: the board is brought to each new position with toggles (its "prepare", paid
     * inside the timed loop, as the C++ shoot-out does) and then asked. Asking them through the
     * stateless call instead would rebuild their state on every lookup, a path no engine takes. Rows
     * measured this way are flagged {@code stateful-path} in the report.
     */
    private long prepared(AttackBoard b) {
        int[] s = squares;
        int[] k = kinds;
        long[] o = occupancies;
        long folded = 0;
        for (int i = 0; i < s.length; i++) {
            for (long changed = b.occupied() ^ o[i]; changed != 0; changed &= changed - 1) {
                b.toggle(Long.numberOfTrailingZeros(changed));
            }
            int kind = k[i];
            long a;
            if (kind == 0) {
                a = b.rookAttacks(s[i]);
            } else if (kind == 1) {
                a = b.bishopAttacks(s[i]);
            } else {
                a = b.queenAttacks(s[i]);
            }
            folded ^= a;
        }
        return folded;
    }
}
