package dev.slidebench.core;

/**
 * One way of computing the squares a rook, bishop or queen attacks.
 *
 * <p>Contract, for {@code square} in 0..63 (LERF, see {@link Square}) and <em>any</em> {@code occupied}
 * (with or without the bit of {@code square} itself): the attack set is, along each line of the
 * piece, every square up to and including the first occupied square, or up to the board edge;
 * {@code square} itself is never in it. Colour is the caller's business: a move generator applies
 * its own-side mask afterwards ({@code attacks & ~own}).
 *
 * <p>Worked example: a rook on d4 with pieces on b4, d6 and g1 (and on d4 itself, which is ignored)
 * attacks b4, c4 and e4–h4 along the rank, d1–d3 and d5–d6 along the file; it does not see a4, d7
 * or anything past a blocker, and g1 is not on its lines:
 * {@code rookAttacks(D4, B4|D4|D6|G1) == B4|C4|E4|F4|G4|H4|D1|D2|D3|D5|D6}.
 *
 * <p>Implementations are registered for {@link java.util.ServiceLoader} (see {@link StrategyRegistry})
 * and must be stateless and thread-safe; incremental state lives in the {@link AttackBoard} they hand
 * out.
 */
public interface SlidingAttacks {

    /** Stable id, e.g. {@code "FancyMagic"}: the name used on the command line and as a JMH parameter. */
    String name();

    long rookAttacks(int square, long occupied);

    long bishopAttacks(int square, long occupied);

    /** Rook ∪ bishop, unless a strategy has something faster. */
    default long queenAttacks(int square, long occupied) {
        return rookAttacks(square, occupied) | bishopAttacks(square, occupied);
    }

    /** Bytes of the lookup tables this strategy holds (arrays only; 0 for table-free methods). */
    long tableBytes();

    /**
     * An {@link AttackBoard} starting from {@code occupied}. The default wraps a plain {@code long}
     * and asks this strategy; strategies with incremental state (rotated occupancies, slide indices)
     * override it so that {@link AttackBoard#toggle} pays their real update cost.
     */
    default AttackBoard newBoard(long occupied) {
        return new StatelessBoard(this, occupied);
    }

    /** True when {@link #newBoard} keeps extra state that {@code toggle} must update. */
    default boolean isIncremental() {
        return false;
    }

    /**
     * Squares a rook on {@code square} would attack behind the first blocker on each line: with
     * {@code a = rookAttacks(square, occupied)}, {@code rookAttacks(square, occupied ^ (a & occupied)) & ~a}.
     */
    default long rookXray(int square, long occupied) {
        long attacks = rookAttacks(square, occupied);
        return rookAttacks(square, occupied ^ (attacks & occupied)) & ~attacks;
    }

    /** As {@link #rookXray} for a bishop. */
    default long bishopXray(int square, long occupied) {
        long attacks = bishopAttacks(square, occupied);
        return bishopAttacks(square, occupied ^ (attacks & occupied)) & ~attacks;
    }

    /** True when a strategy answers x-rays from stored tables instead of the two-lookup default. */
    default boolean hasStoredXray() {
        return false;
    }

    /**
     * Null when the strategy runs its intended code path on this JVM; otherwise a short reason, e.g.
     * {@code "emulated: Long.compress needs JDK 19+"}. Answers are correct either way.
     */
    default String degradedReason() {
        return null;
    }

    /** The idea that dominates this strategy's cost; see {@link StrategyFamily}. */
    default StrategyFamily family() {
        return isIncremental() ? StrategyFamily.INCREMENTAL : StrategyFamily.COMPUTED;
    }

    /** Who published the idea, when, and where to read about it. */
    default StrategyOrigin origin() {
        return StrategyOrigin.UNKNOWN;
    }

    /**
     * What the fast path needs beyond plain Java 17, e.g. {@code "BMI2 (PEXT), JDK 19+"} or
     * {@code "jdk.incubator.vector"}; empty when nothing. Whether it is met here is
     * {@link #degradedReason()}'s business.
     */
    default String needs() {
        return "";
    }
}
