package dev.slidebench.bench;

import dev.slidebench.core.Perft;
import dev.slidebench.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The perft roots of a user's positions file ({@code run --positions}), and the rule that chooses them:
 * {@value #ROOTS} positions evenly spaced through the file (position {@code i × count / ROOTS}, or the
 * next one with a legal move when it has none; every position when the file holds fewer), each at the
 * deepest depth, at most {@value #MAX_DEPTH}, whose leaf count is at most {@value #NODES_PER_ROOT}. So
 * one invocation counts at most {@value #ROOTS} × {@value #NODES_PER_ROOT} = 524,288 leaves, about as
 * many as the CPW set's 500,117, and a fork stays as short as with the published positions.
 *
 * <p>The counts come from the reference ({@link dev.slidebench.core.RayLoop}, the default of {@link
 * Position#fromFen(String)}): no published count exists for a user's positions. Choosing a depth costs
 * little: perft one ply deeper than an accepted depth makes at most {@value #NODES_PER_ROOT} moves and
 * counts the moves below them in bulk.
 */
public final class PerftRoots {

    static final int ROOTS = 8;
    static final int NODES_PER_ROOT = 65_536;
    static final int MAX_DEPTH = 10;

    /** One root: its FEN, its depth and the reference's leaf count at that depth. */
    public record Root(String fen, int depth, long nodes) {}

    private PerftRoots() {}

    /**
     * The roots of {@code fens} by the rule of the class comment.
     *
     * @throws IllegalArgumentException when no position has a legal move
     */
    public static List<Root> choose(String source, List<String> fens) {
        List<Root> roots = new ArrayList<>();
        int wanted = Math.min(ROOTS, fens.size());
        int next = 0; // positions before this one are taken or were passed over
        for (int r = 0; r < wanted; r++) {
            int index = Math.max(next, (int) ((long) r * fens.size() / wanted));
            while (index < fens.size() && Position.fromFen(fens.get(index)).countMoves() == 0) {
                index++; // mate or stalemate: no tree to count
            }
            if (index == fens.size()) {
                break;
            }
            roots.add(root(fens.get(index)));
            next = index + 1;
        }
        if (roots.isEmpty()) {
            throw new IllegalArgumentException(
                    source + ": no position has a legal move, so perft has nothing to count");
        }
        return List.copyOf(roots);
    }

    /** The leaves of every root together: one invocation's operations. */
    public static long nodes(List<Root> roots) {
        return roots.stream().mapToLong(Root::nodes).sum();
    }

    private static Root root(String fen) {
        Perft perft = new Perft(Position.fromFen(fen));
        int depth = 1;
        long nodes = perft.count(1); // at most 218 legal moves: depth 1 always fits
        while (depth < MAX_DEPTH) {
            long deeper = perft.count(depth + 1);
            if (deeper > NODES_PER_ROOT) {
                break;
            }
            depth++;
            nodes = deeper;
        }
        return new Root(fen, depth, nodes);
    }
}
