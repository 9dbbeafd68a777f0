package dev.slidebench.core;

/**
 * A deliberately wrong plug-in that is right everywhere except when the rim squares outside the
 * piece's relevant mask (the ends of its lines among them) are all occupied while nothing inside the
 * mask is: then it leaves out the occupied line ends, as a strategy whose index reads the rim it should
 * have masked off. No relevant subset alone or with the own square finds it, and a random occupancy
 * almost never has ~20 rim squares set and ~10 relevant squares empty at once. Public with a
 * no-argument constructor, so that tests in other modules can register it as a plug-in.
 */
public final class WrongWithEdgesSet extends ReferenceStandIn {

    /** The a- and h-files and the first and eighth ranks. */
    static final long RIM = 0xFF818181818181FFL;

    public WrongWithEdgesSet() {
        super("WrongWithEdgesSet");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long attacks = RayLoop.INSTANCE.rookAttacks(square, occupied);
        return edgesSet(square, occupied, Bitboards.rookRelevantMask(square)) ? attacks & ~RIM : attacks;
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long attacks = RayLoop.INSTANCE.bishopAttacks(square, occupied);
        return edgesSet(square, occupied, Bitboards.bishopRelevantMask(square)) ? attacks & ~RIM : attacks;
    }

    private static boolean edgesSet(int square, long occupied, long mask) {
        long rim = RIM & ~mask & ~Square.bit(square);
        return (occupied & mask) == 0 && (occupied & rim) == rim;
    }
}
