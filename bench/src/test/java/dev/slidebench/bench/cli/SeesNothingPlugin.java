package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;

/**
 * A second deliberately wrong plug-in: nothing is ever attacked. Beside {@link SeesEverythingPlugin} it
 * shows which of two wrong strategies {@code verify} names as the first mismatch. Registered only by
 * {@link ChosenRegistry}.
 */
public final class SeesNothingPlugin implements SlidingAttacks {

    @Override
    public String name() {
        return "SeesNothing";
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
