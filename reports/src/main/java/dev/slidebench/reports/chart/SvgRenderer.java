package dev.slidebench.reports.chart;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes a {@link Scene} as a standalone SVG 1.1 document. Text stays {@code <text>} (searchable,
 * selectable, scalable); coordinates are written to 0.1 px, which keeps a 40-strategy chart well
 * under 150 KB. Output depends only on the scene (no dates, no hash order), so it is reproducible.
 */
public final class SvgRenderer {

    private static final String[] RECT = {"x", "y", "width", "height"};
    private static final String[] LINE = {"x1", "y1", "x2", "y2"};
    private static final String[] CIRCLE = {"cx", "cy", "r"};

    private SvgRenderer() {}

    public static byte[] render(Scene scene) {
        StringBuilder out = new StringBuilder(16_384);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(scene.width())
                .append("\" height=\"")
                .append(scene.height())
                .append("\" viewBox=\"0 0 ")
                .append(scene.width())
                .append(' ')
                .append(scene.height())
                .append("\" role=\"img\" aria-labelledby=\"chart-title chart-desc\" font-family=\"")
                .append(escape(TextMetrics.SVG_FAMILIES))
                .append("\">\n");
        out.append("<title id=\"chart-title\">").append(escape(scene.title())).append("</title>\n");
        out.append("<desc id=\"chart-desc\">")
                .append(escape(scene.description()))
                .append("</desc>\n");
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        write(scene.primitives(), out);
        out.append("</svg>\n");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void write(List<Primitive> primitives, StringBuilder out) {
        for (Primitive primitive : primitives) {
            write(primitive, out);
        }
    }

    private static void write(Primitive primitive, StringBuilder out) {
        if (primitive instanceof Primitive.Rect rect) {
            shape(out, "rect", RECT, rect.style(), rect.x(), rect.y(), rect.width(), rect.height());
        } else if (primitive instanceof Primitive.Line line) {
            shape(out, "line", LINE, line.style(), line.x1(), line.y1(), line.x2(), line.y2());
        } else if (primitive instanceof Primitive.Circle circle) {
            shape(out, "circle", CIRCLE, circle.style(), circle.cx(), circle.cy(), circle.radius());
        } else if (primitive instanceof Primitive.Path path) {
            out.append(path.closed() ? "<polygon points=\"" : "<polyline points=\"");
            List<Double> points = path.points();
            for (int i = 0; i < points.size(); i += 2) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(number(points.get(i))).append(',').append(number(points.get(i + 1)));
            }
            out.append('"');
            style(path.style(), out);
            out.append("/>\n");
        } else if (primitive instanceof Primitive.Text text) {
            text(text, out);
        } else if (primitive instanceof Primitive.Grid grid) {
            grid(grid, out);
        } else if (primitive instanceof Primitive.Group group) {
            out.append("<g");
            if (group.cssClass() != null) {
                out.append(" class=\"").append(escape(group.cssClass())).append('"');
            }
            out.append(">\n");
            if (group.tooltip() != null) {
                out.append("<title>").append(escape(group.tooltip())).append("</title>\n");
            }
            write(group.children(), out);
            out.append("</g>\n");
        } else {
            throw new IllegalStateException("unknown primitive " + primitive);
        }
    }

    /** A shape element: {@code names[i]="values[i]"} in order, then its style; self-closed. */
    private static void shape(StringBuilder out, String tag, String[] names, Style style, double... values) {
        out.append('<').append(tag);
        for (int i = 0; i < names.length; i++) {
            out.append(' ')
                    .append(names[i])
                    .append("=\"")
                    .append(number(values[i]))
                    .append('"');
        }
        style(style, out);
        out.append("/>\n");
    }

