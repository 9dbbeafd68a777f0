package dev.slidebench.strategies.magic;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The project's own deterministic, seeded search for the magic numbers of {@code PlainMagic},
 * {@code FancyMagic} and {@code BlackMagic}; its output is pasted into those classes as constants, so
 * no strategy ever searches at start-up. See {@code strategies/MAGICS.md} for the method, the seed
 * used and how long it took.
 *
 * <p>Plain and fancy: the standard random trial (Tord Romstad's generator as presented on the Chess
 * Programming Wiki, "Looking for Magics"). For each square, sparse candidates (the AND of three
 * random words) are drawn from a SplitMix64 stream whose seed depends only on (seed, kind, piece,
 * square), so any single square can be re-searched on its own and gives the same number; a candidate
 * that brings fewer than 6 mask bits into the top byte is skipped without a trial, and the first
 * candidate with no destructive collision is taken.
 *
 * <p>Black: the fixed shift makes every square's index range 4096 (rook) or 512 (bishop) wide, so
 * the table is small only if squares use few entries ({@code used}, which constructive collisions
 * lower), keep them close together ({@code span}, highest index minus lowest plus one) and leave
 * holes that other squares can fill. Per square, and independently of every other square, a
 * {@linkplain #blackPool pool} of candidates is drawn from the square's stream and ranked by
 * {@code 2 * used + span}; the best few are then improved by a hill climb on the same cost. The 128
 * squares are then {@linkplain #chooseBlack placed} one by one into one shared array, each taking
 * the candidate of its pool whose lowest fitting position ends lowest.
 *
 * <p>Usage: {@code java -cp strategies/target/classes:core/target/classes
 * dev.slidebench.strategies.magic.MagicSearch --kind plain|fancy|black [--seed N] [--draws N]
 * [--candidates N] [--climbs N] [--threads N]}. It prints the Java constants on stdout and statistics on stderr.
 */
public final class MagicSearch {

    /** Which magic scheme the numbers are for; fixes the index formula and the shift. */
    public enum Kind {
        /**
         * Hansen: {@code ((occ & mask) * magic) >>> 52} (rook) / {@code >>> 55} (bishop), 4096/512 entries per
         * square.
         */
        PLAIN,
        /** Kannan: {@code ((occ & mask) * magic) >>> (64 - bits)}, 2^bits entries per square. */
        FANCY,
        /** Annuss: {@code ((occ | ~mask) * magic) >>> 52} / {@code >>> 55}, overlapping per-square offsets. */
        BLACK
    }

    /** The seed whose results are committed in the strategy classes. */
    public static final long DEFAULT_SEED = 1;
    /**
     * Black magic: candidates drawn per square with 1,024 relevant subsets (scaled by subset count, see {@link
     * #blackDraws}).
     */
    public static final int DEFAULT_BLACK_DRAWS = 8_000_000;
    /** Black magic: candidates kept per square for the placement. */
    public static final int DEFAULT_BLACK_CANDIDATES = 1_000;
    /** Black magic: how many of a square's best candidates a hill climb starts from. */
    public static final int DEFAULT_BLACK_CLIMBS = 32;
    /** Black magic: steps of each hill climb. */
    public static final int DEFAULT_BLACK_CLIMB_STEPS = 30_000;

    /** A square's magic, the candidates drawn to find it and the range of indices its subsets use. */
    public record Found(long magic, long draws, int minIndex, int maxIndex) {
        /** Width of the used index range. */
        public int span() {
            return maxIndex - minIndex + 1;
        }
    }

    private MagicSearch() {}

    /** The relevant-occupancy mask of a rook or bishop square. */
    public static long relevantMask(boolean rook, int square) {
        return rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
    }

    /** The right shift of {@code kind}'s index formula for this piece and square. */
    public static int shift(Kind kind, boolean rook, int square) {
        if (kind == Kind.FANCY) {
            return 64 - Long.bitCount(relevantMask(rook, square));
        }
        return rook ? 52 : 55;
    }

    /** The index {@code kind}'s formula gives to a subset of {@code mask} (before any per-square offset). */
    public static int index(Kind kind, long subset, long mask, long magic, int shift) {
        long hashed = kind == Kind.BLACK ? subset | ~mask : subset;
        return (int) ((hashed * magic) >>> shift);
    }

    /**
     * Plain or fancy: the first candidate of the square's stream that passes. Deterministic: the
     * result depends only on the arguments.
     */
    public static Found search(Kind kind, boolean rook, int square, long seed) {
        if (kind == Kind.BLACK) {
            throw new IllegalArgumentException(
                    "black magics are chosen against the packed table: use searchBlack, or blackPool and chooseBlack");
        }
        SquareTrials trials = new SquareTrials(kind, rook, square, seed);
        long magic = trials.nextPassing();
        return new Found(magic, trials.draws, trials.minIndex, trials.maxIndex);
    }

    // ---------------------------------------------------------------------------------------------
    // Black magic

    /** The black magics and offsets of all 128 squares, the length of the shared array and the entries in use. */
    public record BlackResult(
            long[] rookMagics,
            long[] bishopMagics,
            int[] rookOffsets,
            int[] bishopOffsets,
            int entries,
            int usedEntries) {}

    /** A black square's chosen magic and offset (entry = offset + index). */
    public record Placement(long magic, int offset) {}

    /**
     * What a black-magic search depends on; the committed constants came from {@link #blackDefaults}
     * with seed 1.
     *
     * @param seed       the run's seed; each square's stream is derived from it ({@link #streamSeed})
     * @param draws      candidates drawn for a 10-bit rook square ({@link #blackDraws} scales it)
     * @param candidates candidates kept per square for the placement
     * @param climbs     how many of the best kept candidates a hill climb starts from
     * @param climbSteps steps of each hill climb
     */
    public record BlackSettings(long seed, int draws, int candidates, int climbs, int climbSteps) {}

    /** The settings the committed black magics were found with, for the given seed. */
    public static BlackSettings blackDefaults(long seed) {
        return new BlackSettings(
                seed, DEFAULT_BLACK_DRAWS, DEFAULT_BLACK_CANDIDATES, DEFAULT_BLACK_CLIMBS, DEFAULT_BLACK_CLIMB_STEPS);
    }

    /**
     * A black-magic candidate for one square: the magic, its cost {@code 2 * used + span}, and the
     * indices its subsets use, as a bit set relative to {@code minIndex}.
     */
    public static final class Candidate {
        private final long magic;
        private final int used;
        private final int minIndex;
        private final int maxIndex;
        private final long[] bits;

        Candidate(long magic, int used, int minIndex, int maxIndex, long[] bits) {
            this.magic = magic;
            this.used = used;
            this.minIndex = minIndex;
            this.maxIndex = maxIndex;
            this.bits = bits;
        }

        public long magic() {
            return magic;
        }

        /** Entries the square needs: the distinct indices its subsets use. */
        public int used() {
            return used;
        }

        public int minIndex() {
            return minIndex;
        }

        public int maxIndex() {
            return maxIndex;
        }

        /** Highest index minus lowest, plus one. */
        public int span() {
            return maxIndex - minIndex + 1;
        }

        /** The indices used, as bits relative to {@link #minIndex()}. */
        long[] bits() {
            return bits;
        }

        /** What the pool is ranked by: few entries count twice as much as a narrow range. */
        public int cost() {
            return blackCost(used, span());
        }
    }

    static int blackCost(int used, int span) {
        return 2 * used + span;
    }

    /**
     * Candidates drawn for a square with {@code subsets} relevant subsets: {@code draws} for a 10-bit
     * rook, twice that for an 11-bit and four times for a 12-bit one; bishops (at most 512 subsets,
     * but also cheap to try) get half.
     */
    public static long blackDraws(int draws, int subsets) {
        return (long) draws * Math.max(subsets, 512) / 1024;
    }

    /**
     * The order in which black squares are placed, as slots (0..63 rook squares, 64..127 bishop
     * squares): most relevant bits first, rook before bishop, then by square. The big squares go
     * first and leave holes; the small ones are placed into them.
     */
    public static int[] blackOrder() {
        Integer[] order = new Integer[128];
        int[] bits = new int[128];
        for (int slot = 0; slot < 128; slot++) {
            order[slot] = slot;
            bits[slot] = Long.bitCount(relevantMask(slot < 64, slot & 63));
        }
        Arrays.sort(order, (a, b) -> bits[a] != bits[b] ? Integer.compare(bits[b], bits[a]) : Integer.compare(a, b));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /**
     * Searches black magics for all squares: the 128 pools (each independent of the others, so they
     * may be built on {@code threads} threads without changing the result), then the placement in
     * {@link #blackOrder()}.
     */
    public static BlackResult searchBlack(BlackSettings settings, int threads) {
        Candidate[][] pools = new Candidate[128][];
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Candidate[]>> futures = new ArrayList<>();
            for (int slot = 0; slot < 128; slot++) {
                boolean rook = slot < 64;
                int square = slot & 63;
                futures.add(executor.submit(() -> blackPool(rook, square, settings)));
            }
            for (int slot = 0; slot < 128; slot++) {
                pools[slot] = futures.get(slot).get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("black magic search interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("black magic search failed", e.getCause());
        } finally {
            executor.shutdownNow();
        }

        BlackTable table = new BlackTable();
        long[] magics = new long[128];
        int[] offsets = new int[128];
        for (int slot : blackOrder()) {
            boolean rook = slot < 64;
            int square = slot & 63;
            Placement placement = chooseBlack(pools[slot], table);
            magics[slot] = placement.magic();
            offsets[slot] = placement.offset();
            table.place(layout(rook, square, placement.magic()), placement.offset());
        }
        return new BlackResult(
                Arrays.copyOfRange(magics, 0, 64),
                Arrays.copyOfRange(magics, 64, 128),
                Arrays.copyOfRange(offsets, 0, 64),
                Arrays.copyOfRange(offsets, 64, 128),
                table.end(),
                table.used());
    }

    /**
     * One square's black-magic pool, which depends only on the arguments (not on other squares):
     * <ol>
     * <li>{@link #blackDraws} candidates, each the AND of three words of the square's stream, are
     * tried (more if none of them passes); of those without a destructive collision the
     * {@code candidates} with the lowest cost {@code 2 * used + span} are kept (ties: drawn first);</li>
     * <li>from each of the best {@code climbs}, a hill climb of {@code climbSteps} steps (continuing
     * the same stream) flips one or two bits or adds or subtracts a power of two, and keeps the
     * change when the cost does not rise; each climb's end joins the pool.</li>
     * </ol>
     * The pool is returned sorted by cost, ties in the order the candidates joined it.
     */
    public static Candidate[] blackPool(boolean rook, int square, BlackSettings settings) {
        BlackTrials trials = new BlackTrials(rook, square, settings.seed());
        long total = blackDraws(settings.draws(), trials.subsets.length);
        int candidates = settings.candidates();
        long[] magics = new long[candidates];
        int[] costs = new int[candidates];
        int size = 0;
        // Past the budget, drawing goes on until the pool holds at least one candidate.
        for (long n = 0; n < total || size == 0; n++) {
            long magic = trials.random.next() & trials.random.next() & trials.random.next();
            int limit = size < candidates ? Integer.MAX_VALUE : costs[size - 1] - 1;
            int cost = trials.cost(magic, limit);
            if (cost < 0) {
                continue;
            }
            // Insert after every kept candidate of equal cost, so ties stay in draw order.
            int at = size < candidates ? size : candidates - 1;
            while (at > 0 && costs[at - 1] > cost) {
                magics[at] = magics[at - 1];
                costs[at] = costs[at - 1];
                at--;
            }
            magics[at] = magic;
            costs[at] = cost;
            size = Math.min(size + 1, candidates);
        }

        List<Candidate> pool = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int k = 0; k < size; k++) {
            if (seen.add(magics[k])) {
                pool.add(trials.candidate(magics[k]));
            }
        }
        for (int k = 0; k < Math.min(settings.climbs(), size); k++) {
            long magic = magics[k];
            int cost = costs[k];
            for (int step = 0; step < settings.climbSteps(); step++) {
                long next = trials.mutate(magic);
                int nextCost = trials.cost(next, cost);
                if (nextCost >= 0) {
                    magic = next;
                    cost = nextCost;
                }
            }
            if (seen.add(magic)) {
                pool.add(trials.candidate(magic));
            }
        }
        // A stable sort: equal costs keep the order in which they joined.
        pool.sort(Comparator.comparingInt(Candidate::cost));
        return pool.toArray(new Candidate[0]);
    }

    /**
     * Black magic for one square given the squares already placed in {@code table} (which is not
     * changed): each candidate of the pool is put at its lowest position where every entry it needs
     * is free, and the one that reaches least far is taken (ties: earlier in the pool). Since the
     * table's length is the furthest reach so far, this also leaves the table shortest.
     */
    public static Placement chooseBlack(Candidate[] pool, BlackTable table) {
        Candidate best = null;
        int bestPosition = 0;
        int bestReach = Integer.MAX_VALUE;
        for (Candidate candidate : pool) {
            // Only a position that reaches less far than the best so far can win.
            int position = table.firstFree(candidate.bits, bestReach - candidate.span() - 1);
            if (position >= 0) {
                best = candidate;
                bestPosition = position;
                bestReach = position + candidate.span();
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("empty black magic pool");
        }
        return new Placement(best.magic(), bestPosition - best.minIndex());
    }

    /**
     * The entries a black magic needs for one square, as (index, attack set) pairs in index order.
     *
     * @throws IllegalArgumentException when two subsets with different attack sets share an index
     */
    public static Layout layout(boolean rook, int square, long magic) {
        long mask = relevantMask(rook, square);
        int shift = shift(Kind.BLACK, rook, square);
        long[] byIndex = new long[1 << (64 - shift)];
        long subset = 0;
        do {
            long attack = rook
                    ? RayLoop.INSTANCE.rookAttacks(square, subset)
                    : RayLoop.INSTANCE.bishopAttacks(square, subset);
            int index = index(Kind.BLACK, subset, mask, magic, shift);
            if (byIndex[index] != 0 && byIndex[index] != attack) {
                throw new IllegalArgumentException((rook ? "rook" : "bishop") + " magic for " + Square.name(square)
                        + " is not a black magic: " + Bitboards.hex(magic));
            }
            byIndex[index] = attack;
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        return Layout.of(byIndex);
    }

    /** The (index, attack set) pairs one square uses, in index order. */
    public static final class Layout {
        final int[] indices;
        final long[] attacks;

        private Layout(int[] indices, long[] attacks) {
            this.indices = indices;
            this.attacks = attacks;
        }

        /** From an index-to-attacks map in which 0 marks an unused index (attack sets are never empty). */
        static Layout of(long[] byIndex) {
            int used = 0;
            for (long a : byIndex) {
                used += a != 0 ? 1 : 0;
            }
            int[] indices = new int[used];
            long[] attacks = new long[used];
            for (int index = 0, k = 0; index < byIndex.length; index++) {
                if (byIndex[index] != 0) {
                    indices[k] = index;
                    attacks[k++] = byIndex[index];
                }
            }
            return new Layout(indices, attacks);
        }

        /** Entries used. */
        public int size() {
            return indices.length;
        }

        /** Highest index minus lowest, plus one. */
        public int span() {
            return indices[indices.length - 1] - indices[0] + 1;
        }
    }

    /** The shared black-magic array while squares are being placed in it. */
    public static final class BlackTable {
        private long[] entries = new long[1 << 16];
        /** Bit p is set when entry p holds an attack set. */
        private long[] occupied = new long[(1 << 16) / 64];

        private int end;
        private int used;

        /** Length of the array so far: one past the highest entry in use. */
        public int end() {
            return end;
        }

        /** Entries that hold an attack set. */
        public int used() {
            return used;
        }

        /**
         * Writes the layout at {@code offset}. Sharing an entry is allowed only with the same attack set.
         *
         * @throws IllegalArgumentException when it does not fit there
         */
        public void place(Layout layout, int offset) {
            if (offset + layout.indices[0] < 0) {
                throw new IllegalArgumentException(
                        "layout does not fit at offset " + offset + ": it would start before entry 0");
            }
            int reach = offset + layout.indices[layout.indices.length - 1] + 1;
            if (reach > entries.length) {
                int length = Math.max(reach, 2 * entries.length);
                entries = Arrays.copyOf(entries, length);
                occupied = Arrays.copyOf(occupied, (length + 63) / 64 + 1);
            }
            for (int k = 0; k < layout.indices.length; k++) {
                long there = entries[offset + layout.indices[k]];
                if (there != 0 && there != layout.attacks[k]) {
                    throw new IllegalArgumentException("layout does not fit at offset " + offset + ": entry "
                            + (offset + layout.indices[k]) + " holds a different attack set");
                }
            }
            for (int k = 0; k < layout.indices.length; k++) {
                int entry = offset + layout.indices[k];
                if (entries[entry] == 0) {
                    entries[entry] = layout.attacks[k];
                    occupied[entry >>> 6] |= 1L << entry;
                    used++;
                }
            }
            end = Math.max(end, reach);
        }

        /**
         * The lowest position p in 0..{@code maxPosition} such that entry p + i is free for every bit i
         * of {@code bits}, or -1. Bit 0 is always set (it is the lowest index), so only free entries
         * are tried as p.
         */
        int firstFree(long[] bits, int maxPosition) {
            int position = nextFree(0);
            while (position <= maxPosition) {
                int clash = clash(bits, position);
                if (clash < 0) {
                    return position;
                }
                position = nextFree(position + 1);
            }
            return -1;
        }

        /**
         * -1 when every bit of {@code bits} lands on a free entry at {@code position}, else the first word that
         * clashes.
         */
        private int clash(long[] bits, int position) {
            int word = position >>> 6;
            int bit = position & 63;
            for (int k = 0; k < bits.length; k++) {
                long low = word + k < occupied.length ? occupied[word + k] : 0;
                long window;
                if (bit == 0) {
                    window = low;
                } else {
                    long high = word + k + 1 < occupied.length ? occupied[word + k + 1] : 0;
                    window = (low >>> bit) | (high << (64 - bit));
                }
                if ((window & bits[k]) != 0) {
                    return k;
                }
            }
            return -1;
        }

        private int nextFree(int from) {
            int word = from >>> 6;
            if (word >= occupied.length) {
                return from;
            }
            long free = ~occupied[word] & (-1L << from);
            while (free == 0) {
                if (++word >= occupied.length) {
                    return word * 64;
                }
                free = ~occupied[word];
            }
            return word * 64 + Long.numberOfTrailingZeros(free);
        }
    }

    /**
     * One black square's trials: its subsets as {@code subset | ~mask}, their reference attacks, and its random
     * stream.
     */
    private static final class BlackTrials {
        private final long[] subsets;
        private final long[] attacks;
        private final int shift;
        /** A slot is in use only when its stamp equals the current trial, so the table is never cleared. */
        private final int[] stamp;

        private final long[] stored;
        private final SplitMix64 random;
        private int trial;
        private int used;
        private int minIndex;
        private int maxIndex;

        BlackTrials(boolean rook, int square, long seed) {
            long mask = relevantMask(rook, square);
            shift = MagicSearch.shift(Kind.BLACK, rook, square);
            int size = 1 << Long.bitCount(mask);
            subsets = new long[size];
            attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                subsets[i] = subset | ~mask;
                attacks[i] = rook
                        ? RayLoop.INSTANCE.rookAttacks(square, subset)
                        : RayLoop.INSTANCE.bishopAttacks(square, subset);
                subset = Bitboards.nextSubset(subset, mask);
            }
            // Neighbouring subsets in Carry-Rippler order get neighbouring indices; a shuffled order
            // reaches a wide span or a destructive collision after fewer subsets, so a bad candidate is
            // dropped sooner. Whether a candidate passes, and its cost, do not depend on the order.
            SplitMix64 shuffle = new SplitMix64(size);
            for (int i = size - 1; i > 0; i--) {
                int j = (int) Long.remainderUnsigned(shuffle.next(), i + 1);
                long s = subsets[i];
                subsets[i] = subsets[j];
                subsets[j] = s;
                long a = attacks[i];
                attacks[i] = attacks[j];
                attacks[j] = a;
            }
            stamp = new int[1 << (64 - shift)];
            stored = new long[stamp.length];
            random = new SplitMix64(streamSeed(seed, Kind.BLACK, rook, square));
        }

        /**
         * The cost {@code 2 * used + span} of a magic, or -1 when two subsets with different attack
         * sets share an index or the cost exceeds {@code limit} (both found as early as possible).
         */
        int cost(long magic, int limit) {
            trial++;
            int count = 0;
            int min = Integer.MAX_VALUE;
            int max = -1;
            for (int i = 0; i < subsets.length; i++) {
                int index = (int) ((subsets[i] * magic) >>> shift);
                if (stamp[index] != trial) {
                    stamp[index] = trial;
                    stored[index] = attacks[i];
                    count++;
                    min = Math.min(min, index);
                    max = Math.max(max, index);
                    if (blackCost(count, max - min + 1) > limit) {
                        return -1;
                    }
                } else if (stored[index] != attacks[i]) {
                    return -1;
                }
            }
            used = count;
            minIndex = min;
            maxIndex = max;
            return blackCost(count, max - min + 1);
        }

        /**
         * A small random change: flip one or two bits, or add or subtract a power of two (which moves a run of
         * carries).
         */
        long mutate(long magic) {
            long r = random.next();
            long bit = 1L << (r >>> 58);
            switch ((int) (r & 3)) {
                case 0:
                    return magic ^ bit;
                case 1:
                    return magic ^ bit ^ (1L << ((r >>> 52) & 63));
                case 2:
                    return magic + bit;
                default:
                    return magic - bit;
            }
        }

        /** The candidate for a magic known to have no destructive collision. */
        Candidate candidate(long magic) {
            if (cost(magic, Integer.MAX_VALUE) < 0) {
                throw new IllegalStateException("not a black magic: " + Bitboards.hex(magic));
            }
            long[] bits = new long[(maxIndex - minIndex) / 64 + 1];
            for (int index = minIndex; index <= maxIndex; index++) {
                if (stamp[index] == trial) {
                    int relative = index - minIndex;
                    bits[relative >>> 6] |= 1L << relative;
                }
            }
            return new Candidate(magic, used, minIndex, maxIndex, bits);
        }
    }

    /**
     * One square's trials: its subsets and their reference attacks, its random stream, and the last passing
     * candidate.
     */
    private static final class SquareTrials {
        private final Kind kind;
        private final long mask;
        private final int shift;
        private final long[] subsets;
        private final long[] attacks;
        /** A slot is in use only when its stamp equals the current trial, so the table is never cleared. */
        private final int[] stamp;

        private final long[] stored;
        private final SplitMix64 random;
        private int trial;
        long draws;
        int minIndex;
        int maxIndex;

        SquareTrials(Kind kind, boolean rook, int square, long seed) {
            this.kind = kind;
            this.mask = relevantMask(rook, square);
            this.shift = MagicSearch.shift(kind, rook, square);
            int size = 1 << Long.bitCount(mask);
            subsets = new long[size];
            attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                subsets[i] = subset;
                attacks[i] = rook
                        ? RayLoop.INSTANCE.rookAttacks(square, subset)
                        : RayLoop.INSTANCE.bishopAttacks(square, subset);
                subset = Bitboards.nextSubset(subset, mask);
            }
            int range = 1 << (64 - shift);
            stamp = new int[range];
            stored = new long[range];
            random = new SplitMix64(streamSeed(seed, kind, rook, square));
        }

        /** Draws until a candidate passes, and returns it. */
        long nextPassing() {
            while (true) {
                draws++;
                long magic = random.next() & random.next() & random.next();
                if (Long.bitCount((mask * magic) >>> 56) < 6) {
                    continue;
                }
                trial++;
                int min = Integer.MAX_VALUE;
                int max = -1;
                boolean ok = true;
                for (int i = 0; i < subsets.length; i++) {
                    int index = index(kind, subsets[i], mask, magic, shift);
                    if (stamp[index] != trial) {
                        stamp[index] = trial;
                        stored[index] = attacks[i];
                    } else if (stored[index] != attacks[i]) {
                        ok = false;
                        break;
                    }
                    min = Math.min(min, index);
                    max = Math.max(max, index);
                }
                if (ok) {
                    minIndex = min;
                    maxIndex = max;
                    return magic;
                }
            }
        }
    }

    /**
     * The seed of one square's random stream: a function of the run's seed and of (kind, piece,
     * square) only, so that the search of one square does not depend on the squares searched before it.
     */
    static long streamSeed(long seed, Kind kind, boolean rook, int square) {
        long stream = ((long) kind.ordinal() << 8) | ((rook ? 0L : 1L) << 6) | square;
        return SplitMix64.mix(seed + SplitMix64.mix(stream + 1));
    }

    /**
     * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
     * 2014), written out here so that the committed magics do not depend on any JDK's random classes.
     */
    static final class SplitMix64 {
        private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
        private long state;

        SplitMix64(long seed) {
            this.state = seed;
        }

        long next() {
            state += GOLDEN_GAMMA;
            return mix(state);
        }

        static long mix(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Command line

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
        Kind kind = null;
        long seed = DEFAULT_SEED;
        int draws = DEFAULT_BLACK_DRAWS;
        int candidates = DEFAULT_BLACK_CANDIDATES;
        int climbs = DEFAULT_BLACK_CLIMBS;
        int threads = 1;
        try {
            for (int i = 0; i < args.length; i++) {
                String option = args[i];
                if (option.equals("--help") || option.equals("-h")) {
                    out.println(
                            "usage: MagicSearch --kind plain|fancy|black [--seed N] [--draws N] [--candidates N] [--climbs N] [--threads N]");
                    out.println(
                            "Prints the magic numbers (and black-magic offsets) as Java constants; see strategies/MAGICS.md.");
                    out.println(
                            "--draws, --candidates, --climbs and --threads matter only for black; --threads does not change the result.");
                    return 0;
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + option + " needs a value");
                }
                String value = args[++i];
                switch (option) {
                    case "--kind":
                        try {
                            kind = Kind.valueOf(value.toUpperCase(Locale.ROOT));
                        } catch (IllegalArgumentException e) {
                            throw new IllegalArgumentException(
                                    "--kind: '" + value + "' is not one of plain, fancy, black");
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
            if (kind == null) {
                throw new IllegalArgumentException("--kind is required (plain, fancy or black)");
            }
        } catch (IllegalArgumentException e) {
            err.println("MagicSearch: " + e.getMessage());
            return 2;
        }
        searchAll(
                kind, new BlackSettings(seed, draws, candidates, climbs, DEFAULT_BLACK_CLIMB_STEPS), threads, out, err);
        return 0;
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

    private static void searchAll(Kind kind, BlackSettings settings, int threads, PrintStream out, PrintStream err) {
        long seed = settings.seed();
        long start = System.nanoTime();
        long[] rookMagics = new long[64];
        long[] bishopMagics = new long[64];
        long drawn = 0;
        BlackResult black = null;
        if (kind == Kind.BLACK) {
            black = searchBlack(settings, threads);
            rookMagics = black.rookMagics();
            bishopMagics = black.bishopMagics();
        } else {
            for (int square = 0; square < 64; square++) {
                Found rook = search(kind, true, square, seed);
                Found bishop = search(kind, false, square, seed);
                rookMagics[square] = rook.magic();
                bishopMagics[square] = bishop.magic();
                drawn += rook.draws() + bishop.draws();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;

        String command = "MagicSearch --kind " + kind.name().toLowerCase(Locale.ROOT) + " --seed " + seed
                + (kind == Kind.BLACK
                        ? " --draws " + settings.draws() + " --candidates " + settings.candidates() + " --climbs "
                                + settings.climbs()
                        : "");
        StringBuilder text = new StringBuilder();
        text.append("    // Found by ").append(command).append(" (see strategies/MAGICS.md).\n");
        appendArray(text, "ROOK_MAGICS", rookMagics);
        appendArray(text, "BISHOP_MAGICS", bishopMagics);
        if (black != null) {
            appendArray(text, "ROOK_OFFSETS", black.rookOffsets());
            appendArray(text, "BISHOP_OFFSETS", black.bishopOffsets());
            text.append("    static final int TABLE_ENTRIES = ")
                    .append(String.format(Locale.ROOT, "%,d", black.entries()).replace(',', '_'))
                    .append(";\n");
        }
        out.print(text);
        if (black != null) {
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
        } else {
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

    private static void appendArray(StringBuilder out, String name, long[] values) {
        out.append("    static final long[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 4) {
            out.append("       ");
            for (int j = i; j < i + 4; j++) {
                out.append(String.format(Locale.ROOT, " 0x%016xL", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }

    private static void appendArray(StringBuilder out, String name, int[] values) {
        out.append("    static final int[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 8) {
            out.append("       ");
            for (int j = i; j < i + 8; j++) {
                out.append(String.format(Locale.ROOT, " %6d", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }
}
