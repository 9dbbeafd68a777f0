package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import dev.slidebench.reports.chart.Primitive.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * Strategy × workload: each cell a strategy's slowdown against the fastest of that workload (1 = the
 * fastest, ≥ 1, the direction of the tables and forest plots), printed and coloured on a log scale, so
 * 2 and 4 differ as much as 1 and 2. A cell holds the speed (the reciprocal); only the drawing inverts it.
 * Cells of a workload's best group get a heavy outline and bold text; cells measured on a fallback
 * (emulated) path are hatched, and an emulated row is named {@code Name (emulated)}, so a slow
 * software fallback is never read as the algorithm's speed.
 */
public final class HeatMap {

    /** Everything the map shows: column (workload) names, then rows in the order drawn. */
    public record Input(String title, String subtitle, List<String> columns, List<Row> rows) {
        public Input {
            columns = List.copyOf(columns);
            rows = List.copyOf(rows);
            if (columns.isEmpty() || rows.isEmpty()) {
                throw new IllegalArgumentException("a heat map needs at least one row and one column: " + title);
            }
            for (Row row : rows) {
                Frame.requireFullRow(row.label(), row.cells().size(), "cells", columns.size(), "columns");
            }
        }
    }

    /** One strategy; {@code emulated} names the row {@code Name (emulated)}. */
    public record Row(String label, boolean emulated, List<Cell> cells) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    /**
     * Speed relative to the column's fastest, in (0, 1]; NaN when the strategy was not measured there.
     * Flags: in that column's best group; measured on an emulated path.
     */
    public record Cell(double value, boolean inBestGroup, boolean emulated) {
        public Cell {
            if (!Double.isNaN(value) && !(value > 0 && value <= 1 + 1e-9)) {
                throw new IllegalArgumentException(
                        "a heat-map cell is a speed relative to the fastest, within (0, 1], got " + value);
            }
        }

        public static Cell missing() {
            return new Cell(Double.NaN, false, false);
        }
    }

    private static final double ROW_HEIGHT = 24;
    private static final double[] FLOORS = {0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001};
    private static final double MAX_CELL_WIDTH = 96;
    private static final Rgb MISSING = new Rgb(0xF0F0F0);
    private static final Style BEST_OUTLINE = Style.stroke(Palette.INK, 2.4);
    private static final Style BEST_INNER = Style.stroke(Rgb.WHITE, 1);
    private static final Style HATCH = Style.stroke(Palette.EMULATED, 1.3);

    private HeatMap() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    public static Scene scene(Input input) {
        double floor = colourFloor(input);
        List<String> names = new ArrayList<>();
        List<Boolean> italic = new ArrayList<>();
        for (Row row : input.rows()) {
            names.add(Frame.displayName(row.label(), row.emulated()));
            italic.add(row.emulated());
        }
        double labelWidth = Frame.labelColumn(names, italic);
        Grid grid = Grid.of(input, labelWidth);
        double legendTop = grid.top() + ROW_HEIGHT * input.rows().size() + 16;
        int height = (int) Math.ceil(legendTop + 58);
        Scene scene = new Scene(Frame.WIDTH, height, input.title(), description(input));
        Frame.title(scene, input.title(), input.subtitle());
        columnHeaders(scene, input.columns(), grid);
        for (int r = 0; r < input.rows().size(); r++) {
            row(scene, input, r, names.get(r), grid, floor, labelWidth);
        }
        bestOutlines(scene, input, grid);
        legend(scene, legendTop, floor);
        return scene;
    }

    /**
     * Where the cells go: the grid's left edge and top, the cell width, and whether the column headers
     * are turned 40° upwards because the widest does not fit its cell.
     */
    private record Grid(double left, double top, double cellWidth, boolean rotate) {
        static Grid of(Input input, double labelWidth) {
            double left = Frame.MARGIN + labelWidth + 8;
            double widestHeader = 0;
            for (String column : input.columns()) {
                widestHeader = Math.max(widestHeader, TextMetrics.width(column, Frame.TICK_SIZE, false, false));
            }
            int columns = input.columns().size();
            double available = Frame.WIDTH - Frame.MARGIN - left;
            double cellWidth = Math.min(MAX_CELL_WIDTH, available / columns);
            boolean rotate = widestHeader > cellWidth - 6;
            if (rotate) {
                // The last header, rising to the right from its cell's middle, must stay on the canvas.
                double overhang = widestHeader * Math.cos(Math.toRadians(40));
                cellWidth = Math.min(cellWidth, Math.max(24, (available - overhang) / (columns - 0.5)));
            }
            // Rotated 40° upwards, a header needs its width × sin 40° of height.
            double headerHeight = rotate ? widestHeader * Math.sin(Math.toRadians(40)) + 14 : 22;
            double titleHeight = Frame.titleHeight(input.title(), input.subtitle(), Frame.WIDTH);
            return new Grid(left, titleHeight + headerHeight, cellWidth, rotate);
        }

