package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;

/** The contract on the reference itself, and proof that the contract catches broken strategies. */
class RayLoopContractTest {

    @TestFactory
    Stream<DynamicTest> rayLoopPassesTheContract() {
        return StrategyContract.tests(RayLoop.INSTANCE);
    }

    /** Forgets the north-most square of every rook attack set: wrong only near blockers on the north side. */
    static final class DropsRookBlocker implements SlidingAttacks {
        @Override
        public String name() {
            return "DropsRookBlocker";
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            long north = RayLoop.ray(square, occupied, 0, 1);
            long blocker = north & occupied;
            return RayLoop.INSTANCE.rookAttacks(square, occupied) & ~blocker;
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

    /** Right stateless, but its board forgets toggles on h8. */
    static final class StaleBoard implements SlidingAttacks {
        @Override
        public String name() {
            return "StaleBoard";
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

        @Override
        public AttackBoard newBoard(long occupied) {
            AttackBoard inner = SlidingAttacks.super.newBoard(occupied);
            return new AttackBoard() {
                @Override
                public void toggle(int square) {
                    if (square != Square.H8) {
                        inner.toggle(square);
                    }
                }

                @Override
                public long occupied() {
                    return inner.occupied();
                }

                @Override
                public long rookAttacks(int square) {
                    return inner.rookAttacks(square);
                }

                @Override
                public long bishopAttacks(int square) {
                    return inner.bishopAttacks(square);
                }
            };
        }
    }

    /** Wrong only where a bishop's ray ends on the a-file: a wrap-around bug. */
    static final class WrapsBishop implements SlidingAttacks {
        @Override
        public String name() {
            return "WrapsBishop";
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            return RayLoop.INSTANCE.rookAttacks(square, occupied);
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            long attacks = RayLoop.INSTANCE.bishopAttacks(square, occupied);
            return Square.file(square) == 7 && square < 56 ? attacks | Square.bit(square + 1) : attacks;
        }

        @Override
        public long tableBytes() {
            return 0;
        }
    }

    @Test
    void exhaustiveCheckCatchesAMissingBlocker() {
        assertThrows(AssertionFailedError.class, () -> StrategyContract.exhaustiveSubsets(new DropsRookBlocker()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.randomOccupancies(new DropsRookBlocker()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.queenIsUnion(new DropsRookBlocker()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.xrays(new DropsRookBlocker()));
    }

    @Test
    void boardCheckCatchesAStaleBoard() {
        assertThrows(AssertionFailedError.class, () -> StrategyContract.exhaustiveSubsets(new StaleBoard()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.boardAfterToggles(new StaleBoard()));
    }

    @Test
    void checksCatchAWrapAround() {
        assertThrows(AssertionFailedError.class, () -> StrategyContract.exhaustiveSubsets(new WrapsBishop()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.emptyAndFull(new WrapsBishop()));
        assertThrows(AssertionFailedError.class, () -> StrategyContract.symmetry(new WrapsBishop()));
    }
}
