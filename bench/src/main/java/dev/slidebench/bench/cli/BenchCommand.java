package dev.slidebench.bench.cli;

import dev.slidebench.bench.PositionSource;
import dev.slidebench.bench.SearchPositions;
import dev.slidebench.bench.SearchReference;
import dev.slidebench.core.Echo;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.search.BenchSearch;
import dev.slidebench.core.search.Search;
import dev.slidebench.core.search.TranspositionTable;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: the engine-style bench. A fixed set of positions is searched to a fixed depth by
 * {@link BenchSearch} on one strategy's board; per position the nodes and time, then the totals and
 * the signature (the total node count), which must equal the reference's.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Search a fixed set of positions to a fixed depth, as engines' bench commands do.",
            "",
            "An alpha-beta search (iterative deepening, principal variation search, quiescence with static"
                    + " exchange evaluation, a transposition table, killers and history) makes and unmakes every"
                    + " move on the strategy's board and asks it for move generation, checks, mobility, king"
                    + " attacks and exchanges. Prints per position the nodes and time, then the total nodes and"
                    + " nodes/s (wall and CPU time), and last 'signature N', the total nodes. The node count does"
                    + " not depend on the strategy: a signature that differs from the reference RayLoop's is a"
                    + " failed check (exit 1, naming the first position that differs).",
            "",
            "Bad input (an option value, a positions file) is one line on stderr, exit 2.",
            "",
        })
public final class BenchCommand extends RegistryCommand {

    private static final Pattern SIZE = Pattern.compile("(\\d{1,12})([kKmMgG]?)");

    @CommandLine.Mixin
    EngineStrategyOption strategyOption = new EngineStrategyOption();

    @Option(
            names = "--depth",
            paramLabel = "D",
            description = "Search depth in plies, 1.." + Search.MAX_DEPTH + "; default " + SearchReference.DEPTH + ".")
    int depth = SearchReference.DEPTH;

    @Option(
            names = "--tt",
            paramLabel = "SIZE",
            description = "Transposition table size: bytes, or with k, m or g (KiB, MiB, GiB), e.g. 16m; default 64m.")
    String tableSize;

    @Option(
            names = "--positions",
            paramLabel = "FILE",
            description = "Search these positions instead of the built-in set (CPW 1-6 and ten from the shipped"
                    + " games): FEN or EPD lines, or a .pgn file (every position of every game).")
    String positionsFile;

    @Option(
            names = "--double-lookups",
            description = "Ask every slider lookup twice (through the stateless path): the extra time over a"
                    + " normal run is the time the search spends in lookups.")
    boolean doubleLookups;

    public BenchCommand() {}

    /** Benchmarks the strategies of {@code registries} instead of the class path's (tests give wrong ones). */
    BenchCommand(Supplier<StrategyRegistry> registries) {
        super(registries);
    }

