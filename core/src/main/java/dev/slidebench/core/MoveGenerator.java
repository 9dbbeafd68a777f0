package dev.slidebench.core;

import static dev.slidebench.core.Position.BISHOP;
import static dev.slidebench.core.Position.KNIGHT;
import static dev.slidebench.core.Position.PAWN;
import static dev.slidebench.core.Position.QUEEN;
import static dev.slidebench.core.Position.ROOK;
import static dev.slidebench.core.Position.WHITE;

/**
 * Legal move generation, straight to legal moves (no make-and-test): once per node it finds the
 * checkers, the pinned pieces and the check mask, then emits only moves that respect them.
 *
 * <ul>
 * <li><b>Checkers and pins</b> come from the enemy rooks, bishops and queens that see the king on an
 *     empty board ({@link Lines#rookRays}): with nothing {@link Lines#between} them and the king the
 *     piece gives check; with exactly one of our pieces between, that piece is pinned and may move
 *     only along {@link Lines#line} through the king.</li>
 * <li><b>Check mask</b>: with one checker, a non-king move must capture it or land between it and the
 *     king; with two (double check) only the king moves.</li>
 * <li><b>King moves</b> are seed 001's "incomplete" king moves ({@link Leapers#kingMovesIncomplete})
 *     completed: squares the enemy attacks are excluded, the attacks computed <em>with the king removed
 *     from the occupancy</em>, so that the king cannot step back along the line of a slider that
 *     checks it (the square behind it is attacked once it has left). The king is lifted off the
 *     {@link AttackBoard} with {@code toggle} for that; when no slider gives check no slider ray
 *     reaches the king, removing it changes no attack, and the toggles are skipped. Only the enemy
 *     sliders whose empty-board rays reach a square the king could use are asked.</li>
 * <li><b>Castling</b>: right held, squares between king and rook empty, king not in check, and the
 *     two squares it crosses and lands on not attacked.</li>
 * <li><b>En passant</b> is rare and has the one case pins by line do not see: both pawns leave the
 *     rank, which can expose the king to a rook or queen along it (CPW "Perft Results", position 3).
 *     So it is tried on the board: the three squares are toggled, the king's attackers are asked
 *     for, and the squares are toggled back.</li>
 * <li><b>Pawns</b> that are not pinned move as sets (one shift for all single pushes, one for all
 *     double pushes, one per capture direction); the shift is a rotation so that one piece of code
 *     serves both colours (a pawn never stands where a rotation would wrap it).</li>
 * </ul>
 *
 * <p>Slider attacks come only from the position's {@link AttackBoard}, so each strategy is measured
 * on the questions a real move generator asks. {@link #count} runs the same logic and adds up
 * population counts instead of writing moves: perft's bulk counting at the last ply.
 *
 * <p>Reference: the structure (checkers, pinned pieces, check mask, king danger squares with the king
 * removed) is the one described on the Chess Programming Wiki pages "Move Generation" (legal move
 * generation) and "Checks and Pinned Pieces (Bitboards)"; Stockfish's {@code generate<LEGAL>} and
 * {@code Position::update_slider_blockers} (src/movegen.cpp, src/position.cpp) follow it too.
 */
final class MoveGenerator extends NodeState {

    MoveGenerator(Position position) {
        super(position);
    }

    /** Writes every legal move to {@code moves}; returns how many. */
    int generate(int[] moves) {
        prepare();
        int n = 0;
        final int king = this.king;
        for (long b = kingSafe & Leapers.kingAttacks(king); b != 0; b &= b - 1) {
            moves[n++] = king | Long.numberOfTrailingZeros(b) << 6;
        }
        if (kingside) {
            moves[n++] = Move.of(king, king + 2, Move.CASTLE);
        }
        if (queenside) {
            moves[n++] = Move.of(king, king - 2, Move.CASTLE);
        }
        final long checkers = this.checkers;
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }
        final long targets = this.targets;
        final long own = this.own;
        final long free = ~pinned;

