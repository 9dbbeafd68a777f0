package dev.slidebench.reports.chart;

/**
 * How a primitive is painted: fill and stroke (either may be null for none), stroke width in pixels,
 * opacity of the whole primitive (0..1) and whether the stroke is dashed.
 */
public record Style(Rgb fill, Rgb stroke, double strokeWidth, double opacity, boolean dashed) {

    public Style {
        if (!(opacity >= 0 && opacity <= 1)) {
            throw new IllegalArgumentException("opacity must be within 0..1: " + opacity);
        }
        if (!(strokeWidth >= 0)) {
            throw new IllegalArgumentException("stroke width must be >= 0: " + strokeWidth);
        }
    }

    public static Style fill(Rgb fill) {
        return new Style(fill, null, 0, 1, false);
    }

    public static Style stroke(Rgb stroke, double width) {
        return new Style(null, stroke, width, 1, false);
    }

    public static Style filledAndStroked(Rgb fill, Rgb stroke, double width) {
        return new Style(fill, stroke, width, 1, false);
    }

    public Style withOpacity(double newOpacity) {
        return new Style(fill, stroke, strokeWidth, newOpacity, dashed);
    }

    public Style withDash() {
        return new Style(fill, stroke, strokeWidth, opacity, true);
    }
}
