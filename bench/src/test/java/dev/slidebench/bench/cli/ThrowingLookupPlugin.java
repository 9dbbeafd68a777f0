package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;

/** A plug-in that loads but throws on every lookup, as a strategy with a broken index would. */
public final class ThrowingLookupPlugin implements SlidingAttacks {

    static final String MESSAGE = "deliberately broken lookup";

    @Override
    public String name() {
        return "ThrowingLookup";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        throw new IllegalStateException(MESSAGE);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        throw new IllegalStateException(MESSAGE);
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
