package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import org.junit.jupiter.api.Test;

/**
 * Where the greedy placer puts a 12 px label for a point at (200, 150) with a marker of radius 5. The
 * label box is {@code w} (the measured text width) by 12.6 (1.05 x 12) with its baseline 9.6 (0.8 x 12)
 * below its top; ring 0 lies 5 + 3 = 8 px from the point, ring 1 at 15, ring 2 at 25.
 */
class LabelPlacerTest {

    private static final double EPS = 1e-9;
    private static final Rgb COLOUR = new Rgb(0x0072B2);
    private static final Box BOUNDS = new Box(0, 0, 400, 300);

    private static double width() {
        return TextMetrics.width("Pext", 12, false, false);
    }

    private static LabelPlacer.Placement place(LabelPlacer placer, double px) {
        return placer.place(px, 150, 5, "Pext", 12, false, COLOUR, "point-label");
    }

    @Test
    void labelsGoEastThenWestThenNorthThenSouthOfTheirPoint() {
        double w = width();
        LabelPlacer placer = new LabelPlacer(BOUNDS);
        // East: the box's left edge at 200 + 8, centred on the point's y: top 150 - 6.3.
        LabelPlacer.Placement east = place(placer, 200);
        assertText(208, 143.7 + 9.6, Anchor.START, east.text());
        assertNull(east.leader(), "a label touching its marker needs no leader");
        // The east spot is now taken: west, right edge at 200 - 8.
        assertText(192 - w, 153.3, Anchor.START, place(placer, 200).text());
        // North: centred on x, bottom edge at 150 - 8 = 142, so top 129.4 (1.5 px clear of the east box).
        assertText(200 - w / 2, 129.4 + 9.6, Anchor.START, place(placer, 200).text());
        // South: top edge at 158.
        assertText(200 - w / 2, 158 + 9.6, Anchor.START, place(placer, 200).text());
    }

    @Test
    void theLabelKeepsItsTextSizeWeightColourAndClass() {
        Primitive.Text text = place(new LabelPlacer(BOUNDS), 200).text();
        assertEquals("Pext", text.text());
        assertEquals(12, text.size(), EPS);
        assertEquals(false, text.bold());
        assertEquals(false, text.italic());
        assertEquals(COLOUR, text.colour());
        assertEquals(0, text.rotation(), EPS);
        assertEquals("point-label", text.cssClass());
        Primitive.Text bold = new LabelPlacer(BOUNDS)
                .place(200, 150, 5, "Pext", 12, true, COLOUR, null)
                .text();
        assertEquals(true, bold.bold());
    }

    @Test
    void aLabelNearTheEdgeStaysInsideThePlot() {
        double w = width();
        // At x = 390 the east box would end past 400: west instead, right edge at 382.
        Primitive.Text text = place(new LabelPlacer(BOUNDS), 390).text();
        assertText(382 - w, 153.3, Anchor.START, text);
    }

    @Test
    void aReservedBoxPushesTheLabelToTheNextRingWithALeader() {
        LabelPlacer placer = new LabelPlacer(BOUNDS);
        // Covers x 150..213 around the point: every ring-0 spot starts left of 213, so all are taken;
        // ring 1 east starts at 215, 213.5 once grown by the 1.5 px clearance, and is free.
        placer.reserve(new Box(150, 100, 63, 100));
        LabelPlacer.Placement placement = place(placer, 200);
        assertText(215, 153.3, Anchor.START, placement.text());
        // The leader runs from 1 px outside the marker (200 + 6) to the box's nearest point (215, 150).
        Primitive.Line leader = placement.leader();
        assertNotNull(leader);
        assertEquals(206, leader.x1(), EPS);
        assertEquals(150, leader.y1(), EPS);
        assertEquals(215, leader.x2(), EPS);
        assertEquals(150, leader.y2(), EPS);
        assertEquals(Style.stroke(new Rgb(0x999999), 0.8), leader.style());
    }

    @Test
    void aDiagonalLeaderPointsAtTheBoxCorner() {
        LabelPlacer placer = new LabelPlacer(BOUNDS);
        // Strips through the point block east, west, north and south at every ring; the box around the
        // point blocks the diagonals of rings 0 and 1. Ring 2's north-east spot (0.72 x 25 = 18 each way)
        // has its bottom left corner at (218, 132).
        placer.reserve(new Box(199, 0, 2, 300));
        placer.reserve(new Box(0, 149, 400, 2));
        placer.reserve(new Box(190, 140, 20, 20));
        LabelPlacer.Placement placement = place(placer, 200);
        assertText(218, 132 - 12.6 + 9.6, Anchor.START, placement.text());
        // From (200, 150) towards (218, 132): 45 degrees, so 6 px out is 6 / sqrt 2 on each axis.
        Primitive.Line leader = placement.leader();
        double step = 6 / Math.sqrt(2);
        assertEquals(200 + step, leader.x1(), 1e-6);
        assertEquals(150 - step, leader.y1(), 1e-6);
        assertEquals(218, leader.x2(), 1e-6);
        assertEquals(132, leader.y2(), 1e-6);
    }

    @Test
    void noRoomAnywhereGivesNull() {
        assertNull(new LabelPlacer(new Box(0, 0, 10, 10)).place(5, 5, 2, "Pext", 12, false, COLOUR, null));
    }

    private static void assertText(double x, double y, Anchor anchor, Primitive.Text text) {
        assertEquals(x, text.x(), 1e-6, "x");
        assertEquals(y, text.y(), 1e-6, "baseline");
        assertEquals(anchor, text.anchor());
    }
}
