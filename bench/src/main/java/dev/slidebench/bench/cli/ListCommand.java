package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import picocli.CommandLine.Command;

/**
 * {@code list}: every registered strategy with its table bytes, init time, family, needs and what it
 * supports, one row each within 100 columns (the name column as wide as the longest name, the needs
 * column what is left); why a strategy runs a fallback path, why a provider failed to load, and needs
 * too long for their column follow the table as numbered notes, so long text does not widen it; then
 * each strategy's origin ({@code SlidingAttacks.origin()}), one wrapped line each.
 */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = {
            "List the registered strategies with their table bytes and init time.",
            "",
            "Also each one's family, what the fast path needs, incremental state, stored x-ray and availability."
                    + " Providers that failed to load are listed with their cause. Then where each idea comes from:"
                    + " who published it, when, and where to read about it.",
            ""
        })
public final class ListCommand extends RegistryCommand {

    /** Width the table and its notes keep to. */
    static final int WIDTH = 100;

    /** The line that opens the origins, one per strategy, after the notes. */
    static final String ORIGINS = "origins (who published the idea, when, where to read about it):";

    /** The narrowest the needs column gets when names are long; longer needs go to the notes. */
    private static final int MIN_NEEDS_WIDTH = 8;

    /**
     * The name column grows to the longest name up to this; a longer name (GeneticObstructionDifferenceV2)
     * pushes only its own row, which keeps within the width unless that row also carries a long note marker.
     */
    private static final int MAX_NAME_WIDTH = 27;

    public ListCommand() {}

    /** Lists the strategies of {@code registries} instead of the class path's (tests give broken ones). */
    ListCommand(Supplier<StrategyRegistry> registries) {
        super(registries);
    }

    @Override
    public Integer call() {
        PrintWriter out = stdout();
        StrategyRegistry registry = registries.get();
        int nameWidth = nameWidth(registry);
        // name, table bytes (right-aligned, values at most 9 wide, so it needs no space before it), init ms,
        // family, needs, incr, xray, available, one space apart
        int needsWidth =
                Math.max(MIN_NEEDS_WIDTH, WIDTH - nameWidth - (11 + 1 + 7 + 1 + 13 + 1 + 1 + 4 + 1 + 4 + 1 + 9));
        String format = "%-" + nameWidth + "s%11s %7s %-13s %-" + needsWidth + "s %-4s %-4s %s%n";
        out.printf(format, "strategy", "table bytes", "init ms", "family", "needs", "incr", "xray", "available");
        List<String> notes = new ArrayList<>();
        for (StrategyRegistry.Entry entry : registry.entries()) {
            printRow(out, format, entry, needsWidth, notes);
        }
        for (StrategyRegistry.Failure failure : registry.failures()) {
            notes.add(failure.provider() + ": failed to load: " + failure.reason());
            out.printf(format, failure.simpleName(), "-", "-", "-", "-", "-", "-", "NO [" + notes.size() + "]");
        }
        for (int i = 0; i < notes.size(); i++) {
            printWrapped(out, "[" + (i + 1) + "] ", notes.get(i));
        }
        printOrigins(out, registry);
        out.printf(
                Locale.ROOT,
                "%d strateg%s, %d failed to load; JVM: %s %s%n",
                registry.entries().size(),
                registry.entries().size() == 1 ? "y" : "ies",
                registry.failures().size(),
                System.getProperty("java.vm.vendor"),
                System.getProperty("java.version"));
        out.flush();
        return 0;
    }

    /** The name column: as wide as the longest name of a strategy or failed provider, within its bounds. */
    private static int nameWidth(StrategyRegistry registry) {
        int nameWidth = "strategy".length();
        for (StrategyRegistry.Entry entry : registry.entries()) {
            nameWidth =
                    Math.max(nameWidth, Math.min(MAX_NAME_WIDTH, entry.name().length()));
        }
        for (StrategyRegistry.Failure failure : registry.failures()) {
            nameWidth = Math.max(
                    nameWidth, Math.min(MAX_NAME_WIDTH, failure.simpleName().length()));
        }
        return nameWidth;
    }

    /** One strategy's row; needs too long for their column and a fallback's reason go to {@code notes}. */
    private static void printRow(
            PrintWriter out, String format, StrategyRegistry.Entry entry, int needsWidth, List<String> notes) {
        SlidingAttacks s = entry.strategy();
        String needs = s.needs().isEmpty() ? "-" : s.needs();
        if (needs.length() > needsWidth) {
            notes.add(s.name() + " needs " + needs);
            needs = "see [" + notes.size() + "]";
        }
        String degraded = s.degradedReason();
        if (degraded != null) {
            notes.add(s.name() + ": " + degraded);
        }
        out.printf(
                Locale.ROOT,
                format,
                s.name(),
                String.format(Locale.ROOT, "%,d", s.tableBytes()),
                String.format(Locale.ROOT, "%.1f", entry.initNanos() / 1e6),
                s.family().label(),
                needs,
                s.isIncremental() ? "yes" : "no",
                s.hasStoredXray() ? "yes" : "no",
                degraded == null ? "yes" : "yes [" + notes.size() + "]");
    }

    /** Each strategy's origin, one wrapped line each, after {@link #ORIGINS}. */
    private static void printOrigins(PrintWriter out, StrategyRegistry registry) {
        if (registry.entries().isEmpty()) {
            return;
        }
        out.println(ORIGINS);
        for (StrategyRegistry.Entry entry : registry.entries()) {
            String origin = entry.strategy().origin().describe();
            printWrapped(out, "  ", entry.name() + ": " + (origin.isEmpty() ? "not stated" : origin), "    ");
        }
    }

    /** Prints {@code text} after {@code prefix}, broken at spaces to stay within {@link #WIDTH}. */
    static void printWrapped(PrintWriter out, String prefix, String text) {
        printWrapped(out, prefix, text, " ".repeat(prefix.length()));
    }

    /** As {@link #printWrapped(PrintWriter, String, String)}, continuation lines after {@code indent}. */
    static void printWrapped(PrintWriter out, String prefix, String text, String indent) {
        StringBuilder line = new StringBuilder(prefix);
        boolean hasWord = false;
        for (String word : text.split(" ")) {
            if (hasWord && line.length() + 1 + word.length() > WIDTH) {
                out.println(line);
                line = new StringBuilder(indent);
            } else if (hasWord) {
                line.append(' ');
            }
            line.append(word);
            hasWord = true;
        }
        out.println(line);
    }
}
