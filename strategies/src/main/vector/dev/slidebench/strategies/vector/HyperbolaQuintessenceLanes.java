package dev.slidebench.strategies.vector;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * Hyperbola quintessence with the four lines through the square (rank, file, diagonal,
 * anti-diagonal) in the four lanes of one 256-bit vector. Each lane subtracts the slider from its
 * line's occupancy for the upward ray and does the same on the bit-reversed operands for the
 * downward one. Reversing all 64 bits (not only the bytes, as scalar hyperbola quintessence does)
 * reverses the order of the squares on every line, ranks included, so the rank needs no table of
 * its own. Loaded by {@code VectorHyperbolaQuintessence}; see there.
 */
public final class HyperbolaQuintessenceLanes implements SlidingAttacks {

    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;

    /** {file step, rank step} along each lane's line: rank, file, diagonal, anti-diagonal. */
    private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    /** {@code LINES[square * 4 + lane]}: the lane's line through the square, without the square. */
    private static final long[] LINES = new long[64 * 4];

    static final LongVector ROOK_LANES = LongVector.fromArray(SPECIES, new long[] {-1, -1, 0, 0}, 0);
    static final LongVector BISHOP_LANES = LongVector.fromArray(SPECIES, new long[] {0, 0, -1, -1}, 0);

    /**
     * {@code VectorOperators.REVERSE} where this JDK has it (19 and later; with GFNI one affine
     * instruction and one byte shuffle), else null and the reversal is spelled out below.
     */
    private static final VectorOperators.Unary REVERSE = Lanes.operator("REVERSE");

    /** Reverses the eight bytes of each long lane (the bits within bytes are reversed separately). */
    private static final VectorShuffle<Byte> BYTE_ORDER =
            VectorShuffle.fromOp(ByteVector.SPECIES_256, i -> (i & ~7) | (7 - (i & 7)));

    static {
        for (int square = 0; square < 64; square++) {
            for (int lane = 0; lane < 4; lane++) {
                LINES[square * 4 + lane] = RayLoop.ray(square, 0, STEPS[lane][0], STEPS[lane][1])
                        | RayLoop.ray(square, 0, -STEPS[lane][0], -STEPS[lane][1]);
            }
        }
    }

    @Override
    public String name() {
        return "VectorHyperbolaQuintessence";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return attacks(square, occupied, ROOK_LANES);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return attacks(square, occupied, BISHOP_LANES);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return attacks(square, occupied, null);
    }

    @Override
    public long tableBytes() {
        return 8L * LINES.length;
    }

    /** Null, or why the lanes will be slow here. */
    @Override
    public String degradedReason() {
        String shape = Lanes.shapeWarning(SPECIES);
        if (shape != null) {
            return shape;
        }
        return REVERSE == null
                ? "slow: before JDK 19 the Vector API cannot reverse bits; each reversal takes 13 operations"
                : null;
    }

    /**
     * The union of both rays of the lines in {@code lanes} (all ones or zero per lane; null: all four, with
     * no AND, which measured 6% of a queen lookup in hyperbola quintessence), blockers included. One
     * method from the square to the {@code long}, calling only the Vector API on JDK 19+ (see
     * {@link Lanes}): if C2 does not inline it into a large loop, it stays a call, and no vector
     * crosses it to be allocated.
     */
    private static long attacks(int square, long occupied, LongVector lanes) {
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
