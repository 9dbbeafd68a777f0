package dev.slidebench.bench;

import dev.slidebench.core.SlidingAttacks;

/**
 * The control row of the lookup workloads (JMH parameter value {@code BASELINE}, kept for the data
 * files that carry it): everything but the lookup. It returns its input
 * occupancy, so the harness still loads the (square, occupancy) pair, calls through the interface and
 * consumes a result that the JIT cannot fold away; what is left is the floor of the harness, to be
 * subtracted mentally from every other row. Not registered: it is not a strategy.
 */
public final class Control implements SlidingAttacks {

    /** The {@code strategy} parameter value of the control row, as it appears in JMH JSON. */
    public static final String PARAM_VALUE = "BASELINE";

    @Override
    public String name() {
        return PARAM_VALUE;
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
