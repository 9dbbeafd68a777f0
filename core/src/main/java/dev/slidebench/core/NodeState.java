package dev.slidebench.core;

import static dev.slidebench.core.Position.BISHOP;
import static dev.slidebench.core.Position.KING;
import static dev.slidebench.core.Position.KNIGHT;
import static dev.slidebench.core.Position.PAWN;
import static dev.slidebench.core.Position.QUEEN;
import static dev.slidebench.core.Position.ROOK;
import static dev.slidebench.core.Position.WHITE;

/**
 * What {@link MoveGenerator} computes once per node before it emits a move: the checkers, the pinned
 * pieces, the check mask, the king's safe squares and the open castlings (see {@link MoveGenerator} for
 * how), and the two legality questions both its {@code generate} and its {@code count} ask (a pinned
 * pawn's moves, an en passant capture). A superclass, not a field: the generator reads this state as
 * its own fields, as it did before the split.
 */
abstract class NodeState {

    static final long RANK_1 = Bitboards.RANK_1;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_8 = Bitboards.RANK_8;

    /** [colour]: squares that must be empty for kingside / queenside castling. */
    private static final long[] KINGSIDE_EMPTY = {Bitboards.of(Square.F1, Square.G1), Bitboards.of(Square.F8, Square.G8)
    };

    private static final long[] QUEENSIDE_EMPTY = {
        Bitboards.of(Square.B1, Square.C1, Square.D1), Bitboards.of(Square.B8, Square.C8, Square.D8)
    };
    /** [colour]: squares the king crosses or lands on, which must not be attacked. */
    private static final long[] KINGSIDE_PATH = {Bitboards.of(Square.F1, Square.G1), Bitboards.of(Square.F8, Square.G8)
    };

    private static final long[] QUEENSIDE_PATH = {Bitboards.of(Square.C1, Square.D1), Bitboards.of(Square.C8, Square.D8)
    };
    private static final int[] KINGSIDE_RIGHT = {Position.WHITE_KINGSIDE, Position.BLACK_KINGSIDE};
    private static final int[] QUEENSIDE_RIGHT = {Position.WHITE_QUEENSIDE, Position.BLACK_QUEENSIDE};

    final Position position;
    final AttackBoard board;
    final long[] byType;
    final long[] byColour;

    // Node state, computed by prepare() and read by the move generator's generate()/count().
    int us;
    int king;
    long own;
    long enemy;
    long occupied;
    long checkers;
    long pinned;
    /** Squares a non-king move may land on: not our own, and resolving a single check if any. */
    long targets;
    /** King destinations and castling path squares that the enemy does not attack. */
    long kingSafe;

    boolean kingside;
    boolean queenside;

    NodeState(Position position) {
        this.position = position;
        this.board = position.board;
        this.byType = position.byType;
        this.byColour = position.byColour;
    }

    /** Computes the node state: checkers, pins, the check mask, safe king squares, castling. */
    final void prepare() {
        final int us = position.sideToMove;
        final int them = us ^ 1;
        this.us = us;
        final long own = byColour[us];
        final long enemy = byColour[them];
        this.own = own;
        this.enemy = enemy;
        final long occupied = board.occupied();
        this.occupied = occupied;
        final int king = Long.numberOfTrailingZeros(byType[KING] & own);
        this.king = king;
        final long enemyStraight = (byType[ROOK] | byType[QUEEN]) & enemy;
        final long enemyDiagonal = (byType[BISHOP] | byType[QUEEN]) & enemy;

        long checkers = (Leapers.knightAttacks(king) & byType[KNIGHT] & enemy)
                | (Leapers.pawnAttacks(us, king) & byType[PAWN] & enemy);
        long pinned = 0;
        long snipers = (Lines.rookRays(king) & enemyStraight) | (Lines.bishopRays(king) & enemyDiagonal);
        for (; snipers != 0; snipers &= snipers - 1) {
            int sniper = Long.numberOfTrailingZeros(snipers);
            long blockers = Lines.between(king, sniper) & occupied;
            if (blockers == 0) {
                checkers |= 1L << sniper;
            } else if ((blockers & (blockers - 1)) == 0) {
                pinned |= blockers & own;
            }
        }
        this.checkers = checkers;
        this.pinned = pinned;
        if (checkers == 0) {
            targets = ~own;
        } else if ((checkers & (checkers - 1)) == 0) {
            targets = (Lines.between(king, Long.numberOfTrailingZeros(checkers)) | checkers) & ~own;
        } else {
            targets = 0;
        }
        kingSafety(them, enemyStraight, enemyDiagonal);
    }

