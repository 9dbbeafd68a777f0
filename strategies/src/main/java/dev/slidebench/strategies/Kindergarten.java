package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Kindergarten bitboards: the occupancy of one line, masked out of the board, is multiplied so that
 * its six inner squares land in the top six bits, and {@code >>> 58} makes them a 6-bit index into
 * a small table of first-rank attacks. A rank or diagonal has at most one square per file, so the
 * B-file multiplier {@code 0x0202020202020202} gathers them by file and one fill-up table
 * {@code [file][index]}, its byte repeated in all eight ranks, serves all three, projected back
 * onto the line by AND-ing with the line mask. A file is first shifted onto the a-file and gathered
 * by the c7–h2 anti-diagonal {@code 0x0004081020408000}, which lands a2..a7 on bits 58..63 in order,
 * into an a-file table {@code [rank][index]} shifted back by the file.
 *
 * <p>Reference: Gerd Isenberg, who named the method in a Winboard-forum reply to Michael Sherwin's
 * "Magic Bitboards Explained!" (December 2006); Chess Programming Wiki, "Kindergarten Bitboards".
 * Table size: fill-up 8 × 64 × 8 + a-file 8 × 64 × 8 + diagonal and anti-diagonal masks 2 × 64 × 8
 * = 9,216 bytes (rank masks are a shift of {@code 0xFF}).
 */
public final class Kindergarten extends DeclaredStrategy {

    /** Gathers one bit per file into the top byte: file f lands on bit 57 + f. */
    static final long B_FILE = Gather.B_FILE;
    /** The c7–h2 anti-diagonal: gathers a2..a7 onto bits 58..63 (rank 2 lowest). */
    static final long C7_H2 = Gather.C7_H2;

    /**
     * The two index formulas without the tables: a nested class is initialised on its own, so
     * {@link PreSchoolBitboards}, which builds its keys from them, does not build kindergarten's
     * tables (and run its checks) at its start-up.
     */
    static final class Gather {
        static final long B_FILE = 0x0202020202020202L;
        static final long C7_H2 = 0x0004081020408000L;

        private Gather() {}

        /** Inner-six occupancy of a line with one square per file (rank, diagonal): files b..g as bits 0..5. */
        static int lineIndex(long lineMask, long occupied) {
            return (int) (((lineMask & occupied) * B_FILE) >>> 58);
        }

        /** Inner-six occupancy of the square's file: ranks 2..7 as bits 0..5. */
        static int fileIndex(int square, long occupied) {
            return (int) ((((occupied >>> (square & 7)) & Bitboards.FILE_A) * C7_H2) >>> 58);
        }
    }

    private static final long REPEAT_BYTE = 0x0101010101010101L;

    /** {@code FILL_UP[64 * file + index]}: first-rank attacks from {@code file}, repeated in every byte. */
    private static final long[] FILL_UP = new long[8 * 64];
    /** {@code A_FILE_ATTACKS[64 * rank + index]}: a-file attacks from the a-file square of {@code rank}. */
    private static final long[] A_FILE_ATTACKS = new long[8 * 64];
    /** The a1–h8-direction diagonal through each square (square included: its own bit never matters). */
    private static final long[] DIAGONAL = new long[64];
    /** The h1–a8-direction anti-diagonal through each square. */
    private static final long[] ANTI_DIAGONAL = new long[64];

    private static final long TABLE_BYTES;

    static {
        for (int file = 0; file < 8; file++) {
            for (int index = 0; index < 64; index++) {
                long rankOne = (long) index << 1; // the six inner squares b1..g1
                if (lineIndex(Bitboards.RANK_1, rankOne) != index) {
                    throw InitChecks.failed("B-file multiply does not gather inner occupancy " + index);
                }
                long attacks = RayLoop.ray(file, rankOne, 1, 0) | RayLoop.ray(file, rankOne, -1, 0);
                FILL_UP[(file << 6) | index] = attacks * REPEAT_BYTE;
            }
        }
        for (int rank = 0; rank < 8; rank++) {
            for (int index = 0; index < 64; index++) {
                long aFile = 0;
                for (int bit = 0; bit < 6; bit++) {
                    if ((index >>> bit & 1) != 0) {
                        aFile |= Square.bit(Square.of(0, bit + 1));
                    }
                }
                if (fileIndex(Square.A1, aFile) != index) {
                    throw InitChecks.failed("c7-h2 multiply does not gather inner occupancy " + index);
                }
                int square = Square.of(0, rank);
                A_FILE_ATTACKS[(rank << 6) | index] =
                        RayLoop.ray(square, aFile, 0, 1) | RayLoop.ray(square, aFile, 0, -1);
            }
        }
        for (int square = 0; square < 64; square++) {
            DIAGONAL[square] = Bitboards.diagonalMask(square);
            ANTI_DIAGONAL[square] = Bitboards.antiDiagonalMask(square);
        }
        TABLE_BYTES = 8L * (FILL_UP.length + A_FILE_ATTACKS.length + DIAGONAL.length + ANTI_DIAGONAL.length);
        InitChecks.againstReference(new Kindergarten());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public Kindergarten() {
        super(
                "Kindergarten",
                StrategyFamily.TABLE_LOOKUP,
                new StrategyOrigin("Gerd Isenberg", 2006, "https://www.chessprogramming.org/Kindergarten_Bitboards"),
                "mul64");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return lineAttacks(Bitboards.RANK_1 << (square & 56), square, occupied) | fileAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return lineAttacks(DIAGONAL[square], square, occupied) | lineAttacks(ANTI_DIAGONAL[square], square, occupied);
    }

    @Override
    public long tableBytes() {
        return TABLE_BYTES;
    }

    /** {@link Gather#lineIndex}. */
    static int lineIndex(long lineMask, long occupied) {
        return Gather.lineIndex(lineMask, occupied);
    }

    /** {@link Gather#fileIndex}. */
    static int fileIndex(int square, long occupied) {
        return Gather.fileIndex(square, occupied);
    }

    private static long lineAttacks(long lineMask, int square, long occupied) {
        return lineMask & FILL_UP[((square & 7) << 6) | lineIndex(lineMask, occupied)];
    }

    private static long fileAttacks(int square, long occupied) {
        return A_FILE_ATTACKS[((square >>> 3) << 6) | fileIndex(square, occupied)] << (square & 7);
    }
}
