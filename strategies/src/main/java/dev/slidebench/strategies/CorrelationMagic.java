package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Correlation magic: black magic (the occupancy ORed with the complement of the relevant mask, times
 * a magic, a fixed shift of 55 for bishops and 52 for rooks, per-square tables of 512 and 4,096
 * entries) with magic numbers shared between neighbouring squares. A relevant mask moved one file to
 * the right lines up with the same magic moved one bit to the right, so one bishop magic serves a
 * whole rank (square {@code (rank, file)} uses {@code magic[rank] >>> file}) and one rook magic a pair
 * of squares ({@code magic[square / 2] >>> (square & 1)}): 8 + 32 numbers instead of 128.
 *
 * <p>Reference: Daniel Inführ, 2023, talkchess thread 82224 ({@link #origin()}). Written here from the
 * idea only (the original's header forbids copying). The magics are this project's own, from the
 * seeded search {@code dev.slidebench.tools.correlation.CorrelationMagicSearch} in the tools module
 * ({@code strategies/MAGICS.md}); they have exactly 6 (bishop) and 7 (rook) set bits, none below the
 * largest shift, so {@link SpectralMagic} can replace each multiplication by shifts and adds.
 *
 * <p>Tables: 64 × 512 bishop + 64 × 4,096 rook entries (2,359,296 bytes), 128 complemented masks
 * (1,024 bytes) and 40 magics (320 bytes): 2,360,640 bytes.
 */
public final class CorrelationMagic extends DeclaredStrategy {

    /** The index formula and the sharing rule, apart from the tables, so a search can use them. */
    public static final class Index {

        public static final int BISHOP_SHIFT = 55;
        public static final int ROOK_SHIFT = 52;
        public static final int BISHOP_ENTRIES = 1 << (64 - BISHOP_SHIFT);
        public static final int ROOK_ENTRIES = 1 << (64 - ROOK_SHIFT);
        /** Set bits of every bishop and every rook magic (the terms of {@link SpectralMagic}'s sum). */
        public static final int BISHOP_MAGIC_BITS = 6;

        public static final int ROOK_MAGIC_BITS = 7;

        private Index() {}

        /** The bishop magic group of a square: its rank. */
        public static int bishopGroup(int square) {
            return square >>> 3;
        }

        /** How far a square shifts its group's bishop magic: its file. */
        public static int bishopShift(int square) {
            return square & 7;
        }

        /** The rook magic group of a square: the pair {@code 2k, 2k + 1}. */
        public static int rookGroup(int square) {
            return square >>> 1;
        }

        /** How far a square shifts its group's rook magic: 0 or 1. */
        public static int rookShift(int square) {
            return square & 1;
        }

        /** The bishop index of an occupancy, given the square's complemented mask and its group's magic. */
        public static int bishop(long occupied, long notMask, long groupMagic, int square) {
            return (int) (((occupied | notMask) * (groupMagic >>> bishopShift(square))) >>> BISHOP_SHIFT);
        }

        /** As {@link #bishop} for a rook. */
        public static int rook(long occupied, long notMask, long groupMagic, int square) {
            return (int) (((occupied | notMask) * (groupMagic >>> rookShift(square))) >>> ROOK_SHIFT);
        }
    }

    // Found by CorrelationMagicSearch --seed 1 (tools module; see strategies/MAGICS.md) in 3.0 s on one
    // thread of the shared machine, 14,432,077 candidates. Deterministic: the tools test
    // CorrelationMagicSearchTest re-runs the search for every group and must find these numbers.
    static final long[] BISHOP_MAGICS = {
        0x0010040048002100L, 0x0000041028080080L, 0x0801000820080080L, 0x0010200040084100L,
        0x1004100400400400L, 0x0802002008100100L, 0x0044404010400000L, 0x2000101010101000L
    };
    static final long[] ROOK_MAGICS = {
        0x0080002040008414L, 0x2020003004080020L, 0x0100040810010042L, 0x0200020000810144L,
        0x0100800480104020L, 0x0008008011202800L, 0x0004508011000800L, 0x0001001480410002L,
        0x0180008022400080L, 0x0000111008004204L, 0x000001040108001aL, 0x0008040000420098L,
        0x0400280050041000L, 0x200010102200a000L, 0x4001000100842800L, 0x0000005180020500L,
        0x80008000142000a0L, 0x021000100410a000L, 0x0802201004020002L, 0x0000204208800500L,
        0x0080406000104002L, 0x1000200820810200L, 0x0200180001010024L, 0x0001004800840006L,
        0x0020210080041020L, 0x1200080104100040L, 0x8004040108020020L, 0x0002021080080840L,
        0x0001008040220012L, 0x0000020040302006L, 0x0002000104083002L, 0x0000088100420804L
    };

    /** The thread that introduced correlation and spectral magic. */
    static final StrategyOrigin ORIGIN = new StrategyOrigin(
            "Daniel Inführ", 2023, "https://www.talkchess.com/forum3/viewtopic.php?f=7&t=82224#p949688");

    /** {@code ~relevantMask}, per square: the bits the lookup sets rather than clears. */
    static final long[] BISHOP_NOT_MASKS = new long[64];

    static final long[] ROOK_NOT_MASKS = new long[64];
    /** {@code BISHOP_ATTACKS[512 * square + index]}. */
    static final long[] BISHOP_ATTACKS = new long[64 * Index.BISHOP_ENTRIES];
    /** {@code ROOK_ATTACKS[4096 * square + index]}. */
    static final long[] ROOK_ATTACKS = new long[64 * Index.ROOK_ENTRIES];

    static {
        String name = CorrelationMagic.class.getSimpleName();
        SubsetTables.requireLength(name, "BISHOP_MAGICS", BISHOP_MAGICS, 8);
        SubsetTables.requireLength(name, "ROOK_MAGICS", ROOK_MAGICS, 32);
        requireSparse(name, BISHOP_MAGICS, Index.BISHOP_MAGIC_BITS, 7);
        requireSparse(name, ROOK_MAGICS, Index.ROOK_MAGIC_BITS, 1);
        for (int square = 0; square < 64; square++) {
            long bishopNotMask = ~SubsetTables.relevantMask(false, square);
            // The index is black magic's, (subset | ~mask) * magic >>> shift with the square's share of
            // its group's magic, so it adds over the rays: (subset | ~mask) == subset + ~mask. The
            // additive fill walks each ray's subsets once instead of every subset (a cold-JVM start-up
            // cost: one reference walk per subset took about 10 ms). requireFullMaskEntry then ties the
            // additive form to the lookup's own formula (Index.bishop/rook) on the full mask.
            long squareBishopMagic = BISHOP_MAGICS[Index.bishopGroup(square)] >>> Index.bishopShift(square);
            int bishopBase = square * Index.BISHOP_ENTRIES;
            BISHOP_NOT_MASKS[square] = bishopNotMask;
            SubsetTables.fill(
                    name,
                    BISHOP_ATTACKS,
                    bishopBase,
                    bishopBase,
                    bishopBase + Index.BISHOP_ENTRIES,
                    false,
                    square,
                    ~bishopNotMask,
                    bishopNotMask * squareBishopMagic,
                    new SubsetTables.MultiplyKey(squareBishopMagic),
                    Index.BISHOP_SHIFT);
            SubsetTables.requireFullMaskEntry(
                    name,
                    false,
                    square,
                    BISHOP_ATTACKS[
                            bishopBase
                                    + Index.bishop(
                                            ~bishopNotMask,
                                            bishopNotMask,
                                            BISHOP_MAGICS[Index.bishopGroup(square)],
                                            square)]);

            long rookNotMask = ~SubsetTables.relevantMask(true, square);
            long squareRookMagic = ROOK_MAGICS[Index.rookGroup(square)] >>> Index.rookShift(square);
            int rookBase = square * Index.ROOK_ENTRIES;
            ROOK_NOT_MASKS[square] = rookNotMask;
            SubsetTables.fill(
                    name,
                    ROOK_ATTACKS,
                    rookBase,
                    rookBase,
                    rookBase + Index.ROOK_ENTRIES,
                    true,
                    square,
                    ~rookNotMask,
                    rookNotMask * squareRookMagic,
                    new SubsetTables.MultiplyKey(squareRookMagic),
                    Index.ROOK_SHIFT);
            SubsetTables.requireFullMaskEntry(
                    name,
                    true,
                    square,
                    ROOK_ATTACKS[
                            rookBase
                                    + Index.rook(
                                            ~rookNotMask, rookNotMask, ROOK_MAGICS[Index.rookGroup(square)], square)]);
        }
    }

    /**
     * The sharing rule needs every set bit of a magic to survive its group's largest shift, and
     * {@link SpectralMagic} needs exactly {@code bits} of them.
     */
    private static void requireSparse(String name, long[] magics, int bits, int lowestBit) {
        for (long magic : magics) {
            if (Long.bitCount(magic) != bits || Long.numberOfTrailingZeros(magic) < lowestBit) {
                throw InitChecks.failed(name + ": magic " + Bitboards.hex(magic) + " needs " + bits
                        + " set bits, none below bit " + lowestBit);
            }
        }
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public CorrelationMagic() {
        super("CorrelationMagic", StrategyFamily.MULTIPLY_HASH, ORIGIN, "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ROOK_ATTACKS[
                (square << 12)
                        + Index.rook(occupied, ROOK_NOT_MASKS[square], ROOK_MAGICS[Index.rookGroup(square)], square)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return BISHOP_ATTACKS[
                (square << 9)
                        + Index.bishop(
                                occupied, BISHOP_NOT_MASKS[square], BISHOP_MAGICS[Index.bishopGroup(square)], square)];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(
                BISHOP_ATTACKS, ROOK_ATTACKS, BISHOP_NOT_MASKS, ROOK_NOT_MASKS, BISHOP_MAGICS, ROOK_MAGICS);
    }

    /** The committed bishop magics, one per rank (a copy; the tools test compares them with its search). */
    public static long[] bishopMagics() {
        return BISHOP_MAGICS.clone();
    }

    /** The committed rook magics, one per pair of squares (a copy). */
    public static long[] rookMagics() {
        return ROOK_MAGICS.clone();
    }
}
