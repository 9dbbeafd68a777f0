package dev.slidebench.core.search;

import static dev.slidebench.core.Position.BISHOP;
import static dev.slidebench.core.Position.KING;
import static dev.slidebench.core.Position.KNIGHT;
import static dev.slidebench.core.Position.PAWN;
import static dev.slidebench.core.Position.QUEEN;
import static dev.slidebench.core.Position.ROOK;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Leapers;
import dev.slidebench.core.Move;
import dev.slidebench.core.Position;

/**
 * Static exchange evaluation: the material balance of the capture sequence on one square when each
 * side recaptures with its least valuable attacker and may stop whenever going on would lose, by the
 * swap algorithm (Chess Programming Wiki, "SEE - The Swap Algorithm").
 *
 * <p>Attackers that stand behind another on the same line (a rook behind a rook, a queen behind a
 * bishop) join the exchange once the piece in front has captured: each capturing piece is lifted off
 * the strategy's {@link AttackBoard} with {@code toggle}, and the slider attacks from the target
 * square are asked again, so the x-ray comes from the strategy itself. The board is put back before
 * returning. Pins are ignored, as in most engines; a king captures only where nothing would recapture.
 */
final class StaticExchange {

    private static final int MAX_CAPTURES = 32;

    private final Position position;
    private final AttackBoard board;
    private final int[] gain = new int[MAX_CAPTURES + 1];
    private final int[] lifted = new int[MAX_CAPTURES + 1];

    StaticExchange(Position position) {
        this.position = position;
        this.board = position.board();
    }

    /** The exchange value of {@code move} (a capture, or any move: a quiet move's target may be attacked). */
    int evaluate(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int us = position.sideToMove();
        int victim = position.pieceAt(to);
        int liftedCount = 0;
        if (Move.flag(move) == Move.EN_PASSANT) {
            board.toggle(to ^ 8);
            lifted[liftedCount++] = to ^ 8;
            gain[0] = Evaluation.VALUE[PAWN];
        } else {
            gain[0] = victim == Position.NO_PIECE ? 0 : Evaluation.VALUE[victim & 7];
        }
        int onSquare = Evaluation.VALUE[position.pieceAt(from) & 7]; // the piece that now stands on `to`
        board.toggle(from);
        lifted[liftedCount++] = from;
        int side = us ^ 1;

        long diagonalSliders = position.piecesOfType(BISHOP) | position.piecesOfType(QUEEN);
        long straightSliders = position.piecesOfType(ROOK) | position.piecesOfType(QUEEN);
        long leapers = (Leapers.knightAttacks(to) & position.piecesOfType(KNIGHT))
                | (Leapers.kingAttacks(to) & position.piecesOfType(KING));
        long diagonal = board.bishopAttacks(to) & diagonalSliders;
        long straight = board.rookAttacks(to) & straightSliders;
        int depth = 0;
        while (depth < MAX_CAPTURES) {
            long occupied = board.occupied();
            long pawns = (Leapers.pawnAttacks(Position.WHITE, to) & position.pieces(Position.BLACK, PAWN))
                    | (Leapers.pawnAttacks(Position.BLACK, to) & position.pieces(Position.WHITE, PAWN));
            long attackers = (diagonal | straight | leapers | pawns) & occupied;
            long ours = attackers & position.pieces(side);
            if (ours == 0) {
                break;
            }
            int square = leastValuable(ours);
            int type = position.pieceAt(square) & 7;
            if (type == KING && (attackers & ~ours) != 0) {
                break; // the king may not capture into a recapture
            }
            depth++;
            gain[depth] = onSquare - gain[depth - 1];
            onSquare = Evaluation.VALUE[type];
            board.toggle(square);
            lifted[liftedCount++] = square;
            // what stood behind the piece that left may now see the square
            if (type == PAWN || type == BISHOP || type == QUEEN) {
                diagonal = board.bishopAttacks(to) & diagonalSliders;
            }
            if (type == ROOK || type == QUEEN) {
                straight = board.rookAttacks(to) & straightSliders;
            }
            side ^= 1;
        }
        return backUp(depth, liftedCount);
    }

    /**
     * The sequence's value from its end back to the first capture (each side may stop capturing when that
     * is better), after the lifted pieces are put back on the board.
     */
    private int backUp(int depth, int liftedCount) {
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        while (liftedCount > 0) {
            board.toggle(lifted[--liftedCount]);
        }
        return gain[0];
    }

    /** The square of the least valuable piece in {@code attackers} (pawn first, king last). */
    private int leastValuable(long attackers) {
        for (int type = PAWN; type <= KING; type++) {
            long ofType = attackers & position.piecesOfType(type);
            if (ofType != 0) {
                return Long.numberOfTrailingZeros(ofType);
            }
        }
        throw new IllegalStateException("no attacker in " + Long.toHexString(attackers));
    }
}
