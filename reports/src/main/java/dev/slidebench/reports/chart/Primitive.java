package dev.slidebench.reports.chart;

import java.util.List;

/**
 * What a chart is drawn from: a few shapes in pixel coordinates (origin top left, y down), drawn in
 * order. Both backends ({@link SvgRenderer}, {@link PngRenderer}) draw exactly these, so the SVG and
 * the PNG of a chart agree.
 */
public sealed interface Primitive {

    /** Horizontal alignment of a text at its x coordinate. */
    enum Anchor {
        START,
        MIDDLE,
        END
    }

    record Rect(double x, double y, double width, double height, Style style) implements Primitive {}

    record Line(double x1, double y1, double x2, double y2, Style style) implements Primitive {}

    record Circle(double cx, double cy, double radius, Style style) implements Primitive {}

    /** A polygon ({@code closed}) or polyline through {@code points} = x0, y0, x1, y1, .... */
    record Path(List<Double> points, boolean closed, Style style) implements Primitive {
        public Path {
            points = List.copyOf(points);
            if (points.size() < 4 || points.size() % 2 != 0) {
                throw new IllegalArgumentException("a path needs at least two x,y pairs: " + points.size() + " values");
            }
        }
    }

    /**
     * One line of text with its baseline at {@code y}, rotated by {@code rotation} degrees (clockwise
     * positive, as SVG) around (x, y). The font is {@link TextMetrics#FAMILY}.
     */
    record Text(
            double x,
            double y,
            String text,
            double size,
            Anchor anchor,
            boolean bold,
            boolean italic,
            Rgb colour,
            double rotation,
            String cssClass)
            implements Primitive {

        /** The box the text occupies before rotation: x, y (top), width, height. */
        public Box box() {
            double width = TextMetrics.width(text, size, bold, italic);
            double left = switch (anchor) {
                case START -> x;
                case MIDDLE -> x - width / 2;
                case END -> x - width;
            };
            return new Box(left, y - TextMetrics.ascent(size), width, TextMetrics.lineHeight(size));
        }

        /** The same text moved to {@code x} with {@code anchor}, unrotated. */
        public Text at(double x, Anchor anchor) {
            return new Text(x, y, text, size, anchor, bold, italic, colour, 0, cssClass);
        }
    }

    /**
     * A grid of {@code columns} × {@code rows} square cells of side {@code cell} with its top left at
     * (x, y), {@code colours} row by row from the top (null leaves a cell unpainted). SVG writes it
     * as one path per colour, merging runs of equal cells, so a 64-cell grid costs a few hundred
     * bytes instead of 64 elements.
     */
    record Grid(double x, double y, double cell, int columns, int rows, List<Rgb> colours) implements Primitive {
        public Grid {
            colours = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(colours));
            if (columns <= 0 || rows <= 0 || colours.size() != columns * rows) {
                throw new IllegalArgumentException("a " + columns + "x" + rows + " grid needs " + columns * rows
                        + " colours, got " + colours.size());
            }
        }
    }

    /**
     * Primitives that belong together (one data point, one legend entry). {@code cssClass} and
     * {@code tooltip} (may be null) are kept in the SVG as {@code class} and a {@code <title>}, which a
     * browser shows on hover; the PNG draws only the children.
     */
    record Group(String cssClass, String tooltip, List<Primitive> children) implements Primitive {
        public Group {
            children = List.copyOf(children);
        }
    }

    /** An axis-aligned box in pixels, for layout and overlap checks. */
    record Box(double x, double y, double width, double height) {

        public double right() {
            return x + width;
        }

        public double bottom() {
            return y + height;
        }

        public boolean overlaps(Box other) {
            return x < other.right() && other.x < right() && y < other.bottom() && other.y < bottom();
        }

        public boolean inside(Box outer) {
            return x >= outer.x && y >= outer.y && right() <= outer.right() && bottom() <= outer.bottom();
        }

        public Box grow(double margin) {
            return new Box(x - margin, y - margin, width + 2 * margin, height + 2 * margin);
        }
    }
}
