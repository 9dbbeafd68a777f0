package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;

/**
 * A strategy that asks another one every question twice and answers the intersection, for {@code bench
 * --double-lookups}: the extra time of a run over a normal one is the time the search spends in
 * lookups, with the lookups where the search asks them (cache state included). The second question has
 * the piece's own square toggled in the occupancy, which the {@link SlidingAttacks} contract ignores, so
 * the answer is the same but the JIT cannot merge the two calls. It goes through the stateless path
 * (the default {@code AttackBoard}), so for strategies with incremental boards it measures that path.
 */
final class DoubledLookups implements SlidingAttacks {

    private final SlidingAttacks strategy;

    DoubledLookups(SlidingAttacks strategy) {
        this.strategy = strategy;
    }

    @Override
    public String name() {
        return strategy.name();
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return strategy.rookAttacks(square, occupied) & strategy.rookAttacks(square, occupied ^ 1L << square);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return strategy.bishopAttacks(square, occupied) & strategy.bishopAttacks(square, occupied ^ 1L << square);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return strategy.queenAttacks(square, occupied) & strategy.queenAttacks(square, occupied ^ 1L << square);
    }

    @Override
    public long tableBytes() {
        return strategy.tableBytes();
    }

    @Override
    public String degradedReason() {
        return strategy.degradedReason();
    }
}
