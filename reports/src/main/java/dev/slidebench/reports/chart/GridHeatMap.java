package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each compared value pays, cell by cell: one small grid per value (small multiples), all on one
 * colour scale so the grids compare. The caller names the grid ({@link Layout}: its column labels, its row
 * labels from the bottom up, and the words that describe it); a cell's name is its column label followed
 * by its row label. Two colour scales:
 * <ul>
 * <li>{@link Scale#RELATIVE}: each cell's cost relative to that value's own mean, on one diverging log
 *     scale (blue cheaper, red dearer, white the mean). It shows the pattern that absolute colours would
 *     hide behind the level; the level is printed under each grid.</li>
 * <li>{@link Scale#ABSOLUTE}: the cost itself on one sequential log scale from the cheapest cell of any
 *     grid to the dearest (light cheap, dark dear), in nine classes whose edges the legend prints, with
 *     each cell's cost written in it: level and pattern at once, read across grids.</li>
 * </ul>
 */
public final class GridHeatMap {

    /** How cells are coloured; see the class comment. */
    public enum Scale {
        RELATIVE,
        ABSOLUTE
    }

    /**
     * The grid every panel shares: {@code columns} labels left to right, {@code rows} labels bottom to top,
     * and {@code words}, how the chart's description names one grid (e.g. "a 4x4 grid, row 1 at the bottom").
     * Cell {@code i} is column {@code i % columns}, row {@code i / columns}.
     */
    public record Layout(List<String> columns, List<String> rows, String words) {
        public Layout {
            columns = List.copyOf(columns);
            rows = List.copyOf(rows);
            if (columns.isEmpty() || rows.isEmpty()) {
                throw new IllegalArgumentException("a grid needs at least one column and one row: " + words);
            }
        }

        /** How many cells a grid holds. */
        public int cells() {
            return columns.size() * rows.size();
        }

        /** The cell's name: its column label, then its row label. */
        public String cellName(int cell) {
            return columns.get(cell % columns.size()) + rows.get(cell / columns.size());
        }
    }

    /** Everything the chart shows; {@code unit} is the cost's unit ("ns per call"). */
    public record Input(String title, String subtitle, String unit, Layout layout, List<Panel> panels, Scale scale) {
        public Input {
            panels = Frame.requireSome(panels, "a grid heat map needs at least one panel: " + title);
            java.util.Objects.requireNonNull(scale, "scale");
            for (Panel panel : panels) {
                if (panel.costs().size() != layout.cells()) {
                    throw new IllegalArgumentException("panel \"" + panel.label() + "\" needs " + layout.cells()
                            + " costs, got " + panel.costs().size());
                }
                for (int cell = 0; cell < layout.cells(); cell++) {
                    double cost = panel.costs().get(cell);
                    if (!Double.isNaN(cost)) {
                        Frame.requirePositive(cost, "cost of cell " + layout.cellName(cell), panel.label());
                    }
                }
            }
        }

        /** Coloured relative to each panel's mean. */
        public Input(String title, String subtitle, String unit, Layout layout, List<Panel> panels) {
            this(title, subtitle, unit, layout, panels, Scale.RELATIVE);
        }
    }

    /** One compared value: a cost per cell (see {@link Layout}), NaN where unknown. */
    public record Panel(String label, boolean emulated, List<Double> costs) {
        public Panel {
            costs = List.copyOf(costs);
            if (costs.stream().allMatch(c -> Double.isNaN(c))) {
                throw new IllegalArgumentException("panel \"" + label + "\" has no known cell");
            }
        }

        /** Mean cost over the known cells. */
        public double mean() {
            return costs.stream()
                    .filter(c -> !Double.isNaN(c))
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElseThrow();
        }
    }

    private static final double GAP = 14;
    private static final double MAX_CELL = 22;
    private static final double MIN_SPREAD = 1.25;
    private static final double MAX_SPREAD = 4;
    static final Rgb UNKNOWN = new Rgb(0xE0E0E0);
    /** Classes of the absolute scale: ColorBrewer's nine, so equal colours are equal bins. */
    static final int ABSOLUTE_CLASSES = 9;

    private static final double MAX_ABSOLUTE_CELL = 40;

    private GridHeatMap() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    /** The colour scale's reach: the largest ratio to a panel's mean, clamped to 1.25..4. */
    static double spread(Input input) {
        double widest = MIN_SPREAD;
        for (Panel panel : input.panels()) {
            double mean = panel.mean();
            for (double cost : panel.costs()) {
                if (!Double.isNaN(cost)) {
                    widest = Math.max(widest, Math.max(cost / mean, mean / cost));
                }
            }
        }
        return Math.min(widest, MAX_SPREAD);
    }

    /** The absolute scale's reach: the cheapest and the dearest known cell over every panel. */
    static double[] range(Input input) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Panel panel : input.panels()) {
            for (double cost : panel.costs()) {
                if (!Double.isNaN(cost)) {
                    low = Math.min(low, cost);
                    high = Math.max(high, cost);
                }
            }
        }
        return new double[] {low, high};
    }

    /**
     * The absolute class (0 cheapest .. {@link #ABSOLUTE_CLASSES} - 1 dearest) of {@code cost} on a log scale
     * over {@code range}.
     */
    static int absoluteClass(double cost, double[] range) {
        if (!(range[1] > range[0])) {
            return 0;
        }
        double t = Math.log(cost / range[0]) / Math.log(range[1] / range[0]);
        return Math.max(0, Math.min(ABSOLUTE_CLASSES - 1, (int) Math.floor(t * ABSOLUTE_CLASSES)));
    }

    /** The lower edge of absolute class {@code k} ({@code k} = the class count gives the top edge). */
    static double classEdge(int k, double[] range) {
        return range[0] * Math.pow(range[1] / range[0], (double) k / ABSOLUTE_CLASSES);
    }

    static Rgb absoluteColour(double cost, double[] range) {
        return Palette.ramp(absoluteClass(cost, range) / (double) (ABSOLUTE_CLASSES - 1));
    }

    /** Where the panels go: how many side by side, the cell and block sizes, the grid's top. */
    private record Placement(int perRow, int gridRows, double cell, double blockWidth, double blockHeight, double top) {
        static final double ROW_LABELS = 12;
        static final double NAME = 16;
        static final double COLUMN_LABELS = 12;
        static final double MEAN = 14;

        static Placement of(Input input) {
            int count = input.panels().size();
            int columns = input.layout().columns().size();
            int rows = input.layout().rows().size();
            boolean absolute = input.scale() == Scale.ABSOLUTE;
            // Absolute panels carry their numbers, so they get fewer per row and bigger cells.
            int perRow = absolute ? (count <= 4 ? Math.min(2, count) : count <= 9 ? 3 : 6) : Math.min(6, count);
            double available = Frame.WIDTH - 2 * Frame.MARGIN - ROW_LABELS;
            double cell = Math.min(
                    absolute ? MAX_ABSOLUTE_CELL : MAX_CELL,
                    Math.floor((available - (perRow - 1) * GAP) / perRow / Math.max(columns, rows)));
            double blockWidth = Math.max(columns * cell, (available - (perRow - 1) * GAP) / perRow);
            double blockHeight = NAME + rows * cell + COLUMN_LABELS + MEAN + 8;
            double top = Frame.titleHeight(input.title(), input.subtitle(), Frame.WIDTH) + 4;
            return new Placement(perRow, (count + perRow - 1) / perRow, cell, blockWidth, blockHeight, top);
        }

        double legendTop() {
            return top + gridRows * blockHeight + 4;
        }
    }

    public static Scene scene(Input input) {
        Placement at = Placement.of(input);
        boolean absolute = input.scale() == Scale.ABSOLUTE;
        double spread = spread(input);
        double[] range = range(input);
        Scene scene = new Scene(
                Frame.WIDTH,
                (int) Math.ceil(at.legendTop() + 62),
                input.title(),
                absolute ? absoluteDescription(input, range) : description(input, spread));
        Frame.title(scene, input.title(), input.subtitle());
        int count = input.panels().size();
        for (int b = 0; b < count; b++) {
            int gridRow = b / at.perRow();
            int gridColumn = b % at.perRow();
            double x = Frame.MARGIN + Placement.ROW_LABELS + gridColumn * (at.blockWidth() + GAP);
            double y = at.top() + gridRow * at.blockHeight();
            panel(scene, input, input.panels().get(b), x, y, at, absolute ? range : null, spread);
            if (gridColumn == 0) {
                rowLabels(scene, input.layout(), x, y + Placement.NAME, at.cell());
            }
            if (gridRow == at.gridRows() - 1 || b + at.perRow() >= count) {
                columnLabels(scene, input.layout(), x, y + Placement.NAME, at.cell());
            }
        }
        if (absolute) {
            GridLegend.absolute(scene, at.legendTop(), range, input.unit());
        } else {
            GridLegend.relative(scene, at.legendTop(), spread);
        }
        return scene;
    }

    /** One panel: its name above, its cells, its frame and its mean below. */
    private static void panel(
            Scene scene, Input input, Panel panel, double x, double y, Placement at, double[] range, double spread) {
        Layout layout = input.layout();
        double gridTop = y + Placement.NAME;
        double width = layout.columns().size() * at.cell();
        double height = layout.rows().size() * at.cell();
        // Long names drop to a smaller size before they are shortened: a shortened name is not searchable.
        String fullName = Frame.displayName(panel.label(), panel.emulated());
        double nameSize = TextMetrics.width(fullName, Frame.SMALL_SIZE, false, panel.emulated()) <= at.blockWidth()
                ? Frame.SMALL_SIZE
                : 9;
        String name = Frame.fit(fullName, nameSize, false, panel.emulated(), at.blockWidth());
        scene.add(new Primitive.Text(
                x,
                y + 11,
                name,
                nameSize,
                Anchor.START,
                false,
                panel.emulated(),
                Frame.labelColour(panel.emulated(), false),
                0,
                "grid-label"));
        scene.add(cells(panel, layout, x, gridTop, at.cell(), range, spread, input.unit()));
        scene.rect(x, gridTop, width, height, Style.stroke(Palette.MUTED, 0.8));
        scene.add(new Primitive.Text(
                x,
                gridTop + height + Placement.COLUMN_LABELS + 10,
                "mean " + Axis.significant(panel.mean()) + " " + input.unit(),
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                false,
                Palette.MUTED,
                0,
                "grid-mean"));
    }

    /** The row labels left of a panel, the first row at the bottom. */
    private static void rowLabels(Scene scene, Layout layout, double x, double gridTop, double cell) {
        int rows = layout.rows().size();
        for (int row = 0; row < rows; row++) {
            scene.add(Scene.label(
                    x - 4,
                    gridTop + (rows - 1 - row) * cell + cell / 2 + 3.5,
                    layout.rows().get(row),
                    9,
                    Anchor.END,
                    false,
                    Palette.MUTED));
        }
    }

    /** The column labels under a panel. */
    private static void columnLabels(Scene scene, Layout layout, double x, double gridTop, double cell) {
        double bottom = gridTop + layout.rows().size() * cell;
        for (int column = 0; column < layout.columns().size(); column++) {
            scene.add(Scene.label(
                    x + column * cell + cell / 2,
                    bottom + 10,
                    layout.columns().get(column),
                    9,
                    Anchor.MIDDLE,
                    false,
                    Palette.MUTED));
        }
    }

    /**
     * {@code range} null: colours relative to the panel's mean; else the absolute scale, with each cost written
     * in its cell.
     */
    private static Primitive cells(
            Panel panel, Layout layout, double x, double y, double cell, double[] range, double spread, String unit) {
        int columns = layout.columns().size();
        int rows = layout.rows().size();
        List<Rgb> colours = new ArrayList<>(layout.cells());
        List<Primitive> values = new ArrayList<>();
        double valueSize = Math.max(6, Math.min(10, cell * 0.27));
        double mean = panel.mean();
        // Ties go to the first cell in reading order: grid rows run from the top, the last row first.
        List<Double> reading = new ArrayList<>(layout.cells());
        for (int row = rows - 1; row >= 0; row--) {
            for (int column = 0; column < columns; column++) {
                double cost = panel.costs().get(columns * row + column);
                reading.add(cost);
                Rgb colour = Double.isNaN(cost)
                        ? UNKNOWN
                        : range == null ? colour(cost / mean, spread) : absoluteColour(cost, range);
                colours.add(colour);
                if (range != null && !Double.isNaN(cost)) {
                    values.add(new Primitive.Text(
                            x + column * cell + cell / 2,
                            y + (rows - 1 - row) * cell + cell / 2 + TextMetrics.ascent(valueSize) / 2,
                            Axis.significant(cost),
                            valueSize,
                            Anchor.MIDDLE,
                            false,
                            false,
                            Palette.textOn(colour),
                            0,
                            "cell-cost"));
                }
            }
        }
        int dearest = fromTop(extreme(reading, true), columns, rows);
        int cheapest = fromTop(extreme(reading, false), columns, rows);
        String tooltip = Frame.displayName(panel.label(), panel.emulated()) + ": mean " + Axis.significant(mean) + " "
                + unit + "; dearest " + layout.cellName(dearest) + " "
                + Axis.significant(panel.costs().get(dearest))
                + ", cheapest " + layout.cellName(cheapest) + " "
                + Axis.significant(panel.costs().get(cheapest));
        List<Primitive> children = new ArrayList<>();
        children.add(new Primitive.Grid(x, y, cell, columns, rows, colours));
        children.addAll(values);
        return new Primitive.Group("grid", tooltip, children);
    }

    /** The cell index of position {@code i} in reading order (top row first, left to right). */
    private static int fromTop(int i, int columns, int rows) {
        return columns * (rows - 1 - i / columns) + i % columns;
    }

    /** The first cell with the highest (dearest) or lowest known cost; -1 when none is known. */
    public static int extreme(List<Double> costs, boolean dearest) {
        int found = -1;
        for (int c = 0; c < costs.size(); c++) {
            double cost = costs.get(c);
            if (!Double.isNaN(cost) && (found < 0 || (dearest ? cost > costs.get(found) : cost < costs.get(found)))) {
                found = c;
            }
        }
        return found;
    }

    /** The diverging class of {@code ratio} (cost ÷ mean) on a log scale reaching ÷spread .. ×spread. */
    static Rgb colour(double ratio, double spread) {
        return Palette.diverging(Math.log(ratio) / Math.log(spread));
    }

    private static String absoluteDescription(Input input, double[] range) {
        return "Grid heat maps, " + input.title() + ": for each of "
                + input.panels().size()
                + " compared values " + input.layout().words() + " with each cell's cost in "
                + input.unit() + " written in it and coloured on one log scale shared by every grid, from "
                + Axis.significant(range[0]) + " (lightest) to " + Axis.significant(range[1])
                + " (darkest); each grid's mean cost is printed under it.";
    }

    private static String description(Input input, double spread) {
        return "Grid heat maps, " + input.title() + ": for each of "
                + input.panels().size()
                + " compared values " + input.layout().words() + " coloured by each cell's cost relative to the"
                + " value's own mean, blue cheaper and red dearer, up to "
                + Axis.plain(Math.round(spread * 100) / 100.0)
                + "x either way; each grid's mean cost is printed under it.";
    }
}
