package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What is special to Split PEXT, Kindergarten Super SISSY, SISSY and HyperCube beyond the shared
 * contract: exact table sizes counted from the array shapes, the kindergarten index geometry on named
 * squares, SISSY's intersection of per-rank sets, and HyperCube's incremental board.
 */
class LineAndStateTableStrategiesTest {

    @Test
    void namesAreTheSimpleClassNames() {
        for (SlidingAttacks s : List.of(new SplitPext(), new KindergartenSuperSissy(), new Sissy(), new HyperCube())) {
            assertEquals(s.getClass().getSimpleName(), s.name());
        }
    }

    @Test
    void tableBytesCountTheArraysHeld() {
        // 4 lines x 64 squares x 64 entries, plus the two diagonal masks per square.
        assertEquals(4 * 64 * 64 * 8 + 2 * 64 * 8, new SplitPext().tableBytes());
        assertEquals(4 * 64 * 64 * 8 + 2 * 64 * 8, new KindergartenSuperSissy().tableBytes());
        // queen [64][8][256], bishop [64][6][64], rook lines [64].
        assertEquals(64 * 8 * 256 * 8 + 64 * 6 * 64 * 8 + 64 * 8, new Sissy().tableBytes());
        // The dense PEXT layout, masks and offsets, and one (index, bit) pair per relevant-mask square.
        int rookEntries = 0;
        int bishopEntries = 0;
        int maskSquares = 0;
        for (int square = 0; square < 64; square++) {
            rookEntries += 1 << Long.bitCount(Bitboards.rookRelevantMask(square));
            bishopEntries += 1 << Long.bitCount(Bitboards.bishopRelevantMask(square));
            maskSquares += Long.bitCount(Bitboards.rookRelevantMask(square))
                    + Long.bitCount(Bitboards.bishopRelevantMask(square));
        }
        assertEquals(107_648, rookEntries + bishopEntries);
        assertEquals(HyperCube.UPDATE_COUNT, maskSquares);
        assertEquals(
                8L * (rookEntries + bishopEntries) + 2 * 64 * 8 + 2 * 64 * 4 + 4L * (maskSquares + 65),
                new HyperCube().tableBytes());
    }

    @Test
    void kindergartenSuperSissyGathersTheFileIntoSixBits() {
        // c2-h7 brings a2 to bit 63 and a7 to bit 58: the file index runs from rank 7 (bit 0) down.
        assertEquals(0b100000, KindergartenSuperSissy.fileIndex(Square.A1, Square.bit(Square.A2)));
        assertEquals(0b000001, KindergartenSuperSissy.fileIndex(Square.A1, Square.bit(Square.A7)));
        // Shifted onto the a-file first: the d-file behaves like the a-file; edges do not count.
        assertEquals(0b100001, KindergartenSuperSissy.fileIndex(Square.D5, Bitboards.of(Square.D2, Square.D7)));
        assertEquals(0, KindergartenSuperSissy.fileIndex(Square.D5, Bitboards.of(Square.D1, Square.D8, Square.C4)));
    }

    @Test
    void kindergartenSuperSissyGathersADiagonalByFile() {
        // The a1-h8 diagonal without its ends and without d4: b2 c3 e5 f6 g7, files b..g on bits 0..5.
        long mask = Bitboards.of(Square.B2, Square.C3, Square.E5, Square.F6, Square.G7);
        assertEquals(0b000001, KindergartenSuperSissy.diagonalIndex(mask, Square.bit(Square.B2)));
        assertEquals(0b100000, KindergartenSuperSissy.diagonalIndex(mask, Square.bit(Square.G7)));
        assertEquals(
                0b011010, KindergartenSuperSissy.diagonalIndex(mask, Bitboards.of(Square.C3, Square.E5, Square.F6)));
        assertEquals(0, KindergartenSuperSissy.diagonalIndex(mask, ~mask));
    }

    @Test
    void sissyQueenIsTheIntersectionOfItsPerRankSets() {
        // An independent oracle for the idea: AND of the reference queen sets with one rank occupied at a time.
        SplittableRandom random = new SplittableRandom(73_083);
        Sissy sissy = new Sissy();
        for (int i = 0; i < 2_000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int square = random.nextInt(64);
            long intersection = -1L;
            for (int rank = 0; rank < 8; rank++) {
                intersection &= RayLoop.INSTANCE.queenAttacks(square, occupied & Bitboards.rankMask(rank));
            }
            assertEquals(RayLoop.INSTANCE.queenAttacks(square, occupied), intersection, "the idea itself");
            assertEquals(intersection, sissy.queenAttacks(square, occupied));
        }
    }

    @Test
    void hyperCubeKeepsItsStateInTheBoard() {
        HyperCube cube = new HyperCube();
        assertTrue(cube.isIncremental());
        // A rook on e4: a piece appears on e6, then leaves again.
        AttackBoard board = cube.newBoard(Square.bit(Square.E4));
        long open = RayLoop.INSTANCE.rookAttacks(Square.E4, 0);
        assertEquals(open, board.rookAttacks(Square.E4));
        board.toggle(Square.E6);
        assertEquals(Bitboards.of(Square.E4, Square.E6), board.occupied());
        assertEquals(open & ~Bitboards.of(Square.E7, Square.E8), board.rookAttacks(Square.E4));
        // Every other square whose lines cross e6 sees it too, without being asked before.
        assertEquals(RayLoop.INSTANCE.bishopAttacks(Square.C4, board.occupied()), board.bishopAttacks(Square.C4));
        board.toggle(Square.E6);
        assertEquals(open, board.rookAttacks(Square.E4));
        assertFalse(cube.hasStoredXray());
    }

    @Test
    void extractStrategiesReportTheSamePathAsPext() {
        assertEquals(new Pext().degradedReason(), new SplitPext().degradedReason());
        // HyperCube's board keeps its indices by deltas; only its stateless lookups extract.
        String extract = new SplitPext().degradedReason();
        assertEquals(
                extract == null ? null : extract + " (stateless lookups only; the board needs no extract)",
                new HyperCube().degradedReason());
        if (Runtime.version().feature() < 19) {
            assertEquals("emulated: Long.compress needs JDK 19+", extract);
        }
    }
}
