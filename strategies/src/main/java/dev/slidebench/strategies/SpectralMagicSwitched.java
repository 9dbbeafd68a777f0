package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Spectral magic switched: a per-square magic with only three set bits, so the hash is three shifts
 * and two adds, {@code ((m << a) + (m << b) + (m << c)) >>> 46} with {@code m = occupied | ~mask}
 * (black magic's complemented mask). The 18-bit index points into one table shared by rooks and
 * bishops at a per-square offset; the squares' sparse index sets interleave, as with fixed-shift
 * fancy magic. The original hard-codes each square's shifts and offset in a {@code switch}; here they
 * are read from small arrays, which costs the same in Java (variable shifts are as cheap as constant
 * ones on x86).
 *
 * <p>Reference: Daniel Inführ, talkchess thread 79005 ({@link #origin()}; {@code Spectralmagic.hpp} in
 * Chess_Movegen). Written here from the idea; the triples and offsets are this project's own, from
 * the exhaustive search {@code dev.slidebench.tools.spectral.SpectralSwitchedSearch}
 * ({@code strategies/MAGICS.md}).
 *
 * <p>Tables: {@value #TABLE_ENTRIES} shared entries (2,093,856 bytes; the published constants need
 * 274,645) plus per (piece, square) a complemented mask (8 bytes), an offset (4 bytes) and three
 * shift amounts (3 bytes), 1,920 bytes: 2,095,776 bytes. Its family is multiply/hash: the three
 * shifted adds are a multiplication by a 3-bit magic written out.
 */
public final class SpectralMagicSwitched extends DeclaredStrategy {

    /** The hash apart from the tables, so a search can use it. */
    public static final class Index {

        public static final int SHIFT = 46;
        /** Width of one square's index range: 2^18. */
        public static final int RANGE = 1 << (64 - SHIFT);

        private Index() {}

        /** The square's index, before its offset. */
        public static int of(long occupied, long notMask, int a, int b, int c) {
            long m = occupied | notMask;
            return (int) (((m << a) + (m << b) + (m << c)) >>> SHIFT);
        }
    }

    // Found by SpectralSwitchedSearch (tools module; exhaustive, no seed; see strategies/MAGICS.md) in
    // 35.8 s on one thread of the shared machine: 5,332,992 triples tried, 261,732 entries (the
    // published constants need 274,645). SpectralSwitchedSearchTest re-checks every square's triple,
    // rebuilds the shared table from these numbers, and re-searches the first square placed.
    // Shifts are {a, b, c} per square, three bytes each.
    static final byte[] ROOK_SHIFTS = {
        12, 30, 45, 3, 20, 45, 5, 28, 47, 4, 27, 47, 3, 26, 47,
        2, 25, 47, 1, 24, 47, 7, 32, 47, 4, 22, 37, 4, 27, 44,
        10, 20, 39, 3, 26, 38, 3, 18, 38, 9, 23, 37, 1, 16, 38,
        0, 15, 38, 12, 29, 50, 13, 28, 46, 12, 30, 50, 11, 30, 50,
        10, 30, 48, 5, 22, 35, 0, 23, 38, 0, 19, 31, 10, 21, 44,
        9, 27, 42, 12, 30, 51, 11, 30, 39, 8, 21, 42, 2, 24, 45,
        1, 23, 45, 0, 23, 43, 13, 38, 50, 13, 35, 48, 5, 14, 36,
        4, 15, 35, 6, 14, 34, 5, 19, 38, 0, 25, 43, 0, 14, 31,
        5, 28, 46, 4, 26, 43, 6, 28, 38, 6, 27, 49, 6, 26, 44,
        6, 25, 38, 6, 23, 44, 6, 23, 43, 9, 22, 39, 7, 16, 37,
        6, 15, 36, 2, 18, 38, 4, 23, 40, 0, 26, 45, 6, 24, 34,
        8, 18, 31, 0, 14, 39, 0, 13, 38, 0, 12, 37, 0, 11, 36,
        0, 10, 35, 1, 18, 36, 1, 16, 35, 1, 15, 32
    };
    static final byte[] BISHOP_SHIFTS = {
        1, 21, 40, 1, 18, 39, 9, 26, 45, 0, 17, 36, 0, 29, 46,
        0, 21, 38, 5, 23, 38, 0, 15, 32, 1, 11, 31, 0, 10, 31,
        2, 18, 37, 0, 9, 28, 19, 38, 45, 0, 13, 30, 5, 24, 45,
        5, 21, 36, 3, 22, 41, 2, 21, 39, 1, 22, 39, 0, 21, 40,
        8, 26, 37, 2, 18, 40, 4, 21, 36, 3, 21, 43, 2, 13, 37,
        1, 12, 36, 1, 14, 34, 6, 13, 37, 5, 23, 36, 10, 29, 44,
        3, 21, 34, 2, 20, 33, 5, 23, 39, 3, 32, 45, 7, 26, 39,
        4, 23, 38, 4, 21, 37, 3, 20, 36, 2, 19, 35, 1, 19, 34,
        8, 21, 39, 0, 19, 38, 0, 15, 32, 1, 14, 30, 3, 13, 29,
        5, 22, 37, 1, 18, 40, 0, 17, 38, 4, 13, 32, 3, 12, 31,
        0, 11, 28, 3, 4, 22, 11, 30, 45, 4, 20, 39, 6, 19, 39,
        5, 18, 38, 5, 16, 32, 5, 21, 36, 2, 20, 34, 6, 44, 45,
        3, 22, 45, 2, 23, 45, 2, 22, 41, 1, 20, 41
    };
    static final int[] ROOK_OFFSETS = {
        -141987, -146116, -170178, -182482, -180454, -176346, -161050, -63650, -145603, -39122, -55382, -80548, -107818,
                -144156, -165210, -154914,
        -114763, -155846, -168720, -137484, -132888, -84133, -47298, -162196, -101012, -30857, -130278, -135592,
                -141604, -206112, -204086, -149924,
        -131403, -150809, -184090, -182436, -135964, -84132, -115986, -156954, -174243, -100518, -132381, -141588,
                -148268, -167204, -192540, -159268,
        -3268, -130742, -161024, -50410, -67789, -75036, -17750, -62734, -1272, -3308, -5344, -9416, -17572, -66772,
                -66768, -412
    };
    static final int[] BISHOP_OFFSETS = {
        -247476, -255212, -250130, -245420, -247536, -249176, -247736, -231478, -250116, -254236, -249262, -236604,
                -241486, -249152, -251598, -255405,
        -253454, -250092, -246216, -239404, -242218, -236236, -247100, -247240, -258260, -258264, -238916, -122206,
                -124199, -231654, -257192, -257202,
        -259244, -255672, -219821, -117158, -213244, -246088, -258380, -258334, -247241, -257294, -217244, -219311,
                -233892, -218320, -250280, -253204,
        -251086, -249056, -249144, -251310, -258244, -257196, -250052, -248298, -231210, -255404, -236514, -238510,
                -253714, -250284, -247228, -245006
    };
    static final int TABLE_ENTRIES = 261732;

    private static final long[] ROOK_NOT_MASKS = new long[64];
    private static final long[] BISHOP_NOT_MASKS = new long[64];
    private static final long[] ATTACKS = new long[TABLE_ENTRIES];

    static {
        String name = SpectralMagicSwitched.class.getSimpleName();
        if (ROOK_SHIFTS.length != 3 * 64 || BISHOP_SHIFTS.length != 3 * 64) {
            throw InitChecks.failed(name + ": shift tables need 3 x 64 entries");
        }
        if (ROOK_OFFSETS.length != 64 || BISHOP_OFFSETS.length != 64) {
            throw InitChecks.failed(name + ": offset tables need 64 entries");
        }
        for (int square = 0; square < 64; square++) {
            place(name, true, square, ROOK_NOT_MASKS, ROOK_SHIFTS, ROOK_OFFSETS);
            place(name, false, square, BISHOP_NOT_MASKS, BISHOP_SHIFTS, BISHOP_OFFSETS);
        }
        // The packing leaves no trailing slack: the last entry is in use (attack sets are never empty).
        if (ATTACKS[TABLE_ENTRIES - 1] == 0) {
            throw InitChecks.failed(name + ": TABLE_ENTRIES " + TABLE_ENTRIES + " is larger than the entries used");
        }
    }

    private static void place(String name, boolean rook, int square, long[] notMasks, byte[] shifts, int[] offsets) {
        long notMask = ~SubsetTables.relevantMask(rook, square);
        notMasks[square] = notMask;
        int a = shifts[3 * square];
        int b = shifts[3 * square + 1];
        int c = shifts[3 * square + 2];
        // Three shifted adds are a multiplication by 2^a + 2^b + 2^c, and (subset | ~mask) equals
        // subset + ~mask, so the index adds over the rays: the additive fill walks each ray's subsets
        // once instead of every subset (one reference walk per subset cost about 10 ms in a cold JVM).
        // The full mask's entry is then read through the lookup's own formula, Index.of.
        long magic = (1L << a) + (1L << b) + (1L << c);
        SubsetTables.fill(
                name,
                ATTACKS,
                offsets[square],
                0,
                TABLE_ENTRIES,
                rook,
                square,
                ~notMask,
                notMask * magic,
                new SubsetTables.MultiplyKey(magic),
                Index.SHIFT);
        SubsetTables.requireFullMaskEntry(
                name, rook, square, ATTACKS[offsets[square] + Index.of(~notMask, notMask, a, b, c)]);
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public SpectralMagicSwitched() {
        super(
                "SpectralMagicSwitched",
                StrategyFamily.MULTIPLY_HASH,
                new StrategyOrigin(
                        "Daniel Inführ", 0, "https://www.talkchess.com/forum3/viewtopic.php?f=7&t=79005&start=160"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int s = 3 * square;
        return ATTACKS[
                ROOK_OFFSETS[square]
                        + Index.of(
                                occupied,
                                ROOK_NOT_MASKS[square],
                                ROOK_SHIFTS[s],
                                ROOK_SHIFTS[s + 1],
                                ROOK_SHIFTS[s + 2])];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int s = 3 * square;
        return ATTACKS[
                BISHOP_OFFSETS[square]
                        + Index.of(
                                occupied,
                                BISHOP_NOT_MASKS[square],
                                BISHOP_SHIFTS[s],
                                BISHOP_SHIFTS[s + 1],
                                BISHOP_SHIFTS[s + 2])];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, ROOK_NOT_MASKS, BISHOP_NOT_MASKS)
                + SubsetTables.bytes(ROOK_OFFSETS, BISHOP_OFFSETS)
                + ROOK_SHIFTS.length
                + BISHOP_SHIFTS.length;
    }

    /** The committed shifts, {a, b, c} per square (a copy, for the tools test). */
    public static byte[] shifts(boolean rook) {
        return (rook ? ROOK_SHIFTS : BISHOP_SHIFTS).clone();
    }

    /** The committed offsets per square (a copy). */
    public static int[] offsets(boolean rook) {
        return (rook ? ROOK_OFFSETS : BISHOP_OFFSETS).clone();
    }

    /** The committed length of the shared array. */
    public static int tableEntries() {
        return TABLE_ENTRIES;
    }
}
