package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
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
public final class PreSchoolBitboards extends DeclaredStrategy {

    private static final int KEYS = 1 << 12;

    /** A rank-1 pattern repeated in every rank (kindergarten's fill-up). */
    private static final long REPEAT_BYTE = 0x0101010101010101L;

    /** {@code ROOK_ATTACKS[4096 * square + (fileIndex << 6 | rankIndex)]}. */
    private static final long[] ROOK_ATTACKS = new long[64 * KEYS];
    /** {@code BISHOP_ATTACKS[4096 * square + (diagonalIndex << 6 | antiDiagonalIndex)]}. */
    private static final long[] BISHOP_ATTACKS = new long[64 * KEYS];

    private static final long[] DIAGONAL = new long[64];
    private static final long[] ANTI_DIAGONAL = new long[64];

    static {
        // The line attacks every key joins, from the reference: along rank 1 from each file, and along
        // the a-file from each rank, for each inner occupancy. A rank is rank 1 shifted up, a file the
        // a-file shifted right, and a diagonal takes rank 1's pattern on its own files (kindergarten's
        // fill-up: a blocker beyond a short diagonal's end cuts nothing on it). So 2 × 512 reference
        // walks serve all 64 squares; one walk per line, key and square took a third of the start-up.
        long[] rankOne = new long[8 * 64];
        long[] aFile = new long[8 * 64];
        long[] aFileOccupancy = new long[64];
        for (int index = 0; index < 64; index++) {
            aFileOccupancy[index] = fileOccupancy(0, index);
        }
        for (int line = 0; line < 8; line++) {
            int aFileSquare = Square.of(0, line);
            for (int index = 0; index < 64; index++) {
                long rankOccupied = (long) index << 1;
                rankOne[(line << 6) + index] =
                        RayLoop.ray(line, rankOccupied, 1, 0) | RayLoop.ray(line, rankOccupied, -1, 0);
                long fileOccupied = aFileOccupancy[index];
                aFile[(line << 6) + index] =
                        RayLoop.ray(aFileSquare, fileOccupied, 0, 1) | RayLoop.ray(aFileSquare, fileOccupied, 0, -1);
            }
        }
        for (int square = 0; square < 64; square++) {
            DIAGONAL[square] = Bitboards.diagonalMask(square);
            ANTI_DIAGONAL[square] = Bitboards.antiDiagonalMask(square);
        }
        checkGathers(aFileOccupancy);
        long[] rank = new long[64];
        long[] file = new long[64];
        long[] diagonal = new long[64];
        long[] antiDiagonal = new long[64];
        for (int square = 0; square < 64; square++) {
            int squareFile = Square.file(square);
            int squareRank = Square.rank(square);
            // A short diagonal misses some of the files b..g: those index bits never occur.
            int diagonalFiles = Kindergarten.Gather.lineIndex(DIAGONAL[square], DIAGONAL[square]);
            int antiFiles = Kindergarten.Gather.lineIndex(ANTI_DIAGONAL[square], ANTI_DIAGONAL[square]);
            for (int index = 0; index < 64; index++) {
                long alongRanks = rankOne[(squareFile << 6) + index];
                rank[index] = alongRanks << (8 * squareRank);
                file[index] = aFile[(squareRank << 6) + index] << squareFile;
                diagonal[index] = DIAGONAL[square] & (alongRanks * REPEAT_BYTE);
                antiDiagonal[index] = ANTI_DIAGONAL[square] & (alongRanks * REPEAT_BYTE);
            }
            joinKeys(ROOK_ATTACKS, square * KEYS, file, 63, rank, 63);
            joinKeys(BISHOP_ATTACKS, square * KEYS, diagonal, diagonalFiles, antiDiagonal, antiFiles);
        }
        InitChecks.againstReference(new PreSchoolBitboards());
    }

    /**
     * Checks that each key formula of the lookups gathers the occupancy an index names back to that
     * index (for a short diagonal: to the index restricted to the files it crosses). A formula
     * depends on the square only through its line, so one square per line is checked: each rank
     * (file a), each file (rank 1), and the lowest square of each of the 15 diagonals and 15
     * anti-diagonals; checking all 64 squares cost a third of the start-up, interpreted.
     */
    private static void checkGathers(long[] aFileOccupancy) {
        for (int square = 0; square < 64; square++) {
            boolean rankLine = Square.file(square) == 0;
            boolean fileLine = Square.rank(square) == 0;
            boolean diagonalLine = Long.numberOfTrailingZeros(DIAGONAL[square]) == square;
            boolean antiLine = Long.numberOfTrailingZeros(ANTI_DIAGONAL[square]) == square;
            if (!(rankLine || fileLine || diagonalLine || antiLine)) {
                continue;
            }
            int diagonalFiles = Kindergarten.Gather.lineIndex(DIAGONAL[square], DIAGONAL[square]);
            int antiFiles = Kindergarten.Gather.lineIndex(ANTI_DIAGONAL[square], ANTI_DIAGONAL[square]);
            for (int index = 0; index < 64; index++) {
                long onFiles = ((long) index << 1) * REPEAT_BYTE; // files b..g as named by index, every rank
                if ((rankLine && rankIndex(square, rankOccupancy(square, index)) != index)
                        || (fileLine
                                && Kindergarten.Gather.fileIndex(square, aFileOccupancy[index] << Square.file(square))
                                        != index)
                        || (diagonalLine
                                && Kindergarten.Gather.lineIndex(DIAGONAL[square], DIAGONAL[square] & onFiles)
                                        != (index & diagonalFiles))
                        || (antiLine
                                && Kindergarten.Gather.lineIndex(ANTI_DIAGONAL[square], ANTI_DIAGONAL[square] & onFiles)
                                        != (index & antiFiles))) {
                    throw InitChecks.failed(
                            "PreSchoolBitboards: a line index of " + Square.name(square) + " does not gather " + index);
                }
            }
        }
    }

    /**
     * Writes the entries of a square's keys that occupancies produce, {@code table[base + (high << 6 |
     * low)] = highLine[high] | lowLine[low]} for every {@code high} within {@code highKeys} and
     * {@code low} within {@code lowKeys} (all 4,096 for a rook; for a bishop only the files its
     * diagonals cross, so a corner bishop needs 64: the other entries are never read and stay 0).
     * The stores are the bulk of the start-up: in a method of its own, with one store per inner
     * iteration, the loop is small enough for the JIT to compile (on-stack replacement) a few squares
     * in, instead of running in the class initialiser's interpreter frame.
     */
    private static void joinKeys(long[] table, int base, long[] highLine, int highKeys, long[] lowLine, int lowKeys) {
        int high = 0;
        do {
            long line = highLine[high];
            int row = base + (high << 6);
            int low = 0;
            do {
                table[row + low] = line | lowLine[low];
                low = (low - lowKeys) & lowKeys; // the next subset of lowKeys (carry-rippler)
            } while (low != 0);
            high = (high - highKeys) & highKeys;
        } while (high != 0);
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public PreSchoolBitboards() {
        super(
                "PreSchoolBitboards",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin("tsoj", 2023, "https://github.com/Gigantua/Chess_Movegen/pull/4"),
                "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int key = Kindergarten.Gather.fileIndex(square, occupied) << 6 | rankIndex(square, occupied);
        return ROOK_ATTACKS[(square << 12) | key];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int key = Kindergarten.Gather.lineIndex(DIAGONAL[square], occupied) << 6
                | Kindergarten.Gather.lineIndex(ANTI_DIAGONAL[square], occupied);
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
}
