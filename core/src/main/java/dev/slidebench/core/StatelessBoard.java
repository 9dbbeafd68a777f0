package dev.slidebench.core;

/** The default {@link AttackBoard}: a plain occupancy {@code long} and a stateless strategy. */
final class StatelessBoard implements AttackBoard {

    private final SlidingAttacks attacks;
    private long occupied;

    StatelessBoard(SlidingAttacks attacks, long occupied) {
        this.attacks = attacks;
        this.occupied = occupied;
    }

    @Override
    public void toggle(int square) {
        occupied ^= 1L << square;
    }

    @Override
    public long occupied() {
        return occupied;
    }

    @Override
    public long rookAttacks(int square) {
        return attacks.rookAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square) {
        return attacks.bishopAttacks(square, occupied);
    }

    @Override
    public long queenAttacks(int square) {
        return attacks.queenAttacks(square, occupied);
    }
}
