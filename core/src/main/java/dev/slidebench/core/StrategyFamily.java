package dev.slidebench.core;

/**
 * How a strategy computes its answer, the grouping the report and {@code list} use. A strategy has
 * one family: the idea that dominates its cost.
 */
public enum StrategyFamily {
    /** Reads precomputed attack sets by an index formed without multiplication (rays, kindergarten lines, PEXT). */
    TABLE_LOOKUP("table lookup"),
    /** Hashes the relevant occupancy with a multiplication (magic bitboards and their relatives). */
    MULTIPLY_HASH("multiply/hash"),
    /** Computes the attack set with arithmetic and bit tricks on the occupancy, at most a few small masks. */
    COMPUTED("computed"),
    /** Floods the occupancy square by square or by doubling shifts (Dumb7, Kogge-Stone). */
    FILL("fill"),
    /** Uses the JDK's Vector API (several directions in one vector register). */
    SIMD("SIMD"),
    /** Keeps extra occupancy state in its {@link AttackBoard} that {@code toggle} must update. */
    INCREMENTAL("incremental");

    private final String label;

    StrategyFamily(String label) {
        this.label = label;
    }

    /** The family as the report and {@code list} print it, e.g. {@code "multiply/hash"}. */
    public String label() {
        return label;
    }
}
