package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The contract every {@link SlidingAttacks} must pass, as a set of checks reusable from any module:
 * {@code @TestFactory Stream<DynamicTest> contract() { return StrategyContract.tests(myStrategy); }}.
 * Expected values always come from {@link RayLoop} or from the contract's own definitions
 * (queen = rook ∪ bishop, the x-ray formula, board symmetry), never from the strategy itself.
 */
public final class StrategyContract {

    /** Random cases per check; with four densities and the own-square variant each is well covered. */
    static final int RANDOM_CASES = 20_000;

    static final long SEED = 0x5EED_2026L;

    private StrategyContract() {}

    /** Every check, named, for one strategy. */
    public static Stream<DynamicTest> tests(SlidingAttacks strategy) {
        String n = strategy.name() + ": ";
        return Stream.of(
                DynamicTest.dynamicTest(
                        n
                                + "every relevant-occupancy subset, alone and with the own and outside squares: stateless, AttackBoard and x-ray",
                        () -> exhaustiveSubsets(strategy)),
                DynamicTest.dynamicTest(
                        n + "random occupancies of four densities, with and without own square",
                        () -> randomOccupancies(strategy)),
                DynamicTest.dynamicTest(n + "empty and full boards", () -> emptyAndFull(strategy)),
                DynamicTest.dynamicTest(n + "queen is rook | bishop", () -> queenIsUnion(strategy)),
                DynamicTest.dynamicTest(n + "x-rays match their definition", () -> xrays(strategy)),
                DynamicTest.dynamicTest(
                        n + "AttackBoard after random toggles equals stateless", () -> boardAfterToggles(strategy)),
                DynamicTest.dynamicTest(
                        n + "symmetric under vertical flip and horizontal mirror", () -> symmetry(strategy)),
                DynamicTest.dynamicTest(n + "name and table bytes are sane", () -> metadata(strategy)));
    }

    public static void exhaustiveSubsets(SlidingAttacks strategy) {
        Verifier.Result result = Verifier.verify(strategy, 0, SEED);
        if (!result.passed()) {
            fail(result.mismatch().describe());
        }
        // 2 pieces' subsets (102,400 rook + 5,248 bishop, the plain magic table sizes)
        // × {alone, own square, every square outside the mask, both} × {stateless, board, x-ray}
        assertEquals(107_648L * 4 * 3, result.cases(), "cases checked");
    }

    public static void randomOccupancies(SlidingAttacks strategy) {
        Verifier.Result result = Verifier.verify(strategy, RANDOM_CASES, SEED);
        if (!result.passed()) {
            fail(result.mismatch().describe());
        }
    }

    public static void emptyAndFull(SlidingAttacks strategy) {
        for (int square = 0; square < 64; square++) {
            for (long occupied : new long[] {0L, -1L, Square.bit(square), ~Square.bit(square)}) {
                assertAttacks(strategy, square, occupied);
            }
        }
    }

