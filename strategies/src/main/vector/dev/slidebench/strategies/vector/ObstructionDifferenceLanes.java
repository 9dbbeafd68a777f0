package dev.slidebench.strategies.vector;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Obstruction difference with the four lines through the square (rank, file, diagonal,
 * anti-diagonal) in the four lanes of one 256-bit vector: per lane the lower blocker is the highest
 * bit of {@code (occupied & lower) | 1}, the upper blocker the lowest bit of {@code occupied & upper},
 * and {@code 2 · upper − lower} masked by the line gives both rays; an OR across the lanes joins
 * them. Loaded by {@code VectorObstructionDifference}; see there.
 */
public final class ObstructionDifferenceLanes implements SlidingAttacks {

    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;

    /** {file step, rank step} towards each lane's upper half: rank, file, diagonal, anti-diagonal. */
    private static final int[][] UPWARD = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private static final int LOWER = 0;
    private static final int UPPER = 4;
    private static final int LINE = 8;
    private static final int RECORD = 16;

    /**
     * One record per square: the four lines' lower halves, their upper halves, both halves together,
     * and four unused longs, so that a record is 16 longs and its base one shift of the square (12
     * longs cost two adds and a multiply per lookup); side by side so that one base serves the three
     * vector loads, instead of three arrays.
     */
    private static final long[] RECORDS = new long[64 * RECORD];

    static final LongVector ROOK_LANES = LongVector.fromArray(SPECIES, new long[] {-1, -1, 0, 0}, 0);
    static final LongVector BISHOP_LANES = LongVector.fromArray(SPECIES, new long[] {0, 0, -1, -1}, 0);

    /**
     * {@code VectorOperators.LEADING_ZEROS_COUNT} where this JDK has it (19 and later; one
     * {@code vplzcntq} with AVX-512CD), else null and the highest bit is found by smearing.
     */
    private static final VectorOperators.Unary LEADING_ZEROS = Lanes.operator("LEADING_ZEROS_COUNT");

    static {
        for (int square = 0; square < 64; square++) {
            for (int line = 0; line < 4; line++) {
                int base = square * RECORD + line;
                long upper = RayLoop.ray(square, 0, UPWARD[line][0], UPWARD[line][1]);
                long lower = RayLoop.ray(square, 0, -UPWARD[line][0], -UPWARD[line][1]);
                RECORDS[base + LOWER] = lower;
                RECORDS[base + UPPER] = upper;
                RECORDS[base + LINE] = lower | upper;
            }
        }
    }

    @Override
    public String name() {
        return "VectorObstructionDifference";
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
        return 8L * RECORDS.length;
    }

    /** Null, or why the lanes will be slow here. */
    @Override
    public String degradedReason() {
        String shape = Lanes.shapeWarning(SPECIES);
        if (shape != null) {
            return shape;
        }
        return LEADING_ZEROS == null
                ? "slow: before JDK 19 the Vector API has no leading-zero count; the highest bit is smeared in 6 steps"
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
        // The square masked to 0..63 lets the JIT prove the three loads in range and drop their checks.
        int base = (square & 63) * RECORD;
        LongVector lower = LongVector.fromArray(SPECIES, RECORDS, base + LOWER)
                .and(occupied)
                .or(1);
        LongVector upper = LongVector.fromArray(SPECIES, RECORDS, base + UPPER).and(occupied);
        LongVector lowerBlocker = LEADING_ZEROS != null
                ? LongVector.broadcast(SPECIES, Long.MIN_VALUE)
                        .lanewise(VectorOperators.LSHR, lower.lanewise(LEADING_ZEROS))
                : smearedHighestOneBit(lower);
        LongVector upperBlocker = upper.and(upper.neg());
        LongVector rays = upperBlocker
                .add(upperBlocker)
                .sub(lowerBlocker)
                .and(LongVector.fromArray(SPECIES, RECORDS, base + LINE));
        return (lanes == null ? rays : rays.and(lanes)).reduceLanes(VectorOperators.OR);
    }

    /** Before JDK 19: per lane, {@code Long.highestOneBit} of a non-zero value, by smearing it down. */
    private static LongVector smearedHighestOneBit(LongVector nonZero) {
        LongVector smeared = nonZero.or(nonZero.lanewise(VectorOperators.LSHR, 1));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 2));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 4));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 8));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 16));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 32));
        return smeared.and(smeared.lanewise(VectorOperators.LSHR, 1).not());
    }
}
