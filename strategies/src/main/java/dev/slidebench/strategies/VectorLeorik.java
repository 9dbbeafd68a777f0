package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * Leorik's split at the square for the four lines through it at once, one line per lane of a 256-bit
 * {@code LongVector} ({@code jdk.incubator.vector}): per lane, {@code x ^ (x - 1)} of the blockers
 * above runs to the nearest one, {@code Long.MAX_VALUE >>> nlz(below | 1)} stops under the nearest one
 * below, and their XOR masked by the line is the run between; the lanes are ORed and the square
 * removed. One vector load of the four line masks serves both {@link Leorik} and {@link LeorikInline}:
 * computing the four masks from the square would build the vector from four scalars, which costs more
 * than the load, so there is no separate inline twin.
 *
 * <p>Reference: Thomas Jahn (lithander), the C# engines MinimalChessEngine and Leorik (2022). The scalar
 * twin {@link Leorik} answers instead when the JVM lacks the incubator module ({@link #degradedReason()}
 * then says "emulated").
 *
 * <p>Tables: the four whole lines of each square (2,048 bytes).
 */
public final class VectorLeorik extends VectorProvider {

    private static final Leorik SCALAR = new Leorik();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("LeorikLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorLeorik() {
        super("VectorLeorik", SCALAR.origin(), LOADED, "Vector API, AVX2 (AVX-512CD for the lzcnt)");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return LANES.rookAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return LANES.bishopAttacks(square, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        return LANES.queenAttacks(square, occupied);
    }
}
