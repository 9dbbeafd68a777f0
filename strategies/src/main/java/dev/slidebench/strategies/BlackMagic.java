package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * Black magic bitboards: instead of clearing the squares outside the relevant mask, the occupancy is
 * ORed with the mask's complement ({@code occupied | ~mask}), which equals the masked occupancy plus
 * a per-square constant and so moves each square's indices away from 0; the product with the magic
 * is shifted by a fixed 52 (rook) or 55 (bishop). Each square has an offset into one array shared by
 * rooks and bishops, and the squares' sparsely used index ranges may overlap wherever the entries
 * they need are free or already hold the same attack set. A fixed shift saves a table load, and
 * overlapping wins back the space a fixed shift wastes, as far as the magics let it.
 *
 * <p>Reference: Volker Annuss, "Black magic bitboards" (talkchess, 2017), building on the fixed-shift
 * fancy scheme of Onno Garms and Annuss (Chess Programming Wiki, "Magic Bitboards", sections
 * "Fixed shift Fancy" and "Black Magic Bitboards"). The magic numbers and offsets are this project's
 * own, from {@link dev.slidebench.strategies.magic.MagicSearch} ({@code strategies/MAGICS.md}). That
 * plain random search with table-aware first-fit placement needs 147,932 entries: far more than the
 * 87,988 of Annuss's and Fiekas's optimised magics, and more than fancy magic's 107,648. So this class
 * shows the speed of the fixed-shift lookup, not the smallest table the scheme allows.
 *
 * <p>Tables: {@value #TABLE_ENTRIES} shared entries (1,183,456 bytes) plus per piece 64 inverted
 * masks, 64 magics and 64 offsets (2,560 bytes): 1,186,016 bytes.
 */
public final class BlackMagic implements SlidingAttacks {

    static final int ROOK_SHIFT = 52;
    static final int BISHOP_SHIFT = 55;

    // Found by MagicSearch --kind black --seed 1 --candidates 200 (see strategies/MAGICS.md).
    // Deterministic: re-running that command prints these numbers and offsets again; MagicConstantsTest
    // re-checks the choice of several squares and rebuilds the whole table from them against RayLoop.
    static final long[] ROOK_MAGICS = {
        0x4c08010042040001L, 0x0108008010040102L, 0x0020040020000800L, 0x8020028892206004L,
        0x0100103251000408L, 0x8080010080040002L, 0x0210040100401008L, 0x0200003508820004L,
        0x0000400020004010L, 0x2000400840002000L, 0x2300100200040010L, 0x0400202004000200L,
        0x4029000800040900L, 0x0000220000800108L, 0x2000410000800040L, 0xa080200849240424L,
        0x80a80020021001e2L, 0x4008009000040010L, 0x0208001010000200L, 0x0408002002002004L,
        0x1004002001020020L, 0x4490008004000200L, 0x0020004001002080L, 0x8908008000214403L,
        0x0800104080008020L, 0x2000100020000800L, 0x5a50001a80048020L, 0x1200040040080002L,
        0x01410102000e0008L, 0x0000014010008102L, 0x0001000050081058L, 0x8000004080002100L,
        0x2040002000201001L, 0x0208000400100010L, 0x0008000400100010L, 0x1340200200200400L,
        0x0000120400200300L, 0x0020090880220001L, 0x4000010000600080L, 0x02020c5100200220L,
        0x0400200310010400L, 0x0000080220001080L, 0x0048001002001000L, 0x0062008020100100L,
        0x2094000102001080L, 0x0400a0010000a044L, 0x1808008004014001L, 0x003c0c1000810402L,
        0x02003010016a0020L, 0x308020008010403cL, 0x0800108840040010L, 0x240802002004001cL,
        0x4091002001420060L, 0x00008020090000a0L, 0x1040010000800040L, 0x00000008a81000a0L,
        0x4000030180095241L, 0x0181201101800b41L, 0x003040010d200101L, 0x8000105200a04006L,
        0x0002020800100401L, 0x1018120048040021L, 0x0060001210105401L, 0x00010000102a0381L
    };
    static final long[] BISHOP_MAGICS = {
        0x0004040048002080L, 0x1002004100230200L, 0x0504040230c00000L, 0x0008021060001000L,
        0x002200b000041100L, 0x4001180210080002L, 0x483a004144101406L, 0x0080082080201010L,
        0x0003830801081004L, 0x0002580048008010L, 0x410008002400a004L, 0x0080040408800104L,
        0x2010030090008000L, 0x2900408011090002L, 0x40202100c8008800L, 0x0200104100201300L,
        0xc260010308020080L, 0x002040020400a026L, 0x0800400408008100L, 0x2108000082024000L,
        0x1401000020080820L, 0x8102002018040400L, 0x5202400010420802L, 0x0008800100308200L,
        0x4844010050100080L, 0x1002508000840800L, 0x1000480010008010L, 0x8800201044010020L,
        0x0001001141004004L, 0x0002020020205000L, 0x0800840800610141L, 0x0108082004901102L,
        0x1b02008203108200L, 0x0000220100084100L, 0x0088104800100080L, 0x0841020080080080L,
        0x5024001008020080L, 0x00a0004080010082L, 0x8010240042008040L, 0x8000210100064020L,
        0x4411007201200041L, 0x0c06002402000400L, 0x2d24084008041000L, 0x0008800600801801L,
        0x0b80080100404400L, 0x8001020802009040L, 0x0005020006110040L, 0x8010420080200101L,
        0x4040104100600050L, 0x0002822060440080L, 0x011000010022c040L, 0x0100201909008001L,
        0x0100011020404040L, 0x0080080088208060L, 0x14010810308080e2L, 0x4808004810404000L,
        0x1000041201008800L, 0xa020102020012a00L, 0x1000000080402205L, 0x0000405c40401200L,
        0x00240242408c8040L, 0x00f080c090020080L, 0x0210a00302020410L, 0x0004010202040100L
    };
    static final int[] ROOK_OFFSETS = {
             0,  15279,  18337,  22094,  25548,  28612,  31569,   4093,
         33584,  86800,  88888,  17375,  12273,  90339,  92898,  37345,
         39619,  95394,  77019,  95970,  98210,  99819, 100004,  42437,
         45205, 102558, 104077, 106344, 108150, 109642, 111428,  48661,
         51737, 112484, 114372, 115704, 117946, 119976, 122914,  54558,
         57505, 123896, 126716, 128734, 131286, 132722, 134686,  60209,
         63215, 137095, 138417, 140884, 143125, 143836, 126204,  65988,
          8179,  69844,  72892,  73915,  77755,  81820,  84960,  12269
    };
    static final int[] BISHOP_OFFSETS = {
          9592,     31,   4040,   9757,  10173,  10512,  10793,  16336,
           536,   8677,   4605,    291,  11012,  11295,  11581,  11713,
          3614,    663,   4091,   4604,  16279,   5116,  11856,    -79,
          9013,  11237,   5627,  30413,  38873,   6139,   1047,  18400,
         18704,  18652,   6652,  47125,  56558,   7155,   1276,   9445,
         22680,   1349,   7669,   8184,   8699,   9208,   1539,   5110,
         22697,   2401,   2360,   1947,   1724,   2703,    814,   3005,
         18554,  22914,   3116,   5626,   3433,   7407,  12274,  10100
    };
    static final int TABLE_ENTRIES = 147_932;

    /** {@code ~relevantMask}: the squares whose bits the lookup sets rather than clears. */
    private static final long[] ROOK_NOT_MASKS = new long[64];
    private static final long[] BISHOP_NOT_MASKS = new long[64];
    private static final long[] ATTACKS = new long[TABLE_ENTRIES];
    /** Entries that some square reaches (the rest are gaps the packing could not fill). */
    private static final int USED_ENTRIES;

    static {
        String name = BlackMagic.class.getSimpleName();
        SubsetTables.requireLength(name, "ROOK_MAGICS", ROOK_MAGICS, 64);
        SubsetTables.requireLength(name, "BISHOP_MAGICS", BISHOP_MAGICS, 64);
        if (ROOK_OFFSETS.length != 64 || BISHOP_OFFSETS.length != 64) {
            throw new IllegalStateException(name + ": offset tables need 64 entries each");
        }
        int written = 0;
        for (int square = 0; square < 64; square++) {
            long rookNotMask = ~SubsetTables.relevantMask(true, square);
            long rookMagic = ROOK_MAGICS[square];
            ROOK_NOT_MASKS[square] = rookNotMask;
            written += SubsetTables.fill(name, ATTACKS, ROOK_OFFSETS[square], 0, TABLE_ENTRIES, true, square, ~rookNotMask,
                    subset -> (int) (((subset | rookNotMask) * rookMagic) >>> ROOK_SHIFT));

            long bishopNotMask = ~SubsetTables.relevantMask(false, square);
            long bishopMagic = BISHOP_MAGICS[square];
            BISHOP_NOT_MASKS[square] = bishopNotMask;
            written += SubsetTables.fill(name, ATTACKS, BISHOP_OFFSETS[square], 0, TABLE_ENTRIES, false, square, ~bishopNotMask,
                    subset -> (int) (((subset | bishopNotMask) * bishopMagic) >>> BISHOP_SHIFT));
        }
        // The packing leaves no trailing slack: the last entry is in use.
        if (ATTACKS[TABLE_ENTRIES - 1] == 0) {
            throw new IllegalStateException(name + ": TABLE_ENTRIES " + TABLE_ENTRIES + " is larger than the entries used");
        }
        USED_ENTRIES = written;
    }

    @Override
    public String name() {
        return "BlackMagic";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ATTACKS[ROOK_OFFSETS[square] + (int) (((occupied | ROOK_NOT_MASKS[square]) * ROOK_MAGICS[square]) >>> ROOK_SHIFT)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return ATTACKS[BISHOP_OFFSETS[square] + (int) (((occupied | BISHOP_NOT_MASKS[square]) * BISHOP_MAGICS[square]) >>> BISHOP_SHIFT)];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, ROOK_NOT_MASKS, BISHOP_NOT_MASKS, ROOK_MAGICS, BISHOP_MAGICS)
                + SubsetTables.bytes(ROOK_OFFSETS, BISHOP_OFFSETS);
    }

    /** Attack entries held, used or not. */
    static int attackEntries() {
        return ATTACKS.length;
    }

    /** Entries that hold an attack set. */
    static int usedEntries() {
        return USED_ENTRIES;
    }
}
