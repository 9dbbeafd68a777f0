package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyPreference;
import dev.slidebench.core.StrategyRegistry;
import picocli.CommandLine.Option;

/**
 * The {@code --strategy} option of the engine-level commands ({@code perft}, {@code bench}): one
 * strategy by name, or by default the fastest one this JVM runs on its intended path
 * ({@link StrategyPreference}).
 */
final class EngineStrategyOption {

    @Option(
            names = "--strategy",
            paramLabel = "S",
            description = "Strategy name (see 'list'). Default: the first registered one, not degraded on this JVM, of "
                    + StrategyPreference.ORDER_TEXT + "; else RayLoop.")
    String name;

    /** The named strategy of {@code registry}, or its fastest. */
    SlidingAttacks choose(StrategyRegistry registry) {
        if (name == null) {
            return StrategyPreference.fastest(registry);
        }
        try {
            return registry.byName(name);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--strategy: " + e.getMessage());
        }
    }

    /** {@code FancyMagic}, {@code Pext (default)}, with the reason in brackets when it is degraded. */
    String label(SlidingAttacks strategy) {
        String label = strategy.name() + (name == null ? " (default)" : "");
        String degraded = strategy.degradedReason();
        return degraded == null ? label : label + " [" + degraded + "]";
    }
}
