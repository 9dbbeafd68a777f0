package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Genetic obstruction difference: a shorter obstruction-difference line formula, found by a search
 * over expression trees. With {@code upper} the blockers above the square on a line and {@code low}
 * the nearest blocker below it (or bit 0 when there is none), {@code upper ^ (upper - low)} sets
 * every bit from the lower blocker up to and including the nearest upper blocker (or up to bit 63).
 * Masked with the whole line, the square included, that is the line's attack set plus the square;
 * the two lines of a piece are combined with XOR, which cancels the square.
 *
 * <p>Reference: Daniel Inführ and Michael Hoffmann, 2022, talkchess thread 79701 ({@link #origin()}),
 * after Hoffmann's obstruction difference ({@link ObstructionDifference}). Written here from the idea;
 * the masks are geometry, computed from {@link Bitboards} and checked against the reference at class
 * initialisation. Nothing is searched: the "genetic" search produced the formula, not numbers.
 *
 * <p>Tables: {below, above, rank, file, diagonal, anti-diagonal} × 64 squares = 3,072 bytes.
 */
public final class GeneticObstructionDifference extends DeclaredStrategy {

    /** The squares below (lower index than) each square. */
    private static final long[] BELOW = new long[64];
    /** The squares above each square. */
    private static final long[] ABOVE = new long[64];
    /** The four lines through each square, the square included. */
    private static final long[] RANK = new long[64];

    private static final long[] FILE = new long[64];
    private static final long[] DIAGONAL = new long[64];
    private static final long[] ANTI_DIAGONAL = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            BELOW[square] = Square.bit(square) - 1;
            ABOVE[square] = -2L << square;
            RANK[square] = Bitboards.rankMask(Square.rank(square));
            FILE[square] = Bitboards.fileMask(Square.file(square));
            DIAGONAL[square] = Bitboards.diagonalMask(square);
            ANTI_DIAGONAL[square] = Bitboards.antiDiagonalMask(square);
        }
        InitChecks.againstReference(new GeneticObstructionDifference());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public GeneticObstructionDifference() {
        super(
                "GeneticObstructionDifference",
                StrategyFamily.COMPUTED,
                new StrategyOrigin(
                        "Daniel Inführ, Michael Hoffmann",
                        2022,
                        "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79701"),
                "lzcnt");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long below = BELOW[square];
        long above = ABOVE[square];
        return line(RANK[square], below, above, occupied) ^ line(FILE[square], below, above, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long below = BELOW[square];
        long above = ABOVE[square];
        return line(DIAGONAL[square], below, above, occupied) ^ line(ANTI_DIAGONAL[square], below, above, occupied);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(BELOW, ABOVE, RANK, FILE, DIAGONAL, ANTI_DIAGONAL);
    }

    /** The line's attack set plus the square itself. */
    private static long line(long line, long below, long above, long occupied) {
        long onLine = occupied & line;
        long upper = onLine & above;
        long lowerBlocker = Long.highestOneBit((onLine & below) | 1);
        return line & (upper ^ (upper - lowerBlocker));
    }
}
