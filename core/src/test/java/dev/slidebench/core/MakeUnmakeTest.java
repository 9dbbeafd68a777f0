package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Make/unmake restores a position bit for bit, and every occupancy change goes through
 * {@link AttackBoard#toggle} (so incremental strategies pay for it) while every slider question is
 * asked of the board.
 */
class MakeUnmakeTest {

    @Test
    void randomGamesRestoreEveryBit() {
        PerftChecks.randomGamesRestore(RayLoop.INSTANCE, 20240917L, 3, 160);
    }

    /** A strategy that records the squares its board is toggled on. */
    static final class RecordingStrategy implements SlidingAttacks {
        final List<Integer> toggles = new ArrayList<>();

        @Override
        public String name() {
            return "Recording";
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            throw new UnsupportedOperationException("slider questions must go through the board");
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            throw new UnsupportedOperationException("slider questions must go through the board");
        }

        @Override
        public long tableBytes() {
            return 0;
        }

        @Override
        public AttackBoard newBoard(long occupied) {
            return new AttackBoard() {
                private long occ = occupied;

                @Override
                public void toggle(int square) {
                    toggles.add(square);
                    occ ^= 1L << square;
                }

                @Override
                public long occupied() {
                    return occ;
                }

                @Override
                public long rookAttacks(int square) {
                    return RayLoop.INSTANCE.rookAttacks(square, occ);
                }

                @Override
                public long bishopAttacks(int square) {
                    return RayLoop.INSTANCE.bishopAttacks(square, occ);
                }
            };
        }
    }

    private static List<Integer> togglesOf(String fen, String uci, boolean unmake) {
        RecordingStrategy recording = new RecordingStrategy();
        Position position = Position.fromFen(fen, recording);
        int move = position.parseMove(uci);
        recording.toggles.clear();
        position.makeMove(move);
        if (unmake) {
            recording.toggles.clear();
            position.unmakeMove(move);
        }
        return recording.toggles.stream().sorted().collect(java.util.stream.Collectors.toList());
    }

    @Test
    void aQuietMoveTogglesItsTwoSquares() {
        assertEquals(List.of(Square.E2, Square.E4), togglesOf(Fen.INITIAL, "e2e4", false));
        assertEquals(List.of(Square.E2, Square.E4), togglesOf(Fen.INITIAL, "e2e4", true));
    }

    @Test
    void aCaptureTogglesOnlyTheFromSquare() {
        // Kiwipete: e5xf7, the knight takes the pawn; f7 stays occupied.
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertEquals(List.of(Square.E5), togglesOf(kiwipete, "e5f7", false));
        assertEquals(List.of(Square.E5), togglesOf(kiwipete, "e5f7", true));
    }

    @Test
    void enPassantTogglesThreeSquares() {
        String fen = "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1";
        assertEquals(List.of(Square.D3, Square.C4, Square.D4), togglesOf(fen, "c4d3", false));
        assertEquals(List.of(Square.D3, Square.C4, Square.D4), togglesOf(fen, "c4d3", true));
    }

    @Test
    void castlingTogglesKingAndRookSquares() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertEquals(List.of(Square.E1, Square.F1, Square.G1, Square.H1), togglesOf(fen, "e1g1", false));
        assertEquals(List.of(Square.A1, Square.C1, Square.D1, Square.E1), togglesOf(fen, "e1c1", true));
    }

    /** Perft 3 of Kiwipete (97,862) with a strategy whose stateless lookups throw: only the board is asked. */
    @Test
    void perftAsksOnlyTheBoard() {
        Position position = Position.fromFen(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", new RecordingStrategy());
        assertEquals(97_862, new Perft(position).count(3));
    }

    @Test
    void clocksAndRightsComeBack() {
        Position position = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 30");
        int move = position.parseMove("a8a1");
        position.makeMove(move);
        assertEquals("4k2r/8/8/8/8/8/8/r3K2R w Kk - 0 31", position.toFen());
        position.unmakeMove(move);
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 30", position.toFen());
    }
}
