package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * SBAMG for the four lines through the square at once, one line per lane of a 256-bit {@code
 * LongVector} ({@code jdk.incubator.vector}): per lane, the line's occupancy with its end squares as
 * sentinels, {@code b} its nearest set bit below the slider (a leading-zero count and a shift), and
 * {@code o ^ (o - 3·b)} masked by the line, which is both rays. The scalar {@link SBAMG} uses that
 * subtraction for the rank and file only and hyperbola quintessence for the diagonals; in lanes it
 * serves all four lines, with no byte swap. As for {@link VectorLeorik}, the inline form would compute
 * the masks into a vector from scalars, so one twin serves {@link SBAMG} and {@link SBAMGInline}.
 *
 * <p>Reference: Syed Fahad, the M42 library (talkchess, 2016). The scalar twin {@link SBAMG} answers
 * instead when the JVM lacks the incubator module ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: per square, the four lines without the square and their end squares (4,096 bytes).
 */
public final class VectorSBAMG extends VectorProvider {

    private static final SBAMG SCALAR = new SBAMG();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("SBAMGLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorSBAMG() {
        super("VectorSBAMG", SCALAR.origin(), LOADED, "Vector API, AVX2 (AVX-512CD for the lzcnt)");
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
