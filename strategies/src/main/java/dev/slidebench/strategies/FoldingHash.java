package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * FoldingHash ("4× fancy magic"): each of the four lines through a square is hashed on its own, with
 * 32-bit arithmetic only. The occupancy gets every bit outside the line's inner squares set (as black
 * magic does), is folded to 32 bits, multiplied by a 32-bit per-line constant, and the top 6 bits
 * index the line's attack sets: a line has at most 6 inner squares, so 64 slots suffice when the hash
 * has only constructive collisions. The 256 small tables of 64 slots are packed into one array at
 * per-line offsets, overlapping wherever the slots they use are free or agree. Queen = OR of four
 * lookups.
 *
 * <p>Reference: Daniel Inführ, 2022, Chess_Movegen ({@code FoldingHash.hpp}, MIT; {@link #origin()}),
 * whose constants came from a CUDA brute force. Written here from the idea; the multipliers and
 * offsets are this project's own, from the seeded search
 * {@code dev.slidebench.tools.foldinghash.FoldingHashSearch} ({@code strategies/MAGICS.md}).
 *
 * <p>Tables: {@value #TABLE_ENTRIES} packed entries (47,488 bytes; the published constants reach 5,956)
 * plus, per (square, line), an 8-byte complemented mask, a 4-byte multiplier and a 4-byte offset
 * (4,096 bytes): 51,584 bytes.
 */
public final class FoldingHash extends DeclaredStrategy {

    /** The line order of the per-(square, line) arrays: {@code 4 * square + line}. */
    public static final int RANK = 0;

    public static final int FILE = 1;
    public static final int DIAGONAL = 2;
    public static final int ANTI_DIAGONAL = 3;

    /** The hash and the masks, apart from the tables, so a search can use them. */
    public static final class Index {

        /** Slots of one line's table: 2^6, for up to 6 inner squares. */
        public static final int SLOTS = 64;

        private Index() {}

        /** 64 to 32 bits: the high half XOR three times the low half (the factor keeps a file's squares apart). */
        public static int fold(long occupied, long notMask) {
            long bits = occupied | notMask;
            return (int) (bits >>> 32) ^ ((int) bits * 3);
        }

        /** The line's slot, 0..63: the top 6 bits of the 32-bit product. */
        public static int slot(long occupied, long notMask, int multiplier) {
            return (fold(occupied, notMask) * multiplier) >>> 26;
        }

        /** The whole line through {@code square} (the square included). */
        public static long line(int square, int line) {
            return LineTables.Line.values()[line].through(square); // RANK, FILE, DIAGONAL, ANTI_DIAGONAL
        }

        /** The line's inner squares: without the square itself and without the two ends of the line. */
        public static long innerMask(int square, int line) {
            long ends = line == RANK
                    ? Bitboards.FILE_A | Bitboards.FILE_H
                    : line == FILE ? Bitboards.RANK_1 | Bitboards.RANK_8 : Bitboards.EDGES;
            return line(square, line) & ~ends & ~Square.bit(square);
        }

        /** The reference attack set along one line only. */
        public static long lineAttacks(int square, int line, long occupied) {
            long attacks = line < DIAGONAL
                    ? RayLoop.INSTANCE.rookAttacks(square, occupied)
                    : RayLoop.INSTANCE.bishopAttacks(square, occupied);
            return attacks & line(square, line);
        }
    }

    // Found by FoldingHashSearch --seed 1 (tools module; see strategies/MAGICS.md) in 13.1 s on one
    // thread of the shared machine: 25,600,000 multipliers drawn, 5,936 entries, 5,164 of them in use.
    // Deterministic: FoldingHashSearchTest re-runs the whole search and must print these again.
    static final int[] MULTIPLIERS = {
        0x0eac7c4d, 0xfd38c00c, 0x21dacc03, 0x7fba429c, 0x26ac813e, 0xaca7e004, 0xc014543c, 0x7fba429c,
        0xbbfd1ac0, 0xff304618, 0xe001160a, 0xff29c334, 0x7f95449e, 0x7da2180f, 0xc8671001, 0xf4be8057,
        0xffa04a33, 0xb82503c8, 0x6aa867ff, 0xec0ae9ab, 0x54f4b8a7, 0xac78e08c, 0x7ccc0653, 0x812172dc,
        0xffa8cc26, 0x854083f2, 0xfbe8400a, 0x267f6f2c, 0xab056c14, 0x5607f337, 0xfbe8400a, 0xe5d07f97,
        0x4756a8d2, 0x3f01f10d, 0xfb9ef802, 0x7fba429c, 0x6fa2a2c0, 0xc3200182, 0xdf3854df, 0x7fba429c,
        0x3abd5cfb, 0xb90d80c1, 0x602c0712, 0x7d79809f, 0xffaa3f65, 0x4461ffa8, 0xf00b999d, 0x630a6ed5,
        0xbc55b523, 0x30502403, 0x5ead4d4f, 0x81f6e63b, 0xb3d4fac0, 0xaa814016, 0x7d271405, 0x41808f0d,
        0x862a521e, 0x3f7ff863, 0x7e38fa34, 0x732d80db, 0x557fa465, 0xeb09fbe9, 0x7e38fa34, 0xa4dfe806,
        0x0b7603fe, 0xddfc70d5, 0x013e5005, 0xff29c334, 0x4fc127f8, 0x14822b83, 0xb4daa817, 0xfc408c32,
        0xb8247d5e, 0x4287fed4, 0xbeff0301, 0x7c4ad8ff, 0x8e69006b, 0x4340e063, 0xa61807c8, 0x14fac756,
        0x66cdd4ea, 0xc49f8fda, 0x67d6017b, 0xc202576a, 0x6b2915a8, 0xa9d837ed, 0xdf4fe9e7, 0xbf5180c5,
        0x7cc8d4fb, 0x107c0bbf, 0xff97f37b, 0xcf9d4046, 0x1edbab0e, 0x27300dfd, 0x7ccc0653, 0xfc135fd3,
        0xaa641dbe, 0xefe002e8, 0xe821e029, 0xeb2a850c, 0xc0ad52ab, 0xaa82075e, 0x69b56fe3, 0xdf0aafcc,
        0x7e628755, 0xc13781fb, 0xdc18580f, 0x366564c3, 0x413a5339, 0xb81f81f5, 0x2b296c0e, 0x6a7d3f9a,
        0xcde5c9ad, 0x249f0fc5, 0x65c0359e, 0xd687f7f5, 0x3e02b8ea, 0x57cf003d, 0x2bd531a0, 0x1dc7c097,
        0x407e3956, 0x73b38010, 0x76f54d69, 0x5ac85fd0, 0xc0848f0e, 0x423a6807, 0xfc30012f, 0xde53d010,
        0x7c084f10, 0x86fc2db4, 0xfc6e40a9, 0xa02ac082, 0x7c084f10, 0xa9927e2e, 0x7a416068, 0x5b054a7f,
        0xb408d0fa, 0x57fdf76b, 0x0f7b6fd4, 0x7177fa8c, 0x0180be3f, 0x4b41ff68, 0xb012e018, 0xb7015fab,
        0x0180be3f, 0x5a3dffc5, 0x1d2a0082, 0x77a93f95, 0x8182755b, 0x52981f7e, 0x75ea7f5a, 0x53829faa,
        0x010884c9, 0xde63f041, 0x538a9663, 0x7c44f01d, 0x0124f23e, 0x9d731df9, 0xd2800fe3, 0xfd2be7fd,
        0xea2c077e, 0xcb00ef58, 0x7f97fce6, 0x084ab598, 0x8f87e8a1, 0xec807c49, 0x7efeff5b, 0x5c81b565,
        0x0c03f75b, 0x3d803c06, 0x04eec22b, 0x9df6a606, 0x24813f27, 0xbb1541e8, 0x435741d5, 0x45f143fc,
        0x1d015e81, 0xdedfef4c, 0xc3ce2a42, 0xc8917efb, 0x7f7eaf00, 0x510ff83a, 0xdb2a2b6a, 0xffe2ff7e,
        0xc101111d, 0x338ffc1f, 0x4cd565f6, 0x7df6681a, 0x9e810206, 0x7a0d53df, 0x25755f7e, 0x7da8e80f,
        0x9b06bc04, 0x280ec401, 0x7e38fa34, 0xfbdaaf4b, 0xca755817, 0x4d880077, 0x7e38fa34, 0xcd5001a5,
        0x180bb81a, 0x4e5eeae1, 0xfd0134eb, 0x50c34d55, 0xcc30881c, 0x2cc20013, 0x0116fb38, 0xbfef8aca,
        0x9c230121, 0x84daa62b, 0x75e84d55, 0xf7f76bef, 0xbec30150, 0xd262a54e, 0x5fb04cb8, 0xff2bee23,
        0xb739010f, 0x67dd5959, 0x0efee9fd, 0x7eb2e33a, 0xdb2b7ed6, 0x3e60f257, 0x68801e9e, 0x7eb2e33a,
        0x874b387a, 0x0c37fc0b, 0x7e38fa34, 0xb89eeaae, 0x7f617aff, 0x01d5e36f, 0x7e38fa34, 0xb421c6ad,
        0xc15fe901, 0xc346feb9, 0xfc0c8366, 0x100d5e9d, 0xaa6b63d5, 0xa1bf7554, 0xf5fec24c, 0x4402d357,
        0xce69f279, 0xcfd19083, 0x80995444, 0x6654088d, 0xa1a12942, 0x73efca7c, 0xec78af2b, 0xfd9767ee,
        0x7fc747fe, 0x296433de, 0xc03c50ac, 0x7eb2e33a, 0x346dfa41, 0xeeace509, 0x03d53e0c, 0x7eb2e33a
    };
    static final int[] OFFSETS = {
        1689, 255, 972, 228, 5514, 627, 4725, 197, 4769, 317, 5578, 570, 3554, 444, 246, 217,
        3586, 688, 475, 545, 3635, 506, 321, 698, 5531, 381, 264, 4776, 1359, 563, 230, 1031,
        1740, 4814, 4833, 268, 5590, 4624, 4862, 274, 4916, 3657, 3615, 3022, 3679, 3727, 697, 647,
        3744, 4925, 3020, 1082, 4987, 3776, 3130, 3130, 5606, 3809, 280, 4984, 1407, 3858, 302, 5019,
        1773, 3882, 4663, 580, 5665, 3036, 3557, 3173, 5055, 3272, 3330, 3032, 3922, 3335, 1632, 1074,
        3060, 3379, 1526, 2158, 5081, 3420, 3128, 3941, 5097, 3457, 3184, 5643, 787, 3473, 329, 5587,
        0, 2463, 1090, 2099, 1964, 2522, 1510, 2345, 1996, 2551, 2107, 1116, 2049, 2582, 3999, 2048,
        2099, 2618, 2289, 3248, 2147, 2637, 1155, 5701, 2179, 2658, 2578, 1624, 64, 2893, 2845, 2353,
        1568, 2955, 2897, 2521, 5711, 2982, 2921, 1308, 5160, 2707, 1233, 2377, 4037, 2734, 5496, 3109,
        3144, 2770, 3173, 4449, 3512, 2787, 5504, 1443, 5774, 2820, 1489, 1418, 840, 2868, 2308, 2933,
        1836, 4668, 1037, 5881, 5786, 4052, 3192, 2920, 5159, 4099, 1211, 4132, 4173, 4222, 1433, 4126,
        3212, 4227, 4007, 1557, 3516, 4268, 4311, 3042, 5191, 4341, 964, 3219, 1885, 4373, 5712, 1228,
        1932, 4689, 66, 5213, 5789, 5253, 308, 5284, 5318, 5347, 3302, 5864, 4398, 4431, 3022, 3353,
        4478, 1817, 992, 2949, 4493, 4524, 3209, 3391, 5377, 4559, 5386, 310, 869, 4592, 5431, 129,
        128, 912, 228, 1093, 2211, 1450, 341, 5470, 2243, 744, 1038, 5866, 2296, 1149, 2995, 2314,
        2346, 1203, 2904, 3099, 2394, 1504, 5881, 1228, 2426, 1260, 5843, 349, 192, 1321, 1628, 228
    };
    static final int TABLE_ENTRIES = 5936;

    /** {@code ~innerMask}, per {@code 4 * square + line}: the bits the hash sets rather than clears. */
    private static final long[] NOT_MASKS = new long[256];

    private static final long[] ATTACKS = new long[TABLE_ENTRIES];

    static {
        String name = FoldingHash.class.getSimpleName();
        if (MULTIPLIERS.length != 256 || OFFSETS.length != 256) {
            throw InitChecks.failed(name + ": multipliers and offsets need 256 entries each");
        }
        boolean[] written = new boolean[TABLE_ENTRIES];
        for (int squareLine = 0; squareLine < 256; squareLine++) {
            int square = squareLine >>> 2;
            int line = squareLine & 3;
            long inner = Index.innerMask(square, line);
            long notMask = ~inner;
            NOT_MASKS[squareLine] = notMask;
            long subset = 0;
            do {
                long attacks = Index.lineAttacks(square, line, subset);
                int entry = OFFSETS[squareLine] + Index.slot(subset, notMask, MULTIPLIERS[squareLine]);
                if (entry < 0 || entry >= TABLE_ENTRIES) {
                    throw InitChecks.failed(name + ": line " + line + " of " + Square.name(square) + " indexes entry "
                            + entry + ", outside 0.." + (TABLE_ENTRIES - 1));
                }
                if (!written[entry]) {
                    written[entry] = true;
                    ATTACKS[entry] = attacks;
                } else if (ATTACKS[entry] != attacks) {
                    throw InitChecks.mismatch(
                            name + " line " + line + " of " + Square.name(square) + ", entry " + entry,
                            attacks,
                            ATTACKS[entry]);
                }
                subset = Bitboards.nextSubset(subset, inner);
            } while (subset != 0);
        }
        // The packing leaves no trailing slack: the last entry is in use.
        if (!written[TABLE_ENTRIES - 1]) {
            throw InitChecks.failed(name + ": TABLE_ENTRIES " + TABLE_ENTRIES + " is larger than the entries used");
        }
        InitChecks.againstReference(new FoldingHash());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public FoldingHash() {
        super(
                "FoldingHash",
                StrategyFamily.MULTIPLY_HASH,
                new StrategyOrigin("Daniel Inführ", 2022, "https://github.com/Gigantua/Chess_Movegen"),
                "mul32");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 2;
        return lookup(base | RANK, occupied) | lookup(base | FILE, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 2;
        return lookup(base | DIAGONAL, occupied) | lookup(base | ANTI_DIAGONAL, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int base = square << 2;
        return lookup(base | RANK, occupied)
                | lookup(base | FILE, occupied)
                | lookup(base | DIAGONAL, occupied)
                | lookup(base | ANTI_DIAGONAL, occupied);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, NOT_MASKS) + SubsetTables.bytes(MULTIPLIERS, OFFSETS);
    }

    private static long lookup(int squareLine, long occupied) {
        return ATTACKS[OFFSETS[squareLine] + Index.slot(occupied, NOT_MASKS[squareLine], MULTIPLIERS[squareLine])];
    }

    /** The committed multipliers, per {@code 4 * square + line} (a copy, for the tools test). */
    public static int[] multipliers() {
        return MULTIPLIERS.clone();
    }

    /** The committed offsets, per {@code 4 * square + line} (a copy). */
    public static int[] offsets() {
        return OFFSETS.clone();
    }

    /** The committed length of the packed array. */
    public static int tableEntries() {
        return TABLE_ENTRIES;
    }
}
