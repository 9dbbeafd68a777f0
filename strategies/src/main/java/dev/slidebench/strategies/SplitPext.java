package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;
import dev.slidebench.strategies.LineTables.Line;

/**
 * Split PEXT: instead of one parallel bit extract over a piece's whole relevant mask (up to 12 bits,
 * 107,648 entries in all), each of the four lines through the square is looked up on its own in a
 * dense {@code [64 squares][64]} table, since a line has at most six inner squares. The file and the
 * two diagonals are indexed by {@code Long.compress} with the line's inner mask (the square's own bit
 * is a don't-care: both of its entries hold the same set); the rank needs no extract, its six inner
 * squares are a shift away, as in kindergarten bitboards. A queen is the OR of four small lookups.
 * On a JDK without {@code Long.compress} (before 19) the same tables are indexed by a software
 * extract, correct but slow, and {@link #degradedReason()} says so (see {@link BitExtract}).
 *
 * <p>Reference: credited to a "group idea" in Chess_Movegen (talkchess,
 * https://www.talkchess.com/forum3/viewtopic.php?f=7&t=79049&start=340): one PEXT per line rather
 * than per piece, used independently by Daniel Inführ (2020) and Thomas Jahn (2022), with the
 * kindergarten rank shift added by Michael Sherwin.
 *
 * <p>Tables: 4 lines × 64 squares × 64 × 8 bytes = 131,072 bytes of attacks, plus the diagonal and
 * anti-diagonal inner masks, 2 × 64 × 8 = 1,024 bytes (the file's is a shift of one constant, the
 * rank's index a shift): 132,096 bytes.
 */
public final class SplitPext extends DeclaredStrategy {

    /** The inner squares a2..a7 of the a-file; the file's inner mask is this shifted by the file. */
    static final long A2_A7 = Bitboards.FILE_A & ~(Bitboards.RANK_1 | Bitboards.RANK_8);

    private static final long[] RANK_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] FILE_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] DIAGONAL_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] ANTI_DIAGONAL_ATTACKS = new long[64 * LineTables.PER_SQUARE];
    private static final long[] DIAGONAL_INNER = new long[64];
    private static final long[] ANTI_DIAGONAL_INNER = new long[64];

    static {
        String name = SplitPext.class.getSimpleName();
        for (int square = 0; square < 64; square++) {
            DIAGONAL_INNER[square] = Line.DIAGONAL.inner(square);
            ANTI_DIAGONAL_INNER[square] = Line.ANTI_DIAGONAL.inner(square);
            if (Line.FILE.inner(square) != A2_A7 << (square & 7)) {
                throw InitChecks.failed(name + ": file inner mask of square " + square);
            }
            LineTables.fillSquare(
                    name,
                    square,
                    new long[][] {RANK_ATTACKS, FILE_ATTACKS, DIAGONAL_ATTACKS, ANTI_DIAGONAL_ATTACKS},
                    TableIndex.FILE,
                    TableIndex.DIAGONAL,
                    TableIndex.ANTI_DIAGONAL);
        }
        InitChecks.againstReference(new SplitPext());
    }

    /**
     * The lookups' indices as the tables are filled, with the software extract: the tables must not
     * depend on which path this JVM has (the contract test checks both give the same answers).
     */
    private enum TableIndex implements LineTables.LineIndex {
        FILE {
            @Override
            public int of(int square, long occupied) {
                return (int) BitExtract.softwareCompress(occupied, A2_A7 << (square & 7));
            }
        },
        DIAGONAL {
            @Override
            public int of(int square, long occupied) {
                return (int) BitExtract.softwareCompress(occupied, DIAGONAL_INNER[square]);
            }
        },
        ANTI_DIAGONAL {
            @Override
            public int of(int square, long occupied) {
                return (int) BitExtract.softwareCompress(occupied, ANTI_DIAGONAL_INNER[square]);
            }
        }
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public SplitPext() {
        super(
                "SplitPext",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin(
                        "Daniel Inführ; Thomas Jahn; Michael Sherwin",
                        2020,
                        "https://www.talkchess.com/forum3/viewtopic.php?f=7&t=79049&start=340"),
                "pext, JDK 19+");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 6;
        return RANK_ATTACKS[base | LineTables.rankIndex(square, occupied)]
                | FILE_ATTACKS[base | (int) BitExtract.compress(occupied, A2_A7 << (square & 7))];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 6;
        return DIAGONAL_ATTACKS[base | (int) BitExtract.compress(occupied, DIAGONAL_INNER[square])]
                | ANTI_DIAGONAL_ATTACKS[base | (int) BitExtract.compress(occupied, ANTI_DIAGONAL_INNER[square])];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(
                RANK_ATTACKS,
                FILE_ATTACKS,
                DIAGONAL_ATTACKS,
                ANTI_DIAGONAL_ATTACKS,
                DIAGONAL_INNER,
                ANTI_DIAGONAL_INNER);
    }

    @Override
    public String degradedReason() {
        return BitExtract.degradedReason();
    }
}
