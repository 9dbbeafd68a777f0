package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;

/**
 * Checks that the strategies run while their static initialisers build tables. A failure throws
 * {@link IllegalStateException}, which the JVM turns into {@link ExceptionInInitializerError}, so a
 * wrong table can never be used. The checks are cheap on purpose: the exhaustive comparison with
 * {@link RayLoop} lives in the tests and in {@code slidebench verify}, not in start-up.
 */
final class InitChecks {

    /** A fixed scattered occupancy (about half the board) to exercise blockers on every line. */
    private static final long SCATTERED = 0x5A3C_9966_0FF0_A55AL;

    /** The boards checked: empty, {@link #SCATTERED} and its complement. */
    private static final long[] BOARDS = {0L, SCATTERED, ~SCATTERED};

    private InitChecks() {}

    /**
     * The exception for a failed check. Callers build the message only after the check failed
     * ({@code if (built != expected) throw InitChecks.failed(...)}): formatting a message for every
     * entry would cost more than building the tables.
     */
    static IllegalStateException failed(String what) {
        return new IllegalStateException("table check failed: " + what);
    }

    /** As {@link #failed(String)} for a table entry that differs from the reference's value. */
    static IllegalStateException mismatch(String what, long expected, long built) {
        return failed(what + ": expected " + Bitboards.hex(expected) + ", built " + Bitboards.hex(built));
    }

    /**
     * Compares a freshly built strategy with {@link RayLoop} on every square for three boards (empty,
     * a scattered half-full board and its complement, one of which holds the square itself): 384
     * answers. The reference walk is the cost here (a few milliseconds in a cold JVM), so the boards are
     * few; the tests and {@code slidebench verify} check every relevant occupancy. A strategy whose board
     * keeps state of its own checks that too, with {@link #boardAgainstReference}; the stateless board
     * only asks the lookups checked here, so the others (and their exports, which hold no board) need not.
     */
    static void againstReference(SlidingAttacks strategy) {
        for (long occupied : BOARDS) {
            for (int square = 0; square < 64; square++) {
                long rook = RayLoop.INSTANCE.rookAttacks(square, occupied);
                long bishop = RayLoop.INSTANCE.bishopAttacks(square, occupied);
                requireSame(strategy, "rook", square, occupied, rook, strategy.rookAttacks(square, occupied));
                requireSame(strategy, "bishop", square, occupied, bishop, strategy.bishopAttacks(square, occupied));
            }
        }
    }

    /**
     * As {@link #againstReference} through {@link SlidingAttacks#newBoard}, for a strategy whose
     * {@link AttackBoard} keeps extra state (rotated occupancies, slide indices): 384 answers.
     */
    static void boardAgainstReference(SlidingAttacks strategy) {
        // One board per occupancy, asked about every square: a stateful board (rotated, Damiani,
        // HyperCube) costs up to 128 index computations to set up, so one per (square, occupancy)
        // made the set-up the largest part of these checks in a cold JVM.
        for (long occupied : BOARDS) {
            AttackBoard board = strategy.newBoard(occupied);
            for (int square = 0; square < 64; square++) {
                long rook = RayLoop.INSTANCE.rookAttacks(square, occupied);
                long bishop = RayLoop.INSTANCE.bishopAttacks(square, occupied);
                requireSame(strategy, "board rook", square, occupied, rook, board.rookAttacks(square));
                requireSame(strategy, "board bishop", square, occupied, bishop, board.bishopAttacks(square));
            }
        }
    }

    private static void requireSame(
            SlidingAttacks strategy, String what, int square, long occupied, long expected, long actual) {
        if (actual != expected) {
            throw mismatch(
                    strategy.name() + " " + what + " on " + Square.name(square) + " with occupied "
                            + Bitboards.hex(occupied),
                    expected,
                    actual);
        }
    }
}
