package dev.slidebench.bench;

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

    /**
     * {@code total} samples drawn from {@code positions} and their trees to {@link
     * PositionSource.Positions#treeDepth}.
     */
    static Arrays collect(PositionSource.Positions positions, int total, Visitor visitor) {
        List<String> fens = positions.fens();
        int depth = positions.treeDepth();
        List<Sample> chosen = new ArrayList<>(total);
        if (fens.size() <= total / 8) {
            // few positions (the six CPW ones): each contributes the same share of its own tree
            for (int p = 0; p < fens.size(); p++) {
                List<Sample> all = new ArrayList<>();
                walk(Position.fromFen(fens.get(p)), depth, visitor, all);
                thin(all, (total - chosen.size()) / (fens.size() - p), chosen);
            }
        } else {
            // many positions (a game collection): every position's samples, thinned as one sequence
            List<Sample> all = new ArrayList<>();
            for (String fen : fens) {
                walk(Position.fromFen(fen), depth, visitor, all);
            }
            thin(all, total, chosen);
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException(
                    positions.source() + ": no position has the pieces this workload asks about");
        }
        for (int i = 0; chosen.size() < total; i++) {
            chosen.add(chosen.get(i)); // a small file: its samples repeat, in order, to fill the loop
        }
        int[] squares = new int[total];
        int[] kinds = new int[total];
        long[] occupancies = new long[total];
        for (int i = 0; i < total; i++) {
            squares[i] = chosen.get(i).square();
            kinds[i] = chosen.get(i).kind();
            occupancies[i] = chosen.get(i).occupied();
        }
        return new Arrays(squares, kinds, occupancies);
    }

    /** {@code want} evenly spaced samples of {@code all}, each at most once, appended to {@code out}. */
    private static void thin(List<Sample> all, int want, List<Sample> out) {
        if (all.isEmpty()) {
            return;
        }
        int take = want;
        if (all.size() < want) {
            take = all.size(); // a position with fewer samples than its share gives all it has
        }
        for (int i = 0; i < take; i++) {
            out.add(all.get((int) ((long) i * all.size() / take)));
        }
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
