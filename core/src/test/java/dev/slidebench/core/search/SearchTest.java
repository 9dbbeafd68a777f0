package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.Move;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import dev.slidebench.core.RayLoop;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search is deterministic (two runs, on one set of objects and on fresh ones, count the same
 * nodes), finds what a search must find (a mate in one, a free queen), and its incremental hash keys
 * equal keys computed from scratch over every move kind (castling, en passant, promotion).
 */
class SearchTest {

    private static final List<String> CPW =
            PerftSuite.cpw().stream().map(PerftSuite.Entry::fen).toList();

    private static long[] nodes(BenchSearch bench) {
        long[] nodes = new long[bench.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = bench.search(i);
        }
        return nodes;
    }

    @Test
    void twoRunsCountTheSameNodes() {
        BenchSearch bench = new BenchSearch(RayLoop.INSTANCE, CPW, 4, 1L << 20);
        long[] first = nodes(bench);
        long[] again = nodes(bench);
        long[] fresh = nodes(new BenchSearch(RayLoop.INSTANCE, CPW, 4, 1L << 20));
        assertEquals(Arrays.toString(first), Arrays.toString(again));
        assertEquals(Arrays.toString(first), Arrays.toString(fresh));
        // and the positions are as they were: a search leaves its position as it found it
        assertEquals(first[0], new BenchSearch(RayLoop.INSTANCE, CPW.subList(0, 1), 4, 1L << 20).search(0));
    }

    @Test
    void theTableSizeIsPartOfTheConfiguration() {
        // a table of one bucket loses almost everything a 1 MiB table keeps, so the trees differ
        long small = new BenchSearch(RayLoop.INSTANCE, CPW.subList(1, 2), 5, 32).searchAll();
        long large = new BenchSearch(RayLoop.INSTANCE, CPW.subList(1, 2), 5, 1L << 20).searchAll();
        assertNotEquals(small, large);
    }

    private static String bestMove(String fen, int depth) {
        Search search = new Search(Position.fromFen(fen), new TranspositionTable(1L << 20));
        search.run(depth);
        return Move.toUci(search.bestMove());
    }

    @Test
    void findsAMateInOne() {
        // back-rank mate: Ra1-a8 with the black king shut in by its own pawns
        assertEquals("a1a8", bestMove("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3));
    }

    @Test
    void takesAFreeQueen() {
        // the black queen on d5 is attacked by the knight on c3 and defended by nothing
        assertEquals("c3d5", bestMove("4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1", 2));
    }

    @Test
    void depthsOutsideTheRangeAreRefused() {
        Search search = new Search(Position.fromFen(CPW.get(0)), new TranspositionTable(1L << 20));
        assertThrows(IllegalArgumentException.class, () -> search.run(0));
        assertThrows(IllegalArgumentException.class, () -> search.run(Search.MAX_DEPTH + 1));
    }

    @Test
    void incrementalKeysEqualKeysFromScratch() {
        for (String fen : CPW) {
            Position position = Position.fromFen(fen);
            walk(position, Zobrist.of(position), 3);
        }
    }

    private static void walk(Position position, long key, int depth) {
        assertEquals(Zobrist.of(position), key, position.toFen());
        if (depth == 0) {
            return;
        }
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        for (int i = 0; i < count; i++) {
            long next = Zobrist.beforeMove(position, key, moves[i]);
            position.makeMove(moves[i]);
            walk(position, Zobrist.afterMove(position, next), depth - 1);
            position.unmakeMove(moves[i]);
        }
    }
}
