package dev.slidebench.reports.chart;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws a {@link Scene} with Java2D into an RGB image and encodes it as PNG. Works headless (no
 * display on a server or in CI); strokes and dashes follow SVG's defaults (butt caps, miter joins),
 * so both formats look the same.
 */
public final class PngRenderer {

    private static final float[] DASH = {4f, 3f};

    static {
        ensureHeadless();
    }

    private PngRenderer() {}

    /** Charts are drawn into images only; a server or CI has no display. An explicit setting wins. */
    static void ensureHeadless() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** The scene as PNG bytes, {@code scale} image pixels per scene pixel (2 for high-density screens). */
    public static byte[] render(Scene scene, double scale) {
        if (!(scale > 0 && scale <= 8)) {
            throw new IllegalArgumentException("scale must be within (0, 8]: " + scale);
        }
        int width = (int) Math.round(scene.width() * scale);
        int height = (int) Math.round(scene.height() * scale);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(Rgb.WHITE.toColor());
            g.fillRect(0, 0, width, height);
            g.scale(scale, scale);
            draw(g, scene.primitives());
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("encoding PNG of chart " + scene.title(), e);
        }
        return out.toByteArray();
    }

    private static void draw(Graphics2D g, List<Primitive> primitives) {
        for (Primitive primitive : primitives) {
            if (primitive instanceof Primitive.Group group) {
                draw(g, group.children());
            } else if (primitive instanceof Primitive.Text text) {
                text(g, text);
            } else if (primitive instanceof Primitive.Grid grid) {
                grid(g, grid);
            } else {
                shape(g, primitive);
            }
        }
    }

    private static void shape(Graphics2D g, Primitive primitive) {
        // Lines have no inside: SVG does not fill them, and neither does this.
        if (primitive instanceof Primitive.Rect rect) {
            paint(g, new Rectangle2D.Double(rect.x(), rect.y(), rect.width(), rect.height()), rect.style(), true);
        } else if (primitive instanceof Primitive.Line line) {
            paint(g, new Line2D.Double(line.x1(), line.y1(), line.x2(), line.y2()), line.style(), false);
        } else if (primitive instanceof Primitive.Circle circle) {
            double r = circle.radius();
            paint(g, new Ellipse2D.Double(circle.cx() - r, circle.cy() - r, 2 * r, 2 * r), circle.style(), true);
        } else if (primitive instanceof Primitive.Path path) {
            paint(g, path(path), path.style(), true);
        } else {
            throw new IllegalStateException("unknown primitive " + primitive);
        }
    }

    private static Path2D.Double path(Primitive.Path path) {
        Path2D.Double p = new Path2D.Double();
        List<Double> points = path.points();
        p.moveTo(points.get(0), points.get(1));
        for (int i = 2; i < points.size(); i += 2) {
            p.lineTo(points.get(i), points.get(i + 1));
        }
        if (path.closed()) {
            p.closePath();
        }
        return p;
    }

    /** Fills {@code shape} (when {@code fillable} and the style fills), then strokes it, at the style's opacity. */
    private static void paint(Graphics2D g, java.awt.Shape shape, Style style, boolean fillable) {
        Composite previous = g.getComposite();
        if (style.opacity() != 1) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) style.opacity()));
        }
        if (style.fill() != null && fillable) {
            g.setColor(style.fill().toColor());
            g.fill(shape);
        }
        if (style.stroke() != null && style.strokeWidth() > 0) {
            g.setColor(style.stroke().toColor());
            g.setStroke(new BasicStroke(
                    (float) style.strokeWidth(),
                    BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER,
                    4f,
                    style.dashed() ? DASH : null,
                    0f));
            g.draw(shape);
        }
        g.setComposite(previous);
    }

    private static void grid(Graphics2D g, Primitive.Grid grid) {
        for (int row = 0; row < grid.rows(); row++) {
            for (int column = 0; column < grid.columns(); column++) {
                Rgb colour = grid.colours().get(row * grid.columns() + column);
                if (colour != null) {
                    g.setColor(colour.toColor());
                    // A hair wider than the cell: antialiased neighbours would otherwise leave a faint seam.
                    g.fill(new Rectangle2D.Double(
                            grid.x() + column * grid.cell(),
                            grid.y() + row * grid.cell(),
                            grid.cell() + 0.05,
                            grid.cell() + 0.05));
                }
            }
        }
    }

    private static void text(Graphics2D g, Primitive.Text text) {
        if (text.text().isEmpty()) {
            return;
        }
        g.setFont(TextMetrics.font(text.size(), text.bold(), text.italic()));
        g.setColor(text.colour().toColor());
        double width = TextMetrics.width(text.text(), text.size(), text.bold(), text.italic());
        double dx = switch (text.anchor()) {
            case START -> 0;
            case MIDDLE -> -width / 2;
            case END -> -width;
        };
        AffineTransform saved = g.getTransform();
        g.translate(text.x(), text.y());
        if (text.rotation() != 0) {
            g.rotate(Math.toRadians(text.rotation()));
        }
        g.drawString(text.text(), (float) dx, 0f);
        g.setTransform(saved);
    }
}
