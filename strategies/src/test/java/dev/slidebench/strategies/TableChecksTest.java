package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.ReferenceStandIn;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * The checks the strategies run while they build their tables ({@link InitChecks}, {@link LineTables},
 * {@link SubsetTables}): each must refuse a wrong table with a message naming the strategy, the
 * square and the values, since a class that fails them refuses to load instead of answering wrongly.
 */
class TableChecksTest {

    /**
     * {@link RayLoop} with one wrong answer: the rook (or bishop) on {@code wrongSquare}, stateless or only
     * through its board; the wrong answer has one more (or one fewer) square, h8 or a1.
     */
    private static SlidingAttacks wrongOn(boolean rook, int wrongSquare, boolean onTheBoardOnly) {
        return new ReferenceStandIn("Wrong") {
            @Override
            public long rookAttacks(int square, long occupied) {
                long right = super.rookAttacks(square, occupied);
                return rook && square == wrongSquare && !onTheBoardOnly ? right ^ 1L << 63 : right;
            }

            @Override
            public long bishopAttacks(int square, long occupied) {
                long right = super.bishopAttacks(square, occupied);
                return !rook && square == wrongSquare && !onTheBoardOnly ? right ^ 1L << 63 : right;
            }

            @Override
            public AttackBoard newBoard(long occupied) {
                AttackBoard right = super.newBoard(occupied);
                return new AttackBoard() {
                    @Override
                    public void toggle(int square) {
                        right.toggle(square);
                    }

                    @Override
                    public long occupied() {
                        return right.occupied();
                    }

                    @Override
                    public long rookAttacks(int square) {
                        long answer = right.rookAttacks(square);
                        return rook && square == wrongSquare && onTheBoardOnly ? answer ^ 1L : answer;
                    }

                    @Override
                    public long bishopAttacks(int square) {
                        long answer = right.bishopAttacks(square);
                        return !rook && square == wrongSquare && onTheBoardOnly ? answer ^ 1L : answer;
                    }
                };
            }
        };
    }

