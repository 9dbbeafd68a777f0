package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Move;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search's score against an independent reference: plain alpha-beta in the move generator's order,
 * with no transposition table, no principal variation search, no move ordering, no killers and no history,
 * over the same rules the search's class comment states (the same evaluation and exchange evaluator;
 * quiescence of non-losing captures and queen promotions, every evasion in check; mate as ±(MATE − ply);
 * draws by repetition on the path, the fifty-move rule and stalemate). Move ordering and the table change
 * how many nodes a search visits, never the value it finds: at depth 5 or less no position can come back
 * at another ply with depth left before its own repetition ends the line (that needs four plies), so the
 * table's cut-offs reuse exactly the values a full search would compute. The scores must therefore be equal.
 *
 * <p>Beside the reference, facts that need no search to know: a mate in one is worth MATE − 1, and a move
 * that reaches the hundredth half-move without a capture or pawn move draws.
 */
class SearchAgainstMinimaxTest {

    private static final List<String> CPW =
            PerftSuite.cpw().stream().map(PerftSuite.Entry::fen).toList();

    /** The searched score of {@code fen} at {@code depth}, and the position left as it was. */
    private static int searched(String fen, int depth) {
        Position position = Position.fromFen(fen);
        Search search = new Search(position, new TranspositionTable(1L << 20));
        search.run(depth);
        assertEquals(fen, position.toFen(), "the search leaves its position as it found it");
        return search.score();
    }

    @Test
    void everyCpwPositionScoresAsPlainAlphaBeta() {
        // as deep as the reference, which orders nothing, finishes in a moment: Kiwipete's captures make its
        // depth 2 take a second and its depth 3 ten, CPW 4's depth 3 two
        int[] depths = {3, 1, 3, 2, 3, 3};
        for (int i = 0; i < CPW.size(); i++) {
            for (int depth = 1; depth <= depths[i]; depth++) {
                String fen = CPW.get(i);
                assertEquals(Reference.score(fen, depth), searched(fen, depth), fen + " at depth " + depth);
            }
        }
    }

    @Test
    void quietPositionsScoreAsPlainAlphaBetaAtDepthFour() {
        // the start position and CPW 3 (a rook-and-pawn ending with checks), where the table's cut-offs
        // and the null windows of the principal variation search are busy
        for (String fen : List.of(CPW.get(0), CPW.get(2))) {
            assertEquals(Reference.score(fen, 4), searched(fen, 4), fen);
        }
    }

