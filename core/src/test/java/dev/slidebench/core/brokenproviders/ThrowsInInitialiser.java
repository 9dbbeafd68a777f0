package dev.slidebench.core.brokenproviders;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;

/** A provider whose table check fails in its static initialiser, as a wrong magic number would make it. */
public final class ThrowsInInitialiser implements SlidingAttacks {

    static {
        if (RayLoop.INSTANCE.rookAttacks(0, 0) != 0) {
            throw new IllegalStateException("table check failed: deliberately broken for the registry tests");
        }
    }

    @Override
    public String name() {
        return "ThrowsInInitialiser";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return 0;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return 0;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
