package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;

/**
 * A plug-in whose constructor throws, as one whose table check fails does; unlike a throwing static
 * initialiser it fails the same way every time it is loaded, so tests in one JVM see the same cause.
 */
public final class UnbuildablePlugin implements SlidingAttacks {

    static final String MESSAGE = "deliberately unbuildable";

    public UnbuildablePlugin() {
        throw new IllegalStateException(MESSAGE);
    }

    @Override
    public String name() {
        return "Unbuildable";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return 0L;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return 0L;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
