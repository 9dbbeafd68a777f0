package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.RayLoop;
import org.junit.jupiter.api.Test;

/**
 * The {@code movegen} inputs must be Chess_Movegen's, bit for bit, or its tables are not comparable.
 * Expected values are worked from the xorshift96 definition by hand (the first output, below) and
 * with a separate Python transcription of it ({@code x ^= x << 16 & M; x ^= x >> 5; x ^= x << 1 & M;
 * t = x; x = y; y = z; z = t ^ x ^ y}, {@code M = 2^32 - 1}), not with this code.
 */
class MovegenLookupsTest {

    /*
     * First output from x, y, z = 0x075BCD15, 0x159A55E5, 0x1F123BB5:
     *   x ^= x << 16  -> 0x075BCD15 ^ 0xCD150000 = 0xCA4ECD15
     *   x ^= x >>> 5  -> 0xCA4ECD15 ^ 0x06527668 = 0xCC1CBB7D
     *   x ^= x << 1   -> 0xCC1CBB7D ^ 0x983976FA = 0x5425CD87 (= t)
     *   z = t ^ y ^ z -> 0x5425CD87 ^ 0x159A55E5 ^ 0x1F123BB5 = 0x5EADA3D7
     */
    @Test
    void firstOutputsMatchTheDefinition() {
        Xorshift96 random = new Xorshift96();
        int[] expected = {0x5EADA3D7, 0x873A69BC, 0xB711CCD3, 0x3F983E34, 0xB29F1DF4, 0x05224C1F};
        int[] actual = new int[expected.length];
        for (int i = 0; i < actual.length; i++) {
            actual[i] = random.next32();
        }
        assertArrayEquals(expected, actual);
    }

    @Test
    void rand64PutsTheFirstOutputHigh() {
        Xorshift96 random = new Xorshift96();
        assertEquals(0x5EADA3D7_873A69BCL, random.next64());
        assertEquals(0xB711CCD3_3F983E34L, random.next64());
    }

    @Test
    void firstTwoPositionsAreTheCppInputs() {
        long[] occupancies = new long[2];
        byte[] squares = new byte[2 * MovegenLookups.SQUARES_PER_POSITION];
        MovegenLookups.fill(new Xorshift96(), occupancies, squares);
        assertArrayEquals(new long[] {0x160180D307182834L, 0x0212031340744610L}, occupancies);
        assertArrayEquals(
                new byte[] {
                    52, 31, 36, 22, 51, 30, 43, 55, 48, 27, 21, 3, //
                    62, 35, 35, 15, 16, 61, 20, 23, 3, 30, 34, 9
                },
                squares);
    }

    @Test
    void oneInvocationFoldsItsChunkAndTheStreamWraps() {
        MovegenLookups workload = new MovegenLookups();
        workload.setUp();
        StrategyState state = new StrategyState();
        state.attacks = RayLoop.INSTANCE;
        long expected = 0;
        int chunk = MovegenLookups.POSITIONS_PER_INVOCATION;
        for (int position = chunk; position < 2 * chunk; position++) {
            for (int k = 0; k < MovegenLookups.SQUARES_PER_POSITION; k++) {
                expected ^= RayLoop.INSTANCE.queenAttacks(
                        workload.squares[position * MovegenLookups.SQUARES_PER_POSITION + k],
                        workload.occupancies[position]);
            }
        }
        workload.queen(state); // the first chunk
        assertEquals(expected, workload.queen(state), "the second invocation folds the second chunk");
        workload.nextPosition = MovegenLookups.POSITIONS - chunk;
        workload.queen(state);
        assertEquals(0, workload.nextPosition, "after the last chunk the stream starts again");
    }
}
