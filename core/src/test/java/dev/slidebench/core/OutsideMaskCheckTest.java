package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * Strategies wrong only where bits outside the relevant mask are set (a full board, the rim squares
 * around an empty relevant mask, a stored x-ray) are refused by {@link Verifier} and by the contract,
 * while the random occupancies alone do not meet them: the structured cases are what finds them.
 */
class OutsideMaskCheckTest {

    /** Right attacks; its stored x-ray adds the own square when every square outside the mask is set. */
    static final class WrongXrayWithOutsideSet extends ReferenceStandIn {
        WrongXrayWithOutsideSet() {
            super("WrongXrayWithOutsideSet");
        }

        @Override
        public long rookXray(int square, long occupied) {
            long outside = ~(Bitboards.rookRelevantMask(square) | Square.bit(square));
            long xray = super.rookXray(square, occupied);
            return (occupied & outside) == outside ? xray | Square.bit(square) : xray;
        }

        @Override
        public boolean hasStoredXray() {
            return true;
        }
    }

    /** The wrong answers' condition, counted over as many random occupancies as verify's default draws. */
    private static long randomHits(SlidingAttacks strategy) {
        SplittableRandom random = new SplittableRandom(20261130);
        long hits = 0;
        for (int i = 0; i < 100_000; i++) {
            long occupied = Verifier.randomOccupancy(random, i & 3);
            int square = random.nextInt(64);
            if (strategy.rookAttacks(square, occupied) != RayLoop.INSTANCE.rookAttacks(square, occupied)
                    || strategy.bishopAttacks(square, occupied) != RayLoop.INSTANCE.bishopAttacks(square, occupied)
                    || strategy.rookXray(square, occupied) != RayLoop.INSTANCE.rookXray(square, occupied)) {
                hits++;
            }
        }
        return hits;
    }

    private static void refused(SlidingAttacks strategy, String path, String piece) {
        assertEquals(0, randomHits(strategy), "random occupancies alone meet the fault; the test would prove nothing");
        Verifier.Result result = Verifier.verify(strategy, 0, 1);
        Verifier.Mismatch mismatch = result.mismatch();
        assertNotNull(mismatch, strategy.name() + " passed");
        assertEquals(path, mismatch.path());
        assertEquals(piece, mismatch.piece());
        long mask = piece.equals("rook")
                ? Bitboards.rookRelevantMask(mismatch.square())
                : Bitboards.bishopRelevantMask(mismatch.square());
        long outside = ~(mask | Square.bit(mismatch.square()));
        assertEquals(outside, mismatch.occupied() & outside, "found with every square outside the mask set");
        assertThrows(AssertionFailedError.class, () -> StrategyContract.exhaustiveSubsets(strategy));
    }

    @Test
    void aStrategyWrongOnlyOnAFullBoardIsRefused() {
        refused(new WrongOnFullBoard(), "stateless", "rook");
    }

    @Test
    void aStrategyWrongOnlyWithTheRimSetIsRefused() {
        refused(new WrongWithEdgesSet(), "stateless", "rook");
    }

    @Test
    void aStoredXrayWrongOnlyWithTheOutsideSetIsRefused() {
        refused(new WrongXrayWithOutsideSet(), "x-ray", "rook");
    }

    @Test
    void theStructuredCasesAreCountedAndTheReferencePassesThem() {
        Verifier.Result result = Verifier.verify(RayLoop.INSTANCE, 10, 1);
        assertNull(result.mismatch());
        // 107,648 subsets (102,400 rook + 5,248 bishop) × 4 extras × 3 answers, and 6 answers per random one
        assertEquals(1_291_776L, Verifier.structuredCases());
        assertEquals(1_291_776L + 60, result.cases());
        assertEquals(result.cases(), Verifier.cases(10));
        assertTrue(result.nanos() > 0);
    }
}