    /** One path per colour in first-seen order, cells in unit coordinates scaled by the cell size. */
    private static void grid(Primitive.Grid grid, StringBuilder out) {
        out.append("<g class=\"grid\" shape-rendering=\"crispEdges\" transform=\"translate(")
                .append(numbers(grid.x(), grid.y()))
                .append(") scale(")
                .append(number(grid.cell()))
                .append(")\">\n");
        java.util.Map<Rgb, StringBuilder> paths = new java.util.LinkedHashMap<>();
        for (int row = 0; row < grid.rows(); row++) {
            int column = 0;
            while (column < grid.columns()) {
                Rgb colour = grid.colours().get(row * grid.columns() + column);
                int run = 1;
                while (column + run < grid.columns()
                        && java.util.Objects.equals(colour, grid.colours().get(row * grid.columns() + column + run))) {
                    run++;
                }
                if (colour != null) {
                    paths.computeIfAbsent(colour, c -> new StringBuilder())
                            .append('M')
                            .append(column)
                            .append(' ')
                            .append(row)
                            .append('h')
                            .append(run)
                            .append("v1h-")
                            .append(run)
                            .append('z');
                }
                column += run;
            }
        }
        for (java.util.Map.Entry<Rgb, StringBuilder> path : paths.entrySet()) {
            out.append("<path fill=\"")
                    .append(path.getKey().hex())
                    .append("\" d=\"")
                    .append(path.getValue())
                    .append("\"/>\n");
        }
        out.append("</g>\n");
    }

    private static void text(Primitive.Text text, StringBuilder out) {
        out.append("<text x=\"").append(number(text.x()));
        out.append("\" y=\"").append(number(text.y()));
        out.append("\" font-size=\"").append(number(text.size())).append('"');
        if (text.anchor() == Primitive.Anchor.MIDDLE) {
            out.append(" text-anchor=\"middle\"");
        } else if (text.anchor() == Primitive.Anchor.END) {
            out.append(" text-anchor=\"end\"");
        }
        if (text.bold()) {
            out.append(" font-weight=\"bold\"");
        }
        if (text.italic()) {
            out.append(" font-style=\"italic\"");
        }
        if (!text.colour().equals(Rgb.BLACK)) {
            out.append(" fill=\"").append(text.colour().hex()).append('"');
        }
        if (text.rotation() != 0) {
            out.append(" transform=\"rotate(")
                    .append(numbers(text.rotation(), text.x(), text.y()))
                    .append(")\"");
        }
        if (text.cssClass() != null) {
            out.append(" class=\"").append(escape(text.cssClass())).append('"');
        }
        out.append('>').append(escape(text.text())).append("</text>\n");
    }

    private static void style(Style style, StringBuilder out) {
        out.append(" fill=\"")
                .append(style.fill() == null ? "none" : style.fill().hex())
                .append('"');
        if (style.stroke() != null && style.strokeWidth() > 0) {
            out.append(" stroke=\"").append(style.stroke().hex()).append('"');
            if (style.strokeWidth() != 1) {
                out.append(" stroke-width=\"")
                        .append(number(style.strokeWidth()))
                        .append('"');
            }
            if (style.dashed()) {
                out.append(" stroke-dasharray=\"4 3\"");
            }
        }
        if (style.opacity() != 1) {
            out.append(" opacity=\"").append(number(style.opacity())).append('"');
        }
    }

    /** A coordinate to 0.1 px, without a trailing ".0" and never in exponent form. */
    static String number(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite coordinate: " + value);
        }
        long tenths = Math.round(value * 10);
        long whole = tenths / 10;
        long fraction = Math.abs(tenths % 10);
        String sign = tenths < 0 && whole == 0 ? "-" : "";
        return fraction == 0 ? Long.toString(whole) : sign + whole + "." + fraction;
    }

    /** Numbers as {@link #number} writes them, separated by spaces (a transform's arguments). */
    private static String numbers(double... values) {
        StringBuilder out = new StringBuilder();
        for (double value : values) {
            out.append(out.length() == 0 ? "" : " ").append(number(value));
        }
        return out.toString();
    }

    /** XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> {
                    boolean allowed = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF);
                    out.append(allowed ? c : '\uFFFD');
                }
            }
        }
        return out.toString();
    }
}
