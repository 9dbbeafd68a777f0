package dev.slidebench.core;

import java.util.Arrays;

/**
 * A chess position on bitboards: one bitboard per piece type (both colours together) and one per
 * colour, a 64-square mailbox for "what stands here", side to move, castling rights, en passant
 * square and the two clocks; read from and written to FEN (see {@link Fen}).
 *
 * <p>The occupancy lives in the strategy's {@link AttackBoard}: every square that becomes empty or
 * occupied during {@link #makeMove}/{@link #unmakeMove} is passed to {@link AttackBoard#toggle}, and
 * every slider question is asked of the board, so a strategy with incremental state (rotated
 * bitboards, slide indices) pays its real update cost. A capture changes no occupancy on the target
 * square and so toggles only the from-square.
 *
 * <p>Make/unmake keeps an undo stack (captured piece, castling rights, en passant square, halfmove
 * clock, packed in one {@code long} per move) that grows only when a game gets longer than it has
 * been; the hot path allocates nothing. Not thread-safe; one position per thread.
 *
 * <p>Reference: the layout (type and colour bitboards plus a mailbox) follows Stockfish's
 * {@code Position} (src/position.h); FEN is the Forsyth–Edwards Notation as specified in the PGN
 * standard, section 16.1 (Steven J. Edwards, 1994).
 */
public final class Position {

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;

    /** Mailbox value of an empty square; a piece is {@code colour << 3 | type}. */
    public static final int NO_PIECE = -1;

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;

    /** No en passant square. */
    public static final int NO_SQUARE = -1;

    /**
     * Room a move list needs. 218 is the most legal moves of any reachable position; this bound holds
     * for every position {@link Fen} accepts (at most 16 pieces a side): 8 king steps, 2 castlings
     * and 15 pieces of at most 27 moves (a queen; a pawn has at most 3 destinations × 4
     * promotions) make 415.
     */
    public static final int MAX_MOVES = 512;

