package dev.slidebench.bench.cli;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;

/**
 * The reference with exactly one wrong attack set: a bishop on c1 under the initial position's
 * occupancy also "sees" a3, behind the pawn on b2. Every other (square, occupancy) is RayLoop's
 * answer. The start position's search then has one move too many (Bc1-a3 through its own pawn), so
 * a check that compares node counts must catch it on the first bench position. Registered only by
 * the tests that name it ({@link ChosenRegistry}).
 */
public final class OneWrongAnswerPlugin implements SlidingAttacks {

    /** Both sides' first two ranks: the initial position's occupancy. */
    static final long INITIAL_OCCUPANCY =
            Bitboards.RANK_1 | Bitboards.RANK_1 << 8 | Bitboards.RANK_8 | Bitboards.RANK_8 >>> 8;

    @Override
    public String name() {
        return "OneWrongAnswer";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.rookAttacks(square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long attacks = RayLoop.INSTANCE.bishopAttacks(square, occupied);
        return square == Square.C1 && occupied == INITIAL_OCCUPANCY ? attacks | Square.bit(Square.A3) : attacks;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
