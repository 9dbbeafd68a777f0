package dev.slidebench.tools.magic;

/**
 * The subsets of a relevant mask for the tests' own brute-force checks, enumerated by counting
 * rather than by the Carry-Rippler walk the searches use, so that a check does not share the
 * enumeration it checks.
 */
final class MaskSubsets {

    private MaskSubsets() {}

    /**
     * Subset {@code n} of {@code mask}, for n in 0 .. 2^bitCount(mask) - 1: bit k of n selects the
     * k-th lowest square of the mask.
     */
    static long nth(long mask, int n) {
        long subset = 0;
        int k = 0;
        for (int square = 0; square < 64; square++) {
            if ((mask >>> square & 1) != 0) {
                if ((n >>> k & 1) != 0) {
                    subset |= 1L << square;
                }
                k++;
            }
        }
        return subset;
    }
}
