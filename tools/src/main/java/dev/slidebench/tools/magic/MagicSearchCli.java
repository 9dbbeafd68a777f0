package dev.slidebench.tools.magic;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The command line of the magic searches: {@code --kind plain|fancy|black [--seed N] [--draws N]
 * [--candidates N] [--climbs N] [--threads N]}. It prints the Java constants on stdout (in the form
 * the strategy classes hold them, see {@link JavaConstantsPrinter}) and statistics on stderr; a bad
 * argument gets one line on stderr and exit status 2. See {@code strategies/MAGICS.md}.
 */
public final class MagicSearchCli {

    private MagicSearchCli() {}

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * The command line: constants on {@code out}, statistics on {@code err}. Returns the exit status:
     * 0, or 2 after one line on {@code err} naming the bad argument.
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, System::nanoTime);
    }

    /** The same, timed by {@code nanoClock} (nanoseconds), so that a test can fix the time it reports. */
    static int run(String[] args, PrintStream out, PrintStream err, LongSupplier nanoClock) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("MagicSearchCli: " + e.getMessage());
            return 2;
        }
        if (options.help) {
            out.println(
                    "usage: MagicSearchCli --kind plain|fancy|black [--seed N] [--draws N] [--candidates N] [--climbs N] [--threads N]");
            out.println(
                    "Prints the magic numbers (and black-magic offsets) as Java constants; see strategies/MAGICS.md.");
            out.println(
                    "--draws, --candidates, --climbs and --threads matter only for black; --threads does not change the result.");
            return 0;
        }
        BlackMagicSearch.Settings settings = new BlackMagicSearch.Settings(
                options.seed, options.draws, options.candidates, options.climbs, BlackMagicSearch.DEFAULT_CLIMB_STEPS);
        if (options.kind == MagicKind.BLACK) {
            searchBlack(settings, options.threads, out, err, nanoClock);
        } else {
            searchPerSquare(options.kind, options.seed, out, err, nanoClock);
        }
        return 0;
    }

    /** The parsed command line: the search's settings, or a request for help. */
    private static final class Options {
        private MagicKind kind;
        private long seed = MagicSearch.DEFAULT_SEED;
        private int draws = BlackMagicSearch.DEFAULT_DRAWS;
        private int candidates = BlackMagicSearch.DEFAULT_CANDIDATES;
        private int climbs = BlackMagicSearch.DEFAULT_CLIMBS;
        private int threads = 1;
        private boolean help;

        /** Options in order; {@code --help} where an option stands ends the parse. */
        static Options parse(String[] args) {
            Options options = new Options();
            for (int i = 0; i < args.length; i++) {
                String option = args[i];
                if (option.equals("--help") || option.equals("-h")) {
                    options.help = true;
                    return options;
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + option + " needs a value");
                }
                options.set(option, args[++i]);
            }
            if (options.kind == null) {
                throw new IllegalArgumentException("--kind is required (plain, fancy or black)");
            }
            return options;
        }

        private void set(String option, String value) {
            switch (option) {
                case "--kind":
                    try {
                        kind = MagicKind.valueOf(value.toUpperCase(Locale.ROOT));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("--kind: '" + value + "' is not one of plain, fancy, black");
                    }
                    break;
                case "--seed":
                    seed = parseLong("--seed", value);
                    break;
                case "--draws":
                    draws = parseInt("--draws", value, 1, 1_000_000_000);
                    break;
                case "--candidates":
                    candidates = parseInt("--candidates", value, 1, 1_000_000);
                    break;
                case "--climbs":
                    climbs = parseInt("--climbs", value, 0, 1_000_000);
                    break;
                case "--threads":
                    threads = parseInt("--threads", value, 1, 1024);
                    break;
                default:
                    throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
    }

    private static long parseLong(String option, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not an integer");
        }
    }

    private static int parseInt(String option, String value, int min, int max) {
        long n = parseLong(option, value);
        if (n < min || n > max) {
            throw new IllegalArgumentException(
                    String.format(Locale.ROOT, "%s: '%s' is not in %d..%d", option, value, min, max));
        }
        return (int) n;
    }

    /** Black magic: one packed table for all squares; its constants on {@code out}, its statistics on {@code err}. */
    private static void searchBlack(
            BlackMagicSearch.Settings settings, int threads, PrintStream out, PrintStream err, LongSupplier nanoClock) {
        String command = "MagicSearch --kind black --seed " + settings.seed() + " --draws " + settings.draws()
                + " --candidates " + settings.candidates() + " --climbs " + settings.climbs();
        long start = nanoClock.getAsLong();
        BlackMagicPacker.Result black = BlackMagicPacker.search(settings, threads);
        double seconds = (nanoClock.getAsLong() - start) / 1e9;
        out.print(JavaConstantsPrinter.blackMagics(command, black));
        err.printf(
                Locale.ROOT,
                "%s: %.1f s on %d thread(s), %s, JDK %s%n",
                command,
                seconds,
                threads,
                System.getProperty("os.arch"),
                Runtime.version());
        err.printf(
                Locale.ROOT,
                "black magic table: %,d entries (%,d bytes), %,d of them in use%n",
                black.entries(),
                8L * black.entries(),
                black.usedEntries());
    }

    /** Plain or fancy magic: one search per square and piece; constants on {@code out}, statistics on {@code err}. */
    private static void searchPerSquare(
            MagicKind kind, long seed, PrintStream out, PrintStream err, LongSupplier nanoClock) {
        String command = "MagicSearch --kind " + kind.name().toLowerCase(Locale.ROOT) + " --seed " + seed;
        long start = nanoClock.getAsLong();
        long[] rookMagics = new long[64];
        long[] bishopMagics = new long[64];
        long drawn = 0;
        for (int square = 0; square < 64; square++) {
            MagicSearch.Found rook = MagicSearch.search(kind, true, square, seed);
            MagicSearch.Found bishop = MagicSearch.search(kind, false, square, seed);
            rookMagics[square] = rook.magic();
            bishopMagics[square] = bishop.magic();
            drawn += rook.draws() + bishop.draws();
        }
        double seconds = (nanoClock.getAsLong() - start) / 1e9;
        out.print(JavaConstantsPrinter.magics(command, rookMagics, bishopMagics));
        err.printf(
                Locale.ROOT,
                "%s: %,d candidates drawn, %.1f s on %s, JDK %s%n",
                command,
                drawn,
                seconds,
                System.getProperty("os.arch"),
                Runtime.version());
    }
}
