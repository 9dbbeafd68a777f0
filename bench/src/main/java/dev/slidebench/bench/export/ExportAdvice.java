package dev.slidebench.bench.export;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.util.List;

/**
 * How a user takes a chosen strategy into an engine, for the end of {@code recommend} and of the report's
 * verdict: the export command, or, for a strategy that cannot be exported, why not and the line that
 * loads it from slidebench. Prose first, the command or code line last.
 */
public final class ExportAdvice {

    /** Where the example command puts the class; the user's own engine decides. */
    static final String EXAMPLE_PACKAGE = "com.example.engine";

    private ExportAdvice() {}

    /** The lines for the strategy called {@code name}; see the class comment. */
    public static List<String> lines(String name) {
        String refusal;
        try {
            SlidingAttacks strategy = StrategyRegistry.find(name);
            refusal = new Exporter(strategy.getClass().getClassLoader()).refusal(strategy);
        } catch (IllegalArgumentException e) {
            refusal = null; // not in this JVM's registry (results from elsewhere): the command says so when run
        }
        if (refusal != null) {
            return List.of(
                    "Not exportable: " + refusal + ". Load it from slidebench (dev.slidebench.core.StrategyRegistry):",
                    "SlidingAttacks attacks = StrategyRegistry.load().byName(\"" + name + "\");");
        }
        return List.of(
                "Take it into an engine as one Java file that needs only the JDK (./slidebench export --help):",
                command(name));
    }

    /** {@code ./slidebench export NAME --package com.example.engine --out src/main/java}. */
    static String command(String name) {
        return "./slidebench export " + name + " --package " + EXAMPLE_PACKAGE + " --out src/main/java";
    }
}
