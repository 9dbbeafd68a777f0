package dev.slidebench.strategies.vector;

/** A class in the lanes package that is not a {@code SlidingAttacks}. */
public final class NotAStrategyForTest {}
