package dev.slidebench.tools.foldinghash;

import dev.slidebench.strategies.FoldingHash;
import dev.slidebench.tools.SearchArguments;
import dev.slidebench.tools.SubsetAttacks;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;

/**
 * The seeded search for {@link FoldingHash}'s 256 multipliers and offsets.
 *
 * <p>Method, per (square, line), on a {@link SplittableRandom} seeded by (seed, square, line) only:
 * {@link #DRAWS} random 32-bit multipliers are tried on every subset of the line's inner squares;
 * those without a destructive collision (two subsets with different line attacks in one slot) form a
 * pool, ranked by the slots they use (fewer first: constructive collisions), then by the width of the
 * slot range, then by draw order, and the best {@link #POOL} are kept. The lines are placed into one
 * array, those whose best candidate uses most slots first ({@link #placementOrder}): each candidate of a line's pool is
 * tried at its lowest offset where every slot it uses is free or already holds the same attack set,
 * and the candidate whose placement ends lowest is kept (ties: lower offset, then pool order). The
 * array's length is the furthest reach. Placing in an order fixed by geometry alone (most distinct
 * attack sets first) gave 6,028 entries instead of 5,936; 50,000 draws per line instead of 100,000
 * gave 6,041.
 *
 * <p>Usage: {@code FoldingHashSearch [--seed N]}; the Java constants on stdout, the statistics on stderr.
 */
public final class FoldingHashSearch {

    /** The seed whose results {@link FoldingHash} holds. */
    public static final long DEFAULT_SEED = 1;
    /** Multipliers drawn per line. */
    public static final int DRAWS = 100_000;
    /** Candidates kept per line for the placement. */
    public static final int POOL = 256;

    private static final int SLOTS = FoldingHash.Index.SLOTS;

    /** One multiplier of a line: the slots it uses and the attack set in each. */
    public record Candidate(int multiplier, long usedSlots, long[] attacks, int draw) {
        int used() {
            return Long.bitCount(usedSlots);
        }

        int lowestSlot() {
            return Long.numberOfTrailingZeros(usedSlots);
        }

        int highestSlot() {
            return 63 - Long.numberOfLeadingZeros(usedSlots);
        }
    }

    /** The search's result: a multiplier and an offset per (square, line), the array length and entries used. */
    public record Result(int[] multipliers, int[] offsets, int entries, int used, long draws) {}

    private FoldingHashSearch() {}

    /** The stream of one line: depends on (seed, square, line) only. */
    static SplittableRandom stream(long seed, int squareLine) {
        return new SplittableRandom(seed ^ (squareLine + 1) * 0x9E3779B97F4A7C15L);
    }

    /** The subsets of a line's inner squares, each with its attack set along that line. */
    static SubsetAttacks subsets(int squareLine) {
        int square = squareLine >>> 2;
        int line = squareLine & 3;
        return SubsetAttacks.of(
                FoldingHash.Index.innerMask(square, line),
                subset -> FoldingHash.Index.lineAttacks(square, line, subset));
    }

    /** The candidate a multiplier gives, or null when two subsets with different attack sets share a slot. */
    static Candidate trial(SubsetAttacks subsets, int multiplier, int draw) {
        long notMask = ~subsets.mask();
        long[] attacks = new long[SLOTS];
        long usedSlots = 0;
        for (int i = 0; i < subsets.size(); i++) {
            int slot = FoldingHash.Index.slot(subsets.subset(i), notMask, multiplier);
            long attack = subsets.attacks(i);
            if ((usedSlots >>> slot & 1) == 0) {
                usedSlots |= 1L << slot;
                attacks[slot] = attack;
            } else if (attacks[slot] != attack) {
                return null;
            }
        }
        return new Candidate(multiplier, usedSlots, attacks, draw);
    }

    /** The ranked pool of line {@code 4 * square + line}: its best {@code keep} of {@code draws} multipliers. */
    public static List<Candidate> pool(long seed, int squareLine, int draws, int keep) {
        SubsetAttacks subsets = subsets(squareLine);
        SplittableRandom random = stream(seed, squareLine);
        List<Candidate> pool = new ArrayList<>();
        for (int draw = 0; draw < draws; draw++) {
            Candidate candidate = trial(subsets, random.nextInt(), draw);
            if (candidate != null) {
                pool.add(candidate);
            }
        }
        pool.sort(Comparator.comparingInt(Candidate::used)
                .thenComparingInt(c -> c.highestSlot() - c.lowestSlot())
                .thenComparingInt(Candidate::draw));
        if (pool.isEmpty()) {
            throw new IllegalStateException("no multiplier for line " + squareLine + " in " + draws + " draws");
        }
        return new ArrayList<>(pool.subList(0, Math.min(keep, pool.size())));
    }

