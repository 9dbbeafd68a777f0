package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.slidebench.core.RayLoop;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The set-ups JMH calls, as JMH calls them: the movegen stream starts with the C++ shoot-out's first
 * inputs (worked out in MovegenLookupsTest from xorshift96's definition), and each thread of the
 * threads workload gets its own seeded inputs and folds them like the reference.
 */
class WorkloadSetUpTest {

    @Test
    void movegenSetUpStartsTheStreamWithTheCppInputs() {
        MovegenLookups workload = new MovegenLookups();
        workload.setUp();
        assertArrayEquals(
                new long[] {0x160180D307182834L, 0x0212031340744610L}, Arrays.copyOf(workload.occupancies, 2));
        assertArrayEquals(
                new byte[] {52, 31, 36, 22, 51, 30, 43, 55, 48, 27, 21, 3},
                Arrays.copyOf(workload.squares, MovegenLookups.SQUARES_PER_POSITION));
        assertEquals(0, workload.nextPosition);
    }

    private static ThreadParams thread(int index) {
        ThreadParams params = new ThreadParams(index, 2, 0, 1, 0, 1, index, 2, index, 2);
        assertEquals(index, params.getThreadIndex());
        return params;
    }

    @Test
    void eachThreadLooksUpItsOwnSeededPairsLikeTheReference() {
        StrategyState state = new StrategyState();
        state.attacks = RayLoop.INSTANCE;
        long[] folds = new long[2];
        int[][] squares = new int[2][];
        for (int index = 0; index < 2; index++) {
            ThreadedLookups workload = new ThreadedLookups();
            workload.setUp(thread(index));
            assertArrayEquals(LookupInputs.squares(LookupInputs.SEED + index), workload.squares);
            assertArrayEquals(LookupInputs.occupancies(LookupInputs.SEED + index), workload.occupancies);
            long expected = 0;
            for (int i = 0; i < LookupInputs.PAIRS; i++) {
                expected ^= RayLoop.INSTANCE.queenAttacks(workload.squares[i], workload.occupancies[i]);
            }
            folds[index] = workload.queen(state);
            assertEquals(expected, folds[index], "thread " + index);
            squares[index] = workload.squares;
        }
        assertFalse(Arrays.equals(squares[0], squares[1]), "two threads do not share their inputs");
    }
}
