package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * A chart as a list of primitives on a {@code width} × {@code height} pixel canvas with a white
 * background, plus a title and description for readers who cannot see it (SVG {@code <title>} and
 * {@code <desc>}). Charts build a scene; {@link #render()} draws it to both formats.
 */
public final class Scene {

    private final int width;
    private final int height;
    private final String title;
    private final String description;
    private final List<Primitive> primitives = new ArrayList<>();

    public Scene(int width, int height, String title, String description) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("scene size must be positive: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.title = title;
        this.description = description;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    public List<Primitive> primitives() {
        return List.copyOf(primitives);
    }

    /** Every text of the scene, inside groups too, in drawing order. */
    public List<Primitive.Text> texts() {
        List<Primitive.Text> texts = new ArrayList<>();
        collectTexts(primitives, texts);
        return texts;
    }

    private static void collectTexts(List<Primitive> from, List<Primitive.Text> into) {
        for (Primitive primitive : from) {
            if (primitive instanceof Primitive.Text text) {
                into.add(text);
            } else if (primitive instanceof Primitive.Group group) {
                collectTexts(group.children(), into);
            }
        }
    }

    public Scene add(Primitive primitive) {
        primitives.add(primitive);
        return this;
    }

    public Scene rect(double x, double y, double w, double h, Style style) {
        return add(new Primitive.Rect(x, y, w, h, style));
    }

    public Scene line(double x1, double y1, double x2, double y2, Style style) {
        return add(new Primitive.Line(x1, y1, x2, y2, style));
    }

    /** A one-line text at (x, y): upright, not italic, no class. */
    static Primitive.Text label(double x, double y, String text, double size, Anchor anchor, boolean bold, Rgb colour) {
        return new Primitive.Text(x, y, text, size, anchor, bold, false, colour, 0, null);
    }

    /** The canvas as a box. */
    public Box bounds() {
        return new Box(0, 0, width, height);
    }

    /** Draws the scene as SVG and PNG (at 1 pixel per scene pixel). */
    public RenderedChart render() {
        return new RenderedChart(width, height, description, SvgRenderer.render(this), PngRenderer.render(this, 1));
    }
}
