package dev.slidebench.bench;

import dev.slidebench.core.SlidingAttacks;

/**
 * The {@code BASELINE} row of the lookup workloads: everything but the lookup. It returns its input
 * occupancy, so the harness still loads the (square, occupancy) pair, calls through the interface and
 * consumes a result that the JIT cannot fold away; what is left is the floor of the harness, to be
 * subtracted mentally from every other row. Not registered: it is not a strategy.
 */
public final class Baseline implements SlidingAttacks {

    public static final String NAME = "BASELINE";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return occupied + square;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return occupied - square;
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return occupied ^ square;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
