package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The EPD check loop: the reference passes the published counts; a wrong strategy fails them, one
 * FAIL per (position, depth), without ever throwing, whatever its attack sets make of the board.
 */
class PerftSuiteCheckTest {

    private static final PerftSuiteCheck.Limits SMALL = new PerftSuiteCheck.Limits(3, 100_000);

    /** Subtly wrong: a rook never sees the square h8 (a missed edge bit, a classic table bug). */
    private static final SlidingAttacks MISSES_H8 = new ReferenceStandIn("MissesH8") {
        @Override
        public long rookAttacks(int square, long occupied) {
            return RayLoop.INSTANCE.rookAttacks(square, occupied) & ~Square.bit(Square.H8);
        }
    };

    /** A plug-in that throws from its lookups. */
    private static final SlidingAttacks THROWS = new ThrowingBishops();

    static final class ThrowingBishops extends ReferenceStandIn {
        ThrowingBishops() {
            super("Throws");
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            throw new UnsupportedOperationException("not written yet");
        }
    }

    private static List<PerftSuiteCheck.PositionResult> results = new ArrayList<>();

    private static PerftSuiteCheck.Summary check(SlidingAttacks strategy) {
        results = new ArrayList<>();
        return PerftSuiteCheck.check(strategy, PerftSuite.cpw(), SMALL, results::add);
    }

    /** Pairs within depth 3 and 100,000 nodes: 3 + 3 + 3 + 3 + 3 + 3 = 18 of the CPW file's 33. */
    @Test
    void theReferencePassesThePublishedCounts() {
        PerftSuiteCheck.Summary summary = check(RayLoop.INSTANCE);
        assertEquals("18 passed, 0 failed", summary.describe());
        assertEquals(15, summary.skipped());
        assertEquals(6, results.size());
        assertTrue(
                results.get(0).describe().startsWith("ok    line 2   D1-D3             8,902 nodes at D3 "),
                results.get(0).describe());
        assertTrue(
                results.get(0).describe().endsWith("  " + Fen.INITIAL),
                results.get(0).describe());
    }

    /**
     * Seeing through pieces lets a rook take the enemy king; the next ply has no king to find and
     * used to end in ArrayIndexOutOfBoundsException in Leapers.knightAttacks. Now each depth is a FAIL.
     */
    @Test
    void attackSetsThatBreakMoveGenerationAreFailuresNotCrashes() {
        PerftSuiteCheck.Summary summary = check(ReferenceStandIn.SEES_EVERYTHING);
        assertEquals(18, summary.passed() + summary.failed());
        assertTrue(summary.failed() >= 12, summary.describe()); // at least D2 and D3 of every position
        PerftSuiteCheck.PositionResult kiwipete = results.get(1);
        assertFalse(kiwipete.passed());
        String line = kiwipete.describe();
        assertTrue(line.startsWith("FAIL  line 3   " + kiwipete.entry().fen() + ": "), line);
        assertTrue(line.contains("search failed: "), line);
        assertEquals(1, line.lines().count(), line);
    }

    @Test
    void aSlightlyWrongStrategyGetsItsCountsCompared() {
        PerftSuiteCheck.Summary summary = check(MISSES_H8);
        assertTrue(summary.failed() > 0, summary.describe());
        for (PerftSuiteCheck.PositionResult result : results) {
            for (PerftSuiteCheck.DepthResult depth : result.depths()) {
                assertNull(depth.crash(), result.describe());
                // Whatever it found, a passing depth is exactly the published count.
                assertEquals(depth.passed(), depth.found() == result.entry().expected(depth.depth()));
            }
        }
        // The initial position's rooks cannot reach h8 within 3 plies: its counts stay right.
        assertTrue(results.get(0).passed(), results.get(0).describe());
    }

    @Test
    void aStrategyThatThrowsFailsEveryDepthItReaches() {
        PerftSuiteCheck.Summary summary = check(THROWS);
        assertEquals(18, summary.passed() + summary.failed());
        assertEquals(
                "D1 expected 20, search failed: UnsupportedOperationException: not written yet in "
                        + "PerftSuiteCheckTest$ThrowingBishops.bishopAttacks",
                results.get(0).depths().get(0).describe());
        for (PerftSuiteCheck.PositionResult result : results) {
            Position position = Position.fromFen(result.entry().fen());
            boolean diagonalSliders =
                    (position.piecesOfType(Position.BISHOP) | position.piecesOfType(Position.QUEEN)) != 0;
            // Where a bishop or queen stands, move generation must ask for a diagonal; position 3 has none.
            if (diagonalSliders) {
                assertTrue(result.depths().stream().noneMatch(PerftSuiteCheck.DepthResult::passed), result.describe());
            }
            for (PerftSuiteCheck.DepthResult depth : result.depths()) {
                assertTrue(
                        depth.passed() || depth.crash().startsWith("UnsupportedOperationException"), depth.describe());
            }
        }
    }

    @Test
    void limitsSkipDepthsAndWholePositions() {
        List<PerftSuiteCheck.PositionResult> seen = new ArrayList<>();
        PerftSuiteCheck.Summary summary =
                PerftSuiteCheck.check(RayLoop.INSTANCE, PerftSuite.cpw(), new PerftSuiteCheck.Limits(1, 10), seen::add);
        // Only D1 counts of at most 10 nodes: position 4 (6 moves, the side to move in check) alone.
        assertEquals("1 passed, 0 failed", summary.describe());
        assertEquals(32, summary.skipped());
        assertTrue(
                seen.get(3).describe().startsWith("ok    line 5   D1 "),
                seen.get(3).describe());
        assertTrue(
                seen.get(0).describe().startsWith("skip  line 2   no depth within the limits"),
                seen.get(0).describe());
    }

    /**
     * Issue 21: a count far too small at a deep depth ({@code ;D8 1}, the real count 84,998,978,956)
     * made perft --epd search for hours, and --max-nodes let it (the limit is on the expected count).
     * Counting now stops as soon as it passes the expected count; the depth fails at once.
     */
    @Test
    void aTooSmallCountAtADeepDepthFailsAsSoonAsItIsPassed() {
        PerftSuite.Entry entry =
                PerftSuite.parse("deep.epd", List.of(Fen.INITIAL + " ;D8 1")).get(0);
        PerftSuiteCheck.PositionResult result = assertTimeoutPreemptively(
                Duration.ofSeconds(60),
                () -> PerftSuiteCheck.check(RayLoop.INSTANCE, entry, new PerftSuiteCheck.Limits(10, 1_000)));
        PerftSuiteCheck.DepthResult d8 = result.depths().get(0);
        assertFalse(d8.passed());
        assertTrue(d8.stopped());
        assertTrue(d8.found() > 1 && d8.found() < 84_998_978_956L, d8.describe());
        assertTrue(d8.describe().startsWith("D8 expected 1, found more: counting stopped at "), d8.describe());
        // a right count is still counted whole and passes; a wrong shallow one says what it found
        PerftSuite.Entry right = PerftSuite.parse("ok.epd", List.of(Fen.INITIAL + " ;D4 197281 ;D2 401"))
                .get(0);
        PerftSuiteCheck.PositionResult checked =
                PerftSuiteCheck.check(RayLoop.INSTANCE, right, PerftSuiteCheck.Limits.NONE);
        assertTrue(checked.depths().get(1).passed(), checked.describe());
        assertEquals("D2 expected 401, found 400", checked.depths().get(0).describe());
    }
}
