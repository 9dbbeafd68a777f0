package dev.slidebench.core.search;

import dev.slidebench.core.Move;
import dev.slidebench.core.Position;
import java.util.Arrays;

/**
 * A fixed-depth alpha-beta search of one position, shaped like a classical engine's: iterative
 * deepening from depth 1, principal variation search (a null window after the first move, a full
 * re-search when it fails high inside the window), a quiescence search of captures and queen
 * promotions that gain by {@link StaticExchange}, and check evasions wherever the side to move is in check.
 *
 * <ul>
 * <li><b>Moves</b> come from the project's legal generator ({@link Position#generateMoves}): its check
 *     and pin detection and king-safety lookups are the strategy's. Moves are made and unmade on the
 *     position, so every occupancy change reaches the strategy's board as a {@code toggle}.</li>
 * <li><b>Ordering</b>: the transposition table's move, then captures that do not lose material by
 *     MVV-LVA, then two killer moves per ply, then quiet moves by their history score, then losing
 *     captures. A node picks its next move by selection, so no list is sorted that a cut-off ends.</li>
 * <li><b>Transposition table</b>: {@link TranspositionTable}, probed at every main-search node and
 *     cutting off outside PV nodes; stored after every node with depth left.</li>
 * <li><b>Draws</b>: repetition of a position on the current path, the fifty-move rule, stalemate.</li>
 * </ul>
 *
 * <p>{@link #run} empties the table, killers and history first, so each call depends only on the
 * position, the depth and the table size. Counting: every call of the main search or quiescence is
 * a node. Nothing is allocated after construction. Not thread-safe.
 */
public final class Search {

    /** The deepest ply a search reaches, quiescence included; deeper nodes return the evaluation. */
    public static final int MAX_PLY = 64;

    /** The deepest iteration {@link #run} accepts. */
    public static final int MAX_DEPTH = 32;

    static final int INFINITY = 32_000;
    static final int MATE = 31_000;
    /** Scores beyond this are mates, stored in the table relative to the node. */
    private static final int MATE_BOUND = MATE - MAX_PLY;

    private static final int TT_MOVE_SCORE = 1 << 30;
    private static final int GOOD_CAPTURE_SCORE = 1 << 28;
    private static final int KILLER_SCORE = 1 << 27;
    private static final int HISTORY_LIMIT = 1 << 26;
    private static final int BAD_CAPTURE_SCORE = -(1 << 28);

    private final Position position;
    private final TranspositionTable table;
    private final StaticExchange exchange;
    private final int[][] moves = new int[MAX_PLY][Position.MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY][Position.MAX_MOVES];
    /** Keys of the positions on the current path, by ply: the repetition check reads them. */
    private final long[] keys = new long[MAX_PLY + 1];

    private final int[][] killers = new int[MAX_PLY][2];
    /** [side to move][from * 64 + to]: how often and how deep a quiet move cut off. */
    private final int[][] history = new int[2][64 * 64];

    private long nodes;
    private int score;

    /** A search of {@code position} (moves are made on it and taken back) with {@code table}. */
    public Search(Position position, TranspositionTable table) {
        this.position = position;
        this.table = table;
        this.exchange = new StaticExchange(position);
    }

