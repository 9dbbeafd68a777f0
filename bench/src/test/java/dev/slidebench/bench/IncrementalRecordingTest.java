package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The recording behind the {@code incremental} workload, checked against what its Javadoc promises and
 * what the CPW start position allows, not against the recorder's own bookkeeping: the first ply's
 * questions, user positions taken evenly through the file, a file with no legal move, and the
 * {@code toggles} benchmark doing every toggle.
 */
class IncrementalRecordingTest {

    private static List<String> cpwFens() {
        return PerftSuite.cpw().stream().map(PerftSuite.Entry::fen).toList();
    }

    @Test
    void theFirstPlyAsksAboutEverySliderOfBothSidesAndTheKingToMove() {
        IncrementalReplay.Recording rec = IncrementalReplay.record(cpwFens());
        // The first game starts from the initial position; white's first move cannot move a rook, bishop or
        // queen (all are blocked), so after it, with black to move, the move generator asks for: black's
        // rooks a8 h8, white's rooks a1 h1 and the black king's rook lines (e8); then the same for
        // bishops c8 f8, c1 f1 and e8; queens d8, d1.
        assertArrayEquals(new int[] {56, 63, 0, 7, 60}, firstStep(rec.rooks()));
        assertArrayEquals(new int[] {58, 61, 2, 5, 60}, firstStep(rec.bishops()));
        assertArrayEquals(new int[] {59, 3}, firstStep(rec.queens()));
        int[] toggles = firstStep(rec.toggles());
        assertEquals(2, toggles.length, "a quiet first move leaves one square and enters another");
        assertEquals(Position.fromFen(cpwFens().get(0)).occupied(), rec.startOccupancy());
    }

    private static int[] firstStep(IncrementalReplay.Column column) {
        int[] squares = column.squares();
        int end = column.ends()[0];
        int[] first = new int[end];
        System.arraycopy(squares, 0, first, 0, end);
        return first;
    }

    /**
     * Twelve positions of distinct occupancy: the initial position after each of twelve different first
     * moves. 480 plies in games of 80 make 6 games, so every second position is played: 0, 2, … 10.
     */
    @Test
    void aUsersPositionsAreTakenEvenlySpacedThroughTheFile() {
        String[] moves = {"e2e4", "d2d4", "c2c4", "g1f3", "b1c3", "g2g3", "b2b3", "f2f4", "a2a4", "h2h4", "e2e3", "d2d3"
        };
        List<String> fens = new ArrayList<>();
        List<Long> occupancies = new ArrayList<>();
        for (String move : moves) {
            Position position = Position.fromFen(cpwFens().get(0));
            position.makeMove(position.parseMove(move));
            fens.add(position.toFen());
            occupancies.add(position.occupied());
        }
        assertEquals(12, Set.copyOf(occupancies).size());

        IncrementalReplay.Recording rec = IncrementalReplay.record(fens);
        // replay the toggles; note which of the twelve occupancies the board passes through, in order
        Set<Integer> visited = new LinkedHashSet<>();
        long occupied = rec.startOccupancy();
        visited.add(occupancies.indexOf(occupied));
        int[] squares = rec.toggles().squares();
        int[] ends = rec.toggles().ends();
        int t = 0;
        List<Integer> pliesPerGame = new ArrayList<>(List.of(0));
        int[] rookEnds = rec.rooks().ends();
        for (int step = 0; step < ends.length; step++) {
            for (; t < ends[step]; t++) {
                occupied ^= 1L << squares[t];
            }
            int index = occupancies.indexOf(occupied);
            if (index >= 0 && visited.add(index)) {
                pliesPerGame.add(0);
            }
            if (rookEnds[step] > (step == 0 ? 0 : rookEnds[step - 1])) { // a ply asks; an unmake step does not
                pliesPerGame.set(pliesPerGame.size() - 1, pliesPerGame.get(pliesPerGame.size() - 1) + 1);
            }
        }
        assertEquals(List.of(0, 2, 4, 6, 8, 10), List.copyOf(visited));
        assertEquals(rec.startOccupancy(), occupied, "the recording ends where it started");
        assertEquals(List.of(80, 80, 80, 80, 80, 80), pliesPerGame, "80 plies a game, 480 in all");
    }

    @Test
    void positionsWithNoLegalMoveAreRefused() {
        String foolsMate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> IncrementalReplay.record(List.of(foolsMate)));
        assertEquals("no position offers a legal move to play out", e.getMessage());
    }

    @Test
    void stepSetsHoldEachStepsSquaresAndRefuseASquareNamedTwice() {
        // step 0: a1 h8; step 1: nothing; step 2: e4
        assertArrayEquals(
                new long[] {1L | 1L << 63, 0L, 1L << 28},
                IncrementalReplay.sets(new int[] {0, 63, 28}, new int[] {2, 2, 3}));
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> IncrementalReplay.sets(new int[] {5, 9, 9}, new int[] {1, 3}));
        assertEquals("step 1 names square 9 twice", e.getMessage());
    }

    @Test
    void theTogglesBenchmarkMakesEveryRecordedToggle() {
        CountingStrategy counting = new CountingStrategy();
        StrategyState state = new StrategyState();
        state.attacks = counting;
        IncrementalReplay replay = new IncrementalReplay();
        replay.setUp(state);
        counting.toggles = 0;
        assertEquals(replay.startOccupancy, replay.toggles());
        assertEquals(replay.toggleSquares.length, counting.toggles);
        counting.toggles = 0;
        replay.replay();
        assertEquals(replay.toggleSquares.length, counting.toggles, "replay makes the same toggles");
    }

    /** The reference, with boards that count their toggles. */
    private static final class CountingStrategy implements SlidingAttacks {
        int toggles;

        @Override
        public String name() {
            return "Counting";
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            return RayLoop.INSTANCE.rookAttacks(square, occupied);
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            return RayLoop.INSTANCE.bishopAttacks(square, occupied);
        }

        @Override
        public long tableBytes() {
            return 0;
        }

        @Override
        public AttackBoard newBoard(long occupied) {
            long[] board = {occupied};
            return new AttackBoard() {
                @Override
                public void toggle(int square) {
                    toggles++;
                    board[0] ^= 1L << square;
                }

                @Override
                public long occupied() {
                    return board[0];
                }

                @Override
                public long rookAttacks(int square) {
                    return RayLoop.INSTANCE.rookAttacks(square, board[0]);
                }

                @Override
                public long bishopAttacks(int square) {
                    return RayLoop.INSTANCE.bishopAttacks(square, board[0]);
                }
            };
        }
    }
}
