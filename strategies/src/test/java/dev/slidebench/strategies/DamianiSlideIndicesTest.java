package dev.slidebench.strategies;

import static dev.slidebench.core.Square.A8;
import static dev.slidebench.core.Square.B3;
import static dev.slidebench.core.Square.B5;
import static dev.slidebench.core.Square.B7;
import static dev.slidebench.core.Square.C4;
import static dev.slidebench.core.Square.C5;
import static dev.slidebench.core.Square.C6;
import static dev.slidebench.core.Square.D2;
import static dev.slidebench.core.Square.D3;
import static dev.slidebench.core.Square.D4;
import static dev.slidebench.core.Square.D5;
import static dev.slidebench.core.Square.D6;
import static dev.slidebench.core.Square.D7;
import static dev.slidebench.core.Square.E4;
import static dev.slidebench.core.Square.E5;
import static dev.slidebench.core.Square.E6;
import static dev.slidebench.core.Square.F3;
import static dev.slidebench.core.Square.F5;
import static dev.slidebench.core.Square.F7;
import static dev.slidebench.core.Square.G5;
import static dev.slidebench.core.Square.H1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * The seed's routines (seed 002: SetPiece, RemovePiece, the AttackRank/AttackFile/AttackDiag…
 * macros and the IndexToAF… generators) worked through by hand on small positions. The seed
 * states its procedures but prints no numbers, so each expected value below was derived by
 * following those procedures on paper in the seed's a8 = 0 picture and then translated to LERF
 * with {@code square ^ 56}:
 * <pre>
 *   seed square  0 = a8  →  LERF 56        seed square 27 = d5 (row 3, file 3)  →  LERF 35
 *   seed square 63 = h1  →  LERF  7
 * </pre>
 */
class DamianiSlideIndicesTest {

    private final DamianiSlideIndices strategy = new DamianiSlideIndices();

    @Test
    void everyEntryOfEveryTableIsTheSeedGenerators() {
        // The tables are built ray by ray; the seed's walk (IndexToAFR..., IndexToAFB...) is the definition.
        for (int table = 0; table < 4; table++) {
            for (int s = 0; s < 64; s++) {
                for (int index = 0; index < 256; index++) {
                    assertEquals(
                            DamianiTables.seedEntry(table, s, index),
                            DamianiTables.builtEntry(table, s, index),
                            "table " + table + ", seed square " + s + ", index " + index);
                }
            }
        }
    }

    @Test
    void tableBytesAreFourTablesOf64By256() {
        // AFRhorizontal, AFRvertical, AFBrightup, AFBrightdown: 4 × [64][256] × 8 bytes (algorithms.md §4.4).
        assertEquals(4L * 64 * 256 * 8, strategy.tableBytes());
        assertEquals(524_288L, strategy.tableBytes());
        assertEquals("DamianiSlideIndices", strategy.name());
        assertTrue(strategy.isIncremental());
    }

    @Test
    void setPieceOnTheCornersSetsTheSeedsBits() {
        DamianiSlideIndices.Board board = strategy.newBoard(0L);
        // SetPiece(0): row 0, file 0, a = b = 1 << 7.
        board.toggle(A8); // LERF 56 = seed 0 ^ 56
        assertEquals(0x80, board.slideIndexH(0));
        assertEquals(0x80, board.slideIndexV(0));
        assertEquals(0x80, board.slideIndexRU(0));
        assertEquals(0x80, board.slideIndexRD(7));
        // SetPiece(63): row 7, file 7, a = b = 1 << 0; a8 and h1 share right-down line 7 - 7 + 7 = 7.
        board.toggle(H1); // LERF 7 = seed 63 ^ 56
        assertEquals(0x01, board.slideIndexH(7));
        assertEquals(0x01, board.slideIndexV(7));
        assertEquals(0x01, board.slideIndexRU(14));
        assertEquals(0x81, board.slideIndexRD(7));
        // RemovePiece(0) undoes exactly its own bits.
        board.toggle(A8);
        assertEquals(0x00, board.slideIndexH(0));
        assertEquals(0x00, board.slideIndexV(0));
        assertEquals(0x00, board.slideIndexRU(0));
        assertEquals(0x01, board.slideIndexRD(7));
        assertEquals(Bitboards.of(H1), board.occupied());
    }

    @Test
    void rookOnD5ThroughAttackRankAndAttackFile() {
        // Seed square 27 (d5) with pieces on b5, g5 (its row 3) and d2, d7 (its file 3).
        long occupied = Bitboards.of(D5, B5, G5, D2, D7);
        assertEquals(0x0008004A00000800L, occupied);
        DamianiSlideIndices.Board board = strategy.newBoard(occupied);
        // SlideIndexH[3]: b5 → 1 << 6, d5 → 1 << 4, g5 → 1 << 1.
        assertEquals(0x52, board.slideIndexH(3));
        // SlideIndexV[3]: d7 (row 1) → 1 << 6, d5 (row 3) → 1 << 4, d2 (row 6) → 1 << 1.
        assertEquals(0x52, board.slideIndexV(3));
        assertEquals(0x52, DamianiSlideIndices.slideIndexH(occupied, 3));
        assertEquals(0x52, DamianiSlideIndices.slideIndexV(occupied, 3));

        // IndexToAFRhorizontal(27, 0x52): right, t = 1 << 3: e5, f5, g5 (t = 1 << 1 hits);
        // left, t = 1 << 5: c5, b5 (t = 1 << 6 hits).
        long rank = Bitboards.of(B5, C5, E5, F5, G5);
        assertEquals(0x0000007600000000L, rank);
        // IndexToAFRvertical(27, 0x52): down, t = 1 << 3: d4, d3, d2 (1 << 1 hits); up, t = 1 << 5: d6, d7 (1 << 6
        // hits).
        long file = Bitboards.of(D4, D3, D2, D6, D7);
        assertEquals(0x0008080008080800L, file);

        assertEquals(rank | file, board.rookAttacks(D5));
        assertEquals(rank | file, strategy.rookAttacks(D5, occupied));
    }

