package dev.slidebench.strategies;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Parallel bit extract ({@code Long.compress}, the BMI2 {@code PEXT} instruction) for the strategies
 * that index by it, without building anyone's tables: {@code Long.compress} where the JDK has it
 * (JDK 19+), else a correct software extract, and the reason when the fast path is not taken. The
 * same pattern as {@link Pext}, which keeps its own copy of the handle so that its hot path is
 * untouched; both ask {@link PextHardware} about the CPU.
 *
 * <p>Why a {@link MethodHandle}: the build targets Java 17, where {@code Long.compress} does not
 * exist, so it is looked up once at class initialisation. A {@code static final} method handle is a
 * constant to HotSpot's JIT, which inlines it down to {@code Long.compress} and from there to the
 * intrinsic. {@code -Dslidebench.pext.emulate=true} forces the software path here too.
 */
final class BitExtract {

    /** {@code (long value, long mask) -> long}: {@code Long.compress} or {@link #softwareCompress}. */
    private static final MethodHandle COMPRESS;
    /** True when {@link #COMPRESS} is {@code Long.compress}. */
    static final boolean HARDWARE;
    /** Null on the fast path, else why not (see {@code SlidingAttacks.degradedReason()}). */
    static final String DEGRADED_REASON;

    static {
        MethodType type = MethodType.methodType(long.class, long.class, long.class);
        MethodHandle compress = null;
        String reason;
        if (Boolean.getBoolean(Pext.EMULATE_PROPERTY)) {
            reason = "emulated: forced by -D" + Pext.EMULATE_PROPERTY + "=true";
        } else {
            try {
                compress = MethodHandles.publicLookup().findStatic(Long.class, "compress", type);
                reason = PextHardware.WARNING;
            } catch (NoSuchMethodException | IllegalAccessException e) {
                reason = "emulated: Long.compress needs JDK 19+";
            }
        }
        HARDWARE = compress != null;
        if (compress == null) {
            try {
                compress = MethodHandles.lookup().findStatic(BitExtract.class, "softwareCompress", type);
            } catch (NoSuchMethodException | IllegalAccessException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
        COMPRESS = compress;
        DEGRADED_REASON = reason;
    }

    private BitExtract() {}

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
}
