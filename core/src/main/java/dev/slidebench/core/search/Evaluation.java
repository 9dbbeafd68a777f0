package dev.slidebench.core.search;

import static dev.slidebench.core.Position.BISHOP;
import static dev.slidebench.core.Position.BLACK;
import static dev.slidebench.core.Position.KING;
import static dev.slidebench.core.Position.KNIGHT;
import static dev.slidebench.core.Position.PAWN;
import static dev.slidebench.core.Position.QUEEN;
import static dev.slidebench.core.Position.ROOK;
import static dev.slidebench.core.Position.WHITE;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Leapers;
import dev.slidebench.core.Position;

/**
 * The project's own static evaluation, in centipawns from the side to move's view. It is built to ask
 * the sliding attacks what a classical engine's evaluation asks, not to play well: material,
 * piece-square terms from {@link #PIECE_SQUARE}, mobility (the population count of every knight,
 * bishop, rook and queen's attack set minus its own side's pieces, for both sides: one slider lookup
 * per slider) and king-zone attacks (how many squares around the enemy king those same attack sets
 * reach, weighted by the attacker and grown quadratically, as engines' "king danger" terms are).
 */
final class Evaluation {

    /** Piece values by type, pawn to king; the king's is only for exchange arithmetic. */
    static final int[] VALUE = {100, 320, 330, 500, 900, 20_000};

    /** Mobility per reachable square, by type (pawn and king unused). */
    private static final int[] MOBILITY = {0, 4, 5, 3, 2, 0};

    /** King-zone weight per attacked zone square, by type. */
    private static final int[] ZONE_WEIGHT = {0, 2, 2, 3, 5, 0};

    private static final int TEMPO = 10;

    /**
     * [colour][type][square]: material plus a positional term, from white's view for white pieces and
     * black's for black ones. The positional terms are formulas, not tuned tables: minor pieces and the
     * queen gain for centrality, pawns for advancing (more on the centre files), rooks on the seventh
     * rank, the king for staying on its back rank away from the centre files.
     */
    static final int[][][] PIECE_SQUARE = new int[2][6][64];

    static {
        for (int square = 0; square < 64; square++) {
            int file = square & 7;
            int rank = square >>> 3;
            // 0 on the rim, 3 in the four centre squares
            int centrality = Math.min(Math.min(file, 7 - file), Math.min(rank, 7 - rank));
            int centreFile = file >= 2 && file <= 5 ? 1 : 0;
            int[] positional = new int[6];
            positional[PAWN] = rank == 0 || rank == 7 ? 0 : (rank - 1) * (4 + 4 * centreFile);
            positional[KNIGHT] = 8 * centrality - 12;
            positional[BISHOP] = 5 * centrality - 5;
            positional[ROOK] = rank == 6 ? 15 : 0;
            positional[QUEEN] = 2 * centrality - 3;
            positional[KING] = rank == 0 ? 10 - 8 * centreFile : -10 * rank;
            for (int type = PAWN; type <= KING; type++) {
                int material = type == KING ? 0 : VALUE[type];
                PIECE_SQUARE[WHITE][type][square] = material + positional[type];
                // black's square seen from black's side: the rank mirrored
                PIECE_SQUARE[BLACK][type][square ^ 56] = material + positional[type];
            }
        }
    }

    private Evaluation() {}

    /** The evaluation of {@code position} from the side to move's view. */
    static int evaluate(Position position) {
        int white = side(position, WHITE);
        int black = side(position, BLACK);
        int score = white - black;
        return (position.sideToMove() == WHITE ? score : -score) + TEMPO;
    }

    /** One side's material, piece-square, mobility and king-attack terms. */
    private static int side(Position position, int colour) {
        AttackBoard board = position.board();
        long own = position.pieces(colour);
        int[][] table = PIECE_SQUARE[colour];
        int score = 0;
        for (int type = PAWN; type <= KING; type++) {
            for (long b = position.pieces(colour, type); b != 0; b &= b - 1) {
                score += table[type][Long.numberOfTrailingZeros(b)];
            }
        }
        int enemyKing = position.kingSquare(colour ^ 1);
        long zone = Leapers.kingAttacks(enemyKing) | 1L << enemyKing;
        int zoneAttacks = 0;
        for (int type = KNIGHT; type <= QUEEN; type++) {
            for (long b = position.pieces(colour, type); b != 0; b &= b - 1) {
                int square = Long.numberOfTrailingZeros(b);
                long attacks = switch (type) {
                    case KNIGHT -> Leapers.knightAttacks(square);
                    case BISHOP -> board.bishopAttacks(square);
                    case ROOK -> board.rookAttacks(square);
                    default -> board.queenAttacks(square);
                };
                score += MOBILITY[type] * Long.bitCount(attacks & ~own);
                zoneAttacks += ZONE_WEIGHT[type] * Long.bitCount(attacks & zone);
            }
        }
        // quadratic in the attack units, capped: a lone attacker matters little, several a lot
        return score + Math.min(zoneAttacks * zoneAttacks / 4, 500);
    }
}
