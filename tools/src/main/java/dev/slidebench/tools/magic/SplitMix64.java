package dev.slidebench.tools.magic;

/**
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
 * 2014), written out here so that the committed magics do not depend on any JDK's random classes.
 */
public final class SplitMix64 {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next output: the state advanced by the golden gamma, then mixed. */
    public long next() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    /** SplitMix64's output function (a variant of MurmurHash3's finaliser). */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
