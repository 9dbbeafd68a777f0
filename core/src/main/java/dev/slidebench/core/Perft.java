package dev.slidebench.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard test of a
 * move generator against published counts (Chess Programming Wiki, "Perft" and "Perft Results").
 *
 * <p>Bulk counting: at the last ply the legal moves are counted ({@link Position#countMoves}) instead
 * of made, so a perft of depth d makes moves only down to depth d − 1. Move lists are one
 * {@code int[}{@link Position#MAX_MOVES}{@code ]} per ply, allocated up front, so the search
 * allocates nothing.
 */
public final class Perft {

    /** The deepest perft this class will attempt; far beyond anything that finishes. */
    public static final int MAX_DEPTH = 64;

    private final Position position;
    private final int[][] moveLists;
    private boolean stopped;

    /** A perft searcher over {@code position}, which it plays moves on and restores. */
    public Perft(Position position) {
        this.position = position;
        this.moveLists = new int[MAX_DEPTH][Position.MAX_MOVES];
    }

    /** The number of leaf nodes at {@code depth} plies (1 at depth 0). */
    public long count(int depth) {
        checkDepth(depth);
        if (depth == 0) {
            return 1;
        }
        return depth == 1 ? position.countMoves() : search(depth, 0);
    }

    private long search(int depth, int ply) {
        int[] moves = moveLists[ply];
        int count = position.generateMoves(moves);
        long nodes = 0;
        if (depth == 2) {
            for (int i = 0; i < count; i++) {
                int move = moves[i];
                position.makeMove(move);
                nodes += position.countMoves();
                position.unmakeMove(move);
            }
        } else {
            for (int i = 0; i < count; i++) {
                int move = moves[i];
                position.makeMove(move);
                nodes += search(depth - 1, ply + 1);
                position.unmakeMove(move);
            }
        }
        return nodes;
    }

    /** Below this depth a subtree is counted whole: at most about a million leaves, a few milliseconds. */
    private static final int WHOLE_BELOW = 4;

    /**
     * As {@link #count}, but stops as soon as the leaves counted so far exceed {@code limit} and then
     * returns that partial count (always more than {@code limit}): a file that claims 1 leaf at depth 8
     * is found wrong in milliseconds instead of after hours of counting. Subtrees shallower than four
     * plies are counted whole, so the answer may overshoot {@code limit} by one such subtree.
     */
    public long countUpTo(int depth, long limit) {
        checkDepth(depth);
        stopped = false;
        return depth < WHOLE_BELOW ? count(depth) : bounded(depth, 0, 0, limit);
    }

    /** True when the last {@link #countUpTo} stopped before counting the whole tree. */
    public boolean stopped() {
        return stopped;
    }

    /** The leaves below this node added to {@code counted}, stopping once the sum exceeds {@code limit}. */
    private long bounded(int depth, int ply, long counted, long limit) {
        if (depth < WHOLE_BELOW) {
            return counted + search(depth, ply);
        }
        int[] moves = moveLists[ply];
        int count = position.generateMoves(moves);
        long total = counted;
        for (int i = 0; i < count; i++) {
            if (total > limit) {
                stopped = true;
                break;
            }
            int move = moves[i];
            position.makeMove(move);
            total = bounded(depth - 1, ply + 1, total, limit);
            position.unmakeMove(move);
        }
        return total;
    }

    /** One root move and the leaf count below it. */
    public record Division(String move, long nodes) {}

    /**
     * Divide: the perft of {@code depth} split by root move, in UCI notation and sorted by it, so that
     * two engines' outputs can be compared line by line to find a move generation bug.
     */
    public List<Division> divide(int depth) {
        checkDepth(depth);
        if (depth == 0) {
            return List.of();
        }
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        List<Division> divisions = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            position.makeMove(moves[i]);
            divisions.add(new Division(Move.toUci(moves[i]), count(depth - 1)));
            position.unmakeMove(moves[i]);
        }
        divisions.sort(Comparator.comparing(Division::move));
        return divisions;
    }

    private static void checkDepth(int depth) {
        if (depth < 0 || depth > MAX_DEPTH - 1) {
            throw new IllegalArgumentException("perft depth " + depth + " is outside 0.." + (MAX_DEPTH - 1));
        }
    }
}
