package dev.slidebench.tools.spectral;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.tools.PrintedArrays;
import dev.slidebench.tools.spectral.SpectralSwitchedSearch.Candidate;
import dev.slidebench.tools.spectral.SpectralSwitchedSearch.Choice;
import dev.slidebench.tools.spectral.SpectralSwitchedSearch.Occupancy;
import dev.slidebench.tools.spectral.SpectralSwitchedSearch.Result;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The parts of {@link SpectralSwitchedSearch} the committed-constants test does not reach in a bounded
 * time: one square's whole ranked pool against this test's own enumeration, the shared array's
 * occupancy, the choice among a pool, the placement order, the placement of 128 hand-made pools, and the
 * command line's output. Every expected value is worked out by hand in a comment or by a brute force
 * written here.
 */
class SpectralSwitchedPlacementTest {

    private static Candidate candidate(int a, int b, int c, int rank, int... indices) {
        return new Candidate(a, b, c, indices, rank);
    }

    @Test
    void aCandidatesSpanIsItsHighestIndexMinusItsLowestPlusOne() {
        assertEquals(7, candidate(0, 1, 2, 0, 3, 5, 9).span());
        assertEquals(1, candidate(0, 1, 2, 0, 4).span());
    }

    /**
     * The a8 bishop (6 relevant squares, 64 subsets): every triple a < b < c is tried here with the
     * hash written out as one multiplication by 2^a + 2^b + 2^c, and the valid ones sorted as the class
     * Javadoc ranks them (index range, then entries used, then a, b, c). The search's full pool is that
     * list, triple for triple.
     */
    @Test
    void aSquaresWholePoolIsEveryValidTripleInRankOrder() {
        int square = Square.A8;
        long mask = Bitboards.bishopRelevantMask(square);
        List<int[]> expected = new ArrayList<>(); // {a, b, c, span, used}
        for (int a = 0; a < 64; a++) {
            for (int b = a + 1; b < 64; b++) {
                for (int c = b + 1; c < 64; c++) {
                    long magic = (1L << a) + (1L << b) + (1L << c);
                    Map<Integer, Long> seen = new HashMap<>();
                    boolean valid = true;
                    long subset = 0;
                    do {
                        long attacks = RayLoop.INSTANCE.bishopAttacks(square, subset);
                        int index = (int) (((subset | ~mask) * magic) >>> 46);
                        Long before = seen.putIfAbsent(index, attacks);
                        valid &= before == null || before == attacks;
                        subset = Bitboards.nextSubset(subset, mask);
                    } while (subset != 0 && valid);
                    if (valid) {
                        int low = seen.keySet().stream().min(Integer::compare).orElseThrow();
                        int high = seen.keySet().stream().max(Integer::compare).orElseThrow();
                        expected.add(new int[] {a, b, c, high - low + 1, seen.size()});
                    }
                }
            }
        }
        expected.sort(Comparator.<int[]>comparingInt(t -> t[3])
                .thenComparingInt(t -> t[4])
                .thenComparingInt(t -> t[0])
                .thenComparingInt(t -> t[1])
                .thenComparingInt(t -> t[2]));
        List<Candidate> pool = SpectralSwitchedSearch.pool(false, square, Integer.MAX_VALUE);
        assertEquals(expected.size(), pool.size(), "every valid triple, once");
        for (int i = 0; i < pool.size(); i++) {
            Candidate got = pool.get(i);
            int[] want = expected.get(i);
            assertEquals(
                    want[0] + "," + want[1] + "," + want[2] + " span " + want[3] + " used " + want[4],
                    got.a() + "," + got.b() + "," + got.c() + " span " + got.span() + " used " + got.indices().length,
                    "rank " + i);
        }
        // The kept best few are the head of that list.
        List<Candidate> best = SpectralSwitchedSearch.pool(false, square, 3);
        assertEquals(3, best.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(expected.get(i)[0], best.get(i).a());
        }
    }

