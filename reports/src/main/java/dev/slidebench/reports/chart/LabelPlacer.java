package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * Puts point labels where they touch no other label, no marker and stay inside the plot: it tries
 * eight directions around the point at growing distances (the usual greedy scheme of map
 * labelling, Imhof 1975; Christensen, Marks and Shieber 1995 compare it with better ones) and takes
 * the first free spot. A label set away from its point gets a thin leader line back to it.
 */
final class LabelPlacer {

    /** A placed label and, when it sits away from its point, the leader line to draw under it. */
    record Placement(Primitive.Text text, Primitive.Line leader) {}

    private static final double[] RINGS = {3, 10, 20, 32, 48, 66};
    // E, W, N, S, then the diagonals: a label right of its point reads most naturally.
    private static final double[][] DIRECTIONS = {
        {1, 0}, {-1, 0}, {0, -1}, {0, 1}, {0.72, -0.72}, {-0.72, -0.72}, {0.72, 0.72}, {-0.72, 0.72}
    };
    private static final Style LEADER = Style.stroke(new Rgb(0x999999), 0.8);

    private final Box bounds;
    private final List<Box> taken = new ArrayList<>();

    LabelPlacer(Box bounds) {
        this.bounds = bounds;
    }

    /** Marks a box (a marker, a legend) that no label may cover. */
    void reserve(Box box) {
        taken.add(box);
    }

    /**
     * The first free spot for {@code text} around the point (px, py) whose marker has {@code radius};
     * null when there is none within the largest ring.
     */
    Placement place(
            double px, double py, double radius, String text, double size, boolean bold, Rgb colour, String cssClass) {
        double width = TextMetrics.width(text, size, bold, false);
        double height = TextMetrics.lineHeight(size);
        double ascent = TextMetrics.ascent(size);
        for (int ring = 0; ring < RINGS.length; ring++) {
            double distance = radius + RINGS[ring];
            for (double[] direction : DIRECTIONS) {
                double cx = px + direction[0] * distance;
                double cy = py + direction[1] * distance;
                // The box touches (cx, cy) on the side facing the point.
                double left = direction[0] > 0.1 ? cx : direction[0] < -0.1 ? cx - width : cx - width / 2;
                double topEdge = direction[1] > 0.1 ? cy : direction[1] < -0.1 ? cy - height : cy - height / 2;
                Box box = new Box(left, topEdge, width, height);
                if (!box.inside(bounds) || collides(box.grow(1.5))) {
                    continue;
                }
                taken.add(box);
                Primitive.Text label = new Primitive.Text(
                        left, topEdge + ascent, text, size, Anchor.START, bold, false, colour, 0, cssClass);
                Primitive.Line leader = null;
                if (ring > 0) {
                    double[] near = nearestPoint(box, px, py);
                    double dx = near[0] - px;
                    double dy = near[1] - py;
                    double length = Math.hypot(dx, dy);
                    leader = new Primitive.Line(
                            px + dx / length * (radius + 1), py + dy / length * (radius + 1), near[0], near[1], LEADER);
                }
                return new Placement(label, leader);
            }
        }
        return null;
    }

    private boolean collides(Box box) {
        for (Box other : taken) {
            if (box.overlaps(other)) {
                return true;
            }
        }
        return false;
    }

    private static double[] nearestPoint(Box box, double px, double py) {
        return new double[] {Math.max(box.x(), Math.min(px, box.right())), Math.max(box.y(), Math.min(py, box.bottom()))
        };
    }
}