    /** For each square, the castling rights that survive a move from or to it (king and rook homes). */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[Square.E1] = 15 & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        CASTLING_KEPT[Square.H1] = 15 & ~WHITE_KINGSIDE;
        CASTLING_KEPT[Square.A1] = 15 & ~WHITE_QUEENSIDE;
        CASTLING_KEPT[Square.E8] = 15 & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        CASTLING_KEPT[Square.H8] = 15 & ~BLACK_KINGSIDE;
        CASTLING_KEPT[Square.A8] = 15 & ~BLACK_QUEENSIDE;
    }

    final SlidingAttacks attacks;
    final AttackBoard board;
    /** [type]: the pieces of that type of both colours. */
    final long[] byType = new long[6];
    /** [colour]: every piece of that colour. */
    final long[] byColour = new long[2];

    final int[] mailbox = new int[64];
    int sideToMove;
    int castling;
    int enPassant = NO_SQUARE;
    int halfmoveClock;
    int fullmoveNumber = 1;

    private long[] undo = new long[256];
    private int undoCount;

    private final MoveGenerator generator;

    /** An empty position (no pieces) on the strategy's board; filled by {@link Fen}. */
    Position(SlidingAttacks attacks, long[] byType, long[] byColour) {
        this.attacks = attacks;
        System.arraycopy(byType, 0, this.byType, 0, 6);
        System.arraycopy(byColour, 0, this.byColour, 0, 2);
        Arrays.fill(mailbox, NO_PIECE);
        for (int colour = WHITE; colour <= BLACK; colour++) {
            for (int type = PAWN; type <= KING; type++) {
                for (long b = byType[type] & byColour[colour]; b != 0; b &= b - 1) {
                    mailbox[Long.numberOfTrailingZeros(b)] = colour << 3 | type;
                }
            }
        }
        this.board = attacks.newBoard(byColour[WHITE] | byColour[BLACK]);
        this.generator = new MoveGenerator(this);
    }

    /**
     * Parses a FEN with the reference strategy. See {@link #fromFen(String, SlidingAttacks)}.
     *
     * @throws IllegalArgumentException naming the FEN field and the offending text
     */
    public static Position fromFen(String fen) {
        return fromFen(fen, RayLoop.INSTANCE);
    }

    /**
     * Parses a FEN (six fields; the two clocks may be left out and then read 0 and 1) onto a board of
     * {@code attacks}.
     *
     * @throws IllegalArgumentException naming the FEN field and the offending text, e.g.
     *     {@code FEN castling field 'KQxq': unexpected 'x'}
     */
    public static Position fromFen(String fen, SlidingAttacks attacks) {
        return Fen.parse(fen, attacks);
    }

    /** The initial position of a game, on a board of {@code attacks}. */
    public static Position initial(SlidingAttacks attacks) {
        return Fen.parse(Fen.INITIAL, attacks);
    }

    /** The FEN of this position, all six fields, castling rights in {@code KQkq} order. */
    public String toFen() {
        return Fen.format(this);
    }

    @Override
    public String toString() {
        return toFen();
    }

    public SlidingAttacks attacks() {
        return attacks;
    }

    /** The strategy's board that holds this position's occupancy. */
    public AttackBoard board() {
        return board;
    }

    public long occupied() {
        return board.occupied();
    }

    /** Every piece of {@code colour}. */
    public long pieces(int colour) {
        return byColour[colour];
    }

    /** The pieces of {@code colour} and {@code type}. */
    public long pieces(int colour, int type) {
        return byType[type] & byColour[colour];
    }

    /** The pieces of {@code type}, both colours. */
    public long piecesOfType(int type) {
        return byType[type];
    }

    /** {@code colour << 3 | type}, or {@link #NO_PIECE}. */
    public int pieceAt(int square) {
        return mailbox[square];
    }

    public int sideToMove() {
        return sideToMove;
    }

    /**
     * A combination of {@link #WHITE_KINGSIDE}, {@link #WHITE_QUEENSIDE}, {@link #BLACK_KINGSIDE}, {@link
     * #BLACK_QUEENSIDE}.
     */
    public int castlingRights() {
        return castling;
    }

    /** The square a pawn passed over with its last double step, or {@link #NO_SQUARE}. */
    public int enPassantSquare() {
        return enPassant;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The square of the king of {@code colour}. */
    public int kingSquare(int colour) {
        return Long.numberOfTrailingZeros(byType[KING] & byColour[colour]);
    }

    /** The pieces of {@code byColour} that attack {@code square}, on the current occupancy. */
    public long attackersTo(int square, int byColour) {
        long them = this.byColour[byColour];
        long rooksQueens = (byType[ROOK] | byType[QUEEN]) & them;
        long bishopsQueens = (byType[BISHOP] | byType[QUEEN]) & them;
        return (board.rookAttacks(square) & rooksQueens)
                | (board.bishopAttacks(square) & bishopsQueens)
                | (Leapers.knightAttacks(square) & byType[KNIGHT] & them)
                | (Leapers.kingAttacks(square) & byType[KING] & them)
                // A pawn of byColour attacks square when a pawn of the other colour on square would attack it.
                | (Leapers.pawnAttacks(byColour ^ 1, square) & byType[PAWN] & them);
    }

    /** True when the side to move is in check. */
    public boolean inCheck() {
        return attackersTo(kingSquare(sideToMove), sideToMove ^ 1) != 0;
    }

    /** Writes the legal moves to {@code moves} (of length {@link #MAX_MOVES}) and returns how many. */
    public int generateMoves(int[] moves) {
        return generator.generate(moves);
    }

    /** The number of legal moves, counted without writing or making them (perft's bulk count). */
    public int countMoves() {
        return generator.count();
    }

    /**
     * The legal move written {@code uci} (e.g. {@code e2e4}, {@code e7e8q}, {@code e1g1}).
     *
     * @throws IllegalArgumentException when no legal move has that name
     */
    public int parseMove(String uci) {
        int[] moves = new int[MAX_MOVES];
        int count = generateMoves(moves);
        for (int i = 0; i < count; i++) {
            if (Move.toUci(moves[i]).equals(uci)) {
                return moves[i];
            }
        }
        throw new IllegalArgumentException("move '" + uci + "' is not legal in " + toFen());
    }

    /** Plays a legal move (as generated by {@link #generateMoves}); undone by {@link #unmakeMove}. */
    public void makeMove(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int flag = Move.flag(move);
        int us = sideToMove;
        int them = us ^ 1;
        int piece = mailbox[from];
        int type = piece & 7;
        int captured = mailbox[to];
        if (undoCount == undo.length) {
            undo = Arrays.copyOf(undo, undo.length * 2);
        }
        undo[undoCount++] = (captured + 1) | castling << 4 | (enPassant + 1) << 8 | (long) halfmoveClock << 16;

        long fromBit = 1L << from;
        long toBit = 1L << to;
        halfmoveClock++;
        enPassant = NO_SQUARE;
        if (captured != NO_PIECE) {
            byType[captured & 7] ^= toBit;
            byColour[them] ^= toBit;
            halfmoveClock = 0;
        } else {
            board.toggle(to);
        }
        board.toggle(from);
        byType[type] ^= fromBit | toBit;
        byColour[us] ^= fromBit | toBit;
        mailbox[from] = NO_PIECE;
        mailbox[to] = piece;

        if (type == PAWN) {
            halfmoveClock = 0;
            if (flag == Move.DOUBLE_PUSH) {
                enPassant = (from + to) >>> 1;
            } else if (flag == Move.EN_PASSANT) {
                int victim = to ^ 8;
                long victimBit = 1L << victim;
                byType[PAWN] ^= victimBit;
                byColour[them] ^= victimBit;
                mailbox[victim] = NO_PIECE;
                board.toggle(victim);
            } else if (flag >= Move.PROMOTION) {
                int promoted = flag - Move.PROMOTION + KNIGHT;
                byType[PAWN] ^= toBit;
                byType[promoted] ^= toBit;
                mailbox[to] = us << 3 | promoted;
            }
        } else if (flag == Move.CASTLE) {
            // Kingside the rook goes h→f, queenside a→d: from the king's square, +3→+1 or −4→−1.
            moveRook(us, to > from ? from + 3 : from - 4, to > from ? from + 1 : from - 1);
        }
        castling &= CASTLING_KEPT[from] & CASTLING_KEPT[to];
        sideToMove = them;
        if (us == BLACK) {
            fullmoveNumber++;
        }
    }

    /** Takes back {@code move}, which must be the last move made. */
    public void unmakeMove(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int flag = Move.flag(move);
        int them = sideToMove;
        int us = them ^ 1;
        long saved = undo[--undoCount];
        int captured = ((int) saved & 15) - 1;
        castling = (int) (saved >>> 4) & 15;
        enPassant = ((int) (saved >>> 8) & 127) - 1;
        halfmoveClock = (int) (saved >>> 16);
        sideToMove = us;
        if (us == BLACK) {
            fullmoveNumber--;
        }

        long fromBit = 1L << from;
        long toBit = 1L << to;
        int piece = mailbox[to];
        if (flag >= Move.PROMOTION) {
            byType[piece & 7] ^= toBit;
            byType[PAWN] ^= toBit;
            piece = us << 3 | PAWN;
        }
        int type = piece & 7;
        byType[type] ^= fromBit | toBit;
        byColour[us] ^= fromBit | toBit;
        mailbox[from] = piece;
        mailbox[to] = captured;
        board.toggle(from);
        if (captured != NO_PIECE) {
            byType[captured & 7] ^= toBit;
            byColour[them] ^= toBit;
        } else {
            board.toggle(to);
        }
        if (flag == Move.EN_PASSANT) {
            int victim = to ^ 8;
            long victimBit = 1L << victim;
            byType[PAWN] ^= victimBit;
            byColour[them] ^= victimBit;
            mailbox[victim] = them << 3 | PAWN;
            board.toggle(victim);
        } else if (flag == Move.CASTLE) {
            moveRook(us, to > from ? from + 1 : from - 1, to > from ? from + 3 : from - 4);
        }
    }

    /** Moves the castling rook of {@code us} from {@code rookFrom} to {@code rookTo}. */
    private void moveRook(int us, int rookFrom, int rookTo) {
        long rookMove = 1L << rookFrom | 1L << rookTo;
        byType[ROOK] ^= rookMove;
        byColour[us] ^= rookMove;
        mailbox[rookTo] = mailbox[rookFrom];
        mailbox[rookFrom] = NO_PIECE;
        board.toggle(rookFrom);
        board.toggle(rookTo);
    }
}
