package dev.slidebench.core;

/**
 * A strategy that answers as {@link RayLoop} under another name; tests override one lookup to build
 * a deliberately wrong strategy whose one fault is plain to see.
 */
public class ReferenceStandIn implements SlidingAttacks {

    /**
     * The simplest wrong strategy: every square is attacked, through every piece. In a game its rooks
     * take kings, so it also shows what an impossible move list does to make/unmake.
     */
    public static final SlidingAttacks SEES_EVERYTHING = new ReferenceStandIn("SeesEverything") {
        @Override
        public long rookAttacks(int square, long occupied) {
            return ~Square.bit(square);
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            return ~Square.bit(square);
        }
    };

    private final String name;

    public ReferenceStandIn(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
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
