package dev.slidebench.bench.cli;

import dev.slidebench.core.Echo;
import dev.slidebench.core.Perft;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.PerftSuiteCheck;
import dev.slidebench.core.Position;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code perft}: counts the leaf nodes of the legal move tree, either for one FEN (with time and
 * nodes/s, optionally divided by root move) or for every (position, depth) of an EPD file against its
 * expected counts. The move generator asks the chosen strategy's {@code AttackBoard} for every slider
 * attack, so this is also an engine-level speed test of the strategy.
 */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Count the leaf nodes of the legal move tree (bulk counting at the last ply).",
            "",
            "perft --fen FEN --depth D [--divide]",
            "  One position: time and nodes/s; the last line is 'nodes N'.",
            "perft --epd FILE [--max-depth D] [--max-nodes N]",
            "  Every (position, depth) of FILE ('FEN ;D1 20 ;D2 400 ...') within the",
            "  limits, a line per position; the last line is 'N passed, N failed';",
            "  exit 1 on any mismatch.",
            "",
            "Malformed input (a FEN, an EPD line as FILE:LINE, an unreadable file) is",
            "one line on stderr, exit 2; an EPD file is checked whole before anything runs.",
            "",
        })
public final class PerftCommand extends SlidebenchCommand {

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(
                names = "--fen",
                paramLabel = "FEN",
                description = "The position, as a FEN (six fields; the clocks may be left out).")
        String fen;

        @Option(
                names = "--epd",
                paramLabel = "FILE",
                description = "A perft file: lines 'FEN ;D1 <count> ;D2 <count> ...'; '#' starts a comment line.")
        String epd;
    }

    @Option(names = "--depth", paramLabel = "D", description = "With --fen: plies to search (0..63).")
    Integer depth;

    @Option(names = "--divide", description = "With --fen: also print the count below each root move (UCI order).")
    boolean divide;

    @Option(names = "--max-depth", paramLabel = "D", description = "With --epd: skip depths above D.")
    Integer maxDepth;

    @Option(
            names = "--max-nodes",
            paramLabel = "N",
            description = "With --epd: skip depths whose expected count is above N.")
    Long maxNodes;

    @CommandLine.Mixin
    EngineStrategyOption strategyOption = new EngineStrategyOption();

    @Override
    public Integer call() {
        SlidingAttacks strategy = strategyOption.choose(StrategyRegistry.load());
        if (source.fen != null) {
            if (maxDepth != null || maxNodes != null) {
                throw new BadInputException("--max-depth and --max-nodes apply to --epd only; with --fen use --depth");
            }
            if (depth == null) {
                throw new BadInputException("--depth is required with --fen");
            }
            return perftOfFen(strategy);
        }
        if (depth != null || divide) {
            throw new BadInputException("--depth and --divide apply to --fen only; with --epd use --max-depth");
        }
        if (maxDepth != null && maxDepth < 0) {
            throw new BadInputException("--max-depth: " + maxDepth + " is negative");
        }
        if (maxNodes != null && maxNodes < 0) {
            throw new BadInputException("--max-nodes: " + maxNodes + " is negative");
        }
        return perftOfEpd(strategy);
    }

    private int perftOfFen(SlidingAttacks strategy) {
        if (depth < 0 || depth > Perft.MAX_DEPTH - 1) {
            throw new BadInputException("--depth: " + depth + " is outside 0.." + (Perft.MAX_DEPTH - 1));
        }
        Position position;
        try {
            position = Position.fromFen(source.fen, strategy);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--fen: " + e.getMessage());
        }
        PrintWriter out = stdout();
        out.println("position " + position.toFen());
        out.println("strategy " + strategyOption.label(strategy) + ", depth " + depth + ", " + jvm());
        out.flush();
        Perft perft = new Perft(position);
        long start = System.nanoTime();
        long nodes;
        try {
            if (divide) {
                nodes = 0;
                for (Perft.Division division : perft.divide(depth)) {
                    out.println(division.move() + ": " + division.nodes());
                    nodes += division.nodes();
                }
            } else {
                nodes = perft.count(depth);
            }
        } catch (RuntimeException e) {
            // The FEN was checked with the reference, so this is the strategy's doing (see PerftSuiteCheck).
            out.flush();
            throw new CheckFailedException("perft " + depth + " with " + strategy.name() + " failed: "
                    + PerftSuiteCheck.describeFailure(e) + verifyHint(strategy));
        }
        long nanos = System.nanoTime() - start;
        out.printf(Locale.ROOT, "time %.3f s, %,.0f nodes/s%n", nanos / 1e9, nodes / Math.max(nanos / 1e9, 1e-9));
        out.println("nodes " + nodes);
        out.flush();
        return SlidebenchCli.EXIT_OK;
    }

    private int perftOfEpd(SlidingAttacks strategy) {
        List<PerftSuite.Entry> entries;
        Path file;
        try {
            file = Path.of(source.epd);
        } catch (InvalidPathException e) {
            throw new BadInputException("--epd: " + Echo.quoted(source.epd) + " is not a valid path: " + e.getReason());
        }
        try {
            entries = PerftSuite.read(file);
        } catch (IOException e) {
            throw new BadInputException("--epd: cannot read " + Echo.quoted(source.epd) + ": " + describe(e));
        } catch (java.io.UncheckedIOException e) {
            throw new BadInputException(
                    "--epd: cannot read " + Echo.quoted(source.epd) + ": " + describe(e.getCause()));
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage()); // FILE:LINE: problem, from the reader
        }
        // Every line (FENs included) is valid by now: nothing ran before the whole file was checked.
        PrintWriter out = stdout();
        out.println("strategy " + strategyOption.label(strategy) + ", " + jvm()
                + (maxDepth == null ? "" : ", --max-depth " + maxDepth)
                + (maxNodes == null ? "" : ", --max-nodes " + maxNodes));
        out.flush();
        PerftSuiteCheck.Limits limits = new PerftSuiteCheck.Limits(
                maxDepth == null ? Integer.MAX_VALUE : maxDepth, maxNodes == null ? Long.MAX_VALUE : maxNodes);
        PerftSuiteCheck.Summary summary = PerftSuiteCheck.check(strategy, entries, limits, result -> {
            out.println(result.describe());
            out.flush();
        });
        if (summary.skipped() > 0) {
            out.println(summary.skipped() + " (position, depth) pairs skipped by --max-depth/--max-nodes");
        }
        out.println(summary.describe());
        out.flush();
        if (!summary.allPassed()) {
            throw new CheckFailedException(summary.failed() + " of " + (summary.passed() + summary.failed())
                    + " perft counts differ from " + Echo.quoted(source.epd) + verifyHint(strategy));
        }
        return SlidebenchCli.EXIT_OK;
    }

    /** Where a failure is the strategy's, the command that shows which answer is wrong. */
    private static String verifyHint(SlidingAttacks strategy) {
        return strategy.name().equals("RayLoop")
                ? ""
                : "; 'slidebench verify --strategy " + strategy.name()
                        + "' compares its attack sets with the reference";
    }

    private static String describe(Throwable e) {
        String kind = e.getClass().getSimpleName();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.charset.MalformedInputException) {
            return "not UTF-8 text";
        }
        return e.getMessage() == null ? kind : kind + ": " + Echo.value(e.getMessage());
    }

    private static String jvm() {
        return "JVM " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version");
    }
}
