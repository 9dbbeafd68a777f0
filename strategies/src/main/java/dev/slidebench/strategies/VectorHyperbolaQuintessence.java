package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * Hyperbola quintessence for the four lines through the square at once, one line per lane of a
 * 256-bit {@code LongVector} ({@code jdk.incubator.vector}): per lane, the line's occupancy minus
 * the slider borrows through the empty squares up to the first blocker (the upward ray), and the
 * same on the bit-reversed operands gives the downward ray; masked by the line and ORed across the
 * lanes, that is the queen's attacks (rook and bishop zero the other two lanes first). Reversing all
 * 64 bits reverses the squares of every line, ranks included, where the scalar
 * {@link HyperbolaQuintessence} byte-swaps three lines and looks the rank up in a table.
 *
 * <p>Reference: Gerd Isenberg with Aleks Peshkov's improvements (CCC, 2007), reviving Ryan Mack's
 * reverse bitboards (2000); Chess Programming Wiki, "Hyperbola Quintessence". The scalar twin
 * {@link HyperbolaQuintessence} also answers here when the JVM lacks the incubator module
 * ({@link #degradedReason()} then says "emulated").
 *
 * <p>Tables: the 4 lines of each of the 64 squares (2,048 bytes).
 */
public final class VectorHyperbolaQuintessence extends VectorProvider {

    private static final HyperbolaQuintessence SCALAR = new HyperbolaQuintessence();
    private static final VectorSupport.Loaded LOADED = VectorSupport.load("HyperbolaQuintessenceLanes", SCALAR);
    /** A constant to the JIT, so the calls below are devirtualised and inlined. */
    private static final SlidingAttacks LANES = LOADED.attacks();

    public VectorHyperbolaQuintessence() {
        super("VectorHyperbolaQuintessence", SCALAR.origin(), LOADED, "Vector API, AVX2 (GFNI for the bit reversal)");
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