    /** The start-up check's message for the first wrong answer, on the empty board (the first of three). */
    private static void assertCaught(boolean rook, int square, boolean onTheBoardOnly) {
        SlidingAttacks wrong = wrongOn(rook, square, onTheBoardOnly);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
            InitChecks.againstReference(wrong);
            InitChecks.boardAgainstReference(wrong);
        });
        long right = rook ? RayLoop.INSTANCE.rookAttacks(square, 0) : RayLoop.INSTANCE.bishopAttacks(square, 0);
        long built = right ^ (onTheBoardOnly ? 1L : 1L << 63);
        String what = (onTheBoardOnly ? "board " : "") + (rook ? "rook" : "bishop");
        assertEquals(
                "table check failed: Wrong " + what + " on " + Square.name(square) + " with occupied "
                        + Bitboards.hex(0) + ": expected " + Bitboards.hex(right) + ", built " + Bitboards.hex(built),
                e.getMessage());
    }

    @Test
    void theReferenceItselfPassesTheStartUpCheck() {
        InitChecks.againstReference(RayLoop.INSTANCE);
        InitChecks.boardAgainstReference(RayLoop.INSTANCE);
        InitChecks.againstReference(new FancyMagic());
        InitChecks.boardAgainstReference(new RotatedBitboards());
    }

    @Test
    void everyKindOfWrongAnswerIsCaughtUpToTheLastSquare() {
        assertCaught(true, Square.H8, false);
        assertCaught(false, Square.H8, false);
        assertCaught(true, Square.A1, true);
        assertCaught(false, Square.B2, true);
    }

    @Test
    void lineFillWritesTheReferenceLineAttacksOfEverySubset() {
        long[] table = new long[64 * LineTables.PER_SQUARE];
        LineTables.fill("Test", table, LineTables.Line.RANK, Square.D4, LineTables.RANK_INDEX);
        // d4's rank with blockers on b4 and f4: b4..f4 without d4. Rank 4 starts at bit 24, and the
        // index holds the inner squares b4..g4 from bit 0.
        long occupied = Bitboards.of(Square.B4, Square.F4);
        int index = LineTables.rankIndex(Square.D4, occupied);
        assertEquals(0b010001, index);
        assertEquals(
                Bitboards.of(Square.B4, Square.C4, Square.E4, Square.F4),
                table[LineTables.PER_SQUARE * Square.D4 + index]);
        // Entry 63, the square's last: every inner square occupied, so only c4 and e4 are attacked.
        assertEquals(63, LineTables.rankIndex(Square.D4, Bitboards.rankMask(3)));
        assertEquals(Bitboards.of(Square.C4, Square.E4), table[LineTables.PER_SQUARE * Square.D4 + 63]);
        // Entries of other squares are untouched.
        assertEquals(0, table[LineTables.PER_SQUARE * Square.D5 + index]);
    }

    @Test
    void lineFillRefusesAnIndexOutsideTheSquaresSixtyFourEntries() {
        long[] table = new long[64 * LineTables.PER_SQUARE];
        IllegalStateException below = assertThrows(
                IllegalStateException.class,
                () -> LineTables.fill("Test", table, LineTables.Line.FILE, Square.C3, (square, occupied) -> -1));
        assertEquals(
                "table check failed: Test FILE of c3: subset " + Bitboards.hex(0) + " indexes entry -1, outside 0..63",
                below.getMessage());
        IllegalStateException above = assertThrows(
                IllegalStateException.class,
                () -> LineTables.fill("Test", table, LineTables.Line.DIAGONAL, Square.C3, (square, occupied) -> 64));
        assertEquals(
                "table check failed: Test DIAGONAL of c3: subset " + Bitboards.hex(0)
                        + " indexes entry 64, outside 0..63",
                above.getMessage());
    }

    @Test
    void lineFillRefusesADestructiveCollision() {
        long[] table = new long[64 * LineTables.PER_SQUARE];
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> LineTables.fill("Test", table, LineTables.Line.RANK, Square.A1, (square, occupied) -> 5));
        // The empty subset comes first; the second subset (b1 occupied) sees less of the rank.
        assertEquals(
                "table check failed: Test RANK of a1: subset " + Bitboards.hex(Square.bit(Square.B1))
                        + " collides at entry 5 with a different attack set",
                e.getMessage());
    }

    @Test
    void linesThroughASquareAndTheirInnerSquares() {
        assertEquals(Bitboards.rankMask(3), LineTables.Line.RANK.through(Square.E4));
        assertEquals(Bitboards.fileMask(4), LineTables.Line.FILE.through(Square.E4));
        assertEquals(Bitboards.DIAGONAL_A1H8, LineTables.Line.DIAGONAL.through(Square.D4));
        assertEquals(Bitboards.ANTI_DIAGONAL_H1A8, LineTables.Line.ANTI_DIAGONAL.through(Square.E4));
        assertEquals(
                Bitboards.of(Square.B4, Square.C4, Square.D4, Square.E4, Square.F4, Square.G4),
                LineTables.Line.RANK.inner(Square.E4));
        assertEquals(
                Bitboards.of(Square.E2, Square.E3, Square.E4, Square.E5, Square.E6, Square.E7),
                LineTables.Line.FILE.inner(Square.E4));
        assertEquals(
                Bitboards.DIAGONAL_A1H8 & ~Bitboards.of(Square.A1, Square.H8),
                LineTables.Line.DIAGONAL.inner(Square.C3));
        // The a8-h1 diagonal through e4, without a8 and h1.
        assertEquals(
                Bitboards.of(Square.B7, Square.C6, Square.D5, Square.E4, Square.F3, Square.G2),
                LineTables.Line.ANTI_DIAGONAL.inner(Square.E4));
    }

    @Test
    void tableLengthsAreChecked() {
        SubsetTables.requireLength("Test", "MAGICS", new long[64], 64);
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> SubsetTables.requireLength("Test", "MAGICS", new long[63], 64));
        assertEquals("Test: MAGICS has 63 entries, expected 64", e.getMessage());
        assertThrows(IllegalStateException.class, () -> SubsetTables.requireLength("Test", "MAGICS", new long[65], 64));
    }

    @Test
    void bytesCountEightPerLongAndFourPerInt() {
        assertEquals(0, SubsetTables.bytes(new long[0][]));
        assertEquals(8 * (3 + 5), SubsetTables.bytes(new long[3], new long[5]));
        assertEquals(4 * (3 + 5), SubsetTables.bytes(new int[3], new int[5]));
        // 2^31 entries in all would overflow an int count.
        assertEquals(8L * 64 * 4096, SubsetTables.bytes(new long[64 * 4096]));
    }

    @Test
    void subsetFillRefusesAMaskThatIsNotMadeOfTheSquaresRays() {
        // h8 is no square of d4's rook rays.
        long mask = Bitboards.rookRelevantMask(Square.D4) | Square.bit(Square.H8);
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test", new long[1 << 13], 0, 0, 1 << 13, true, Square.D4, mask, 0, part -> part, 0));
        assertEquals(
                "Test rook on d4: mask " + Bitboards.hex(mask) + " is not the union of the square's rays within it, "
                        + Bitboards.hex(Bitboards.rookRelevantMask(Square.D4)),
                e.getMessage());
    }

    @Test
    void bothFillsTakeTheLastEntryOfTheBlockAndRefuseTheOneAfterIt() {
        long mask = Bitboards.bishopRelevantMask(Square.A1); // b2..g7: 6 bits, 64 subsets
        // Indices 0..63 at offset 10: entries 10..73, the block [10, 74) exactly.
        assertEquals(
                64,
                SubsetTables.fill(
                        "Test",
                        new long[74],
                        10,
                        10,
                        74,
                        false,
                        Square.A1,
                        mask,
                        0,
                        part -> Pext.softwareCompress(part, mask),
                        0));
        assertEquals(64, SubsetTables.fill("Test", new long[74], 10, 10, 74, false, Square.A1, mask, subset ->
                (int) Pext.softwareCompress(subset, mask)));
        // One block shorter at either end.
        for (int[] block : new int[][] {{11, 74}, {10, 73}}) {
            assertThrows(
                    IllegalStateException.class,
                    () -> SubsetTables.fill(
                            "Test",
                            new long[74],
                            10,
                            block[0],
                            block[1],
                            false,
                            Square.A1,
                            mask,
                            0,
                            part -> Pext.softwareCompress(part, mask),
                            0));
            assertThrows(
                    IllegalStateException.class,
                    () -> SubsetTables.fill(
                            "Test", new long[74], 10, block[0], block[1], false, Square.A1, mask, subset ->
                                    (int) Pext.softwareCompress(subset, mask)));
        }
        // The array's own end counts as well as the block's.
        assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[73],
                        10,
                        10,
                        74,
                        false,
                        Square.A1,
                        mask,
                        0,
                        part -> Pext.softwareCompress(part, mask),
                        0));
    }

    @Test
    void theAdditiveFillNamesTheWholeSubsetThatFails() {
        // d4's rook rays: north d5-d7 (the innermost, the first of the longest), east e4-g4, south d3-d2,
        // west c4-b4; the whole mask indexes entry 1023 of a block that ends one short of it.
        long mask = Bitboards.rookRelevantMask(Square.D4);
        IllegalStateException outside = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[1024],
                        0,
                        0,
                        1023,
                        true,
                        Square.D4,
                        mask,
                        0,
                        part -> Pext.softwareCompress(part, mask),
                        0));
        assertEquals(
                "Test rook on d4: subset " + Bitboards.hex(mask) + " indexes entry 1023, outside 0..1022",
                outside.getMessage());
        // Magic 0 sends a1's subsets to entry 0: the empty one first, then a2 alone (on the innermost ray)
        // with a different attack set.
        IllegalStateException collision = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill(
                        "Test",
                        new long[1],
                        0,
                        0,
                        1,
                        true,
                        Square.A1,
                        Bitboards.rookRelevantMask(Square.A1),
                        0,
                        part -> 0,
                        0));
        assertEquals(
                "Test rook on a1: subset " + Bitboards.hex(Square.bit(Square.A2))
                        + " collides at entry 0 with a different attack set",
                collision.getMessage());
    }

    @Test
    void theFullMaskMayTakeEntryZero() {
        // 63 - extract adds over the rays too (base 63, key -extract); the whole mask lands on entry 0.
        long mask = Bitboards.bishopRelevantMask(Square.A1);
        long[] table = new long[64];
        assertEquals(
                64,
                SubsetTables.fill(
                        "Test",
                        table,
                        0,
                        0,
                        64,
                        false,
                        Square.A1,
                        mask,
                        63,
                        part -> -Pext.softwareCompress(part, mask),
                        0));
        assertEquals(Square.bit(Square.B2), table[0]);
        assertEquals(RayLoop.INSTANCE.bishopAttacks(Square.A1, 0), table[63]);
    }

    @Test
    void theGeneralFillStopsAtTheArraysEnd() {
        long mask = Bitboards.bishopRelevantMask(Square.A1);
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> SubsetTables.fill("Test", new long[63], 0, 0, 64, false, Square.A1, mask, subset ->
                        (int) Pext.softwareCompress(subset, mask)));
        assertEquals(
                "Test bishop on a1: subset " + Bitboards.hex(mask) + " indexes entry 63, outside 0..63",
                e.getMessage());
    }

    @Test
    void relevantMasksLeaveOutTheEdgesAndTheSquare() {
        // Rook a1: a2..a7 and b1..g1; bishop d4: the diagonals without a1, h8, a7 and g1.
        assertEquals(0x0001_0101_0101_017EL, SubsetTables.relevantMask(true, Square.A1));
        assertEquals(
                Bitboards.of(
                        Square.B2, Square.C3, Square.E5, Square.F6, Square.G7, Square.B6, Square.C5, Square.E3,
                        Square.F2),
                SubsetTables.relevantMask(false, Square.D4));
    }

    @Test
    void theShiftAppliesToTheSumOfTheKeys() {
        // Keys eight times the extract, shifted right by 3: the extract again, at offset 5.
        long mask = Bitboards.bishopRelevantMask(Square.H1);
        int size = 1 << Long.bitCount(mask);
        long[] table = new long[5 + size];
        assertEquals(
                size,
                SubsetTables.fill(
                        "Test",
                        table,
                        5,
                        5,
                        5 + size,
                        false,
                        Square.H1,
                        mask,
                        0,
                        part -> Pext.softwareCompress(part, mask) << 3,
                        3));
        assertEquals(RayLoop.INSTANCE.bishopAttacks(Square.H1, 0), table[5]);
        assertEquals(RayLoop.INSTANCE.bishopAttacks(Square.H1, mask), table[5 + size - 1]);
    }

    @Test
    void constructiveCollisionsAreWrittenOnce() {
        // a1's bishop mask b2..g7, indexed by the extract except that every subset holding b2 goes to
        // entry 1: the bishop stops on b2 in all of them, so they share it (one entry written), and the
        // 32 subsets without b2 take the even entries 0..62.
        long mask = Bitboards.bishopRelevantMask(Square.A1);
        long[] table = new long[64];
        int written = SubsetTables.fill(
                "Test",
                table,
                0,
                0,
                64,
                false,
                Square.A1,
                mask,
                subset -> (subset & Square.bit(Square.B2)) != 0 ? 1 : (int) Pext.softwareCompress(subset, mask));
        assertEquals(33, written);
        assertEquals(Square.bit(Square.B2), table[1]);
        assertEquals(RayLoop.INSTANCE.bishopAttacks(Square.A1, 0), table[0]);
    }
}
