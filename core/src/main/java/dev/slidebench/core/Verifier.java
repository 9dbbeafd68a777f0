package dev.slidebench.core;

import java.util.SplittableRandom;

/**
 * Checks a strategy against {@link RayLoop}: every subset of every square's relevant occupancy for
 * rook and bishop (with and without the piece's own square set), then seeded random occupancies of
 * several densities for rook, bishop and queen; each both stateless and through an
 * {@link AttackBoard} driven by {@code toggle}. Stops at the first mismatch.
 */
public final class Verifier {

    /** The first disagreement with the reference. */
    public record Mismatch(
            String strategy, String path, String piece, int square, long occupied, long expected, long actual) {
        /** One line: strategy, path, piece, square and occupancy, expected and actual sets in hex. */
        public String describe() {
            return strategy + " (" + path + "): " + piece + " on " + Square.name(square) + " with occupied "
                    + Bitboards.hex(occupied) + ": expected " + Bitboards.hex(expected) + ", got "
                    + Bitboards.hex(actual);
        }
    }

    /** Cases checked (one case = one answer compared), time taken, and the first mismatch or null. */
    public record Result(String strategy, long cases, long nanos, Mismatch mismatch) {
        public boolean passed() {
            return mismatch == null;
        }
    }

    private static final SlidingAttacks REFERENCE = RayLoop.INSTANCE;

    private Verifier() {}

    /** Every relevant-occupancy subset plus {@code randomCount} random occupancies from {@code seed}. */
    public static Result verify(SlidingAttacks strategy, long randomCount, long seed) {
        long start = System.nanoTime();
        long[] cases = {0};
        Mismatch mismatch = exhaustive(strategy, cases);
        if (mismatch == null) {
            mismatch = random(strategy, randomCount, seed, cases);
        }
        return new Result(strategy.name(), cases[0], System.nanoTime() - start, mismatch);
    }

    private static Mismatch exhaustive(SlidingAttacks strategy, long[] cases) {
        for (int piece = 0; piece < 2; piece++) {
            boolean rook = piece == 0;
            String pieceName = rook ? "rook" : "bishop";
            for (int square = 0; square < 64; square++) {
                long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
                long own = Square.bit(square);
                AttackBoard board = strategy.newBoard(0L);
                long boardOccupancy = 0L;
                long subset = 0;
                do {
                    long expected =
                            rook ? REFERENCE.rookAttacks(square, subset) : REFERENCE.bishopAttacks(square, subset);
                    for (long occupied : new long[] {subset, subset | own}) {
                        long actual = rook
                                ? strategy.rookAttacks(square, occupied)
                                : strategy.bishopAttacks(square, occupied);
                        cases[0]++;
                        if (actual != expected) {
                            return new Mismatch(
                                    strategy.name(), "stateless", pieceName, square, occupied, expected, actual);
                        }
                        boardOccupancy = moveTo(board, boardOccupancy, occupied);
                        actual = rook ? board.rookAttacks(square) : board.bishopAttacks(square);
                        cases[0]++;
                        if (actual != expected || board.occupied() != occupied) {
                            return new Mismatch(
                                    strategy.name(), "AttackBoard", pieceName, square, occupied, expected, actual);
                        }
                    }
                    subset = Bitboards.nextSubset(subset, mask);
                } while (subset != 0);
            }
        }
        return null;
    }

    private static Mismatch random(SlidingAttacks strategy, long count, long seed, long[] cases) {
        SplittableRandom random = new SplittableRandom(seed);
        AttackBoard board = strategy.newBoard(0L);
        long boardOccupancy = 0L;
        for (long i = 0; i < count; i++) {
            long occupied = randomOccupancy(random, (int) (i & 3));
            int square = random.nextInt(64);
            if ((i & 4) != 0) {
                occupied |= Square.bit(square);
            }
            boardOccupancy = moveTo(board, boardOccupancy, occupied);
            for (int piece = 0; piece < 3; piece++) {
                long expected;
                long stateless;
                long incremental;
                if (piece == 0) {
                    expected = REFERENCE.rookAttacks(square, occupied);
                    stateless = strategy.rookAttacks(square, occupied);
                    incremental = board.rookAttacks(square);
                } else if (piece == 1) {
                    expected = REFERENCE.bishopAttacks(square, occupied);
                    stateless = strategy.bishopAttacks(square, occupied);
                    incremental = board.bishopAttacks(square);
                } else {
                    expected = REFERENCE.queenAttacks(square, occupied);
                    stateless = strategy.queenAttacks(square, occupied);
                    incremental = board.queenAttacks(square);
                }
                String pieceName = piece == 0 ? "rook" : piece == 1 ? "bishop" : "queen";
                cases[0] += 2;
                if (stateless != expected) {
                    return new Mismatch(strategy.name(), "stateless", pieceName, square, occupied, expected, stateless);
                }
                if (incremental != expected || board.occupied() != occupied) {
                    return new Mismatch(
                            strategy.name(), "AttackBoard", pieceName, square, occupied, expected, incremental);
                }
            }
        }
        return null;
    }

    /**
     * A random occupancy of one of four densities: sparse (about 8 pieces), middlegame (about 16,
     * {@code r1 & r2}), dense (about 48) or uniform (about 32).
     */
    public static long randomOccupancy(SplittableRandom random, int density) {
        switch (density) {
            case 0:
                return random.nextLong() & random.nextLong() & random.nextLong();
            case 1:
                return random.nextLong() & random.nextLong();
            case 2:
                return random.nextLong() | random.nextLong();
            default:
                return random.nextLong();
        }
    }

    /** Toggles the squares that differ so that the board holds {@code target}; returns {@code target}. */
    private static long moveTo(AttackBoard board, long current, long target) {
        long diff = current ^ target;
        while (diff != 0) {
            board.toggle(Long.numberOfTrailingZeros(diff));
            diff &= diff - 1;
        }
        return target;
    }
}
