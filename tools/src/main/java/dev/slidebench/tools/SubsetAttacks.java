package dev.slidebench.tools;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;

/**
 * Every subset of a relevant mask with its reference attack set, enumerated once so that a search can
 * try millions of candidate hashes against them. The subsets come from the Carry-Rippler loop
 * ({@link Bitboards#nextSubset}) and the attack sets from {@link RayLoop}, the project's reference.
 */
public final class SubsetAttacks {

    private final long mask;
    private final long[] subsets;
    private final long[] attacks;

    private SubsetAttacks(long mask, long[] subsets, long[] attacks) {
        this.mask = mask;
        this.subsets = subsets;
        this.attacks = attacks;
    }

    /** The subsets of a rook's or bishop's relevant mask on {@code square}, with their attack sets. */
    public static SubsetAttacks of(boolean rook, int square) {
        long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
        return of(
                mask,
                subset -> rook
                        ? RayLoop.INSTANCE.rookAttacks(square, subset)
                        : RayLoop.INSTANCE.bishopAttacks(square, subset));
    }

    /** The subsets of {@code mask}, each with the attack set {@code reference} gives it. */
    public static SubsetAttacks of(long mask, java.util.function.LongUnaryOperator reference) {
        int count = 1 << Long.bitCount(mask);
        long[] subsets = new long[count];
        long[] attacks = new long[count];
        long subset = 0;
        for (int i = 0; i < count; i++) {
            subsets[i] = subset;
            attacks[i] = reference.applyAsLong(subset);
            subset = Bitboards.nextSubset(subset, mask);
        }
        return new SubsetAttacks(mask, subsets, attacks);
    }

    public long mask() {
        return mask;
    }

    public int size() {
        return subsets.length;
    }

    public long subset(int i) {
        return subsets[i];
    }

    public long attacks(int i) {
        return attacks[i];
    }
}
