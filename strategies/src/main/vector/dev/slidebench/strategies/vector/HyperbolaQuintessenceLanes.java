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
        return lines(square, occupied).and(ROOK_LANES).reduceLanes(VectorOperators.OR);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return lines(square, occupied).and(BISHOP_LANES).reduceLanes(VectorOperators.OR);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return lines(square, occupied).reduceLanes(VectorOperators.OR);
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

    /** Each lane: both rays of its line, blockers included. */
    private static LongVector lines(int square, long occupied) {
        // The square masked to 0..63 lets the JIT prove the load in range and drop its check.
        LongVector line = LongVector.fromArray(SPECIES, LINES, (square & 63) * 4);
        LongVector forward = line.and(occupied);
        LongVector reverse = reverse(forward);
        // The slider's bit, and the same bit reversed: square 63 - square.
        forward = forward.sub(1L << square);
        reverse = reverse.sub(Long.MIN_VALUE >>> square);
        return forward.lanewise(VectorOperators.XOR, reverse(reverse)).and(line);
    }

    /** Per lane, {@code Long.reverse}. */
    private static LongVector reverse(LongVector lanes) {
        if (REVERSE != null) {
            return lanes.lanewise(REVERSE);
        }
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
