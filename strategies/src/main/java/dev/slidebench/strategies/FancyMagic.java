package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Fancy magic bitboards: the relevant occupancy of a square ({@code occupied & mask}) is multiplied
 * by a per-square magic number and shifted right by {@code 64 - bits}, where {@code bits} is the
 * number of relevant squares, which gives a dense index in 0..2^bits − 1 with no destructive
 * collision. Each square owns exactly 2^bits entries at its own offset in one array per piece, so
 * nothing is wasted on the 10-bit rook or 5-bit bishop squares that plain magic pads to 12 and 9 bits.
 * This is the layout Stockfish uses ("the so called fancy approach").
 *
 * <p>Reference: Pradu Kannan, "Magic Move-Bitboard Generation in Computer Chess" (2007); Chess
 * Programming Wiki, "Magic Bitboards", section "Fancy". The magic numbers are this project's own,
 * from {@code dev.slidebench.tools.magic.MagicSearch} (tools module) ({@code strategies/MAGICS.md}).
 *
 * <p>Tables: 102,400 rook + 5,248 bishop = 107,648 entries (861,184 bytes) plus 64 square records of
 * mask, magic, shift and offset per piece (4,096 bytes): 865,280 bytes.
 */
public final class FancyMagic extends DeclaredStrategy {

    static final int ROOK_ENTRIES = 102_400;
    static final int BISHOP_ENTRIES = 5_248;

    // Found by MagicSearch --kind fancy --seed 1 (see strategies/MAGICS.md).
    // Deterministic: re-running that command prints these numbers again. MagicConstantsTest re-runs
    // the search for all 128 squares and rebuilds every square's table from them against RayLoop.
    static final long[] ROOK_MAGICS = {
        0x0080102080004000L, 0x4840004020001000L, 0x0100084015002000L, 0x1100050010000820L,
        0x8900041100080002L, 0x0500140012080100L, 0x3080810002000080L, 0x0200004085040a22L,
        0x4088800480c00222L, 0x0541004001008024L, 0x8112002010408200L, 0x0420808010000800L,
        0x0001000801001004L, 0x0100800200800400L, 0x0284004188100a0cL, 0x0022800041000080L,
        0x1080004000402002L, 0x1090004000402010L, 0x0000110020004502L, 0x8041230008100102L,
        0x1100250008010070L, 0x0001010002040008L, 0x4504040081023018L, 0x3010020001008044L,
        0x4180490100208000L, 0x8630004040002000L, 0x0040100080200080L, 0x9a10004040080400L,
        0x0402002200080410L, 0x0000020080040080L, 0x010630040001c208L, 0x8040806200010084L,
        0x0000400422800080L, 0x1150026004400145L, 0x1020001000808020L, 0x1008800800801001L,
        0x8000040801001100L, 0x0238800200800400L, 0x0080011004000208L, 0x248040c10600028cL,
        0x1180004020004008L, 0x0000200050004000L, 0x040c200213010042L, 0x08140a1001010020L,
        0x0200040008008080L, 0x0000400410080120L, 0x00008a08112c0090L, 0x2220004094020021L,
        0x8000400220800180L, 0x0008201000400540L, 0x2004200300104500L, 0x0420800800100080L,
        0x0a80240080880180L, 0x8002011004080200L, 0x2000081002010400L, 0x0100012040840200L,
        0x0080004010802501L, 0x005a124001008421L, 0x00d0100a40820022L, 0x4006200500100009L,
        0x1402000408201102L, 0xd0010044000a080bL, 0x0400488801100a04L, 0x000003034a802402L
    };
    static final long[] BISHOP_MAGICS = {
        0x0002200101020082L, 0x1148080802883800L, 0x206118008088c850L, 0x2008204040000000L,
        0x0004104500803005L, 0x0100821040020002L, 0x0c02080202100824L, 0x0028104802101002L,
        0x6010102002044044L, 0x0102485044008021L, 0x02800411041502a4L, 0x8100441046000200L,
        0xcb00111040000011L, 0x0888720110081600L, 0x0400804c04210810L, 0x0084410041142104L,
        0x0209022020410204L, 0x4003206002220200L, 0x0008018420202200L, 0x0002001028220000L,
        0x40120004010c0004L, 0x0020202100a01002L, 0x1012220108020210L, 0x1020c00086149025L,
        0x98080b0040104100L, 0x00142000f0010110L, 0x4058080881020022L, 0x0025080004044010L,
        0x8007840000802000L, 0x9008120010404200L, 0x100e009004040708L, 0x2002004242005a00L,
        0x0501202020080810L, 0x0200d22000100400L, 0x1402004040440100L, 0x0010240400080120L,
        0x02c0080808048020L, 0x400a1008400e0800L, 0x0910026060016c00L, 0x0000810200004210L,
        0x100a121005004000L, 0x4800421004001002L, 0x2a01001802000400L, 0x0082000a4400e801L,
        0x0000400812011044L, 0x100242184b010200L, 0x0220180114480120L, 0x0044011202008020L,
        0x0004010490040201L, 0x340a008424023000L, 0x80000b008844005cL, 0x0000000210440200L,
        0x0020004045010400L, 0x2011041010024221L, 0x04c0346806004008L, 0x0044085084008000L,
        0x4a01040042080401L, 0x0000010400820806L, 0x4010000024020820L, 0x0008204801420220L,
        0x0000009091020208L, 0x0100410830010212L, 0x00f0088801040410L, 0x0150021208002500L
    };

