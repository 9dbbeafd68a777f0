package dev.slidebench.tools.magic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One square's black-magic pool against a brute force of the test's own: the same stream of
 * candidates is drawn, each is hashed with Annuss' formula {@code ((subset | ~mask) * magic) >>> 55}
 * and checked against {@link RayLoop}, and the kept candidates are worked out from the documented
 * rule (the {@code candidates} cheapest by {@code 2 * used + span}, ties in draw order).
 *
 * <p>The square is the bishop on b1: 5 relevant squares, 32 subsets, so a draw costs microseconds.
 * Seed 57 with 50 draws (25 for a bishop, which gets half) and 3 kept candidates was picked because
 * its stream exercises every rule of the pool: the kept three change several times, a later draw ties
 * or misses by one the dearest kept candidate, and the 26th draw (just past the budget) would enter
 * the pool, so a pool that drew once more would differ.
 */
class BlackMagicPoolTest {

    private static final int B1 = Square.B1;
    /** c2, d3, e4, f5, g6: the diagonal from b1 without its edge square h7; a2 is on the edge. */
    private static final long B1_MASK = 1L << 10 | 1L << 19 | 1L << 28 | 1L << 37 | 1L << 46;

    private static final long SEED = 57;
    private static final int DRAWS = 50;
    private static final int KEPT = 3;

    /** What the test computes for one magic: entries used, lowest and highest index. */
    private record Trial(long magic, int used, int minIndex, int maxIndex, long[] bits) {
        int span() {
            return maxIndex - minIndex + 1;
        }

        int cost() {
            return 2 * used + span();
        }
    }

