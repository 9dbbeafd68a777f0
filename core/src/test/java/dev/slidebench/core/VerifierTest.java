package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The random part of {@link Verifier}: its densities, the own-square variant, the queen checks and the
 * mismatch it reports. The structured part's faults are in {@link OutsideMaskCheckTest} and
 * {@link RayLoopContractTest}.
 */
class VerifierTest {

    /** Right rook and bishop (so the structured part passes), wrong queen: the structured part never asks a queen. */
    static final class WrongQueen extends ReferenceStandIn {
        WrongQueen() {
            super("WrongQueen");
        }

        @Override
        public long queenAttacks(int square, long occupied) {
            return super.queenAttacks(square, occupied) ^ 1L;
        }

        @Override
        public AttackBoard newBoard(long occupied) {
            return RayLoop.INSTANCE.newBoard(occupied); // a right board: only the stateless queen is wrong
        }
    }

    /** Right stateless answers, but its board's queen is wrong: only the random part's board check sees it. */
    static final class WrongBoardQueen extends ReferenceStandIn {
        WrongBoardQueen() {
            super("WrongBoardQueen");
        }

        @Override
        public AttackBoard newBoard(long occupied) {
            AttackBoard inner = RayLoop.INSTANCE.newBoard(occupied);
            return new AttackBoard() {
                @Override
                public void toggle(int square) {
                    inner.toggle(square);
                }

                @Override
                public long occupied() {
                    return inner.occupied();
                }

                @Override
                public long rookAttacks(int square) {
                    return inner.rookAttacks(square);
                }

                @Override
                public long bishopAttacks(int square) {
                    return inner.bishopAttacks(square);
                }

                @Override
                public long queenAttacks(int square) {
                    return 0L;
                }
            };
        }
    }

    /**
     * Right everywhere; records the (square, occupancy) of every stateless queen question, which only the
     * random part asks.
     */
    static final class QueenRecorder extends ReferenceStandIn {
        final List<long[]> asked = new ArrayList<>();

        QueenRecorder() {
            super("QueenRecorder");
        }

        @Override
        public long queenAttacks(int square, long occupied) {
            asked.add(new long[] {square, occupied});
            return super.queenAttacks(square, occupied);
        }

        @Override
        public AttackBoard newBoard(long occupied) {
            return RayLoop.INSTANCE.newBoard(occupied); // so that the board's queen is not recorded too
        }
    }

    @Test
    void aWrongStatelessQueenIsFoundByTheRandomPartAndNamedAsAQueen() {
        Verifier.Result result = Verifier.verify(new WrongQueen(), 10, 7);
        Verifier.Mismatch mismatch = result.mismatch();
        assertNotNull(mismatch, "passed");
        assertFalse(result.passed());
        assertEquals("stateless", mismatch.path());
        assertEquals("queen", mismatch.piece());
        long expected = RayLoop.INSTANCE.queenAttacks(mismatch.square(), mismatch.occupied());
        assertEquals(expected, mismatch.expected());
        assertEquals(expected ^ 1L, mismatch.actual());
        // The first random occupancy already fails: structured cases + rook, bishop and queen × 2 answers.
        assertEquals(Verifier.structuredCases() + 6, result.cases());
    }

    @Test
    void aWrongBoardQueenIsFoundByTheRandomPart() {
        Verifier.Mismatch mismatch =
                Verifier.verify(new WrongBoardQueen(), 10, 7).mismatch();
        assertNotNull(mismatch, "passed");
        assertEquals("AttackBoard", mismatch.path());
        assertEquals("queen", mismatch.piece());
        assertEquals(0L, mismatch.actual());
    }

    /** The stale board of RayLoopContractTest is wrong in the structured part already, which must report it itself. */
    @Test
    void theStructuredPartReportsItsOwnMismatchEvenWithoutRandomCases() {
        Verifier.Result result = Verifier.verify(new RayLoopContractTest.StaleBoard(), 0, 1);
        assertNotNull(result.mismatch(), "passed");
        assertEquals("AttackBoard", result.mismatch().path());
    }

    @Test
    void aMismatchDescribesItselfOnOneLine() {
        Verifier.Mismatch mismatch = new Verifier.Mismatch("X", "stateless", "rook", Square.parse("e4"), 0x10L, 2L, 3L);
        assertEquals(
                "X (stateless): rook on e4 with occupied 0x0000000000000010: expected 0x0000000000000002, got"
                        + " 0x0000000000000003",
                mismatch.describe());
    }

    @Test
    void theTimeTakenIsMeasuredNotInvented() {
        long before = System.nanoTime();
        Verifier.Result result = Verifier.verify(RayLoop.INSTANCE, 0, 1);
        long after = System.nanoTime();
        assertTrue(result.nanos() >= 0 && result.nanos() <= after - before, result.nanos() + " ns");
    }

    /**
     * Four densities in turn (i & 3): about 64/8 = 8, 64/4 = 16, 64·3/4 = 48 and 64/2 = 32 squares set
     * (each bit of an AND of k random longs is set with probability 2^-k, of an OR of two with 3/4).
     */
    @Test
    void randomOccupanciesHaveTheirDocumentedDensities() {
        SplittableRandom random = new SplittableRandom(99);
        double[] expected = {8, 16, 48, 32};
        for (int density = 0; density < 4; density++) {
            long bits = 0;
            for (int i = 0; i < 2000; i++) {
                bits += Long.bitCount(Verifier.randomOccupancy(random, density));
            }
            double mean = bits / 2000.0;
            assertEquals(expected[density], mean, 1.0, "density " + density);
        }
    }

    /**
     * The random part cycles through the four densities and, every other four cases ((i & 4) != 0), puts
     * a piece on the square asked about. Seen through the occupancies of the queen questions.
     */
    @Test
    void theRandomPartCyclesDensitiesAndSometimesOccupiesTheOwnSquare() {
        QueenRecorder recorder = new QueenRecorder();
        int count = 4000;
        Verifier.Result result = Verifier.verify(recorder, count, 42);
        assertTrue(result.passed());
        assertEquals(count, recorder.asked.size());
        double[] expected = {8, 16, 48, 32};
        long[] bits = new long[4];
        long[] counted = new long[4];
        int ownSetWithout = 0;
        for (int i = 0; i < count; i++) {
            int square = (int) recorder.asked.get(i)[0];
            long occupied = recorder.asked.get(i)[1];
            boolean own = (occupied & Square.bit(square)) != 0;
            if ((i & 4) != 0) {
                assertTrue(own, "case " + i + " must hold its own square");
            } else {
                ownSetWithout += own ? 1 : 0;
                // the own-square cases add at most one bit; count the others only
                bits[i & 3] += Long.bitCount(occupied);
                counted[i & 3]++;
            }
        }
        for (int density = 0; density < 4; density++) {
            assertEquals(expected[density], (double) bits[density] / counted[density], 1.5, "density " + density);
        }
        // Without the own-square variant the square is set only by chance: (8 + 16 + 48 + 32) / 4 / 64 ≈ 41 %.
        assertEquals(0.41, (double) ownSetWithout / (count / 2), 0.05);
    }
}
