package dev.slidebench.bench;

import java.util.SplittableRandom;

/** Pre-generated (square, occupancy) pairs shared by the lookup workloads. */
final class LookupInputs {

    /** Pairs per invocation: 4 096 pairs (48 KiB of inputs) stay in L1/L2 with room for the tables. */
    static final int PAIRS = 4096;

    static final long SEED = 0x51_1DE_BE4CL;

    private LookupInputs() {}

    static int[] squares(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] squares = new int[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            squares[i] = random.nextInt(64);
        }
        return squares;
    }

    /** {@code r1 & r2}: each square occupied with probability 1/4, about 16 pieces, as in a middlegame. */
    static long[] occupancies(long seed) {
        SplittableRandom random = new SplittableRandom(~seed);
        long[] occupancies = new long[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            occupancies[i] = random.nextLong() & random.nextLong();
        }
        return occupancies;
    }
}