    public static void queenIsUnion(SlidingAttacks strategy) {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int i = 0; i < RANDOM_CASES; i++) {
            long occupied = Verifier.randomOccupancy(random, i & 3);
            int square = random.nextInt(64);
            long expected =
                    RayLoop.INSTANCE.rookAttacks(square, occupied) | RayLoop.INSTANCE.bishopAttacks(square, occupied);
            assertBoard(expected, strategy.queenAttacks(square, occupied), strategy, "queen", square, occupied);
        }
    }

    public static void xrays(SlidingAttacks strategy) {
        SplittableRandom random = new SplittableRandom(SEED + 2);
        SlidingAttacks ref = RayLoop.INSTANCE;
        for (int i = 0; i < RANDOM_CASES; i++) {
            long occupied = Verifier.randomOccupancy(random, i & 3);
            int square = random.nextInt(64);
            long rook = ref.rookAttacks(square, occupied);
            long expectedRook = ref.rookAttacks(square, occupied ^ (rook & occupied)) & ~rook;
            assertBoard(expectedRook, strategy.rookXray(square, occupied), strategy, "rook x-ray", square, occupied);
            long bishop = ref.bishopAttacks(square, occupied);
            long expectedBishop = ref.bishopAttacks(square, occupied ^ (bishop & occupied)) & ~bishop;
            assertBoard(
                    expectedBishop, strategy.bishopXray(square, occupied), strategy, "bishop x-ray", square, occupied);
        }
    }

    public static void boardAfterToggles(SlidingAttacks strategy) {
        SplittableRandom random = new SplittableRandom(SEED + 3);
        long start = random.nextLong() & random.nextLong();
        AttackBoard board = strategy.newBoard(start);
        long occupied = start;
        for (int i = 0; i < RANDOM_CASES; i++) {
            int toggled = random.nextInt(64);
            board.toggle(toggled);
            occupied ^= Square.bit(toggled);
            assertEquals(occupied, board.occupied(), "occupied() after toggles");
            int square = random.nextInt(64);
            assertBoard(
                    RayLoop.INSTANCE.rookAttacks(square, occupied),
                    board.rookAttacks(square),
                    strategy,
                    "board rook",
                    square,
                    occupied);
            assertBoard(
                    RayLoop.INSTANCE.bishopAttacks(square, occupied),
                    board.bishopAttacks(square),
                    strategy,
                    "board bishop",
                    square,
                    occupied);
            assertBoard(
                    RayLoop.INSTANCE.queenAttacks(square, occupied),
                    board.queenAttacks(square),
                    strategy,
                    "board queen",
                    square,
                    occupied);
        }
    }

    /** Flipping the board (or mirroring it) and the square together flips the attack set: an independent oracle. */
    public static void symmetry(SlidingAttacks strategy) {
        SplittableRandom random = new SplittableRandom(SEED + 4);
        for (int i = 0; i < RANDOM_CASES; i++) {
            long occupied = Verifier.randomOccupancy(random, i & 3);
            int square = random.nextInt(64);
            long rook = strategy.rookAttacks(square, occupied);
            long bishop = strategy.bishopAttacks(square, occupied);
            assertBoard(
                    Bitboards.flipVertical(rook),
                    strategy.rookAttacks(Square.flipVertical(square), Bitboards.flipVertical(occupied)),
                    strategy,
                    "rook, flipped",
                    Square.flipVertical(square),
                    Bitboards.flipVertical(occupied));
            assertBoard(
                    Bitboards.flipVertical(bishop),
                    strategy.bishopAttacks(Square.flipVertical(square), Bitboards.flipVertical(occupied)),
                    strategy,
                    "bishop, flipped",
                    Square.flipVertical(square),
                    Bitboards.flipVertical(occupied));
            assertBoard(
                    Bitboards.mirrorHorizontal(rook),
                    strategy.rookAttacks(Square.mirrorHorizontal(square), Bitboards.mirrorHorizontal(occupied)),
                    strategy,
                    "rook, mirrored",
                    Square.mirrorHorizontal(square),
                    Bitboards.mirrorHorizontal(occupied));
            assertBoard(
                    Bitboards.mirrorHorizontal(bishop),
                    strategy.bishopAttacks(Square.mirrorHorizontal(square), Bitboards.mirrorHorizontal(occupied)),
                    strategy,
                    "bishop, mirrored",
                    Square.mirrorHorizontal(square),
                    Bitboards.mirrorHorizontal(occupied));
        }
    }

    public static void metadata(SlidingAttacks strategy) {
        assertTrue(
                strategy.name() != null && strategy.name().matches("[A-Za-z][A-Za-z0-9_]*"),
                "name() must be a plain identifier usable as a JMH parameter: " + strategy.name());
        assertTrue(strategy.tableBytes() >= 0, "tableBytes() must not be negative");
    }

    private static void assertAttacks(SlidingAttacks strategy, int square, long occupied) {
        assertBoard(
                RayLoop.INSTANCE.rookAttacks(square, occupied),
                strategy.rookAttacks(square, occupied),
                strategy,
                "rook",
                square,
                occupied);
        assertBoard(
                RayLoop.INSTANCE.bishopAttacks(square, occupied),
                strategy.bishopAttacks(square, occupied),
                strategy,
                "bishop",
                square,
                occupied);
    }

    static void assertBoard(
            long expected, long actual, SlidingAttacks strategy, String what, int square, long occupied) {
        if (expected != actual) {
            fail(strategy.name() + ": " + what + " on " + Square.name(square) + " with occupied "
                    + Bitboards.hex(occupied) + "\nexpected\n" + Bitboards.pretty(expected) + "actual\n"
                    + Bitboards.pretty(actual));
        }
    }
}
