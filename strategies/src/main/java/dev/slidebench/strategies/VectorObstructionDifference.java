package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * Obstruction difference for the four lines through the square at once, one line per lane of a
 * 256-bit {@code LongVector} ({@code jdk.incubator.vector}): the nearest blocker below the slider is
 * the highest bit of {@code (occupied & lower) | 1} (a leading-zero count and a shift per lane from
 * JDK 19), the nearest above the lowest bit of {@code occupied & upper}, and {@code 2 · upper −
 * lower}, masked by the line, sets both rays; an OR across the lanes gives the queen's attacks (rook
 * and bishop zero the other two lanes first). Scalar {@link ObstructionDifference} does the same four
 * times in a row; C++ compilers turn that into this vector code by themselves, HotSpot does not.
 *
 * <p>Reference: Michael Hoffmann, "Obstruction difference" (talkchess/CCC, 2009); Chess Programming
 * Wiki, "Obstruction Difference". The scalar twin {@link ObstructionDifference} also answers here
 * when the JVM lacks the incubator module ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: {lower, upper, line} × 4 lines × 64 squares in one 128-byte record per square, padded from
 * 96 bytes so that the record's address is one shift (8,192 bytes).
 */
public final class VectorObstructionDifference extends VectorProvider {

    private static final ObstructionDifference SCALAR = new ObstructionDifference();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("ObstructionDifferenceLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorObstructionDifference() {
        super("VectorObstructionDifference", SCALAR.origin(), LOADED, "Vector API, AVX2 (AVX-512CD for the lzcnt)");
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
