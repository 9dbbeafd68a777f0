package dev.slidebench.bench.run;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;

/**
 * A deliberately wrong plug-in for the trust-before-measuring test: the reference, except that a rook on
 * e4 never sees e8. Registered only through a service file the test writes into a temporary directory,
 * so it never joins the registry of the other tests.
 */
public final class WrongRook implements SlidingAttacks {

    private static final int E4 = 28;
    private static final long E8 = 1L << 60;

    @Override
    public String name() {
        return "WrongRook";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long attacks = RayLoop.INSTANCE.rookAttacks(square, occupied);
        return square == E4 ? attacks & ~E8 : attacks;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.bishopAttacks(square, occupied);
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
