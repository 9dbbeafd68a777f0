package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

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
 * <p>Why a {@link MethodHandle}: the build targets Java 17, where {@code Long.compress} does not exist,
 * so it is looked up once at class initialisation. A {@code static final} method handle is a constant
 * to HotSpot's JIT, which inlines it down to {@code Long.compress} and from there to the intrinsic.
 * {@code -Dslidebench.pext.emulate=true} forces the software path on any JDK, to measure the two paths
 * in one JVM.
 *
 * <p>Tables: 102,400 rook + 5,248 bishop = 107,648 entries (861,184 bytes) plus per piece 64 masks and
 * 64 offsets (1,536 bytes): 862,720 bytes.
 */
public final class Pext implements SlidingAttacks {

    static final int ROOK_ENTRIES = 102_400;
    static final int BISHOP_ENTRIES = 5_248;

    /** The system property that forces the software path. */
    public static final String EMULATE_PROPERTY = "slidebench.pext.emulate";

    /** {@code (long value, long mask) -> long}: {@code Long.compress} or {@link #softwareCompress}. */
    private static final MethodHandle COMPRESS;
    /** True when {@link #COMPRESS} is {@code Long.compress}. */
    private static final boolean HARDWARE;

    private static final String DEGRADED_REASON;

    private static final long[] ROOK_MASKS = new long[64];
    private static final long[] BISHOP_MASKS = new long[64];
    private static final int[] ROOK_OFFSETS = new int[64];
    private static final int[] BISHOP_OFFSETS = new int[64];
    private static final long[] ROOK_ATTACKS = new long[ROOK_ENTRIES];
    private static final long[] BISHOP_ATTACKS = new long[BISHOP_ENTRIES];

    static {
        MethodType type = MethodType.methodType(long.class, long.class, long.class);
        MethodHandle compress = null;
        String reason;
        if (Boolean.getBoolean(EMULATE_PROPERTY)) {
            reason = "emulated: forced by -D" + EMULATE_PROPERTY + "=true";
        } else {
            try {
                compress = MethodHandles.publicLookup().findStatic(Long.class, "compress", type);
                reason = hardwareWarning();
            } catch (NoSuchMethodException | IllegalAccessException e) {
                reason = "emulated: Long.compress needs JDK 19+";
            }
        }
        HARDWARE = compress != null;
        if (compress == null) {
            try {
                compress = MethodHandles.lookup().findStatic(Pext.class, "softwareCompress", type);
            } catch (NoSuchMethodException | IllegalAccessException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
        COMPRESS = compress;
        DEGRADED_REASON = reason;

        String name = Pext.class.getSimpleName();
        int rookOffset = 0;
        int bishopOffset = 0;
        for (int square = 0; square < 64; square++) {
            rookOffset = place(name, true, square, rookOffset, ROOK_MASKS, ROOK_OFFSETS, ROOK_ATTACKS);
            bishopOffset = place(name, false, square, bishopOffset, BISHOP_MASKS, BISHOP_OFFSETS, BISHOP_ATTACKS);
        }
        if (rookOffset != ROOK_ENTRIES || bishopOffset != BISHOP_ENTRIES) {
            throw new IllegalStateException(name + ": the squares need " + rookOffset + " rook and " + bishopOffset
                    + " bishop entries, expected " + ROOK_ENTRIES + " and " + BISHOP_ENTRIES);
        }
    }

    /** Gives the square its 2^bits entries at {@code offset}, fills them, and returns the next free offset. */
    private static int place(
            String name, boolean rook, int square, int offset, long[] masks, int[] offsets, long[] attacks) {
        long mask = SubsetTables.relevantMask(rook, square);
        int size = 1 << Long.bitCount(mask);
        masks[square] = mask;
        offsets[square] = offset;
        // Every subset of the mask has its own entry, so the fill also checks that compress is a bijection.
        int written = SubsetTables.fill(name, attacks, offset, offset, offset + size, rook, square, mask, subset ->
                (int) compress(subset, mask));
        if (written != size) {
            throw new IllegalStateException(name + ": compress maps " + size + " subsets to " + written + " entries");
        }
        return offset + size;
    }

    @Override
    public String name() {
        return "Pext";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ROOK_ATTACKS[ROOK_OFFSETS[square] + (int) compress(occupied, ROOK_MASKS[square])];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return BISHOP_ATTACKS[BISHOP_OFFSETS[square] + (int) compress(occupied, BISHOP_MASKS[square])];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ROOK_ATTACKS, BISHOP_ATTACKS, ROOK_MASKS, BISHOP_MASKS)
                + SubsetTables.bytes(ROOK_OFFSETS, BISHOP_OFFSETS);
    }

    @Override
    public String degradedReason() {
        return DEGRADED_REASON;
    }

    /** True when lookups go through {@code Long.compress} rather than the software extract. */
    public static boolean usesLongCompress() {
        return HARDWARE;
    }

    /** The bits of {@code value} selected by {@code mask}, packed into the low bits in mask order. */
    static long compress(long value, long mask) {
        try {
            return (long) COMPRESS.invokeExact(value, mask);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable impossible) {
            // Neither target declares a checked exception.
            throw new AssertionError(impossible);
        }
    }

    /**
     * Parallel bit extract in software: walks the mask's set bits from the lowest, moving each selected
     * bit of {@code value} to the next result position. What {@code Long.compress} computes.
     */
    static long softwareCompress(long value, long mask) {
        long result = 0;
        long resultBit = 1;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            if ((value & rest & -rest) != 0) {
                result |= resultBit;
            }
            resultBit <<= 1;
        }
        return result;
    }

    /** Null when the JIT can be expected to turn {@code Long.compress} into a fast PEXT; see {@link PextHardware}. */
    private static String hardwareWarning() {
        return PextHardware.WARNING;
    }

    /** The warning for a CPU described by {@code /proc/cpuinfo} lines; see {@link PextHardware#cpuWarning}. */
    static String cpuWarning(List<String> cpuinfo) {
        return PextHardware.cpuWarning(cpuinfo);
    }

    // -- metadata (family, origin, needs) ------------------------------------------------------

    @Override
    public StrategyFamily family() {
        return StrategyFamily.TABLE_LOOKUP;
    }

    @Override
    public StrategyOrigin origin() {
        return new StrategyOrigin("Zach Wegner", 0, "https://www.chessprogramming.org/BMI2#PEXT_Bitboards");
    }

    @Override
    public String needs() {
        return "pext (BMI2), JDK 19+";
    }
}
