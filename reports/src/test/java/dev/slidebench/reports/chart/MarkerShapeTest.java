package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Marker hand-out and geometry: every vertex computed by hand for a marker of radius 10 at (100, 50). */
class MarkerShapeTest {

    private static final double EPS = 1e-9;
    private static final Style FILLED = Style.filledAndStroked(new Rgb(0x0072B2), new Rgb(0x222222), 0.8);

    @Test
    void indicesCycleShapesAndColoursThenRepeatHollow() {
        Marker first = Marker.forIndex(0);
        assertEquals(new Marker(Marker.Shape.CIRCLE, new Rgb(0x0072B2), false), first);
        // Index 9: shape 9 mod 7 = 2 (triangle up), colour 9 mod 8 = 1 (orange).
        assertEquals(new Marker(Marker.Shape.TRIANGLE_UP, new Rgb(0xE69F00), false), Marker.forIndex(9));
        assertFalse(Marker.forIndex(55).hollow(), "the first 56 are filled");
        // 56 = 8 x 7: circle, blue again, now hollow.
        assertEquals(new Marker(Marker.Shape.CIRCLE, new Rgb(0x0072B2), true), Marker.forIndex(56));
        assertTrue(Marker.forIndex(111).hollow());
        assertFalse(Marker.forIndex(112).hollow(), "112..167 are filled again");
        assertEquals(
                "marker index must be >= 0: -1",
                assertThrows(IllegalArgumentException.class, () -> Marker.forIndex(-1))
                        .getMessage());
    }

    @Test
    void keysNameShapeColourAndFill() {
        assertEquals("circle #0072b2", Marker.forIndex(0).key());
        assertEquals("triangle-up #e69f00", Marker.forIndex(9).key());
        assertEquals("circle #0072b2 hollow", Marker.forIndex(56).key());
        assertEquals("triangle-down", Marker.Shape.TRIANGLE_DOWN.cssName());
        assertEquals("cross", Marker.Shape.CROSS.cssName());
    }

    @Test
    void filledMarkersHaveAnOutlineAndHollowOnesAThickStroke() {
        Primitive.Circle filled = (Primitive.Circle) Marker.forIndex(0).draw(100, 50, 10);
        assertEquals(new Primitive.Circle(100, 50, 10, FILLED), filled);
        Primitive.Circle hollow = (Primitive.Circle) Marker.forIndex(56).draw(100, 50, 10);
        assertEquals(new Primitive.Circle(100, 50, 10, Style.stroke(new Rgb(0x0072B2), 2)), hollow);
    }

    @Test
    void squareIsNinetyPercentOfTheRadiusEachWay() {
        assertPolygon(
                new Marker(Marker.Shape.SQUARE, new Rgb(0x0072B2), false).draw(100, 50, 10),
                91,
                41,
                109,
                41,
                109,
                59,
                91,
                59);
    }

    @Test
    void trianglesPointUpAndDown() {
        // Apex 1.15 r from the centre, base 0.8 r the other way, 1.1 r to each side.
        assertPolygon(
                new Marker(Marker.Shape.TRIANGLE_UP, new Rgb(0x0072B2), false).draw(100, 50, 10),
                100,
                38.5,
                111,
                58,
                89,
                58);
        assertPolygon(
                new Marker(Marker.Shape.TRIANGLE_DOWN, new Rgb(0x0072B2), false).draw(100, 50, 10),
                100,
                61.5,
                111,
                42,
                89,
                42);
    }

    @Test
    void diamondIsTallerThanWide() {
        assertPolygon(
                new Marker(Marker.Shape.DIAMOND, new Rgb(0x0072B2), false).draw(100, 50, 10),
                100,
                38,
                110,
                50,
                100,
                62,
                90,
                50);
    }

    @Test
    void plusHasArmsOf1Point1RadiusAndHalfThickness0Point38() {
        // arm 11, half 3.8, not rotated: the twelve corners clockwise from the top arm's left corner.
        assertPolygon(
                new Marker(Marker.Shape.PLUS, new Rgb(0x0072B2), false).draw(100, 50, 10),
                96.2,
                39,
                103.8,
                39,
                103.8,
                46.2,
                111,
                46.2,
                111,
                53.8,
                103.8,
                53.8,
                103.8,
                61,
                96.2,
                61,
                96.2,
                53.8,
                89,
                53.8,
                89,
                46.2,
                96.2,
                46.2);
    }

    @Test
    void crossIsThePlusTurnedAnEighthOfATurn() {
        Primitive.Path cross =
                (Primitive.Path) new Marker(Marker.Shape.CROSS, new Rgb(0x0072B2), false).draw(100, 50, 10);
        assertEquals(24, cross.points().size());
        // The corner (-3.8, -11) turned by 45 degrees: x = (-3.8 + 11) / sqrt 2, y = (-3.8 - 11) / sqrt 2.
        double s = Math.sqrt(0.5);
        assertEquals(100 + 7.2 * s, cross.points().get(0), EPS);
        assertEquals(50 - 14.8 * s, cross.points().get(1), EPS);
        // The arm tip corner (11, -3.8): x = (11 + 3.8) / sqrt 2, y = (11 - 3.8) / sqrt 2.
        assertEquals(100 + 14.8 * s, cross.points().get(6), EPS);
        assertEquals(50 + 7.2 * s, cross.points().get(7), EPS);
        assertTrue(cross.closed());
    }

    private static void assertPolygon(Primitive drawn, double... expected) {
        Primitive.Path path = (Primitive.Path) drawn;
        assertTrue(path.closed(), "a marker is a closed polygon");
        assertEquals(FILLED, path.style());
        List<Double> points = path.points();
        assertEquals(expected.length, points.size());
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], points.get(i), EPS, "coordinate " + i);
        }
    }
}