    /**
     * The order lines are placed in: the most slots their best candidate needs first (ties: by index),
     * so big lines leave holes for small ones.
     */
    static int[] placementOrder(List<List<Candidate>> pools) {
        return IntStream.range(0, pools.size())
                .boxed()
                .sorted(Comparator.comparingInt(
                                (Integer i) -> -pools.get(i).get(0).used())
                        .thenComparingInt(i -> i))
                .mapToInt(Integer::intValue)
                .toArray();
    }

    /** A line's choice: the candidate and its offset. */
    public record Choice(Candidate candidate, int offset) {}

    /**
     * The candidate of the pool whose lowest fitting offset ends lowest in the table (ties: lower
     * offset, then pool order).
     */
    static Choice choose(PackedTable table, List<Candidate> pool) {
        Choice best = null;
        int bestEnd = Integer.MAX_VALUE;
        for (Candidate candidate : pool) {
            int offset = table.lowestFit(candidate);
            int end = Math.max(table.length(), offset + candidate.highestSlot() + 1);
            if (best == null || end < bestEnd || (end == bestEnd && offset < best.offset())) {
                best = new Choice(candidate, offset);
                bestEnd = end;
            }
        }
        return best;
    }

    /** The whole search: every line's pool, then in placement order each line's choice against the table so far. */
    public static Result search(long seed) {
        PackedTable table = new PackedTable(SLOTS * 256);
        int[] multipliers = new int[256];
        int[] offsets = new int[256];
        List<List<Candidate>> pools = new ArrayList<>();
        for (int squareLine = 0; squareLine < 256; squareLine++) {
            pools.add(pool(seed, squareLine, DRAWS, POOL));
        }
        for (int squareLine : placementOrder(pools)) {
            Choice choice = choose(table, pools.get(squareLine));
            table.place(choice.candidate(), choice.offset());
            multipliers[squareLine] = choice.candidate().multiplier();
            offsets[squareLine] = choice.offset();
        }
        return new Result(multipliers, offsets, table.length(), table.used(), 256L * DRAWS);
    }

    /** The shared array as the placement fills it. */
    static final class PackedTable {
        private final long[] attacks;
        private final boolean[] taken;
        private int length;
        private int used;

        PackedTable(int capacity) {
            attacks = new long[capacity];
            taken = new boolean[capacity];
        }

        /** The lowest offset (at least minus the lowest slot, so no entry is negative) where the candidate fits. */
        int lowestFit(Candidate candidate) {
            for (int offset = -candidate.lowestSlot(); ; offset++) {
                if (fits(candidate, offset)) {
                    return offset;
                }
            }
        }

        boolean fits(Candidate candidate, int offset) {
            for (long rest = candidate.usedSlots(); rest != 0; rest &= rest - 1) {
                int slot = Long.numberOfTrailingZeros(rest);
                int entry = offset + slot;
                if (taken[entry] && attacks[entry] != candidate.attacks()[slot]) {
                    return false;
                }
            }
            return true;
        }

        void place(Candidate candidate, int offset) {
            for (long rest = candidate.usedSlots(); rest != 0; rest &= rest - 1) {
                int slot = Long.numberOfTrailingZeros(rest);
                int entry = offset + slot;
                if (!taken[entry]) {
                    taken[entry] = true;
                    attacks[entry] = candidate.attacks()[slot];
                    used++;
                }
            }
            length = Math.max(length, offset + candidate.highestSlot() + 1);
        }

        int length() {
            return length;
        }

        int used() {
            return used;
        }
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** The command line: constants on {@code out}, statistics on {@code err}; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, FoldingHashSearch::search, System::nanoTime);
    }

    /** {@link #run(String[], PrintStream, PrintStream)} with the search and the clock given. */
    static int run(
            String[] args, PrintStream out, PrintStream err, LongFunction<Result> search, LongSupplier nanoTime) {
        Long seed = SearchArguments.seed("FoldingHashSearch", args, DEFAULT_SEED, err);
        if (seed == null) {
            return 2;
        }
        long start = nanoTime.getAsLong();
        Result result = search.apply(seed);
        err.printf(
                Locale.ROOT,
                "seed %d: %,d multipliers drawn, %,d entries (%,d in use) in %.1f s%n",
                seed,
                result.draws(),
                result.entries(),
                result.used(),
                (nanoTime.getAsLong() - start) / 1e9);
        out.println(SearchArguments.javaArray("int", "MULTIPLIERS", toLongs(result.multipliers()), true));
        out.println(SearchArguments.javaArray("int", "OFFSETS", toLongs(result.offsets()), false));
        out.println("    static final int TABLE_ENTRIES = " + result.entries() + ";");
        return 0;
    }

    private static long[] toLongs(int[] values) {
        return Arrays.stream(values).asLongStream().toArray();
    }
}
