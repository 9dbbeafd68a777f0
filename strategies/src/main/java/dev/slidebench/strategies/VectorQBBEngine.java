package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * QBBEngine for the four lines through the square at once, one line per lane of a 256-bit {@code
 * LongVector} ({@code jdk.incubator.vector}): per lane, the line's progression from bit 0 shifted to
 * the square, with the other pieces and the line's far edge as a sentinel, gives the nearest blocker
 * above by its lowest set bit, the mirrored progression the one below by its leading-zero count,
 * and the two progressions shifted back from those blockers overlap in the run between them; the
 * lanes are ORed and the slider's bit removed. Clang turns the scalar {@link QBBEngine}'s four lines
 * into these lanes ({@code vplzcntq} with AVX-512), C2 does not.
 *
 * <p>Reference: Fabio Gobbato, QBBEngine (Chess Programming Wiki, "QBBEngine"). The scalar twin
 * {@link QBBEngine} answers instead when the JVM lacks the incubator module ({@link #degradedReason()}
 * then says "emulated").
 *
 * <p>Tables: none (0 bytes); four constant vectors of base lines and edges.
 */
public final class VectorQBBEngine extends VectorProvider {

    private static final QBBEngine SCALAR = new QBBEngine();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("QBBEngineLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorQBBEngine() {
        super("VectorQBBEngine", SCALAR.origin(), LOADED, "Vector API, AVX2 (AVX-512CD for the lzcnt)");
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