    @Test
    void theOccupancyFindsTheLowestFreeOffsetAndTracksTheLength() {
        Occupancy table = new Occupancy(32);
        assertEquals(0, table.lowestFit(new int[] {0, 2}));
        table.take(new int[] {0, 2}, 0);
        assertEquals(3, table.length(), "entries 0 and 2: one past 2");
        // {0, 1}: offset 0 hits entry 0, offset 1 entry 2, offset 2 entry 2; offset 3 uses 3 and 4.
        assertEquals(3, table.lowestFit(new int[] {0, 1}));
        // Indices that start at 4 may go below offset 0, down to -4 (entry 0): -4 hits entry 0,
        // -3 uses entries 1 and 2 (2 is taken), -2 hits 2, -1 uses 3 and 4.
        assertEquals(-1, table.lowestFit(new int[] {4, 5}));
        table.take(new int[] {4, 5}, -1);
        assertEquals(5, table.length(), "entries 3 and 4 now, one past 4");
        // Taking lower entries keeps the length.
        table.take(new int[] {1}, 0);
        assertEquals(5, table.length());
        assertEquals(5, table.lowestFit(new int[] {0}), "entries 0 to 4 are all taken");
    }

    @Test
    void choosingKeepsTheCandidateThatEndsLowestThenTheLowerOffsetThenPoolOrder() {
        // Empty table: {0, 5} ends at 6, {0, 1, 2} at 3.
        Candidate wide = candidate(0, 1, 2, 0, 0, 5);
        Candidate narrow = candidate(0, 1, 3, 1, 0, 1, 2);
        Choice choice = SpectralSwitchedSearch.choose(new Occupancy(64), List.of(wide, narrow));
        assertSame(narrow, choice.candidate());
        assertEquals(0, choice.offset());

        // Entries 0 and 1 taken (length 2): {0, 2} first fits at offset 2 (entries 2, 4) and ends at 5;
        // {4, 6} fits at -2 (entries 2, 4) and ends at 5 too: the lower offset wins over pool order.
        Occupancy two = new Occupancy(64);
        two.take(new int[] {0, 1}, 0);
        Candidate first = candidate(0, 1, 4, 0, 0, 2);
        Candidate shifted = candidate(0, 1, 5, 1, 4, 6);
        choice = SpectralSwitchedSearch.choose(two, List.of(first, shifted));
        assertSame(shifted, choice.candidate());
        assertEquals(-2, choice.offset());

        // Entries 0 to 9 taken (length 10): {0} fits at 10 and ends at 11; {10, 11} fits at 0 and ends
        // at 12. The lower end wins even against the lower offset.
        Occupancy ten = new Occupancy(64);
        ten.take(IntStream.range(0, 10).toArray(), 0);
        Candidate single = candidate(0, 1, 6, 0, 0);
        Candidate late = candidate(0, 1, 7, 1, 10, 11);
        choice = SpectralSwitchedSearch.choose(ten, List.of(late, single));
        assertSame(single, choice.candidate());
        assertEquals(10, choice.offset());

        // Two candidates that fit alike: the first of the pool.
        Candidate twin = candidate(0, 2, 3, 1, 0, 1, 2);
        assertSame(
                narrow,
                SpectralSwitchedSearch.choose(new Occupancy(64), List.of(narrow, twin))
                        .candidate());
    }

    @Test
    void theWidestBestRangeIsPlacedFirstThenByIndex() {
        // Best spans: 0 -> 1, 1 -> 4, 2 -> 2, 3 -> 4, the rest 1. Order: 1, 3 (span 4), 2 (span 2), then
        // 0, 4, 5, ... by index.
        List<List<Candidate>> pools = new ArrayList<>();
        for (int i = 0; i < 128; i++) {
            int[] indices = i == 1 || i == 3 ? new int[] {0, 3} : i == 2 ? new int[] {5, 6} : new int[] {7};
            pools.add(List.of(candidate(0, 1, 2, 0, indices), candidate(0, 1, 3, 1, 0, 40)));
        }
        int[] order = SpectralSwitchedSearch.placementOrder(pools);
        int[] expected = new int[128];
        expected[0] = 1;
        expected[1] = 3;
        expected[2] = 2;
        expected[3] = 0;
        for (int i = 4; i < 128; i++) {
            expected[i] = i;
        }
        assertArrayEquals(expected, order);
    }

