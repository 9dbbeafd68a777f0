package dev.slidebench.strategies;

import static dev.slidebench.core.Square.A1;
import static dev.slidebench.core.Square.A8;
import static dev.slidebench.core.Square.H1;
import static dev.slidebench.core.Square.H8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What is special to {@link RotatedBitboards}: the four occupancies its board keeps. The expected
 * rotations are computed here independently of the class's bit maps: the 90° turn by the
 * delta-swap diagonal flip and a byte swap (CPW "Flipping Mirroring and Rotating"), the 45° and
 * 315° packings by walking the lines in order and counting bits.
 */
class RotatedBitboardsTest {

    private final RotatedBitboards strategy = new RotatedBitboards();

    @Test
    void tableBytesAreFourInnerSixTablesPlusMaps() {
        // 4 lines × 64 squares × 64 inner occupancies × 8 bytes (algorithms.md §4.3, 64×64 form),
        // plus 7 int[64]: three square-to-rotated-bit maps, diagonal and anti-diagonal shift and mask.
        assertEquals(4L * 64 * 64 * 8 + 7L * 64 * 4, strategy.tableBytes());
        assertEquals(132_864L, strategy.tableBytes());
        assertEquals("RotatedBitboards", strategy.name());
        assertTrue(strategy.isIncremental());
        assertFalse(strategy.hasStoredXray());
    }

    @Test
    void cornersLandWhereTheLayoutsSay() {
        // 90° clockwise: a1 → a8, h1 → a1, a8 → h8, h8 → h1. 45°: h1 first (bit 0), the long diagonal
        // a1..h8 on bits 28..35 (after 1+2+…+7 = 28 bits), a8 last. 315°: a1 first, the long
        // anti-diagonal from a8 (bit 28) to h1 (bit 35), h8 last.
        assertCorner(A1, 56, 28, 0);
        assertCorner(H1, 0, 0, 35);
        assertCorner(A8, 63, 63, 28);
        assertCorner(H8, 7, 35, 63);
    }

    @Test
    void rotatedOccupanciesAreExactlyTheRotatedBoardAfterToggles() {
        SplittableRandom random = new SplittableRandom(0x0DA7_1999L);
        long start = random.nextLong() & random.nextLong();
        RotatedBitboards.Board board = strategy.newBoard(start);
        long occupied = start;
        assertRotations(occupied, board);
        for (int i = 0; i < 2_000; i++) {
            int square = random.nextInt(64);
            board.toggle(square);
            occupied ^= Square.bit(square);
            assertRotations(occupied, board);
        }
        for (long rest = occupied; rest != 0; rest &= rest - 1) {
            board.toggle(Long.numberOfTrailingZeros(rest));
        }
        assertEquals(0L, board.occupied());
        assertEquals(0L, board.rotated90());
        assertEquals(0L, board.rotated45());
        assertEquals(0L, board.rotated315());
    }

    private void assertCorner(int square, int bit90, int bit45, int bit315) {
        RotatedBitboards.Board board = strategy.newBoard(0L);
        board.toggle(square);
        String name = Square.name(square);
        assertEquals(Bitboards.hex(1L << bit90), Bitboards.hex(board.rotated90()), "90° of " + name);
        assertEquals(Bitboards.hex(1L << bit45), Bitboards.hex(board.rotated45()), "45° of " + name);
        assertEquals(Bitboards.hex(1L << bit315), Bitboards.hex(board.rotated315()), "315° of " + name);
        assertRotations(Square.bit(square), board);
    }

    private static void assertRotations(long occupied, RotatedBitboards.Board board) {
        assertEquals(occupied, board.occupied());
        assertEquals(
                Bitboards.hex(rotate90Clockwise(occupied)),
                Bitboards.hex(board.rotated90()),
                () -> "90° of\n" + Bitboards.pretty(occupied));
        assertEquals(
                Bitboards.hex(packDiagonals(occupied)),
                Bitboards.hex(board.rotated45()),
                () -> "45° of\n" + Bitboards.pretty(occupied));
        assertEquals(
                Bitboards.hex(packAntiDiagonals(occupied)),
                Bitboards.hex(board.rotated315()),
                () -> "315° of\n" + Bitboards.pretty(occupied));
    }

    /** Clockwise quarter turn: flip about the a1–h8 diagonal, then flip vertically. */
    private static long rotate90Clockwise(long b) {
        return Long.reverseBytes(flipDiagonalA1H8(b));
    }

    /** Mirror about the a1–h8 diagonal by three delta swaps (CPW "Flipping Mirroring and Rotating"). */
    private static long flipDiagonalA1H8(long b) {
        long t = 0x0F0F0F0F00000000L & (b ^ (b << 28));
        b ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (b ^ (b << 14));
        b ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (b ^ (b << 7));
        b ^= t ^ (t >>> 7);
        return b;
    }

    /** Diagonals rank − file = −7 (h1) … +7 (a8), each from its low file, bits counted off in order. */
    private static long packDiagonals(long occupied) {
        long packed = 0;
        int bit = 0;
        for (int difference = -7; difference <= 7; difference++) {
            for (int file = 0; file < 8; file++) {
                int rank = file + difference;
                if (rank >= 0 && rank < 8) {
                    packed |= (occupied >>> Square.of(file, rank) & 1) << bit;
                    bit++;
                }
            }
        }
        assertEquals(64, bit);
        return packed;
    }

    /** Anti-diagonals rank + file = 0 (a1) … 14 (h8), each from its low file, bits counted off in order. */
    private static long packAntiDiagonals(long occupied) {
        long packed = 0;
        int bit = 0;
        for (int sum = 0; sum <= 14; sum++) {
            for (int file = 0; file < 8; file++) {
                int rank = sum - file;
                if (rank >= 0 && rank < 8) {
                    packed |= (occupied >>> Square.of(file, rank) & 1) << bit;
                    bit++;
                }
            }
        }
        assertEquals(64, bit);
        return packed;
    }
}
