package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The absolute scale of the board heat map: one log scale over every board, nine classes, costs in the cells. */
class GridHeatMapAbsoluteTest {

    private static Primitive.Group board(Scene scene, int index) {
        int seen = 0;
        for (Primitive p : scene.primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().equals("grid") && seen++ == index) {
                return g;
            }
        }
        throw new AssertionError("no board " + index);
    }

    @Test
    void oneScaleForEveryBoardWithItsEdgesAndTheCostsInTheCells() {
        List<Double> cheap = new ArrayList<>(Collections.nCopies(64, 1.0));
        List<Double> dear = new ArrayList<>(Collections.nCopies(64, 4.0));
        cheap.set(63, 2.0); // h8 of the first board costs 2: the middle of a 1..4 log scale
        GridHeatMap.Input input = new GridHeatMap.Input(
                "t",
                null,
                "ns per lookup",
                SampleData.EIGHT,
                List.of(new GridHeatMap.Panel("Cheap", false, cheap), new GridHeatMap.Panel("Dear", false, dear)),
                GridHeatMap.Scale.ABSOLUTE);
        double[] range = GridHeatMap.range(input);
        assertEquals(1.0, range[0]);
        assertEquals(4.0, range[1]);
        // ln(2) / ln(4) = 0.5 of the way: class floor(0.5 x 9) = 4 of 0..8; the ends are the first and last class.
        assertEquals(0, GridHeatMap.absoluteClass(1.0, range));
        assertEquals(4, GridHeatMap.absoluteClass(2.0, range));
        assertEquals(8, GridHeatMap.absoluteClass(4.0, range));
        assertEquals(2.0, GridHeatMap.classEdge(0, range) * Math.pow(4, 0.5), 1e-12);
        assertEquals(4.0, GridHeatMap.classEdge(GridHeatMap.ABSOLUTE_CLASSES, range), 1e-12);

        Scene scene = GridHeatMap.scene(input);
        Primitive.Grid first = (Primitive.Grid) board(scene, 0).children().get(0);
        Primitive.Grid second = (Primitive.Grid) board(scene, 1).children().get(0);
        // Grid row 0 is rank 8: h8 is cell 7, a1 cell 56.
        assertEquals(Palette.ramp(0), first.colours().get(56));
        assertEquals(Palette.ramp(4 / 8.0), first.colours().get(7));
        assertEquals(Palette.ramp(1), second.colours().get(56), "the dear board is dark on the shared scale");
        long written = board(scene, 0).children().stream()
                .filter(p -> p instanceof Primitive.Text t && t.text().equals("1.00"))
                .count();
        assertEquals(63, written, "every known cell carries its cost");
        String svg = new String(GridHeatMap.render(input).svg(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(svg.contains(">2.00<") && svg.contains(">4.00<"), "h8's 2.00 and the dear board's 4.00 are text");
    }
}
