package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.Position;
import org.junit.jupiter.api.Test;

/**
 * {@link Evaluation} on small positions worked out by hand from its documented terms: material and
 * piece-square (the formulas of {@link Evaluation#PIECE_SQUARE}'s comment), mobility per reachable square
 * (knight 4, bishop 5, rook 3, queen 2; own pieces excluded), king-zone attacks (weights knight 2, bishop 2,
 * rook 3, queen 5 per zone square, the zone being the king's square and its neighbours) counted as
 * min(units² / 4, 500), and a tempo of 10 for the side to move.
 */
class EvaluationTest {

    private static int evaluate(String fen) {
        return Evaluation.evaluate(Position.fromFen(fen));
    }

    @Test
    void kingsOnlyScoreTheirSquaresAndTheTempo() {
        // White Kg1: back rank, g is not a centre file: +10. Black Ke8 (its e1, a centre file): 10 − 8 = 2.
        // No other pieces: no mobility, no zone attacks. 10 − 2 = 8, plus the tempo: 18.
        assertEquals(18, evaluate("4k3/8/8/8/8/8/8/6K1 w - - 0 1"));
        // Black to move: −8 + 10 = 2.
        assertEquals(2, evaluate("4k3/8/8/8/8/8/8/6K1 b - - 0 1"));
    }

    @Test
    void aRookCheckingTheKingScoresMaterialMobilityAndKingZone() {
        // White: Ra8 = 500 (rank 8 is not the seventh: no bonus), Kg1 = 10.
        //   Ra8 reaches b8 c8 d8 e8 (stopped by the king) and a7..a1: 4 + 7 = 11 squares, none white: 3 × 11 = 33.
        //   Zone of Ke8: d8 e8 f8 d7 e7 f7; the rook reaches d8 and e8: 3 × 2 = 6 units, 6 × 6 / 4 = 9.
        //   White: 500 + 10 + 33 + 9 = 552.
        // Black: Ke8 = 2, nothing else.
        // 552 − 2 = 550 for white; black is to move: −550 + 10 = −540.
        assertEquals(-540, evaluate("R3k3/8/8/8/8/8/8/6K1 b - - 0 1"));
    }

    @Test
    void minorPiecesAndQueenAddTheirMobilityAndZoneUnits() {
        // White: Kg1 = 10; Nc3 (file 2, rank 2: centrality 2): 320 + 8 × 2 − 12 = 324; Qd1 (centrality 0):
        //   900 + 2 × 0 − 3 = 897.
        //   Nc3 reaches a2 a4 b1 b5 d5 e4 e2 d1; d1 is white's queen: 7 squares, 4 × 7 = 28.
        //   Qd1 reaches d2..d8 (7), c1 b1 a1 (3), e1 f1 g1 (3, g1 its own king), c2 b3 a4 (3), e2 f3 g4 h5 (4):
        //   20 squares, 19 without g1: 2 × 19 = 38.
        //   Zone of Ke8 (d8 e8 f8 d7 e7 f7): the queen reaches d8 and d7: 5 × 2 = 10 units; the knight none.
        //   10 × 10 / 4 = 25.
        //   White: 10 + 324 + 897 + 28 + 38 + 25 = 1322.
        // Black: Ke8 = 2; Bc8 (its c1: centrality 0): 330 − 5 = 325, reaches b7 a6, d7 e6 f5 g4 h3: 7 squares,
        //   5 × 7 = 35; zone of Kg1 (f1 g1 h1 f2 g2 h2): none, 0.
        //   Black: 2 + 325 + 35 = 362.
        // 1322 − 362 = 960, white to move: 960 + 10 = 970.
        assertEquals(970, evaluate("2b1k3/8/8/8/8/2N5/8/3Q2K1 w - - 0 1"));
    }
}
