package dev.slidebench.bench.cli;

import dev.slidebench.core.StrategyRegistry;
import java.util.function.Supplier;

/**
 * A subcommand that works on the registered strategies: it asks {@code registries} for them, the class
 * path's registry ({@link StrategyRegistry#load}) or, in tests, one with broken or wrong providers.
 */
abstract class RegistryCommand extends SlidebenchCommand {

    final Supplier<StrategyRegistry> registries;

    /** A command on the class path's strategies, as the command line runs it. */
    RegistryCommand() {
        this(StrategyRegistry::load);
    }

    RegistryCommand(Supplier<StrategyRegistry> registries) {
        this.registries = registries;
    }
}