    @Override
    public Integer call() {
        if (depth < 1 || depth > Search.MAX_DEPTH) {
            throw new BadInputException("--depth: " + depth + " is outside 1.." + Search.MAX_DEPTH);
        }
        long tableBytes = tableSize == null ? SearchReference.TABLE_BYTES : parseSize(tableSize);
        List<String> fens = positions();
        SlidingAttacks strategy = strategyOption.choose(registries.get());
        BenchSearch bench = newBench(doubleLookups ? new DoubledLookups(strategy) : strategy, fens, tableBytes);

        PrintWriter out = stdout();
        out.println("strategy " + strategyOption.label(strategy) + ", depth " + depth + ", tt " + sizeText(tableBytes)
                + ", "
                + fens.size() + " positions from "
                + (positionsFile == null ? "the built-in set" : Echo.quoted(positionsFile)) + ", JVM "
                + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version")
                + (doubleLookups ? ", every lookup asked twice" : ""));
        out.flush();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] nodes = new long[bench.size()];
        long total = 0;
        long startWall = System.nanoTime();
        long startCpu = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < nodes.length; i++) {
            long start = System.nanoTime();
            nodes[i] = bench.search(i);
            total += nodes[i];
            out.printf(Locale.ROOT, "position %2d  nodes %,11d  time %7.3f s%n", i + 1, nodes[i], seconds(start));
            out.flush();
        }
        double wall = seconds(startWall);
        double cpu = (threads.getCurrentThreadCpuTime() - startCpu) / 1e9;
        out.printf(
                Locale.ROOT,
                "total nodes %,d, time %.3f s (CPU %.3f s), %,.0f nodes/s (CPU time %,.0f nodes/s)%n",
                total,
                wall,
                cpu,
                total / Math.max(wall, 1e-9),
                total / Math.max(cpu, 1e-9));
        out.println("signature " + total);
        out.flush();
        checkAgainstReference(strategy, fens, tableBytes, nodes);
        return SlidebenchCli.EXIT_OK;
    }

    /** Exit 1 unless every position's count is RayLoop's, stored for the default set-up or run here. */
    private void checkAgainstReference(SlidingAttacks strategy, List<String> fens, long tableBytes, long[] nodes) {
        if (strategy.name().equals(RayLoop.INSTANCE.name())) {
            return;
        }
        List<Long> reference = SearchReference.stored(positionsFile == null, depth, tableBytes);
        if (reference == null) {
            BenchSearch rayLoop = newBench(RayLoop.INSTANCE, fens, tableBytes);
            List<Long> live = new ArrayList<>();
            for (int i = 0; i < rayLoop.size(); i++) {
                live.add(rayLoop.search(i));
            }
            reference = live;
        }
        long referenceTotal = reference.stream().mapToLong(Long::longValue).sum();
        for (int i = 0; i < nodes.length; i++) {
            if (nodes[i] != reference.get(i)) {
                throw new CheckFailedException("signature differs from RayLoop's " + referenceTotal
                        + "; first at position "
                        + (i + 1) + " (" + fens.get(i) + "): " + nodes[i] + " nodes, RayLoop " + reference.get(i)
                        + "; 'slidebench verify --strategy " + strategy.name()
                        + "' compares its attack sets with the reference");
            }
        }
    }

    private BenchSearch newBench(SlidingAttacks strategy, List<String> fens, long tableBytes) {
        try {
            return new BenchSearch(strategy, fens, depth, tableBytes);
        } catch (OutOfMemoryError e) {
            throw new BadInputException("--tt " + Echo.quoted(tableSize) + ": the JVM's heap (at most "
                    + sizeText(Runtime.getRuntime().maxMemory()) + ") cannot hold a table of " + sizeText(tableBytes));
        }
    }

    private List<String> positions() {
        if (positionsFile == null) {
            return SearchPositions.builtIn();
        }
        Path file;
        try {
            file = Path.of(positionsFile);
        } catch (InvalidPathException e) {
            throw new BadInputException(
                    "--positions: " + Echo.quoted(positionsFile) + " is not a valid path: " + e.getReason());
        }
        try {
            return PositionSource.read(file).fens();
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new BadInputException("--positions: " + e.getMessage());
        }
    }

    /** Bytes of a size written as digits with an optional k, m or g (binary units). */
    static long parseSize(String text) {
        Matcher m = SIZE.matcher(text);
        if (!m.matches()) {
            throw new BadInputException("--tt: " + Echo.quoted(text) + " is not a size (bytes, or e.g. 512k, 16m, 1g)");
        }
        long value = Long.parseLong(m.group(1));
        int shift = switch (Character.toLowerCase(
                m.group(2).isEmpty() ? 'b' : m.group(2).charAt(0))) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            default -> 0;
        };
        long most = (long) (Integer.MAX_VALUE - 8) / 2 * 2 * TranspositionTable.ENTRY_BYTES;
        if (value > most >> shift) {
            throw new BadInputException(
                    "--tt: " + Echo.quoted(text) + " is above the largest table, " + sizeText(most));
        }
        long bytes = value << shift;
        if (bytes < 2L * TranspositionTable.ENTRY_BYTES) {
            throw new BadInputException("--tt: " + Echo.quoted(text) + " is below one bucket of two entries ("
                    + 2 * TranspositionTable.ENTRY_BYTES + " bytes)");
        }
        return bytes;
    }

    private static String sizeText(long bytes) {
        if (bytes % (1L << 30) == 0) {
            return (bytes >> 30) + " GiB";
        }
        if (bytes % (1L << 20) == 0) {
            return (bytes >> 20) + " MiB";
        }
        if (bytes % (1L << 10) == 0) {
            return (bytes >> 10) + " KiB";
        }
        return bytes + " bytes";
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
