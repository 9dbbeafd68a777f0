package dev.slidebench.strategies.vector;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * Leorik's split at the square for the four lines in the four lanes of one 256-bit vector: per lane,
 * {@code x ^ (x - 1)} of the line's blockers above the square runs up to the nearest one (all bits
 * when there is none), {@code Long.MAX_VALUE >>> nlz(blockers below | 1)} covers every bit under the
 * nearest one below, and their XOR masked by the line is the run between the two; the lanes are ORed
 * and the slider's square removed. The split itself is two scalar masks of the occupancy, broadcast.
 * Loaded by {@code VectorLeorik}; see there.
 */
public final class LeorikLanes extends LineLanes {

    /** {@code LINES[square * 4 + lane]}: the lane's whole line, the square included. */
    private static final long[] LINES = records((square, line) -> line(square, line) | 1L << square);

    public LeorikLanes() {
        super(LINES, SMEARED);
    }

    @Override
    public String name() {
        return "VectorLeorik";
    }

    @Override
    long attacks(int square, long occupied, LongVector lanes) {
        long self = 1L << square;
        // The square masked to 0..63 lets the JIT prove the load in range and drop its check.
        LongVector line = LongVector.fromArray(SPECIES, LINES, (square & 63) * 4);
        LongVector upper = line.and(occupied & -(self << 1));
        LongVector lower = line.and(occupied & (self - 1)).or(1);
        LongVector underLower = LEADING_ZEROS != null
                ? LongVector.broadcast(SPECIES, Long.MAX_VALUE)
                        .lanewise(VectorOperators.LSHR, lower.lanewise(LEADING_ZEROS))
                : smearedDown(lower).lanewise(VectorOperators.LSHR, 1);
        LongVector runs = upper.lanewise(VectorOperators.XOR, upper.sub(1))
                .lanewise(VectorOperators.XOR, underLower)
                .and(line);
        return (lanes == null ? runs : runs.and(lanes)).reduceLanes(VectorOperators.OR) & ~self;
    }
}
