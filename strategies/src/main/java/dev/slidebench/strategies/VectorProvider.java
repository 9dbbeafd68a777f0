package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * What a Vector API strategy says about itself, whichever path answers: its tables are those of the
 * lanes or of the scalar twin standing in, its degraded reason is {@link VectorSupport}'s, its family
 * SIMD and its origin the scalar twin's. The lookups stay in each subclass, through a {@code static
 * final} field that the JIT treats as a constant, so the call is devirtualised and inlined.
 */
abstract class VectorProvider implements SlidingAttacks {

    private final SlidingAttacks scalar;
    private final VectorSupport.Loaded loaded;
    private final String needs;

    VectorProvider(SlidingAttacks scalar, VectorSupport.Loaded loaded, String needs) {
        this.scalar = scalar;
        this.loaded = loaded;
        this.needs = needs;
    }

    /** Whichever answers: the lanes' tables, or the scalar twin's when it stands in. */
    @Override
    public final long tableBytes() {
        return loaded.attacks().tableBytes();
    }

    @Override
    public final String degradedReason() {
        return loaded.degradedReason();
    }

    @Override
    public final StrategyFamily family() {
        return StrategyFamily.SIMD;
    }

    @Override
    public final StrategyOrigin origin() {
        return scalar.origin();
    }

    @Override
    public final String needs() {
        return needs;
    }
}