    @Test
    void promotionsAndUnderPromotionsScoreAsPlainAlphaBeta() {
        // pawns on the seventh rank for both sides, captures onto the last rank: the quiescence keeps the
        // queen promotions and leaves the under-promotions out
        String fen = "1n2k1n1/PP4P1/8/8/8/8/1p3pp1/R3K1NR w - - 0 1";
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals(Reference.score(fen, depth), searched(fen, depth), "depth " + depth);
        }
    }

    @Test
    void kingsBehindLockedPawnsScoreAsPlainAlphaBetaAtDepthFive() {
        // only king moves: many transpositions for the table at the deepest depth where equality must hold. The
        // lines that repeat do not change this position's value (the reference without its repetition rule
        // gives the same -10), so this checks the table and the null windows, not the repetition rule.
        String fen = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/3K4 w - - 0 1";
        assertEquals(Reference.score(fen, 5), searched(fen, 5));
    }

    @Test
    void aMateInOneIsWorthMateLessOnePly() {
        // back-rank mate: Ra1-a8, the black king shut in by its own pawns
        String fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(Search.MATE - 1, searched(fen, depth), "depth " + depth);
        }
    }

    @Test
    void theSideFacingAMateScoresAsPlainAlphaBeta() {
        // black to move must make room for its king (…h6, …g6, …f6) or be mated on the back rank
        String fen = "6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1";
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(Reference.score(fen, depth), searched(fen, depth), "depth " + depth);
        }
    }

    @Test
    void theHundredthHalfMoveWithoutCaptureOrPawnMoveDraws() {
        // a queen up, but no capture and no pawn move exists for white: with 99 half-moves on the clock every
        // white move reaches 100, a draw, which a depth-2 search sees at ply 1
        String drawn = "8/7k/8/8/8/8/8/QK6 w - - 99 80";
        assertEquals(0, searched(drawn, 2));
        assertEquals(0, Reference.score(drawn, 2));
        // one half-move earlier the move reaches 99 only, and the queen counts
        String notYet = "8/7k/8/8/8/8/8/QK6 w - - 98 80";
        int score = searched(notYet, 2);
        assertTrue(score > Evaluation.VALUE[Position.QUEEN] / 2, "a queen up scores " + score);
        assertEquals(Reference.score(notYet, 2), score);
    }

    /** Plain alpha-beta over the rules of {@link Search}'s class comment, in the generator's move order. */
    static final class Reference {

        private final Position position;
        private final StaticExchange exchange;
        private final long[] path = new long[Search.MAX_PLY + 1];

        private Reference(Position position) {
            this.position = position;
            this.exchange = new StaticExchange(position);
        }

        static int score(String fen, int depth) {
            Reference reference = new Reference(Position.fromFen(fen));
            reference.path[0] = Zobrist.of(reference.position);
            return reference.main(-Search.INFINITY, Search.INFINITY, depth, 0);
        }

        private int main(int alpha, int beta, int depth, int ply) {
            if (depth <= 0) {
                return quiescence(alpha, beta, ply);
            }
            if (ply > 0 && drawn(ply)) {
                return 0;
            }
            if (ply >= Search.MAX_PLY - 1) {
                return Evaluation.evaluate(position);
            }
            int[] moves = new int[Position.MAX_MOVES];
            int count = position.generateMoves(moves);
            if (count == 0) {
                return position.inCheck() ? -Search.MATE + ply : 0;
            }
            int best = -Search.INFINITY;
            for (int i = 0; i < count && alpha < beta; i++) {
                int score = -child(moves[i], -beta, -alpha, depth - 1, ply, true);
                best = Math.max(best, score);
                alpha = Math.max(alpha, score);
            }
            return best;
        }

        private int quiescence(int alpha, int beta, int ply) {
            if (ply >= Search.MAX_PLY - 1) {
                return Evaluation.evaluate(position);
            }
            boolean inCheck = position.inCheck();
            int best = -Search.INFINITY;
            if (!inCheck) {
                best = Evaluation.evaluate(position); // standing pat
                if (best >= beta) {
                    return best;
                }
                alpha = Math.max(alpha, best);
            }
            int[] moves = new int[Position.MAX_MOVES];
            int count = position.generateMoves(moves);
            if (count == 0) {
                return inCheck ? -Search.MATE + ply : 0;
            }
            for (int i = 0; i < count && alpha < beta; i++) {
                int move = moves[i];
                if (inCheck || (gainsMaterial(move) && exchange.evaluate(move) >= 0)) {
                    int score = -child(move, -beta, -alpha, 0, ply, false);
                    best = Math.max(best, score);
                    alpha = Math.max(alpha, score);
                }
            }
            return best;
        }

        /** A capture (en passant too) or a promotion to a queen. */
        private boolean gainsMaterial(int move) {
            boolean capture =
                    position.pieceAt(Move.to(move)) != Position.NO_PIECE || Move.flag(move) == Move.EN_PASSANT;
            if (Move.isPromotion(move)) {
                return Move.promotionType(move) == Position.QUEEN;
            }
            return capture;
        }

        private int child(int move, int alpha, int beta, int depth, int ply, boolean main) {
            position.makeMove(move);
            path[ply + 1] = Zobrist.of(position);
            int score = main ? main(alpha, beta, depth, ply + 1) : quiescence(alpha, beta, ply + 1);
            position.unmakeMove(move);
            return score;
        }

        /** The fifty-move rule, or this position earlier on the path since the last irreversible move. */
        private boolean drawn(int ply) {
            int reversible = position.halfmoveClock();
            if (reversible >= 100) {
                return true;
            }
            for (int back = ply - 2; back >= 0 && back >= ply - reversible; back -= 2) {
                if (path[back] == path[ply]) {
                    return true;
                }
            }
            return false;
        }
    }
}