    // One record per square, its eight fields side by side (64 bytes): a queen lookup reads all it
    // needs, masks, magics, shifts and offsets of both pieces, through one index computation.
    // Fields of a piece within the record: the rook's at 0, the bishop's at BISHOP.
    private static final int MASK = 0;
    private static final int MAGIC = 1;
    private static final int SHIFT = 2;
    private static final int OFFSET = 3;
    private static final int BISHOP = 4;
    private static final int RECORD = 8;

    /** {@code SQUARES[RECORD * square + piece + field]}, piece 0 or BISHOP; the offsets index ATTACKS. */
    private static final long[] SQUARES = new long[RECORD * 64];

    /** Rook entries first, then bishop entries: both lookups of a queen address the same array. */
    private static final long[] ATTACKS = new long[ROOK_ENTRIES + BISHOP_ENTRIES];

    static {
        String name = FancyMagic.class.getSimpleName();
        SubsetTables.requireLength(name, "ROOK_MAGICS", ROOK_MAGICS, 64);
        SubsetTables.requireLength(name, "BISHOP_MAGICS", BISHOP_MAGICS, 64);
        int rookOffset = 0;
        int bishopOffset = ROOK_ENTRIES;
        for (int square = 0; square < 64; square++) {
            rookOffset = place(name, true, square, rookOffset, ROOK_MAGICS[square], RECORD * square);
            bishopOffset = place(name, false, square, bishopOffset, BISHOP_MAGICS[square], RECORD * square + BISHOP);
        }
        if (rookOffset != ROOK_ENTRIES || bishopOffset != ROOK_ENTRIES + BISHOP_ENTRIES) {
            throw new IllegalStateException(name + ": the squares need " + rookOffset + " rook and "
                    + (bishopOffset - ROOK_ENTRIES) + " bishop entries, expected " + ROOK_ENTRIES + " and "
                    + BISHOP_ENTRIES);
        }
    }

    /**
     * Gives the square its 2^bits entries at {@code offset}, fills them, writes the piece's fields at
     * {@code SQUARES[fields..]}, and returns the next free offset.
     */
    private static int place(String name, boolean rook, int square, int offset, long magic, int fields) {
        long mask = SubsetTables.relevantMask(rook, square);
        int bits = Long.bitCount(mask);
        int shift = 64 - bits;
        SQUARES[fields + MASK] = mask;
        SQUARES[fields + MAGIC] = magic;
        SQUARES[fields + SHIFT] = shift;
        SQUARES[fields + OFFSET] = offset;
        SubsetTables.fill(
                name,
                ATTACKS,
                offset,
                offset,
                offset + (1 << bits),
                rook,
                square,
                mask,
                0,
                new SubsetTables.MultiplyKey(magic),
                shift);
        return offset + (1 << bits);
    }

    public FancyMagic() {
        super(
                "FancyMagic",
                StrategyFamily.MULTIPLY_HASH,
                new StrategyOrigin("Pradu Kannan", 2007, "https://www.chessprogramming.org/Magic_Bitboards#Fancy"),
                "mul64");
    }

    // Hot paths. `square & 63` changes nothing for the squares of the contract (0..63), but it lets
    // the JIT prove the record index in range of the 512-long array and drop those bounds checks; the
    // attack index cannot be proven, so one check per piece remains.

    @Override
    public long rookAttacks(int square, long occupied) {
        return attacks(RECORD * (square & 63), occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return attacks(RECORD * (square & 63) + BISHOP, occupied);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int record = RECORD * (square & 63);
        return attacks(record, occupied) | attacks(record + BISHOP, occupied);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ATTACKS, SQUARES);
    }

    /** The lookup of the piece whose fields start at {@code fields}. */
    private static long attacks(int fields, long occupied) {
        long product = (occupied & SQUARES[fields + MASK]) * SQUARES[fields + MAGIC];
        return ATTACKS[(int) SQUARES[fields + OFFSET] + (int) (product >>> SQUARES[fields + SHIFT])];
    }

    /** Attack entries held (for the test that pins the table size). */
    static int attackEntries() {
        return ATTACKS.length;
    }
}
