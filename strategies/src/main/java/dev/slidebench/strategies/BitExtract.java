package dev.slidebench.strategies;

import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.LongBinaryOperator;

/**
 * Parallel bit extract ({@code Long.compress}, the BMI2 {@code PEXT} instruction) for the strategies
 * that index by it, without building anyone's tables: {@code Long.compress} where the JDK has it
 * (JDK 19+), else a correct software extract, and the reason when the fast path is not taken. The
 * same pattern as {@link Pext}, which keeps its own operator (made by {@link #longCompress}) so that
 * its hot path is untouched; both ask {@link PextHardware} about the CPU.
 *
 * <p>Why a {@link LongBinaryOperator}: the build targets Java 17, where {@code Long.compress} does not
 * exist, so it is looked up once at class initialisation and bound to an interface by
 * {@link LambdaMetafactory}, as {@code Long::compress} would be on JDK 19+. A {@code static final}
 * instance is a constant to HotSpot's JIT, which inlines its one method down to {@code Long.compress}
 * and from there to the intrinsic. A {@code static final} {@link MethodHandle} inlines as well, but
 * its first {@code invokeExact} spins an invoker: measured here as the larger part of HyperCube's and
 * SplitPext's start-up on JDK 25 (12.3 and 9.2 ms of CPU in a fresh JVM, against 7.0 and 5.9 on JDK 17,
 * where the software path ran). The software path is a named class, not a lambda or method
 * reference, for the same reason. {@code -Dslidebench.pext.emulate=true} forces the software path.
 */
final class BitExtract {

    /** {@code (value, mask) -> long}: {@code Long.compress} or {@link #softwareCompress}. */
    private static final LongBinaryOperator COMPRESS;
    /** True when {@link #COMPRESS} is {@code Long.compress}. */
    static final boolean HARDWARE;
    /** Null on the hardware path, else why the software path runs. */
    private static final String EMULATED_REASON;

    static {
        LongBinaryOperator compress = null;
        String reason;
        if (Boolean.getBoolean(Pext.EMULATE_PROPERTY)) {
            reason = "emulated: forced by -D" + Pext.EMULATE_PROPERTY + "=true";
        } else {
            try {
                compress = longCompress();
                reason = null;
            } catch (NoSuchMethodException e) {
                reason = "emulated: Long.compress needs JDK 19+";
            }
        }
        HARDWARE = compress != null;
        COMPRESS = HARDWARE ? compress : new Software();
        EMULATED_REASON = reason;
    }

    private BitExtract() {}

    /**
     * Null on the fast path, else why not (see {@code SlidingAttacks.degradedReason()}). The CPU
     * check reads {@code /proc/cpuinfo}, so it runs here, on first use by {@code list}, not in the
     * class initialiser: read there, it was a few milliseconds of every PEXT strategy's start-up on
     * JDK 19+ (as {@link Pext} also reads it only when asked).
     */
    static String degradedReason() {
        return HARDWARE ? PextHardware.WARNING : EMULATED_REASON;
    }

    /** The bits of {@code value} selected by {@code mask}, packed into the low bits in mask order. */
    static long compress(long value, long mask) {
        return COMPRESS.applyAsLong(value, mask);
    }

    /** {@code Long::compress} as an operator, or NoSuchMethodException before JDK 19. */
    static LongBinaryOperator longCompress() throws NoSuchMethodException {
        MethodType type = MethodType.methodType(long.class, long.class, long.class);
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            MethodHandle target = lookup.findStatic(Long.class, "compress", type);
            CallSite site = LambdaMetafactory.metafactory(
                    lookup, "applyAsLong", MethodType.methodType(LongBinaryOperator.class), type, target, type);
            return (LongBinaryOperator) site.getTarget().invokeExact();
        } catch (NoSuchMethodException e) {
            throw e;
        } catch (Throwable e) {
            // Long.compress is public and static, so neither the lookup nor the factory can refuse it.
            throw new ExceptionInInitializerError(e);
        }
    }

    /** {@link #softwareCompress} as an operator. */
    static final class Software implements LongBinaryOperator {
        @Override
        public long applyAsLong(long value, long mask) {
            return softwareCompress(value, mask);
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
