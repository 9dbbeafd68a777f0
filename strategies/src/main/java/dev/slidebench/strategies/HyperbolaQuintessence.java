package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Hyperbola Quintessence: on a line with at most one square per rank (a file, diagonal or
 * anti-diagonal), subtracting the slider's bit from the line's occupancy borrows through the empty
 * squares above it up to and including the first blocker ({@code o - 2r} with the slider in
 * {@code o}, i.e. {@code o - r} without it), which yields the upward ray. The same subtraction on the
 * byte-swapped (vertically flipped) operands yields the downward ray, flipped back with another
 * {@code Long.reverseBytes}; XOR the two and mask the line. A rank cannot be flipped by a byte swap,
 * so ranks use a 512-byte first-rank table indexed by the slider's file and the six inner squares of
 * its rank.
 *
 * <p>Reference: Gerd Isenberg with Aleks Peshkov's improvements (CCC, 2007), reviving Ryan Mack's
 * reverse bitboards (2000); Chess Programming Wiki, "Hyperbola Quintessence" and "Subtracting a Rook
 * from a Blocking Piece".
 *
 * <p>Tables: 3 × 64 line masks (1,536 bytes) plus the 8 × 64 first-rank table (512 bytes): 2,048 bytes.
 */
public final class HyperbolaQuintessence extends DeclaredStrategy {

    /** Each square's file, diagonal and anti-diagonal, without the square itself. */
    private static final long[] FILE_MASKS = new long[64];

    private static final long[] DIAGONAL_MASKS = new long[64];
    private static final long[] ANTI_DIAGONAL_MASKS = new long[64];
    /**
     * {@code RANK_ATTACKS[file * 64 + inner]}: attacks along rank 1 of a slider on {@code file} when the
     * six inner squares b1..g1 hold {@code inner} (bit 0 = b1); the edge squares never matter.
     */
    private static final byte[] RANK_ATTACKS = new byte[8 * 64];

    static {
        // Each mask is the reference's empty-board rays, checked against the line mask it must equal.
        for (int square = 0; square < 64; square++) {
            long self = Square.bit(square);
            FILE_MASKS[square] = emptyBoardLine(square, 0, 1, Bitboards.fileMask(Square.file(square)) & ~self);
            DIAGONAL_MASKS[square] = emptyBoardLine(square, 1, 1, Bitboards.diagonalMask(square) & ~self);
            ANTI_DIAGONAL_MASKS[square] = emptyBoardLine(square, -1, 1, Bitboards.antiDiagonalMask(square) & ~self);
        }
        for (int file = 0; file < 8; file++) {
            for (int inner = 0; inner < 64; inner++) {
                long occupied = (long) inner << 1;
                long attacks = RayLoop.ray(file, occupied, 1, 0) | RayLoop.ray(file, occupied, -1, 0);
                if ((attacks & ~Bitboards.RANK_1) != 0) {
                    throw new IllegalStateException("HyperbolaQuintessence: rank attacks left rank 1 for file " + file);
                }
                RANK_ATTACKS[file * 64 + inner] = (byte) attacks;
            }
        }
    }

    private static long emptyBoardLine(int square, int fileStep, int rankStep, long expected) {
        long line = RayLoop.ray(square, 0, fileStep, rankStep) | RayLoop.ray(square, 0, -fileStep, -rankStep);
        if (line != expected) {
            throw new IllegalStateException("HyperbolaQuintessence: line mask of " + Square.name(square) + " is "
                    + Bitboards.hex(line) + ", expected " + Bitboards.hex(expected));
        }
        return line;
    }

    public HyperbolaQuintessence() {
        super(
                "HyperbolaQuintessence",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Gerd Isenberg; Aleks Peshkov",
                        2007,
                        "https://www.chessprogramming.org/Hyperbola_Quintessence"),
                "bswap");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return lineAttacks(square, occupied, FILE_MASKS[square]) | rankAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return lineAttacks(square, occupied, DIAGONAL_MASKS[square])
                | lineAttacks(square, occupied, ANTI_DIAGONAL_MASKS[square]);
    }

    @Override
    public long tableBytes() {
        return 8L * (FILE_MASKS.length + DIAGONAL_MASKS.length + ANTI_DIAGONAL_MASKS.length) + RANK_ATTACKS.length;
    }

    /** Both rays along a line with one square per rank; {@code lineMask} excludes the slider. */
    private static long lineAttacks(int square, long occupied, long lineMask) {
        long slider = 1L << square;
        long forward = occupied & lineMask;
        long reverse = Long.reverseBytes(forward);
        forward -= slider;
        reverse -= Long.reverseBytes(slider);
        return (forward ^ Long.reverseBytes(reverse)) & lineMask;
    }

    private static long rankAttacks(int square, long occupied) {
        int rankShift = square & 56;
        int inner = (int) (occupied >>> (rankShift + 1)) & 63;
        return (RANK_ATTACKS[((square & 7) << 6) | inner] & 0xFFL) << rankShift;
    }
}
