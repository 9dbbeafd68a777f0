package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;

/**
 * The one-line attack formulas that several computed strategies share, kept here once. They hold no
 * tables, so calling them initialises nothing; each strategy's Javadoc explains the idea and cites
 * its origin. Every formula returns the attacks along one line of the slider and expects the
 * slider's own bit to be absent from the line-masked occupancy it works on.
 */
final class LineFormulas {

    private LineFormulas() {}

    /**
     * {@link Bitboards#diagonalMask} without its branch: the long diagonal moves up by
     * {@code 8 · (rank − file)} bits, i.e. down when that is negative, and both shifts are applied
     * with one of them zero. With random squares the branch would be mispredicted half the time,
     * which costs the table-free strategies more than the shifts.
     */
    static long diagonal(int square) {
        int up = ((square >>> 3) - (square & 7)) << 3;
        int negative = up >> 31; // all ones when the diagonal lies below the long one
        return (Bitboards.DIAGONAL_A1H8 >>> (-up & negative)) << (up & ~negative);
    }

    /** {@link Bitboards#antiDiagonalMask} without its branch, as {@link #diagonal}. */
    static long antiDiagonal(int square) {
        int up = ((square >>> 3) + (square & 7) - 7) << 3;
        int negative = up >> 31;
        return (Bitboards.ANTI_DIAGONAL_H1A8 >>> (-up & negative)) << (up & ~negative);
    }

    /**
     * Hyperbola Quintessence on a line with one square per rank (file, diagonal, anti-diagonal): the
     * subtraction borrows upward through the empty squares to the first blocker; on the byte-swapped
     * (vertically flipped) operands it does the same downward. {@code lineMask} excludes the slider.
     */
    static long hyperbola(long self, long occupied, long lineMask) {
        long forward = occupied & lineMask;
        long reverse = Long.reverseBytes(forward);
        forward -= self;
        reverse -= Long.reverseBytes(self);
        return (forward ^ Long.reverseBytes(reverse)) & lineMask;
    }

    /**
     * Hyperbola Quintessence with a full bit reversal, which mirrors every line onto itself, ranks
     * included; {@code lineMask} excludes the slider.
     */
    static long bitRotation(long self, long occupied, long lineMask) {
        long forward = occupied & lineMask;
        long reverse = Long.reverse(forward);
        forward -= self;
        reverse -= Long.reverse(self);
        return (forward ^ Long.reverse(reverse)) & lineMask;
    }

    /**
     * Leorik's split at the square: {@code x ^ (x - 1)} of the blockers above sets every bit up to the
     * nearest one (all when none), {@code Long.MAX_VALUE >>> nlz(below | 1)} every bit under the
     * nearest one below; the XOR is the run between them, both blockers and the slider's square
     * included. {@code blockers} lacks the slider, {@code below} is {@code (1 << square) - 1} and
     * {@code line} is the whole line; the caller removes the square.
     */
    static long leorik(long blockers, long below, long line) {
        long onLine = blockers & line;
        long upper = onLine & ~below;
        long lower = onLine & below;
        return ((upper ^ (upper - 1)) ^ (Long.MAX_VALUE >>> Long.numberOfLeadingZeros(lower | 1))) & line;
    }

    /**
     * Slide arithmetic's form of the same split: the blockers on the line (the square excluded) are
     * cut at the square with a bit mask (BZHI), {@code x ^ (x - 1)} (BLSMSK) of the upper part runs
     * to the nearest blocker above, {@code Long.MAX_VALUE >>> nlz(lower | 1)} stops under the nearest
     * one below; {@code lineMask} excludes the slider, so the result does too.
     */
    static long slideArithmetic(long occupied, long below, long lineMask) {
        long onLine = occupied & lineMask;
        long lower = onLine & below;
        long upper = onLine ^ lower;
        return ((upper ^ (upper - 1)) ^ (Long.MAX_VALUE >>> Long.numberOfLeadingZeros(lower | 1))) & lineMask;
    }

    /**
     * SBAMG's one subtraction for a rank or file: {@code outer} (the line's two edge squares, the
     * slider excluded) is ORed into the line's occupancy as sentinels, so a blocker lies below the
     * slider unless it stands on the lower edge. With {@code b} the nearest one (bit 0 when there is
     * none), subtracting {@code 3·b} clears {@code b} and borrows from the square above it up to the
     * nearest set bit above the slider, so the XOR with the original is the run from one blocker to
     * the other. Bit 0 is ORed in first: on the lower edge it then stands for the slider's own
     * square, which covers a1, Chess_Movegen's special case. {@code lineMask} excludes the slider.
     */
    static long subtractAndXor(long self, long occupied, long lineMask, long outer) {
        long withSentinels = (occupied & lineMask) | outer;
        long lowerBit = Long.highestOneBit((withSentinels & (self - 1)) | 1);
        long start = withSentinels | lowerBit;
        return (start ^ (start - 3 * lowerBit)) & lineMask;
    }
}