        for (long b = byType[KNIGHT] & own & free; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(moves, n, from, Leapers.knightAttacks(from) & targets);
        }
        long diagonal = (byType[BISHOP] | byType[QUEEN]) & own;
        long straight = (byType[ROOK] | byType[QUEEN]) & own;
        for (long b = diagonal & free; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(moves, n, from, board.bishopAttacks(from) & targets);
        }
        for (long b = straight & free; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(moves, n, from, board.rookAttacks(from) & targets);
        }
        // A pinned piece cannot help against a check (it would leave its line), so only without one.
        if (checkers == 0 && pinned != 0) {
            for (long b = diagonal & pinned; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                n = emit(moves, n, from, board.bishopAttacks(from) & targets & Lines.line(king, from));
            }
            for (long b = straight & pinned; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                n = emit(moves, n, from, board.rookAttacks(from) & targets & Lines.line(king, from));
            }
        }
        return generatePawns(moves, n);
    }

    private static int emit(int[] moves, int n, int from, long destinations) {
        for (long b = destinations; b != 0; b &= b - 1) {
            moves[n++] = from | Long.numberOfTrailingZeros(b) << 6;
        }
        return n;
    }

    private int generatePawns(int[] moves, int n) {
        final int us = this.us;
        final long targets = this.targets;
        final long empty = ~occupied;
        final long pawns = byType[PAWN] & own;
        final long free = pawns & ~pinned;
        // Rotations: by 8 / 56 a push, by 7 / 55 a capture towards the a-file, by 9 / 57 towards h.
        final int push = us == WHITE ? 8 : 56;
        final int west = us == WHITE ? 7 : 55;
        final int east = us == WHITE ? 9 : 57;
        final long lastRank = us == WHITE ? RANK_8 : RANK_1;

        long single = Long.rotateLeft(free, push) & empty;
        long twice = Long.rotateLeft(single & (us == WHITE ? RANK_3 : RANK_6), push) & empty & targets;
        single &= targets;
        long westCaptures = Long.rotateLeft(free & Bitboards.NOT_FILE_A, west) & enemy & targets;
        long eastCaptures = Long.rotateLeft(free & Bitboards.NOT_FILE_H, east) & enemy & targets;

        for (long b = single & ~lastRank; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves[n++] = (to - push & 63) | to << 6;
        }
        for (long b = twice; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves[n++] = Move.of(to - 2 * push & 63, to, Move.DOUBLE_PUSH);
        }
        for (long b = westCaptures & ~lastRank; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves[n++] = (to - west & 63) | to << 6;
        }
        for (long b = eastCaptures & ~lastRank; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves[n++] = (to - east & 63) | to << 6;
        }
        if (((single | westCaptures | eastCaptures) & lastRank) != 0) {
            for (long b = single & lastRank; b != 0; b &= b - 1) {
                int to = Long.numberOfTrailingZeros(b);
                n = promotions(moves, n, to - push & 63, to);
            }
            for (long b = westCaptures & lastRank; b != 0; b &= b - 1) {
                int to = Long.numberOfTrailingZeros(b);
                n = promotions(moves, n, to - west & 63, to);
            }
            for (long b = eastCaptures & lastRank; b != 0; b &= b - 1) {
                int to = Long.numberOfTrailingZeros(b);
                n = promotions(moves, n, to - east & 63, to);
            }
        }

        if (checkers == 0 && (pawns & pinned) != 0) {
            n = pinnedPawnMoves(moves, n, pawns & pinned, empty, push, lastRank);
        }
        int ep = position.enPassant;
        if (ep != Position.NO_SQUARE) {
            n = enPassantMoves(moves, n, pawns, ep);
        }
        return n;
    }

    /** The rare case of pinned pawns (never in check): moves along the pin line only. */
    private int pinnedPawnMoves(int[] moves, int n, long pinnedPawns, long empty, int push, long lastRank) {
        for (long b = pinnedPawns; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long destinations = pinnedPawnDestinations(from, empty, push);
            for (long d = destinations; d != 0; d &= d - 1) {
                int to = Long.numberOfTrailingZeros(d);
                if ((lastRank & 1L << to) != 0) {
                    n = promotions(moves, n, from, to);
                } else {
                    moves[n++] = Move.of(from, to, (to ^ from) == 16 ? Move.DOUBLE_PUSH : Move.NORMAL);
                }
            }
        }
        return n;
    }

    /** The en passant captures onto {@code ep} that do not expose the king. */
    private int enPassantMoves(int[] moves, int n, long pawns, int ep) {
        for (long b = Leapers.pawnAttacks(us ^ 1, ep) & pawns; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            if (enPassantIsLegal(from, ep)) {
                moves[n++] = Move.of(from, ep, Move.EN_PASSANT);
            }
        }
        return n;
    }

    private static int promotions(int[] moves, int n, int from, int to) {
        int base = from | to << 6;
        moves[n++] = base | (Move.PROMOTION + 3) << 12; // queen first: the usual best
        moves[n++] = base | Move.PROMOTION << 12;
        moves[n++] = base | (Move.PROMOTION + 1) << 12;
        moves[n++] = base | (Move.PROMOTION + 2) << 12;
        return n;
    }

    /** The number of legal moves: {@link #generate}'s logic with population counts. */
    int count() {
        prepare();
        final int king = this.king;
        int n = Long.bitCount(kingSafe & Leapers.kingAttacks(king));
        if (kingside) {
            n++;
        }
        if (queenside) {
            n++;
        }
        final long checkers = this.checkers;
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }
        final long targets = this.targets;
        final long own = this.own;
        final long free = ~pinned;
        for (long b = byType[KNIGHT] & own & free; b != 0; b &= b - 1) {
            n += Long.bitCount(Leapers.knightAttacks(Long.numberOfTrailingZeros(b)) & targets);
        }
        long diagonal = (byType[BISHOP] | byType[QUEEN]) & own;
        long straight = (byType[ROOK] | byType[QUEEN]) & own;
        for (long b = diagonal & free; b != 0; b &= b - 1) {
            n += Long.bitCount(board.bishopAttacks(Long.numberOfTrailingZeros(b)) & targets);
        }
        for (long b = straight & free; b != 0; b &= b - 1) {
            n += Long.bitCount(board.rookAttacks(Long.numberOfTrailingZeros(b)) & targets);
        }
        if (checkers == 0 && pinned != 0) {
            for (long b = diagonal & pinned; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                n += Long.bitCount(board.bishopAttacks(from) & targets & Lines.line(king, from));
            }
            for (long b = straight & pinned; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                n += Long.bitCount(board.rookAttacks(from) & targets & Lines.line(king, from));
            }
        }
        return n + countPawns();
    }

    private int countPawns() {
        final int us = this.us;
        final long targets = this.targets;
        final long empty = ~occupied;
        final long pawns = byType[PAWN] & own;
        final long free = pawns & ~pinned;
        final int push = us == WHITE ? 8 : 56;
        final long lastRank = us == WHITE ? RANK_8 : RANK_1;

        long single = Long.rotateLeft(free, push) & empty;
        long twice = Long.rotateLeft(single & (us == WHITE ? RANK_3 : RANK_6), push) & empty & targets;
        single &= targets;
        long westCaptures = Long.rotateLeft(free & Bitboards.NOT_FILE_A, us == WHITE ? 7 : 55) & enemy & targets;
        long eastCaptures = Long.rotateLeft(free & Bitboards.NOT_FILE_H, us == WHITE ? 9 : 57) & enemy & targets;
        int n = Long.bitCount(single)
                + Long.bitCount(twice)
                + Long.bitCount(westCaptures)
                + Long.bitCount(eastCaptures);
        // Each promotion is four moves: three more than counted above.
        n += 3
                * (Long.bitCount(single & lastRank)
                        + Long.bitCount(westCaptures & lastRank)
                        + Long.bitCount(eastCaptures & lastRank));

        if (checkers == 0) {
            for (long b = pawns & pinned; b != 0; b &= b - 1) {
                long destinations = pinnedPawnDestinations(Long.numberOfTrailingZeros(b), empty, push);
                n += Long.bitCount(destinations) + 3 * Long.bitCount(destinations & lastRank);
            }
        }
        int ep = position.enPassant;
        if (ep != Position.NO_SQUARE) {
            for (long b = Leapers.pawnAttacks(us ^ 1, ep) & pawns; b != 0; b &= b - 1) {
                if (enPassantIsLegal(Long.numberOfTrailingZeros(b), ep)) {
                    n++;
                }
            }
        }
        return n;
    }
}
