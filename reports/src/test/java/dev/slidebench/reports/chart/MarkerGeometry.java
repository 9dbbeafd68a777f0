package dev.slidebench.reports.chart;

import java.util.List;

/** Where a drawn marker stands, for layout tests that compare it with hand-computed positions. */
final class MarkerGeometry {

    private MarkerGeometry() {}

    /**
     * The centre of a circle or rectangle, or of the bounding box of a polygon marker (exact for the
     * symmetric shapes: square, diamond, plus, cross; a triangle's box centre is off its centre).
     */
    static double[] centre(Primitive marker) {
        if (marker instanceof Primitive.Circle c) {
            return new double[] {c.cx(), c.cy()};
        }
        if (marker instanceof Primitive.Rect r) {
            return new double[] {r.x() + r.width() / 2, r.y() + r.height() / 2};
        }
        List<Double> xy = ((Primitive.Path) marker).points();
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < xy.size(); i += 2) {
            minX = Math.min(minX, xy.get(i));
            maxX = Math.max(maxX, xy.get(i));
            minY = Math.min(minY, xy.get(i + 1));
            maxY = Math.max(maxY, xy.get(i + 1));
        }
        return new double[] {(minX + maxX) / 2, (minY + maxY) / 2};
    }
}
