package dev.slidebench.tools.spectral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.strategies.SpectralMagicSwitched;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link SpectralMagicSwitched}'s committed triples and offsets, within a bounded time: an
 * independent rebuild of the shared table (this test's own hash, {@link RayLoop}'s attacks) must fit
 * with no destructive collision and end exactly at the committed length; the search, re-run for the
 * square it places first (the a8 rook, the widest) and for a few others, must keep the committed
 * triple in its pool, and for a8 must choose it at the committed offset. The whole search (about
 * 30 s) is {@code SpectralSwitchedSearch} itself.
 */
class SpectralSwitchedSearchTest {

    @Test
    void theCommittedTriplesAndOffsetsPackEverySquareWithoutADestructiveCollision() {
        int entries = SpectralMagicSwitched.tableEntries();
        long[] table = new long[entries];
        boolean[] written = new boolean[entries];
        int highest = -1;
        for (int piece = 0; piece < 2; piece++) {
            boolean rook = piece == 0;
            byte[] shifts = SpectralMagicSwitched.shifts(rook);
            int[] offsets = SpectralMagicSwitched.offsets(rook);
            for (int square = 0; square < 64; square++) {
                long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
                int a = shifts[3 * square];
                int b = shifts[3 * square + 1];
                int c = shifts[3 * square + 2];
                assertTrue(a < b && b < c && c < 64, "a strictly increasing triple");
                long subset = 0;
                do {
                    long attacks = rook
                            ? RayLoop.INSTANCE.rookAttacks(square, subset)
                            : RayLoop.INSTANCE.bishopAttacks(square, subset);
                    long m = subset | ~mask;
                    long magic = (1L << a) | (1L << b) | (1L << c);
                    // The three shifted adds are a multiplication by a 3-bit magic.
                    int entry = offsets[square] + (int) ((m * magic) >>> 46);
                    if (written[entry] && table[entry] != attacks) {
                        throw new AssertionError((rook ? "rook " : "bishop ") + Square.name(square) + ": subset "
                                + Bitboards.hex(subset) + " collides at entry " + entry);
                    }
                    written[entry] = true;
                    table[entry] = attacks;
                    highest = Math.max(highest, entry);
                    subset = Bitboards.nextSubset(subset, mask);
                } while (subset != 0);
            }
        }
        assertEquals(entries - 1, highest, "the table ends at its last used entry");
        assertEquals(261_732, entries, "the size MAGICS.md and the class Javadoc state");
        assertTrue(entries < 274_645, "smaller than the published constants' table");
    }

    @Test
    void theFirstSquarePlacedIsChosenAgainAtItsOffset() {
        // The a8 rook has the widest best index range, so the placement starts with it.
        List<SpectralSwitchedSearch.Candidate> pool =
                SpectralSwitchedSearch.pool(true, Square.A8, SpectralSwitchedSearch.POOL);
        SpectralSwitchedSearch.Choice choice = SpectralSwitchedSearch.choose(
                new SpectralSwitchedSearch.Occupancy(4 * SpectralMagicSwitched.Index.RANGE), pool);
        assertEquals(committed(true, Square.A8), triple(choice.candidate()));
        assertEquals(SpectralMagicSwitched.offsets(true)[Square.A8], choice.offset());
        int[] indices = choice.candidate().indices();
        // a8 alone reaches 260,872; only the h8 rook, placed next, reaches further (MAGICS.md).
        assertEquals(260_872, choice.offset() + indices[indices.length - 1] + 1, "a8's reach");
    }

    @Test
    void reSearchedSquaresKeepTheirCommittedTripleInThePool() {
        int[][] samples = {{1, Square.E4}, {1, Square.H1}, {0, Square.B2}, {0, Square.A1}};
        for (int[] sample : samples) {
            boolean rook = sample[0] == 1;
            List<String> pool = SpectralSwitchedSearch.pool(rook, sample[1], SpectralSwitchedSearch.POOL).stream()
                    .map(SpectralSwitchedSearchTest::triple)
                    .toList();
            assertTrue(pool.contains(committed(rook, sample[1])), Square.name(sample[1]) + " " + pool);
        }
    }

    @Test
    void argumentsAreRefusedWithOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SpectralSwitchedSearch.run(
                new String[] {"--seed", "1"}, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true));
        assertEquals(2, status);
        assertEquals(
                "SpectralSwitchedSearch: takes no arguments (it has no random part), got '--seed'",
                err.toString(StandardCharsets.UTF_8).strip());
    }

    private static String committed(boolean rook, int square) {
        byte[] shifts = SpectralMagicSwitched.shifts(rook);
        return shifts[3 * square] + "," + shifts[3 * square + 1] + "," + shifts[3 * square + 2];
    }

    private static String triple(SpectralSwitchedSearch.Candidate candidate) {
        return candidate.a() + "," + candidate.b() + "," + candidate.c();
    }
}
