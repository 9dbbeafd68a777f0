package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * {@link VectorQBBEngine} with each run cut by shifts, as {@link QBBEngineShiftedMask}: the
 * progression from bit 0 shifted up to the lower blocker, then left by {@code 63 - upper} and back;
 * the lanes are XORed, which cancels the slider's bit that every run holds.
 *
 * <p>Reference: Fabio Gobbato, QBBEngine; the shifted-mask tweak by Daniel Inführ. The scalar twin
 * {@link QBBEngineShiftedMask} answers instead when the JVM lacks the incubator module
 * ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: none (0 bytes).
 */
public final class VectorQBBEngineShiftedMask extends VectorProvider {

    private static final QBBEngineShiftedMask SCALAR = new QBBEngineShiftedMask();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("QBBEngineShiftedMaskLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorQBBEngineShiftedMask() {
        super("VectorQBBEngineShiftedMask", SCALAR.origin(), LOADED, "Vector API, AVX2 (AVX-512CD for the lzcnt)");
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
