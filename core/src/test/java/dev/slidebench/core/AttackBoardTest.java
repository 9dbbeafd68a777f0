package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AttackBoardTest {

    /** A board that implements only the two required lookups, so the queen comes from the interface's default. */
    private static AttackBoard minimalBoard(long start) {
        return new AttackBoard() {
            private long occupied = start;

            @Override
            public void toggle(int square) {
                occupied ^= Square.bit(square);
            }

            @Override
            public long occupied() {
                return occupied;
            }

            @Override
            public long rookAttacks(int square) {
                return RayLoop.INSTANCE.rookAttacks(square, occupied);
            }

            @Override
            public long bishopAttacks(int square) {
                return RayLoop.INSTANCE.bishopAttacks(square, occupied);
            }
        };
    }

    @Test
    void theDefaultQueenIsRookAndBishopTogether() {
        // A queen on d4 of an empty board: the d-file and the 4th rank (7 + 7 squares) and both diagonals
        // (a1-h8: a1 b2 c3 e5 f6 g7 h8; a7-g1: a7 b6 c5 e3 f2 g1), 27 squares in all.
        long expected = (Bitboards.FILE_A << 3 | 0xFFL << 24) & ~Square.bit(Square.parse("d4"));
        for (String s : new String[] {"a1", "b2", "c3", "e5", "f6", "g7", "h8", "a7", "b6", "c5", "e3", "f2", "g1"}) {
            expected |= Square.bit(Square.parse(s));
        }
        long queen = minimalBoard(0L).queenAttacks(Square.parse("d4"));
        assertEquals(27, Long.bitCount(queen));
        assertEquals(expected, queen);
    }
}
