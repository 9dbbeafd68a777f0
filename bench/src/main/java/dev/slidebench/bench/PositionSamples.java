package dev.slidebench.bench;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Lookup samples drawn from real positions, shared by the workloads that want an engine's square and
 * occupancy distribution ({@code positions}, {@code xray}): every node of the perft tree below each
 * position visited in move-generation order, each node's samples taken by a visitor, and each
 * position's samples thinned to the same count by taking evenly spaced ones. Deterministic: no seed.
 */
final class PositionSamples {

    /** One lookup: the square asked from, its kind (workload-defined), and the occupancy. */
    record Sample(int square, int kind, long occupied) {}

    /** Adds the samples one node of the tree offers. */
    interface Visitor {
        void visit(Position node, List<Sample> out);
    }

    /** Parallel arrays, as the measured loops read them. */
    record Arrays(int[] squares, int[] kinds, long[] occupancies) {}

    private PositionSamples() {}

    /** {@code total} samples spread evenly over {@code positions}, from their trees to {@code depth}. */
    static Arrays collect(List<PerftSuite.Entry> positions, int depth, int total, Visitor visitor) {
        int[] squares = new int[total];
        int[] kinds = new int[total];
        long[] occupancies = new long[total];
        int filled = 0;
        for (int p = 0; p < positions.size(); p++) {
            List<Sample> all = new ArrayList<>();
            walk(Position.fromFen(positions.get(p).fen()), depth, visitor, all);
            int want = (total - filled) / (positions.size() - p);
            for (int i = 0; i < want; i++) {
                Sample sample = all.get((int) ((long) i * all.size() / want));
                squares[filled] = sample.square();
                kinds[filled] = sample.kind();
                occupancies[filled] = sample.occupied();
                filled++;
            }
        }
        return new Arrays(squares, kinds, occupancies);
    }

    private static void walk(Position position, int depth, Visitor visitor, List<Sample> out) {
        visitor.visit(position, out);
        if (depth == 0) {
            return;
        }
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        for (int i = 0; i < count; i++) {
            position.makeMove(moves[i]);
            walk(position, depth - 1, visitor, out);
            position.unmakeMove(moves[i]);
        }
    }

    /** One sample of {@code kind} per square of {@code squares}, at {@code occupied}. */
    static void addEach(long squares, int kind, long occupied, List<Sample> out) {
        for (long b = squares; b != 0; b &= b - 1) {
            out.add(new Sample(Long.numberOfTrailingZeros(b), kind, occupied));
        }
    }
}
