package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ticks and positions worked out by hand. */
class AxisTest {

    @Test
    void logTicksAreDecadesWhenTheRangeSpansSeveral() {
        assertEquals(List.of(1.0, 10.0, 100.0, 1000.0), Axis.logTicks(1, 1000));
        // 0.9 .. 1,100: the same four decades; 0.9 and 1,100 are not ticks.
        assertEquals(List.of(1.0, 10.0, 100.0, 1000.0), Axis.logTicks(0.9, 1100));
    }

    @Test
    void logTicksGetFinerWhenDecadesAreTooFew() {
        // 0.5 .. 20: decades give 1 and 10 only (two); 1-2-5 gives 0.5, 1, 2, 5, 10, 20.
        assertEquals(List.of(0.5, 1.0, 2.0, 5.0, 10.0, 20.0), Axis.logTicks(0.5, 20));
        // 1 .. 3 (slowdowns): 1-2-5 gives 1, 2 (two); the next set gives 1, 1.5, 2, 3.
        assertEquals(List.of(1.0, 1.5, 2.0, 3.0), Axis.logTicks(1, 3));
        // 0.2 .. 0.7: 0.2, 0.3, 0.5, 0.7, exact decimals (3 × 10^-1 is the double nearest 0.3).
        assertEquals(List.of(0.2, 0.3, 0.5, 0.7), Axis.logTicks(0.2, 0.7));
    }

    @Test
    void manyDecadesAreThinned() {
        // 1 .. 10^12 is 13 decades; at most 8 labels means every second decade: 7 ticks.
        assertEquals(List.of(1.0, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12), Axis.logTicks(1, 1e12));
    }

    @Test
    void logPositionIsProportionalToTheLogarithm() {
        Axis axis = Axis.log(1, 100, Axis::plain);
        assertEquals(0, axis.position(1, 0, 200), 1e-9);
        assertEquals(100, axis.position(10, 0, 200), 1e-9);
        assertEquals(200, axis.position(100, 0, 200), 1e-9);
        // log10(2) = 0.30103 of a decade, half the axis per decade here.
        assertEquals(200 * 0.30103 / 2, axis.position(2, 0, 200), 1e-3);
        // Pixel y grows downwards: from = bottom, to = top.
        assertEquals(300, axis.position(1, 300, 100), 1e-9);
    }

    @Test
    void linearTicksAreOneTwoFiveSteps() {
        // 0 .. 113: steps of 100 or 50 give fewer than four ticks; 20 gives 0, 20, ..., 100.
        assertEquals(List.of(0.0, 20.0, 40.0, 60.0, 80.0, 100.0), Axis.linearTicks(0, 113));
        assertEquals(List.of(1.0, 1.1, 1.2, 1.3, 1.4), Axis.linearTicks(0.98, 1.45));
    }

    @Test
    void logAxisRejectsZeroAndNegativeRanges() {
        assertThrows(IllegalArgumentException.class, () -> Axis.log(0, 10, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.log(-1, 10, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.logAround(0, 10, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(5, 5, Axis::plain));
    }

    @Test
    void labels() {
        assertEquals("1,000", Axis.plain(1000));
        assertEquals("0.5", Axis.plain(0.5));
        assertEquals("1e6", Axis.plain(1e6));
        assertEquals("2.5e-4", Axis.plain(0.00025));
        assertEquals("1.5\u00d7", Axis.times(1.5));
        assertEquals("0 B", Axis.bytes(0));
        assertEquals("10 kB", Axis.bytes(10_000));
        assertEquals("1.19 MB", Axis.bytes(1_186_016));
        assertEquals("10.0", Axis.significant(10));
        assertEquals("9.13", Axis.significant(9.127));
        assertEquals("1,130", Axis.significant(1134));
    }
}
