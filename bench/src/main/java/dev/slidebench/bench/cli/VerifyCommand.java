package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.Verifier;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code verify}: every relevant-occupancy subset plus N random occupancies per strategy, stateless
 * and through {@code AttackBoard} toggles, against the reference {@code RayLoop}.
 */
@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Check strategies against the reference RayLoop: every relevant-occupancy subset of every square",
            "(rook and bishop, with and without the own square) plus N random occupancies (rook, bishop, queen),",
            "each stateless and through AttackBoard toggles. Exit 1 on the first mismatch of any strategy."
        })
public final class VerifyCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--strategy",
            paramLabel = "S",
            description = "Strategy to check (repeatable); default: every registered one.")
    List<String> strategies = new ArrayList<>();

    @Option(
            names = "--random",
            paramLabel = "N",
            defaultValue = "1000000",
            description = "Random occupancies per strategy; default ${DEFAULT-VALUE}.")
    long random;

    @Option(
            names = "--seed",
            paramLabel = "K",
            defaultValue = "20261130",
            description = "Seed of the random occupancies; default ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() {
        if (random < 0) {
            throw new BadInputException("--random: '" + random + "' must not be negative");
        }
        StrategyRegistry registry = StrategyRegistry.load();
        List<SlidingAttacks> selected = new ArrayList<>();
        if (strategies.isEmpty()) {
            selected.addAll(registry.strategies());
        } else {
            for (String name : strategies) {
                try {
                    selected.add(registry.byName(name));
                } catch (IllegalArgumentException e) {
                    throw new BadInputException("--strategy: " + e.getMessage());
                }
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                Locale.ROOT,
                "verifying %d strateg%s: all relevant subsets + %,d random occupancies (seed %d)%n",
                selected.size(),
                selected.size() == 1 ? "y" : "ies",
                random,
                seed);
        out.flush();
        int passed = 0;
        int failed = 0;
        Verifier.Mismatch first = null;
        for (SlidingAttacks strategy : selected) {
            String detail;
            long start = System.nanoTime();
            try {
                Verifier.Result result = Verifier.verify(strategy, random, seed);
                if (result.passed()) {
                    passed++;
                    detail = String.format(
                            Locale.ROOT, "ok    %,14d cases  %8.2f s", result.cases(), result.nanos() / 1e9);
                } else {
                    failed++;
                    if (first == null) {
                        first = result.mismatch();
                    }
                    detail = "FAIL  " + result.mismatch().describe();
                }
            } catch (RuntimeException e) {
                failed++;
                detail =
                        String.format(Locale.ROOT, "FAIL  threw %s after %.2f s", e, (System.nanoTime() - start) / 1e9);
            }
            out.printf(Locale.ROOT, "%-24s %s%n", strategy.name(), detail);
            out.flush();
        }
        if (first != null) {
            out.println("first mismatch: " + first.describe());
        }
        out.printf("%d passed, %d failed%n", passed, failed);
        out.flush();
        return failed == 0 ? SlidebenchCli.EXIT_OK : SlidebenchCli.EXIT_CHECK_FAILED;
    }
}