    /**
     * Iterative deepening to {@code depth} from an empty table; returns the nodes visited in all
     * iterations together.
     *
     * @throws IllegalArgumentException when {@code depth} is outside 1..{@value #MAX_DEPTH}
     */
    public long run(int depth) {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("search depth " + depth + " is outside 1.." + MAX_DEPTH);
        }
        table.clear();
        for (int[] pair : killers) {
            pair[0] = 0;
            pair[1] = 0;
        }
        Arrays.fill(history[0], 0);
        Arrays.fill(history[1], 0);
        nodes = 0;
        keys[0] = Zobrist.of(position);
        for (int iteration = 1; iteration <= depth; iteration++) {
            score = search(-INFINITY, INFINITY, iteration, 0, true);
        }
        return nodes;
    }

    /**
     * The score the last {@link #run} gave the position, from the side to move's point of view, in
     * centipawns ({@link Evaluation}); a mate in n plies is ±(31,000 − n), a draw 0.
     */
    public int score() {
        return score;
    }

    /** The best move the last {@link #run} found, from the table; 0 when the root has no move. */
    public int bestMove() {
        return TranspositionTable.move(table.probe(Zobrist.of(position)));
    }

    private int search(int alpha, int beta, int depth, int ply, boolean pvNode) {
        if (depth <= 0) {
            return quiesce(alpha, beta, ply);
        }
        nodes++;
        long key = keys[ply];
        if (ply > 0 && isDraw(key, ply)) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return Evaluation.evaluate(position);
        }
        long entry = table.probe(key);
        int ttMove = TranspositionTable.move(entry);
        if (entry != 0 && !pvNode && TranspositionTable.depth(entry) >= depth) {
            int stored = fromTable(TranspositionTable.score(entry), ply);
            if (decides(TranspositionTable.bound(entry), stored, alpha, beta)) {
                return stored;
            }
        }
        int[] list = moves[ply];
        int count = position.generateMoves(list);
        if (count == 0) {
            return position.inCheck() ? -MATE + ply : 0;
        }
        scoreMoves(list, scores[ply], count, ttMove, ply);
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestMove = 0;
        for (int i = 0; i < count; i++) {
            int move = pickNext(list, scores[ply], i, count);
            boolean quiet = isQuiet(move);
            keys[ply + 1] = Zobrist.beforeMove(position, key, move);
            position.makeMove(move);
            keys[ply + 1] = Zobrist.afterMove(position, keys[ply + 1]);
            int score = child(i == 0, alpha, beta, depth, ply, pvNode);
            position.unmakeMove(move);
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        if (quiet) {
                            rememberCutoff(move, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        table.store(key, bestMove, toTable(best, ply), depth, boundOf(best, originalAlpha, beta));
        return best;
    }

    /**
     * The score of the move just made, principal variation search: the first move with the full window,
     * the others with a null window first and again with the full window only when they beat alpha.
     */
    private int child(boolean first, int alpha, int beta, int depth, int ply, boolean pvNode) {
        if (first) {
            return -search(-beta, -alpha, depth - 1, ply + 1, pvNode);
        }
        int score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, false);
        if (score > alpha && score < beta) {
            score = -search(-beta, -alpha, depth - 1, ply + 1, true);
        }
        return score;
    }

    /** A stored score with this bound settles the node: exact, or a bound already outside the window. */
    private static boolean decides(int bound, int stored, int alpha, int beta) {
        return bound == TranspositionTable.BOUND_EXACT
                || (bound == TranspositionTable.BOUND_LOWER && stored >= beta)
                || (bound == TranspositionTable.BOUND_UPPER && stored <= alpha);
    }

    /** What a node's best score says of its true value, given the window it was searched with. */
    private static int boundOf(int best, int originalAlpha, int beta) {
        return best >= beta
                ? TranspositionTable.BOUND_LOWER
                : best > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    }

    private int quiesce(int alpha, int beta, int ply) {
        nodes++;
        if (ply >= MAX_PLY - 1) {
            return Evaluation.evaluate(position);
        }
        boolean inCheck = position.inCheck();
        int best = -INFINITY;
        if (!inCheck) {
            best = Evaluation.evaluate(position);
            if (best >= beta) {
                return best;
            }
            if (best > alpha) {
                alpha = best;
            }
        }
        int[] list = moves[ply];
        int[] values = scores[ply];
        int count = position.generateMoves(list);
        if (count == 0) {
            return inCheck ? -MATE + ply : 0;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (inCheck) {
                list[kept] = move;
                values[kept++] = captureOrder(move);
            } else if (!isQuiet(move) && !isUnderPromotion(move)) {
                int exchangeValue = exchange.evaluate(move);
                if (exchangeValue >= 0) {
                    list[kept] = move;
                    values[kept++] = captureOrder(move);
                }
            }
        }
        long key = keys[ply];
        for (int i = 0; i < kept; i++) {
            int move = pickNext(list, values, i, kept);
            keys[ply + 1] = Zobrist.beforeMove(position, key, move);
            position.makeMove(move);
            keys[ply + 1] = Zobrist.afterMove(position, keys[ply + 1]);
            int score = -quiesce(-beta, -alpha, ply + 1);
            position.unmakeMove(move);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Repetition of {@code key} on the path since the last irreversible move, or the fifty-move rule. */
    private boolean isDraw(long key, int ply) {
        int reversible = position.halfmoveClock();
        if (reversible >= 100) {
            return true;
        }
        for (int back = ply - 2; back >= 0 && back >= ply - reversible; back -= 2) {
            if (keys[back] == key) {
                return true;
            }
        }
        return false;
    }

    private void scoreMoves(int[] list, int[] values, int count, int ttMove, int ply) {
        int[] killer = killers[ply];
        int[] sideHistory = history[position.sideToMove()];
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (move == ttMove) {
                values[i] = TT_MOVE_SCORE;
            } else if (!isQuiet(move)) {
                int order = captureOrder(move);
                values[i] = exchange.evaluate(move) >= 0 ? GOOD_CAPTURE_SCORE + order : BAD_CAPTURE_SCORE + order;
            } else if (move == killer[0]) {
                values[i] = KILLER_SCORE + 1;
            } else if (move == killer[1]) {
                values[i] = KILLER_SCORE;
            } else {
                values[i] = sideHistory[move & 0xFFF];
            }
        }
    }

    /** MVV-LVA: the most valuable victim first, then the least valuable attacker. */
    private int captureOrder(int move) {
        int victim = position.pieceAt(Move.to(move));
        int victimValue = victim == Position.NO_PIECE
                ? Move.flag(move) == Move.EN_PASSANT ? Evaluation.VALUE[Position.PAWN] : 0
                : Evaluation.VALUE[victim & 7];
        if (Move.isPromotion(move)) {
            victimValue += Evaluation.VALUE[Move.promotionType(move)];
        }
        return victimValue * 8 - (position.pieceAt(Move.from(move)) & 7);
    }

    /** Swaps the best-scored move of {@code from..count-1} to {@code from} and returns it. */
    private static int pickNext(int[] list, int[] values, int from, int count) {
        int bestIndex = from;
        for (int i = from + 1; i < count; i++) {
            if (values[i] > values[bestIndex]) {
                bestIndex = i;
            }
        }
        int move = list[bestIndex];
        int value = values[bestIndex];
        list[bestIndex] = list[from];
        values[bestIndex] = values[from];
        list[from] = move;
        values[from] = value;
        return move;
    }

    private void rememberCutoff(int move, int depth, int ply) {
        int[] killer = killers[ply];
        if (killer[0] != move) {
            killer[1] = killer[0];
            killer[0] = move;
        }
        int[] sideHistory = history[position.sideToMove()];
        int index = move & 0xFFF;
        sideHistory[index] += depth * depth;
        if (sideHistory[index] >= HISTORY_LIMIT) {
            for (int i = 0; i < sideHistory.length; i++) {
                sideHistory[i] >>= 1; // age every entry, keep the order
            }
        }
    }

    private boolean isQuiet(int move) {
        return position.pieceAt(Move.to(move)) == Position.NO_PIECE
                && Move.flag(move) != Move.EN_PASSANT
                && !Move.isPromotion(move);
    }

    private static boolean isUnderPromotion(int move) {
        return Move.isPromotion(move) && Move.promotionType(move) != Position.QUEEN;
    }

    private static int toTable(int score, int ply) {
        return score > MATE_BOUND ? score + ply : score < -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score > MATE_BOUND ? score - ply : score < -MATE_BOUND ? score + ply : score;
    }
}
