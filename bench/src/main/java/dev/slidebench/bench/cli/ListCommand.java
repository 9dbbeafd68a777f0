package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code list}: every registered strategy with its table bytes, init time, and what it supports. */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description =
                "List the registered strategies: table bytes, init time, incremental state, stored x-ray, availability.")
public final class ListCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        StrategyRegistry registry = StrategyRegistry.load();
        String format = "%-24s %12s %9s  %-11s  %-12s  %s%n";
        out.printf(format, "strategy", "table bytes", "init ms", "incremental", "stored xray", "available");
        for (StrategyRegistry.Entry entry : registry.entries()) {
            SlidingAttacks s = entry.strategy();
            String degraded = s.degradedReason();
            out.printf(
                    Locale.ROOT,
                    format,
                    s.name(),
                    String.format(Locale.ROOT, "%,d", s.tableBytes()),
                    String.format(Locale.ROOT, "%.1f", entry.initNanos() / 1e6),
                    s.isIncremental() ? "yes" : "no",
                    s.hasStoredXray() ? "yes" : "no",
                    degraded == null ? "yes" : "yes (" + degraded + ")");
        }
        for (StrategyRegistry.Failure failure : registry.failures()) {
            out.printf(format, failure.provider(), "-", "-", "-", "-", "no (" + failure.reason() + ")");
        }
        out.printf(
                Locale.ROOT, "JVM: %s %s%n", System.getProperty("java.vm.vendor"), System.getProperty("java.version"));
        out.flush();
        return 0;
    }
}
