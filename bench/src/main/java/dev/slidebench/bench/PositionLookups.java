package dev.slidebench.bench;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import java.util.ArrayList;
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
 * positions, thinned to the same number per position by taking evenly spaced ones: deterministic, no
 * seed needed. Each sample is asked as the piece it is (rook, bishop or queen), so the harness carries
 * one well-predicted-or-not type branch, which the BASELINE row carries too.
 */
@State(Scope.Thread)
public class PositionLookups extends BenchmarkSettings {

    static final int SAMPLES = 4096;
    private static final int TREE_DEPTH = 3;

    int[] squares;
    int[] kinds;
    long[] occupancies;

    @Setup
    public void setUp() {
        List<PerftSuite.Entry> positions = PerftSuite.cpw();
        squares = new int[SAMPLES];
        kinds = new int[SAMPLES];
        occupancies = new long[SAMPLES];
        int filled = 0;
        for (int p = 0; p < positions.size(); p++) {
            List<long[]> all = new ArrayList<>();
            collect(Position.fromFen(positions.get(p).fen()), TREE_DEPTH, all);
            int want = (SAMPLES - filled) / (positions.size() - p);
            for (int i = 0; i < want; i++) {
                long[] sample = all.get((int) ((long) i * all.size() / want));
                squares[filled] = (int) sample[0];
                kinds[filled] = (int) sample[1];
                occupancies[filled] = sample[2];
                filled++;
            }
        }
    }

    /** Every slider of every node of the tree below {@code position}, as {square, kind, occupancy}. */
    private static void collect(Position position, int depth, List<long[]> out) {
        long occupied = position.occupied();
        for (int colour = Position.WHITE; colour <= Position.BLACK; colour++) {
            add(position.pieces(colour, Position.ROOK), 0, occupied, out);
            add(position.pieces(colour, Position.BISHOP), 1, occupied, out);
            add(position.pieces(colour, Position.QUEEN), 2, occupied, out);
        }
        if (depth == 0) {
            return;
        }
        int[] moves = new int[256];
        int count = position.generateMoves(moves);
        for (int i = 0; i < count; i++) {
            position.makeMove(moves[i]);
            collect(position, depth - 1, out);
            position.unmakeMove(moves[i]);
        }
    }

    private static void add(long pieces, int kind, long occupied, List<long[]> out) {
        for (long b = pieces; b != 0; b &= b - 1) {
            out.add(new long[] {Long.numberOfTrailingZeros(b), kind, occupied});
        }
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public long slider(StrategyState state) {
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
}
