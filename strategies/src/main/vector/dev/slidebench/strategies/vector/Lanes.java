package dev.slidebench.strategies.vector;

import static dev.slidebench.core.Bitboards.FILE_A;
import static dev.slidebench.core.Bitboards.FILE_H;
import static dev.slidebench.core.Bitboards.RANK_1;
import static dev.slidebench.core.Bitboards.RANK_8;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The eight directions as the eight lanes of one 512-bit vector, shared by the Vector API fills.
 * Lane order: north, north-east, east, south-east, south, south-west, west, north-west; rook lanes are
 * the even ones, bishop lanes the odd ones.
 *
 * <p>Every lane moves by a left rotation: rotating by {@code 64 - k} is a right shift by {@code k}
 * whose low bits wrap to the top, so one operation serves the four upward and the four downward
 * directions at once. From JDK 21 that is {@code VectorOperators.ROL}; JDK 17's C2 does not compile
 * a rotation by per-lane counts to vector code (measured here: 52 ns against 3.4 ns for one broadcast,
 * rotate, AND and OR-reduction), so there it is a left and a right shift ORed. JDK 18 to 20 are
 * untested and take the shifts. A bit that wraps (across the board's end, or
 * from the h-file to the a-file of the next rank) always lands on a square the direction can never
 * reach in one step, its {@linkplain #ONE_STEP_TARGETS forbidden landing squares}, which each fill
 * masks away.
 *
 * <p>The fills end with {@code reduceLanes(VectorOperators.OR)} called directly, not through a helper of
 * ours: C2 stops inlining ordinary methods once a compilation holds about 18,000 nodes
 * ({@code NodeCountInliningCutoff}), and a benchmark loop with a whole fill inlined gets there, while
 * the Vector API's own methods are {@code @ForceInline} and still inline. A helper left out at that
 * point receives its vector as an object, allocated per lookup: measured on JDK 25, {@code random}
 * with VectorKoggeStone went from 1.8 ns to 30-250 ns per lookup after about 1 s, when C2 recompiled
 * the loop without inlining a {@code union} helper here, then without three {@link #rotate} calls
 * ({@code -XX:+PrintInlining}: "failed to inline: NodeCountInliningCutoff"). So the longest straight-line
 * fill, Kogge-Stone's, calls the API directly on JDK 21+; the fills with a loop parse its body once and
 * stay well inside the budget.
 */
final class Lanes {

    static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_512;

    /** Index change of one step in each lane's direction. */
    private static final int[] STEPS = {8, 9, 1, -7, -8, -9, -1, 7};

    /** True where {@code ROL} by per-lane counts is compiled to vector code (see the class comment). */
    static final boolean NATIVE_ROTATE = Runtime.version().feature() >= 21;

    /** Rotations by 1, 2 and 4 steps per lane. */
    static final Rotation ONE_STEP = new Rotation(1);

    static final Rotation TWO_STEPS = new Rotation(2);
    static final Rotation FOUR_STEPS = new Rotation(4);

    /**
     * Per-lane left-rotation counts ({@code step · k mod 64}) and their complements for the shift
     * form. A record, so that HotSpot trusts its final fields as constants like a static final's.
     */
    record Rotation(LongVector left, LongVector right) {
        Rotation(int steps) {
            this(counts(steps, false), counts(steps, true));
        }

        private static LongVector counts(int steps, boolean complement) {
            long[] counts = new long[8];
            for (int lane = 0; lane < 8; lane++) {
                long count = (STEPS[lane] * steps) & 63;
                counts[lane] = complement ? 64 - count : count;
            }
            return LongVector.fromArray(SPECIES, counts, 0);
        }
    }

    /**
     * Per lane, the squares one step can land on: all but the file and rank behind the direction
     * (north never lands on rank 1, east never on the a-file, north-east on neither).
     */
    static final LongVector ONE_STEP_TARGETS = lanes(
            ~RANK_1,
            ~(FILE_A | RANK_1),
            ~FILE_A,
            ~(FILE_A | RANK_8),
            ~RANK_8,
            ~(FILE_H | RANK_8),
            ~FILE_H,
            ~(FILE_H | RANK_1));

    /** Per lane, the squares a ray ends on: the file and rank ahead of the direction. */
    static final LongVector RAY_ENDS =
            lanes(RANK_8, FILE_H | RANK_8, FILE_H, FILE_H | RANK_1, RANK_1, FILE_A | RANK_1, FILE_A, FILE_A | RANK_8);

    /** All ones in the rook lanes (north, east, south, west), zero in the bishop lanes. */
    static final LongVector ROOK_LANES = lanes(-1, 0, -1, 0, -1, 0, -1, 0);

    static final LongVector BISHOP_LANES = lanes(0, -1, 0, -1, 0, -1, 0, -1);

    private Lanes() {}

    static LongVector broadcast(long value) {
        return LongVector.broadcast(SPECIES, value);
    }

    static LongVector rotate(LongVector board, Rotation rotation) {
        return NATIVE_ROTATE
                ? board.lanewise(VectorOperators.ROL, rotation.left())
                : board.lanewise(VectorOperators.LSHL, rotation.left())
                        .or(board.lanewise(VectorOperators.LSHR, rotation.right()));
    }

    private static LongVector lanes(long... values) {
        return LongVector.fromArray(SPECIES, values, 0);
    }

    /**
     * Null when 512-bit long vectors are this CPU's preferred shape (each operation is then one
     * instruction); otherwise why the lanes will be slow.
     */
    static String shapeWarning() {
        return shapeWarning(SPECIES);
    }

    /** Null when vectors of {@code species}' size are native here; otherwise why lanes of it will be slow. */
    static String shapeWarning(VectorSpecies<Long> species) {
        int preferred = LongVector.SPECIES_PREFERRED.vectorBitSize();
        return preferred >= species.vectorBitSize()
                ? null
                : "slow: this CPU's widest long vector is " + preferred + " bits, the lanes use "
                        + species.vectorBitSize();
    }

    /**
     * The unary lane operator {@code VectorOperators.<name>}, or null where this JDK lacks it (or it is not
     * unary). By name, because
     * the lanes compile against JDK 17's incubator API and some operators came later (bit reversal and
     * leading zeros in JDK 19); held in a static final, the result is a constant the JIT folds.
     */
    static VectorOperators.Unary operator(String name) {
        try {
            Object operator = VectorOperators.class.getField(name).get(null);
            return operator instanceof VectorOperators.Unary ? (VectorOperators.Unary) operator : null;
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
