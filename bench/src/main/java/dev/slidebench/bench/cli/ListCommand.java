package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code list}: every registered strategy with its table bytes, init time, family, needs and what it
 * supports, one row each within 100 columns; why a strategy runs a fallback path, and why a provider
 * failed to load, follow the table as notes, so long reasons do not widen it.
 */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = {
            "List the registered strategies: table bytes, init time, family, what the fast path needs,",
            "incremental state, stored x-ray, availability. Providers that failed to load are listed with",
            "their cause."
        })
public final class ListCommand implements Callable<Integer> {

    /** Width the table and its notes keep to. */
    static final int WIDTH = 100;

    /**
     * The name column fits the longest name up to this; a longer name (GeneticObstructionDifference)
     * pushes only its own row, which has room because it carries no note marker.
     */
    private static final int MAX_NAME_COLUMN = 27;

    /** Name, table bytes, init ms, family, needs, incremental, stored x-ray, available. */
    private static final String COLUMNS = " %9s %7s %-13s %-20s %-4s %-4s %s%n";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        StrategyRegistry registry = StrategyRegistry.load();
        int nameColumn = "strategy".length();
        for (StrategyRegistry.Entry entry : registry.entries()) {
            nameColumn =
                    Math.max(nameColumn, Math.min(MAX_NAME_COLUMN, entry.name().length()));
        }
        String format = "%-" + nameColumn + "s" + COLUMNS;
        out.printf(format, "strategy", "bytes", "init ms", "family", "needs", "incr", "xray", "available");
        List<String> notes = new ArrayList<>();
        for (StrategyRegistry.Entry entry : registry.entries()) {
            SlidingAttacks s = entry.strategy();
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
                    s.needs().isEmpty() ? "-" : s.needs(),
                    s.isIncremental() ? "yes" : "no",
                    s.hasStoredXray() ? "yes" : "no",
                    degraded == null ? "yes" : "yes [" + notes.size() + "]");
        }
        for (StrategyRegistry.Failure failure : registry.failures()) {
            notes.add(failure.provider() + ": failed to load: " + failure.reason());
            out.printf(format, failure.simpleName(), "-", "-", "-", "-", "-", "-", "NO [" + notes.size() + "]");
        }
        for (int i = 0; i < notes.size(); i++) {
            printWrapped(out, "[" + (i + 1) + "] ", notes.get(i));
        }
        out.printf(
                Locale.ROOT,
                "%d strategies, %d failed to load; JVM: %s %s%n",
                registry.entries().size(),
                registry.failures().size(),
                System.getProperty("java.vm.vendor"),
                System.getProperty("java.version"));
        out.flush();
        return 0;
    }

    /** Prints {@code text} after {@code prefix}, broken at spaces to stay within {@link #WIDTH}. */
    static void printWrapped(PrintWriter out, String prefix, String text) {
        String indent = " ".repeat(prefix.length());
        StringBuilder line = new StringBuilder(prefix);
        for (String word : text.split(" ")) {
            if (line.length() > prefix.length() && line.length() + 1 + word.length() > WIDTH) {
                out.println(line);
                line = new StringBuilder(indent);
            } else if (line.length() > prefix.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        out.println(line);
    }
}
