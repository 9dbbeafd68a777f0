package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Pre-school bitboards: kindergarten bitboards with one table per piece instead of one per line. The
 * two 6-bit kindergarten indices of a piece's lines (rook: file and rank; bishop: diagonal and
 * anti-diagonal) are concatenated into one 12-bit key, and a per-square table of 4,096 entries holds
 * the whole rook or bishop attack set for it. A queen is two lookups instead of four, paid for with
 * a table 450 times kindergarten's.
 *
 * <p>Reference: tsoj, Chess_Movegen pull request 4, "Added Pre-school bitboards and simplified
 * kindergarten bitboards" (2023, {@link #origin()}). Written here from the idea; the indices are
 * {@link Kindergarten}'s (the B-file gather for diagonals, the c7–h2 gather for files), the rank index
 * a shift.
 *
 * <p>Tables: 2 × 64 × 4,096 entries (4,194,304 bytes) plus the diagonal and anti-diagonal masks
 * (1,024 bytes): 4,195,328 bytes.
 */
public final class PreSchoolBitboards implements SlidingAttacks {

    private static final int KEYS = 1 << 12;

    /** {@code ROOK_ATTACKS[4096 * square + (fileIndex << 6 | rankIndex)]}. */
    private static final long[] ROOK_ATTACKS = new long[64 * KEYS];
    /** {@code BISHOP_ATTACKS[4096 * square + (diagonalIndex << 6 | antiDiagonalIndex)]}. */
    private static final long[] BISHOP_ATTACKS = new long[64 * KEYS];

    private static final long[] DIAGONAL = new long[64];
    private static final long[] ANTI_DIAGONAL = new long[64];

    static {
        long[] rank = new long[64];
        long[] file = new long[64];
        long[] diagonal = new long[64];
        long[] antiDiagonal = new long[64];
        for (int square = 0; square < 64; square++) {
            DIAGONAL[square] = Bitboards.diagonalMask(square);
            ANTI_DIAGONAL[square] = Bitboards.antiDiagonalMask(square);
            long rankMask = Bitboards.rankMask(Square.rank(square));
            long fileMask = Bitboards.fileMask(Square.file(square));
            // A short diagonal misses some of the files b..g: those index bits never occur.
            int diagonalFiles = Kindergarten.lineIndex(DIAGONAL[square], DIAGONAL[square]);
            int antiFiles = Kindergarten.lineIndex(ANTI_DIAGONAL[square], ANTI_DIAGONAL[square]);
            // Each line's attack set for each of its 64 inner occupancies; a key joins two of them.
            for (int index = 0; index < 64; index++) {
                long rankOccupied = rankOccupancy(square, index);
                long fileOccupied = fileOccupancy(square, index);
                long diagonalOccupied = byFile(DIAGONAL[square], index);
                long antiOccupied = byFile(ANTI_DIAGONAL[square], index);
                if (rankIndex(square, rankOccupied) != index
                        || Kindergarten.fileIndex(square, fileOccupied) != index
                        || Kindergarten.lineIndex(DIAGONAL[square], diagonalOccupied) != (index & diagonalFiles)
                        || Kindergarten.lineIndex(ANTI_DIAGONAL[square], antiOccupied) != (index & antiFiles)) {
                    throw InitChecks.failed(
                            "PreSchoolBitboards: a line index of " + Square.name(square) + " does not gather " + index);
                }
                rank[index] = RayLoop.INSTANCE.rookAttacks(square, rankOccupied) & rankMask;
                file[index] = RayLoop.INSTANCE.rookAttacks(square, fileOccupied) & fileMask;
                diagonal[index] = RayLoop.INSTANCE.bishopAttacks(square, diagonalOccupied) & DIAGONAL[square];
                antiDiagonal[index] = RayLoop.INSTANCE.bishopAttacks(square, antiOccupied) & ANTI_DIAGONAL[square];
            }
            int base = square * KEYS;
            for (int high = 0; high < 64; high++) {
                for (int low = 0; low < 64; low++) {
                    ROOK_ATTACKS[base | high << 6 | low] = file[high] | rank[low];
                    BISHOP_ATTACKS[base | high << 6 | low] = diagonal[high] | antiDiagonal[low];
                }
            }
        }
        InitChecks.againstReference(new PreSchoolBitboards());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public PreSchoolBitboards() {}

    @Override
    public String name() {
        return "PreSchoolBitboards";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int key = Kindergarten.fileIndex(square, occupied) << 6 | rankIndex(square, occupied);
        return ROOK_ATTACKS[(square << 12) | key];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int key = Kindergarten.lineIndex(DIAGONAL[square], occupied) << 6
                | Kindergarten.lineIndex(ANTI_DIAGONAL[square], occupied);
        return BISHOP_ATTACKS[(square << 12) | key];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ROOK_ATTACKS, BISHOP_ATTACKS, DIAGONAL, ANTI_DIAGONAL);
    }

    /** The inner six squares of the square's rank (files b..g as bits 0..5): a shift, no multiply. */
    private static int rankIndex(int square, long occupied) {
        return (int) (occupied >>> ((square & 56) + 1)) & 63;
    }

    /** The rank's inner squares named by the bits of {@code index}. */
    private static long rankOccupancy(int square, int index) {
        return (long) index << ((square & 56) + 1);
    }

    /** The file's inner squares (ranks 2..7) named by the bits of {@code index}. */
    private static long fileOccupancy(int square, int index) {
        long occupied = 0;
        for (int bit = 0; bit < 6; bit++) {
            if ((index >>> bit & 1) != 0) {
                occupied |= Square.bit(Square.of(Square.file(square), bit + 1));
            }
        }
        return occupied;
    }

    /** The squares of {@code line} on files b..g named by the bits of {@code index} (one per file). */
    private static long byFile(long line, int index) {
        long occupied = 0;
        for (int bit = 0; bit < 6; bit++) {
            if ((index >>> bit & 1) != 0) {
                occupied |= line & Bitboards.fileMask(bit + 1);
            }
        }
        return occupied;
    }

    @Override
    public StrategyFamily family() {
        return StrategyFamily.TABLE_LOOKUP;
    }

    @Override
    public StrategyOrigin origin() {
        return new StrategyOrigin("tsoj", 2023, "https://github.com/Gigantua/Chess_Movegen/pull/4");
    }

    @Override
    public String needs() {
        return "mul64";
    }
}
