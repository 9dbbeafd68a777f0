package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.tools.PrintedArrays;
import dev.slidebench.tools.magic.BlackLayout;
import dev.slidebench.tools.magic.BlackMagicPacker;
import dev.slidebench.tools.magic.BlackMagicSearch;
import dev.slidebench.tools.magic.BlackTable;
import dev.slidebench.tools.magic.MagicKind;
import dev.slidebench.tools.magic.MagicSearchCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The committed magic numbers, re-verified without the strategy classes' own table code: every
 * square's subsets are hashed with the constants and each index must map to one reference attack set
 * only, inside the square's part of the table; and the committed numbers must be exactly what
 * {@link MagicSearchCli} prints with the recorded seed.
 */
class MagicConstantsTest {

    private static final long SEED = 1;

    // -- plain ---------------------------------------------------------------------------------

    @Test
    void plainMagicsHashEverySubsetOfEverySquareWithoutDestructiveCollision() {
        for (int square = 0; square < 64; square++) {
            checkSquare("plain", true, square, PlainMagic.ROOK_MAGICS[square], 4096, 52);
            checkSquare("plain", false, square, PlainMagic.BISHOP_MAGICS[square], 512, 55);
        }
    }

    @Test
    void plainMagicHoldsFixedBlocksOf4096And512Entries() {
        assertEquals(262_144 + 32_768, PlainMagic.attackEntries());
        // 2,359,296 bytes of attacks + 64 masks and 64 magics per piece.
        assertEquals(2_359_296L + 4 * 64 * 8, new PlainMagic().tableBytes());
    }

    /**
     * Through the command line, as MAGICS.md tells a reader to re-run it: the printed constants are the
     * committed ones, and stderr states the candidates drawn that MAGICS.md publishes.
     */
    @Test
    void plainMagicsAreWhatTheCommandLinePrintsWithSeed1() {
        Printed printed = printed("plain");
        assertArrayEquals(PlainMagic.ROOK_MAGICS, PrintedArrays.values(printed.out(), "ROOK_MAGICS"));
        assertArrayEquals(PlainMagic.BISHOP_MAGICS, PrintedArrays.values(printed.out(), "BISHOP_MAGICS"));
        assertTrue(
                printed.err().startsWith("MagicSearch --kind plain --seed 1: 2,081,192 candidates drawn, "),
                printed.err());
    }

    // -- fancy ---------------------------------------------------------------------------------

    @Test
    void fancyMagicsHashEverySubsetIntoExactly2PowBitsEntries() {
        for (int square = 0; square < 64; square++) {
            int rookBits = Long.bitCount(Bitboards.rookRelevantMask(square));
            int bishopBits = Long.bitCount(Bitboards.bishopRelevantMask(square));
            checkSquare("fancy", true, square, FancyMagic.ROOK_MAGICS[square], 1 << rookBits, 64 - rookBits);
            checkSquare("fancy", false, square, FancyMagic.BISHOP_MAGICS[square], 1 << bishopBits, 64 - bishopBits);
        }
    }

    @Test
    void fancyMagicHolds107648AttackEntries() {
        assertEquals(107_648, FancyMagic.attackEntries());
        // 861,184 bytes of attacks + per square one record of mask, magic, shift and offset per piece (8 bytes each).
        assertEquals(861_184L + 64 * 8 * 8, new FancyMagic().tableBytes());
    }

    @Test
    void fancyMagicsAreWhatTheCommandLinePrintsWithSeed1() {
        Printed printed = printed("fancy");
        assertTrue(
                printed.out()
                        .startsWith("    // Found by MagicSearch --kind fancy --seed 1 (see strategies/MAGICS.md).\n"
                                + "    static final long[] ROOK_MAGICS = {\n"),
                printed.out());
        assertArrayEquals(FancyMagic.ROOK_MAGICS, PrintedArrays.values(printed.out(), "ROOK_MAGICS"));
        assertArrayEquals(FancyMagic.BISHOP_MAGICS, PrintedArrays.values(printed.out(), "BISHOP_MAGICS"));
        assertTrue(
                printed.err().startsWith("MagicSearch --kind fancy --seed 1: 12,504,893 candidates drawn, "),
                printed.err());
        assertEquals(1, printed.err().lines().count(), printed.err());
    }

