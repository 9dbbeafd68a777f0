package dev.slidebench.core.search;

import dev.slidebench.core.Position;
import dev.slidebench.core.SlidingAttacks;
import java.util.List;

/**
 * The bench search: a list of positions, each searched to the same depth on one strategy's board,
 * with one {@link TranspositionTable} shared and emptied before each position. The nodes per
 * position and their total (the signature) depend only on the positions, the depth and the table
 * size, so a strategy whose signature differs from the reference's answered some attack set wrong.
 */
public final class BenchSearch {

    private final Search[] searches;
    private final int depth;

    /**
     * Parses every FEN onto a board of {@code attacks}.
     *
     * @throws IllegalArgumentException for a bad FEN, a depth outside 1..{@value Search#MAX_DEPTH} or a
     *     table size {@link TranspositionTable} refuses
     */
    public BenchSearch(SlidingAttacks attacks, List<String> fens, int depth, long tableBytes) {
        if (depth < 1 || depth > Search.MAX_DEPTH) {
            throw new IllegalArgumentException("search depth " + depth + " is outside 1.." + Search.MAX_DEPTH);
        }
        TranspositionTable table = new TranspositionTable(tableBytes);
        this.searches = new Search[fens.size()];
        for (int i = 0; i < searches.length; i++) {
            searches[i] = new Search(Position.fromFen(fens.get(i), attacks), table);
        }
        this.depth = depth;
    }

    public int size() {
        return searches.length;
    }

    /** Searches position {@code index} from an empty table; returns its nodes. */
    public long search(int index) {
        return searches[index].run(depth);
    }

    /** Searches every position in order; returns the nodes of all together, the signature. */
    public long searchAll() {
        long nodes = 0;
        for (Search search : searches) {
            nodes += search.run(depth);
        }
        return nodes;
    }
}
