package dev.slidebench.reports.chart;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Text widths for layout, measured with Java2D on the font the PNG is drawn with. The SVG names the
 * same family first and metric-compatible fallbacks after it (DejaVu Sans descends from Bitstream
 * Vera, whose widths Verdana shares), so a browser lays the text out within a few percent of this.
 */
public final class TextMetrics {

    /** The font family both backends use. */
    public static final String FAMILY = "DejaVu Sans";

    /** The SVG {@code font-family} list: {@link #FAMILY}, then fallbacks of similar width. */
    static final String SVG_FAMILIES = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif";

    // Antialiased, fractional metrics: the same context PngRenderer draws with, so widths match the pixels.
    private static final FontRenderContext CONTEXT = new FontRenderContext(null, true, true);
    private static final Map<Integer, Font> FONTS = new ConcurrentHashMap<>();

    static {
        PngRenderer.ensureHeadless();
    }

    private TextMetrics() {}

    /** Width in pixels of {@code text} at {@code size} px. */
    public static double width(String text, double size, boolean bold, boolean italic) {
        if (text.isEmpty()) {
            return 0;
        }
        return font(size, bold, italic).getStringBounds(text, CONTEXT).getWidth();
    }

    /** Distance from the top of a line's box to its baseline; a fixed share of the size keeps layout simple. */
    public static double ascent(double size) {
        return 0.8 * size;
    }

    /** Height of one line's box (ascent plus descent). */
    public static double lineHeight(double size) {
        return 1.05 * size;
    }

    static Font font(double size, boolean bold, boolean italic) {
        int style = (bold ? Font.BOLD : 0) | (italic ? Font.ITALIC : 0);
        // Key on a tenth of a pixel: sizes come from a handful of constants.
        int key = (int) Math.round(size * 10) * 4 + style;
        return FONTS.computeIfAbsent(key, k -> new Font(FAMILY, style, 1).deriveFont((float) size));
    }
}