    // -- black ---------------------------------------------------------------------------------

    @Test
    void blackMagicsFillTheSharedTableWithoutDestructiveCollision() {
        long[] table = new long[BlackMagic.TABLE_ENTRIES];
        int highest = -1;
        for (int slot = 0; slot < 128; slot++) {
            boolean rook = slot < 64;
            int square = slot & 63;
            long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
            long magic = rook ? BlackMagic.ROOK_MAGICS[square] : BlackMagic.BISHOP_MAGICS[square];
            int offset = rook ? BlackMagic.ROOK_OFFSETS[square] : BlackMagic.BISHOP_OFFSETS[square];
            int shift = rook ? 52 : 55;
            long subset = 0;
            do {
                long expected = reference(rook, square, subset);
                int entry = offset + (int) (((subset | ~mask) * magic) >>> shift);
                assertTrue(
                        entry >= 0 && entry < table.length,
                        "black " + piece(rook) + " " + Square.name(square) + ": entry " + entry);
                if (table[entry] != 0 && table[entry] != expected) {
                    fail("black " + piece(rook) + " " + Square.name(square) + ": subset " + Bitboards.hex(subset)
                            + " collides at " + entry);
                }
                table[entry] = expected;
                highest = Math.max(highest, entry);
                subset = Bitboards.nextSubset(subset, mask);
            } while (subset != 0);
        }
        assertEquals(BlackMagic.TABLE_ENTRIES - 1, highest, "TABLE_ENTRIES is exactly the entries the offsets need");
        long used = Arrays.stream(table).filter(a -> a != 0).count();
        assertEquals(used, BlackMagic.usedEntries(), "entries holding an attack set");
        assertEquals(BlackMagic.TABLE_ENTRIES, BlackMagic.attackEntries());
        // attacks (the array padded to the power of two the lookup masks with) + per square one record
        // of inverted mask, magic and offset per piece, padded to 8 longs
        assertEquals(1 << 17, BlackMagic.INDEX_SPACE);
        assertEquals(8L * BlackMagic.INDEX_SPACE + 64 * 8 * 8, new BlackMagic().tableBytes());
    }

