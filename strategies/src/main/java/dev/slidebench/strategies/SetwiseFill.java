package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * The shell of a table-free fill: one slider is the set {@code 1L << square} and the occupancy enters as
 * its complement, the empty squares the fill propagates through. Subclasses supply only the two set
 * forms, which serve any number of sliders at once.
 *
 * <p>Each fork of a benchmark loads one fill, so the calls from {@link #queenAttacks} into the set forms
 * see one receiver type and C2 inlines them as if they were static.
 */
abstract class SetwiseFill extends DeclaredStrategy {

    SetwiseFill(String name, StrategyOrigin origin) {
        super(name, StrategyFamily.FILL, origin, "");
    }

    /** Squares attacked by any of the {@code rooks} when {@code empty} holds the empty squares. */
    abstract long rooksOfSet(long rooks, long empty);

    /** Squares attacked by any of the {@code bishops} when {@code empty} holds the empty squares. */
    abstract long bishopsOfSet(long bishops, long empty);

    @Override
    public final long rookAttacks(int square, long occupied) {
        return rooksOfSet(1L << square, ~occupied);
    }

    @Override
    public final long bishopAttacks(int square, long occupied) {
        return bishopsOfSet(1L << square, ~occupied);
    }

    @Override
    public final long queenAttacks(int square, long occupied) {
        long slider = 1L << square;
        long empty = ~occupied;
        return rooksOfSet(slider, empty) | bishopsOfSet(slider, empty);
    }

    @Override
    public final long tableBytes() {
        return 0;
    }
}
