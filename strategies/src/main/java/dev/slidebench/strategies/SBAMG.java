package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;

/**
 * SBAMG ("subtract a blocker and mask"): for a rank or file, the line's occupancy without the
 * slider gets the line's two edge squares ORed in as sentinels, so a blocker exists on both sides
 * unless the slider stands on an edge. With {@code b} the nearest blocker below (the most significant
 * bit under the square, or bit 0 when the slider stands on the lower edge), {@code o ^ (o - 3·b)} flips exactly
 * the run from that blocker up to the nearest set bit above the slider, which the line mask turns
 * into both rays in one subtraction. Diagonals use Hyperbola Quintessence's byte-swap subtraction.
 *
 * <p>Reference: Syed Fahad, the M42 library (talkchess, 2016); table-driven and inline forms as in
 * Daniel Inführ's Chess_Movegen (2022). Chess_Movegen's form special-cases a1; here bit 0 is ORed into
 * the occupancy before the subtraction, which covers a1 and every other lower-edge square alike.
 *
 * <p>Tables: per square, the four lines without the square and the rank's and file's edge squares
 * without it, 6 × 64 longs (3,072 bytes; Chess_Movegen's layout of nine masks has 4,608).
 */
public final class SBAMG extends DeclaredStrategy {

    private static final long[] RANK_LINES = new long[64];
    private static final long[] FILE_LINES = new long[64];
    private static final long[] DIAGONAL_LINES = new long[64];
    private static final long[] ANTI_DIAGONAL_LINES = new long[64];
    /** The two edge squares of the square's rank (a and h) and file (1 and 8), the square excluded. */
    private static final long[] RANK_OUTER = new long[64];

    private static final long[] FILE_OUTER = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            long self = Square.bit(square);
            long east = RayLoop.ray(square, 0, 1, 0);
            long west = RayLoop.ray(square, 0, -1, 0);
            long north = RayLoop.ray(square, 0, 0, 1);
            long south = RayLoop.ray(square, 0, 0, -1);
            RANK_LINES[square] = east | west;
            FILE_LINES[square] = north | south;
            DIAGONAL_LINES[square] = RayLoop.ray(square, 0, 1, 1) | RayLoop.ray(square, 0, -1, -1);
            ANTI_DIAGONAL_LINES[square] = RayLoop.ray(square, 0, -1, 1) | RayLoop.ray(square, 0, 1, -1);
            // The last square of each empty-board ray is that side's edge square.
            RANK_OUTER[square] = Long.highestOneBit(east) | Long.lowestOneBit(west);
            FILE_OUTER[square] = Long.highestOneBit(north) | Long.lowestOneBit(south);
            if (RANK_LINES[square] != (Bitboards.rankMask(Square.rank(square)) ^ self)
                    || FILE_LINES[square] != (Bitboards.fileMask(Square.file(square)) ^ self)
                    || DIAGONAL_LINES[square] != (Bitboards.diagonalMask(square) ^ self)
                    || ANTI_DIAGONAL_LINES[square] != (Bitboards.antiDiagonalMask(square) ^ self)
                    || RANK_OUTER[square] != (SBAMGInline.rankOuter(square) & ~self)
                    || FILE_OUTER[square] != (SBAMGInline.fileOuter(square) & ~self)) {
                throw InitChecks.failed("SBAMG: masks of " + Square.name(square));
            }
        }
    }

    public SBAMG() {
        super("SBAMG", StrategyFamily.COMPUTED, SBAMGInline.ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.subtractAndXor(self, occupied, RANK_LINES[square], RANK_OUTER[square])
                | LineFormulas.subtractAndXor(self, occupied, FILE_LINES[square], FILE_OUTER[square]);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long self = 1L << square;
        return LineFormulas.hyperbola(self, occupied, DIAGONAL_LINES[square])
                | LineFormulas.hyperbola(self, occupied, ANTI_DIAGONAL_LINES[square]);
    }

    @Override
    public long tableBytes() {
        return 8L
                * (RANK_LINES.length
                        + FILE_LINES.length
                        + DIAGONAL_LINES.length
                        + ANTI_DIAGONAL_LINES.length
                        + RANK_OUTER.length
                        + FILE_OUTER.length);
    }
}
