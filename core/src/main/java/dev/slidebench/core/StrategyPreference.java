package dev.slidebench.core;

import java.util.List;

/**
 * Chooses the default strategy for commands that need one fast strategy (perft): the first name of
 * {@link #ORDER} that is registered and runs its intended code path on this JVM
 * ({@link SlidingAttacks#degradedReason()} is null), else {@link RayLoop}.
 *
 * <p>The order is a fixed preference, not a measurement, so the choice is reproducible and costs
 * nothing at start-up; {@code --strategy} overrides it. It ranks the table-lookup methods that
 * published comparisons (Chess Programming Wiki "Magic Bitboards" and "BMI2"; Gigantua/Chess_Movegen)
 * find fastest in engine use: hardware PEXT where the JVM intrinsifies {@code Long.compress} (JDK 19+;
 * a degraded, emulated Pext on JDK 17 is skipped), then fancy, black and plain magics, then the
 * table-light methods. Strategies are matched by {@code name()}, ignoring case; names that are not
 * registered are skipped, so the order can name strategies that land later. Caveat: on AMD CPUs before
 * Zen 3 PEXT is microcoded and slow; pass {@code --strategy FancyMagic} there.
 */
public final class StrategyPreference {

    /** {@link #ORDER} as text, most preferred first (a constant, so that command help can quote it). */
    public static final String ORDER_TEXT = "Pext, FancyMagic, BlackMagic, PlainMagic, HyperbolaQuintessence, "
            + "ObstructionDifference, Kindergarten, OliThinkKeys, RotatedBitboards, DamianiSlideIndices, "
            + "ClassicalRays, KoggeStone, Dumb7Fill";

    /** Most preferred first. */
    public static final List<String> ORDER = List.of(ORDER_TEXT.split(", "));

    private StrategyPreference() {}

    /** The preferred available strategy of {@code registry}, or {@link RayLoop}. */
    public static SlidingAttacks fastest(StrategyRegistry registry) {
        return fastest(registry.strategies());
    }

    /** The preferred available strategy among {@code strategies}, or {@link RayLoop}. */
    public static SlidingAttacks fastest(List<SlidingAttacks> strategies) {
        for (String name : ORDER) {
            for (SlidingAttacks strategy : strategies) {
                if (strategy.name().equalsIgnoreCase(name) && strategy.degradedReason() == null) {
                    return strategy;
                }
            }
        }
        return RayLoop.INSTANCE;
    }
}
