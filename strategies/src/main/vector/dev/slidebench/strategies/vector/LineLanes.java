package dev.slidebench.strategies.vector;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The shell of the line-wise Vector API strategies: the four lines through the square (rank, file,
 * diagonal, anti-diagonal) in the four lanes of one 256-bit vector. A subclass loads or computes its
 * per-line operands, runs its line formula once for all four lanes, and returns the lanes ORed (or
 * XORed) into one {@code long} from its {@link #attacks} method; the shell turns that into rook
 * (lanes 0 and 1), bishop (lanes 2 and 3) and queen lookups, builds the per-square records, holds the
 * JDK 19 operators the formulas want (leading zeros, bit reversal) with their spelled-out
 * JDK 17 forms, and says why the lanes are slow where they are.
 *
 * <p>The JDK 19+ expressions stay in each subclass's {@code attacks}, written against the Vector API
 * directly, and only the JDK 17 forms are helpers here: C2 stops inlining ordinary methods in a large
 * compilation, and a helper left out receives its vectors as objects, allocated per lookup (see
 * {@link Lanes}). {@code attacks} itself takes and returns scalars, so nothing crosses it.
 */
abstract class LineLanes implements SlidingAttacks {

    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;

    /** All ones in the rank and file lanes, zero in the diagonal ones. */
    static final LongVector ROOK_LANES = lanes(-1, -1, 0, 0);

    static final LongVector BISHOP_LANES = lanes(0, 0, -1, -1);

    /** The JDK 19 operators ({@code vplzcntq} with AVX-512CD; bit reversal with GFNI), or null before. */
    static final VectorOperators.Unary LEADING_ZEROS = Lanes.operator("LEADING_ZEROS_COUNT");

    static final VectorOperators.Unary REVERSE = Lanes.operator("REVERSE");

    /** Why a formula that wants the highest set bit per lane is slow before JDK 19. */
    static final String SMEARED = "the Vector API has no leading-zero count; the highest bit is smeared in 6 steps";

    /** {file step, rank step} towards each lane's upper half: rank, file, diagonal, anti-diagonal. */
    private static final int[][] UPWARD = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private final long tableBytes;
    private final String withoutOperators;

    /**
     * @param table the lanes' table, or null for none
     * @param withoutOperators why the lanes are slow before JDK 19 (null when they need no JDK 19 operator)
     */
    LineLanes(long[] table, String withoutOperators) {
        this.tableBytes = table == null ? 0 : 8L * table.length;
        this.withoutOperators = withoutOperators;
    }

    /**
     * The lines in {@code lanes} (all ones or zero per lane; null: all four, with no AND), joined into
     * the attacks. One method from the square to the {@code long}, calling only the Vector API on
     * JDK 19+.
     */
    abstract long attacks(int square, long occupied, LongVector lanes);

    /**
     * The provider's name, as a literal in each subclass: the export finds the class that answers for a
     * provider by it.
     */
    @Override
    public abstract String name();

    @Override
    public final long rookAttacks(int square, long occupied) {
        return attacks(square, occupied, ROOK_LANES);
    }

    @Override
    public final long bishopAttacks(int square, long occupied) {
        return attacks(square, occupied, BISHOP_LANES);
    }

    @Override
    public final long queenAttacks(int square, long occupied) {
        return attacks(square, occupied, null);
    }

    @Override
    public final long tableBytes() {
        return tableBytes;
    }

    /** Null, or why the lanes will be slow here. */
    @Override
    public final String degradedReason() {
        String shape = Lanes.shapeWarning(SPECIES);
        if (shape != null) {
            return shape;
        }
        boolean missing = LEADING_ZEROS == null || REVERSE == null;
        return missing && withoutOperators != null ? "slow: before JDK 19 " + withoutOperators : null;
    }

    static LongVector lanes(long... values) {
        return LongVector.fromArray(SPECIES, values, 0);
    }

    /** A mask of one line through a square, for {@link #records}. */
    interface LineMask {
        long of(int square, int line);
    }

    /** The line's squares below the square (towards a1 or h1), the square excluded. */
    static long lower(int square, int line) {
        return RayLoop.ray(square, 0, -UPWARD[line][0], -UPWARD[line][1]);
    }

    /** The line's squares above the square, the square excluded. */
    static long upper(int square, int line) {
        return RayLoop.ray(square, 0, UPWARD[line][0], UPWARD[line][1]);
    }

    /** The whole line without the square. */
    static long line(int square, int line) {
        return lower(square, line) | upper(square, line);
    }

    /**
     * One record per square, {@code fields[f]} of lane {@code l} at {@code record(square) + 4f + l}, the
     * record padded to a power of two longs so that its base is one shift of the square (with
     * {@link #recordShift}); side by side, so that one base serves every vector load of a lookup.
     */
    static long[] records(LineMask... fields) {
        long[] table = new long[64 << recordShift(fields.length)];
        for (int square = 0; square < 64; square++) {
            for (int field = 0; field < fields.length; field++) {
                for (int line = 0; line < 4; line++) {
                    table[(square << recordShift(fields.length)) + 4 * field + line] = fields[field].of(square, line);
                }
            }
        }
        return table;
    }

    /** log2 of the longs in a record of {@code fields} fields of four lanes. */
    static int recordShift(int fields) {
        return 2 + 32 - Integer.numberOfLeadingZeros(fields - 1);
    }

    /** Before JDK 19: per lane, {@code Long.highestOneBit} of a non-zero value, by smearing it down. */
    static LongVector smearedHighestOneBit(LongVector nonZero) {
        LongVector smeared = smearedDown(nonZero);
        return smeared.and(smeared.lanewise(VectorOperators.LSHR, 1).not());
    }

    /** Before JDK 19: per lane, every bit from the highest set one down. */
    static LongVector smearedDown(LongVector lanes) {
        LongVector smeared = lanes.or(lanes.lanewise(VectorOperators.LSHR, 1));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 2));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 4));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 8));
        smeared = smeared.or(smeared.lanewise(VectorOperators.LSHR, 16));
        return smeared.or(smeared.lanewise(VectorOperators.LSHR, 32));
    }

    /** Before JDK 19: per lane, {@code Long.numberOfLeadingZeros}. */
    static LongVector spelledLeadingZeros(LongVector lanes) {
        return bitCount(smearedDown(lanes).not());
    }

    /** Per lane, {@code Long.bitCount}, by adding neighbouring groups of bits. */
    private static LongVector bitCount(LongVector lanes) {
        LongVector count = lanes.sub(lanes.lanewise(VectorOperators.LSHR, 1).and(0x5555_5555_5555_5555L));
        count = count.and(0x3333_3333_3333_3333L)
                .add(count.lanewise(VectorOperators.LSHR, 2).and(0x3333_3333_3333_3333L));
        count = count.add(count.lanewise(VectorOperators.LSHR, 4)).and(0x0F0F_0F0F_0F0F_0F0FL);
        count = count.add(count.lanewise(VectorOperators.LSHR, 8));
        count = count.add(count.lanewise(VectorOperators.LSHR, 16));
        return count.add(count.lanewise(VectorOperators.LSHR, 32)).and(127);
    }
}
