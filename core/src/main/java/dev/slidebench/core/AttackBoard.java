package dev.slidebench.core;

/**
 * The incremental form of {@link SlidingAttacks}: an occupancy that changes one square at a time, as
 * make/unmake change it, with the slider queries asked against it.
 *
 * <p>Rotated bitboards and Damiani slide indices keep extra state here and pay for it in
 * {@link #toggle}; stateless strategies wrap a plain {@code long}. Not thread-safe.
 */
public interface AttackBoard {

    /** A piece appears on or leaves {@code square}: occupancy XOR that square's bit. */
    void toggle(int square);

    long occupied();

    long rookAttacks(int square);

    long bishopAttacks(int square);

    default long queenAttacks(int square) {
        return rookAttacks(square) | bishopAttacks(square);
    }
}
