package dev.slidebench.strategies;

import static dev.slidebench.core.Square.A1;
import static dev.slidebench.core.Square.A3;
import static dev.slidebench.core.Square.A8;
import static dev.slidebench.core.Square.B1;
import static dev.slidebench.core.Square.B2;
import static dev.slidebench.core.Square.B8;
import static dev.slidebench.core.Square.C1;
import static dev.slidebench.core.Square.C2;
import static dev.slidebench.core.Square.C3;
import static dev.slidebench.core.Square.C8;
import static dev.slidebench.core.Square.D3;
import static dev.slidebench.core.Square.D4;
import static dev.slidebench.core.Square.D8;
import static dev.slidebench.core.Square.E4;
import static dev.slidebench.core.Square.E5;
import static dev.slidebench.core.Square.E6;
import static dev.slidebench.core.Square.E7;
import static dev.slidebench.core.Square.E8;
import static dev.slidebench.core.Square.F6;
import static dev.slidebench.core.Square.F8;
import static dev.slidebench.core.Square.G7;
import static dev.slidebench.core.Square.G8;
import static dev.slidebench.core.Square.H8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.slidebench.core.Bitboards;
import org.junit.jupiter.api.Test;

/** What is special to {@link ClassicalRays}: its ray table and the sentinel squares of the branchless scan. */
class ClassicalRaysTest {

    private final ClassicalRays strategy = new ClassicalRays();

    @Test
    void tableIsEightRaysPerSquare() {
        // 8 directions × 64 squares × 8 bytes (algorithms.md §4.2).
        assertEquals(4_096L, strategy.tableBytes());
        assertEquals("ClassicalRays", strategy.name());
        assertFalse(strategy.isIncremental());
        assertFalse(strategy.hasStoredXray());
    }

    @Test
    void raysAreTheEmptyBoardHalfLines() {
        assertEquals(Bitboards.of(E5, E6, E7, E8), ClassicalRays.ray(ClassicalRays.NORTH, E4));
        assertEquals(0x1010101000000000L, ClassicalRays.ray(ClassicalRays.NORTH, E4));
        assertEquals(Bitboards.of(D3, C2, B1), ClassicalRays.ray(ClassicalRays.SOUTH_WEST, E4));
        assertEquals(0x0000000000080402L, ClassicalRays.ray(ClassicalRays.SOUTH_WEST, E4));
    }

    @Test
    void aBlockerOnTheSentinelSquareItselfStillCounts() {
        // h8 is the positive scans' sentinel: a real blocker there must end the east ray on it.
        long occupied = Bitboards.of(E8, H8, E5);
        long expected = Bitboards.of(A8, B8, C8, D8, F8, G8, H8, E7, E6, E5);
        assertEquals(0xEF10101000000000L, expected);
        assertEquals(expected, strategy.rookAttacks(E8, occupied));

        // a1 is the negative scans' sentinel: a bishop on b2 sees a1 whether or not it is occupied.
        long bishop = Bitboards.of(A1, C3, D4, E5, F6, G7, H8, A3, C1);
        assertEquals(0x8040201008050005L, bishop);
        assertEquals(bishop, strategy.bishopAttacks(B2, Bitboards.of(A1)));
        assertEquals(bishop, strategy.bishopAttacks(B2, 0L));
    }
}
