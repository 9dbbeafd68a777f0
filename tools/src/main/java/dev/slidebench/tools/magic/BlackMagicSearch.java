package dev.slidebench.tools.magic;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Black magic candidates, one square at a time. The fixed shift makes every square's index range 4096
 * (rook) or 512 (bishop) wide, so the shared table is small only if squares use few entries
 * ({@code used}, which constructive collisions lower), keep them close together ({@code span},
 * highest index minus lowest plus one) and leave holes that other squares can fill. Per square, and
 * independently of every other square, a {@linkplain #pool pool} of candidates is drawn from the
 * square's stream and ranked by {@code 2 * used + span}; the best few are then improved by a hill
 * climb on the same cost. {@link BlackMagicPacker} places the squares.
 */
public final class BlackMagicSearch {

    /**
     * Candidates drawn per square with 1,024 relevant subsets (scaled by subset count, see {@link #draws}).
     */
    public static final int DEFAULT_DRAWS = 8_000_000;
    /** Candidates kept per square for the placement. */
    public static final int DEFAULT_CANDIDATES = 1_000;
    /** How many of a square's best candidates a hill climb starts from. */
    public static final int DEFAULT_CLIMBS = 32;
    /** Steps of each hill climb. */
    public static final int DEFAULT_CLIMB_STEPS = 30_000;

    private BlackMagicSearch() {}

    /**
     * What a black-magic search depends on; the committed constants came from {@link #defaults}
     * with seed 1.
     *
     * @param seed       the run's seed; each square's stream is derived from it ({@link MagicKind#streamSeed})
     * @param draws      candidates drawn for a 10-bit rook square ({@link #draws(int, int)} scales it)
     * @param candidates candidates kept per square for the placement
     * @param climbs     how many of the best kept candidates a hill climb starts from
     * @param climbSteps steps of each hill climb
     */
    public record Settings(long seed, int draws, int candidates, int climbs, int climbSteps) {}

    /** The settings the committed black magics were found with, for the given seed. */
    public static Settings defaults(long seed) {
        return new Settings(seed, DEFAULT_DRAWS, DEFAULT_CANDIDATES, DEFAULT_CLIMBS, DEFAULT_CLIMB_STEPS);
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
            return costOf(used, span());
        }
    }

    static int costOf(int used, int span) {
        return 2 * used + span;
    }

    /**
     * Candidates drawn for a square with {@code subsets} relevant subsets: {@code draws} for a 10-bit
     * rook, twice that for an 11-bit and four times for a 12-bit one; bishops (at most 512 subsets,
     * but also cheap to try) get half.
     */
    public static long draws(int draws, int subsets) {
        return (long) draws * Math.max(subsets, 512) / 1024;
    }

    /**
     * One square's black-magic pool, which depends only on the arguments (not on other squares):
     * <ol>
     * <li>{@link #draws(int, int)} candidates, each the AND of three words of the square's stream, are
     * tried (more if none of them passes); of those without a destructive collision the
     * {@code candidates} with the lowest cost {@code 2 * used + span} are kept (ties: drawn first);</li>
     * <li>from each of the best {@code climbs}, a hill climb of {@code climbSteps} steps (continuing
     * the same stream) flips one or two bits or adds or subtracts a power of two, and keeps the
     * change when the cost does not rise; each climb's end joins the pool.</li>
     * </ol>
     * The pool is returned sorted by cost, ties in the order the candidates joined it.
     */
    public static Candidate[] pool(boolean rook, int square, Settings settings) {
        BlackTrials trials = new BlackTrials(rook, square, settings.seed());
        long total = draws(settings.draws(), trials.subsets.length);
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
            long mask = MagicKind.relevantMask(rook, square);
            shift = MagicKind.BLACK.shift(rook, square);
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
            random = new SplitMix64(MagicKind.BLACK.streamSeed(seed, rook, square));
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
                    if (costOf(count, max - min + 1) > limit) {
                        return -1;
                    }
                } else if (stored[index] != attacks[i]) {
                    return -1;
                }
            }
            used = count;
            minIndex = min;
            maxIndex = max;
            return costOf(count, max - min + 1);
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
}
