package dev.slidebench.core.brokenproviders;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;

/** A correct provider that claims a name already taken ("RayLoop"), as a copied plug-in might. */
public final class SecondRayLoop implements SlidingAttacks {

    @Override
    public String name() {
        return "RayLoop";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.rookAttacks(square, occupied);
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