    @Test
    void blackMagicIndexFormulaReproducesAnnussPublishedExample() {
        // Volker Annuss's example (talkchess, "Black magic bitboards", 2017): bishop on b2 with magic
        // 0x083e3ee040080801 and shift 55 uses indices 488..504.
        long mask = Bitboards.bishopRelevantMask(Square.B2);
        int min = Integer.MAX_VALUE;
        int max = -1;
        long subset = 0;
        do {
            int index = MagicKind.BLACK.index(subset, mask, 0x083e3ee040080801L, 55);
            min = Math.min(min, index);
            max = Math.max(max, index);
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        assertEquals(488, min);
        assertEquals(504, max);
    }

    @Test
    void blackMagicsOfSeveralSquaresAreWhatTheSearchChoosesWithSeed1() {
        // A square's pool depends only on the seed and the square; its choice depends on the table
        // holding the squares placed before it. So rebuild that table from the committed constants up
        // to the square, rebuild the square's pool with the recorded settings and let the search choose
        // again: the first square placed (the rook on a1, against the empty table, with the largest
        // pool to rebuild), a 10-bit rook, a 9-bit and a 7-bit bishop, and the last square placed (a
        // 5-bit bishop). About 10 s; the other squares are left to a re-run of the tool.
        int[] order = BlackMagicPacker.order();
        Set<Integer> checked = Set.of(order[0], order[40], order[64], order[70], order[127]);
        BlackTable table = new BlackTable();
        int rechosen = 0;
        for (int slot : order) {
            boolean rook = slot < 64;
            int square = slot & 63;
            long magic = rook ? BlackMagic.ROOK_MAGICS[square] : BlackMagic.BISHOP_MAGICS[square];
            int offset = rook ? BlackMagic.ROOK_OFFSETS[square] : BlackMagic.BISHOP_OFFSETS[square];
            if (checked.contains(slot)) {
                BlackMagicSearch.Candidate[] pool =
                        BlackMagicSearch.pool(rook, square, BlackMagicSearch.defaults(SEED));
                BlackMagicPacker.Placement again = BlackMagicPacker.choose(pool, table);
                String what = "black " + piece(rook) + " " + Square.name(square);
                assertEquals(Bitboards.hex(magic), Bitboards.hex(again.magic()), what + " magic");
                assertEquals(offset, again.offset(), what + " offset");
                rechosen++;
            }
            // place() refuses an offset where the square does not fit.
            table.place(BlackLayout.of(rook, square, magic), offset);
        }
        assertEquals(5, rechosen);
        assertEquals(BlackMagic.TABLE_ENTRIES, table.end());
        assertEquals(BlackMagic.usedEntries(), table.used());
    }

    @Test
    void blackMagicNeedsFewerEntriesThanFancyMagic() {
        // The point of black magic: fancy magic's lookup cost without its per-square shift, in a
        // smaller table. A re-run of the search that lost this would mislead whoever picks a scheme.
        assertTrue(
                BlackMagic.attackEntries() < FancyMagic.attackEntries(),
                BlackMagic.attackEntries() + " black entries vs " + FancyMagic.attackEntries() + " fancy");
    }

    @Test
    void blackOrderPlacesTheCornerRooksFirstAndFiveBitBishopsLast() {
        int[] order = BlackMagicPacker.order();
        assertArrayEquals(new int[] {Square.A1, Square.H1, Square.A8, Square.H8}, Arrays.copyOf(order, 4));
        assertEquals(128, Arrays.stream(order).distinct().count());
        // The last slot: bishop on g8, the highest-numbered 5-bit bishop square (h8 has 6 bits).
        assertEquals(64 + Square.G8, order[127]);
    }

    // -----------------------------------------------------------------------------------------------

    /**
     * Hashes every subset of the square's mask with {@code magic} and {@code shift}: each index must be
     * below {@code limit} and must never be shared by two subsets with different attack sets.
     */
    private static void checkSquare(String kind, boolean rook, int square, long magic, int limit, int shift) {
        long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
        Map<Integer, Long> byIndex = new HashMap<>();
        long subset = 0;
        do {
            long expected = reference(rook, square, subset);
            int index = (int) ((subset * magic) >>> shift);
            if (index < 0 || index >= limit) {
                fail(kind + " " + piece(rook) + " " + Square.name(square) + ": index " + index + " outside 0.."
                        + (limit - 1));
            }
            Long previous = byIndex.putIfAbsent(index, expected);
            if (previous != null && previous != expected) {
                fail(kind + " " + piece(rook) + " " + Square.name(square) + ": subset " + Bitboards.hex(subset)
                        + " collides at index " + index);
            }
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
    }

    private record Printed(String out, String err) {}

    /** {@code MagicSearchCli --kind KIND --seed 1}: what it printed on stdout and stderr. */
    private static Printed printed(String kind) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = MagicSearchCli.run(
                new String[] {"--kind", kind, "--seed", Long.toString(SEED)},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return new Printed(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static long reference(boolean rook, int square, long occupied) {
        return rook ? RayLoop.INSTANCE.rookAttacks(square, occupied) : RayLoop.INSTANCE.bishopAttacks(square, occupied);
    }

    private static String piece(boolean rook) {
        return rook ? "rook" : "bishop";
    }
}