    @Test
    void bishopOnD5ThroughAttackDiagRightUpAndRightDown() {
        // Seed square 27 (d5); right-up line row + file = 6 holds f7 and b3, right-down line
        // 7 - row + file = 7 holds b7 and f3.
        long occupied = Bitboards.of(D5, F7, B3, B7, F3);
        assertEquals(0x0022000800220000L, occupied);
        DamianiSlideIndices.Board board = strategy.newBoard(occupied);
        // SlideIndexRU[6]: b3 (file 1) → 1 << 6, d5 → 1 << 4, f7 (file 5) → 1 << 2.
        assertEquals(0x54, board.slideIndexRU(6));
        // SlideIndexRD[7]: b7 (row 1) → 1 << 6, d5 (row 3) → 1 << 4, f3 (row 5) → 1 << 2.
        assertEquals(0x54, board.slideIndexRD(7));
        assertEquals(0x54, DamianiSlideIndices.slideIndexRU(occupied, D5));
        assertEquals(0x54, DamianiSlideIndices.slideIndexRD(occupied, D5));

        // IndexToAFBrightup(27, 0x54): right up e6, f7 (t = 1 << 2 hits); left down c4, b3 (1 << 6 hits).
        // IndexToAFBrightdown(27, 0x54): right down e4, f3 (1 << 2 hits); left up c6, b7 (1 << 6 hits).
        long expected = Bitboards.of(E6, F7, C4, B3, E4, F3, C6, B7);
        assertEquals(0x0022140014220000L, expected);
        assertEquals(expected, board.bishopAttacks(D5));
        assertEquals(expected, strategy.bishopAttacks(D5, occupied));
    }

    @Test
    void everyIndexALineCanTakeMatchesTheReference() {
        // Start-up checks 10 of the 256 indices per square; here every occupancy of every whole line
        // through every square (its ends and the square itself included) reaches its table entry,
        // through the board's incremental indices and through the stateless ones.
        DamianiSlideIndices.Board board = strategy.newBoard(0L);
        for (int square = 0; square < 64; square++) {
            long[] lines = {
                Bitboards.rankMask(Square.rank(square)),
                Bitboards.fileMask(Square.file(square)),
                Bitboards.diagonalMask(square),
                Bitboards.antiDiagonalMask(square)
            };
            for (long line : lines) {
                long occupied = 0;
                do {
                    for (long change = board.occupied() ^ occupied; change != 0; change &= change - 1) {
                        board.toggle(Long.numberOfTrailingZeros(change));
                    }
                    long rook = RayLoop.INSTANCE.rookAttacks(square, occupied);
                    long bishop = RayLoop.INSTANCE.bishopAttacks(square, occupied);
                    String where = Square.name(square) + " with " + Bitboards.hex(occupied);
                    assertEquals(rook, board.rookAttacks(square), where);
                    assertEquals(bishop, board.bishopAttacks(square), where);
                    assertEquals(rook, strategy.rookAttacks(square, occupied), where);
                    assertEquals(bishop, strategy.bishopAttacks(square, occupied), where);
                    occupied = Bitboards.nextSubset(occupied, line);
                } while (occupied != 0);
            }
        }
    }

    @Test
    void statelessIndicesEqualTheBoardsOnEveryLine() {
        // The stateless path computes what SetPiece would have accumulated, for any occupancy.
        long occupied = 0x5A3C_9966_0FF0_A55AL;
        DamianiSlideIndices.Board board = strategy.newBoard(occupied);
        for (int seedSquare = 0; seedSquare < 64; seedSquare++) {
            int row = seedSquare >>> 3;
            int file = seedSquare & 7;
            int square = seedSquare ^ 56;
            assertEquals(board.slideIndexH(row), DamianiSlideIndices.slideIndexH(occupied, row), "H of row " + row);
            assertEquals(board.slideIndexV(file), DamianiSlideIndices.slideIndexV(occupied, file), "V of file " + file);
            assertEquals(
                    board.slideIndexRU(row + file),
                    DamianiSlideIndices.slideIndexRU(occupied, square),
                    "RU at " + seedSquare);
            assertEquals(
                    board.slideIndexRD(7 - row + file),
                    DamianiSlideIndices.slideIndexRD(occupied, square),
                    "RD at " + seedSquare);
        }
    }
}