    /** The king's safe steps and which castlings are open: after {@link #prepare}'s checkers and pins. */
    private void kingSafety(int them, long enemyStraight, long enemyDiagonal) {
        final int us = this.us;
        final int king = this.king;
        final long checkers = this.checkers;
        // The squares whose safety matters: the king's steps, and the castling paths that are open.
        long wanted = Leapers.kingMovesIncomplete(1L << king, this.own);
        boolean kingside = false;
        boolean queenside = false;
        int rights = position.castling;
        if (checkers == 0 && rights != 0) {
            if ((rights & KINGSIDE_RIGHT[us]) != 0 && (occupied & KINGSIDE_EMPTY[us]) == 0) {
                kingside = true;
                wanted |= KINGSIDE_PATH[us];
            }
            if ((rights & QUEENSIDE_RIGHT[us]) != 0 && (occupied & QUEENSIDE_EMPTY[us]) == 0) {
                queenside = true;
                wanted |= QUEENSIDE_PATH[us];
            }
        }
        long safe = wanted & ~enemyLeaperAttacks(them, enemy);
        if (safe != 0 && (enemyStraight | enemyDiagonal) != 0) {
            safe = removeSliderAttacks(
                    safe, king, enemyStraight, enemyDiagonal, (checkers & (enemyStraight | enemyDiagonal)) != 0);
        }
        this.kingSafe = safe;
        this.kingside = kingside && (safe & KINGSIDE_PATH[us]) == KINGSIDE_PATH[us];
        this.queenside = queenside && (safe & QUEENSIDE_PATH[us]) == QUEENSIDE_PATH[us];
    }

    private long enemyLeaperAttacks(int them, long enemy) {
        long pawns = byType[PAWN] & enemy;
        long pawnAttacks = them == WHITE ? Leapers.whitePawnSet(pawns) : Leapers.blackPawnSet(pawns);
        return pawnAttacks
                | Leapers.knightSet(byType[KNIGHT] & enemy)
                | Leapers.kingAttacks(Long.numberOfTrailingZeros(byType[KING] & enemy));
    }

    /**
     * {@code safe} minus what the enemy sliders attack with our king lifted off the board. Only
     * sliders whose empty-board rays touch a square still in question are asked.
     */
    private long removeSliderAttacks(long safe, int king, long straight, long diagonal, boolean sliderChecks) {
        if (sliderChecks) {
            board.toggle(king);
        }
        for (long b = straight; b != 0 && safe != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            if ((Lines.rookRays(from) & safe) != 0) {
                safe &= ~board.rookAttacks(from);
            }
        }
        for (long b = diagonal; b != 0 && safe != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            if ((Lines.bishopRays(from) & safe) != 0) {
                safe &= ~board.bishopAttacks(from);
            }
        }
        if (sliderChecks) {
            board.toggle(king);
        }
        return safe;
    }

    /** A pinned pawn's pushes and captures that stay on the line through it and the king (no check). */
    final long pinnedPawnDestinations(int from, long empty, int push) {
        long single = Long.rotateLeft(1L << from, push) & empty;
        long startRank = us == WHITE ? RANK_3 : RANK_6;
        long twice = Long.rotateLeft(single & startRank, push) & empty;
        long captures = Leapers.pawnAttacks(us, from) & enemy;
        return (single | twice | captures) & targets & Lines.line(king, from);
    }

    /**
     * Plays the capture on the board (the pawn leaves {@code from}, lands on {@code ep}, the captured
     * pawn leaves its square) and asks whether anything then attacks the king. This covers every way
     * en passant can be illegal: a pin on a line through {@code from}, the horizontal case where both
     * pawns leave the king's rank, and a check that the capture does not resolve.
     */
    final boolean enPassantIsLegal(int from, int ep) {
        int victim = ep ^ 8;
        int them = us ^ 1;
        long enemyPieces = byColour[them];
        board.toggle(from);
        board.toggle(ep);
        board.toggle(victim);
        long attackers = (board.rookAttacks(king) & (byType[ROOK] | byType[QUEEN]) & enemyPieces)
                | (board.bishopAttacks(king) & (byType[BISHOP] | byType[QUEEN]) & enemyPieces);
        board.toggle(victim);
        board.toggle(ep);
        board.toggle(from);
        attackers |= Leapers.knightAttacks(king) & byType[KNIGHT] & enemyPieces;
        attackers |= Leapers.pawnAttacks(us, king) & byType[PAWN] & enemyPieces & ~(1L << victim);
        return attackers == 0;
    }
}