    /** The test's own black-magic check of a bishop-on-b1 magic; null on a destructive collision. */
    private static Trial trial(long magic) {
        long[] attacksAt = new long[512];
        boolean[] taken = new boolean[512];
        int used = 0;
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int n = 0; n < 1 << Long.bitCount(B1_MASK); n++) {
            long subset = MaskSubsets.nth(B1_MASK, n);
            int index = (int) (((subset | ~B1_MASK) * magic) >>> 55);
            long attacks = RayLoop.INSTANCE.bishopAttacks(B1, subset);
            if (!taken[index]) {
                taken[index] = true;
                attacksAt[index] = attacks;
                used++;
                min = Math.min(min, index);
                max = Math.max(max, index);
            } else if (attacksAt[index] != attacks) {
                return null;
            }
        }
        long[] bits = new long[(max - min + 64) / 64];
        for (int index = min; index <= max; index++) {
            if (taken[index]) {
                bits[(index - min) / 64] |= 1L << ((index - min) % 64);
            }
        }
        return new Trial(magic, used, min, max, bits);
    }

    /** The square's stream: three words ANDed per candidate (a sparse number, as for plain magics). */
    private static List<Long> draws(int count) {
        SplitMix64 stream = new SplitMix64(MagicKind.BLACK.streamSeed(SEED, false, B1));
        List<Long> magics = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            magics.add(stream.next() & stream.next() & stream.next());
        }
        return magics;
    }

    /** The documented rule on the first {@code budget} draws: the KEPT cheapest, ties drawn first. */
    private static List<Trial> keptOf(List<Long> draws, int budget) {
        List<Trial> passing = new ArrayList<>();
        for (long magic : draws.subList(0, budget)) {
            Trial trial = trial(magic);
            if (trial != null) {
                passing.add(trial);
            }
        }
        passing.sort(Comparator.comparingInt(Trial::cost)); // stable: ties stay in draw order
        return passing.subList(0, Math.min(KEPT, passing.size()));
    }

    @Test
    void theMaskIsTheDiagonalWithoutItsEdges() {
        assertEquals(B1_MASK, MagicKind.relevantMask(false, B1));
        // A bishop gets half the draws of a 10-bit rook.
        assertEquals(DRAWS / 2, BlackMagicSearch.draws(DRAWS, 32));
    }

    @Test
    void withoutClimbsThePoolIsTheCheapestDrawsInCostThenDrawOrder() {
        List<Long> draws = draws(DRAWS / 2 + 1);
        List<Trial> expected = keptOf(draws, DRAWS / 2);
        assertEquals(KEPT, expected.size());
        // The premise of the seed: one draw more would change the pool.
        assertNotEquals(magics(expected), magics(keptOf(draws, DRAWS / 2 + 1)), "the 26th draw enters the pool");
        assertRuleExercised(draws.subList(0, DRAWS / 2));

        // climbSteps > 0 but no climb: only the drawn candidates are in the pool.
        BlackMagicSearch.Candidate[] pool =
                BlackMagicSearch.pool(false, B1, new BlackMagicSearch.Settings(SEED, DRAWS, KEPT, 0, 200));
        assertEquals(KEPT, pool.length);
        for (int k = 0; k < KEPT; k++) {
            assertCandidate(expected.get(k), pool[k]);
        }
    }

    @Test
    void aClimbStartsFromTheCheapestAndItsEndIsSortedIntoThePool() {
        List<Trial> kept = keptOf(draws(DRAWS / 2), DRAWS / 2);
        BlackMagicSearch.Candidate[] pool =
                BlackMagicSearch.pool(false, B1, new BlackMagicSearch.Settings(SEED, DRAWS, KEPT, 1, 300));
        // The three drawn ones, and where the climb ended (300 steps move it off its start).
        assertEquals(KEPT + 1, pool.length);
        List<BlackMagicSearch.Candidate> drawn = new ArrayList<>();
        BlackMagicSearch.Candidate climbed = null;
        for (BlackMagicSearch.Candidate candidate : pool) {
            if (kept.stream().anyMatch(t -> t.magic() == candidate.magic())) {
                drawn.add(candidate);
            } else {
                climbed = candidate;
            }
        }
        assertNotNull(climbed);
        for (int k = 0; k < KEPT; k++) {
            assertCandidate(kept.get(k), drawn.get(k));
        }
        // The climb keeps only changes that do not raise the cost, and it starts from the cheapest.
        Trial end = trial(climbed.magic());
        assertNotNull(end, "the climb's end is a black magic");
        assertCandidate(end, climbed);
        assertTrue(
                end.cost() <= kept.get(0).cost(),
                end.cost() + " > " + kept.get(0).cost());
        // So it is ranked before every drawn candidate that costs more, and after those that cost the same.
        int expectedAt = (int) kept.stream().filter(t -> t.cost() <= end.cost()).count();
        assertEquals(climbed, pool[expectedAt]);
        assertTrue(end.cost() < kept.get(KEPT - 1).cost(), "the climb's end must move forward when sorted");
    }

    private static List<Long> magics(List<Trial> trials) {
        return trials.stream().map(Trial::magic).toList();
    }

    private static void assertCandidate(Trial expected, BlackMagicSearch.Candidate actual) {
        String what = Long.toHexString(expected.magic());
        assertEquals(expected.magic(), actual.magic(), what);
        assertEquals(expected.used(), actual.used(), what);
        assertEquals(expected.minIndex(), actual.minIndex(), what);
        assertEquals(expected.maxIndex(), actual.maxIndex(), what);
        assertEquals(expected.span(), actual.span(), what);
        assertEquals(expected.cost(), actual.cost(), what);
        assertArrayEquals(expected.bits(), actual.bits(), what);
    }

    /**
     * The draws hold, after the pool is full, a passing candidate that costs the same as the dearest
     * kept one or one more: it must not displace it (ties go to the earlier draw, dearer ones stay out).
     */
    private static void assertRuleExercised(List<Long> draws) {
        List<Integer> kept = new ArrayList<>();
        boolean tieOrOneMore = false;
        for (long magic : draws) {
            Trial trial = trial(magic);
            if (trial == null) {
                continue;
            }
            if (kept.size() == KEPT) {
                int dearest = kept.get(KEPT - 1);
                tieOrOneMore |= trial.cost() == dearest || trial.cost() == dearest + 1;
                if (trial.cost() >= dearest) {
                    continue;
                }
                kept.remove(KEPT - 1);
            }
            kept.add(trial.cost());
            kept.sort(null);
        }
        assertTrue(tieOrOneMore, "a later draw ties the dearest kept candidate or costs one more");
    }
}
