package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * OliThink's keys: each line through a square is turned into a 7-bit occupancy key, the rank by a
 * shift ({@code key000}), the file by a multiply that gathers it off the a-file ({@code key090}) and
 * the two diagonals by the B-file multiply of kindergarten bitboards ({@code key045},
 * {@code key135}). One table {@code rays[(square << 7) | key | lineOffset]} holds the attacks of all
 * four lines (offsets 0x0000, 0x2000, 0x4000, 0x6000), so a rook or bishop costs two lookups.
 * Adding 0x8000 to an index reads the table's upper half, which stores the x-ray through the first
 * blockers, so {@link #rookXray} and {@link #bishopXray} are two lookups as well instead of the
 * generic four.
 *
 * <p>One difference from the engine, forced by the {@link SlidingAttacks} contract: OliThink's
 * x-ray entries hold only the second blocker (the piece behind the first), while here an entry is
 * the contract's x-ray, every square behind the first blocker up to and including the second;
 * OliThink's value is {@code xray & occupied}.
 *
 * <p>Reference: Oliver Brausch, OliThink 5 ("Bitboard Magic Move", 2008; C and Java sources);
 * Chess Programming Wiki, "Sliding Piece Attacks in OliThink" (seed 004). The seed's page shows
 * both this layout (0x10000 entries, keys of 7 bits) and OliThink 5.3.2's halved one (6-bit keys);
 * this is the first. Table size: {@code rays} 0x10000 × 8 = 524,288 bytes ("8 times 8K bitboards,
 * 512 Kbyte") plus the two diagonal masks 2 × 64 × 8 = 1,024 bytes: 525,312 bytes.
 */
public final class OliThinkKeys extends DeclaredStrategy {

    // Line offsets inside rays[]; the RATT1/RATT2/BATT3/BATT4 macros of the seed.
    static final int RANK = 0x0000;
    static final int FILE = 0x2000;
    static final int DIAGONAL = 0x4000;
    static final int ANTI_DIAGONAL = 0x6000;
    /** Added to any index: the x-ray half (RXRAY1/RXRAY2/BXRAY3/BXRAY4). */
    static final int XRAY = 0x8000;

    /** The c2–h7 diagonal: moves the a-file square of rank index r (1..6: ranks 2..7) to bit 64 − r, key bit 7 − r. */
    static final long FILE_MULTIPLIER = 0x0080402010080400L;
    /** The B-file: moves the square on file f (f = 0..6) of a diagonal to bit 57 + f, i.e. key bit f. */
    static final long DIAGONAL_MULTIPLIER = 0x0202020202020202L;

    /** OliThink's {@code bmask45}: the a1–h8 diagonal through the square, square and ends included. */
    private static final long[] DIAGONAL_MASK = new long[64];
    /** OliThink's {@code bmask135}: the h1–a8 anti-diagonal through the square. */
    private static final long[] ANTI_DIAGONAL_MASK = new long[64];

    /** Attacks in the lower half, x-rays in the upper half. */
    private static final long[] RAYS = new long[0x10000];

    private static final long TABLE_BYTES;

    static {
        for (int square = 0; square < 64; square++) {
            DIAGONAL_MASK[square] = Bitboards.diagonalMask(square);
            ANTI_DIAGONAL_MASK[square] = Bitboards.antiDiagonalMask(square);
        }
        boolean[] written = new boolean[XRAY];
        for (int square = 0; square < 64; square++) {
            fillLine(square, RANK, Bitboards.rankMask(Square.rank(square)), 1, 0, written);
            fillLine(square, FILE, Bitboards.fileMask(Square.file(square)), 0, 1, written);
            fillLine(square, DIAGONAL, DIAGONAL_MASK[square], 1, 1, written);
            fillLine(square, ANTI_DIAGONAL, ANTI_DIAGONAL_MASK[square], -1, 1, written);
        }
        TABLE_BYTES = 8L * (RAYS.length + DIAGONAL_MASK.length + ANTI_DIAGONAL_MASK.length);
        InitChecks.againstReference(new OliThinkKeys());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public OliThinkKeys() {
        super(
                "OliThinkKeys",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin(
                        "Oliver Brausch", 2008, "https://www.chessprogramming.org/Sliding_Piece_Attacks_in_OliThink"),
                "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 7;
        return RAYS[base | key000(occupied, square)] | RAYS[base | key090(occupied, square) | FILE];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 7;
        return RAYS[base | key045(occupied, square) | DIAGONAL] | RAYS[base | key135(occupied, square) | ANTI_DIAGONAL];
    }

    @Override
    public long rookXray(int square, long occupied) {
        int base = (square << 7) | XRAY;
        return RAYS[base | key000(occupied, square)] | RAYS[base | key090(occupied, square) | FILE];
    }

    @Override
    public long bishopXray(int square, long occupied) {
        int base = (square << 7) | XRAY;
        return RAYS[base | key045(occupied, square) | DIAGONAL] | RAYS[base | key135(occupied, square) | ANTI_DIAGONAL];
    }

    @Override
    public boolean hasStoredXray() {
        return true;
    }

    @Override
    public long tableBytes() {
        return TABLE_BYTES;
    }

    /** The rank: its byte with both end squares cleared, so files b..g on bits 1..6. */
    static int key000(long occupied, int square) {
        return (int) (occupied >>> (square & 56)) & 0x7E;
    }

    /** The file, shifted to the a-file and gathered: rank 2 on bit 6 … rank 7 on bit 1, bit 0 clear. */
    static int key090(long occupied, int square) {
        return (int) ((((occupied >>> (square & 7)) & Bitboards.FILE_A) * FILE_MULTIPLIER) >>> 57);
    }

    /** The a1–h8 diagonal: files a..g on bits 0..6. */
    static int key045(long occupied, int square) {
        return (int) (((occupied & DIAGONAL_MASK[square]) * DIAGONAL_MULTIPLIER) >>> 57);
    }

    /** The h1–a8 anti-diagonal: files a..g on bits 0..6. */
    static int key135(long occupied, int square) {
        return (int) (((occupied & ANTI_DIAGONAL_MASK[square]) * DIAGONAL_MULTIPLIER) >>> 57);
    }

    /** One entry of {@code rays}, for tests of the layout. */
    static long rays(int index) {
        return RAYS[index];
    }

    /**
     * As OliThink's {@code _init_rays}: every occupancy of the whole line (square and ends included)
     * is keyed and its attacks and x-ray stored. Different occupancies that share a key must share
     * their entries, which checks that the key keeps every square that matters. Built for a cold JVM:
     * the two sides of the square are independent (a blocker on one never changes the other's attacks
     * or x-ray), so the reference walks each side's own occupancies once, and every occupancy of the
     * line is a pair of them, plus the square itself or not, combined with ORs.
     */
    private static void fillLine(int square, int offset, long line, int fileStep, int rankStep, boolean[] written) {
        long forwardRay = RayLoop.ray(square, 0, fileStep, rankStep);
        long backwardRay = RayLoop.ray(square, 0, -fileStep, -rankStep);
        long self = Square.bit(square);
        if ((forwardRay | backwardRay | self) != line) {
            throw InitChecks.mismatch("line through " + Square.name(square), line, forwardRay | backwardRay | self);
        }
        long[][] forward = sideRays(square, forwardRay, fileStep, rankStep);
        long[][] backward = sideRays(square, backwardRay, -fileStep, -rankStep);
        for (int i = 0; i < forward[0].length; i++) {
            for (int j = 0; j < backward[0].length; j++) {
                long occupied = forward[0][i] | backward[0][j];
                long attacks = forward[1][i] | backward[1][j];
                long xray = forward[2][i] | backward[2][j];
                store(square, offset, occupied, attacks, xray, written);
                store(square, offset, occupied | self, attacks, xray, written);
            }
        }
    }

    /** {subsets, attacks, x-rays} of every occupancy of one side of the square, from the reference. */
    private static long[][] sideRays(int square, long side, int fileStep, int rankStep) {
        int size = 1 << Long.bitCount(side);
        long[][] rays = new long[3][size];
        long occupied = 0;
        for (int i = 0; i < size; i++) {
            long attacks = RayLoop.ray(square, occupied, fileStep, rankStep);
            rays[0][i] = occupied;
            rays[1][i] = attacks;
            rays[2][i] = RayLoop.ray(square, occupied ^ (attacks & occupied), fileStep, rankStep) & ~attacks;
            occupied = Bitboards.nextSubset(occupied, side);
        }
        return rays;
    }

    private static void store(int square, int offset, long occupied, long attacks, long xray, boolean[] written) {
        int index = (square << 7) | key(offset, occupied, square) | offset;
        if (written[index] && (RAYS[index] != attacks || RAYS[index | XRAY] != xray)) {
            throw InitChecks.failed("key collision at rays[0x" + Integer.toHexString(index) + "]: occupied "
                    + Bitboards.hex(occupied)
                    + " needs attacks " + Bitboards.hex(attacks) + " and x-ray " + Bitboards.hex(xray)
                    + ", another occupancy stored "
                    + Bitboards.hex(RAYS[index]) + " and " + Bitboards.hex(RAYS[index | XRAY]));
        }
        RAYS[index] = attacks;
        RAYS[index | XRAY] = xray;
        written[index] = true;
    }

    private static int key(int offset, long occupied, int square) {
        switch (offset) {
            case RANK:
                return key000(occupied, square);
            case FILE:
                return key090(occupied, square);
            case DIAGONAL:
                return key045(occupied, square);
            default:
                return key135(occupied, square);
        }
    }

    /** Both rays of a line through {@code square} (package-private for the tests: only the table build calls it). */
    static long lineRays(int square, long occupied, int fileStep, int rankStep) {
        return RayLoop.ray(square, occupied, fileStep, rankStep) | RayLoop.ray(square, occupied, -fileStep, -rankStep);
    }
}
