package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import java.util.List;
import java.util.function.LongBinaryOperator;

/**
 * PEXT bitboards: the bits of the occupancy that lie on the relevant mask are gathered into a dense
 * index by a parallel bit extract ({@code Long.compress(occupied, mask)}, the BMI2 {@code PEXT}
 * instruction), so no magic number and no multiply are needed. The index addresses the square's
 * 2^bits entries at its own offset, the same layout as fancy magic. On a JDK without
 * {@code Long.compress} (it arrived in JDK 19) the same tables are indexed by a software bit extract,
 * which is correct but slow, and {@link #degradedReason()} says so.
 *
 * <p>Reference: Zach Wegner is credited with PEXT bitboards; Chess Programming Wiki, "BMI2", section
 * "PEXT Bitboards". {@code Long.compress}: JDK-8283893 (JDK 19), intrinsified to {@code PEXT} on x86
 * with BMI2 by JDK-8283894.
 *
 * <p>Why a {@link LongBinaryOperator}: the build targets Java 17, where {@code Long.compress} does not
 * exist, so it is looked up once at class initialisation and bound to an interface
 * ({@link BitExtract#longCompress}, which says why this form), as {@code Long::compress} would be on
 * JDK 19+. Pext holds its own {@code static final} instance, a constant to HotSpot's JIT, which
 * inlines its one method down to {@code Long.compress} and from there to the intrinsic.
 * {@code -Dslidebench.pext.emulate=true} forces the software path on any JDK, to measure the two paths
 * in one JVM.
 *
 * <p>Tables: 102,400 rook + 5,248 bishop = 107,648 entries (861,184 bytes) plus 64 square records of
 * two masks and two offsets (2,048 bytes): 863,232 bytes.
 */
public final class Pext extends DeclaredStrategy {

    static final int ROOK_ENTRIES = 102_400;
    static final int BISHOP_ENTRIES = 5_248;

    /** The system property that forces the software path. */
    public static final String EMULATE_PROPERTY = "slidebench.pext.emulate";

    /** {@code (value, mask) -> long}: {@code Long.compress} or {@link #softwareCompress}. */
    private static final LongBinaryOperator COMPRESS;
    /** True when {@link #COMPRESS} is {@code Long.compress}. */
    private static final boolean HARDWARE;

    /**
     * Why the software path runs, or null on the hardware path (whose CPU warning is {@link PextHardware}'s, read on
     * first use).
     */
    private static final String EMULATED_REASON;

    // One record per square, its four fields side by side (one cache line or two instead of four
    // arrays): a queen lookup reads both masks and both offsets from it with one index computation.
    private static final int ROOK_MASK = 0;
    private static final int BISHOP_MASK = 1;
    private static final int ROOK_OFFSET = 2;
    private static final int BISHOP_OFFSET = 3;
    private static final int RECORD = 4;

    /** {@code SQUARES[RECORD * square + field]}; the offsets index {@link #ATTACKS}. */
    private static final long[] SQUARES = new long[RECORD * 64];

    /** Rook entries first, then bishop entries: both lookups of a queen address the same array. */
    private static final long[] ATTACKS = new long[ROOK_ENTRIES + BISHOP_ENTRIES];

    static {
        LongBinaryOperator compress = null;
        String reason;
        if (Boolean.getBoolean(EMULATE_PROPERTY)) {
            reason = "emulated: forced by -D" + EMULATE_PROPERTY + "=true";
        } else {
            try {
                compress = BitExtract.longCompress();
                reason = null;
            } catch (NoSuchMethodException e) {
                reason = "emulated: Long.compress needs JDK 19+";
            }
        }
        HARDWARE = compress != null;
        COMPRESS = HARDWARE ? compress : new BitExtract.Software();
        EMULATED_REASON = reason;

        String name = Pext.class.getSimpleName();
        int rookOffset = 0;
        int bishopOffset = ROOK_ENTRIES;
        for (int square = 0; square < 64; square++) {
            rookOffset = place(name, true, square, rookOffset, ROOK_MASK, ROOK_OFFSET);
            bishopOffset = place(name, false, square, bishopOffset, BISHOP_MASK, BISHOP_OFFSET);
        }
        if (rookOffset != ROOK_ENTRIES || bishopOffset != ROOK_ENTRIES + BISHOP_ENTRIES) {
            throw new IllegalStateException(name + ": the squares need " + rookOffset + " rook and "
                    + (bishopOffset - ROOK_ENTRIES) + " bishop entries, expected " + ROOK_ENTRIES + " and "
                    + BISHOP_ENTRIES);
        }
    }

