package dev.slidebench.core;

/**
 * A deliberately wrong plug-in that is right everywhere except on a full board (every square
 * occupied, the piece's own included or not): there it answers as if the board were empty, as an
 * index that overflows would. Random occupancies almost never fill the board (about 10⁻⁸ per case), so
 * only a check that sets every square outside the relevant mask finds it. Public with a no-argument
 * constructor, so that tests in other modules can register it as a plug-in.
 */
public final class WrongOnFullBoard extends ReferenceStandIn {

    public WrongOnFullBoard() {
        super("WrongOnFullBoard");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.rookAttacks(square, full(square, occupied) ? 0L : occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return RayLoop.INSTANCE.bishopAttacks(square, full(square, occupied) ? 0L : occupied);
    }

    private static boolean full(int square, long occupied) {
        return (occupied | Square.bit(square)) == -1L;
    }
}
