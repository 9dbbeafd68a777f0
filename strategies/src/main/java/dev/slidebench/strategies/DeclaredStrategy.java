package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import java.util.Objects;

/**
 * What a built-in strategy says about itself — its name, family, origin and needs — declared once, in
 * its constructor, instead of four one-line overrides in every class. Only {@code list}, the registry
 * and the reports read these; the lookups ({@code rookAttacks}, {@code bishopAttacks}, a faster
 * {@code queenAttacks}, the board) stay in each subclass, so nothing here is on a benchmarked path.
 */
abstract class DeclaredStrategy implements SlidingAttacks {

    private final String name;
    private final StrategyFamily family;
    private final StrategyOrigin origin;
    private final String needs;

    /**
     * A constructor called from the subclass's own static initialiser (its table check) must not pass
     * a static field that is not yet set: the null checks make that mistake fail loudly.
     */
    DeclaredStrategy(String name, StrategyFamily family, StrategyOrigin origin, String needs) {
        this.name = Objects.requireNonNull(name, "name");
        this.family = Objects.requireNonNull(family, "family");
        this.origin = Objects.requireNonNull(origin, "origin");
        this.needs = Objects.requireNonNull(needs, "needs");
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final StrategyFamily family() {
        return family;
    }

    @Override
    public final StrategyOrigin origin() {
        return origin;
    }

    @Override
    public final String needs() {
        return needs;
    }
}
