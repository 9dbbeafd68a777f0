package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PositionTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void theInitialPositionOnAGivenStrategy() {
        SlidingAttacks strategy = new ReferenceStandIn("AnotherStrategy");
        Position position = Position.initial(strategy);
        assertEquals(INITIAL, position.toFen());
        assertEquals(INITIAL, position.toString());
        assertSame(strategy, position.attacks());
    }

    /** "a1a1" is what an empty move slot (0) would read as; no legal move has that name. */
    @Test
    void aMoveThatIsNoLegalMoveIsRefused() {
        Position position = Position.fromFen(INITIAL);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> position.parseMove("a1a1"));
        assertEquals("move 'a1a1' is not legal in " + INITIAL, e.getMessage());
    }

    /**
     * A game longer than the undo stack's first size (256): 65 rounds of the four knight moves
     * Nf3 Nf6 Ng1 Ng8 are 260 moves, all taken back again.
     */
    @Test
    void aLongGameIsMadeAndTakenBackWhole() {
        Position position = Position.fromFen(INITIAL);
        String[] round = {"g1f3", "g8f6", "f3g1", "f6g8"};
        int[] played = new int[260];
        for (int i = 0; i < played.length; i++) {
            played[i] = position.parseMove(round[i % 4]);
            position.makeMove(played[i]);
        }
        // 260 half-moves without a pawn move or capture; 130 full moves played from move 1
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 260 131", position.toFen());
        for (int i = played.length - 1; i >= 0; i--) {
            position.unmakeMove(played[i]);
        }
        assertEquals(INITIAL, position.toFen());
    }
}