        Box cell(int row, int column) {
            return new Box(left + column * cellWidth, top + row * ROW_HEIGHT, cellWidth, ROW_HEIGHT);
        }
    }

    /** Each column's name above its cells, centred or rising to the right from the cell's middle. */
    private static void columnHeaders(Scene scene, List<String> columns, Grid grid) {
        boolean rotate = grid.rotate();
        for (int c = 0; c < columns.size(); c++) {
            double x = grid.left() + c * grid.cellWidth() + grid.cellWidth() / 2;
            scene.add(new Primitive.Text(
                    rotate ? x - 2 : x,
                    grid.top() - (rotate ? 6 : 7),
                    columns.get(c),
                    Frame.TICK_SIZE,
                    rotate ? Anchor.START : Anchor.MIDDLE,
                    false,
                    false,
                    Palette.INK,
                    rotate ? -40 : 0,
                    "column-label"));
        }
    }

    /** Row {@code r}: its name, then its cells. */
    private static void row(Scene scene, Input input, int r, String name, Grid grid, double floor, double labelWidth) {
        Row row = input.rows().get(r);
        double y = grid.top() + r * ROW_HEIGHT;
        Frame.rowLabel(
                scene,
                name,
                row.emulated(),
                false,
                y + ROW_HEIGHT / 2 + TextMetrics.ascent(Frame.LABEL_SIZE) / 2 - 1,
                labelWidth);
        for (int c = 0; c < row.cells().size(); c++) {
            scene.add(cell(
                    row.cells().get(c),
                    grid.cell(r, c),
                    floor,
                    name,
                    input.columns().get(c)));
        }
    }

    /** Best-group cells outlined, drawn last so that a neighbour's fill never covers an outline. */
    private static void bestOutlines(Scene scene, Input input, Grid grid) {
        for (int r = 0; r < input.rows().size(); r++) {
            for (int c = 0; c < input.columns().size(); c++) {
                if (input.rows().get(r).cells().get(c).inBestGroup()) {
                    Box box = grid.cell(r, c);
                    // Dark outline with a white inner line: visible on the darkest and the lightest cells.
                    scene.rect(box.x() + 1.5, box.y() + 1.5, box.width() - 3, ROW_HEIGHT - 3, BEST_OUTLINE);
                    scene.rect(box.x() + 3.2, box.y() + 3.2, box.width() - 6.4, ROW_HEIGHT - 6.4, BEST_INNER);
                }
            }
        }
    }

    private static Primitive cell(Cell cell, Box box, double floor, String row, String column) {
        List<Primitive> parts = new ArrayList<>();
        if (Double.isNaN(cell.value())) {
            return missing(box, row, column);
        }
        Rgb fill = colour(cell.value(), floor);
        parts.add(new Primitive.Rect(
                box.x(), box.y(), box.width(), box.height(), Style.filledAndStroked(fill, Rgb.WHITE, 1)));
        if (cell.emulated()) {
            parts.addAll(hatch(box));
        }
        String text = slowdownText(cell.value());
        Rgb ink = Palette.textOn(fill);
        double textWidth = TextMetrics.width(text, Frame.TICK_SIZE, true, false) + 6;
        if (cell.emulated()) {
            // A plate under the number keeps it readable over the hatching.
            parts.add(new Primitive.Rect(
                    box.x() + (box.width() - textWidth) / 2,
                    box.y() + 5,
                    textWidth,
                    box.height() - 10,
                    Style.fill(fill)));
        }
        parts.add(new Primitive.Text(
                box.x() + box.width() / 2,
                box.y() + box.height() / 2 + 4,
                text,
                Frame.TICK_SIZE,
                Anchor.MIDDLE,
                cell.inBestGroup(),
                false,
                ink,
                0,
                null));
        String tooltip = row + ", " + column + ": " + text + " the time of the fastest"
                + (cell.inBestGroup() ? ", in the best group" : "") + (cell.emulated() ? ", emulated path" : "");
        return new Primitive.Group(
                "cell" + (cell.inBestGroup() ? " best" : "") + (cell.emulated() ? " emulated" : ""), tooltip, parts);
    }

    /** A grey cell with a dash: the strategy was not measured on this workload. */
    private static Primitive missing(Box box, String row, String column) {
        return new Primitive.Group(
                "cell missing",
                row + ", " + column + ": not measured",
                List.of(
                        new Primitive.Rect(
                                box.x(),
                                box.y(),
                                box.width(),
                                box.height(),
                                Style.filledAndStroked(MISSING, Rgb.WHITE, 1)),
                        Scene.label(
                                box.x() + box.width() / 2,
                                box.y() + box.height() / 2 + 4,
                                "\u2013",
                                Frame.TICK_SIZE,
                                Anchor.MIDDLE,
                                false,
                                Palette.MUTED)));
    }

