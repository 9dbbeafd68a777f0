package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * SISSY bitboards ("Split Index Super Set Yielding"): a queen's attack set with all blockers is the
 * intersection of its attack sets computed with the blockers of one rank at a time, because a ray is
 * cut at its nearest blocker and the nearest blocker of a union is the nearest of each part's
 * nearest. So one table holds, per square and rank, the queen attacks for each of the 256 occupancies
 * of that rank alone, and a queen is the AND of eight lookups indexed by the eight bytes of the
 * occupancy: no multiply, no bit scan, no extract. A rook or bishop is that set restricted to its
 * lines. A bishop also has its own smaller table: its rays end on the edge files and ranks whatever
 * stands there, so only ranks 2..7 and, in them, files b..g matter, six lookups of six bits each.
 *
 * <p>Reference: Michael Sherwin, February 2020 (talkchess,
 * http://www.talkchess.com/forum3/viewtopic.php?f=7&t=73083); Chess Programming Wiki, "SISSY
 * Bitboards". The bishop table here is indexed by the six inner bits of a rank (Sherwin's uses
 * seven).
 *
 * <p>Tables: queen {@code [64][8][256]} × 8 bytes = 1,048,576 bytes, bishop {@code [64][6][64]} × 8 =
 * 196,608 bytes, and the empty-board rook lines of each square, 64 × 8 = 512 bytes: 1,245,696 bytes.
 */
public final class Sissy extends DeclaredStrategy {

    /** {@code QUEEN[(square << 11) | (rank << 8) | rankByte]}: queen attacks with only that rank occupied. */
    private static final long[] QUEEN = new long[64 * 8 * 256];
    /** {@code BISHOP[(square * 6 + rank - 1) << 6 | innerSix]}: bishop attacks with only files b..g of that rank. */
    private static final long[] BISHOP = new long[64 * 6 * 64];
    /** The rook's empty-board lines: a queen set restricted to them is the rook set. */
    private static final long[] ROOK_LINES = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            ROOK_LINES[square] = RayLoop.INSTANCE.rookAttacks(square, 0L);
            long bishopLines = RayLoop.INSTANCE.bishopAttacks(square, 0L);
            long queenLines = ROOK_LINES[square] | bishopLines;
            for (int rank = 0; rank < 8; rank++) {
                int relevant = (int) (queenLines >>> (8 * rank)) & 0xFF;
                fillByBlockers(QUEEN, (square << 11) | (rank << 8), 8, relevant, false, square, 8 * rank);
            }
            for (int rank = 1; rank <= 6; rank++) {
                int relevant = (int) (bishopLines >>> (8 * rank + 1)) & 63;
                fillByBlockers(BISHOP, (square * 6 + rank - 1) << 6, 6, relevant, true, square, 8 * rank + 1);
            }
        }
        InitChecks.againstReference(new Sissy());
    }

    /**
     * The {@code 2^bits} entries of one (square, rank) block, whose index bit k stands for the square
     * {@code firstSquare + k}, by SISSY's own rule applied inside the rank: the attacks with a set of
     * blockers are the AND of the attacks with each blocker alone. The block grows by doubling over
     * the index bits, lowest first: the entries with bit k set are those without it, AND the attacks
     * with that one blocker. A square off the piece's lines changes nothing, so its half is a copy
     * ({@code System.arraycopy}, native even in a cold JVM); only the at most 3 relevant squares of
     * another rank (7 of the queen's own) cost a loop. The reference walks once per relevant square
     * instead of once per distinct occupancy, and the start-up no longer steps through every entry in
     * the interpreter (it took 14 ms in a cold JVM).
     */
    private static void fillByBlockers(
            long[] table, int base, int bits, int relevant, boolean bishop, int square, int firstSquare) {
        table[base] = bishop ? RayLoop.INSTANCE.bishopAttacks(square, 0L) : RayLoop.INSTANCE.queenAttacks(square, 0L);
        for (int bit = 0, half = 1; bit < bits; bit++, half <<= 1) {
            if ((relevant >>> bit & 1) == 0) {
                System.arraycopy(table, base, table, base + half, half);
            } else {
                long blocker = 1L << (firstSquare + bit);
                long alone = bishop
                        ? RayLoop.INSTANCE.bishopAttacks(square, blocker)
                        : RayLoop.INSTANCE.queenAttacks(square, blocker);
                for (int entry = base; entry < base + half; entry++) {
                    table[entry + half] = table[entry] & alone;
                }
            }
        }
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public Sissy() {
        super(
                "Sissy",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin(
                        "Michael Sherwin", 2020, "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=73083"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return queenAttacks(square, occupied) & ROOK_LINES[square];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square * 6 << 6;
        long inner = occupied >>> 9; // b2 to bit 0: rank r's files b..g are bits 8(r-1)..8(r-1)+5
        return BISHOP[base | (int) (inner & 63)]
                & BISHOP[base + 64 | (int) (inner >>> 8 & 63)]
                & BISHOP[base + 128 | (int) (inner >>> 16 & 63)]
                & BISHOP[base + 192 | (int) (inner >>> 24 & 63)]
                & BISHOP[base + 256 | (int) (inner >>> 32 & 63)]
                & BISHOP[base + 320 | (int) (inner >>> 40 & 63)];
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int base = square << 11;
        return QUEEN[base | (int) (occupied & 0xFF)]
                & QUEEN[base | 0x100 | (int) (occupied >>> 8 & 0xFF)]
                & QUEEN[base | 0x200 | (int) (occupied >>> 16 & 0xFF)]
                & QUEEN[base | 0x300 | (int) (occupied >>> 24 & 0xFF)]
                & QUEEN[base | 0x400 | (int) (occupied >>> 32 & 0xFF)]
                & QUEEN[base | 0x500 | (int) (occupied >>> 40 & 0xFF)]
                & QUEEN[base | 0x600 | (int) (occupied >>> 48 & 0xFF)]
                & QUEEN[base | 0x700 | (int) (occupied >>> 56)];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(QUEEN, BISHOP, ROOK_LINES);
    }
}
