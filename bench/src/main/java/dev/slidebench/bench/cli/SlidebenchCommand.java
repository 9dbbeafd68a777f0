package dev.slidebench.bench.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * What every slidebench subcommand shares: picocli hands it its spec, and it prints to the command line's
 * out (which the tests capture). The bare {@code @Command} only lets picocli take the spec here; each
 * subcommand's own {@code @Command} says everything else.
 */
@CommandLine.Command
abstract class SlidebenchCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Where the command prints its lines. */
    final PrintWriter stdout() {
        return spec.commandLine().getOut();
    }
}
