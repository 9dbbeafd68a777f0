package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.util.ArrayList;
import java.util.List;

/** The legends under a {@link GridHeatMap}: one for each colour scale. */
final class GridLegend {

    private GridLegend() {}

    /** The diverging scale's swatches, its reach either way, and the grey of an unknown cell. */
    static void relative(Scene scene, double top, double spread) {
        double x = Frame.MARGIN + 12;
        scene.add(Scene.label(
                Frame.MARGIN,
                top + 9,
                "cost of a cell relative to its panel's mean (log colour scale, " + Palette.divergingClasses()
                        + " classes):",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
        int classes = Palette.divergingClasses();
        double swatch = 22;
        List<Rgb> colours = new ArrayList<>();
        for (int i = 0; i < classes; i++) {
            colours.add(Palette.diverging(-1 + 2.0 * i / (classes - 1)));
        }
        scene.add(new Primitive.Grid(x, top + 15, swatch, classes, 1, colours));
        scene.rect(x, top + 15, swatch * classes, swatch, Style.stroke(Palette.MUTED, 0.8));
        double labelY = top + 15 + swatch + 3 + TextMetrics.ascent(Frame.SMALL_SIZE);
        String reach = Axis.plain(Math.round(spread * 100) / 100.0);
        scene.add(Scene.label(
                x, labelY - 2, "\u00f7" + reach + " cheaper", Frame.SMALL_SIZE, Anchor.START, false, Palette.INK));
        scene.add(Scene.label(
                x + swatch * classes / 2, labelY - 2, "the mean", Frame.SMALL_SIZE, Anchor.MIDDLE, false, Palette.INK));
        scene.add(Scene.label(
                x + swatch * classes,
                labelY - 2,
                "\u00d7" + reach + " dearer",
                Frame.SMALL_SIZE,
                Anchor.END,
                false,
                Palette.INK));
        scene.rect(x + swatch * classes + 24, top + 15, 14, 14, Style.fill(GridHeatMap.UNKNOWN));
        scene.add(Scene.label(
                x + swatch * classes + 44,
                top + 26,
                "not measured",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
    }

    /** The sequential scale's nine swatches with the ten class edges under them. */
    static void absolute(Scene scene, double top, double[] range, String unit) {
        double x = Frame.MARGIN + 12;
        scene.add(Scene.label(
                Frame.MARGIN,
                top + 9,
                unit + ", one log colour scale for every panel (" + GridHeatMap.ABSOLUTE_CLASSES
                        + " classes; class edges below):",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
        // Wide, flat swatches: each class edge gets room for its number.
        double swatch = 64;
        double swatchHeight = 16;
        for (int i = 0; i < GridHeatMap.ABSOLUTE_CLASSES; i++) {
            scene.rect(
                    x + i * swatch,
                    top + 15,
                    swatch,
                    swatchHeight,
                    Style.fill(Palette.ramp(i / (double) (GridHeatMap.ABSOLUTE_CLASSES - 1))));
        }
        scene.rect(x, top + 15, swatch * GridHeatMap.ABSOLUTE_CLASSES, swatchHeight, Style.stroke(Palette.MUTED, 0.8));
        double labelY = top + 15 + swatchHeight + 3 + TextMetrics.ascent(9);
        for (int k = 0; k <= GridHeatMap.ABSOLUTE_CLASSES; k++) {
            scene.add(Scene.label(
                    x + k * swatch,
                    labelY,
                    Axis.significant(GridHeatMap.classEdge(k, range)),
                    9,
                    k == 0 ? Anchor.START : k == GridHeatMap.ABSOLUTE_CLASSES ? Anchor.END : Anchor.MIDDLE,
                    false,
                    Palette.INK));
        }
    }
}
