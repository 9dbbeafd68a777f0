package dev.slidebench.reports.chart;

/**
 * A drawn chart: its pixel size, a one-paragraph description (use it as the figure's caption or
 * {@code alt} text), and the SVG (UTF-8, text kept as {@code <text>}) and PNG bytes. The same input
 * always gives the same bytes. Writing the files is the caller's business (the report writes them
 * atomically).
 */
public record RenderedChart(int width, int height, String description, byte[] svg, byte[] png) {

    public RenderedChart {
        svg = svg.clone();
        png = png.clone();
    }

    @Override
    public byte[] svg() {
        return svg.clone();
    }

    @Override
    public byte[] png() {
        return png.clone();
    }
}
