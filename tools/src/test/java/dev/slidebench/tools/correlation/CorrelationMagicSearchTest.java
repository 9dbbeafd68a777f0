package dev.slidebench.tools.correlation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.strategies.CorrelationMagic;
import dev.slidebench.tools.PrintedArrays;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link CorrelationMagic}'s committed magics: the search with the committed seed finds each
 * of them again (the whole search, about 3 s), and each is checked with this test's own hash of every
 * relevant subset against {@link RayLoop}.
 */
class CorrelationMagicSearchTest {

    /**
     * The whole search, as a reader re-runs it ({@code CorrelationMagicSearch --seed 1}): the Java
     * arrays it prints are the committed magics, and stderr gives one line per group naming that
     * group's magic, then the total.
     */
    @Test
    void theCommandLineWithSeedOnePrintsTheCommittedMagics() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long[] clock = {1_000_000_000L, 3_500_000_000L};
        int[] reads = {0};
        int status = CorrelationMagicSearch.run(
                new String[] {"--seed", Long.toString(CorrelationMagicSearch.DEFAULT_SEED)},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> clock[reads[0]++]);
        String stats = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, stats);
        String text = out.toString(StandardCharsets.UTF_8);
        long[] bishops = CorrelationMagic.bishopMagics();
        long[] rooks = CorrelationMagic.rookMagics();
        assertEquals(hex(bishops), hex(PrintedArrays.values(text, "BISHOP_MAGICS")), "bishop magics per rank");
        assertEquals(hex(rooks), hex(PrintedArrays.values(text, "ROOK_MAGICS")), "rook magics per pair");
        List<String> lines = stats.lines().toList();
        assertEquals(8 + 32 + 1, lines.size(), stats);
        long total = 0;
        for (int rank = 0; rank < 8; rank++) {
            String expected = "bishop rank " + (rank + 1) + ": " + Bitboards.hex(bishops[rank]) + " after ";
            assertTrue(lines.get(rank).startsWith(expected), lines.get(rank));
            total += drawsIn(lines.get(rank));
        }
        for (int pair = 0; pair < 32; pair++) {
            String expected = "rook pair " + pair + ": " + Bitboards.hex(rooks[pair]) + " after ";
            assertTrue(lines.get(8 + pair).startsWith(expected), lines.get(8 + pair));
            total += drawsIn(lines.get(8 + pair));
        }
        // The total is the sum of the groups' draws; the time is the clock's 2.5 s.
        assertEquals(String.format(Locale.ROOT, "seed 1: %,d candidates in 2.5 s", total), lines.get(40));
        assertEquals(2, reads[0], "the clock is read before and after the search");
    }

    /** N of "... after N draws". */
    private static long drawsIn(String line) {
        Matcher m = Pattern.compile(" after ([0-9,]+) draws$").matcher(line);
        assertTrue(m.find(), line);
        return Long.parseLong(m.group(1).replace(",", ""));
    }

    /**
     * The first rank's bishop search replayed here: candidates drawn from the group's stream until one
     * passes this test's own collision check on all eight squares (each with the magic shifted right by
     * its file). The search finds the same magic after as many draws.
     */
    @Test
    void aGroupsDrawsCountEveryCandidateTriedUntilTheFirstThatPasses() {
        SplittableRandom replay = CorrelationMagicSearch.stream(1, false, 0);
        long draws = 0;
        long magic;
        boolean passes;
        do {
            magic = CorrelationMagicSearch.candidate(replay, 6, 7);
            draws++;
            passes = true;
            for (int file = 0; file < 8 && passes; file++) {
                passes = collisionFree(false, file, magic >>> file, 55);
            }
        } while (!passes);
        CorrelationMagicSearch.Found found = CorrelationMagicSearch.bishop(0, 1);
        assertEquals(Bitboards.hex(magic), Bitboards.hex(found.magic()));
        assertEquals(draws, found.draws());
        assertTrue(draws > 1, "the first candidate fails, so the count is not trivially 1: " + draws);
    }

    private static List<String> hex(long[] magics) {
        return Arrays.stream(magics).mapToObj(Bitboards::hex).toList();
    }

    @Test
    void everyCommittedMagicHashesEverySubsetOfItsSquaresWithoutADestructiveCollision() {
        long[] bishops = CorrelationMagic.bishopMagics();
        long[] rooks = CorrelationMagic.rookMagics();
        for (int square = 0; square < 64; square++) {
            // Written out here rather than through CorrelationMagic.Index: the sharing rule and the
            // black-magic formula as the idea states them.
            long bishopMagic = bishops[square / 8] >>> (square % 8);
            long rookMagic = rooks[square / 2] >>> (square % 2);
            assertNoDestructiveCollision(false, square, bishopMagic, 55);
            assertNoDestructiveCollision(true, square, rookMagic, 52);
        }
    }

    @Test
    void magicsAreSparseEnoughForSpectralMagic() {
        for (long magic : CorrelationMagic.bishopMagics()) {
            assertEquals(6, Long.bitCount(magic), Bitboards.hex(magic));
            assertTrue(Long.numberOfTrailingZeros(magic) >= 7, Bitboards.hex(magic));
        }
        for (long magic : CorrelationMagic.rookMagics()) {
            assertEquals(7, Long.bitCount(magic), Bitboards.hex(magic));
            assertTrue(Long.numberOfTrailingZeros(magic) >= 1, Bitboards.hex(magic));
        }
    }

    @Test
    void candidatesHaveTheRequestedBitsAndStreamsDependOnTheGroupOnly() {
        SplittableRandom random = CorrelationMagicSearch.stream(1, true, 5);
        for (int i = 0; i < 1_000; i++) {
            long magic = CorrelationMagicSearch.candidate(random, 7, 1);
            assertEquals(7, Long.bitCount(magic));
            assertTrue((magic & 1) == 0);
        }
        assertEquals(
                CorrelationMagicSearch.stream(1, true, 5).nextLong(),
                CorrelationMagicSearch.stream(1, true, 5).nextLong());
        assertTrue(CorrelationMagicSearch.stream(1, true, 5).nextLong()
                != CorrelationMagicSearch.stream(1, false, 5).nextLong());
        assertTrue(CorrelationMagicSearch.stream(1, true, 5).nextLong()
                != CorrelationMagicSearch.stream(2, true, 5).nextLong());
    }

    @Test
    void badArgumentsGetOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"--seed", "x1"}, {"--seed"}, {"--kind", "black"}}) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = CorrelationMagicSearch.run(
                    args, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true));
            String message = err.toString(StandardCharsets.UTF_8);
            assertEquals(2, status, message);
            assertEquals(1, message.lines().count(), message);
            assertTrue(message.startsWith("CorrelationMagicSearch: "), message);
        }
    }

    private static boolean collisionFree(boolean rook, int square, long magic, int shift) {
        return firstCollision(rook, square, magic, shift) == null;
    }

    private static void assertNoDestructiveCollision(boolean rook, int square, long magic, int shift) {
        String collision = firstCollision(rook, square, magic, shift);
        if (collision != null) {
            throw new AssertionError(collision);
        }
    }

    /** The first subset whose index already holds a different attack set, in words, or null. */
    private static String firstCollision(boolean rook, int square, long magic, int shift) {
        long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
        Map<Integer, Long> seen = new HashMap<>();
        long subset = 0;
        do {
            long attacks = rook
                    ? RayLoop.INSTANCE.rookAttacks(square, subset)
                    : RayLoop.INSTANCE.bishopAttacks(square, subset);
            int index = (int) (((subset | ~mask) * magic) >>> shift);
            Long before = seen.putIfAbsent(index, attacks);
            if (before != null && before != attacks) {
                return (rook ? "rook" : "bishop") + " square " + square + ": subset " + Bitboards.hex(subset)
                        + " collides at index " + index;
            }
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        return null;
    }
}
