package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Legal moves of small positions worked out by hand: seed 001's king completed, the king that may
 * not step back along a checking line, en passant that uncovers a rook or queen on the rank, double
 * check, pins, castling through, into and out of check, and promotions with captures.
 */
class MoveGeneratorTest {

    private static Set<String> legalMoves(String fen) {
        Position position = Position.fromFen(fen);
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            names.add(Move.toUci(moves[i]));
        }
        assertEquals(count, names.size(), "a move generated twice in " + fen);
        assertEquals(count, position.countMoves(), "count and generate disagree in " + fen);
        return names;
    }

    private static Set<String> movesFrom(String fen, String square) {
        Set<String> from = new TreeSet<>();
        for (String move : legalMoves(fen)) {
            if (move.startsWith(square)) {
                from.add(move);
            }
        }
        return from;
    }

    private static long destinations(Set<String> moves) {
        long b = 0;
        for (String move : moves) {
            b |= Square.bit(Square.parse(move.substring(2, 4)));
        }
        return b;
    }

    /**
     * Seed 001's board, black to move: the black king on f4, black knights c4 and g5, black pawns d4
     * and g4; white pawns d2, f5, h2, knight c3, king d1. The seed's incomplete king moves are e3, f3,
     * g3, e4, e5 and f5 (its final grid); completing them removes e4 (the c3 knight), e3 (the d2
     * pawn) and g3 (the h2 pawn), leaving e5, f5 (capturing the undefended pawn) and f3.
     */
    @Test
    void seed001KingMovesCompleted() {
        String seed = "8/8/8/5Pn1/2np1kp1/2N5/3P3P/3K4 b - - 0 1";
        Position position = Position.fromFen(seed);
        long incomplete = Leapers.kingMovesIncomplete(Square.bit(Square.F4), position.pieces(Position.BLACK));
        assertEquals(
                Bitboards.parseGrid("0 0 0 0 0 0 0 0\n"
                        + "0 0 0 0 0 0 0 0\n"
                        + "0 0 0 0 0 0 0 0\n"
                        + "0 0 0 0 1 1 0 0\n"
                        + "0 0 0 0 1 0 0 0\n"
                        + "0 0 0 0 1 1 1 0\n"
                        + "0 0 0 0 0 0 0 0\n"
                        + "0 0 0 0 0 0 0 0"),
                incomplete);
        assertEquals(0x3010700000L, incomplete);
        Set<String> king = movesFrom(seed, "f4");
        assertEquals(Set.of("f4e5", "f4f5", "f4f3"), king);
        assertEquals(Bitboards.of(Square.E5, Square.F5, Square.F3), destinations(king));
        assertEquals(0x3000200000L, destinations(king));
    }

    /**
     * The a4 rook checks the e4 king along the rank. f4 is not attacked while the king stands on e4
     * (the king blocks the ray), but it is once the king has stepped there: the attacks must be
     * computed with the king removed. d4 is attacked either way.
     */
    @Test
    void kingCannotStepBackAlongTheCheckingLine() {
        assertEquals(
                Set.of("e4d3", "e4d5", "e4e3", "e4e5", "e4f3", "e4f5"), legalMoves("8/8/8/8/r3K3/8/8/7k w - - 0 1"));
    }

    /**
     * Black king a4, pawn e4; white pawn d4 (just double-stepped), queen h4. e4xd3 en passant would
     * take both pawns off the fourth rank and let the queen see a4: illegal. Everything else stands.
     */
    @Test
    void enPassantThatUncoversTheRankIsIllegal() {
        assertEquals(
                Set.of("a4a3", "a4a5", "a4b3", "a4b4", "a4b5", "e4e3"),
                legalMoves("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"));
        // The same with a rook, and the control: with the queen off the rank the capture is legal.
        assertFalse(legalMoves("8/8/8/8/k2Pp2R/8/8/3K4 b - d3 0 1").contains("e4d3"));
        assertEquals(
                Set.of("a4a3", "a4a5", "a4b3", "a4b4", "a4b5", "e4e3", "e4d3"),
                legalMoves("7Q/8/8/8/k2Pp3/8/8/3K4 b - d3 0 1"));
    }

    /** The f3 knight and the h1 rook both check e1: only the king moves, to e2 or f2 (d1, f1 rook; d2 knight). */
    @Test
    void doubleCheckAllowsOnlyKingMoves() {
        assertEquals(Set.of("e1e2", "e1f2"), legalMoves("7k/8/8/8/8/5n2/8/R3K2r w Q - 0 1"));
    }

    @Test
    void pinnedPiecesMoveOnlyAlongThePin() {
        // The e2 bishop is pinned on the e-file by the e7 rook: it cannot move at all.
        assertEquals(Set.of("e1d1", "e1d2", "e1f1", "e1f2"), legalMoves("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"));
        // A pinned rook slides along the pin, up to and including the pinner.
        assertEquals(
                Set.of("e2e3", "e2e4", "e2e5", "e2e6", "e2e7"), movesFrom("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2"));
        // A pawn pinned on a diagonal may capture the pinner but not push.
        assertEquals(Set.of("d2c3"), movesFrom("4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1", "d2"));
    }

    @Test
    void castlingNotThroughIntoOrOutOfCheck() {
        // Through: the a6 bishop attacks f1.
        Set<String> through = legalMoves("4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(through.contains("e1g1"));
        assertTrue(through.contains("e1c1"));
        // Into: the c5 bishop attacks g1.
        Set<String> into = legalMoves("4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(into.contains("e1g1"));
        assertTrue(into.contains("e1c1"));
        // Out of: the e7 rook gives check.
        Set<String> outOf = legalMoves("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(outOf.contains("e1g1"));
        assertFalse(outOf.contains("e1c1"));
        // b1 may be attacked (the king does not cross it); it must only be empty.
        Set<String> b1Attacked = legalMoves("4k3/8/8/8/4b3/8/8/R3K2R w KQ - 0 1");
        assertTrue(b1Attacked.contains("e1g1"));
        assertTrue(b1Attacked.contains("e1c1"));
        assertFalse(legalMoves("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1").contains("e1c1"));
    }

    /** The b7 pawn promotes on b8 or by capturing a8 or c8, to each of four pieces: 12 moves, plus 5 king moves. */
    @Test
    void promotionsWithCapturesMakeFourMovesEach() {
        String fen = "r1r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals(
                Set.of(
                        "b7a8q", "b7a8r", "b7a8b", "b7a8n", "b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7c8q", "b7c8r",
                        "b7c8b", "b7c8n"),
                movesFrom(fen, "b7"));
        assertEquals(17, legalMoves(fen).size());
        Position position = Position.fromFen(fen);
        position.makeMove(position.parseMove("b7c8n"));
        assertEquals("r1N1k3/8/8/8/8/8/8/4K3 b - - 0 1", position.toFen());
    }

    /**
     * The two positions with 218 legal moves, the most any reachable position has (Chess Programming
     * Wiki, "Encoding Moves"). Both fit a list of MAX_MOVES.
     */
    @Test
    void mostMovesOfAnyPosition() {
        assertEquals(
                218,
                legalMoves("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1")
                        .size());
        assertEquals(
                218,
                legalMoves("3Q4/1Q4Q1/4Q3/2Q4R/Q4Q2/3Q4/1Q4Rp/1K1BBNNk w - - 0 1")
                        .size());
    }
}