    /** A cell's slowdown (1 ÷ its speed): two decimals below 10, one below 100, none above. */
    static String slowdownText(double speed) {
        double slowdown = 1 / speed;
        String format = slowdown < 9.995 ? "%.2f" : slowdown < 99.95 ? "%.1f" : "%.0f";
        return String.format(java.util.Locale.ROOT, format, slowdown);
    }

    /** Diagonal strokes 7 px apart, clipped to the box. */
    private static List<Primitive> hatch(Box box) {
        List<Primitive> lines = new ArrayList<>();
        for (double offset = -box.height(); offset < box.width(); offset += 7) {
            // The line x = box.x + offset + t, y = box.bottom - t for t in [0, height], clipped to the box's x range.
            double t0 = Math.max(0, -offset);
            double t1 = Math.min(box.height(), box.width() - offset);
            if (t1 > t0) {
                lines.add(new Primitive.Line(
                        box.x() + offset + t0, box.bottom() - t0, box.x() + offset + t1, box.bottom() - t1, HATCH));
            }
        }
        return lines;
    }

    /** The ramp from the floor (lightest) to 1 (darkest), on a log scale. */
    static Rgb colour(double value, double floor) {
        double t = 1 - Math.log(value) / Math.log(floor);
        return Palette.ramp(0.08 + 0.84 * Math.max(0, Math.min(1, t)));
    }

    /** The smallest value shown, rounded down to 1, 2 or 5 × 10^k (at most 0.5, at least 0.001). */
    static double colourFloor(Input input) {
        double min = 1;
        for (Row row : input.rows()) {
            for (Cell cell : row.cells()) {
                if (!Double.isNaN(cell.value())) {
                    min = Math.min(min, cell.value());
                }
            }
        }
        for (double floor : FLOORS) {
            if (floor <= min) {
                return floor;
            }
        }
        return FLOORS[FLOORS.length - 1];
    }

    private static void legend(Scene scene, double top, double floor) {
        double x = Frame.MARGIN + 12;
        scene.add(Scene.label(
                x,
                top + 9,
                "slowdown vs the fastest of the column (log colour scale):",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
        double barTop = top + 16;
        double barWidth = 220;
        colourBar(scene, new Box(x, barTop, barWidth, 10), floor);
        double keyX = x + barWidth + 40;
        scene.rect(keyX, barTop - 1, 22, 14, Style.filledAndStroked(Palette.ramp(0.5), Palette.INK, 2.4));
        keyText(scene, keyX + 28, barTop + 10, "best group of the column");
        double hatchX = keyX + 28 + TextMetrics.width("best group of the column", Frame.SMALL_SIZE, false, false) + 20;
        Box swatch = new Box(hatchX, barTop - 1, 22, 14);
        scene.rect(swatch.x(), swatch.y(), swatch.width(), swatch.height(), Style.fill(Palette.ramp(0.2)));
        for (Primitive line : hatch(swatch)) {
            scene.add(line);
        }
        keyText(scene, hatchX + 28, barTop + 10, "emulated (fallback path)");
    }

    /** The colour ramp from 1 to the floor in {@code bar}, with the slowdowns' ticks under it. */
    private static void colourBar(Scene scene, Box bar, double floor) {
        int steps = 44;
        for (int i = 0; i < steps; i++) {
            double value = Math.exp(Math.log(floor) * ((i + 0.5) / steps));
            scene.rect(
                    bar.x() + i * bar.width() / steps,
                    bar.y(),
                    bar.width() / steps + 0.3,
                    bar.height(),
                    Style.fill(colour(value, floor)));
        }
        Axis axis = Axis.log(1, 1 / floor, Axis::plain);
        for (Axis.Tick tick : axis.ticks()) {
            double tx = axis.position(tick.value(), bar.x(), bar.right());
            scene.line(tx, bar.bottom(), tx, bar.bottom() + 3, Style.stroke(Palette.INK, 1));
            scene.add(Scene.label(
                    tx, bar.bottom() + 13, tick.label(), Frame.SMALL_SIZE, Anchor.MIDDLE, false, Palette.INK));
        }
    }

    private static void keyText(Scene scene, double x, double baseline, String text) {
        scene.add(Scene.label(x, baseline, text, Frame.SMALL_SIZE, Anchor.START, false, Palette.MUTED));
    }

    private static String description(Input input) {
        long emulated = input.rows().stream()
                .flatMap(r -> r.cells().stream())
                .filter(Cell::emulated)
                .count();
        return "Heat map, " + input.title() + ": " + input.rows().size() + " strategies by "
                + input.columns().size()
                + " workloads, each cell the slowdown against the fastest of its workload (1.00 = fastest), coloured on"
                + " a log scale; best-group cells outlined"
                + (emulated > 0 ? "; " + emulated + " cells measured on an emulated fallback path are hatched" : "")
                + ".";
    }
}
