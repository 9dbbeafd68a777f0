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
 * own, from {@link dev.slidebench.strategies.magic.MagicSearch} ({@code strategies/MAGICS.md}); that
 * plain random search with first-fit packing reaches 151,360 entries, well short of the 87,988 that
 * Annuss's optimised magics reach (and more than fancy magic's 107,648).
 *
 * <p>Tables: {@value #TABLE_ENTRIES} shared entries (1,210,880 bytes) plus per piece 64 inverted
 * masks, 64 magics and 64 offsets (2,560 bytes): 1,213,440 bytes.
 */
public final class BlackMagic implements SlidingAttacks {

    static final int ROOK_SHIFT = 52;
    static final int BISHOP_SHIFT = 55;

    // Found by MagicSearch --kind black --seed 1 --candidates 200 (see strategies/MAGICS.md).
    // Deterministic: re-running that command prints these numbers and offsets again; MagicSearchTest
    // re-checks a few squares and the packing, and BlackMagicTest rebuilds the table from them against RayLoop.
    static final long[] ROOK_MAGICS = {
        0x4c08010042040001L, 0x0108008010040102L, 0x0020040020000800L, 0x8020028892206004L,
        0x0100103251000408L, 0x8080010080040002L, 0x0210008008200440L, 0x0200003508820004L,
        0x0081080010040110L, 0x20002801008c0080L, 0x2300100200040010L, 0x0400202004000200L,
        0x8080200100020404L, 0x0000220000800108L, 0x2000410000800040L, 0xa080200849240424L,
        0x80a80020021001e2L, 0x4008009000040010L, 0x0608004040100006L, 0x0408002002002004L,
        0x1004002001020020L, 0x0000012008200080L, 0x0000008000410022L, 0x8908008000214403L,
        0x0800104080008020L, 0x2000100020000800L, 0x2005080018040010L, 0x1200040040080002L,
        0x0202040040400200L, 0x04204000c0010006L, 0x0001000050081058L, 0x0048220020054048L,
        0x2040002000201001L, 0x0208000400100010L, 0x0008000400100010L, 0x1340200200200400L,
        0x0000120400200300L, 0x0020090880220001L, 0x4000010000600080L, 0x02020c5100200220L,
        0x0400200310010400L, 0x0000080220001080L, 0x0048001002001000L, 0x0062008020100100L,
        0x2094000102001080L, 0x0400a0010000a044L, 0x1808008004014001L, 0x70400e014200a008L,
        0x02003010016a0020L, 0x308020008010403cL, 0x0800108840040010L, 0x240802002004001cL,
        0x4091002001420060L, 0x00008020090000a0L, 0x10010000200400a0L, 0x00000008a81000a0L,
        0x3800084021314482L, 0x0181201101800b41L, 0x1000041008402082L, 0x0000104020040802L,
        0x0002020800100401L, 0x1018120048040021L, 0x0060001210105401L, 0x4000000c0048c032L
    };
    static final long[] BISHOP_MAGICS = {
        0x0080808200810010L, 0x0200408300440600L, 0x4000c010b0840085L, 0x00810108a0000000L,
        0x00004c8080a10080L, 0x2880468402900018L, 0xa1c010802c020000L, 0x8000082158440410L,
        0x8008034400a01610L, 0x0800080021402018L, 0x0010010091401082L, 0x0802020090100022L,
        0x0100804410200110L, 0x1c00a00806022301L, 0x2800402008450280L, 0x0000101011409041L,
        0x0004111001006100L, 0x5002020822802004L, 0x0001000800400802L, 0x2202000020081101L,
        0x0880800010041238L, 0x4010101101080030L, 0xc00040080d040100L, 0x40304020100c800cL,
        0x1000940000810204L, 0x0000488a04202092L, 0x0002010300810004L, 0x8800201044010020L,
        0x0001001141004004L, 0x2842001000804026L, 0x0080285410448032L, 0x0108082004901102L,
        0x1b02008203108200L, 0x0000220100084100L, 0x0009000801008020L, 0x0841020080080080L,
        0x5024001008020080L, 0x020a010010000802L, 0x0008201028008084L, 0x0001000880202824L,
        0x4411007201200041L, 0x4000c040100a40a4L, 0x8180088080822010L, 0x8150000802010040L,
        0x0404004100480100L, 0x0110002800200010L, 0x0084804081150004L, 0x000010410020404aL,
        0x0000200402889488L, 0x8800310061014000L, 0x210200008e008342L, 0x2021504380411004L,
        0x5020440085004010L, 0x0000020a22000800L, 0x448108808028a800L, 0x0008808080084061L,
        0x04009012020200a0L, 0xa020102020012a00L, 0x804200900e010102L, 0x0000210410108080L,
        0x401240000200410cL, 0x008400100140c040L, 0x0280010381405100L, 0x1202020044008004L
    };
    static final int[] ROOK_OFFSETS = {
          4087,  61794,  55789,  46340,  31796,  39038,  64419,     -1,
         93980, 107067, 146288,  33972, 118721, 124787, 103063,  68163,
         97086, 121724,  98552, 146304, 100760, 110624, 130683,  81981,
         49522, 105043,  79260, 122968,  86621, 140846, 139026,  35450,
         89409,  54795,  18292, 147572,  91441, 114643, 133611,  52747,
         73231, 126793,  75939, 122782, 109113, 134552, 144576,  70591,
         58818, 113402, 128891, 119260, 143445, 135650, 137524,  84081,
         12263,  16268,  20212,  24052,  24308,  28373,  42619,   8176
    };
    static final int[] BISHOP_OFFSETS = {
         23668,  37863,  22260,  29967,  49000,  44158,  16414,  16191,
         51743,  23684,  32244,  19802,  42733,  16372,  28993,  29956,
         34895,  46324,  47225,  47069,  48762,  28977,  16747,  29060,
         29997,  54874,  22388,  51441,  41078,  22724,  49013,  35025,
         35205,  35153,  29764,  44597,  54747,  30920,  31860,  22900,
         31017,  19703,  49068,  23414,  37740,  47035,  54901,  16154,
         19709,  35553,  11909,  23410,  32084,  30755,  23549,  39158,
         44797,  19968,  19441,  39286,  51841,  39407,  39531,  32152
    };
    static final int TABLE_ENTRIES = 151_360;

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