    /**
     * 128 hand-made pools of one candidate each: every piece-square uses one entry {0} except the f1
     * rook (piece-square 5: {0, 2}, span 3) and the d1 bishop (piece-square 67: {0, 1, 2, 3}, span 4).
     * The bishop goes first, at offset 0 (entries 0 to 3); the rook next: offsets 0 to 3 each hit a
     * taken entry, 4 uses 4 and 6.
     * The other 126, in piece-square order, take the free entries in turn: 5, then 7, 8, 9, ..., so the
     * k-th of them (from 0) sits at 5 when k = 0, else at 6 + k, and the array ends at 6 + 125 + 1 = 132.
     */
    @Test
    void theSearchPlacesEveryPoolAndFilesItUnderItsPieceAndSquare() {
        Result result = SpectralSwitchedSearch.search((rook, square) -> {
            int[] indices = rook && square == Square.F1
                    ? new int[] {0, 2}
                    : !rook && square == Square.D1 ? new int[] {0, 1, 2, 3} : new int[] {0};
            return List.of(candidate(rook ? 0 : 1, 2 + square, 63 - (rook ? 0 : 1), 0, indices));
        });
        assertEquals(132, result.entries());
        assertEquals(128L * 41_664, result.trials(), "every triple a < b < c of 0..63 on every piece-square");
        for (int pieceSquare = 0; pieceSquare < 128; pieceSquare++) {
            boolean rook = pieceSquare < 64;
            int square = pieceSquare % 64;
            int k = pieceSquare - (pieceSquare > 5 ? 1 : 0) - (pieceSquare > 67 ? 1 : 0);
            int offset = pieceSquare == 67 ? 0 : pieceSquare == 5 ? 4 : k == 0 ? 5 : 6 + k;
            int[] offsets = rook ? result.rookOffsets() : result.bishopOffsets();
            int[][] shifts = rook ? result.rookShifts() : result.bishopShifts();
            String where = (rook ? "rook " : "bishop ") + Square.name(square);
            assertEquals(offset, offsets[square], where);
            assertArrayEquals(new int[] {rook ? 0 : 1, 2 + square, rook ? 63 : 62}, shifts[square], where);
        }
    }

    @Test
    void aSquareWithoutAValidTripleStopsTheSearch() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SpectralSwitchedSearch.search(
                        (rook, square) -> !rook && square == 63 ? List.of() : List.of(candidate(0, 1, 2, 0, 0))));
        assertEquals("no valid triple for piece-square 127", e.getMessage());
    }

    @Test
    void theCommandLinePrintsTheResultAsJavaConstantsAndTheTimeFromItsClock() {
        // Distinct values in every place, so a shift or offset filed under another square shows.
        int[][] rookShifts = new int[64][];
        int[][] bishopShifts = new int[64][];
        int[] rookOffsets = new int[64];
        int[] bishopOffsets = new int[64];
        long[] rookFlat = new long[192];
        long[] bishopFlat = new long[192];
        for (int s = 0; s < 64; s++) {
            rookShifts[s] = new int[] {s % 7, 10 + s % 11, 30 + s % 13};
            bishopShifts[s] = new int[] {s % 5, 20 + s % 3, 40 + s % 17};
            rookOffsets[s] = 1_000 * s + 1;
            bishopOffsets[s] = 1_000 * s + 2;
            for (int j = 0; j < 3; j++) {
                rookFlat[3 * s + j] = rookShifts[s][j];
                bishopFlat[3 * s + j] = bishopShifts[s][j];
            }
        }
        Result result = new Result(rookShifts, bishopShifts, rookOffsets, bishopOffsets, 261_732, 5_332_992);
        long[] clock = {7_000_000_000L, 9_500_000_000L};
        int[] reads = {0};
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SpectralSwitchedSearch.run(
                new String[0],
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> result,
                () -> clock[reads[0]++]);
        assertEquals(0, status);
        assertEquals(
                "5,332,992 triples tried, 261,732 entries in 2.5 s",
                err.toString(StandardCharsets.UTF_8).strip());
        String text = out.toString(StandardCharsets.UTF_8);
        assertArrayEquals(rookFlat, PrintedArrays.values(text, "ROOK_SHIFTS"));
        assertArrayEquals(bishopFlat, PrintedArrays.values(text, "BISHOP_SHIFTS"));
        assertArrayEquals(rookOffsets, PrintedArrays.ints(text, "ROOK_OFFSETS"));
        assertArrayEquals(bishopOffsets, PrintedArrays.ints(text, "BISHOP_OFFSETS"));
        assertEquals(261_732, PrintedArrays.intConstant(text, "TABLE_ENTRIES"));
        assertEquals(2, reads[0], "the clock is read before and after the search");
    }
}
