package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Plain magic bitboards: the relevant occupancy of a square ({@code occupied & mask}) is multiplied
 * by a per-square magic number that sends every subset of the mask, without destructive collisions,
 * into the top 12 (rook) or 9 (bishop) bits of the product. Those bits index a fixed-size block of
 * 4,096 (rook) or 512 (bishop) entries per square, so the shift is a constant and the offset is the
 * square times the block size. It is the simplest magic scheme and the largest: most of each block is
 * never used.
 *
 * <p>Reference: Lasse Hansen's idea (2006) of hashing both directions' relevant bits at once; named
 * "plain" by Robert Purves (Chess Programming Wiki, "Magic Bitboards", section "Plain"). The magic
 * numbers are this project's own, from {@code dev.slidebench.tools.magic.MagicSearch} (tools module)
 * ({@code strategies/MAGICS.md}).
 *
 * <p>Tables: 262,144 rook + 32,768 bishop entries (2,359,296 bytes) plus 64 masks and 64 magics per
 * piece (2,048 bytes): 2,361,344 bytes.
 */
public final class PlainMagic extends DeclaredStrategy {

    static final int ROOK_BITS = 12;
    static final int BISHOP_BITS = 9;

    // Found by MagicSearch --kind plain --seed 1 (see strategies/MAGICS.md).
    // Deterministic: re-running that command prints these numbers again. MagicConstantsTest re-runs
    // the search for all 128 squares and rebuilds every square's table from them against RayLoop.
    static final long[] ROOK_MAGICS = {
        0x208001c0081480a0L, 0x2040001830002000L, 0xd001005004402205L, 0x1008020008011020L,
        0x2008002100086204L, 0x01000801038a0430L, 0x0c080080020010a4L, 0x0200028024510402L,
        0x0010020400100800L, 0x1020100800a10010L, 0x2000221040802840L, 0x900021a022100421L,
        0x0001140028004804L, 0x2000200100200080L, 0x0800300040820404L, 0x0020040120104006L,
        0x1000444004200012L, 0x0408000441112080L, 0x0002200820804400L, 0x1800c04008800204L,
        0x008010088800090aL, 0x4010008004000180L, 0x0200300408c10200L, 0x040040e8050000c0L,
        0x0001009200105200L, 0x2040290004205000L, 0x04044009c0102102L, 0x400109c020a00208L,
        0x801c000100842800L, 0x4800080210200080L, 0x8040104418090092L, 0x00291000c00080a0L,
        0x1100704008800014L, 0xa020024040140084L, 0x80010004c0080008L, 0x80102402101000c8L,
        0x0010090001000410L, 0x2854128080100090L, 0x0220052000800251L, 0x4388202102400282L,
        0x44c0001000282000L, 0x00484a0810000482L, 0x6088011020003000L, 0x2900412c80020800L,
        0x0402280510040404L, 0x8481008004008002L, 0x0000888004020100L, 0x0000144400220001L,
        0x000038002040c0c0L, 0x0000411010200144L, 0x1012241128010070L, 0x0101801000080805L,
        0x5802005022400d20L, 0x0460020004002095L, 0x0040018040800140L, 0x8080006000800204L,
        0x0140446100118001L, 0x1023084021018212L, 0x0011410008200015L, 0x2002104018080486L,
        0x0248c01812300401L, 0x1006040083300402L, 0x10000138088a1004L, 0x0041090410802042L
    };
    static final long[] BISHOP_MAGICS = {
        0x2010a8080c404040L, 0x1020104012224000L, 0x1005040020044202L, 0x1a04402081400002L,
        0x2042004c0200c001L, 0x1140440201000000L, 0x0020491090004002L, 0x2000140024020040L,
        0x00040150001800a1L, 0x84000c6012880a00L, 0x860001121020c000L, 0x4000010540428010L,
        0x4000c40501280040L, 0x000412b480a04000L, 0x40020808301a8040L, 0x2280005009288401L,
        0x1000803200808048L, 0x000242008a560200L, 0x00050902300c0051L, 0x0181200104089000L,
        0x030040006508020aL, 0x102620080a002021L, 0x10010220c0101100L, 0x0108440110100900L,
        0x0022458821004305L, 0x004090c001080500L, 0xc0080080034220c0L, 0x02040820480200c0L,
        0x0040848014002000L, 0x2006012002022000L, 0x3242002050401448L, 0x08520a4000404040L,
        0x0040180682209001L, 0x00c8028840080140L, 0x44004840108a0880L, 0x0c209008200c0400L,
        0x0022108400420020L, 0x0082401700201005L, 0x0062008021420210L, 0x140c00c009030620L,
        0x0002108210059808L, 0x0002301401980021L, 0x0000042890048800L, 0x04000108080a0090L,
        0x20010c0020223140L, 0x1451100481120200L, 0x0008220400058420L, 0x2000880080040120L,
        0x0000c02014082009L, 0x8440120310004028L, 0x0000200481090000L, 0x0e30060098202800L,
        0x0020801204041004L, 0x280141148010240cL, 0x0444040044080800L, 0x4210125546802040L,
        0x4a72020080224240L, 0x0086840228404880L, 0x0404805084002198L, 0x4000100202404500L,
        0x0108441050010040L, 0x0004808610a08028L, 0x1800881004088020L, 0x0004101080141080L
    };

