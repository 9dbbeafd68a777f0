package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

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
 * own, from {@code dev.slidebench.tools.magic.MagicSearch} (tools module) ({@code strategies/MAGICS.md}): a
 * seeded search that ranks each square's candidates by how few entries they need and how close
 * together they lie, then packs the squares into one array. Its table has 101,732 entries, fewer
 * than fancy magic's 107,648, though more than the 87,988 of Annuss's and Fiekas's optimised magics.
 *
 * <p>Tables: {@value #TABLE_ENTRIES} shared entries (813,856 bytes) in an array padded to
 * {@value #INDEX_SPACE} (1,048,576 bytes; the lookup masks its index to that power of two, see the
 * hot paths) plus 64 square records of inverted mask, magic and offset per piece, padded to 64 bytes
 * (4,096 bytes): 1,052,672 bytes held, of which the 29,340 padding entries are never read.
 */
public final class BlackMagic extends DeclaredStrategy {

    static final int ROOK_SHIFT = 52;
    static final int BISHOP_SHIFT = 55;

    // Found by MagicSearch --kind black --seed 1 --draws 8000000 --candidates 1000 --climbs 32
    // (see strategies/MAGICS.md) in 208.7 s on one thread (JDK 17, shared AMD EPYC): 101,732 entries,
    // 84,079 of them in use. Deterministic: re-running that command, on any number of --threads, prints
    // these numbers and offsets again; MagicConstantsTest re-checks the choice of several squares and
    // rebuilds the whole table from them against RayLoop.
    static final long[] ROOK_MAGICS = {
        0x8210021204000800L, 0x0020000800100020L, 0x00400800400ffffdL, 0x004004004007ffffL,
        0x0040028320400024L, 0x0020008020010202L, 0x7fe0009884440020L, 0xcff0004646240012L,
        0xaf001801cd000c00L, 0x5d7ff0040008000cL, 0x0000080402010008L, 0xde7fe003fe001fffL,
        0x307fe02002000100L, 0x42ffe02001000080L, 0x657fbfff7fffc001L, 0x9400180081c60018L,
        0x0040002000100021L, 0xe771fff801fc0002L, 0x7ff78041ffbf7f00L, 0x5ca1ffdffc001fffL,
        0x2012001001008010L, 0x8021001000801040L, 0x0040004040008001L, 0x0c44802000400020L,
        0x56401ffff0080008L, 0xa0f003fff8020006L, 0x0804020008010008L, 0x2020020020040020L,
        0x4c9fff001ffe0020L, 0x7c4fff801fff0020L, 0xc50fff8020200040L, 0x73cfc00040000080L,
        0x0140001000200020L, 0xe8fff803fff00010L, 0x95c04008004003f1L, 0x1340200200200400L,
        0x8000200200200100L, 0x43701fff801fff00L, 0x1800008000404001L, 0x4000802000200040L,
        0x540005e406003800L, 0x0100060083000c00L, 0xdcff3ffdf8004010L, 0x0080040002002020L,
        0x0800010002002020L, 0x9870004000ffc002L, 0x42dfffc000801fe0L, 0x4e86000a82006801L,
        0x78000204090100a8L, 0x7c80010a887c0010L, 0x2400010300480018L, 0xdb801ffc00020020L,
        0x577fff001ffe0020L, 0xe09000201f3f8020L, 0x79a000040bd000a0L, 0x41100009ae280028L,
        0x3000044420851012L, 0x130001108b008241L, 0x4005000120004079L, 0x80010000300024a1L,
        0x4136000020080e82L, 0x02440000410004a9L, 0x43a0001085100814L, 0xb628000841102572L
    };
    static final long[] BISHOP_MAGICS = {
        0x0080808200810010L, 0x8000a200805001c8L, 0x8580c00fe800022bL, 0xd7bf802003ffdf57L,
        0x1040440300040082L, 0x88a0240200084102L, 0x0030120002008300L, 0x0804088280020080L,
        0x0014008200410003L, 0x5443ffdf6fefebffL, 0x3d3c7f8018300100L, 0x80407f801ffbff76L,
        0x96b3c03c01b01b3bL, 0x1012002402001212L, 0x4008408080c80011L, 0x4002040901010006L,
        0x9380bfff81800fd0L, 0x373f9fbfc0bfd002L, 0xc67f7f7bffe07bffL, 0x0000800108088040L,
        0x2020800840808000L, 0x0001000024020030L, 0x0520080040240008L, 0x4110041008410008L,
        0x27007e40007e4008L, 0x8cbf7f9fffc0e004L, 0x0802008101040080L, 0x4494003fcc030001L,
        0x7e29ffe002018029L, 0x0c04010080208040L, 0x9040104010118004L, 0x0040084000084003L,
        0x0000040920008200L, 0x0400020430004040L, 0x6f0000fc047f8021L, 0xf900018081080200L,
        0xd814000ff82e0080L, 0x4300240020010022L, 0x95800ff037fff038L, 0xee7ff83bf9f40ff8L,
        0x0000200408600084L, 0x4000020083284045L, 0x8000801080820800L, 0x02000001004c0400L,
        0x0200001008180100L, 0x3010000c300c1018L, 0xa3ffe0afeffbefecL, 0x4ffff037fbfbfc16L,
        0x4000020044004e30L, 0x0000010100402800L, 0x420180004e810202L, 0x10b1810401004080L,
        0x0800080080207000L, 0xee7ffcffe02ff400L, 0x4900005f70081003L, 0x1b7fe0cfefeffdfaL,
        0x8104004024040084L, 0x4010400100220023L, 0x0220091808020083L, 0x0028081010010041L,
        0x800000a000802070L, 0xb681fd7f401f3ff4L, 0xb4fefe7f9ff05ffaL, 0x4010008100102040L
    };
    static final int[] ROOK_OFFSETS = {
        -1, 14276, 16325, 18373, 20361, 22415, 26002, 4079, 27675, 60814, 60979, 65068, 63581, 64933, 65677, 29481,
        29629, 68840, 68678, 69042, 69848, 72409, 71387, 31870, 34721, 74151, 73559, 74969, 75933, 77719, 80164, 37111,
        37839, 81383, 82216, 81152, 83916, 83199, 84299, 40892, 42740, 84714, 88724, 86911, 88055, 91013, 90659, 45045,
        47258, 92733, 92401, 95847, 94501, 97780, 97414, 47048, 8145, 49895, 50752, 53158, 54844, 57252, 58939, 12240
    };
    static final int[] BISHOP_OFFSETS = {
        22751, 4561, 8494, 30101, 30331, 4968, 4791, 3739, 3787, 8570, 8603, 29955, 31022, 5117, 5284, 5355, 8840, 8716,
        22924, 23426, 23750, 4225, 4833, 5423, 8742, 9017, 27407, 99718, 100224, 27671, 5859, 5635, 5731, -407, 30379,
        100727, 101220, 61231, 9106, 9349, -316, -25, 36280, 61350, 8050, 8460, 9252, 9155, 108, 112, 5893, 253, 43524,
        9521, 9259, 9237, 4841, 471, 455, 484, 45648, 9599, 9671, 23942
    };
    static final int TABLE_ENTRIES = 101_732;

    // One record per square, the fields of both pieces side by side: a queen lookup reads inverted
    // masks, magics and offsets through one index computation. The rook's fields are at 0, the
    // bishop's at BISHOP. Padded from 6 to 8 longs (64 bytes): the record index becomes a shift and a
    // record never spans more than two cache lines; measured on movegen, 6 longs ran about 10% slower.
    private static final int NOT_MASK = 0; // ~relevantMask: the squares whose bits the lookup sets rather than clears
    private static final int MAGIC = 1;
    private static final int OFFSET = 2;
    private static final int BISHOP = 3;
    private static final int RECORD = 8;

    /** {@code SQUARES[RECORD * square + piece + field]}, piece 0 or BISHOP. */
    private static final long[] SQUARES = new long[RECORD * 64];

    /**
     * The power of two above TABLE_ENTRIES: the lookup masks its index with {@code INDEX_SPACE - 1},
     * which changes no index the offsets produce (all lie below TABLE_ENTRIES, as the fill checks)
     * but lets C2 prove it in range of this array's length.
     */
    static final int INDEX_SPACE = 1 << 17;

    private static final int INDEX_MASK = INDEX_SPACE - 1;

    private static final long[] ATTACKS = new long[INDEX_SPACE];
    /** Entries that some square reaches (the rest are gaps the packing could not fill). */
    private static final int USED_ENTRIES;

    static {
        String name = BlackMagic.class.getSimpleName();
        SubsetTables.requireLength(name, "ROOK_MAGICS", ROOK_MAGICS, 64);
        SubsetTables.requireLength(name, "BISHOP_MAGICS", BISHOP_MAGICS, 64);
        if (ROOK_OFFSETS.length != 64 || BISHOP_OFFSETS.length != 64) {
            throw new IllegalStateException(name + ": offset tables need 64 entries each");
        }
        if (TABLE_ENTRIES > INDEX_SPACE || TABLE_ENTRIES <= INDEX_SPACE / 2) {
            throw new IllegalStateException(
                    name + ": INDEX_SPACE " + INDEX_SPACE + " is not the power of two above " + TABLE_ENTRIES);
        }
        int written = 0;
        for (int square = 0; square < 64; square++) {
            written += place(name, true, square, ROOK_MAGICS[square], ROOK_OFFSETS[square], ROOK_SHIFT, 0);
            written += place(name, false, square, BISHOP_MAGICS[square], BISHOP_OFFSETS[square], BISHOP_SHIFT, BISHOP);
        }
        // The packing leaves no trailing slack: the last entry is in use.
        if (ATTACKS[TABLE_ENTRIES - 1] == 0) {
            throw new IllegalStateException(
                    name + ": TABLE_ENTRIES " + TABLE_ENTRIES + " is larger than the entries used");
        }
        USED_ENTRIES = written;
    }

    /** Writes one piece's record fields and fills its entries; returns the entries it wrote first. */
    private static int place(String name, boolean rook, int square, long magic, int offset, int shift, int piece) {
        long mask = SubsetTables.relevantMask(rook, square);
        int fields = RECORD * square + piece;
        SQUARES[fields + NOT_MASK] = ~mask;
        SQUARES[fields + MAGIC] = magic;
        SQUARES[fields + OFFSET] = offset;
        // (subset | ~mask) == subset + ~mask for a subset of the mask, so ~mask * magic is the base.
        return SubsetTables.fill(
                name,
                ATTACKS,
                offset,
                0,
                TABLE_ENTRIES,
                rook,
                square,
                mask,
                ~mask * magic,
                new SubsetTables.MultiplyKey(magic),
                shift);
    }

    public BlackMagic() {
        super(
                "BlackMagic",
                StrategyFamily.MULTIPLY_HASH,
                new StrategyOrigin(
                        "Volker Annuss",
                        2017,
                        "https://www.chessprogramming.org/Magic_Bitboards#Black_Magic_Bitboards"),
                "mul64");
    }

    // Hot paths. `square & 63` changes nothing for the squares of the contract (0..63), but it lets
    // the JIT prove the record index in range and drop those bounds checks. The attack index (an
    // offset, possibly negative, plus the hash) is masked to INDEX_SPACE for the same reason: without
    // the mask each piece paid a compare and branch plus a sign extension and a second 64-bit index
    // sum (35 instructions per queen lookup in the movegen loop, 29 with it; +15% lookups/s on
    // Temurin 25, scripts/disassemble.sh BlackMagic). The same mask measured flat on FancyMagic and
    // Pext, so they keep exact-size tables.

    @Override
    public long rookAttacks(int square, long occupied) {
        return attacks(RECORD * (square & 63), occupied, ROOK_SHIFT);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return attacks(RECORD * (square & 63) + BISHOP, occupied, BISHOP_SHIFT);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int record = RECORD * (square & 63);
        return attacks(record, occupied, ROOK_SHIFT) | attacks(record + BISHOP, occupied, BISHOP_SHIFT);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, SQUARES);
    }

    private static long attacks(int fields, long occupied, int shift) {
        long product = (occupied | SQUARES[fields + NOT_MASK]) * SQUARES[fields + MAGIC];
        return ATTACKS[((int) SQUARES[fields + OFFSET] + (int) (product >>> shift)) & INDEX_MASK];
    }

    /** Attack entries the packing spans, used or not (the array's padding beyond them excluded). */
    static int attackEntries() {
        return TABLE_ENTRIES;
    }

    /** Entries that hold an attack set. */
    static int usedEntries() {
        return USED_ENTRIES;
    }
}