    /** Gives the square its 2^bits entries at {@code offset}, fills them, and returns the next free offset. */
    private static int place(String name, boolean rook, int square, int offset, int maskField, int offsetField) {
        long mask = SubsetTables.relevantMask(rook, square);
        int size = 1 << Long.bitCount(mask);
        SQUARES[RECORD * square + maskField] = mask;
        SQUARES[RECORD * square + offsetField] = offset;
        // Every subset of the mask has its own entry, so the fill also checks that compress is a bijection.
        // The build indexes with the software extract on every JDK: it runs a few thousand times, mostly
        // in the interpreter, where a call through the method handle costs more than the extract itself.
        // PextTest holds the two equal; the lookup path's COMPRESS is checked here on the full mask.
        int written = SubsetTables.fill(
                name,
                ATTACKS,
                offset,
                offset,
                offset + size,
                rook,
                square,
                mask,
                0,
                new SubsetTables.ExtractKey(mask),
                0);
        if (written != size) {
            throw new IllegalStateException(name + ": compress maps " + size + " subsets to " + written + " entries");
        }
        return offset + size;
    }

    public Pext() {
        super(
                "Pext",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin("Zach Wegner", 0, "https://www.chessprogramming.org/BMI2#PEXT_Bitboards"),
                "pext, JDK 19+");
    }

    // Hot paths. `square & 63` changes nothing for the squares of the contract (0..63), but it lets
    // the JIT prove the record index in range of the 256-long array and drop that bounds check; the
    // attack index cannot be proven, so one check per piece remains.

    @Override
    public long rookAttacks(int square, long occupied) {
        int record = RECORD * (square & 63);
        return ATTACKS[(int) SQUARES[record + ROOK_OFFSET] + (int) compress(occupied, SQUARES[record + ROOK_MASK])];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int record = RECORD * (square & 63);
        return ATTACKS[(int) SQUARES[record + BISHOP_OFFSET] + (int) compress(occupied, SQUARES[record + BISHOP_MASK])];
    }

    /** Both pieces from one record: the default would compute the record index twice. */
    @Override
    public long queenAttacks(int square, long occupied) {
        int record = RECORD * (square & 63);
        return ATTACKS[(int) SQUARES[record + ROOK_OFFSET] + (int) compress(occupied, SQUARES[record + ROOK_MASK])]
                | ATTACKS[
                        (int) SQUARES[record + BISHOP_OFFSET]
                                + (int) compress(occupied, SQUARES[record + BISHOP_MASK])];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, SQUARES);
    }

    @Override
    public String degradedReason() {
        return HARDWARE ? PextHardware.WARNING : EMULATED_REASON;
    }

    /** True when lookups go through {@code Long.compress} rather than the software extract. */
    public static boolean usesLongCompress() {
        return HARDWARE;
    }

    /** The bits of {@code value} selected by {@code mask}, packed into the low bits in mask order. */
    static long compress(long value, long mask) {
        return COMPRESS.applyAsLong(value, mask);
    }

    /**
     * Parallel bit extract in software: walks the mask's set bits from the lowest, moving each selected
     * bit of {@code value} to the next result position. What {@code Long.compress} computes.
     */
    static long softwareCompress(long value, long mask) {
        return BitExtract.softwareCompress(value, mask); // one software extract for every PEXT strategy
    }

    /** The warning for a CPU described by {@code /proc/cpuinfo} lines; see {@link PextHardware#cpuWarning}. */
    static String cpuWarning(List<String> cpuinfo) {
        return PextHardware.cpuWarning(cpuinfo);
    }
}
