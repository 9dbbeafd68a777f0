package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.Verifier;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;
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
            "Check strategies against the reference RayLoop.",
            "",
            "Every relevant-occupancy subset of every square (rook and bishop), alone, with the own square, with"
                    + " every square outside the relevant mask and with both, each stateless, through AttackBoard"
                    + " toggles and as an x-ray (1,291,776 cases), plus N random occupancies (rook, bishop, queen;"
                    + " 6 cases each). A provider that failed to load (its initialiser threw, or its name was already"
                    + " taken) counts as failed. Exit 1 when any strategy failed.",
            ""
        })
public final class VerifyCommand extends RegistryCommand {

    @Option(
            names = "--strategy",
            paramLabel = "S",
            description = "Strategy to check (repeatable); default: every registered one.")
    List<String> strategies = new ArrayList<>();

    @Option(
            names = "--random",
            paramLabel = "N",
            defaultValue = "100000",
            description = "Random occupancies per strategy; default ${DEFAULT-VALUE}.")
    long random;

    @Option(
            names = "--seed",
            paramLabel = "K",
            defaultValue = "20261130",
            description = "Seed of the random occupancies; default ${DEFAULT-VALUE}.")
    long seed;

    public VerifyCommand() {}

    /** Checks the strategies of {@code registries} instead of the class path's (tests give broken ones). */
    VerifyCommand(Supplier<StrategyRegistry> registries) {
        super(registries);
    }

    @Override
    public Integer call() {
        if (random < 0) {
            throw new BadInputException("--random: '" + random + "' must not be negative");
        }
        Chosen chosen = choose(registries.get());
        PrintWriter out = stdout();
        int count = chosen.strategies().size() + chosen.broken().size();
        out.printf(
                Locale.ROOT,
                "verifying %d strateg%s: all relevant subsets + %,d random occupancies (seed %d), %,d cases each%n",
                count,
                count == 1 ? "y" : "ies",
                random,
                seed,
                Verifier.cases(random));
        out.flush();
        String row = rowFormat(chosen);
        Tally tally = new Tally();
        for (StrategyRegistry.Failure failure : chosen.broken()) {
            tally.failed++;
            out.printf(Locale.ROOT, row, failure.provider(), "FAIL  failed to load: " + failure.reason());
        }
        for (SlidingAttacks strategy : chosen.strategies()) {
            out.printf(Locale.ROOT, row, strategy.name(), check(strategy, tally));
            out.flush();
        }
        if (tally.first != null) {
            out.println("first mismatch: " + tally.first.describe());
        }
        out.printf("%d passed, %d failed%n", tally.passed, tally.failed);
        out.flush();
        return tally.failed == 0 ? SlidebenchCli.EXIT_OK : SlidebenchCli.EXIT_CHECK_FAILED;
    }

    /** The strategies to check, and the providers of those names that failed to load (each a failed check). */
    private record Chosen(List<SlidingAttacks> strategies, List<StrategyRegistry.Failure> broken) {}

    /** What the checks found so far. */
    private static final class Tally {
        int passed;
        int failed;
        Verifier.Mismatch first;
    }

    private Chosen choose(StrategyRegistry registry) {
        if (strategies.isEmpty()) {
            return new Chosen(registry.strategies(), registry.failures());
        }
        List<SlidingAttacks> selected = new ArrayList<>();
        List<StrategyRegistry.Failure> broken = new ArrayList<>();
        for (String name : strategies) {
            try {
                selected.add(registry.byName(name));
            } catch (IllegalArgumentException e) {
                // A provider of that name that failed to load is a failed check, not a typo.
                List<StrategyRegistry.Failure> named = registry.failures().stream()
                        .filter(f -> f.simpleName().equalsIgnoreCase(name))
                        .collect(Collectors.toList());
                if (named.isEmpty()) {
                    throw new BadInputException("--strategy: " + e.getMessage());
                }
                broken.addAll(named);
            }
        }
        return new Chosen(selected, broken);
    }

    /** One column for the names, as wide as the longest (VectorHyperbolaQuintessence is 27 characters). */
    private static String rowFormat(Chosen chosen) {
        int width = 24;
        for (SlidingAttacks strategy : chosen.strategies()) {
            width = Math.max(width, strategy.name().length());
        }
        for (StrategyRegistry.Failure failure : chosen.broken()) {
            width = Math.max(width, failure.provider().length());
        }
        return "%-" + width + "s %s%n";
    }

    /** Checks {@code strategy}, counts it, and returns what its row says. */
    private String check(SlidingAttacks strategy, Tally tally) {
        long start = System.nanoTime();
        try {
            Verifier.Result result = Verifier.verify(strategy, random, seed);
            if (result.passed()) {
                tally.passed++;
                return String.format(Locale.ROOT, "ok    %,14d cases  %8.2f s", result.cases(), result.nanos() / 1e9);
            }
            tally.failed++;
            if (tally.first == null) {
                tally.first = result.mismatch();
            }
            return "FAIL  " + result.mismatch().describe();
        } catch (RuntimeException e) {
            tally.failed++;
            return String.format(Locale.ROOT, "FAIL  threw %s after %.2f s", e, (System.nanoTime() - start) / 1e9);
        }
    }
}
