package dev.slidebench.tools.correlation;

import dev.slidebench.core.Bitboards;
import dev.slidebench.strategies.CorrelationMagic;
import dev.slidebench.tools.EpochTable;
import dev.slidebench.tools.SearchArguments;
import dev.slidebench.tools.SubsetAttacks;
import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The seeded search for {@link CorrelationMagic}'s shared magics (and so for {@code SpectralMagic}'s
 * shift lists): one bishop magic per rank that is a black magic, after a right shift by the file,
 * for each of the rank's 8 squares, and one rook magic per pair of squares {@code 2k, 2k + 1} that is
 * one after a shift by 0 and by 1.
 *
 * <p>Method: per group, candidates with exactly {@link CorrelationMagic.Index#BISHOP_MAGIC_BITS} (6)
 * or {@link CorrelationMagic.Index#ROOK_MAGIC_BITS} (7) set bits are drawn uniformly among the bit
 * positions the group's shifts keep (7..63 for bishops, 1..63 for rooks), from a
 * {@link SplittableRandom} seeded by (seed, piece, group) only, so one group can be re-searched
 * alone. Each candidate is tried on the group's squares, most relevant bits first; a trial fails at
 * the first destructive collision (two subsets with different attack sets on one index). The first
 * candidate that passes for every square of the group is taken.
 *
 * <p>Usage: {@code CorrelationMagicSearch [--seed N]}; the Java constants on stdout, one line per
 * group and the time on stderr.
 */
public final class CorrelationMagicSearch {

    /** The seed whose results {@link CorrelationMagic} holds. */
    public static final long DEFAULT_SEED = 1;

    /** A group's magic and the candidates drawn to find it. */
    public record Found(long magic, long draws) {}

    private CorrelationMagicSearch() {}

    /** The bishop magic of {@code rank}. */
    public static Found bishop(int rank, long seed) {
        int[] squares = new int[8];
        for (int file = 0; file < 8; file++) {
            squares[file] = 8 * rank + file;
        }
        return search(false, rank, squares, seed);
    }

    /** The rook magic of the pair {@code 2 * pair, 2 * pair + 1}. */
    public static Found rook(int pair, long seed) {
        return search(true, pair, new int[] {2 * pair, 2 * pair + 1}, seed);
    }

    /** The stream of candidates of one group: depends on (seed, piece, group) only. */
    static SplittableRandom stream(long seed, boolean rook, int group) {
        return new SplittableRandom(seed ^ ((rook ? 64L : 0L) + group + 1) * 0x9E3779B97F4A7C15L);
    }

    /** A magic with {@code bits} set bits, each at position {@code lowest..63}. */
    static long candidate(SplittableRandom random, int bits, int lowest) {
        long magic = 0;
        while (Long.bitCount(magic) < bits) {
            magic |= 1L << random.nextInt(lowest, 64);
        }
        return magic;
    }

    private static Found search(boolean rook, int group, int[] squares, long seed) {
        int bits = rook ? CorrelationMagic.Index.ROOK_MAGIC_BITS : CorrelationMagic.Index.BISHOP_MAGIC_BITS;
        // The largest shift of the group: bits below it would fall off for that square.
        int lowest = rook ? 1 : 7;
        SubsetAttacks[] subsets = new SubsetAttacks[squares.length];
        for (int i = 0; i < squares.length; i++) {
            subsets[i] = SubsetAttacks.of(rook, squares[i]);
        }
        int[] order = byMaskSizeDescending(subsets);
        EpochTable table =
                new EpochTable(rook ? CorrelationMagic.Index.ROOK_ENTRIES : CorrelationMagic.Index.BISHOP_ENTRIES);
        SplittableRandom random = stream(seed, rook, group);
        long draws = 0;
        while (true) {
            long magic = candidate(random, bits, lowest);
            draws++;
            boolean passes = true;
            for (int i = 0; i < order.length && passes; i++) {
                passes = fits(rook, squares[order[i]], subsets[order[i]], magic, table);
            }
            if (passes) {
                return new Found(magic, draws);
            }
        }
    }

    /** True when the group magic hashes every subset of the square without a destructive collision. */
    public static boolean fits(boolean rook, int square, SubsetAttacks subsets, long groupMagic, EpochTable table) {
        long notMask = ~subsets.mask();
        table.clear();
        for (int i = 0; i < subsets.size(); i++) {
            int index = rook
                    ? CorrelationMagic.Index.rook(subsets.subset(i), notMask, groupMagic, square)
                    : CorrelationMagic.Index.bishop(subsets.subset(i), notMask, groupMagic, square);
            if (!table.put(index, subsets.attacks(i))) {
                return false;
            }
        }
        return true;
    }

    private static int[] byMaskSizeDescending(SubsetAttacks[] subsets) {
        return java.util.stream.IntStream.range(0, subsets.length)
                .boxed()
                .sorted((a, b) -> Integer.compare(subsets[b].size(), subsets[a].size()))
                .mapToInt(Integer::intValue)
                .toArray();
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** The command line: constants on {@code out}, progress and time on {@code err}; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, System::nanoTime);
    }

    /** {@link #run(String[], PrintStream, PrintStream)} with the clock given. */
    static int run(String[] args, PrintStream out, PrintStream err, LongSupplier nanoTime) {
        Long seed = SearchArguments.seed("CorrelationMagicSearch", args, DEFAULT_SEED, err);
        if (seed == null) {
            return 2;
        }
        long start = nanoTime.getAsLong();
        long[] bishops = new long[8];
        long[] rooks = new long[32];
        long draws = 0;
        for (int rank = 0; rank < 8; rank++) {
            Found found = bishop(rank, seed);
            bishops[rank] = found.magic();
            draws += found.draws();
            err.printf(
                    Locale.ROOT,
                    "bishop rank %d: %s after %,d draws%n",
                    rank + 1,
                    Bitboards.hex(found.magic()),
                    found.draws());
        }
        for (int pair = 0; pair < 32; pair++) {
            Found found = rook(pair, seed);
            rooks[pair] = found.magic();
            draws += found.draws();
            err.printf(
                    Locale.ROOT,
                    "rook pair %d: %s after %,d draws%n",
                    pair,
                    Bitboards.hex(found.magic()),
                    found.draws());
        }
        err.printf(
                Locale.ROOT, "seed %d: %,d candidates in %.1f s%n", seed, draws, (nanoTime.getAsLong() - start) / 1e9);
        out.println(SearchArguments.javaArray("long", "BISHOP_MAGICS", bishops, true));
        out.println(SearchArguments.javaArray("long", "ROOK_MAGICS", rooks, true));
        return 0;
    }
}
