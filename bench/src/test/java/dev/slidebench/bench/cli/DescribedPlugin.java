package dev.slidebench.bench.cli;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * A correct plug-in (it answers through {@link RayLoop}) that says everything {@code list} shows: a
 * name longer than the name column's cap, table bytes, a family, needs too long for their column, a
 * degraded path, incremental state and stored x-rays.
 */
public final class DescribedPlugin implements SlidingAttacks {

    /** 30 characters: longer than the 27 the name column grows to. */
    static final String NAME = "DescribedStrategyOfThirtyChars";

    static final String NEEDS = "BMI2 (PEXT), AVX-512 and jdk.incubator.vector on JDK 21+";

    static final String DEGRADED = "emulated: Long.compress needs JDK 19+";

    static final StrategyOrigin ORIGIN =
            new StrategyOrigin("A. Author and B. Author", 2026, "https://example.org/idea");

    /** {@link #ORIGIN} as {@code list} and the report show it, written out by hand. */
    static final String ORIGIN_LINE = "A. Author and B. Author, 2026 \u2014 https://example.org/idea";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.rookAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.bishopAttacks(square, occupied);
    }

    @Override
    public long tableBytes() {
        return 1_234_567;
    }

    @Override
    public boolean isIncremental() {
        return true;
    }

    @Override
    public boolean hasStoredXray() {
        return true;
    }

    @Override
    public StrategyFamily family() {
        return StrategyFamily.MULTIPLY_HASH;
    }

    @Override
    public String needs() {
        return NEEDS;
    }

    @Override
    public String degradedReason() {
        return DEGRADED;
    }

    @Override
    public StrategyOrigin origin() {
        return ORIGIN;
    }
}
