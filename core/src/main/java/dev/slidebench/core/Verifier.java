package dev.slidebench.core;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks a strategy against {@link RayLoop}: every subset of every square's relevant occupancy for
 * rook and bishop, alone, with the piece's own square, with every square outside the relevant mask and
 * with both ({@link #EXTRAS}), each stateless, through an {@link AttackBoard} driven by {@code toggle},
 * and as an x-ray (DESIGN's definition); then seeded random occupancies of several densities for rook,
 * bishop and queen, stateless and through the board. Stops at the first mismatch. {@code verify}, the
 * contract test and run's pre-flight check all use this one generator.
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

    /** The structured cases ({@link #structuredCases}) plus {@code randomCount} random occupancies. */
    public static Result verify(SlidingAttacks strategy, long randomCount, long seed) {
        long start = System.nanoTime();
        long[] cases = {0};
        Mismatch mismatch = exhaustive(strategy, cases);
        if (mismatch == null) {
            mismatch = random(strategy, randomCount, seed, cases);
        }
        return new Result(strategy.name(), cases[0], System.nanoTime() - start, mismatch);
    }

    /**
     * What each relevant subset is checked with: nothing more, the piece's own square, every square
     * outside the relevant mask (the line ends on the rim and every square off the piece's lines), and
     * both. A strategy that forgets to mask, or masks the wrong line, is wrong only in the last two.
     */
    public static final List<String> EXTRAS =
            List.of("alone", "with own square", "with every square outside the mask", "with both");

    /** Answers compared per structured occupancy: stateless attacks, AttackBoard attacks, stateless x-ray. */
    public static final int ANSWERS_PER_OCCUPANCY = 3;

    /** Answers compared per random occupancy: rook, bishop and queen, stateless and through AttackBoard. */
    public static final int ANSWERS_PER_RANDOM = 6;

    /** Cases of the structured part, for every strategy: subsets × {@link #EXTRAS} × {@link #ANSWERS_PER_OCCUPANCY}. */
    public static long structuredCases() {
        long subsets = 0;
        for (int square = 0; square < 64; square++) {
            subsets += 1L << Long.bitCount(Bitboards.rookRelevantMask(square));
            subsets += 1L << Long.bitCount(Bitboards.bishopRelevantMask(square));
        }
        return subsets * EXTRAS.size() * ANSWERS_PER_OCCUPANCY;
    }

    /** All cases of {@link #verify} with {@code randomCount} random occupancies, when nothing fails. */
    public static long cases(long randomCount) {
        return structuredCases() + randomCount * ANSWERS_PER_RANDOM;
    }

    /**
     * The structured occupancies in the order they are checked (rook's first, then bishop's; square by
     * square; one extra at a time, so that a board moves between neighbouring subsets by few toggles) and
     * the reference's answers to them, worked out once per JVM (about 12 MB) and shared by every strategy.
     */
    private static final class Structured {
        static final int ROOK_COUNT;
        static final byte[] SQUARE;
        static final long[] OCCUPIED;
        static final long[] ATTACKS;
        static final long[] XRAYS;

        static {
            int count = (int) (structuredCases() / ANSWERS_PER_OCCUPANCY);
            SQUARE = new byte[count];
            OCCUPIED = new long[count];
            ATTACKS = new long[count];
            XRAYS = new long[count];
            int rookCount = 0;
            int i = 0;
            for (int piece = 0; piece < 2; piece++) {
                boolean rook = piece == 0;
                for (int square = 0; square < 64; square++) {
                    long mask = rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
                    long own = Square.bit(square);
                    long outside = ~(mask | own);
                    for (long extra : new long[] {0L, own, outside, own | outside}) {
                        long subset = 0;
                        do {
                            long occupied = subset | extra;
                            long attacks = reference(rook, square, occupied);
                            SQUARE[i] = (byte) square;
                            OCCUPIED[i] = occupied;
                            ATTACKS[i] = attacks;
                            // DESIGN's definition: what the piece attacks once its first blockers are gone
                            XRAYS[i] = reference(rook, square, occupied ^ (attacks & occupied)) & ~attacks;
                            i++;
                            subset = Bitboards.nextSubset(subset, mask);
                        } while (subset != 0);
                    }
                }
                if (rook) {
                    rookCount = i;
                }
            }
            ROOK_COUNT = rookCount;
        }

        private static long reference(boolean rook, int square, long occupied) {
            return rook ? REFERENCE.rookAttacks(square, occupied) : REFERENCE.bishopAttacks(square, occupied);
        }
    }

    private static Mismatch exhaustive(SlidingAttacks strategy, long[] cases) {
        AttackBoard board = strategy.newBoard(0L);
        long boardOccupancy = 0L;
        for (int i = 0; i < Structured.OCCUPIED.length; i++) {
            boolean rook = i < Structured.ROOK_COUNT;
            int square = Structured.SQUARE[i];
            long occupied = Structured.OCCUPIED[i];
            boardOccupancy = moveTo(board, boardOccupancy, occupied);
            cases[0] += ANSWERS_PER_OCCUPANCY;
            String piece = rook ? "rook" : "bishop";
            long expected = Structured.ATTACKS[i];
            long actual = rook ? strategy.rookAttacks(square, occupied) : strategy.bishopAttacks(square, occupied);
            if (actual != expected) {
                return new Mismatch(strategy.name(), "stateless", piece, square, occupied, expected, actual);
            }
            actual = rook ? board.rookAttacks(square) : board.bishopAttacks(square);
            if (actual != expected || board.occupied() != occupied) {
                return new Mismatch(strategy.name(), "AttackBoard", piece, square, occupied, expected, actual);
            }
            actual = rook ? strategy.rookXray(square, occupied) : strategy.bishopXray(square, occupied);
            if (actual != Structured.XRAYS[i]) {
                return new Mismatch(strategy.name(), "x-ray", piece, square, occupied, Structured.XRAYS[i], actual);
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
