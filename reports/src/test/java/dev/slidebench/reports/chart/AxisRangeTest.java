package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Axis ranges, margins, tick edge cases and labels, each worked out by hand in the comments. */
class AxisRangeTest {

    private static final double EPS = 1e-9;

    @Test
    void linearAxisMapsValuesProportionally() {
        Axis axis = Axis.linear(0, 100, Axis::plain);
        assertEquals(Axis.Scale.LINEAR, axis.scale());
        assertEquals(0, axis.min(), EPS);
        assertEquals(100, axis.max(), EPS);
        // 25 is a quarter of 0..100: a quarter of the way from 40 to 440 is 140.
        assertEquals(140, axis.position(25, 40, 440), EPS);
        // Not clamped: 150 lies half a span past the end.
        assertEquals(640, axis.position(150, 40, 440), EPS);
        // Linear ticks of 0..100: step 20 (100 and 50 give fewer than four), each labelled by the format.
        assertEquals(
                List.of(
                        new Axis.Tick(0, "0"),
                        new Axis.Tick(20, "20"),
                        new Axis.Tick(40, "40"),
                        new Axis.Tick(60, "60"),
                        new Axis.Tick(80, "80"),
                        new Axis.Tick(100, "100")),
                axis.ticks());
    }

    @Test
    void logAxisKeepsItsScaleAndEnds() {
        Axis axis = Axis.log(2, 50, Axis::plain);
        assertEquals(Axis.Scale.LOG, axis.scale());
        assertEquals(2, axis.min(), EPS);
        assertEquals(50, axis.max(), EPS);
        // 2 .. 50: decades give 10 only; 1-2-5 gives 2, 5, 10, 20, 50.
        assertEquals(
                List.of(2.0, 5.0, 10.0, 20.0, 50.0),
                axis.ticks().stream().map(Axis.Tick::value).toList());
        assertEquals("20", axis.ticks().get(3).label());
        // 10 / 2 = 5 and 50 / 2 = 25 = 5^2: 10 lies half way on the log scale, 100 px into 0 .. 200.
        assertEquals(100, axis.position(10, 0, 200), 1e-9);
        assertEquals(200, axis.position(50, 0, 200), 1e-9);
    }

    @Test
    void linearPositionsCountFromTheAxisMinimumNotFromZero() {
        // On 1..3, the value 1.5 is a quarter of the way: (1.5 - 1) / (3 - 1); 2 is half-way.
        Axis axis = Axis.linear(1, 3, Axis::plain);
        assertEquals(25, axis.position(1.5, 0, 100), 1e-9);
        assertEquals(200, axis.position(2, 100, 300), 1e-9);
        assertEquals(100, axis.position(1, 100, 300), 1e-9);
    }

    @Test
    void containsIncludesBothEnds() {
        Axis axis = Axis.linear(1, 3, Axis::plain);
        assertTrue(axis.contains(1));
        assertTrue(axis.contains(3));
        assertTrue(axis.contains(2));
        assertFalse(axis.contains(0.999));
        assertFalse(axis.contains(3.001));
    }