    private static final int ROOK_BLOCK = 1 << ROOK_BITS;
    private static final int BISHOP_BLOCK = 1 << BISHOP_BITS;

    // Separate arrays per piece, unlike fancy magic's and PEXT's interleaved square records: for plain
    // magic, one record and one shared attack array measured no faster on movegen and about 6% slower
    // on random (2026-12-01, Temurin 25, thread CPU time), so the simple layout stays.
    private static final long[] ROOK_MASKS = new long[64];
    private static final long[] BISHOP_MASKS = new long[64];
    private static final long[] ROOK_ATTACKS = new long[64 * ROOK_BLOCK];
    private static final long[] BISHOP_ATTACKS = new long[64 * BISHOP_BLOCK];

    static {
        String name = PlainMagic.class.getSimpleName();
        SubsetTables.requireLength(name, "ROOK_MAGICS", ROOK_MAGICS, 64);
        SubsetTables.requireLength(name, "BISHOP_MAGICS", BISHOP_MAGICS, 64);
        for (int square = 0; square < 64; square++) {
            long rookMask = SubsetTables.relevantMask(true, square);
            long rookMagic = ROOK_MAGICS[square];
            ROOK_MASKS[square] = rookMask;
            int rookBlock = square * ROOK_BLOCK;
            SubsetTables.fill(
                    name,
                    ROOK_ATTACKS,
                    rookBlock,
                    rookBlock,
                    rookBlock + ROOK_BLOCK,
                    true,
                    square,
                    rookMask,
                    0,
                    new SubsetTables.MultiplyKey(rookMagic),
                    64 - ROOK_BITS);

            long bishopMask = SubsetTables.relevantMask(false, square);
            long bishopMagic = BISHOP_MAGICS[square];
            BISHOP_MASKS[square] = bishopMask;
            int bishopBlock = square * BISHOP_BLOCK;
            SubsetTables.fill(
                    name,
                    BISHOP_ATTACKS,
                    bishopBlock,
                    bishopBlock,
                    bishopBlock + BISHOP_BLOCK,
                    false,
                    square,
                    bishopMask,
                    0,
                    new SubsetTables.MultiplyKey(bishopMagic),
                    64 - BISHOP_BITS);
        }
    }

    public PlainMagic() {
        super(
                "PlainMagic",
                StrategyFamily.MULTIPLY_HASH,
                new StrategyOrigin("Lasse Hansen", 2006, "https://www.chessprogramming.org/Magic_Bitboards#Plain"),
                "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ROOK_ATTACKS[
                (square << ROOK_BITS)
                        | (int) (((occupied & ROOK_MASKS[square]) * ROOK_MAGICS[square]) >>> (64 - ROOK_BITS))];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return BISHOP_ATTACKS[
                (square << BISHOP_BITS)
                        | (int) (((occupied & BISHOP_MASKS[square]) * BISHOP_MAGICS[square]) >>> (64 - BISHOP_BITS))];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ROOK_ATTACKS, BISHOP_ATTACKS, ROOK_MASKS, BISHOP_MASKS, ROOK_MAGICS, BISHOP_MAGICS);
    }

    /** Attack entries held (for the test that pins the table size). */
    static int attackEntries() {
        return ROOK_ATTACKS.length + BISHOP_ATTACKS.length;
    }
}
