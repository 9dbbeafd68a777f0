package dev.slidebench.strategies.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;

/**
 * Hyperbola quintessence with the four lines through the square (rank, file, diagonal,
 * anti-diagonal) in the four lanes of one 256-bit vector. Each lane subtracts the slider from its
 * line's occupancy for the upward ray and does the same on the bit-reversed operands for the
 * downward one. Reversing all 64 bits (not only the bytes, as scalar hyperbola quintessence does)
 * reverses the order of the squares on every line, ranks included, so the rank needs no table of
 * its own. Loaded by {@code VectorHyperbolaQuintessence}; see there.
 */
public final class HyperbolaQuintessenceLanes extends LineLanes {

    /** {@code LINES[square * 4 + lane]}: the lane's line through the square, without the square. */
    private static final long[] LINES = records(LineLanes::line);

    /** Reverses the eight bytes of each long lane (the bits within bytes are reversed separately). */
    private static final VectorShuffle<Byte> BYTE_ORDER =
            VectorShuffle.fromOp(ByteVector.SPECIES_256, i -> (i & ~7) | (7 - (i & 7)));

    public HyperbolaQuintessenceLanes() {
        super(LINES, "the Vector API cannot reverse bits; each reversal takes 13 operations");
    }

    @Override
    public String name() {
        return "VectorHyperbolaQuintessence";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        // The square masked to 0..63 lets the JIT prove the load in range and drop its check.
        LongVector line = LongVector.fromArray(SPECIES, LINES, (square & 63) * 4);
        LongVector forward = line.and(occupied);
        LongVector reverse = REVERSE != null ? forward.lanewise(REVERSE) : spelledOutReverse(forward);
        // The slider's bit, and the same bit reversed: square 63 - square.
        forward = forward.sub(1L << square);
        reverse = reverse.sub(Long.MIN_VALUE >>> square);
        LongVector backward = REVERSE != null ? reverse.lanewise(REVERSE) : spelledOutReverse(reverse);
        LongVector rays = forward.lanewise(VectorOperators.XOR, backward).and(line);
        return (lanes == null ? rays : rays.and(lanes)).reduceLanes(VectorOperators.OR);
    }

    /** Before JDK 19: per lane, {@code Long.reverse}, as bit-group swaps and a byte shuffle. */
    private static LongVector spelledOutReverse(LongVector lanes) {
        LongVector bits = swapGroups(lanes, 1, 0x5555555555555555L);
        bits = swapGroups(bits, 2, 0x3333333333333333L);
        bits = swapGroups(bits, 4, 0x0F0F0F0F0F0F0F0FL);
        return bits.reinterpretAsBytes().rearrange(BYTE_ORDER).reinterpretAsLongs();
    }

    /** Swaps neighbouring groups of {@code width} bits; {@code low} selects the lower group of each pair. */
    private static LongVector swapGroups(LongVector lanes, int width, long low) {
        return lanes.lanewise(VectorOperators.LSHR, width)
                .and(low)
                .or(lanes.and(low).lanewise(VectorOperators.LSHL, width));
    }
}