    @Test
    void rangesMustBeFiniteAndIncreasing() {
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(Double.NaN, 1, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(0, Double.NaN, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(Double.NEGATIVE_INFINITY, 1, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(0, Double.POSITIVE_INFINITY, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linear(2, 1, Axis::plain));
        assertEquals(
                "axis range must be finite with max > min: 5.0..5.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.linear(5, 5, Axis::plain))
                        .getMessage());
        assertEquals(
                "axis range must be finite with max > min: 5.0..5.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.log(5, 5, Axis::plain))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Axis.log(Double.NaN, 5, Axis::plain));
        assertEquals(
                "a log axis needs positive values, got minimum 0.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.log(0, 5, Axis::plain))
                        .getMessage());
    }

    @Test
    void linearFromZeroLeavesRoomAboveTheHighestMark() {
        // 0 .. 113: ticks every 20 up to 100; 100 is under 113 x 1.03, so one more step: 0 .. 120.
        Axis axis = Axis.linearFromZero(113, Axis::plain);
        assertEquals(0, axis.min(), EPS);
        assertEquals(120, axis.max(), EPS);
        // 0 .. 100.5: the last tick 100 is below the data's 100.5 x 1.03 = 103.5, so again 0 .. 120.
        assertEquals(120, Axis.linearFromZero(100.5, Axis::plain).max(), EPS);
        // 0 .. 97: ticks every 10 up to 90, under 97 x 1.03: 0 .. 100.
        assertEquals(100, Axis.linearFromZero(97, Axis::plain).max(), EPS);
        // 0 .. 3: ticks 0, 1, 2, 3; 3 is under 3.09: 0 .. 4.
        assertEquals(4, Axis.linearFromZero(3, Axis::plain).max(), EPS);
    }

    @Test
    void linearFromZeroNeedsAPositiveFiniteMaximum() {
        assertEquals(
                "a linear axis from zero needs a positive finite maximum, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.linearFromZero(0, Axis::plain))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Axis.linearFromZero(-5, Axis::plain));
        assertThrows(IllegalArgumentException.class, () -> Axis.linearFromZero(Double.NaN, Axis::plain));
        assertEquals(
                "a linear axis from zero needs a positive finite maximum, got Infinity",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Axis.linearFromZero(Double.POSITIVE_INFINITY, Axis::plain))
                        .getMessage());
    }

    @Test
    void logAroundWidensBy4PercentOfTheSpanOnTheLogScale() {
        // 1 .. 100 spans two decades; 100^0.04 = 10^0.08 = 1.20226 on each side.
        Axis wide = Axis.logAround(1, 100, Axis::plain);
        double margin = Math.pow(10, 0.08);
        assertEquals(1 / margin, wide.min(), 1e-12);
        assertEquals(100 * margin, wide.max(), 1e-9);
        assertEquals(Axis.Scale.LOG, wide.scale());
        // The margin depends on the ratio high / low only: 2 .. 200 gets the same 1.20226.
        Axis shifted = Axis.logAround(2, 200, Axis::plain);
        assertEquals(2 / margin, shifted.min(), 1e-12);
        assertEquals(200 * margin, shifted.max(), 1e-9);
        // 1 .. 1.1: 1.1^0.04 = 1.0038 is under the 2% floor, so the margin is 1.02.
        Axis narrow = Axis.logAround(1, 1.1, Axis::plain);
        assertEquals(1 / 1.02, narrow.min(), 1e-12);
        assertEquals(1.1 * 1.02, narrow.max(), 1e-12);
        // A single value still gets an axis: 1 / 1.02 .. 1.02.
        Axis single = Axis.logAround(1, 1, Axis::plain);
        assertEquals(1 / 1.02, single.min(), 1e-12);
        assertEquals(1.02, single.max(), 1e-12);
    }

    @Test
    void logAroundRejectsAnInvertedRange() {
        assertEquals(
                "a log axis needs 0 < low <= high, got 2.0..1.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.logAround(2, 1, Axis::plain))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Axis.logAround(-1, 1, Axis::plain));
        assertEquals(
                "a log axis needs 0 < low <= high, got 0.0..10.0",
                assertThrows(IllegalArgumentException.class, () -> Axis.logAround(0, 10, Axis::plain))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Axis.logAround(1, Double.NaN, Axis::plain));
    }

    @Test
    void fifteenDecadesAreThinnedToEverySecond() {
        // 1 .. 10^14 is 15 decades; ceil(15 / 8) = 2, so every second decade: 10^0, 10^2, ..., 10^14.
        assertEquals(List.of(1.0, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14), Axis.logTicks(1, 1e14));
        // 16 decades: every second, the last (10^15) falls between two kept ones.
        assertEquals(List.of(1.0, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14), Axis.logTicks(1, 1e15));
        // Exactly eight decades (1 .. 10^7) are not thinned.
        assertEquals(List.of(1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7), Axis.logTicks(1, 1e7));
        // 25 decades: ceil(25 / 8) = 4, every fourth: 10^0, 10^4, ..., 10^24 (seven ticks).
        assertEquals(List.of(1.0, 1e4, 1e8, 1e12, 1e16, 1e20, 1e24), Axis.logTicks(1, 1e24));
    }

    @Test
    void narrowLogRangesFallBackToTheFinestSetThenToLinearTicks() {
        // 1 .. 1.25: no set gives four ticks; the finest gives 1 and 1.2, enough for two.
        assertEquals(List.of(1.0, 1.2), Axis.logTicks(1, 1.25));
        // 1 .. 1.16: the finest set gives 1 alone, so linear ticks: step 0.05 (0.1 gives fewer than four).
        assertEquals(List.of(1.0, 1.05, 1.1, 1.15), Axis.logTicks(1, 1.16));
    }

    @Test
    void linearTicksIncludeBothEndsWhenTheyFallOnAStep() {
        // 0 .. 3: step 1 gives exactly three steps (the minimum), so 0, 1, 2, 3 and not halves.
        assertEquals(List.of(0.0, 1.0, 2.0, 3.0), Axis.linearTicks(0, 3));
        // 1 .. 1.16: 1 lies on a multiple of 0.05 and is the first tick.
        assertEquals(List.of(1.0, 1.05, 1.1, 1.15), Axis.linearTicks(1, 1.16));
        // -10 .. 10: step 5 (10 gives two steps), from -10.
        assertEquals(List.of(-10.0, -5.0, 0.0, 5.0, 10.0), Axis.linearTicks(-10, 10));
    }

    @Test
    void plainLabelsAtTheirBoundaries() {
        assertEquals("0", Axis.plain(0));
        assertEquals("0.001", Axis.plain(0.001), "0.001 is the smallest plain value");
        assertEquals("9.99e-4", Axis.plain(0.000999));
        assertEquals("999", Axis.plain(999));
        assertEquals("-1,500", Axis.plain(-1500));
        assertEquals("1.23e7", Axis.plain(12_345_678));
        assertEquals("-2e6", Axis.plain(-2e6));
        assertEquals("0.123", Axis.plain(0.12345));
        assertEquals("12.3", Axis.plain(12.345));
        assertEquals("1,230", Axis.plain(1234));
    }

    @Test
    void significantKeepsThreeDigitsAtEveryMagnitude() {
        assertEquals("0.00", Axis.significant(0));
        assertEquals("NaN", Axis.significant(Double.NaN));
        assertEquals("Infinity", Axis.significant(Double.POSITIVE_INFINITY));
        assertEquals("0.500", Axis.significant(0.5));
        assertEquals("0.0123", Axis.significant(0.012345));
        assertEquals("0.00100", Axis.significant(0.001), "0.001 still gets three digits");
        assertEquals("5e-4", Axis.significant(0.0005));
        assertEquals("123", Axis.significant(123.4));
        assertEquals("12.3", Axis.significant(12.34));
        assertEquals("-9.13", Axis.significant(-9.127));
        assertEquals("1,000", Axis.significant(1000));
        assertEquals("999,000", Axis.significant(999_000));
        assertEquals("1e6", Axis.significant(1e6), "from a million on, exponent form");
        assertEquals("2.5e6", Axis.significant(2.5e6));
    }

    @Test
    void bytesStepThroughTheDecimalUnits() {
        assertEquals("999 B", Axis.bytes(999));
        assertEquals("1 kB", Axis.bytes(1000), "1,000 bytes are a kilobyte");
        assertEquals("-2 kB", Axis.bytes(-2000));
        assertEquals("1 MB", Axis.bytes(1e6));
        assertEquals("2 GB", Axis.bytes(2e9));
        assertEquals("3 TB", Axis.bytes(3e12));
        // Past the last unit the number grows instead: 10^18 bytes are a million TB.
        assertEquals("1e6 TB", Axis.bytes(1e18));
        assertEquals("5\u00d7", Axis.times(5));
    }
}
