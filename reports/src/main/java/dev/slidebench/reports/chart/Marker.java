package dev.slidebench.reports.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * A point marker: shape, colour, filled or hollow. {@link #forIndex} hands out 7 shapes × 8 colours
 * so that shape and colour both change from one index to the next and no two of the first 56
 * indices share a marker; 56..111 repeat them hollow. A reader can tell points apart by shape alone
 * (colour vision) or colour alone (small print).
 */
public record Marker(Marker.Shape shape, Rgb colour, boolean hollow) {

    /** Marker shapes, each readable at 5 px radius. */
    public enum Shape {
        CIRCLE,
        SQUARE,
        TRIANGLE_UP,
        DIAMOND,
        TRIANGLE_DOWN,
        PLUS,
        CROSS;

        public String cssName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    private static final Rgb OUTLINE = new Rgb(0x222222);

    /** The distinct marker for the {@code index}-th series (0-based); unique for indices 0..111. */
    public static Marker forIndex(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("marker index must be >= 0: " + index);
        }
        Shape[] shapes = Shape.values();
        // 7 and 8 are coprime, so (index mod 7, index mod 8) repeats only after 56 indices.
        Shape shape = shapes[index % shapes.length];
        Rgb colour = Palette.CATEGORIES.get(index % Palette.CATEGORIES.size());
        boolean hollow = (index / (shapes.length * Palette.CATEGORIES.size())) % 2 == 1;
        return new Marker(shape, colour, hollow);
    }

    /** A stable name for tests and the SVG class: shape, colour, fill. */
    public String key() {
        return shape.cssName() + " " + colour.hex() + (hollow ? " hollow" : "");
    }

    /** The marker centred at (cx, cy) with {@code radius} (half its width). */
    public Primitive draw(double cx, double cy, double radius) {
        Style style = hollow ? Style.stroke(colour, 2) : Style.filledAndStroked(colour, OUTLINE, 0.8);
        double r = radius;
        return switch (shape) {
            case CIRCLE -> new Primitive.Circle(cx, cy, r, style);
            case SQUARE ->
                polygon(
                        style,
                        cx - r * 0.9,
                        cy - r * 0.9,
                        cx + r * 0.9,
                        cy - r * 0.9,
                        cx + r * 0.9,
                        cy + r * 0.9,
                        cx - r * 0.9,
                        cy + r * 0.9);
            case TRIANGLE_UP ->
                polygon(style, cx, cy - r * 1.15, cx + r * 1.1, cy + r * 0.8, cx - r * 1.1, cy + r * 0.8);
            case TRIANGLE_DOWN ->
                polygon(style, cx, cy + r * 1.15, cx + r * 1.1, cy - r * 0.8, cx - r * 1.1, cy - r * 0.8);
            case DIAMOND -> polygon(style, cx, cy - r * 1.2, cx + r, cy, cx, cy + r * 1.2, cx - r, cy);
            case PLUS -> plus(style, cx, cy, r * 1.1, r * 0.38, 0);
            case CROSS -> plus(style, cx, cy, r * 1.1, r * 0.38, Math.PI / 4);
        };
    }

    private static Primitive polygon(Style style, double... xy) {
        List<Double> points = new ArrayList<>(xy.length);
        for (double value : xy) {
            points.add(value);
        }
        return new Primitive.Path(points, true, style);
    }

    // A plus of arm length `arm` and half-thickness `half`, rotated by `angle`, as one 12-point polygon.
    private static Primitive plus(Style style, double cx, double cy, double arm, double half, double angle) {
        double[][] outline = {
            {-half, -arm}, {half, -arm}, {half, -half}, {arm, -half}, {arm, half}, {half, half},
            {half, arm}, {-half, arm}, {-half, half}, {-arm, half}, {-arm, -half}, {-half, -half}
        };
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        List<Double> points = new ArrayList<>(outline.length * 2);
        for (double[] p : outline) {
            points.add(cx + p[0] * cos - p[1] * sin);
            points.add(cy + p[0] * sin + p[1] * cos);
        }
        return new Primitive.Path(points, true, style);
    }
}
