package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import dev.slidebench.strategies.LineTables.Line;

/**
 * Kindergarten Super SISSY bitboards (KGSSB): each of the four lines through the square has its own
 * per-square {@code [64 squares][64]} table, as in Split PEXT, but the 6-bit index comes from
 * kindergarten arithmetic instead of a bit extract. The rank's six inner squares are a shift; the
 * file is shifted onto the a-file, masked to a2..a7 and gathered into the top six bits by the c2–h7
 * diagonal {@code 0x0080402010080400}; a diagonal, masked without its ends and without the square,
 * has at most one square per file, and the b2–b7 file {@code 0x0002020202020200} moves file b..g of
 * it to bits 58..63 with no two partial products overlapping, a plain gather. The two lookups of a
 * piece are disjoint and ORed. Unlike {@link Kindergarten}, no fill-up table shared by all squares is
 * masked back onto the line: each entry already is the line's attack set.
 *
 * <p>Reference: Michael Sherwin, "Kindergarten Super SISSY Bitboards" (talkchess, January 2023,
 * https://www.talkchess.com/forum3/viewtopic.php?f=7&t=81234&start=30). The two multipliers are the
 * usual kindergarten geometry constants; no number was searched.
 *
 * <p>Tables: 4 lines × 64 squares × 64 × 8 bytes = 131,072 bytes of attacks, plus the diagonal and
 * anti-diagonal masks without ends and square, 2 × 64 × 8 = 1,024 bytes: 132,096 bytes.
 */
public final class KindergartenSuperSissy extends DeclaredStrategy {

    /** The a-file's inner squares a2..a7. */
    static final long A2_A7 = Bitboards.FILE_A & ~(Bitboards.RANK_1 | Bitboards.RANK_8);
    /** The c2–h7 diagonal: gathers a2..a7 into bits 58..63. */
    static final long C2_H7 = 0x0080402010080400L;
    /** The b2–b7 file: gathers files b..g of a line with one square per file into bits 58..63. */
    static final long B2_B7 = Bitboards.FILE_B & ~(Bitboards.RANK_1 | Bitboards.RANK_8);

    private static final long[] RANK_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] FILE_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] DIAGONAL_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] ANTI_DIAGONAL_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    /** The diagonal through each square without its ends and without the square. */
    private static final long[] DIAGONAL_MASK = new long[64];
    /** The anti-diagonal through each square without its ends and without the square. */
    private static final long[] ANTI_DIAGONAL_MASK = new long[64];

    static {
        String name = KindergartenSuperSissy.class.getSimpleName();
        if (C2_H7 != Bitboards.of(10, 19, 28, 37, 46, 55)) {
            throw InitChecks.failed(name + ": C2_H7 is not the c2-h7 diagonal");
        }
        for (int square = 0; square < 64; square++) {
            DIAGONAL_MASK[square] = Line.DIAGONAL.inner(square) & ~(1L << square);
            ANTI_DIAGONAL_MASK[square] = Line.ANTI_DIAGONAL.inner(square) & ~(1L << square);
            // Each fill checks that its formula sends the line's inner subsets to distinct entries
            // (or to entries with the same attack set) within the square's 64.
            LineTables.fillSquare(
                    name,
                    square,
                    new long[][] {RANK_ATTACKS, FILE_ATTACKS, DIAGONAL_ATTACKS, ANTI_DIAGONAL_ATTACKS},
                    TableIndex.FILE,
                    TableIndex.DIAGONAL,
                    TableIndex.ANTI_DIAGONAL);
        }
        InitChecks.againstReference(new KindergartenSuperSissy());
    }

    /** The lookups' index formulas, for filling the tables (an enum: no lambda bootstrap at start-up). */
    private enum TableIndex implements LineTables.LineIndex {
        FILE {
            @Override
            public int of(int square, long occupied) {
                return fileIndex(square, occupied);
            }
        },
        DIAGONAL {
            @Override
            public int of(int square, long occupied) {
                return diagonalIndex(DIAGONAL_MASK[square], occupied);
            }
        },
        ANTI_DIAGONAL {
            @Override
            public int of(int square, long occupied) {
                return diagonalIndex(ANTI_DIAGONAL_MASK[square], occupied);
            }
        }
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public KindergartenSuperSissy() {
        super(
                "KindergartenSuperSissy",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin(
                        "Michael Sherwin", 2023, "https://www.talkchess.com/forum3/viewtopic.php?f=7&t=81234&start=30"),
                "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 6;
        return RANK_ATTACKS[base | LineTables.rankIndex(square, occupied)]
                | FILE_ATTACKS[base | fileIndex(square, occupied)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 6;
        return DIAGONAL_ATTACKS[base | diagonalIndex(DIAGONAL_MASK[square], occupied)]
                | ANTI_DIAGONAL_ATTACKS[base | diagonalIndex(ANTI_DIAGONAL_MASK[square], occupied)];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(
                RANK_ATTACKS, FILE_ATTACKS, DIAGONAL_ATTACKS, ANTI_DIAGONAL_ATTACKS, DIAGONAL_MASK, ANTI_DIAGONAL_MASK);
    }

    /** The file's inner squares, ranks 2..7, as a 6-bit index. */
    static int fileIndex(int square, long occupied) {
        return (int) ((((occupied >>> (square & 7)) & A2_A7) * C2_H7) >>> 58);
    }

    /** The inner squares of a line with one square per file, files b..g, as a 6-bit index. */
    static int diagonalIndex(long lineMask, long occupied) {
        return (int) (((occupied & lineMask) * B2_B7) >>> 58);
    }
}
