package dev.slidebench.bench;

/**
 * Marsaglia's xorshift96 generator on three 32-bit words ("Xorshift RNGs", Journal of Statistical
 * Software 8(14), 2003; the {@code xorshf96} form), as the C++ shoot-out Chess_Movegen uses it to
 * make its inputs: one step is {@code x ^= x << 16; x ^= x >>> 5; x ^= x << 1}, then the words rotate
 * ({@code x = y; y = z; z = old x ^ x ^ y}) and the new {@code z} is the output. Unsigned 32-bit
 * arithmetic is plain {@code int} arithmetic here: {@code >>>} is the unsigned shift, and the other
 * operations wrap the same way.
 */
final class Xorshift96 {

    /** The seeds of the published C++ tables, reset before every algorithm there. */
    static final int SEED_X = 123456789;

    static final int SEED_Y = 362436069;
    static final int SEED_Z = 521288629;

    private int x = SEED_X;
    private int y = SEED_Y;
    private int z = SEED_Z;

    /** The next 32-bit output, as the bits of an unsigned value. */
    int next32() {
        x ^= x << 16;
        x ^= x >>> 5;
        x ^= x << 1;
        int t = x;
        x = y;
        y = z;
        z = t ^ x ^ y;
        return z;
    }

    /**
     * Two outputs, the first as the high half. C++ leaves the order of the two calls in
     * {@code (uint64_t) rand32() << 32 | rand32()} unspecified; this is the left-to-right order clang
     * (the published tables' compiler) uses. Either order gives the same distribution.
     */
    long next64() {
        long high = Integer.toUnsignedLong(next32());
        return high << 32 | Integer.toUnsignedLong(next32());
    }
}
