package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * The shell of a Vector API strategy: what it says about itself, whichever path answers. Its family is
 * SIMD, its tables are those of the lanes or of the scalar twin standing in, and its degraded reason is
 * {@link VectorSupport}'s. The lookups stay in each subclass, through a {@code static final} field that
 * the JIT treats as a constant, so the call is devirtualised and inlined; a field here would be an
 * instance field, which the JIT does not treat as a constant.
 */
abstract class VectorProvider extends DeclaredStrategy {

    private final VectorSupport.Loaded loaded;

    VectorProvider(String name, StrategyOrigin origin, VectorSupport.Loaded loaded, String needs) {
        super(name, StrategyFamily.SIMD, origin, needs);
        this.loaded = loaded;
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
}
