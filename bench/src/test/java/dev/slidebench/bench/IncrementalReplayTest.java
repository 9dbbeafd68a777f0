package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import org.junit.jupiter.api.Test;

/**
 * The replay asks every strategy the same questions at the same occupancies: its folded answers equal
 * the reference ray loop's, recomputed here from the recording without any board, and the three
 * benchmarks agree with each other (replay = queries, toggles return to the start).
 */
class IncrementalReplayTest {

    /** The fold of every query of the recording, asked of the stateless reference at each step's occupancy. */
    private static long referenceFold(IncrementalReplay replay) {
        SlidingAttacks reference = new RayLoop();
        long occupied = replay.startOccupancy;
        long folded = 0;
        int t = 0;
        int r = 0;
        int b = 0;
        int q = 0;
        for (int step = 0; step < replay.toggleEnd.length; step++) {
            for (; t < replay.toggleEnd[step]; t++) {
                occupied ^= 1L << replay.toggleSquares[t];
            }
            for (; r < replay.rookEnd[step]; r++) {
                folded ^= reference.rookAttacks(replay.rookSquares[r], occupied);
            }
            for (; b < replay.bishopEnd[step]; b++) {
                folded ^= reference.bishopAttacks(replay.bishopSquares[b], occupied);
            }
            for (; q < replay.queenEnd[step]; q++) {
                folded ^= reference.queenAttacks(replay.queenSquares[q], occupied);
            }
        }
        return folded;
    }

    private static IncrementalReplay prepared(String strategy) {
        StrategyState state = new StrategyState();
        state.strategy = strategy;
        state.resolve();
        IncrementalReplay replay = new IncrementalReplay();
        replay.setUp(state);
        return replay;
    }

    @Test
    void everyStrategyAnswersTheRecordingLikeTheReference() {
        for (String name : StrategyRegistry.load().names()) {
            IncrementalReplay replay = prepared(name);
            long expected = referenceFold(replay);
            assertEquals(expected, replay.replay(), name + " replay");
            assertEquals(expected, replay.replay(), name + " replay, second invocation from the same board");
            assertEquals(expected, replay.queries(), name + " queries");
            assertEquals(replay.startOccupancy, replay.toggles(), name + " toggles return to the start");
        }
    }

    @Test
    void recordingHasTheStatedPliesAndTheQueriesOfAMoveGenerator() {
        IncrementalReplay replay = prepared("RayLoop");
        int plies = 0;
        for (int step = 0; step < replay.toggleEnd.length; step++) {
            int before = step == 0 ? 0 : replay.rookEnd[step - 1];
            if (replay.rookEnd[step] > before) {
                plies++; // every ply asks at least the king's rook lines; unmake steps ask nothing
            }
        }
        int queries = replay.rookSquares.length + replay.bishopSquares.length + replay.queenSquares.length;
        assertEquals(IncrementalReplay.PLIES, plies);
        // at least the king's two lines per ply, plus the sliders of both sides
        assertTrue(queries > 2 * IncrementalReplay.PLIES, "queries per ply > 2: " + queries);
        assertNotEquals(0L, referenceFold(replay));
    }
}
